// Custom classification detectors whose categories are ranges of one quantity (company size by
// headcount, a budget band, how long something has lasted): every labelled example states a
// number of one kind, so the categories lie on a scale. Each category's anchor is the geometric
// mean of its examples' numbers, boundaries lie midway between anchors on a log scale, and a
// customer sentence that states such a number is classified by it, whatever its words.
import type { DetectorSpec, Message } from "../../../domain/types.js"
import { bareNumberIn, type Quantity, type QuantityKind, quantitiesIn } from "../text/quantities.js"
import type { Unit } from "../text/units.js"
import type { Compiled } from "./compile.js"
import { coverage, labelOf } from "./match.js"
import type { Candidate, DetModel } from "./model.js"

export interface NumericScale {
  readonly kind: QuantityKind
  /** Categories in increasing order of their anchors. */
  readonly categories: ReadonlyArray<string>
  /** Upper bound of each category but the last. */
  readonly bounds: ReadonlyArray<number>
}

/** A number near a boundary is less sure: full strength from a factor of 3 away. */
const SURE_FACTOR = Math.log(3)
const SCALE_MIN = 0.7
const SCALE_MAX = 0.9

/** The scale of a custom classification detector, or null when some labelled example states no number of the shared kind. */
export const inferScale = (spec: DetectorSpec): NumericScale | null => {
  if (spec.kind !== "classification" || spec.builtin !== null) return null
  const labelled = spec.examples.filter((e) => e.category !== null && spec.categories.includes(e.category))
  if (labelled.length < 2) return null
  // Kinds every example so far states; a router of many examples gives up at the first without a number.
  let kinds: ReadonlyArray<QuantityKind> = ["count", "money", "duration"]
  const quantities: Array<Array<Quantity>> = []
  for (const e of labelled) {
    const qs = quantitiesIn(e.text)
    kinds = kinds.filter((k) => qs.some((q) => q.kind === k))
    if (kinds.length === 0) return null
    quantities.push(qs)
  }
  const kind = kinds[0]!
  const logs = new Map<string, Array<number>>()
  labelled.forEach((e, i) => {
    const v = Math.max(...quantities[i]!.filter((q) => q.kind === kind).map((q) => q.value))
    logs.set(e.category!, [...(logs.get(e.category!) ?? []), Math.log(v)])
  })
  if (logs.size < 2) return null
  const anchors = [...logs].map(([cat, ls]) => ({ cat, log: ls.reduce((a, b) => a + b, 0) / ls.length }))
  anchors.sort((a, b) => a.log - b.log)
  // Two categories at one number: the number cannot tell them apart.
  if (anchors.some((a, i) => i > 0 && a.log - anchors[i - 1]!.log < 1e-9)) return null
  const bounds = anchors.slice(1).map((a, i) => {
    const below = anchors[i]!
    // Counts are whole: a category of one person ends before two.
    return kind === "count" && below.log < 1e-9 ? 1.5 : Math.exp((below.log + a.log) / 2)
  })
  return { kind, categories: anchors.map((a) => a.cat), bounds }
}

export interface ScaleVerdict {
  readonly category: string
  readonly cand: Candidate
}

/**
 * The category the customer's number falls in: a number of the scale's kind in a plain customer
 * sentence, or any number under a form label naming the detector ("Company size: 11-50"). Several
 * numbers: one under such a label first, else the largest, as a whole counts more than its parts
 * ("38,000 staff ... my group of 12").
 */
export const scaleVerdict = (ctx: Compiled, m: DetModel, all: ReadonlyArray<Unit>, input: ReadonlyArray<Message>): ScaleVerdict | null => {
  const scale = m.scale
  if (scale === undefined || scale === null) return null
  let best: { value: number; labelled: boolean; unit: Unit; from: number; to: number } | null = null
  for (const u of all) {
    if (u.source !== "user" || u.whole) continue
    const content = input[u.messageIndex]?.content ?? ""
    const text = content.slice(u.start, u.end)
    const plain = (q: Pick<Quantity, "start" | "end">) => !u.tokens.some((t) => t.start < u.start + q.end && u.start + q.start < t.end && t.mod !== 0)
    const label = labelOf(u)
    const labelled = label !== null && label.mod === 0 && label.hasValue && coverage(ctx, m.nameStems, label.plain) >= 0.5
    const found: Array<{ start: number; end: number; value: number }> = quantitiesIn(text).filter((q) => q.kind === scale.kind && plain(q))
    if (found.length === 0 && labelled) {
      const valueFrom = u.tokens[u.labelEnd]?.end ?? u.end
      const bare = bareNumberIn(content.slice(valueFrom, u.end))
      if (bare !== null) found.push({ start: bare.start + valueFrom - u.start, end: bare.end + valueFrom - u.start, value: bare.value })
    }
    for (const q of found) {
      const better = best === null || (labelled && !best.labelled) || (labelled === best.labelled && q.value > best.value)
      if (better) best = { value: q.value, labelled, unit: u, from: u.start + q.start, to: u.start + q.end }
    }
  }
  if (best === null || best.value <= 0) return null
  const b = best
  let k = scale.bounds.findIndex((bound) => b.value < bound)
  if (k === -1) k = scale.categories.length - 1
  const distance = Math.min(...scale.bounds.map((bound) => Math.abs(Math.log(b.value) - Math.log(bound))))
  const score = SCALE_MIN + (SCALE_MAX - SCALE_MIN) * Math.min(1, distance / SURE_FACTOR)
  const tokens = b.unit.tokens.flatMap((t, i) => (t.start < b.to && b.from < t.end ? [i] : []))
  const match = tokens.length === 0 ? null : { from: tokens[0]!, to: tokens[tokens.length - 1]! + 1 }
  return { category: scale.categories[k]!, cand: { score, unit: b.unit, match } }
}
