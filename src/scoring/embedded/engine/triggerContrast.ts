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
// A reading that holds a value of the field's kind is another matter: "the wedding is on 14 June"
// is the date field's routine, whatever the trigger's examples share with it, so there the
// field's examples count as routine too.
import type { Manifest } from "../../../domain/types.js"
import type { DetModel } from "./model.js"
import { nearest, vectorsOf } from "./unitVectors.js"
import type { ShapeKind } from "../text/shapes.js"
import { inferShapes } from "./fieldShapes.js"
import type { Token } from "../text/text.js"

const routineTexts = new WeakMap<DetModel, ReadonlyArray<string>>()
/** The other detectors' sentence vectors, per trigger; null when it has none. */
const compiled = new WeakMap<DetModel, ReadonlyArray<Float64Array> | null>()

/** A field beside a trigger: the kinds of value it takes and its examples. */
interface FieldRoutine {
  readonly kinds: ReadonlySet<ShapeKind>
  readonly texts: ReadonlyArray<string>
  vectors?: ReadonlyArray<Float64Array>
}
const fieldsOf = new WeakMap<DetModel, ReadonlyArray<FieldRoutine>>()
/** The other custom detectors' name stems, per trigger: a form line labelled with one of them answers that detector. */
const otherNames = new WeakMap<DetModel, ReadonlySet<string>>()
/** Triggers that escalate by themselves (no `required` flag): exceptions to the routine, whatever their name. */
const aloneTriggers = new WeakSet<DetModel>()

/**
 * Whether a custom presence detector escalates by itself when found: such a trigger is an
 * exception (a break-in, a person trapped, a car damaged) and is read like a problem detector
 * (settled, long past, asked about: denseExamples.ts) even when its name holds no problem word.
 * A `required` trigger is ANDed with the others ("certificate held" and "night shift"): a
 * qualification to route on, not an event, so it keeps the reading its name gives it.
 */
export const escalatesAlone = (m: DetModel): boolean => aloneTriggers.has(m)

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
    if (manifest.triggers.some((t) => t.field === m.spec.name && t.values === null && !t.required)) aloneTriggers.add(m)
    const others = models.filter((o) => o !== m && !o.builtin && !found.has(o.spec.name))
    const shapes = others.map((o) => inferShapes(o.spec))
    otherNames.set(m, new Set(others.flatMap((o) => o.nameStems).filter((x) => !m.nameStems.includes(x))))
    routineTexts.set(m, others.flatMap((o, k) => (isField(shapes[k]!) ? [] : o.spec.examples.filter((e) => !escalating(o.spec.name, e.category)).map((e) => e.text))))
    fieldsOf.set(m, others.flatMap((o, k) => (shapes[k] === null ? [] : [{ kinds: new Set(shapes[k]!.kinds.keys()), texts: o.spec.examples.map((e) => e.text) }])))
  }
}

/**
 * A field whose examples are left out of the routine. An age or a measure alone makes none: "She's 9",
 * "an 8 yard skip" are told in the domain's own words, not a label and a pronoun, and a form line
 * giving them ("Child: Leo, age 10") is the routine a safeguarding trigger must not read.
 */
export const isField = (shape: ReturnType<typeof inferShapes>): boolean => shape !== null && [...shape.kinds.keys()].some((k) => k !== "age" && k !== "measure")

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
 * denseExamples.ts has computed already), a field's examples only when the reading holds a value
 * of the field's kind (`held`, asked only then) and the field's example is clearly nearer. False for any other detector.
 */
export const isRoutine = (m: DetModel, v: Float64Array, triggerCos: number, held: () => ReadonlySet<ShapeKind> = NO_KINDS, margin = 0): boolean => {
  const r = routineOf(m)
  if (r !== null && nearest(v, r) + margin >= triggerCos) return true
  const fields = fieldsOf.get(m)
  if (fields === undefined || fields.length === 0) return false
  const kinds = held()
  return fields.some((f) => [...f.kinds].some((k) => kinds.has(k)) && nearest(v, (f.vectors ??= vectorsOf(f.texts))) >= triggerCos + FIELD_MARGIN)
}

/**
 * How much nearer a field's example must be: its label and pronoun come near any sentence of the
 * customer's, so only a reading that is clearly the field's value and its frame is routine ("the
 * wedding is on 14 June" to "the wedding is on 3 May"), not an event told with a day in it ("she
 * started the tablets on Friday and now her eyes are puffed up", a tie to "collecting Saturday").
 */
const FIELD_MARGIN = 0.1

/**
 * Whether a form line's label names another detector of the rubric and not the trigger
 * ("Subject: …" beside subject_need): its value answers that detector, and is its routine unless
 * the trigger's examples are clearly nearer (`LABEL_MARGIN`): an event written under the wrong
 * label ("Request: come now, the shutter's been forced") is still read.
 */
export const labelledOther = (m: DetModel, label: ReadonlyArray<Token>): boolean => {
  const names = otherNames.get(m)
  return names !== undefined && label.some((t) => t.cls === "word" && names.has(t.stem))
}
/** How much nearer a trigger's example must be than the routine's for a reading under another detector's label. */
export const LABEL_MARGIN = 0.1

const NO_KINDS = (): ReadonlySet<ShapeKind> => new Set()

/** The texts a trigger's routine is read from: the other detectors' examples and its fields' (eventFind.ts weighs an incident against them). */
export const rivalTextsOf = (m: DetModel): ReadonlyArray<string> => [...(routineTexts.get(m) ?? []), ...(fieldsOf.get(m) ?? []).flatMap((f) => f.texts)]

