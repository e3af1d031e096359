// A choice the customer sets aside names what they do NOT want: "rather than by post", "instead
// of a call", "no need to come in", "please don't ring", "I'd rather not drive over", "not this
// week, but next". Its words must not speak for the category they name. A negation that tells a
// fault ("it won't sync", "I can't log in") is the customer's problem, not a choice: it stays read.
import { COPULA, isBoundary } from "./scope.js"
import { ruledOut } from "./ruledOut.js"
import { supersededPlan } from "./supersededPlan.js"
import { referenceWords } from "./references.js"
import type { Token } from "./text.js"
import { toldFine } from "./fineAsIs.js"

/** Two-word markers after which the rest of the clause is the option declined. */
const DECLINING_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ["rather", "than"],
  ["instead", "of"],
  ["other", "than"],
  ["opposed", "to"]
]
/** Words that open the clause after a declined one: "not X, but Y", "not X, just Y". */
const CONTRAST = new Set(["but", "just", "instead", "rather"])
const NEGATORS = new Set(["not", "no", "never"])
/** Verbs by which the sender asks the reader to pass something over ("please ignore the alert"). */
const DISMISSING = new Set(["ignore", "disregard"])
/** After "no …": the option is not wanted ("no changes needed", "no visit required"). */
const NOT_WANTED = new Set(["needed", "required", "necessary", "wanted"])
/** Verbs of seeking or needing: negated, their object is what the sender does not want ("I'm not after a new one", "we don't need a visit"). */
const SEEKING = new Set(["after", "need", "needing", "want", "wanting", "seeking"])
/** Subjects and auxiliaries before such a negation: the sender's own, not a thing's ("the door doesn't want to shut"). */
const SEEKER = new Set(["i", "we", "am", "are", "do", "did", "really", "honestly", "definitely"])
/** Places after "nothing": the thing is absent there ("nothing on the step or with the neighbours"). */
const PLACE_PREPS = new Set(["on", "in", "at", "with", "under", "by", "inside", "outside"])
/**
 * Things that show or hold a record: empty, they are the fault itself ("nothing on the screen",
 * "nothing in my inbox"), not a place searched for a missing thing.
 */
const SHOWS = new Set([
  "screen", "screens", "display", "displays", "monitor", "page", "pages", "inbox", "statement", "statements", "account", "app",
  "dashboard", "feed", "report", "reports", "basket", "cart", "log", "logs", "list", "receipt", "tracking", "folder", "portal"
])
/** The noun a place preposition at i opens, past an article or possessive ("on the screen", "in my inbox"). */
const placeAfter = (tokens: ReadonlyArray<Token>, i: number): string => {
  const k = ["the", "my", "our", "your", "a", "an", "this", "that", "his", "her", "their"].includes(tokens[i + 1]?.norm ?? "") ? i + 2 : i + 1
  return tokens[k]?.norm ?? ""
}
/** Ways of reaching or using something the sender says they do without ("I don't use email"). */
const DO_WITHOUT = new Set(["use", "own", "check", "read"])
/** Words without which a sentence declines nothing. */
const TRIGGERS = new Set([...NEGATORS, ...DECLINING_PAIRS.map(([a]) => a), "than", "nothing", ...DISMISSING])

const isWord = (t: Token | undefined): boolean => t !== undefined && t.cls !== "punct"

/** The index of the clause's last token from `from` on. */
const clauseEnd = (tokens: ReadonlyArray<Token>, from: number): number => {
  let k = from
  while (k < tokens.length && !isBoundary(tokens[k]!)) k++
  return k - 1
}

/**
 * Words that open the main clause after a fronted declined option with no comma ("Instead of
 * Zoom I'd like a call", "Rather than a transfer we'll bring cash"): a subject pronoun or a
 * modal asking ("instead of a call could you email me").
 */
const MAIN_CLAUSE_OPENERS = new Set(["i", "we", "you", "he", "she", "they", "it", "let", "let's", "can", "could", "would", "will", "shall", "should", "may", "might", "please", "just"])

/**
 * The last token of a fronted declined option ("Instead of X ..." opening its clause): its noun
 * phrase ends where the main clause's subject or modal starts, else at the clause's end.
 */
const frontedEnd = (tokens: ReadonlyArray<Token>, from: number): number => {
  const end = clauseEnd(tokens, from)
  // The option's own first word may be anything ("instead of it"): look from the second on.
  for (let k = from + 1; k <= end; k++) if (MAIN_CLAUSE_OPENERS.has(tokens[k]!.norm)) return k - 1
  return end
}

/** The first word of the clause holding `at` (after "and", "please" and the like, which open nothing). */
const opensClause = (tokens: ReadonlyArray<Token>, at: number): boolean => {
  for (let j = at - 1; j >= 0; j--) {
    const t = tokens[j]!
    if (isBoundary(t)) return true
    if (t.norm === "and" || t.norm === "please" || t.norm === "so" || t.norm === "then") continue
    return false
  }
  return true
}

/** Whether the negator at `i` declines a choice rather than reporting a fault. */
const declines = (tokens: ReadonlyArray<Token>, i: number): boolean => {
  const t = tokens[i]!
  const prev = tokens[i - 1]
  const next = tokens[i + 1]
  if (t.norm === "no" && next?.norm === "need") return true
  // "no changes needed": within two words, a "needed/required" before the clause ends.
  if (t.norm === "no" && [1, 2, 3].some((d) => NOT_WANTED.has(tokens[i + d]?.norm ?? "") && !tokens.slice(i + 1, i + d).some(isBoundary))) return true
  // "I don't use the internet": a way the sender does without (not "I don't have access", a fault).
  if (((t.norm === "not" && prev?.norm === "do") || t.norm === "never") && DO_WITHOUT.has(next?.norm ?? "")) return true
  if (t.norm === "not" && prev?.norm === "rather") return true
  // "I'm not after a new frame", "we don't need a fitting", "not looking for a repair": what is not wanted.
  // "the mare doesn't need shoes": of anyone's need too, not of a thing's will ("the lid doesn't want to shut" is a fault).
  const seeker =
    prev === undefined || SEEKER.has(prev.norm) || (prev.norm === "do" && SEEKER.has(tokens[i - 2]?.norm ?? "")) || ((prev.norm === "does" || prev.norm === "did") && next?.norm === "need")
  if (t.norm === "not" && seeker && (SEEKING.has(next?.norm ?? "") || (next?.norm === "looking" && (tokens[i + 2]?.norm === "for" || tokens[i + 2]?.norm === "to")))) return true
  // "Not an emergency, he's sound": a clause that opens by saying what the matter is not.
  if (t.norm === "not" && (next?.norm === "a" || next?.norm === "an") && opensClause(tokens, i) && tokens.slice(i + 2, i + 5).some((x) => x.norm === ",")) return true
  // "please don't ...", a clause-initial "don't ..." / "do not ...": an instruction not to.
  if (t.norm === "not" && prev?.norm === "do" && (tokens[i - 2]?.norm === "please" || opensClause(tokens, i - 1))) return true
  // "not by phone", "not via the portal", "not over video": a channel or route declined.
  if (t.norm === "not" && (next?.norm === "by" || next?.norm === "via" || next?.norm === "through" || next?.norm === "over")) return true
  // "Not today, but ...", "this isn't a complaint, just ...": a clause that opens by declining,
  // or says what the matter is not, with the wanted option after it.
  if (t.norm === "not" && (opensClause(tokens, i) || COPULA.has(prev?.norm ?? ""))) {
    const end = clauseEnd(tokens, i + 1)
    let k = end + 1
    while (k < tokens.length && tokens[k]!.cls === "punct") k++
    if (CONTRAST.has(tokens[k]?.norm ?? "")) return true
  }
  return false
}

/** Whether a "rather" or "sooner" stands earlier in the sentence (clause marks between, not a full stop). */
const ratherBefore = (tokens: ReadonlyArray<Token>, at: number): boolean => {
  for (let j = at - 1; j >= 0; j--) {
    const t = tokens[j]!
    if (t.norm === "." || t.norm === "!" || t.norm === "?" || t.norm === ";") return false
    if (t.norm === "rather" || t.norm === "sooner") return true
  }
  return false
}

/** Per token, whether it lies in an option the sentence declines. */
export const setAside = (tokens: ReadonlyArray<Token>): Array<boolean> => {
  const out = tokens.map(() => false)
  if (!tokens.some((t) => TRIGGERS.has(t.norm))) return out
  const mark = (from: number, to: number) => {
    for (let k = from; k <= to && k < tokens.length; k++) out[k] = true
  }
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!
    const next = tokens[i + 1]
    if (isWord(next) && DECLINING_PAIRS.some(([a, b]) => t.norm === a && next!.norm === b)) {
      // Fronted ("Instead of cash I'll pay by card"): only the option's noun phrase is declined.
      mark(i, opensClause(tokens, i) ? frontedEnd(tokens, i + 2) : clauseEnd(tokens, i + 2))
      // The pair's "than" is no second "rather ... than" (which would mark on to the clause's end).
      i++
      continue
    }
    // "rather fetch it from the depot than wait on a courier": the "than" of an earlier "rather" ("more than ten" is no choice).
    if (t.norm === "than" && ratherBefore(tokens, i)) {
      mark(i, clauseEnd(tokens, i + 1))
      continue
    }
    if (NEGATORS.has(t.norm) && declines(tokens, i)) mark(i, clauseEnd(tokens, i + 1))
    // "there's nothing on the step": the places named are where the thing is not.
    else if (t.norm === "nothing" && PLACE_PREPS.has(next?.norm ?? "") && !SHOWS.has(placeAfter(tokens, i + 1))) mark(i, clauseEnd(tokens, i + 1))
    // "please ignore the sign-in alert", "you can disregard my last email": passed over, not asked about.
    else if (DISMISSING.has(t.norm) && (tokens[i - 1]?.norm === "please" || tokens[i - 1]?.norm === "can" || opensClause(tokens, i))) mark(i, clauseEnd(tokens, i + 1))
  }
  return out
}

/** The text of a span of tokens with the declined options cut out (null when nothing is declined). */
export const keptText = (text: string, base: number, tokens: ReadonlyArray<Token>, aside: ReadonlyArray<boolean>): string | null => {
  if (!aside.some(Boolean)) return null
  const parts: Array<string> = []
  let from: number | null = null
  tokens.forEach((t, k) => {
    if (aside[k]) {
      if (from !== null) parts.push(text.slice(from - base, tokens[k - 1]!.end - base))
      from = null
    } else from ??= t.start
  })
  if (from !== null) parts.push(text.slice(from - base, tokens[tokens.length - 1]!.end - base))
  return parts.join(" ").trim()
}

/** Words of a customer's own preference or request ("I'd rather", "ideally", "suits me", "please"). */
const WISHES = new Set(["rather", "prefer", "prefers", "preferred", "preferably", "ideally", "please", "suit", "suits", "easiest", "easier", "convenient", "want", "wants"])
const ASKING = new Set(["can", "could", "would", "may"])
const ASKED = new Set(["i", "we", "you", "someone", "somebody"])

/**
 * Whether a sentence states what the customer wants ("a call would suit me", "could we meet at
 * the branch?", "I'd like ...") rather than only telling how things are ("the post round here is
 * hopeless"): of two categories named, the one wished for is the choice.
 */
export const statesWish = (tokens: ReadonlyArray<Token>): boolean =>
  tokens.some((t, k) => {
    if (t.mod === 1) return false
    if (WISHES.has(t.norm)) return true
    if ((t.norm === "like" || t.norm === "love") && tokens[k - 1]?.norm === "would") return true
    return ASKING.has(t.norm) && ASKED.has(tokens[k + 1]?.norm ?? "") && (k === 0 || isBoundary(tokens[k - 1]!))
  })

/** Nouns after which a channel's word names a detail of it, not a way chosen ("phone number"). */
const DETAIL_NOUNS = new Set(["number", "numbers", "address", "addresses", "id", "handle"])
/**
 * Ways of reaching someone whose "number" or "address" is a contact detail. Only these: "routing
 * number", "card number" or "tracking number" name the thing asked about, not a detail given.
 */
const CHANNEL_WORDS = new Set(["phone", "telephone", "mobile", "cell", "landline", "fax", "email", "e-mail", "mail", "postal", "home", "work", "office", "contact", "whatsapp", "skype", "zoom", "pager"])
const DETAIL_VALUES = new Set(["email", "url"])

/**
 * Per token, whether it only names a contact detail: a word before "number" or "address" ("my
 * phone number is …", "email address"), or a form label whose value is a number, an address or a
 * link ("Phone: 0161 …", "Email: jo@…" in a signature). Giving a detail is no choice of channel.
 */
export const contactDetail = (tokens: ReadonlyArray<Token>): Array<boolean> => {
  const out = tokens.map(() => false)
  tokens.forEach((t, i) => {
    // An address or a link given is a detail itself ("k@mail.com" says nothing of email as a way).
    if (t.cls === "email" || t.cls === "url") out[i] = true
    if (t.cls !== "word") return
    const next = tokens[i + 1]
    if (next !== undefined && next.cls === "word" && DETAIL_NOUNS.has(next.norm) && CHANNEL_WORDS.has(t.norm)) out[i] = out[i + 1] = true
    // A label's last word before a colon (or "Tel."), its value an address, a link or a phone-like number.
    const value = next?.norm === ":" || next?.norm === "." ? tokens[i + 2] : undefined
    if (value !== undefined && (DETAIL_VALUES.has(value.cls) || (value.cls === "num" && /\d{4}/.test(value.norm)))) out[i] = true
  })
  return out
}

const byTokens = new WeakMap<ReadonlyArray<Token>, ReadonlyArray<boolean>>()

/**
 * Per token, whether it names no choice of the customer's: a declined or ruled-out option, a plan moved on from, a thing told fine, a contact detail or a reference.
 * Read once per run of tokens, however many detectors ask.
 */
export const unchosen = (tokens: ReadonlyArray<Token>): ReadonlyArray<boolean> => {
  let out = byTokens.get(tokens)
  if (out === undefined) {
    const aside = setAside(tokens)
    const detail = contactDetail(tokens)
    const ruled = ruledOut(tokens)
    const reference = referenceWords(tokens)
    const moved = supersededPlan(tokens)
    const fine = toldFine(tokens)
    out = aside.map((a, k) => a || detail[k]! || ruled[k]! || reference[k]! || moved[k]! || fine[k]!)
    byTokens.set(tokens, out)
  }
  return out
}
