// A custom presence detector for a need, a request or a fault, built from a few short examples
// ("need the gutters cleared", "can you pick the bike up", "the fridge isn't cooling"), misses the
// customer who tells the situation instead: a fault where the examples ask for the repair ("the
// chain came off"), a request in other words ("would your van be able to fetch it?"). The sentence
// vectors put those at cosine 0.1-0.3 from the examples, under the found line and among the near
// misses. What they share is the shape (text/workWords.ts): a sentence of that shape, in the
// customer's own present case, states the detector whose examples have the same shape, when no
// other detector of the rubric with that shape is nearer to it by sentence vector (a request to
// collect the bike goes to the collection detector, not the repair one).
import type { Manifest, Message } from "../../../domain/types.js"
import type { DetModel } from "./model.js"
import type { Unit } from "../text/units.js"
import type { Token } from "../text/text.js"
import { tokensOfText } from "../text/units.js"
import { asksForWork, asksInExample, faultInExample, tellsFault } from "../text/workWords.js"
import { opensOpen } from "../text/openClauses.js"
import { longPast, tellsPlan } from "../text/notNow.js"
import { asksOffer } from "./vendorEnquiry.js"
import { nearest, unitCode, vectorsOf } from "./unitVectors.js"
import { unitSettled } from "./detectorExamples.js"
import { isTriggerField } from "../../../domain/manifest.js"

/** What a find by shape scores: just over the found line, below a find by the examples' own words or vectors. */
export const WORK_FOUND = 0.52
/** The least cosine to the detector's nearest example: the sentence must be about the rubric's business at all. */
const MIN_COSINE = 0.12
/** Examples beyond which a detector is left to its words and vectors (as detectorExamples.ts). */
const MAX_EXAMPLES = 64

interface Shape {
  /** Most examples ask for something to be done. */
  readonly asks: boolean
  /** Most examples tell a fault or ask for a repair. */
  readonly faults: boolean
  readonly vectors: ReadonlyArray<Float64Array>
}

const shapes = new WeakMap<DetModel, Shape>()
const siblings = new WeakMap<DetModel, ReadonlyArray<DetModel>>()

/** Notes each custom presence detector's shape and its rubric's other custom presence detectors: called once per compile. */
export const noteWorkShapes = (manifest: Manifest, models: ReadonlyArray<DetModel>): void => {
  // An escalation trigger is read against its rubric's routine (triggerContrast.ts), not by shape: a fault is no incident.
  const trigger = (m: DetModel) => isTriggerField(manifest, m.spec.name)
  const presence = models.filter((m) => !m.builtin && !m.classification && !trigger(m) && m.spec.examples.length > 0 && m.spec.examples.length <= MAX_EXAMPLES)
  for (const m of presence) {
    const examples = m.spec.examples.map((e) => tokensOfText(e.text))
    const half = examples.length / 2
    shapes.set(m, {
      asks: examples.filter(asksInExample).length >= half,
      faults: examples.filter(faultInExample).length >= half,
      vectors: vectorsOf(m.spec.examples.map((e) => e.text))
    })
    siblings.set(m, presence.filter((o) => o !== m))
  }
}

/** Whether most of a custom presence detector's examples ask for something to be done (a request, not a state or a value). */
export const asksInExamples = (m: DetModel): boolean => shapes.get(m)?.asks === true

/**
 * A unit's find by shape for the detector: WORK_FOUND when the customer's sentence asks for work
 * (and the detector's examples do) or tells a fault (and they tell faults or repairs), in their own
 * present case, and no sibling of the same shape is nearer; else 0.
 */
export const workAsked = (m: DetModel, u: Unit, input: ReadonlyArray<Message>): number => {
  const shape = shapes.get(m)
  // A field (a date, a reference: valueShapes.ts) is answered by its kind of value, not by a request.
  if (shape === undefined || shape.vectors.length === 0 || m.valueShape != null || u.whole || u.source !== "user" || u.tokens.length === 0) return 0
  const t = u.tokens
  // Somebody else's case, a condition, a plan, a question about the vendor's offer, a thing told
  // fixed, long past or seen to by the vendor already ("your engineer came quickly"): no need now.
  if (opensOpen(t) || tellsPlan(t) || longPast(t) || (t.some((x) => x.norm === "?") && asksOffer(t, 0, t.length, true)) || unitSettled(u, input) || vendorDidIt(t)) return 0
  const asks = shape.asks && asksForWork(t)
  // "the console is broken but they've bought a new one": what follows a "but" after the fault may take it back; read as said only without one.
  const faults = shape.faults && tellsFault(t) && !butAfterFault(t)
  if (!asks && !faults) return 0
  const v = unitCode(u, input)?.vector ?? null
  if (v === null) return 0
  const own = nearest(v, shape.vectors)
  if (own < MIN_COSINE) return 0
  const rival = (siblings.get(m) ?? []).some((o) => {
    const s = shapes.get(o)
    return s !== undefined && o.valueShape == null && ((asks && s.asks) || (faults && s.faults)) && nearest(v, s.vectors) > own
  })
  return rival ? 0 : WORK_FOUND
}

/** Whether a "but" follows the first fault the unit tells. */
const butAfterFault = (t: ReadonlyArray<Token>): boolean => {
  const at = t.findIndex((_, k) => tellsFault(t, k, k + 1) || tellsFault(t, Math.max(0, k - 2), k + 1))
  return at >= 0 && t.slice(at + 1).some((x) => x.norm === "but")
}

/** Past work the vendor's side did ("you fixed", "your engineer came", "your team cleared"). */
const VENDOR_PAST = new Set(["came", "fixed", "sorted", "repaired", "serviced", "did", "done", "replaced", "cleared", "tuned", "fitted", "cleaned", "mended", "installed", "visited"])
const vendorDidIt = (t: ReadonlyArray<Token>): boolean =>
  t.some((x, k) => (x.norm === "you" || x.norm === "your") && t.slice(k + 1, k + 4).some((y) => VENDOR_PAST.has(y.norm) && y.mod === 0))
