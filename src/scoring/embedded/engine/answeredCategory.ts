// A plain answer to the agent's question about a category ("Which plan are you on?" "Growth";
// "Is there a deadline?" "Thursday"): the reply's first sentence is read with the rubric's
// `answerCues`, which alone would say too little (a weekday is no deadline in a fault report,
// a bare "pro" no plan), but say the category where the question gave them their topic.
import { matchCue } from "../text/cues.js"
import type { Turn, Unit } from "../text/units.js"
import type { DetModel } from "./model.js"

/** The first sentence of each customer reply to an agent question about this detector. */
export const answerUnits = (m: DetModel, turns: ReadonlyArray<Turn>): ReadonlySet<Unit> => {
  const out = new Set<Unit>()
  if (m.answerCues.length === 0 || m.questions.length === 0) return out
  for (const turn of turns) {
    if (turn.first === null || goesOn(turn.first)) continue
    if (turn.previousAgent().some((q) => m.questions.some((re) => matchCue(re, q.cue) !== null))) out.add(turn.first)
  }
  return out
}

const CONTRAST = new Set(["but", "however", "though", "although"])
/** "No, but payroll can't run for anyone": past a contrast the reply tells something of its own, read as any sentence. */
const goesOn = (u: Unit): boolean =>
  u.tokens.some((t, k) => CONTRAST.has(t.norm) && u.tokens.slice(k + 1).filter((x) => x.cls !== "punct").length >= 3)
