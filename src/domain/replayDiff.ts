// The diff of a replay (decisions §12): each re-scored call against its logged result. Pure, so
// the job feeds it call by call and a test can compute the same by hand.
import type { EvaluationResult } from "./result.js"
import type { Detection, Detections, NextAction, Status } from "./types.js"

export const STATUSES: ReadonlyArray<Status> = ["QUALIFIED", "PARTIAL", "FAILED", "ESCALATE"]

/** One side of a call: what the log says (before) or what the replayed version says (after). */
export interface CallSide {
  readonly status: Status
  readonly next_action: NextAction | null
  /** The detectors found, in the replayed version's order (then any it lacks, by name). */
  readonly found: ReadonlyArray<string>
}

export interface OutcomeRates {
  /** Calls of this status with an outcome recorded. */
  readonly calls: number
  /** Per outcome label: how many of those calls, and their share (3 decimals). */
  readonly outcomes: Readonly<Record<string, { readonly count: number; readonly rate: number }>>
}

export interface ReplayDiff {
  readonly calls: number
  readonly changed: number
  /** transitions[before][after]: calls that went from one status to the other (the diagonal: unchanged). */
  readonly transitions: Readonly<Record<Status, Readonly<Record<Status, number>>>>
  /** Per detector: calls where it was not found before and is now (gained), and the reverse (lost). */
  readonly detectors: Readonly<Record<string, { readonly gained: number; readonly lost: number }>>
  /** Next actions that changed, most frequent first. */
  readonly next_actions: ReadonlyArray<{ readonly from: NextAction | null; readonly to: NextAction | null; readonly count: number }>
  /** Where outcomes were recorded: the outcomes of each status's calls, grouped by the status before and after. */
  readonly outcomes: { readonly before: Readonly<Record<string, OutcomeRates>>; readonly after: Readonly<Record<string, OutcomeRates>> }
}

/** Found detectors in the replayed version's order (`order`), then any it lacks, by name. */
export const inOrder = (found: ReadonlyArray<string>, order: ReadonlyArray<string>): ReadonlyArray<string> => {
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length)
  return [...found].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0))
}

/** `order`: the replayed version's detector names. A logged result comes back from jsonb with its keys reordered. */
export const sideOf = (result: Pick<EvaluationResult, "status" | "next_action" | "extracted_signals">, order: ReadonlyArray<string>): CallSide => ({
  status: result.status,
  next_action: result.next_action ?? null,
  found: inOrder(
    Object.entries(result.extracted_signals)
      .filter(([, s]) => s.found)
      .map(([name]) => name),
    order
  )
})

/** The detections a logged result reports, to derive what the log did not store (a next action not asked for). */
export const detectionsOfLogged = (result: {
  readonly extracted_fields?: Readonly<Record<string, Omit<Detection, "invalid">>>
  readonly invalid_fields?: ReadonlyArray<string>
}): Detections =>
  Object.fromEntries(
    Object.entries(result.extracted_fields ?? {}).map(([name, f]) => [name, { ...f, invalid: (result.invalid_fields ?? []).includes(name) }])
  )

const emptyMatrix = () => Object.fromEntries(STATUSES.map((s) => [s, Object.fromEntries(STATUSES.map((t) => [t, 0]))])) as Record<Status, Record<Status, number>>

const rates = (byStatus: Map<string, Map<string, number>>): Record<string, OutcomeRates> =>
  Object.fromEntries(
    STATUSES.filter((s) => byStatus.has(s)).map((s) => {
      const labels = byStatus.get(s)!
      const calls = [...labels.values()].reduce((a, b) => a + b, 0)
      const outcomes = Object.fromEntries([...labels].map(([label, count]) => [label, { count, rate: Math.round((count / calls) * 1000) / 1000 }]))
      return [s, { calls, outcomes }]
    })
  )

/** Accumulates calls one at a time; `detectors` are the replayed version's, listed even when nothing changed. */
export const makeDiff = (detectors: ReadonlyArray<string>) => {
  let calls = 0
  let changed = 0
  const transitions = emptyMatrix()
  const perDetector = new Map(detectors.map((d) => [d, { gained: 0, lost: 0 }]))
  const actions = new Map<string, { from: NextAction | null; to: NextAction | null; count: number }>()
  const outcomes = { before: new Map<string, Map<string, number>>(), after: new Map<string, Map<string, number>>() }
  const countOutcome = (side: Map<string, Map<string, number>>, status: Status, label: string) => {
    const labels = side.get(status) ?? new Map<string, number>()
    labels.set(label, (labels.get(label) ?? 0) + 1)
    side.set(status, labels)
  }

  const bump = (detector: string, key: "gained" | "lost") => {
    const entry = perDetector.get(detector) ?? { gained: 0, lost: 0 }
    perDetector.set(detector, { ...entry, [key]: entry[key] + 1 })
  }

  return {
    /** Adds one call; true when it changed (status, next action or any detector found). */
    add: (before: CallSide, after: CallSide, outcome: string | null): boolean => {
      calls++
      transitions[before.status][after.status]++
      const gained = after.found.filter((d) => !before.found.includes(d))
      const lost = before.found.filter((d) => !after.found.includes(d))
      gained.forEach((d) => bump(d, "gained"))
      lost.forEach((d) => bump(d, "lost"))
      if (before.next_action !== after.next_action) {
        const key = `${before.next_action}>${after.next_action}`
        const entry = actions.get(key) ?? { from: before.next_action, to: after.next_action, count: 0 }
        actions.set(key, { ...entry, count: entry.count + 1 })
      }
      if (outcome !== null) {
        countOutcome(outcomes.before, before.status, outcome)
        countOutcome(outcomes.after, after.status, outcome)
      }
      const isChanged = before.status !== after.status || before.next_action !== after.next_action || gained.length + lost.length > 0
      if (isChanged) changed++
      return isChanged
    },
    result: (): ReplayDiff => ({
      calls,
      changed,
      transitions,
      detectors: Object.fromEntries(perDetector),
      next_actions: [...actions.values()].sort((a, b) => b.count - a.count),
      outcomes: { before: rates(outcomes.before), after: rates(outcomes.after) }
    })
  }
}
