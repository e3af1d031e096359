// Custom presence detectors that are fields: when the customer's examples share value shapes (an
// email address, a date of birth, an identifier, a street address, ...: fieldShapes.ts, inferred
// at compile time), a customer sentence holding a value of such a shape states the field,
// whatever its words. No shared shape: nothing changes.
import type { Message } from "../../../domain/types.js"
import type { CueMatch } from "../text/cues.js"
import { type Shape, type ShapeKind, shapesIn, STRONG_SHAPES } from "../text/shapes.js"
import { fromTime, type ShapeModel } from "./fieldShapes.js"
import type { Unit } from "../text/units.js"
import type { Compiled } from "./compile.js"
import { coverage, labelOf } from "./match.js"
import type { DetModel } from "./model.js"
import { ageOfAnother, noAgeTold } from "./ageField.js"
import { onlyOtherEnds, otherEnd } from "./routeField.js"
import { unitAsksOffer } from "./vendorEnquiry.js"
import { ownPlace } from "./placeField.js"
import { firmSignatureSpans } from "../text/signature.js"
import { siteMeasure } from "./siteMeasure.js"
import { notTheQuantity } from "./quantityTold.js"
import { monthSpan } from "../text/calendarSpans.js"

/** The sender, now, where they are or live, just before a place ("I'm in", "we live just outside", "I'm based near"); a past or someone else's stay is not. */
const SELF_AT = /\b(?:i|we)(?:['’]m|\s+am|['’]re|\s+are|\s+live|\s+stay|\s+work|\s+rent)\b[^.,;!?\n]{0,25}$/i
/** A short stay told between the sender and the place ("I'm on holiday in Spain", "we're visiting family near York"): where they are this week, not where they live or work. */
const AWAY_BEFORE = /\b(?:on\s+(?:holiday|holidays|vacation|leave|a\s+trip|a\s+break|a\s+course)|visiting|travelling|traveling|away)\b[^.,;!?\n]{0,25}$/i
/** Whether the words before a place tell where the sender is or lives now. */
const selfAt = (before: string): boolean => SELF_AT.test(before) && !AWAY_BEFORE.test(before)

/** Kinds of value that say where. */
const WHERE: ReadonlySet<ShapeKind> = new Set(["address", "place", "route"])
const CONTACT: ReadonlySet<ShapeKind> = new Set(["email", "phone", "url", "id"])
const firmSpans = new WeakMap<ReadonlyArray<Message>, Map<number, ReadonlyArray<readonly [number, number]>>>()
const onFirmSignature = (input: ReadonlyArray<Message>, messageIndex: number, s: { readonly start: number; readonly end: number }): boolean => {
  let byMessage = firmSpans.get(input)
  if (byMessage === undefined) firmSpans.set(input, (byMessage = new Map()))
  let spans = byMessage.get(messageIndex)
  if (spans === undefined) byMessage.set(messageIndex, (spans = firmSignatureSpans(input[messageIndex]?.content ?? "")))
  return spans.some(([a, b]) => a <= s.start && s.end <= b)
}

/**
 * A coming day of a month ("the third of next month", "14 June"), or a week or part of a named month ("the second weekend of May"), where the examples give full dates
 * too: as plainly the field's value as a full date is, however far the sentence's other words are.
 */
const DAY_OF_A_MONTH = /^(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)?|[a-z]+(?:[\s-][a-z]+)?)(?:\s+of)?\s+(?:next|this)\s+month$|^(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?:\s+of)?\s+[A-Z][a-z]+\.?$|^[A-Z][a-z]+\.?\s+\d{1,2}(?:st|nd|rd|th)?$/
const dayOfMonthForDates = (model: ShapeModel, content: string, s: Shape): boolean =>
  s.kind === "moment" && s.attr === "point" && model.kinds.has("date") && (DAY_OF_A_MONTH.test(content.slice(s.start, s.end)) || monthSpan(content.slice(s.start, s.end)))

/** A value of the field's shape in a sentence that is not otherwise about it: found, below cues. */
export const SHAPE_STRONG = 0.62
/** A weak shape (a weekday, a duration, a count) in a sentence close to the examples, or any shape under a label naming the field. */
export const SHAPE_RELATED = 0.6
export const SHAPE_LABELLED = 0.75
/** How close a sentence must come to the examples (its score by words or sentence vector; 0.5 is found) for a weak shape to count. */
const RELATED = 0.25
/** What a sentence holding only the non-examples' kind of value scores at most. */
export const SHAPE_VETO = 0.45

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
const KEYS: ReadonlySet<ShapeKind> = new Set(["email", "url", "phone", "date", "address", "id", "plate"])
/** Keys whose pattern reads every value of theirs: street addresses are written too many ways for one. */
const FULLY_READ: ReadonlySet<ShapeKind> = new Set(["email", "url", "phone", "date", "id"])

/**
 * A field of keys read whole (an account number, a date of birth, a work email) or of times meets none of its
 * own in the sentence but another key or an amount: "Mob: 07700 900 123" looks like "Account no. 5581203" to the word and
 * sentence vectors (a label and a number), but a phone number, a date or a price is another kind
 * of value, not this field's.
 */
const anotherKey = (model: ShapeModel, shapes: ReadonlyArray<Shape>, text: string): boolean =>
  [...model.kinds.keys()].every((k) => READ_ENOUGH.has(k)) &&
  shapes.some((s) => (OTHER_VALUES.has(s.kind) || (s.kind === "duration" && !WHEN_BEFORE.test(text.slice(Math.max(0, s.start - 14), s.start)))) && !model.kinds.has(s.kind))

/** "in two weeks", "within 3 days", "after my two weeks": a length of time that says when, not how long. */
const WHEN_BEFORE = /\b(?:in|within|after|once)\s+(?:my|the|your|our|his|her|their)?\s*$/i

/**
 * A full date ("2 March 2026") where the examples give days in words ("Monday 2 March", "Friday"):
 * the day asked for, told another way; its sort still has to fit. (The other way round, a day in
 * words for a field of full dates, was measured and not kept: quality-dev2's check half lost a case.)
 */
const sameDay = (model: ShapeModel, s: Shape): boolean => s.kind === "date" && model.kinds.has("moment")

/**
 * Fields whose values the patterns read well enough that a sentence holding only another kind of
 * value is no answer: keys, times, a code, a count of people, an age, a measure ("Ring me on 0161 …"
 * gives no age, "£320" no tyre size, "4 of us" no dates). Street addresses are not: a house name
 * or a road with no number beside a phone number is still the address.
 */
const READ_ENOUGH: ReadonlySet<ShapeKind> = new Set([...FULLY_READ, "moment", "code", "count", "age", "measure"])
/** Values that are plainly of a kind; a time or a duration is left out, as a sentence about anything may hold one. */
const OTHER_VALUES: ReadonlySet<ShapeKind> = new Set([...KEYS, "money", "count", "age", "measure"])

/**
 * A field of keys (an account number, a policy number, an email) in a sentence that holds no
 * value at all: "our accounts manager", "cancel my membership" share the examples' words and
 * sentence shape, but a key is given only by its value. Fields of times are left out: a day is
 * told in too many ways for the patterns to read ("mid-March", "after the school holidays"), and
 * a form line gives a value whatever its shape ("Workspace: north-studio").
 */
const noValue = (model: ShapeModel, u: Unit): boolean =>
  u.labelEnd === 0 &&
  ((keysOnly(model) && !u.tokens.some((t) => DIGIT_OR_AT.test(t.norm))) || (onlyQuantities(model) && !u.tokens.some((t) => (DIGIT.test(t.norm) && !YEAR_OR_ORDINAL.test(t.norm)) || (NUMBER_WORD.test(t.norm) && t.norm !== "one"))))
/** A field of keys read whole, or of catalogue and error codes: a value has figures or an at sign. */
const keysOnly = (model: ShapeModel): boolean => [...model.kinds.keys()].every((k) => FULLY_READ.has(k) || k === "code")
/**
 * A field of quantities (an amount, or a headcount, a length of time, a measure its name asks for): told by a number,
 * in figures or words ("two dozen", "a hundred and fifty", "half a cubic metre"), so a sentence with
 * none ("we had your booth at our wedding", "the tank is the big concrete one") tells none.
 */
const QUANTITIES: ReadonlySet<ShapeKind> = new Set(["money", "count", "duration", "measure"])
/** Figures that count nothing: a year ("in 2022") or a day's ordinal ("a 30th", "the 9th"); and "one" is as often "the big one". */
const YEAR_OR_ORDINAL = /^(?:(?:19|20)\d\d|\d{1,2}(?:st|nd|rd|th))$/
const onlyQuantities = (model: ShapeModel): boolean => onlyMoney(model) || (model.namesNumber && [...model.kinds.keys()].every((k) => QUANTITIES.has(k)))

/**
 * A field of keys or codes where every figure of the sentence belongs to a value of another kind
 * ("on the 28th of this month", "for 3 hours"): a date or a length of time is no catalogue number.
 */
const keyFiguresElsewhere = (model: ShapeModel, u: Unit, shapes: ReadonlyArray<Shape>): boolean =>
  u.labelEnd === 0 && keysOnly(model) && u.tokens.every((t) => !DIGIT.test(t.norm) || shapes.some((s) => s.start <= t.start && t.end <= s.end))

/**
 * An identifier announced by a word of a dealing with the vendor ("order number 300917", "job no.
 * 66120", "booking ref 4471") where no example of the field names that dealing: the number of an
 * order is not a catalogue reference, a policy or a unit number, though both are identifiers.
 */
const DEALING_BEFORE = /\b(order|invoice|booking|reservation|ticket|case|claim|tracking|confirmation|job|quote|receipt|transaction)\.?\s*(?:(?:no|number|num|ref|reference|id)\b\.?\s*)?(?:is\s+)?[:#]?\s*$/i
const anotherDealing = (model: ShapeModel, content: string, s: Shape): boolean => {
  if (s.kind !== "id") return false
  // The dealing's word right before the number, as its name ("order no. 4471"), not a verb ("could we order the KY-2290").
  const word = DEALING_BEFORE.exec(content.slice(Math.max(0, s.start - 30), s.start))?.[1]?.toLowerCase()
  return word !== undefined && !model.idWords.has(word)
}

/**
 * A field of amounts where every number of the sentence belongs to a value of another kind
 * ("twenty minutes", "the 3rd", "4 of us"). With no number at all, noValue's second reading holds:
 * the sentence vectors put "I'm out near Keynsham but I drive" near "I'm looking for £14 an hour"
 * (the sentence's shape), but an amount is told by a number ("thirty grand", "six hundred a day").
 */
const numbersElsewhere = (model: ShapeModel, u: Unit, shapes: ReadonlyArray<Shape>): boolean =>
  u.labelEnd === 0 &&
  onlyMoney(model) &&
  u.tokens.every((t) => !(DIGIT.test(t.norm) || NUMBER_WORD.test(t.norm)) || shapes.some((s) => s.start <= t.start && t.end <= s.end))
const onlyMoney = (model: ShapeModel): boolean => [...model.kinds.keys()].every((k) => k === "money")
/** A digit in a token, or a digit or an at sign (an amount, an address, an email): compiled once. */
const DIGIT = /\d/
const DIGIT_OR_AT = /\d|@/
const NUMBER_WORD =
  /^(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|hundreds|thousand|grand|million|k|dozen|dozens|couple|few|half|several|handful|score)$/

/**
 * A question to the vendor about its ways ("How far out do you travel?", "What days do you have
 * free?", "Do you do weekends?") holding no value of the field's kind: it asks what the
 * vendor offers and tells nothing of the sender's own case, though it shares the field's topic. A
 * value of the field's kind inside it still counts ("How much is a skip for 3 Quarry Close?"), a
 * town too: "Do you cover Frome?" is mostly asked from Frome.
 */
const asksWithoutValue = (u: Unit): boolean => u.labelEnd === 0 && unitAsksOffer(u.tokens)

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
  // A full date tells no sort of its own ("14 March 2026"); where the other examples give days of
  // one sort ("next Tuesday", "Saturday 9 May"), the field's dates are of that sort too, so a
  // past date ("we moved in on 4 January 2024") is not a move-in date asked for.
  // Not so for past days: the patterns miss many a past ("the vet saw her on 3 March"), so a field
  // of past days with full dates among its examples takes any date.
  if (moment === null || (date === null && (moment === undefined || moment.has("past"))) || (moment === undefined && date === undefined)) return null
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
  const given = shapesOfMessage(input, u.messageIndex)
    .filter((s) => s.start < u.end && u.start < s.end)
    // A value inside a negated or hypothetical phrase is not given ("I don't have a 555 number").
    .filter((s) => !u.tokens.some((t) => t.start < s.end && s.start < t.end && t.mod !== 0))
  // A firm's signature tells its office and how to reach it: its address (and the figures in it)
  // is not the place, count or size asked about; its phone, e-mail or web address may be a field's.
  const shapes = given.filter((s) => CONTACT.has(s.kind) || (model.firmPlace && WHERE.has(s.kind)) || !onFirmSignature(input, u.messageIndex, s))
  // A sentence whose only values of the field's kind are on a firm's signature lines (the whole
  // message's too), or that lies wholly on them, gives none: the firm's office, not the site.
  const ofField = (s: Shape) => model.kinds.has(s.kind)
  if (!shapes.some(ofField) && (given.some(ofField) || (!model.firmPlace && onFirmSignature(input, u.messageIndex, u)))) return { score: 0, match: null, veto: true }
  if (shapes.length === 0) return noValue(model, u) || noAgeTold(model, u) || asksWithoutValue(u) ? { score: 0, match: null, veto: true } : null
  const sorts = whenSorts(model)
  const content = input[u.messageIndex]?.content ?? ""
  const hits = shapes.filter((s) => {
    const attrs = model.kinds.get(s.kind)
    // A past time in a field whose days are all coming ones is no hit, even where the field's dates take any sort.
    if (sorts !== null && s.attr === "past" && !sorts.has("past") && (s.kind === "date" || s.kind === "moment")) return false
    if (otherEnd(model, s, shapes)) return false
    if (siteMeasure(model.sitesMeasured, content, s)) return false
    if (anotherDealing(model, content, s) || notTheQuantity(model.rates, content, s)) return false
    return attrs !== undefined ? attrs === null || s.attr === null || attrs.has(s.attr) : sameDay(model, s)
  })
  if (hits.length === 0) {
    // A key's value has figures: "next month" beside "my policy" gives no policy number.
    const veto = shapes.some((s) => s.attr !== null && (model.vetoes.get(s.kind)?.has(s.attr) ?? false)) || anotherKey(model, shapes, input[u.messageIndex]?.content ?? "") || anotherSort(model, shapes) || ageOfAnother(model, shapes) || onlyOtherEnds(model, shapes) || noValue(model, u) || noAgeTold(model, u) || numbersElsewhere(model, u, shapes) || asksWithoutValue(u) || shapes.some((s) => siteMeasure(model.sitesMeasured, content, s) || anotherDealing(model, content, s) || (model.kinds.has(s.kind) && notTheQuantity(model.rates, content, s))) || keyFiguresElsewhere(model, u, shapes)
    return veto ? { score: 0, match: null, veto: true } : null
  }
  const label = labelOf(u)
  const labelled = label !== null && label.mod === 0 && label.hasValue && coverage(ctx, m.nameStems, label.plain) >= 0.5
  // A full date standing for a field of days in words is as weak as they are: it needs the sentence near.
  // So is an age told whose the field's ages are ("my uncle is 88" for a resident's age): the person
  // or thing named before it marks it as an age, not any number (ages.ts; rev12).
  const strong = hits.find((s) => (STRONG_SHAPES.has(s.kind) || (s.kind === "age" && s.attr !== null && (model.kinds.get("age")?.has(s.attr) ?? false)) || dayOfMonthForDates(model, content, s)) && model.kinds.has(s.kind))
  // A coming time the sentence gives as the one from which ("free from the 1st") is a start's value
  // where the examples give theirs so, however far the sentence's other words are from them.
  // So is a place where the sender says they are or live ("I'm out near Keynsham"), or where their own thing is ("our lawn in Frome", placeField.ts), for a field of places.
  const related = near >= RELATED || (model.fromTimes && hits.some((s) => fromTime(content, s))) || hits.some((s) => s.kind === "place" && (selfAt(content.slice(Math.max(0, s.start - 40), s.start)) || ownPlace(model, u, content, s)))
  const hit = strong ?? hits.find((s) => STRONG_SHAPES.has(s.kind)) ?? hits[0]!
  // A form line's value of the field's kind answers the form's question, whatever the label's
  // words ("Headcount: 45" for guests, "Age 4," for a child's age).
  const formValue = label !== null && label.mod === 0 && label.hasValue && hits.some((s) => s.end > (u.tokens[u.labelEnd]?.start ?? u.end))
  const score = labelled ? SHAPE_LABELLED : strong !== undefined ? SHAPE_STRONG : related || formValue ? SHAPE_RELATED : 0
  return score === 0 ? null : { score, match: tokenRange(u, hit), veto: false }
}
