// The value shapes a custom presence detector's examples share (an email address, a date of
// birth, an identifier, a street address, ...), inferred once per detector at compile time: the
// non-examples can single out what tells the field's values apart (a company address against a
// free-mail one). No shared shape: null, and nothing changes. What a customer sentence holding
// such a value states is read in valueShapes.ts.
import type { DetectorSpec } from "../../../domain/types.js"
import { type Shape, type ShapeKind, shapesIn } from "../text/shapes.js"
import { measuresSites } from "./siteMeasure.js"
import { ratesOnly } from "./quantityTold.js"
import { wordsOf } from "../text/problemWords.js"

export interface ShapeModel {
  /** Kinds the examples hold, each with the attributes seen there (null: any value of the kind). */
  readonly kinds: ReadonlyMap<ShapeKind, ReadonlySet<string> | null>
  /** Attributes seen only in the non-examples: such a value is the non-example's kind of value. */
  readonly vetoes: ReadonlyMap<ShapeKind, ReadonlySet<string>>
  /** An example gives its time as the one from which ("Available from 1 April"): the field is a start. */
  readonly fromTimes: boolean
  /** An example gives a firm's own place ("Our office is at …", "Registered office: …"): a signature's address is the field's too. */
  readonly firmPlace: boolean
  /** An example measures a site (a garden, a yard): a site's measure is the field's value (siteMeasure.ts). */
  readonly sitesMeasured: boolean
  /** Words of a dealing ("order", "booking", "job") the examples and the name use: an identifier they announce may be the field's (valueShapes.ts). */
  readonly idWords: ReadonlySet<string>
  /** The detector's name asks for a number ("guest_count", "tank_volume", "hire_hours"), not what a quantity only illustrates ("garden_access", "party_size"). */
  readonly namesNumber: boolean
  /** Every example gives its measure or count by a period ("80 kg a week"): the field is a rate (quantityTold.ts). */
  readonly rates: boolean
}

/** Words that make an example's place the sender's firm's own. */
const FIRM_PLACE = /\b(?:office|offices|premises|registered|headquarters|hq|head office|business address|company address|billing|invoice|invoicing)\b/i

/** Words right before a time that make it the one from which something holds ("from the 1st", "once 30 June comes", "starting Monday"). */
const FROM_BEFORE = /\b(?:from|after|once|starting|as of)\s+(?:the\s+|next\s+|this\s+)?$/i
const isTime = (s: Shape): boolean => s.kind === "moment" || s.kind === "date"
/** A time an example or a sentence gives as the one from which something holds ("available from 1 April"). */
export const fromTime = (text: string, s: Shape): boolean => isTime(s) && s.attr !== "past" && FROM_BEFORE.test(text.slice(Math.max(0, s.start - 20), s.start))

/** Moments that only say "at once": the time an event happens or is needed, no occasion named. */
const AT_ONCE = /^(?:today|tonight|asap|immediately|right away|straight away)$/i

/** The most words an example of a field of counts has ("About 40 guests, maybe a few more"). */
const COUNT_FIELD_WORDS = 7
const wordsIn = (text: string): number => text.split(/\s+/).filter((w) => /\w/.test(w)).length

/**
 * Name words that ask for a number: a count or number for people ("party_size" is as often told
 * "my father-in-law is joining us"), a measure's or a time's word for the rest.
 */
const COUNT_NAME = /(?:^|_)(?:count|number|num|headcount|qty|quantity)(?:_|$)/
const MEASURE_NAME = /(?:^|_)(?:volume|weight|hours|length|area|capacity|amount|load|litres|liters|kg|duration)(?:_|$)/
const namesNumber = (name: string, kinds: ReadonlyMap<ShapeKind, unknown>): boolean => COUNT_NAME.test(name) || (MEASURE_NAME.test(name) && !kinds.has("count"))

/**
 * The shapes that characterise a custom presence detector, or null. Two thirds of the examples
 * (and at least two) must hold a shape; a kind the non-examples hold with the same attributes
 * tells nothing and is dropped.
 */
export const inferShapes = (spec: DetectorSpec): ShapeModel | null => {
  if (spec.kind !== "presence" || spec.builtin !== null || spec.examples.length < 2) return null
  // "Now", "today", "straight away" in an event's examples tell that it is happening, not a value
  // asked for ("the vet needs to operate tonight"): they make no field.
  // So does a count inside a longer sentence: "two children were hurt when the coach braked" tells an
  // event and how many it hit; a field of counts gives the count nearly alone ("party of 12").
  const read = spec.examples.map((e) =>
    shapesIn(e.text).filter((s) => !(s.kind === "moment" && AT_ONCE.test(e.text.slice(s.start, s.end))) && !(s.kind === "count" && wordsIn(e.text) > COUNT_FIELD_WORDS))
  )
  // A place makes a field of places only where two examples give where (a place or an address):
  // "hosted in Germany" beside an uptime and a certificate is one requirement among others, not a
  // location asked for.
  const placeField = read.filter((shapes) => shapes.some((x) => x.kind === "place" || x.kind === "address")).length >= 2
  const perExample = placeField ? read : read.map((shapes) => shapes.filter((x) => x.kind !== "place"))
  const holding = perExample.filter((s) => s.length > 0).length
  if (holding < 2 || holding * 3 < spec.examples.length * 2) return null
  // A kind two examples hold characterises the field; one held by a single example only where
  // nothing else in that example does ("$1,800 a month": the amount, not the month).
  const holders = new Map<ShapeKind, number>()
  for (const shapes of perExample) for (const k of new Set(shapes.map((x) => x.kind))) holders.set(k, (holders.get(k) ?? 0) + 1)
  const shared = (k: ShapeKind) => (holders.get(k) ?? 0) >= 2
  const wanted = new Set<ShapeKind>([...holders.keys()].filter(shared))
  for (const shapes of perExample) if (!shapes.some((x) => shared(x.kind))) for (const x of shapes) wanted.add(x.kind)
  // A named site and an address in one example are one answer, where: "Ashby Village Hall, 2 Church
  // Lane" shares the site with "Holt Farm near Melton", and its address is the field's too. (Any
  // place with any address was measured too wide: "I live in Cirencester" read as a skip's site.)
  if (wanted.has("place")) for (const shapes of perExample) if (shapes.some((x) => x.kind === "place" && x.attr === "site") && shapes.some((x) => x.kind === "address")) wanted.add("address")
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
  // A journey's end beside another kind of value is said in passing ("flying out to Malaga on 3 June"
  // for a trip's dates): only a field of where (places, addresses, ends) is a field of ends.
  if ([...kinds.keys()].some((k) => k !== "route" && k !== "place" && k !== "address")) kinds.delete("route")
  const fromTimes = spec.examples.some((e, k) => perExample[k]!.some((x) => kinds.has(x.kind) && fromTime(e.text, x)))
  const firmPlace = spec.examples.some((e) => FIRM_PLACE.test(e.text))
  const idWords = new Set([spec.name, ...spec.examples.map((e) => e.text)].flatMap(wordsOf))
  return kinds.size === 0 ? null : { kinds, vetoes, fromTimes, firmPlace, sitesMeasured: measuresSites(spec.examples.map((e) => e.text)), idWords, namesNumber: namesNumber(spec.name, kinds), rates: ratesOnly(spec.examples.map((e, k) => ({ text: e.text, shapes: perExample[k]! }))) }
}
