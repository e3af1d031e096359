// Hypotheticals stated by structure rather than by a cue word at the clause start.
import type { Token } from "./text.js"

const MODAL_PAST = new Set(["would", "could", "might"])
const SUBJECT_START = new Set(["we", "i", "you", "they", "he", "she", "it", "the", "our", "my", "your", "their", "this", "that", "there"])

/** "Had we known, …", "Should we proceed, …", "Were we to …": a condition by inversion (not a question). */
export const invertsCondition = (tokens: ReadonlyArray<Token>, at: number): boolean => {
  const w = tokens[at]!.norm
  if (w !== "had" && w !== "should" && w !== "were") return false
  if (!SUBJECT_START.has(tokens[at + 1]?.norm ?? "")) return false
  return !tokens.some((t) => t.norm === "?") && tokens.slice(at + 2).some((t) => t.norm === ",")
}

/** The clause before a trailing "if" is hypothetical when it holds would/could/might. */
export const markConditionedMain = (tokens: ReadonlyArray<Token>, at: number): void => {
  let from = at - 1
  while (from >= 0 && tokens[from]!.norm !== ";" && tokens[from]!.norm !== "but" && tokens[from]!.norm !== "however") from--
  const main = tokens.slice(from + 1, at)
  if (!main.some((t) => MODAL_PAST.has(t.norm))) return
  for (const t of main) t.mod = 2
}
