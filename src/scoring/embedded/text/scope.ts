// Clause scope shared by the modality rules: where a negation's or a condition's reach ends.
import type { Modality, Token } from "./text.js"

export const BREAKERS = new Set([
  "but", "however", "although", "though", "except", "because", "whereas", "while", "so", "then", "instead", "yet", "still"
])
export const CLAUSE_PUNCT = new Set([".", ",", ";", ":", "!", "?", "(", ")", "[", "]", "—", "–", "-", "...", "\"", "“", "”"])
export const NEG_WINDOW = 7
/** The finite forms of "be": after one, a "not" says what its subject is not ("my evenings are not free"). */
export const COPULA: ReadonlySet<string> = new Set(["is", "are", "am", "was", "were"])
export const isBoundary = (t: Token): boolean => (t.cls === "punct" && CLAUSE_PUNCT.has(t.norm)) || BREAKERS.has(t.norm)

/** Gives the tokens from the clause start up to `at` the modality `mod`. */
export const markBack = (tokens: ReadonlyArray<Token>, at: number, mod: Modality): void => {
  for (let j = at - 1; j >= 0 && !isBoundary(tokens[j]!); j--) tokens[j]!.mod = mod
}
