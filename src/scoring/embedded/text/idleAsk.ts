// A sender who marks their question as idle ("just curious", "out of interest", "for future
// reference", "just asking for the future") asks for nothing now: the question's topic words
// name no request, and no attribute of theirs either. Read by engine/idleQuestions.ts.
import type { Token } from "./text.js"

/** After "just": the idle verbs ("just curious", "just wondering", "just asking"). */
const IDLE_AFTER_JUST = new Set(["curious", "wondering", "asking", "checking", "enquiring", "inquiring", "interested"])
/** After "out of": "out of interest", "out of curiosity". */
const MOTIVES = new Set(["interest", "curiosity"])

/** Whether the tokens mark the sender's question as idle curiosity or a thing for later. */
export const marksIdleAsk = (tokens: ReadonlyArray<Token>): boolean =>
  tokens.some((t, k) => {
    const next = tokens[k + 1]?.norm ?? ""
    if (t.norm === "just" && IDLE_AFTER_JUST.has(next)) {
      // "just checking you got my order" asks about the sender's matter; only a bare mark or one "for later" is idle.
      const after = tokens[k + 2]
      return next === "curious" || next === "wondering" || after === undefined || after.cls === "punct" || forLater(tokens, k + 2)
    }
    if (t.norm === "out" && next === "of" && MOTIVES.has(tokens[k + 2]?.norm ?? "")) return true
    return t.norm === "for" && next === "future" && tokens[k + 2]?.norm === "reference"
  })

/** "for the future", "for later", "for another time" right after the idle verb. */
const forLater = (tokens: ReadonlyArray<Token>, k: number): boolean =>
  tokens[k]?.norm === "for" && (tokens[k + 1]?.norm === "later" || (tokens[k + 1]?.norm === "the" && tokens[k + 2]?.norm === "future") || tokens[k + 1]?.norm === "future")
