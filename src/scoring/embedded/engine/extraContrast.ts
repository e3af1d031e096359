// An optional extra (`required: false`, no escalation: a frame number, a quote reference, an access
// or handling note) stands beside the rubric's required detectors, which name the business every
// message of the domain tells (the bike and its fault, the garment, the rooms). A message shares
// the domain's words with the extra's few examples, and a sentence-vector cosine over the floor is
// reached by them alone ("Is it ready?" beside "Could I try it on before the final stitching?"). As
// for an escalation trigger (triggerContrast.ts), a sentence whose nearest example is a required
// detector's reads as that detector's business, not as the extra.
// Narrowed for extras:
// - the required example that blocks must share no content word with the extra's examples: one
//   that holds the extra's own words (a home example "the lorry can use the drive" beside a
//   parking extra) says the two are told together, and a sentence near it may well tell the extra;
// - a required field's examples (a date, an address, a route: valueShapes.ts) block nothing: an
//   extra is often told in the same sentence as a field's value ("the wedding is on 3 May at the
//   old mill"). Tried (custopt2 gates 1 and 3): a field's example blocking, clearly nearer and only
//   on a sentence holding the field's kind and none of the extra's, gained a lift ID and an access
//   extra on judge sets but cost a venue told beside a date;
// - a classification's examples block nothing: a category names the enquiry as a whole, which
//   every sentence of it shares;
// - nothing is blocked on a reading that holds a value of a kind the extra's examples hold ("Wanted
//   from: early May" beside a start-date extra: the value may be the extra's), nor on a question
//   when the extra's examples are all questions ("How much to true a buckled wheel?" beside a price
//   question: the required examples tell the bike's state, the question is the extra's form);
// - a form's lines are left alone (denseExamples.ts): a line answers its own label, and its
//   label-and-value frame comes near any other line's example.
// Only the vector likeness is contrasted (denseExamples.ts); the extra's own value shapes and exact
// words are read as before.
import type { Manifest } from "../../../domain/types.js"
import type { DetModel } from "./model.js"
import { nearest, vectorsOf } from "./unitVectors.js"
import { inferShapes } from "./fieldShapes.js"
import { isField } from "./triggerContrast.js"
import { tokenize } from "../text/text.js"
import type { ShapeKind } from "../text/shapes.js"

/** A required detector's examples beside an extra, parted by whether they hold one of the extra's content words. */
interface Noted {
  /** The kinds of value the extra's examples hold. */
  readonly kinds: ReadonlySet<ShapeKind>
  /** Whether every example of the extra is a question. */
  readonly asks: boolean
  readonly routines: ReadonlyArray<RequiredRoutine>
}
interface RequiredRoutine {
  readonly apart: ReadonlyArray<string>
  readonly sharing: ReadonlyArray<string>
  vectors?: { readonly apart: ReadonlyArray<Float64Array>; readonly sharing: ReadonlyArray<Float64Array> }
}
const notedOf = new WeakMap<DetModel, Noted>()

/** A text's content words by stem (no stop word, none under three letters). */
const contentStems = (text: string): Set<string> =>
  new Set(tokenize(text).filter((t) => t.cls === "word" && !t.stop && t.norm.length > 2).map((t) => t.stem))

/**
 * Notes, for each optional custom presence detector that no trigger names, the examples of the
 * rubric's required custom presence detectors that are no fields: called once per compile.
 */
export const noteExtras = (manifest: Manifest, models: ReadonlyArray<DetModel>): void => {
  if (manifest.template !== "custom") return
  const triggered = new Set(manifest.triggers.map((t) => t.field))
  const required = models.filter((o) => !o.builtin && !o.classification && o.spec.required && !isField(inferShapes(o.spec)))
  if (required.length === 0) return
  for (const m of models) {
    if (m.builtin || m.classification || m.spec.required || triggered.has(m.spec.name)) continue
    const own = new Set(m.spec.examples.flatMap((e) => [...contentStems(e.text)]))
    const shares = (text: string) => [...contentStems(text)].some((s) => own.has(s))
    const routines = required.map((o) => {
      const texts = o.spec.examples.map((e) => e.text)
      return { apart: texts.filter((t) => !shares(t)), sharing: texts.filter(shares) }
    })
    const kinds = new Set(inferShapes(m.spec)?.kinds.keys() ?? [])
    notedOf.set(m, { kinds, asks: m.spec.examples.every((e) => e.text.trim().endsWith("?")), routines })
  }
}

/** Whether `m` is an optional extra noted at compile (noteExtras): only such a detector is contrasted. */
export const isExtra = (m: DetModel): boolean => notedOf.has(m)

/**
 * Whether a sentence vector reads as a required detector's business rather than the extra: the
 * nearest of the required examples is one that shares no content word with the extra's examples,
 * and it is at least as near as `extraCos`; never when the reading (`held`: the kinds of value it
 * holds) may hold the extra's value, nor on a question (`asked`) when the extra is asked. False
 * for any detector that is no optional extra.
 */
export const readsAsRequired = (m: DetModel, v: Float64Array, extraCos: number, held: () => ReadonlySet<ShapeKind>, asked: boolean): boolean => {
  const noted = notedOf.get(m)
  if (noted === undefined || (asked && noted.asks)) return false
  const kinds = noted.kinds.size === 0 ? null : held()
  if (kinds !== null && [...noted.kinds].some((k) => kinds.has(k))) return false
  let apart = 0
  let sharing = 0
  for (const r of noted.routines) {
    const vs = (r.vectors ??= { apart: vectorsOf(r.apart), sharing: vectorsOf(r.sharing) })
    apart = Math.max(apart, nearest(v, vs.apart))
    sharing = Math.max(sharing, nearest(v, vs.sharing))
  }
  return apart > 0 && apart >= extraCos && apart >= sharing
}
