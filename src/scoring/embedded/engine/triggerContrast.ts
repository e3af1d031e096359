// An escalation trigger (interface.md, Escalation) names the exception in a rubric whose other
// detectors name the routine business of the same domain: a card issuer's replacement card and
// card number beside its fraud trigger, a tour operator's booking changes beside its traveller in
// difficulty. A customer message of that domain shares the domain's words with the trigger's few
// examples (a card, a payment, a meter, a booking), and a sentence-vector cosine of 0.32 is
// reached by those words alone. The other detectors' examples say what the domain's routine
// sounds like: a sentence or clause that reads as the routine is not read by the sentence vectors
// for the trigger (denseExamples.ts); the sentence's other clauses still are, so an event told
// beside a booking ("we hired the day boat, and now it's filling with water") is found. A field's
// examples (a reference, an account number, a day: valueShapes.ts) are no routine: they say what
// a value looks like, not what the domain's business sounds like, and their label and pronoun
// ("My reference is …") come near any first-person sentence, an event told beside a reference too.
import type { Manifest } from "../../../domain/types.js"
import type { DetModel } from "./model.js"
import { nearest, vectorsOf } from "./denseExamples.js"
import { inferShapes } from "./valueShapes.js"

const routineTexts = new WeakMap<DetModel, ReadonlyArray<string>>()
/** The other detectors' sentence vectors, per trigger; null when it has none. */
const compiled = new WeakMap<DetModel, ReadonlyArray<Float64Array> | null>()

/**
 * Notes, for each custom presence detector that escalates when found, the examples of the
 * rubric's other custom detectors (presence and classification alike, an escalating category's
 * left out: "reason: billing_error" is an exception too; a field's left out, see above): called
 * once per compile.
 */
export const noteRoutine = (manifest: Manifest, models: ReadonlyArray<DetModel>): void => {
  if (manifest.template !== "custom") return
  const found = new Set(manifest.triggers.filter((t) => t.values === null).map((t) => t.field))
  const escalating = (field: string, category: string | null) =>
    manifest.triggers.some((t) => t.field === field && t.values !== null && category !== null && t.values.includes(category))
  for (const m of models) {
    if (m.builtin || m.classification || !found.has(m.spec.name)) continue
    const others = models.filter((o) => o !== m && !o.builtin && !found.has(o.spec.name) && inferShapes(o.spec) === null)
    routineTexts.set(m, others.flatMap((o) => o.spec.examples.filter((e) => !escalating(o.spec.name, e.category)).map((e) => e.text)))
  }
}

const routineOf = (m: DetModel): ReadonlyArray<Float64Array> | null => {
  let r = compiled.get(m)
  if (r === undefined) {
    const routine = vectorsOf(routineTexts.get(m) ?? [])
    r = routine.length === 0 ? null : routine
    compiled.set(m, r)
  }
  return r
}

/**
 * Whether a sentence vector reads as the trigger's routine: one of the other detectors' examples
 * is at least as near as `triggerCos`, its cosine to the trigger's nearest example (which
 * denseExamples.ts has computed already). False for any other detector.
 */
export const isRoutine = (m: DetModel, v: Float64Array, triggerCos: number): boolean => {
  const r = routineOf(m)
  return r !== null && nearest(v, r) >= triggerCos
}
