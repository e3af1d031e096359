// A detector of when someone can (an availability, a shift, a session time, an access window, a
// start date) reads the customer's own coming times. A time that dates something else's deadline
// ("the coursework is due on the 9th", "the invoice is due by the 10th", "the deadline for the
// form is Friday") tells when a thing falls due, not when the customer is free or can begin;
// unless the detector's own examples speak of things due (a due date, a baby due in June).
import type { DetectorSpec } from "../../../domain/types.js"
import { longPast } from "../text/notNow.js"
import { namesATime, tellsNoConstraint } from "../text/circumstanceWords.js"
import { asksVendorHours, tellsVendorDeed } from "../text/vendorSide.js"
import type { Token } from "../text/text.js"
import type { DetModel, ExampleTimes } from "./model.js"

const DEADLINE = new Set(["due", "deadline", "deadlines", "overdue"])

/** Whether the detector's examples or name speak of things due themselves (read at compile, `exampleTimesOf`). */
const speaksOfDue = (m: DetModel): boolean => m.exampleTimes?.due === true

/** Whether the tokens tell a thing falling due: "due" or "deadline" told plainly (not "no deadline"); asked or stated alike. */
export const tellsDeadline = (tokens: ReadonlyArray<Token>): boolean => tokens.some((t) => DEADLINE.has(t.norm) && t.mod === 0)

/** Whether a custom detector's sentence dates another thing's deadline rather than the customer's time. */
export const othersDeadline = (m: DetModel, tokens: ReadonlyArray<Token>): boolean =>
  !m.builtin && tellsDeadline(tokens) && !speaksOfDue(m)

/** Name words of a detector of when the customer can. */
const WHEN_WORDS = new Set(["availability", "available", "shift", "shifts", "schedule", "time", "times", "slot", "slots", "window", "session", "sessions", "hours", "start", "when"])
export const namesWhen = (name: string): boolean => name.toLowerCase().split(/[^a-z]+/).some((w) => WHEN_WORDS.has(w))

/** Whether a custom detector reads when the customer can: by its name, or by examples that give times. Read once by compile.ts, after the value shapes (`DetModel.readsWhen`). */
export const readsWhenOf = (m: DetModel): boolean =>
  !m.builtin && (namesWhen(m.spec.name) || (m.valueShape != null && (m.valueShape.kinds.has("moment") || m.valueShape.kinds.has("date"))))

/** A sentence of a when-detector's input that dates another thing's deadline: no time of the customer's. */
export const deadlineElse = (m: DetModel, tokens: ReadonlyArray<Token>): boolean => m.readsWhen === true && othersDeadline(m, tokens)

/** Past finite verbs: "we had a cleaner every week", "he was walked at seven", "she came at noon" (regular pasts ending -ed are left: too many are adjectives, "booked", "closed"). */
const PAST = new Set(["was", "were", "had", "did", "used", "wasn", "weren", "didn", "came", "went", "took"])
/** Words that bring the clause to now or ahead, or a past told politely of what is wanted ("I was hoping for Saturdays"). */
const NOW_OR_AHEAD = new Set([
  "is", "are", "am", "m", "re", "s", "ve", "ll", "d", "isn", "aren", "can", "ca", "could", "will", "wo", "would", "shall", "should", "must", "may", "might",
  "do", "does", "don", "doesn", "have", "has", "need", "needs", "want", "wants", "prefer", "prefers", "suit", "suits", "work", "works", "like", "now",
  "hoping", "hoped", "wondering", "thinking", "planning", "going", "free", "available", "please", "?"
])

/** Periods a "last" dates in the past ("last week", "last Tuesday"). */
const PERIODS = new Set([
  "time", "night", "week", "weekend", "month", "year", "summer", "winter", "spring", "autumn", "visit",
  "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"
])
/**
 * A time told past by its own words: "yesterday", "three weeks ago", "last week" (a past verb may be
 * a regular -ed, "Bruno looked great"). Not one after "as": "same time as last week" wants that time again.
 */
const pastTime = (tokens: ReadonlyArray<Token>): boolean =>
  tokens.some(
    (t, k) => t.norm === "ago" || (tokens[k - 1]?.norm !== "as" && (t.norm === "yesterday" || (t.norm === "last" && PERIODS.has(tokens[k + 1]?.norm ?? ""))))
  )

/** Whether a clause tells only what was: a past finite verb or a past time, and nothing of now or ahead. */
export const toldPast = (tokens: ReadonlyArray<Token>): boolean => (hasPastVerb(tokens) || pastTime(tokens)) && !tellsNow(tokens)

const hasPastVerb = (tokens: ReadonlyArray<Token>): boolean => tokens.some((t) => PAST.has(t.norm))
const tellsNow = (tokens: ReadonlyArray<Token>): boolean => tokens.some((t) => NOW_OR_AHEAD.has(t.norm))

/** Whether an example is itself told past: a field of dates that were ("the trip was 3rd to 10th June") reads past sentences. */
const examplesPast = (m: DetModel): boolean => m.exampleTimes?.toldPast === true

/** What a custom detector's name and examples tell of time: computed once by compile.ts, read on every call. */
export const exampleTimesOf = (spec: DetectorSpec, tokens: ReadonlyArray<ReadonlyArray<Token>>): ExampleTimes => {
  const words = [spec.name, ...spec.examples.map((e) => e.text)].join(" ").toLowerCase().split(/[^a-z]+/)
  return {
    longPast: tokens.some((t) => longPast(t)),
    toldPast: tokens.some((t) => toldPast(t)),
    due: words.some((w) => DEADLINE.has(w)),
    vendorDeed: tokens.some((t) => tellsVendorDeed(t))
  }
}

/** Name words of a classification of how the customer wants to meet or be reached ("consult_mode", "contact_channel"). */
const WAY_WORDS = new Set(["mode", "modes", "channel", "channels", "method", "format", "contact"])
/**
 * Whether a custom classification reads the way the customer wants to meet or be reached: like a
 * time, a choice made now, so a visit that was ("last time I came in") or the vendor's hours
 * asked ("is the branch open Saturdays?") choose none. Read once by compile.ts (`DetModel.readsWay`).
 */
export const readsWayOf = (m: DetModel): boolean =>
  !m.builtin && m.classification && m.spec.name.toLowerCase().split(/[^a-z]+/).some((w) => WAY_WORDS.has(w)) &&
  m.categories.some((c) => c.toLowerCase().split(/[^a-z]+/).some((w) => CHANNELS.has(w)))
/**
 * Words of a category naming a channel or premises to meet at: a "contact_reason" (billing, fault)
 * or a "payment_method" (card, cash) shares a name word with a way-detector but chooses no channel,
 * and its customer tells what happened in the past ("I was charged twice").
 */
const CHANNELS = new Set([
  "phone", "telephone", "call", "calls", "video", "online", "virtual", "remote", "zoom", "teams", "person", "face", "email", "mail",
  "letter", "text", "sms", "whatsapp", "chat", "branch", "clinic", "surgery", "office", "store", "shop", "practice", "onsite", "visit"
])

/** Whether a custom detector reads a time or a way the customer wants now (set at compile). */
const readsNow = (m: DetModel): boolean => m.readsWhen === true || m.readsWay === true

/**
 * A when-detector's sentence or form value saying any time will do and naming none ("any time at
 * all is fine", "Arrival: any time", "any day suits"): the customer gives no day. With a day or a
 * time named beside it ("any time on the 9th", "any day next week") the day is told.
 */
export const anyTimeElse = (m: DetModel, tokens: ReadonlyArray<Token>): boolean => m.readsWhen === true && tellsNoConstraint(tokens) && !namesATime(tokens)

/** A sentence of a when-detector's (or a way-detector's) input asking after the vendor's own hours ("do your groomers work Sundays?"): the time is the vendor's, not the customer's. */
export const vendorHoursElse = (m: DetModel, tokens: ReadonlyArray<Token>): boolean => readsNow(m) && asksVendorHours(tokens)

/**
 * A sentence of a when-detector's (or a way-detector's) input told only in the past: a routine that was, no time or way the customer wants now.
 * A past time only clause by clause (onlyPastTime), so that another clause's time stands ("thanks
 * for yesterday, same again next month"). With `byVerb`, also a past verb in the whole sentence;
 * without it (a whole message, its sentences read together) only the past time: a past verb in
 * one sentence says nothing of another's time.
 */
export const pastElse = (m: DetModel, tokens: ReadonlyArray<Token>, { byVerb }: { readonly byVerb: boolean }): boolean =>
  readsNow(m) && ((byVerb && pastByVerb(tokens)) || onlyPastTime(tokens)) && !examplesPast(m)

/** A past finite verb and nothing of now or ahead in the whole sentence. */
const pastByVerb = (tokens: ReadonlyArray<Token>): boolean => hasPastVerb(tokens) && !tellsNow(tokens)

/** Marks between a sentence's clauses (and a whole message's sentences). */
const CLAUSE_MARKS = new Set([",", ";", ".", "!", "?", "but", "and", "so"])
/** Words that give a time of their own (a day, a part of one, "next", "tomorrow"). */
const TIME_WORDS = new Set([
  ...PERIODS, "today", "tonight", "tomorrow", "next", "morning", "afternoon", "evening", "am", "pm", "noon", "weekday", "weekdays", "weekends",
  "mornings", "afternoons", "evenings", "nights", "mondays", "tuesdays", "wednesdays", "thursdays", "fridays", "saturdays", "sundays", "anytime", "whenever", "asap", "soon"
])

/**
 * Whether a sentence's only time is told past in a clause of its own ("Thanks for last week, Bruno
 * looked like a show dog!"): the other clauses give no time, whatever their verbs.
 */
const onlyPastTime = (tokens: ReadonlyArray<Token>): boolean => {
  const clauses: Array<Array<Token>> = [[]]
  for (const t of tokens) if (CLAUSE_MARKS.has(t.norm)) clauses.push([]); else clauses[clauses.length - 1]!.push(t)
  const timed = (c: ReadonlyArray<Token>) => c.some((t) => t.cls === "time" || TIME_WORDS.has(t.norm))
  const past = clauses.filter((c) => pastTime(c))
  return past.length > 0 && past.every((c) => toldPast(c)) && clauses.every((c) => past.includes(c) || !timed(c))
}
