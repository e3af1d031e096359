// Severity and urgency from the most severe customer turn (docs/decisions.md): each turn is read
// on its own, its strongest category is that turn's answer, and the call takes the most severe
// answer of any turn, with that turn's clause as evidence. Within one turn the strongest
// category still wins, so "a small thing, not urgent" is not outweighed by a word in passing.
import type { Candidate } from "./model.js"

/** Found from this score on, as for any classification. */
const FOUND = 0.5

export type TurnBest = Map<number, Map<string, Candidate>>

/** Keeps `cand` as turn `turn`'s best for category `c` when it beats the one kept. */
export const keepTurnBest = (turns: TurnBest, turn: number, c: string, cand: Candidate): void => {
  let cats = turns.get(turn)
  if (cats === undefined) {
    cats = new Map()
    turns.set(turn, cats)
  }
  const prev = cats.get(c)
  if (prev === undefined || cand.score > prev.score) cats.set(c, cand)
}

/**
 * The most severe turn's category and candidate; null when no turn reaches the found line.
 * `order` runs from most to least severe; a turn's ties go to the more severe category, and
 * two turns with the same category to the stronger.
 */
export const severestTurn = (order: ReadonlyArray<string>, turns: TurnBest): { readonly c: string; readonly cand: Candidate } | null => {
  let pick: { c: string; cand: Candidate; rank: number } | null = null
  for (const cats of turns.values()) {
    let turnTop: { c: string; cand: Candidate; rank: number } | null = null
    order.forEach((c, rank) => {
      const cand = cats.get(c)
      if (cand === undefined || cand.score < FOUND) return
      if (turnTop === null || cand.score > turnTop.cand.score) turnTop = { c, cand, rank }
    })
    const t = turnTop as { c: string; cand: Candidate; rank: number } | null
    if (t === null) continue
    if (pick === null || t.rank < pick.rank || (t.rank === pick.rank && t.cand.score > pick.cand.score)) pick = t
  }
  return pick === null ? null : { c: pick.c, cand: pick.cand }
}
