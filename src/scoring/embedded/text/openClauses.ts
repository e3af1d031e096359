// Clauses that tell nothing of the speaker's own situation now: opened as somebody else's, a
// condition or put off (the tokens' modality, modality.ts), and questions of what might happen.
import type { Token } from "./text.js"
import { guessesPast } from "./askedAfter.js"

/**
 * Whether the clause tokens[from, to) opens open: said of a third party, as a condition, as
 * uncertain or put off ("my neighbour's loft has rats", "if it sparks again"). A clause that
 * states something and then adds a condition ("he bites if they come close") is not, nor one
 * about the speaker's household ("my son has a rash": a parent reports for their child, attribution.ts).
 */
export const opensOpen = (tokens: ReadonlyArray<Token>, from = 0, to = tokens.length): boolean => {
  for (let k = from; k < to; k++) if (tokens[k]!.cls !== "punct") return tokens[k]!.mod === 2
  return false
}

/** Whether most words of tokens[from, to) are open: a message mostly about somebody else, or mostly conditions. */
export const mostlyOpen = (tokens: ReadonlyArray<Token>, from = 0, to = tokens.length): boolean => {
  let words = 0
  let open = 0
  for (let k = from; k < to; k++) {
    if (tokens[k]!.cls === "punct") continue
    words++
    if (tokens[k]!.mod === 2) open++
  }
  return words > 0 && open * 2 >= words
}

/** Words that ask whether something could happen, not whether it has: "any risk", "what are the chances", "is it likely". */
const POSSIBILITY = new Set(["risk", "risks", "chance", "chances", "possible", "possibly", "likely", "ever"])
const MODALS = new Set(["will", "would", "could", "can", "may", "might", "should"])
/** After a modal, a request to the one asked ("could you", "can someone"), which still reports what it asks about. */
const ASKED = new Set(["you", "u", "someone", "somebody", "anyone", "anybody", "we", "i"])

/**
 * Whether a question asks what might happen rather than tells what has ("is there any risk the
 * tiles crack if …?", "what happens if the pump stops?", "could the paint peel?"): a question
 * with a condition in it, a word of possibility, or a modal whose subject is not the one asked
 * to act. For a problem detector such a question reports nothing; "why has the paint peeled?" does.
 */
export const asksWhatMight = (tokens: ReadonlyArray<Token>): boolean => {
  if (!tokens.some((t) => t.norm === "?")) return false
  const seen = asksStateRight(tokens)
  return tokens.some((t, k) => {
    if (k === seen) return false
    if (t.norm === "if" || (t.norm === "in" && tokens[k + 1]?.norm === "case")) return true
    if (POSSIBILITY.has(t.norm)) return true
    // "What should I look out for?", "what can we expect?": what to watch for, not what has happened.
    if (watchesFor(tokens, k)) return true
    // "Could someone have left it open?" guesses at what happened, whoever its subject.
    if (MODALS.has(t.norm) && guessesPast(tokens, k)) return true
    return MODALS.has(t.norm) && k + 1 < tokens.length && tokens[k + 1]!.cls === "word" && !ASKED.has(tokens[k + 1]!.norm)
  })
}

/** Subjects that make "should … be …ing?" ask what to do, not about a state seen ("should we be wearing gloves?"). */
const ACTORS = new Set(["i", "we", "you", "they", "he", "she", "someone", "somebody", "anyone", "anybody", "people", "kids", "children"])
/** Words between "should" and "be" at most: "should the back brake on the left be …". */
const SUBJECT_WORDS = 5

/**
 * Where a question opens "should <a thing> be <-ing> …?" ("should the water be steaming like
 * this?", "should it be making that noise?"): the index of its "should", else -1. It asks whether
 * a state the customer sees is right, so it tells the state: not a question of what might happen.
 */
const asksStateRight = (tokens: ReadonlyArray<Token>): number => {
  const at = tokens.findIndex((t) => t.cls !== "punct")
  if (at < 0 || tokens[at]!.norm !== "should") return -1
  for (let k = at + 1; k <= at + SUBJECT_WORDS + 1 && k + 1 < tokens.length; k++) {
    const w = tokens[k]!.norm
    if (ACTORS.has(w) || tokens[k]!.cls === "punct") return -1
    if (w === "be") return isProgressive(tokens[k + 1]!.norm) ? at : -1
  }
  return -1
}
const isProgressive = (w: string): boolean => w.length > 5 && w.endsWith("ing")

/** "Look out for", "watch out for", "watch for", "keep an eye out for"; "expect" after a modal or "to" ("should I expect", "what to expect"). */
const watchesFor = (tokens: ReadonlyArray<Token>, k: number): boolean => {
  const w = tokens[k]!.norm
  const next = tokens[k + 1]?.norm
  if (w === "look" || w === "watch") return (next === "out" && tokens[k + 2]?.norm === "for") || (w === "watch" && next === "for")
  if (w === "eye" && next === "out") return true
  return (w === "expect" || w === "anticipate") && (MODALS.has(tokens[k - 2]?.norm ?? "") || tokens[k - 1]?.norm === "to" || MODALS.has(tokens[k - 1]?.norm ?? ""))
}

/** Words that open a condition ("if it isn't paid", "unless you refund it"). */
const CONDITIONS = new Set(["if", "unless"])
/** Whether tokens[from, to) hold a condition: a condition word read as open (modality.ts), not a polite "if you could". */
export const holdsCondition = (tokens: ReadonlyArray<Token>, from = 0, to = tokens.length): boolean => {
  for (let k = from; k < to; k++) if (tokens[k]!.mod === 2 && CONDITIONS.has(tokens[k]!.norm)) return true
  return false
}
