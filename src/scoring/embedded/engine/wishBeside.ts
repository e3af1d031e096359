// A wish told beside a fault in one message ("people are missing shifts … separately, an SMS
// option would be nice"): the wish's mild category is strong (it must outweigh the "no problem"
// that often comes with an idea), so the turn's strongest category would be the wish and the
// fault would go unread. The ticket is the fault: a mild category read in a sentence that wishes
// (a rubric's `wishes`) gives way to a category two or more levels above it, read at FAULT or more
// in another sentence of the same turn. Within one turn the strongest category otherwise still
// wins (severestTurn.ts); a medium fault beside a wish is left to that. The same holds for how soon:
// a wish's "no rush" gives way to a deadline of the fault beside it.
import { matchCue } from "../text/cues.js"
import type { DetModel } from "./model.js"
import type { TurnEntry } from "./severestTurn.js"

/** How strongly the fault beside the wish must be read: a cue of the rubric's own, over the floor (0.5) and the bare fault words (0.55). */
const FAULT = 0.6

/**
 * Levels the fault must stand above the wish's: on a scale of four, "low" gives way to high and
 * critical only; on a scale of three (time: immediate, soon, flexible) the wish's "some day" gives
 * way to any deadline told beside it ("dark mode some day … we open at 6 tonight").
 */
const levelsAbove = (order: ReadonlyArray<string>): number => (order.length >= 4 ? 2 : 1)

/** `entries` without the mild ones read in a wish beside a fault of their turn. */
export const wishesGiveWay = (m: DetModel, entries: ReadonlyArray<TurnEntry>): ReadonlyArray<TurnEntry> => {
  const order = m.severityOrder
  if (order === null || m.wishes.length === 0) return entries
  const rank = (c: string) => order.indexOf(c)
  const LEVELS_ABOVE = levelsAbove(order)
  const wishes = new Map<TurnEntry["cand"]["unit"], boolean>()
  const wishing = (e: TurnEntry): boolean => {
    const u = e.cand.unit
    let w = wishes.get(u)
    if (w === undefined) {
      w = m.wishes.some((c) => matchCue(c, u.cue) !== null)
      wishes.set(u, w)
    }
    return w
  }
  return entries.filter((e) => {
    const level = rank(e.c)
    if (level < LEVELS_ABOVE || !wishing(e)) return true
    return !entries.some(
      (f) => f.cand.unit !== e.cand.unit && f.cand.unit.messageIndex === e.cand.unit.messageIndex && rank(f.c) >= 0 && rank(f.c) <= level - LEVELS_ABOVE && f.cand.score >= FAULT && !wishing(f)
    )
  })
}
