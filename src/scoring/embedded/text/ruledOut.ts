// Options a customer rules out without "rather than" or "instead of": a short fronted "Not X,"
// ("Not Fridays, I coach then") and a subject told unavailable ("my evenings are taken", "weekends
// are impossible for me", "the morning slot is no good"). Their words name what the customer does
// NOT want (setAside.ts). A fault told with the same verbs ("it is not loading") is no option:
// the fronted form needs a short noun phrase, and the unavailable words are not a fault's.
import { COPULA, isBoundary } from "./scope.js"
import type { Token } from "./text.js"

/** First words after a fronted "not" that answer or qualify rather than name an option. */
const NOT_AN_OPTION = new Set(["sure", "yet", "really", "much", "bad", "great", "good", "at", "all", "too", "so", "quite", "very", "that", "exactly", "since", "now", "again", "only", "just", "even", "one", "a", "an", "the", "ok", "okay", "fine", "happy", "urgent", "right", "for", "to", "in", "on", "with", "me", "i", "us", "we", "it", "this"])
/** Predicates that tell an option unavailable to the customer. */
const UNAVAILABLE: ReadonlyArray<ReadonlyArray<string>> = [
  ["taken"], ["booked"], ["impossible"], ["no", "good"], ["no", "go"], ["a", "no", "go"], ["out", "of", "the", "question"],
  ["off", "the", "table"], ["not", "possible"], ["not", "an", "option"], ["not", "doable"], ["already", "taken"], ["already", "booked"], ["spoken", "for"]
]

const opens = (tokens: ReadonlyArray<Token>, at: number): boolean => at === 0 || isBoundary(tokens[at - 1]!)

/** A clause-initial "Not X," with X one to three words: the tokens from "not" to X's end, else null. */
const frontedNot = (tokens: ReadonlyArray<Token>, i: number): readonly [number, number] | null => {
  if (tokens[i]!.norm !== "not" || !opens(tokens, i)) return null
  const first = tokens[i + 1]
  if (first === undefined || first.cls !== "word" || NOT_AN_OPTION.has(first.norm) || /ing$/.test(first.norm)) return null
  let k = i + 1
  while (k < tokens.length && !isBoundary(tokens[k]!) && k - i <= 4) k++
  const end = tokens[k]
  // The option's phrase ends at a mark of its own and the sentence goes on after it.
  if (end === undefined || end.cls !== "punct" || k - i > 4 || k + 1 >= tokens.length) return null
  return [i, k - 1]
}

/** A subject told unavailable ("my evenings are taken"): the subject's tokens, else null. */
const toldUnavailable = (tokens: ReadonlyArray<Token>, c: number): readonly [number, number] | null => {
  if (!COPULA.has(tokens[c]!.norm)) return null
  const fits = UNAVAILABLE.some((p) => p.every((w, j) => tokens[c + 1 + j]?.norm === w))
  if (!fits) return null
  let s = c
  while (s > 0 && !isBoundary(tokens[s - 1]!)) s--
  if (s === c) return null
  return [s, c - 1]
}

/** Per token, whether the sentence rules it out as an option (fronted "Not X," or "X is taken"). */
export const ruledOut = (tokens: ReadonlyArray<Token>): Array<boolean> => {
  const out = tokens.map(() => false)
  for (let i = 0; i < tokens.length; i++) {
    const span = frontedNot(tokens, i) ?? toldUnavailable(tokens, i)
    if (span !== null) for (let k = span[0]; k <= span[1]; k++) out[k] = true
  }
  return out
}
