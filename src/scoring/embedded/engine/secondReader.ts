// A second reading of a call's custom detectors, for the cascade's routing only (statusRisk.ts):
// it never changes an answer. The calibrated confidence re-weighs the engine's own score, so a
// confident wrong answer stays confident ("Tried", 11-26 and 11-27: re-weighting the same scores
// does not separate). This reader asks other questions of the same sentence vectors:
//  - not found: is there a customer sentence no found detection cites that reads nearer this
//    detector's examples than its non-examples and its siblings' examples? Then the silence may
//    be a paraphrase the engine missed;
//  - found by likeness: is the cited sentence at least as near a sibling's examples or a
//    non-example as the detector's own? Then the find may be the domain's words, not the signal.
// Either makes the detector undecided (doubt 0.5), as an answer the engine could not read does.
import type { Detection, Detections, Manifest, Message } from "../../../domain/types.js"
import type { Unit } from "../text/units.js"
import { clausesOf } from "./denseClauses.js"
import { nearest, unitCode, vectorsOf } from "./denseExamples.js"
import type { DetModel } from "./model.js"
import { sentenceVector } from "../models/sentenceVector.js"

/** The doubt the reader gives a detector it cannot settle: even odds, as an unread answer's. */
export const SECOND_READING_DOUBT = 0.5

export interface SecondReaderOptions {
  readonly notFound: boolean
  readonly found: boolean
  /** A custom classification's find whose sentence is as near another category's examples as its own's. */
  readonly classes: boolean
  /** The least cosine to the detector's nearest example for a silent sentence to count. */
  readonly near: number
}

/** Examples beyond which a detector is left alone (as denseExamples.ts). */
const MAX_EXAMPLES = 64
/** A sentence of fewer words says too little for a sentence vector. */
const MIN_WORDS = 3

interface Reader {
  readonly model: DetModel
  readonly pos: ReadonlyArray<Float64Array>
  readonly neg: ReadonlyArray<Float64Array>
  /** Every other custom detector's examples: what the domain's other business sounds like. */
  readonly rivals: ReadonlyArray<Float64Array>
}

export type SecondReader = (all: ReadonlyArray<Unit>, input: ReadonlyArray<Message>, detections: Detections) => Readonly<Record<string, number>>

const NOTHING: Readonly<Record<string, number>> = {}

/** Compiled once per Manifest; null when the rubric has no custom presence detector to read. */
export const compileSecondReader = (manifest: Manifest, models: ReadonlyArray<DetModel>, options: SecondReaderOptions): SecondReader | null => {
  if (!options.found && !options.notFound && !options.classes) return null
  const custom = models.filter((m) => !m.builtin && m.spec.examples.length > 0 && m.spec.examples.length <= MAX_EXAMPLES)
  // A field's examples say what a value looks like, not what the domain's business is (triggerContrast.ts).
  const read = custom.filter((m) => !m.classification && m.valueShape == null)
  const classifiers = options.classes ? custom.filter((m) => m.classification).map(categoryReader) : []
  if (read.length === 0 && classifiers.length === 0) return null
  const vectors = new Map(custom.map((m) => [m, vectorsOf(m.spec.examples.map((e) => e.text))] as const))
  const readers: ReadonlyArray<Reader> = read.map((m) => ({
    model: m,
    pos: vectors.get(m)!,
    neg: vectorsOf(m.spec.nonExamples),
    rivals: custom.filter((o) => o !== m && o.valueShape == null).flatMap((o) => vectors.get(o)!)
  }))
  void manifest
  return (all, input, detections) => {
    const out: Record<string, number> = {}
    const cited = citedUnits(all, input, detections)
    for (const r of readers) {
      const d = detections[r.model.spec.name]
      if (d === undefined || r.pos.length === 0) continue
      const doubtful = d.found ? options.found && foundDoubtful(r, d, input) : options.notFound && !d.negated && silentNear(r, all, input, cited, options.near)
      if (doubtful) out[r.model.spec.name] = SECOND_READING_DOUBT
    }
    for (const c of classifiers) {
      const d = detections[c.name]
      if (d !== undefined && d.found && d.value !== null && categoryDoubtful(c, d)) out[c.name] = SECOND_READING_DOUBT
    }
    return Object.keys(out).length === 0 ? NOTHING : out
  }
}

/** Where a vector reads as this detector's: at least `near` its examples, nearer them than any non-example or rival. */
const reads = (r: Reader, v: Float64Array, near: number): boolean => {
  const own = nearest(v, r.pos)
  return own >= near && own > nearest(v, r.neg) && own > nearest(v, r.rivals)
}

/** A customer sentence (or plain clause of it) no found detection cites that reads as this detector's. */
const silentNear = (r: Reader, all: ReadonlyArray<Unit>, input: ReadonlyArray<Message>, cited: ReadonlySet<Unit>, near: number): boolean =>
  all.some((u) => {
    if (u.source !== "user" || u.whole || cited.has(u) || u.tokens.filter((t) => t.cls !== "punct").length < MIN_WORDS) return false
    const { clauses, settled } = clausesOf(u, input)
    if (settled) return false
    const v = u.hasNegation ? null : (unitCode(u, input)?.vector ?? null)
    if (v !== null && reads(r, v, near)) return true
    return clauses.some((c) => !c.negated && !c.open && !c.settled && reads(r, c.vector, near))
  })

/** A find whose cited sentence is at least as near a non-example or a sibling's example as the detector's own. */
const foundDoubtful = (r: Reader, d: Detection, input: ReadonlyArray<Message>): boolean => {
  if (d.confidence >= 1 || d.evidence.length === 0) return false
  const e = d.evidence[0]!
  const v = sentenceVector(e.quote)
  if (v === null) return false
  const own = nearest(v, r.pos)
  return nearest(v, r.neg) >= own || nearest(v, r.rivals) >= own
}

interface CategoryReader {
  readonly name: string
  readonly byCategory: ReadonlyMap<string, ReadonlyArray<Float64Array>>
}
const categoryReader = (m: DetModel): CategoryReader => ({
  name: m.spec.name,
  byCategory: new Map(m.spec.categories.map((c) => [c, vectorsOf(m.spec.examples.filter((e) => e.category === c).map((e) => e.text))] as const))
})

/** A category whose cited sentence is at least as near another category's examples as its own's (and it has some). */
const categoryDoubtful = (c: CategoryReader, d: Detection): boolean => {
  const mine = c.byCategory.get(d.value!) ?? []
  if (d.confidence >= 1 || d.evidence.length === 0 || mine.length === 0) return false
  const v = sentenceVector(d.evidence[0]!.quote)
  if (v === null) return false
  const own = nearest(v, mine)
  return [...c.byCategory].some(([k, vs]) => k !== d.value && nearest(v, vs) >= own)
}

/** The customer units some found detection's evidence lies in. */
const citedUnits = (all: ReadonlyArray<Unit>, input: ReadonlyArray<Message>, detections: Detections): ReadonlySet<Unit> => {
  const spans: Array<{ readonly m: number; readonly from: number; readonly to: number }> = []
  for (const d of Object.values(detections)) {
    if (!d.found) continue
    for (const e of d.evidence) {
      const at = input[e.message_index]?.content.indexOf(e.quote) ?? -1
      if (at >= 0) spans.push({ m: e.message_index, from: at, to: at + e.quote.length })
    }
  }
  return new Set(all.filter((u) => spans.some((s) => s.m === u.messageIndex && s.from < u.end && u.start < s.to)))
}

/** The cosine from which a silent sentence counts (the engine's found line by vector is 0.32). */
export const DEFAULT_NEAR = 0.25
/** ASSAY_SECOND_READER=off|notfound|found|both (ASSAY_SECOND_NEAR: the cosine), for the bench's sweeps. */
let setting: SecondReaderOptions = fromEnv(process.env["ASSAY_SECOND_READER"], process.env["ASSAY_SECOND_NEAR"])
function fromEnv(mode: string | undefined, near: string | undefined): SecondReaderOptions {
  const m = mode ?? "off"
  const n = Number(near)
  return { notFound: m === "notfound" || m === "both" || m === "all", found: m === "found" || m === "both" || m === "all", classes: m === "cls" || m === "all", near: Number.isFinite(n) && n > 0 ? n : DEFAULT_NEAR }
}
export const secondReaderOptions = (): SecondReaderOptions => setting
export const useSecondReader = (options: SecondReaderOptions): void => {
  setting = options
}
