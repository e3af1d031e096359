// Severity and urgency from the most severe customer turn (docs/decisions.md): each turn is read
// on its own, its strongest category is that turn's answer, and the call takes the most severe
// answer of any turn, with that turn's clause as evidence. Within one turn the strongest
// category still wins, so "a small thing, not urgent" is not outweighed by a word in passing.
import type { Unit } from "../text/units.js"
import type { Candidate } from "./model.js"

/** Found from this score on, as for any classification. */
const FOUND = 0.5

/** A turn's best candidate per category, and its best among the sentences marked as the one that matters (stressed.ts). */
export type TurnBest = Map<number, { readonly all: Map<string, Candidate>; readonly stressed: Map<string, Candidate> }>

const keep = (cats: Map<string, Candidate>, c: string, cand: Candidate): void => {
  const prev = cats.get(c)
  if (prev === undefined || cand.score > prev.score) cats.set(c, cand)
}

/** Keeps `cand` as turn `turn`'s best for category `c` when it beats the one kept. */
const keepTurnBest = (turns: TurnBest, turn: number, c: string, cand: Candidate, stressed = false): void => {
  let cats = turns.get(turn)
  if (cats === undefined) {
    cats = { all: new Map(), stressed: new Map() }
    turns.set(turn, cats)
  }
  keep(cats.all, c, cand)
  if (stressed) keep(cats.stressed, c, cand)
}

/**
 * The most severe turn's category and candidate; null when no turn reaches the found line.
 * `order` runs from most to least severe; a turn's ties go to the more severe category, and
 * two turns with the same category to the stronger.
 */
export const severestTurn = (order: ReadonlyArray<string>, turns: TurnBest): { readonly c: string; readonly cand: Candidate } | null => {
  let pick: { c: string; cand: Candidate; rank: number } | null = null
  for (const both of turns.values()) {
    // A category read in a stressed sentence answers for its turn; one read only at the found
    // line itself (the floor of rubrics/triageFloor.ts: a request, a deviation) says the
    // sentence is a ticket, not how severe, so it does not make the marked point answer.
    const cats = [...both.stressed.values()].some((cand) => cand.score > FOUND) ? both.stressed : both.all
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

/** A category read in a customer's sentence, kept for `afterFix`. */
export interface TurnEntry {
  readonly c: string
  readonly cand: Candidate
  readonly stressed: boolean
}

/** Where a unit stands in the call: its message, then its offset (an agent line the customer confirmed stands before the reply). */
const placeOf = (u: Unit): readonly [number, number] => (u.confirmation !== null ? [u.confirmation.messageIndex, -1] : [u.messageIndex, u.start])

/**
 * The most severe category told after a denial (a fault reported fixed, "no issues"), or null.
 * What is told after it is a new point ("all good now, only the colours look off"), so it stands
 * against the denial; what came before is weighed against the denial as any category is.
 */
export const afterDenial = (order: ReadonlyArray<string>, entries: ReadonlyArray<TurnEntry>, denial: Candidate): { readonly c: string; readonly cand: Candidate } | null => {
  const [msg, at] = placeOf(denial.unit)
  return severestTurn(
    order,
    turnsOf(entries.filter((e) => {
      const [m, start] = placeOf(e.cand.unit)
      // In the denial's own sentence, a cue read past it: "that got it going again, only the labels print crooked".
      const pastIt = e.cand.unit === denial.unit && denial.match !== null && e.cand.match !== null && e.cand.match.from >= denial.match.to
      return m > msg || (m === msg && start > at) || pastIt
    }))
  )
}

/** Each turn's best candidate per category, from the categories its sentences reached. */
export const turnsOf = (entries: ReadonlyArray<TurnEntry>): TurnBest => {
  const turns: TurnBest = new Map()
  for (const e of entries) keepTurnBest(turns, e.cand.unit.messageIndex, e.c, e.cand, e.stressed)
  return turns
}

/**
 * The category told from the last correcting turn on (text/correction.ts), when that turn reads
 * a category of its own: the customer took back the alarm told before it, so earlier turns no
 * longer count. Null when no such turn reads one.
 */
export const afterCorrection = (order: ReadonlyArray<string>, entries: ReadonlyArray<TurnEntry>, corrections: ReadonlyArray<number>): { readonly c: string; readonly cand: Candidate } | null => {
  for (let k = corrections.length - 1; k >= 0; k--) {
    const from = corrections[k]!
    if (!entries.some((e) => e.cand.unit.messageIndex === from && e.cand.score >= FOUND)) continue
    return severestTurn(order, turnsOf(entries.filter((e) => placeOf(e.cand.unit)[0] >= from)))
  }
  return null
}

/**
 * After the customer's last reply telling the fault their own and gone (text/correction.ts
 * `resolvedTurns`): what a later turn reads, else the least severe category on that reply, so the
 * first alarm no longer answers ("Nothing loads!" … "it was my VPN, works now"). Null when no reply tells it.
 */
export const afterResolution = (
  order: ReadonlyArray<string>,
  entries: ReadonlyArray<TurnEntry>,
  resolved: ReadonlyArray<number>,
  units: ReadonlyArray<Unit>
): { readonly c: string; readonly cand: Candidate } | null => {
  const from = resolved.at(-1)
  if (from === undefined) return null
  const later = entries.filter((e) => placeOf(e.cand.unit)[0] > from && e.cand.score >= FOUND)
  if (later.length > 0) return severestTurn(order, turnsOf(later))
  const own = units.filter((u) => u.messageIndex === from && u.source === "user")
  const unit = own.find((u) => u.whole) ?? own[0]
  const least = leastSevere(order)
  return unit === undefined || least === null ? null : { c: least, cand: { score: RESOLVED_SCORE, unit, match: null } }
}

/**
 * The level `severestTurn` ranks below every other. `order` is the detector's category list
 * (engine/phrasings.ts `severityOrderOf`), most severe first by the rubric's contract (rubrics/types.ts
 * `mostSevereTurn`), and severestTurn and stressed.ts rank by that index: the least severe is the
 * one listed last. Read from the same ranking, a resolved fault never answers with a level above
 * the first alarm, whatever names or listing a rubric uses. Null for an empty order.
 */
export const leastSevere = (order: ReadonlyArray<string>): string | null => order.at(-1) ?? null
/** Found, without the sureness of a category read in words. */
const RESOLVED_SCORE = 0.6
