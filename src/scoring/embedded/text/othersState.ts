// Whose state a sentence tells, when somebody else's stands beside the sender's: "my husband's aids
// are still under warranty but mine aren't", "my sister gets the concession because she's a
// student, I work full time", "my parents live round the corner but I'm in Leeds". The sentence
// vectors put it beside the examples ("my aids are under warranty", "I'm a student", "I live
// nearby"), yet the state told is the relative's; the sender's own clause is a contrast that
// denies it ("mine aren't") or tells something else ("I'm 45"). Read by engine/ownRecordFound.ts
// for detectors of the sender's own cover, eligibility, residence or standing.
import type { Token } from "./text.js"

/** People a sender names by relation, household included: their cover, concession or home is theirs, not the sender's. */
const PEOPLE = new Set([
  "husband", "wife", "partner", "son", "daughter", "dad", "mum", "mom", "father", "mother", "parents", "parent", "kids", "children", "child",
  "brother", "sister", "cousin", "uncle", "aunt", "niece", "nephew", "grandad", "granddad", "grandpa", "grandma", "gran", "nan", "grandmother", "grandfather",
  "friend", "friends", "neighbour", "neighbor", "colleague", "coworker", "boss", "flatmate", "housemate", "roommate", "mate", "sibling", "siblings"
])
const OWN_POSSESSIVE = new Set(["my", "our"])
/** Pronouns carrying the other person on into a later clause ("because she's a student"); not "they", "them": as often the things themselves. */
const THEM = new Set(["he", "she", "his", "her", "him", "hers"])
/** The sender as subject or owner of a clause. */
const SENDER = new Set(["i", "we", "mine", "ours", "me", "us"])
/** Clause boundaries: punctuation and contrast words; "because" and "so" carry the clause's owner on. */
const SPLIT = new Set([",", ";", ".", "!", "?", "but", "whereas", "while", "although", "though", "unlike", "yet"])

type Owner = "other" | "own" | null

/** Who a clause is about: a relation named with "my/our" (not "my wife and I"), a pronoun of them, or the sender; null when neither. */
const ownerOf = (tokens: ReadonlyArray<Token>, from: number, to: number): Owner => {
  for (let k = from; k < to; k++) {
    const w = tokens[k]!.norm
    if (OWN_POSSESSIVE.has(w)) {
      const at = PEOPLE.has(tokens[k + 1]?.norm ?? "") ? k + 1 : PEOPLE.has(tokens[k + 2]?.norm ?? "") ? k + 2 : -1
      if (at < 0) return "own"
      const joined = tokens[at + 1]?.norm === "and" && SENDER.has(tokens[at + 2]?.norm ?? "")
      return joined ? "own" : "other"
    }
    if (SENDER.has(w)) return "own"
    if (THEM.has(w)) return "other"
  }
  return null
}

/** Whether a clause denies what it tells ("mine aren't", "mine is out of it", "I'm not"). */
const denies = (tokens: ReadonlyArray<Token>, from: number, to: number): boolean => {
  for (let k = from; k < to; k++) {
    const w = tokens[k]!.norm
    if (w === "not" || w === "no" || w === "never" || (w === "out" && k + 1 < to && tokens[k + 1]!.norm === "of")) return true
  }
  return false
}

/**
 * Whether tokens open a clause with a relation of the sender's ("my son has epilepsy"): an example
 * that does so takes a relative's state as the sender's to tell. Not a relation after a verb or a
 * preposition ("I'm a carer for my dad"): the state there is the sender's.
 */
export const namesRelation = (tokens: ReadonlyArray<Token>): boolean =>
  tokens.some((t, k) => (k === 0 || SPLIT.has(tokens[k - 1]!.norm)) && OWN_POSSESSIVE.has(t.norm) && (PEOPLE.has(tokens[k + 1]?.norm ?? "") || PEOPLE.has(tokens[k + 2]?.norm ?? "")))

/**
 * Whether the sentence tells somebody else's state beside the sender's own, the sender's own
 * clauses denying it or telling none of the examples' content words: a relation named by "my/our"
 * opens a clause, and no clause of the sender's own shares a content word with the examples
 * (`exampleWords`) undenied. A sentence of the relation alone ("my son's frames are covered")
 * counts too: a household member's state is told by the sender, but not claimed as the sender's.
 */
export const tellsOthersState = (tokens: ReadonlyArray<Token>, exampleWords: ReadonlySet<string>): boolean => {
  const clauses = clausesOfTokens(tokens)
  let last: Owner = null
  let other = false
  for (const [from, to] of clauses) {
    const owner: Owner = ownerOf(tokens, from, to) ?? last
    last = owner
    if (owner === "other") other = true
    else if (owner === "own" && !denies(tokens, from, to) && tokens.slice(from, to).some((t) => !t.stop && t.cls === "word" && exampleWords.has(t.stem))) return false
  }
  // A pronoun alone carries no relation on: "he's lactose intolerant" is the child or pet the sender speaks for.
  return other && tokens.some((t, k) => OWN_POSSESSIVE.has(t.norm) && (PEOPLE.has(tokens[k + 1]?.norm ?? "") || PEOPLE.has(tokens[k + 2]?.norm ?? "")))
}

/** A sentence's clauses, split at punctuation and contrast words. */
const clausesOfTokens = (tokens: ReadonlyArray<Token>): ReadonlyArray<readonly [number, number]> => {
  const clauses: Array<[number, number]> = []
  let start = 0
  tokens.forEach((t, k) => {
    if (SPLIT.has(t.norm)) {
      if (k > start) clauses.push([start, k])
      start = k + 1
    }
  })
  if (start < tokens.length) clauses.push([start, tokens.length])
  return clauses
}

/**
 * Whether a clause of the sentence is the sender's own, opened by "I", "we", "me" or "my" with no
 * relation after it, after a word of contrast ("but I'd like to book for me"): the sender set against
 * the relative whose state the sentence tells, so that state is not told as the sender's own. A
 * clause of the sender's beside it without contrast ("my ref is 4410, my son has fallen in") is no such setting apart.
 */
export const ownClauseBeside = (tokens: ReadonlyArray<Token>): boolean =>
  clausesOfTokens(tokens).some(([from, to]) => from > 0 && CONTRAST.has(tokens[from - 1]!.norm) && ownerOf(tokens, from, to) === "own")
/** Words that set the sender's clause against the relative's: "but I'd like …", "whereas we …". */
const CONTRAST = new Set(["but", "whereas", "although", "though", "while", "yet"])
