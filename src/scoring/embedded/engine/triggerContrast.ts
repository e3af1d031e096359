// An escalation trigger (interface.md, Escalation) names the exception in a rubric whose other
// detectors name the routine business of the same domain: a card issuer's replacement card and
// card number beside its fraud trigger, a tour operator's booking changes beside its traveller in
// difficulty. A customer message of that domain shares the domain's words with the trigger's few
// examples (a card, a payment, a meter, a booking), and a sentence-vector cosine of 0.32 is
// reached by those words alone. The other detectors' examples say what the domain's routine
// sounds like: a sentence or clause at least as near one of them as to any of the trigger's
// examples is the routine, and the sentence vectors do not read it for the trigger
// (denseExamples.ts); the sentence's other clauses are still read, so an event told beside a
// booking ("we hired the day boat, and now it's filling with water") is found.
import type { Manifest } from "../../../domain/types.js"
import type { DetModel } from "./model.js"
import { vectorsOf } from "./denseExamples.js"

const routineTexts = new WeakMap<DetModel, ReadonlyArray<string>>()
const routineVectors = new WeakMap<DetModel, ReadonlyArray<Float64Array>>()

/**
 * Notes, for each custom presence detector that escalates when found, the examples of the
 * rubric's other custom detectors (presence and classification alike): called once per compile.
 */
export const noteRoutine = (manifest: Manifest, models: ReadonlyArray<DetModel>): void => {
  if (manifest.template !== "custom") return
  const found = new Set(manifest.triggers.filter((t) => t.values === null).map((t) => t.field))
  // A category that escalates ("reason: billing_error") is an exception too, not the routine.
  const escalating = (field: string, category: string | null) =>
    manifest.triggers.some((t) => t.field === field && t.values !== null && category !== null && t.values.includes(category))
  for (const m of models) {
    if (m.builtin || m.classification || !found.has(m.spec.name)) continue
    const others = models.filter((o) => o !== m && !o.builtin && !found.has(o.spec.name))
    routineTexts.set(m, others.flatMap((o) => o.spec.examples.filter((e) => !escalating(o.spec.name, e.category)).map((e) => e.text)))
  }
}

/** The sentence vectors of a trigger's routine (the other detectors' examples); empty for any other detector. */
export const routineOf = (m: DetModel): ReadonlyArray<Float64Array> => {
  let v = routineVectors.get(m)
  if (v === undefined) {
    v = vectorsOf(routineTexts.get(m) ?? [])
    routineVectors.set(m, v)
  }
  return v
}
