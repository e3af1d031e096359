// The sentences a sender marks as the one that matters ("second, and more pressing: ...", "Now
// for what actually matters."): with a rubric's `stressed` patterns, the category read there is
// its turn's answer (severestTurn.ts), so a small first point does not outweigh the real problem
// told later in the same email.
import { compileCue, matchCue } from "../text/cues.js"
import { hideMatches } from "../text/cueHiding.js"
import type { Unit } from "../text/units.js"
import type { DetModel } from "./model.js"

/**
 * A point marked as LESS important than another ("the less urgent one:", "a less important
 * point"): its degree word is hidden before the marks are read, so only a point marked as more or
 * most important decides (the mark's "urgent * one" would otherwise fit "less urgent one").
 */
const LESSER = [compileCue("less/least/lesser [pressing/important/urgent/serious/worrying/critical]")]

/** A mark this short is a sentence of its own that points to the next one. */
const MARK_ONLY = 10

/** The customer's sentences `m` reads as stressed: those with a mark, and the one after a short mark. */
export const stressedUnits = (m: DetModel, all: ReadonlyArray<Unit>): ReadonlySet<Unit> => {
  const out = new Set<Unit>()
  if (m.stressed.length === 0 || m.severityOrder === null) return out
  let pointsOn: number | null = null
  for (const u of all) {
    if (u.source !== "user" || u.whole || u.tokens.length === 0) continue
    if (pointsOn === u.messageIndex) out.add(u)
    pointsOn = null
    // Read before the rubric's voids: a mark may be words a void hides from the cues ("the more urgent one").
    const ct = hideMatches(u.cue, LESSER)
    if (!m.stressed.some((c) => matchCue(c, ct) !== null)) continue
    out.add(u)
    if (u.tokens.length <= MARK_ONLY) pointsOn = u.messageIndex
  }
  return out
}
