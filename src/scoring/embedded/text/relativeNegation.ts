// A negation inside a relative clause ("sent the list to a parent who isn't on it", "a pupil who
// is not in my class got past the filter") says what the noun before it is not; the sentence it
// hangs from is still told. The negation's window (modality.ts) runs on over the main clause's
// words, so the readings that take a negated sentence for a denial ask this first.
import type { Token } from "./text.js"
import { isBoundary } from "./scope.js"

/** Pronouns that open a relative clause after a noun. "That" is left out: "I'm afraid that we don't" negates the main clause. */
export const RELATIVES: ReadonlySet<string> = new Set(["who", "whom", "whose", "which"])
/**
 * Words that carry a clause's negation (read here and by engine/negatedExamples.ts). "Cannot" is
 * not among them: the tokenizer (text.ts) splits it into "can" + "not".
 */
export const NEGATORS: ReadonlySet<string> = new Set(["not", "no", "never", "nothing", "none", "nobody", "neither", "nor", "without"])

/** Whether the negator at `k` follows a relative pronoun in its clause, one with a word before it ("Who isn't here?" is a question, not a relative). */
export const inRelativeClause = (tokens: ReadonlyArray<Token>, k: number): boolean => {
  for (let j = k - 1; j > 0 && !isBoundary(tokens[j]!); j--) {
    if (RELATIVES.has(tokens[j]!.norm)) return tokens[j - 1]!.cls === "word"
  }
  return false
}

/** Whether a sentence has negations and every one of them is inside a relative clause. */
export const negatedOnlyInRelative = (tokens: ReadonlyArray<Token>): boolean => {
  const at = tokens.flatMap((t, k) => (NEGATORS.has(t.norm) ? [k] : []))
  return at.length > 0 && at.every((k) => inRelativeClause(tokens, k))
}
