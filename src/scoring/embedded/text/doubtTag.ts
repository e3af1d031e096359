// "Who knows" as a tag on what the sender just said ("we might look at it in the spring, who
// knows"; "who knows, maybe next year"): the sender doubts the whole sentence, so a date or a
// plan in it is open, not stated. Asked about someone ("who knows the alarm code?") it is a
// question, not a tag: only a "who knows" after a clause break, or opening the sentence and
// closed by a comma or a full stop, is one.
import type { Modality, Token } from "./text.js"

const BEFORE_TAG = new Set([",", "-", "–", "—", "...", "…", "but", "and", "or", "so", "honestly", "really"])
const SENTENCE_END = new Set([".", "!", "?", ";"])

/** Whether the "who" at `at` opens a "who knows" tag. */
export const doubtTagAt = (tokens: ReadonlyArray<Token>, at: number): boolean => {
  if (tokens[at]?.norm !== "who" || tokens[at + 1]?.norm !== "knows") return false
  const before = tokens[at - 1]
  if (before !== undefined && BEFORE_TAG.has(before.norm)) return true
  const after = tokens[at + 2]
  const opens = before === undefined || SENTENCE_END.has(before.norm)
  return opens && (after === undefined || after.norm === "," || after.norm === "." || after.norm === "!")
}

/** Opens the sentence before the tag: back to the last sentence end, not only the clause. */
export const doubtBack = (tokens: ReadonlyArray<Token>, at: number, mod: Modality): void => {
  for (let j = at - 1; j >= 0 && !SENTENCE_END.has(tokens[j]!.norm); j--) if (tokens[j]!.cls !== "punct") tokens[j]!.mod = mod
}
