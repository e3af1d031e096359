// Value shapes: the kinds of field value a customer types (an email address, a phone number, a
// date, a street address, an identifier, an amount, a count of people, ...), found by pattern
// in a text with their character offsets. What a custom detector makes of them: engine/valueShapes.ts.
import { measuresIn } from "./measures.js"
import { quantitiesIn } from "./quantities.js"
import { routeEndsIn } from "./routes.js"
import { withoutRatePeriods } from "./ratePeriods.js"
import { calendarSpans, shortDayLists } from "./calendarSpans.js"
import { STREET } from "./streetNames.js"

export type ShapeKind =
  | "email" | "url" | "phone" | "date" | "moment" | "duration" | "money" | "count" | "address" | "id" | "code" | "quoted" | "age" | "measure" | "plate" | "place" | "route"

export interface Shape {
  readonly kind: ShapeKind
  readonly start: number
  readonly end: number
  /** What tells values of one kind apart (an email's domain: "free" or "company"), or null. */
  readonly attr: string | null
}

/**
 * Free-mail providers (world knowledge, not from any dataset): an address there is a person's,
 * whatever its name part says.
 */
const FREE_MAIL = new Set([
  "gmail", "googlemail", "yahoo", "ymail", "hotmail", "outlook", "live", "msn", "aol", "icloud", "me", "mac", "protonmail",
  "proton", "pm", "gmx", "mail", "yandex", "zoho", "qq", "163", "126", "web", "t-online", "orange", "free", "libero",
  "rediffmail", "tutanota", "fastmail", "hey", "btinternet", "sky", "comcast", "verizon", "att"
])

const EMAIL = /[\w.+-]+@([\w-]+)(?:\.[\w-]+)+/g
const URL = /\bhttps?:\/\/[^\s<>"')]+|\bwww\.[^\s<>"')]+/gi
/** International (+) or trunk-prefixed (0) numbers in digit groups, and North American ones ("(416) 555-0199", "416-555-0199"). */
const PHONE = /(?:\+\d{1,3}[\s.-]?(?:\(0\)\s?)?|\(?\b0)\d{1,4}\)?(?:[\s.-]?\d{2,4}){1,4}\b|\(\d{3}\)\s?\d{3}[\s.-]\d{4}\b|\b\d{3}[.-]\d{3}[.-]\d{4}\b/g
/** Any number a phone word announces ("mobile: 7700 900 461", "call me on 555 0143 22"). */
const ANNOUNCED_PHONE = /\b(?:phone|tel|telephone|mobile|cell|call me|text me|ring me|whatsapp|fax)\b[\s:.#-]*(?:(?:on|at|is)\s+)?(\+?\d[\d\s().-]{5,}\d)/gi
/** Figures that may be a day and a month, with or without a year; `isNumericDate` decides. */
const FIGURES_DATE = /\b\d{1,2}([/.-])\d{1,2}\1(?:(?:19|20)\d\d|\d\d)\b(?![/.-]?\d)/g
const FIGURES_DAY = /\b\d{1,2}\/\d{1,2}\b(?![/.]\d)/g
/** Words that make a pair of figures a score ("rate it 8/10", "scored 7/10"), whatever the figures. */
const SCORE_WORDS = new Set(["rate", "rated", "rates", "rating", "score", "scored", "scores", "scoring", "grade", "graded", "mark", "marked", "marks", "nps", "csat"])
/** Words that make a pair of figures a date even where it could be a score ("by 6/10", "due 1/12"). */
const DATE_WORDS = new Set(["by", "before", "on", "until", "till", "til", "due", "after", "since", "deadline", "dated"])
const NUMERIC_DATE = /^(\d{1,2})([/.-])(\d{1,2})(?:\2((?:19|20)\d\d|\d\d))?$/
const isDayMonth = (day: number, month: number): boolean => day >= 1 && day <= 31 && month >= 1 && month <= 12

/**
 * A day and a month in figures ("28/08", "8/28", "28.08.2026"): the one rule behind the date
 * shapes here and the tokenizer's {month} (text.ts). The parts must be a day and a month in
 * either order; with a year that is enough (a two-figure year after slashes only). Without a year
 * only a slash joins them and "24/7" is round the clock; a score word before it ("rate it 8/10")
 * makes it a score; a first figure not above the second where both could be a month ("4/10",
 * "3/4") is a score or a fraction unless a date word stands right before it ("by 6/10").
 * `before`: up to three words before the figures, lowercase, nearest last.
 */
export const isNumericDate = (figures: string, before: ReadonlyArray<string> = []): boolean => {
  const m = NUMERIC_DATE.exec(figures)
  if (m === null) return false
  const a = Number(m[1])
  const b = Number(m[3])
  if (!isDayMonth(a, b) && !isDayMonth(b, a)) return false
  // A two-figure year only after slashes: "2.4.11" and "3-1-22" are versions and codes.
  if (m[4] !== undefined) return m[2] === "/" || m[4].length === 4
  if (m[2] !== "/" || figures === "24/7" || before.some((w) => SCORE_WORDS.has(w))) return false
  return a > b || b > 12 || DATE_WORDS.has(before[before.length - 1] ?? "")
}

/** Up to three words before `at` in `text`, lowercase, nearest last. */
const wordsBefore = (text: string, at: number): Array<string> => (text.slice(Math.max(0, at - 40), at).toLowerCase().match(/[a-z]+/g) ?? []).slice(-3)

const FULL_DATE = new RegExp(
  [
    String.raw`\b(?:19|20)\d\d-\d{2}-\d{2}\b`,
    String.raw`\b\d{1,2}(?:st|nd|rd|th)?(?:\s+of)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?,?\s+(?:19|20)\d\d\b`,
    String.raw`\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+(?:19|20)\d\d\b`
  ].join("|"),
  "gi"
)
const MONTH = String.raw`(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.?`
const MOMENT = new RegExp(
  [
    // "on a Sunday": any Sunday, a routine ("opening hours on a Sunday")
    String.raw`\ban?\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day\b`,
    String.raw`\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b`,
    // A weekday cut short ("weds", "thurs pm", "sat 21st"; "sat"/"sun" are words, so only with a day's
    // number; "wed" never); never in a span of days, a signature's hours ("Mon-Fri", "Tues to Sat").
    String.raw`(?<!(?:-|–|—|\bto|&|\band)\s*)\b(?:(?:mon|tue|tues|weds|thu|thur|thurs|fri)\b\.?|(?:sat|sun)\s+\d{1,2}(?:st|nd|rd|th)\b)(?!\s*(?:-|–|—|to\b|&|and\b))`,
    String.raw`\b(?:today|tonight|tomorrow|weekends?|weekdays?|overnight|asap|immediately|right away|straight away|all day|any ?time)\b`,
    String.raw`\b(?:this|next|every|any)\s+(?:week|month|morning|afternoon|evening|night)\b`,
    // "an evening", "per morning" is a unit of hire or of pay, no time of day ("your price for an evening")
    String.raw`(?<!\b(?:an?|per)\s+)\b(?:mornings?|afternoons?|evenings?)\b`,
    String.raw`\b\d{1,2}(?::\d{2})?\s?[ap]\.?m\b\.?|\b\d{1,2}:\d{2}\b|\bnoon\b|\bmidday\b`,
    String.raw`\bthe\s+\d{1,2}(?:st|nd|rd|th)\b`
  ].join("|"),
  "gi"
)
const ORDINAL_WORD =
  "first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth"
/**
 * A day of a month told with a word ordinal ("the third of next month", "the twenty-first of June",
 * "the 9th of this month"): "the third" alone may be a third time or a third child, so the month is needed.
 */
const ORDINAL_DAY = new RegExp(
  String.raw`\bthe\s+(?:(?:twenty|thirty)[\s-])?(?:${ORDINAL_WORD})\s+of\s+(?:(?:next|this|the)\s+month\b|${MONTH}(?![a-z]))|\bthe\s+\d{1,2}(?:st|nd|rd|th)\s+of\s+(?:next|this|the)\s+month\b`,
  "gi"
)
/** A named holiday, or a day or week told from one ("the week after Easter", "Boxing Day", "the Saturday before Christmas"): one occasion. */
const HOLIDAY = new RegExp(
  String.raw`\b(?:[Tt]he\s+)?(?:(?:week|weekend|day|fortnight|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)\s+(?:after|before)\s+)?` +
    String.raw`(?:Easter(?:\s+(?:Sunday|Monday|weekend))?|Christmas(?:\s+(?:Eve|Day))?|New\s+Year['’]?s?(?:\s+(?:Eve|Day))?|Boxing\s+Day|Halloween|Valentine['’]?s(?:\s+Day)?|Whitsun|Hogmanay|Bonfire\s+Night|Thanksgiving|Midsummer(?:['’]s)?(?:\s+(?:Eve|Day))?)(?![\w'’])`,
  "g"
)
/** A day of a month: "March 1", "1st of June" (month names capitalised: "may" is a verb). */
const DAY_OF_MONTH = new RegExp(String.raw`\b${MONTH}\s+\d{1,2}(?:st|nd|rd|th)?\b|\b\d{1,2}(?:st|nd|rd|th)?(?:\s+of)?\s+${MONTH}(?![a-z])`, "g")
/**
 * A place where someone is: a capitalised name after "in", "near", "outside", "around" ("I'm in
 * Clifton", "just outside Leeds", "near Milton Keynes"); not a month, a day or a word every
 * sentence may capitalise. Weak: it counts only in a sentence near a field of places' examples.
 */
// Each lookbehind below ends in \s+ and is tried only where its match can start (the lookahead on
// its first letter): tried at every position, a long run of spaces made it quadratic (a 20,000-space
// gap took seconds).
const PLACE = /(?=[A-Z])(?<=\b(?:in|near|outside|around|nr\.?)\s+)[A-Z][a-z]+(?:[\s-](?:upon[\s-]|on[\s-]|under[\s-]|le[\s-])?[A-Z][a-z]+)?\b/g
/** A named area with no preposition of its own ("the Kendal area", "from Wymondham area"): a place too. */
const AREA = /(?=[A-Z])(?<=\b(?:in|near|outside|around|to|from|at|of|covering|the|nr\.?)\s+)[A-Z][a-z]+(?:[\s-][A-Z][a-z]+)?(?=\s+area\b)/g
/**
 * A named building or site: capitalised words ending in a word for one ("at Catmose College", "from
 * the Marine Hotel", "behind Lowe Farm"), after a word of where. A place too, weak like the others.
 */
const NAMED_SITE =
  /(?=[A-Z])(?<=\b(?:at|in|to|from|near|outside|behind|by|opposite)\s+(?:the\s+)?)(?:[A-Z][a-z'’]+\s+){1,3}(?:Hall|Farm|Barn|House|Hotel|Inn|Arms|Church|Chapel|Centre|Center|Club|College|School|Academy|Park|Cottage|Manor|Lodge|Mill|Castle|Abbey|Hostel|Pavilion|Theatre|Stadium|Grange|Court)\b/g
const NOT_PLACE = /^(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|I|English|Excel|Word|Teams|Slack|Outlook|Chrome|Zoom|Person|Total|Advance|Future|Fact|Case|General|Particular|Time)\b/
/** US state codes, so that "ID 48172" or "NO 61934" is no state and ZIP code. */
const US_STATES =
  "AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY"
const ADDRESS = new RegExp(
  [
    // House number, then a capitalised street name and its type.
    String.raw`\b\d{1,5}[A-Za-z]?,?\s+(?:[A-Z][\w'’-]*\s+){1,3}${STREET}`,
    // A flat, unit or suite number.
    String.raw`\b(?:[Aa]partment|[Aa]pt|[Ff]lat|[Uu]nit|[Ss]uite)\.?\s*#?\d+[A-Za-z]?\b`,
    // UK postcodes; US state + ZIP.
    String.raw`\b[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}\b`,
    String.raw`\b(?:${US_STATES})\s\d{5}(?:-\d{4})?\b`,
    // A postcode typed in lower case is read only where the word announces it ("postcode ls61ab").
    String.raw`(?=[a-z])(?<=\b[Pp]ost\s?[Cc]ode\s*(?:is\s*|:\s*)?)[a-z]{1,2}\d[a-z\d]?\s?\d[a-z]{2}\b`
  ].join("|"),
  "g"
)
/** Identifiers: "#4471", "INV-30418", "AB12CD3", five or more digits, or digit groups ("943 476 5919"). */
const ID = new RegExp(
  [
    String.raw`#[\w-]*\d[\w-]*`,
    String.raw`\b[A-Z]{1,5}[-_]?\d{3,}[\w-]*\b`,
    String.raw`\b(?=[A-Z0-9]*[A-Z])(?=[A-Z0-9]*\d[A-Z0-9]*\d)[A-Z0-9]{6,}\b`,
    String.raw`\b[1-9]\d{2,4}(?:[ -]\d{3,4}){2,3}\b`,
    String.raw`(?<![\d,.])\b\d{5,}\b(?![,.]\d)`,
    // Letters, then figures in groups ("FD 209 555", "TRV 661 204"): six figures or more.
    String.raw`\b[A-Z]{2,5} \d{3,}(?: \d{3,})+\b|\b[A-Z]{2,5} \d{6,}\b`,
  ].join("|"),
  "g"
)
/** A UK vehicle registration, two letters, two figures, three letters ("KX68 PLM"): a key of its own, no account number. */
const PLATE = /\b[A-Z]{2}\d{2}\s?[A-Z]{3}\b/g
/** Words that announce an identifier. */
const ID_WORD_LIST = [
  "ticket", "order", "booking", "reservation", "case", "ref", "reference", "invoice", "account", "acct", "customer", "member",
  "membership", "patient", "policy", "claim", "confirmation", "tracking", "serial", "id"
]
const ID_WORDS = new Set(ID_WORD_LIST)
/** A short code an identifier word announces: "order 4471", "booking ref: k7-22", "case no. 318". */
const ANNOUNCED_ID = new RegExp(
  String.raw`\b(?:${ID_WORD_LIST.join("|")})\b\.?(?:\s*(?:no\.?|number|#|id|code|ref))?\s*[:#]?\s*((?=[\w-]*\d)[A-Za-z0-9][\w-]{2,})`,
  "gi"
)
/** Error and status codes, versions: "0x80070005", "error 502", "E1234", "v2.3.1". */
const CODE = /\b0x[0-9a-f]{4,}\b|\b(?:error|code|status|err)\s*:?\s*#?[A-Z]?\d{3,}\b|\bv?\d+\.\d+\.\d+\b|\b[A-Z]{1,3}\d{3,5}\b/gi
/** A short message quoted word for word: 'Access is denied', "Connection timed out". */
const QUOTED = /(?:^|[\s(:])(['"‘“])([A-Za-z0-9][^'"‘’“”\n]{3,80}?)(['"’”])(?=$|[\s.,;:!?)])/g

/**
 * A moment's sort: "recurring" ("every morning", "Mondays", "weekends": a routine, as in a shift
 * or opening hours), "point" ("Monday", "tomorrow", "next week": one occasion, as in a start or
 * an appointment), or null when it can be either ("3pm", "any time", "morning").
 */
const momentSort = (found: string): string | null => {
  const t = found.trim().toLowerCase()
  if (/^(?:every|each|an?)\b|^(?:mon|tues|wednes|thurs|fri|satur|sun)days$|^(?:weekends|weekdays|mornings|afternoons|evenings)$/.test(t)) return "recurring"
  if (/^(?:today|tonight|tomorrow|asap|immediately|right away|straight away)$|^(?:this|next)\s|^(?:mon|tues|wednes|thurs|fri|satur|sun)day$|^the\s+\d/.test(t)) return "point"
  return null
}

const all = (re: RegExp, text: string, kind: ShapeKind, attr: (m: RegExpExecArray) => string | null = () => null): Array<Shape> => {
  const out: Array<Shape> = []
  re.lastIndex = 0
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    if (m[0] === "") {
      re.lastIndex++
      continue
    }
    const lead = m[0].length - m[0].trimStart().length
    out.push({ kind, start: m.index + lead, end: m.index + m[0].length, attr: attr(m) })
  }
  return out
}

const digitsOf = (s: string) => s.replace(/\D/g, "").length

/**
 * Every value shape in `text`, offsets into it. More specific shapes win an overlap (an email is
 * no URL, a phone number no identifier, a full date no moment).
 */
export const shapesIn = (text: string): Array<Shape> => {
  const out: Array<Shape> = []
  // Characters already claimed by a shape: an overlap check in the shape's length, not the number of shapes.
  const claimed = new Uint8Array(text.length)
  const add = (found: ReadonlyArray<Shape>) => {
    for (const s of found) {
      if (claimed.subarray(s.start, s.end).includes(1)) continue
      claimed.fill(1, s.start, s.end)
      out.push(s)
    }
  }
  add(all(EMAIL, text, "email", (m) => (FREE_MAIL.has(m[1]!.toLowerCase()) ? "free" : "company")))
  add(all(URL, text, "url"))
  const figures = (re: RegExp, kind: ShapeKind) => all(re, text, kind).filter((x) => isNumericDate(text.slice(x.start, x.end), wordsBefore(text, x.start)))
  add(figures(FIGURES_DATE, "date"))
  add(all(FULL_DATE, text, "date"))
  for (const m of text.matchAll(ANNOUNCED_PHONE)) {
    const end = m.index + m[0].length
    add([{ kind: "phone", start: end - m[1]!.length, end, attr: null }])
  }
  // Digit groups after an identifier's word ("account no. 0042 1183 77") are that identifier.
  add(
    all(PHONE, text, "phone")
      .filter((s) => digitsOf(text.slice(s.start, s.end)) >= 9 && digitsOf(text.slice(s.start, s.end)) <= 15)
      .map((s) => (wordsBefore(text, s.start).some((w) => ID_WORDS.has(w)) ? { ...s, kind: "id" as const } : s))
  )
  add(all(PLATE, text, "plate"))
  add(all(ADDRESS, text, "address"))
  add(all(CODE, text, "code"))
  add(all(ID, text, "id").filter((s) => !/^(?:19|20)\d\d$/.test(text.slice(s.start, s.end))))
  for (const m of text.matchAll(ANNOUNCED_ID)) {
    const end = m.index + m[0].length
    if (!/^(?:19|20)\d\d$/.test(m[1]!)) add([{ kind: "id", start: end - m[1]!.length, end, attr: null }])
  }
  // A quote of two words or more: one quoted word is emphasis, not a message.
  add(all(QUOTED, text, "quoted").map((s) => ({ ...s, start: s.start + 1, end: s.end - 1 })).filter((s) => /\S\s+\S/.test(text.slice(s.start, s.end))))
  for (const x of measuresIn(text)) add([x])
  add(calendarSpans(text))
  add(shortDayLists(text))
  // A notice period ("two weeks' notice", "a month's notice") says when someone is free: a coming moment, not a length.
  for (const q of quantitiesIn(text)) add([q.kind === "duration" && NOTICE_AFTER.test(text.slice(q.end, q.end + 12)) ? { kind: "moment", start: q.start, end: q.end, attr: "point" } : { kind: q.kind, start: q.start, end: q.end, attr: null }])
  add(all(ORDINAL_DAY, text, "moment", () => "point"))
  add(all(HOLIDAY, text, "moment", () => "point"))
  add(all(DAY_OF_MONTH, text, "moment", () => "point"))
  add(all(PLACE, text, "place").filter((x) => !NOT_PLACE.test(text.slice(x.start, x.end))))
  add(all(NAMED_SITE, text, "place", () => "site").filter((x) => !NOT_PLACE.test(text.slice(x.start, x.end))))
  add(all(AREA, text, "place").filter((x) => !NOT_PLACE.test(text.slice(x.start, x.end))))
  add(all(MOMENT, text, "moment", (m) => momentSort(m[0])))
  add(all(FIGURES_DAY, text, "moment", () => "point").filter((x) => isNumericDate(text.slice(x.start, x.end), wordsBefore(text, x.start))))
  // "60 kilos every week": the period of a rate, no time asked for (ratePeriods.ts).
  const kept = withoutRatePeriods(text, out)
  if (kept !== out) out.splice(0, out.length, ...kept)
  // A journey's end is also a place or an address: read beside them, claiming nothing.
  for (const r of routeEndsIn(text)) out.push({ kind: "route", ...r })
  return out.map((x) => (isPast(text, x) ? { ...x, attr: "past" } : x)).sort((a, b) => a.start - b.start)
}

/** After a duration: notice to be served, so the duration tells from when ("2 weeks' notice", "a month's notice"). */
const NOTICE_AFTER = /^(?:['’]?s?)\s*notice\b/i

/** Words right before a time that put it in the past: "born on", "started on", "last Monday", "since March". */
const PAST_BEFORE = new Set([
  "born", "was", "were", "had", "did", "started", "began", "joined", "left", "moved", "ordered", "bought", "renewed", "expired",
  "ended", "finished", "arrived", "delivered", "paid", "signed", "passed", "qualified", "graduated", "last", "since", "happened",
  // A document's own date ("the invoice dated 2 March", "my receipt from the 3rd") is when it was made.
  "dated", "invoice", "invoiced", "receipt", "statement", "payslip"
])

/**
 * A person's past act (a pronoun's or one's own people's: "my parents married") earlier in the clause (no comma between), the time told with "on" or "in": "we hosted our
 * launch there on 3 March", "I moved in on the 2nd" (not "we booked it for 5 May": the time it is for).
 */
const PAST_ACT = /\b(?:i|we|you|they|he|she|(?:my|our|his|her|their)\s+[a-z]+)\s+(?:\w{3,}ed|was|were|had|did|got|came|went|left|began|bought|paid|held|took|made|sent|spent)\b[^.,;!?\n]*\b(?:on|in)\s+(?:the\s+)?$/i

/**
 * A verb of those that is no past act here: a sentence opening with it, as a note or a request does
 * ("Delivered on Monday 2 March"), or after a word that puts it ahead ("to be delivered on", "please paid by" ...).
 */
const NOT_PAST_VERB = /(?:^|[.!?\n]\s*|\b(?:be|being|to|will|get|gets|please|should|must|can|could)\s+)[a-z]+ed\s+(?:on|by|for|from)?\s*(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+)?(?:the\s+)?$/i

/** A moment or date told as past: one of those words before it, a past act before "on/in" it, or "ago" after it ("two weeks ago"). */
const isPast = (text: string, x: Shape): boolean =>
  (x.kind === "moment" || x.kind === "date") &&
  ((wordsBefore(text, x.start).some((w) => PAST_BEFORE.has(w)) && !NOT_PAST_VERB.test(text.slice(Math.max(0, x.start - 40), x.start))) || PAST_ACT.test(text.slice(Math.max(0, x.start - 80), x.start)) || /^\s+ago\b/i.test(text.slice(x.end, x.end + 5)))

/** Shapes that name a value on their own; the others (a weekday, a duration, a count) need the sentence to be about the detector. */
export const STRONG_SHAPES: ReadonlySet<ShapeKind> = new Set(["email", "url", "phone", "date", "address", "id", "code", "quoted", "plate", "route"])
