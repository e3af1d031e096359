// Someone else's role told by a pronoun (decisions §11, whose signal a clause states): "I spoke to
// their manager. He's the one who signs everything", "My sister runs a bakery. She's the one who
// decides there". attribution.ts opens a clause that names a third party; a sentence that only
// points at one with "he"/"she" is theirs too when it tells their role and the sentence before it
// names an outsider, or when it places the role elsewhere ("… there"). The buyer's own decider
// told so ("Our director is Ines. She's the one who signs off software") stays stated.
import type { Sentence, Token } from "./text.js"

const PRONOUNS = new Set(["he", "she"])
const BE = new Set(["is", "was"])
/** "the one who", "the person that", "the guy who": a role told without a title. */
const ONE = new Set(["one", "person", "guy", "man", "woman", "lady", "bloke", "fella"])
const WHO = new Set(["who", "that"])
/** People outside the speaker's side, by relation or by trade. */
const OUTSIDE_PEOPLE = new Set([
  "friend", "friends", "neighbour", "neighbor", "brother", "sister", "cousin", "uncle", "aunt", "niece", "nephew",
  "competitor", "competitors", "rival", "rivals", "supplier", "suppliers", "vendor", "vendors", "provider", "providers", "landlord",
  "seller", "distributor", "wholesaler", "contractor", "contractors", "insurer", "agency", "agent"
])
/** "Their/his/her manager": a possessive that is not the speaker's leads to someone else's person. */
const OTHERS = new Set(["their", "his", "her"])
const OTHER_ORG = new Set(["other", "another", "different"])
/** The place the role is held, away from the speaker: "… there", "at their end". */
const AWAY = new Set(["there"])

/** Whether "he/she is the one who …" opens the sentence. */
const roleByPronoun = (tokens: ReadonlyArray<Token>): boolean => {
  const [p, be, the, one, who] = tokens.map((t, k) => [t, k] as const).filter(([t]) => t.cls !== "punct")
  if (p === undefined || !PRONOUNS.has(p[0].norm) || !BE.has(be?.[0].norm ?? "") || the?.[0].norm !== "the") return false
  return ONE.has(one?.[0].norm ?? "") && WHO.has(who?.[0].norm ?? "")
}

/** Whether the role is placed away from the speaker: the sentence's last word is "there". */
const placedAway = (tokens: ReadonlyArray<Token>): boolean => {
  const words = tokens.filter((t) => t.cls !== "punct")
  return AWAY.has(words[words.length - 1]?.norm ?? "")
}

/** Whom a sentence names: a person of the speaker's own side ("our director", "my boss"), an outsider, or neither. */
const whoIsNamed = (tokens: ReadonlyArray<Token>): "own" | "outside" | "none" => {
  let outside = false
  for (let k = 0; k < tokens.length; k++) {
    const w = tokens[k]!.norm
    const next = tokens[k + 1]
    // "our supplier's manager" is still someone else's; "our manager" is the speaker's own.
    if ((w === "our" || w === "my") && next !== undefined && next.cls === "word" && !next.stop && !OUTSIDE_PEOPLE.has(next.norm)) return "own"
    if (OUTSIDE_PEOPLE.has(w)) outside = true
    else if ((OTHERS.has(w) || OTHER_ORG.has(w)) && next !== undefined && next.cls === "word" && !next.stop) outside = true
  }
  return outside ? "outside" : "none"
}

/** Opens (modality 2) each sentence that tells someone else's role by a pronoun, in place. */
export const markPronounParties = (sentences: ReadonlyArray<Sentence>): void => {
  for (let i = 0; i < sentences.length; i++) {
    const s = sentences[i]!
    if (!roleByPronoun(s.tokens)) continue
    const prev = i > 0 && sentences[i - 1]!.messageIndex === s.messageIndex ? whoIsNamed(sentences[i - 1]!.tokens) : "none"
    if (prev === "own" || (prev === "none" && !placedAway(s.tokens))) continue
    for (const t of s.tokens) if (t.cls !== "punct") t.mod = 2
  }
}
