// A short reply to the agent's question about when something happened ("When did you first notice
// it?" "This morning"; "How long has it been like this?" "Since Monday") dates the fault: its time
// words say when it began, not how soon it must be fixed. The rubric's `pastQuestions` name such
// questions; the reply's first sentence, when short, is not read by the detector's cues (a longer
// one may go on to a deadline of its own: "this morning, and the auditors arrive at two").
import { matchCue } from "../text/cues.js"
import type { Turn, Unit } from "../text/units.js"
import type { DetModel } from "./model.js"

/** At most this many words: a time told alone, perhaps with "since" or "about … ago". */
const SHORT_REPLY_WORDS = 5

/** The short first sentences of customer replies to an agent question about when something happened. */
export const datedReplies = (m: DetModel, turns: ReadonlyArray<Turn>): ReadonlySet<Unit> => {
  const out = new Set<Unit>()
  if (m.pastQuestions.length === 0) return out
  for (const turn of turns) {
    const u = turn.first
    if (u === null || u.tokens.filter((t) => t.cls !== "punct").length > SHORT_REPLY_WORDS) continue
    if (turn.previousAgent().some((q) => m.pastQuestions.some((re) => matchCue(re, q.cue) !== null))) out.add(u)
  }
  return out
}
