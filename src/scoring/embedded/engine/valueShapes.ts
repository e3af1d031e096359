// Custom presence detectors that are fields: when the customer's examples share value shapes (an
// email address, a date of birth, an identifier, a street address, ...), a customer sentence
// holding a value of such a shape states the field, whatever its words. Inferred once per
// detector at compile time; the non-examples can single out what tells the field's values apart
// (a company address against a free-mail one). No shared shape: nothing changes.
import type { DetectorSpec, Message } from "../../../domain/types.js"
import type { CueMatch } from "../text/cues.js"
import { type Shape, type ShapeKind, shapesIn, STRONG_SHAPES } from "../text/shapes.js"
import type { Unit } from "../text/units.js"
import type { Compiled } from "./compile.js"
import { coverage, labelOf } from "./match.js"
import type { DetModel } from "./model.js"

export interface ShapeModel {
  /** Kinds the examples hold, each with the attributes seen there (null: any value of the kind). */
  readonly kinds: ReadonlyMap<ShapeKind, ReadonlySet<string> | null>
  /** Attributes seen only in the non-examples: such a value is the non-example's kind of value. */
  readonly vetoes: ReadonlyMap<ShapeKind, ReadonlySet<string>>
}

/** A value of the field's shape in a sentence that is not otherwise about it: found, below cues. */
export const SHAPE_STRONG = 0.62
/** A weak shape (a weekday, a duration, a count) in a sentence close to the examples, or any shape under a label naming the field. */
export const SHAPE_RELATED = 0.6
export const SHAPE_LABELLED = 0.75
/** How close a sentence must come to the examples (its score by words or sentence vector; 0.5 is found) for a weak shape to count. */
const RELATED = 0.25
/** What a sentence holding only the non-examples' kind of value scores at most. */
export const SHAPE_VETO = 0.45

/**
 * The shapes that characterise a custom presence detector, or null. Two thirds of the examples
 * (and at least two) must hold a shape; a kind the non-examples hold with the same attributes
 * tells nothing and is dropped.
 */
/** Moments that only say "at once": the time an event happens or is needed, no occasion named. */
const AT_ONCE = /^(?:today|tonight|asap|immediately|right away|straight away)$/i

export const inferShapes = (spec: DetectorSpec): ShapeModel | null => {
  if (spec.kind !== "presence" || spec.builtin !== null || spec.examples.length < 2) return null
  // "Now", "today", "straight away" in an event's examples tell that it is happening, not a value
  // asked for ("the vet needs to operate tonight"): they make no field.
  const perExample = spec.examples.map((e) => shapesIn(e.text).filter((s) => !(s.kind === "moment" && AT_ONCE.test(e.text.slice(s.start, s.end)))))
  const holding = perExample.filter((s) => s.length > 0).length
  if (holding < 2 || holding * 3 < spec.examples.length * 2) return null
  // A kind two examples hold characterises the field; one held by a single example only where
  // nothing else in that example does ("$1,800 a month": the amount, not the month).
  const holders = new Map<ShapeKind, number>()
  for (const shapes of perExample) for (const k of new Set(shapes.map((x) => x.kind))) holders.set(k, (holders.get(k) ?? 0) + 1)
  const shared = (k: ShapeKind) => (holders.get(k) ?? 0) >= 2
  const wanted = new Set<ShapeKind>([...holders.keys()].filter(shared))
  for (const shapes of perExample) if (!shapes.some((x) => shared(x.kind))) for (const x of shapes) wanted.add(x.kind)
  const kinds = new Map<ShapeKind, Set<string> | null>()
  for (const s of perExample.flat().filter((x) => wanted.has(x.kind))) {
    const attrs = kinds.has(s.kind) ? kinds.get(s.kind)! : new Set<string>()
    if (attrs !== null && s.attr !== null) attrs.add(s.attr)
    kinds.set(s.kind, attrs !== null && attrs.size === 0 && s.attr === null ? null : attrs)
  }
  const vetoes = new Map<ShapeKind, Set<string>>()
  for (const s of spec.nonExamples.flatMap(shapesIn)) {
    if (!kinds.has(s.kind)) continue
    const attrs = kinds.get(s.kind)!
    if (attrs === null || s.attr === null || attrs.has(s.attr)) kinds.delete(s.kind)
    else vetoes.set(s.kind, (vetoes.get(s.kind) ?? new Set<string>()).add(s.attr))
  }
  return kinds.size === 0 ? null : { kinds, vetoes }
}

export interface ShapeCue {
  readonly score: number
  readonly match: CueMatch | null
  /** The sentence holds values of the non-examples' kind only. */
  readonly veto: boolean
}

/**
 * Shapes are read in the whole message, then kept where they touch the sentence: a quoted message
 * or an address can hold a full stop that splits sentences ("'Disk full. Retry?'", "12 High St. Leeds").
 * Kept per call (the input array), as every sentence of every field detector asks.
 */
const perCall = new WeakMap<ReadonlyArray<Message>, Map<number, ReadonlyArray<Shape>>>()
const shapesOfMessage = (input: ReadonlyArray<Message>, messageIndex: number): ReadonlyArray<Shape> => {
  let byMessage = perCall.get(input)
  if (byMessage === undefined) perCall.set(input, (byMessage = new Map()))
  let shapes = byMessage.get(messageIndex)
  if (shapes === undefined) byMessage.set(messageIndex, (shapes = shapesIn(input[messageIndex]?.content ?? "")))
  return shapes
}

/** The kinds of value a unit's tokens [from, to) hold, read in the whole message as shapeCue reads them. */
export const kindsHeld = (input: ReadonlyArray<Message>, u: Unit, from: number, to: number): ReadonlySet<ShapeKind> => {
  const [start, end] = [u.tokens[from]?.start ?? u.start, u.tokens[to - 1]?.end ?? u.end]
  return new Set(shapesOfMessage(input, u.messageIndex).filter((s) => s.start < end && start < s.end).map((s) => s.kind))
}

/** The token range a shape covers, for the value clause (evidence.ts). */
const tokenRange = (u: Unit, s: Shape): CueMatch | null => {
  let from = -1
  let to = -1
  u.tokens.forEach((t, k) => {
    if (t.start < s.end && s.start < t.end) {
      if (from === -1) from = k
      to = k + 1
    }
  })
  return from === -1 ? null : { from, to }
}

/** Values that name one thing of their kind: a field of them is asked for exactly that kind. */
const KEYS: ReadonlySet<ShapeKind> = new Set(["email", "url", "phone", "date", "address", "id"])
/** Keys whose pattern reads every value of theirs: street addresses are written too many ways for one. */
const FULLY_READ: ReadonlySet<ShapeKind> = new Set(["email", "url", "phone", "date", "id"])

/**
 * A field of keys read whole (an account number, a date of birth, a work email) or of times meets none of its
 * own in the sentence but another key or an amount: "Mob: 07700 900 123" looks like "Account no. 5581203" to the word and
 * sentence vectors (a label and a number), but a phone number, a date or a price is another kind
 * of value, not this field's.
 */
const anotherKey = (model: ShapeModel, shapes: ReadonlyArray<Shape>): boolean =>
  [...model.kinds.keys()].every((k) => FULLY_READ.has(k) || k === "moment") && shapes.some((s) => KEYS.has(s.kind) || s.kind === "money")

/**
 * A field of keys (an account number, a policy number, an email) in a sentence that holds no
 * value at all: "our accounts manager", "cancel my membership" share the examples' words and
 * sentence shape, but a key is given only by its value. Fields of times are left out: a day is
 * told in too many ways for the patterns to read ("mid-March", "after the school holidays"), and
 * a form line gives a value whatever its shape ("Workspace: north-studio").
 */
const noValue = (model: ShapeModel, u: Unit): boolean =>
  u.labelEnd === 0 && [...model.kinds.keys()].every((k) => FULLY_READ.has(k)) && !u.tokens.some((t) => /\d|@/.test(t.norm))

/**
 * A time of a sort no example shows ("weekends", a routine, or "born on 3 May 1990", a past date,
 * where every example gives a coming occasion: "free to begin next Tuesday", "from 9 May"): a shift
 * pattern or a birthday is no start date. Only times carry such sorts here (shapes.ts); emails'
 * sorts are the non-examples' business.
 */
const anotherSort = (model: ShapeModel, shapes: ReadonlyArray<Shape>): boolean => {
  const sorts = whenSorts(model)
  return sorts !== null && shapes.some((s) => (s.kind === "moment" || s.kind === "date") && s.attr !== null && !sorts.has(s.attr))
}

/** The sorts of time the field's examples give (a date and a moment alike), or null when any goes or it is no field of times. */
const whenSorts = (model: ShapeModel): ReadonlySet<string> | null => {
  const [moment, date] = [model.kinds.get("moment"), model.kinds.get("date")]
  if (moment === null || date === null || (moment === undefined && date === undefined)) return null
  const sorts = new Set([...(moment ?? []), ...(date ?? [])])
  return sorts.size === 0 ? null : sorts
}

/**
 * What a customer sentence's values say about a field detector: a cue when it holds a value of
 * the field's shape (strong shapes alone; weak ones in a sentence close to the examples or under
 * a label naming the field), a veto when it holds only the non-examples' kind of value.
 */
export const shapeCue = (ctx: Compiled, m: DetModel, u: Unit, input: ReadonlyArray<Message>, near: number): ShapeCue | null => {
  const model = m.valueShape
  if (model === undefined || model === null || u.source !== "user") return null
  const shapes = shapesOfMessage(input, u.messageIndex)
    .filter((s) => s.start < u.end && u.start < s.end)
    // A value inside a negated or hypothetical phrase is not given ("I don't have a 555 number").
    .filter((s) => !u.tokens.some((t) => t.start < s.end && s.start < t.end && t.mod !== 0))
  if (shapes.length === 0) return noValue(model, u) ? { score: 0, match: null, veto: true } : null
  const hits = shapes.filter((s) => {
    const attrs = model.kinds.get(s.kind)
    return attrs !== undefined && (attrs === null || s.attr === null || attrs.has(s.attr))
  })
  if (hits.length === 0) {
    const veto = shapes.some((s) => s.attr !== null && (model.vetoes.get(s.kind)?.has(s.attr) ?? false)) || anotherKey(model, shapes) || anotherSort(model, shapes)
    return veto ? { score: 0, match: null, veto: true } : null
  }
  const label = labelOf(u)
  const labelled = label !== null && label.mod === 0 && label.hasValue && coverage(ctx, m.nameStems, label.plain) >= 0.5
  const strong = hits.find((s) => STRONG_SHAPES.has(s.kind))
  const related = near >= RELATED
  const hit = strong ?? hits[0]!
  const score = labelled ? SHAPE_LABELLED : strong !== undefined ? SHAPE_STRONG : related ? SHAPE_RELATED : 0
  return score === 0 ? null : { score, match: tokenRange(u, hit), veto: false }
}
