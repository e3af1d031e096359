// A bare "no" that states a signal rather than denying it: "Are you still interested?" "No." is a
// customer not interested. A rubric lists the agent questions such a "no" answers (rubrics/types.ts
// `answeredNo`); a "no" that puts the question off ("not yet", "no, maybe next year") says nothing.
import type { Message } from "../../../domain/types.js"
import { matchCue } from "../text/cues.js"
import type { Turn } from "../text/units.js"
import { BARE_NEGATIVE, DEFERRED_ANSWER } from "./evidence.js"
import type { Candidate, DetModel } from "./model.js"

/** Below a clear cue: the "no" carries the signal only through the agent's words. */
const NO_ANSWER = 0.8
/** A "no" with a later time or a "but" after it defers or bargains; it does not turn the offer down. */
const PUTS_OFF = /\b(?:yet|now|moment|currently|present|later|maybe|perhaps|next|this (?:time|year|quarter|month|week)|for the time being|but)\b/i

/** The customers' first sentences that answer such a question with a bare "no". */
export const noAnswers = (m: DetModel, turns: ReadonlyArray<Turn>, input: ReadonlyArray<Message>): Array<Candidate> => {
  if (m.answeredNo.length === 0) return []
  const out: Array<Candidate> = []
  for (const turn of turns) {
    if (turn.first === null) continue
    const text = input[turn.messageIndex]!.content.slice(turn.first.start, turn.first.end)
    if (!BARE_NEGATIVE.test(text) || DEFERRED_ANSWER.test(text) || PUTS_OFF.test(text)) continue
    if (!turn.previousAgent().some((a) => m.answeredNo.some((re) => matchCue(re, a.cue) !== null))) continue
    out.push({ score: NO_ANSWER, unit: turn.first, match: null })
  }
  return out
}
