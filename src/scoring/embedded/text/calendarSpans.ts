// Times told by a part of the calendar rather than a day's number: a week or a weekday counted in a
// month ("the second weekend of May", "the last Saturday in November", "the first week of July"), a
// part of a month ("late May", "mid-September", "the end of June"), a month or a season with its
// year ("August 2023", "spring 2027"), a bank holiday named by its month or season. Each is one
// occasion, as "14 June" is; whether it is past is read by shapes.ts as for any moment. A month's
// name must be capitalised ("we may", "march on"); the other words may be in any case.
import type { Shape } from "./shapes.js"

const MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec"
const MONTH = String.raw`(?:${MONTHS})\.?`
const SEASON = "spring|summer|autumn|winter"
const COUNTED = String.raw`(?:first|second|third|fourth|last|final|1st|2nd|3rd|4th)`
const PART = String.raw`(?:(?:early|mid|late)[\s-]+|(?:the\s+)?(?:start|beginning|middle|end)\s+of\s+)`
const SPANS = [
  // "the second weekend of May", "last Saturday in November", "the first fortnight of October"
  String.raw`\b(?:the\s+)?${COUNTED}\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|week|weekend|fortnight|half)\s+(?:of|in)\s+(?:${MONTH}|(?:next|this)\s+month)(?![a-z])`,
  // "the late May bank holiday", "August bank holiday weekend", "the spring bank holiday"
  String.raw`\b(?:the\s+)?(?:(?:early|late)\s+)?(?:${MONTH}|${SEASON})\s+bank\s+holiday(?:\s+(?:weekend|monday))?\b`,
  // "late May", "mid-September 2026", "the end of June", "early spring"; "August 2023", "spring 2027"
  String.raw`\b${PART}(?:${MONTH}|${SEASON})(?![a-z])(?:,?\s+(?:19|20)\d\d\b)?`,
  String.raw`\b(?:${MONTH}|${SEASON})(?:\s+of)?,?\s+(?:19|20)\d\d\b`
]
const SPAN = new RegExp(SPANS.join("|"), "gi")
const WHOLE_SPAN = new RegExp(`^(?:${SPANS.join("|")})$`, "i")
const MONTH_WORD = new RegExp(String.raw`\b(?:${MONTHS})\b`, "i")

/** The calendar spans in `text`, as moments of one occasion. */
export const calendarSpans = (text: string): Array<Shape> => {
  const out: Array<Shape> = []
  SPAN.lastIndex = 0
  for (let m = SPAN.exec(text); m !== null; m = SPAN.exec(text)) {
    const month = MONTH_WORD.exec(m[0])
    // A lower-case month name is most often a verb or a modal ("we may", "march"): not this span.
    if (month !== null && !/^[A-Z]/.test(month[0])) continue
    out.push({ kind: "moment", start: m.index, end: m.index + m[0].length, attr: "point" })
  }
  return out
}

/**
 * A calendar span that names its month ("the second weekend of May", "late June 2026"): as plain a
 * time as "14 May" is, where a field's examples give full dates (valueShapes.ts).
 */
export const monthSpan = (span: string): boolean => WHOLE_SPAN.test(span) && /^[A-Z]/.test(MONTH_WORD.exec(span)?.[0] ?? "")

/** A capitalised weekday cut short ("Mon", "Tues", "Thu."): alone it may be another word ("Sat", "Sun"), in a list it is a day. */
const SHORT_DAY = String.raw`(?:Mon|Tue|Tues|Wed|Weds|Thu|Thur|Thurs|Fri|Sat|Sun)\.?`
/** Two or more of them listed ("Mon, Wed, Fri", "Tue & Thu", "Mon-Fri"): days a thing happens every week. */
const SHORT_DAY_LIST = new RegExp(String.raw`(?<![\w'’])${SHORT_DAY}(?:\s*(?:,|&|\/|-|–|and|to)\s*${SHORT_DAY})+(?![\w'’])`, "g")

/** Lists of weekdays cut short, read as a routine ("recurring", as "Mondays" is): a form's "Days: Mon, Wed, Fri". */
export const shortDayLists = (text: string): Array<Shape> =>
  [...text.matchAll(SHORT_DAY_LIST)].map((m) => ({ kind: "moment" as const, start: m.index, end: m.index + m[0].length, attr: "recurring" }))
