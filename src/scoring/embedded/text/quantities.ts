// Quantities a customer states, with their value: an amount of money, a count of people ("a team
// of 9", "250 employees", "three of us", "just me") and a duration ("two weeks", "an hour").
// Value shapes (shapes.ts) and the numeric scales of classification detectors read them.

export type QuantityKind = "money" | "count" | "duration"

export interface Quantity {
  readonly kind: QuantityKind
  readonly start: number
  readonly end: number
  /** Money in its unit, people, or days; a range gives its geometric middle. */
  readonly value: number
}

const WORDS: Readonly<Record<string, number>> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20, thirty: 30,
  forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90, hundred: 100, "a hundred": 100, dozen: 12,
  "a dozen": 12, "a couple of": 2, "a couple": 2, couple: 2, "a few": 3, few: 3, "several": 4
}
const SCALE: Readonly<Record<string, number>> = { k: 1e3, thousand: 1e3, m: 1e6, mm: 1e6, million: 1e6, bn: 1e9, b: 1e9, billion: 1e9, grand: 1e3, hundred: 100 }

const WORD_NUM = Object.keys(WORDS).sort((a, b) => b.length - a.length).map((w) => w.replace(/ /g, "\\s+")).join("|")
const NUM = String.raw`(?:\d[\d,]*(?:\.\d+)?|(?:${WORD_NUM})(?:[\s-](?:one|two|three|four|five|six|seven|eight|nine))?)(?:\s?(?:k|m|mm|bn|thousand|million|billion|hundred)\b)?\+?`
const RANGE = String.raw`(?:(?:about|around|roughly|approximately|approx\.?|nearly|almost|over|more than|under|less than|fewer than|some|~|c\.)\s*)?${NUM}(?:\s?(?:-|–|—|to)\s?${NUM})?`

const PEOPLE = String.raw`(?:people|persons?|employees?|staff(?:ers)?|colleagues|co-?workers|workers|(?:team\s+)?members|users|seats|engineers|developers|devs|analysts|agents|nurses|doctors|clinicians|teachers|students|drivers|technicians|consultants|designers|managers|directors|reps|salespeople|volunteers|partners|mates|friends|guys|folks|FTEs?|heads|lawyers|accountants|operators|contractors|freelancers|founders|co-?founders|members of staff|guests|delegates|attendees|participants|visitors|passengers|adults|children|kids|pupils)\b`
const GROUP = String.raw`(?:team|staff|headcount|company|crew|group|workforce|firm|practice|business|organi[sz]ation)`
/** Where only people are counted: "on the team", "on the payroll". */
const TEAM_PLACE = String.raw`(?:team|payroll|books|staff|crew|rota)\b`
/** Where the speaker's side works: "we're 12 in the office" (a bare "2 in the office" may be laptops). */
const WORK_PLACE = String.raw`(?:office|workshop|practice|firm|company|business|shop|studio|kitchen|building)\b`
const TIME_UNIT = String.raw`(?:minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|yrs?)\b['’]?`
const DAYS: Readonly<Record<string, number>> = { min: 1 / 1440, minute: 1 / 1440, hour: 1 / 24, hr: 1 / 24, day: 1, week: 7, month: 30, year: 365, yr: 365 }

const COUNT_PATTERNS: ReadonlyArray<[RegExp, (n: number) => number]> = [
  // "my partner and me": the speaker counts too
  [new RegExp(String.raw`\b(?:me|myself|I)\s+(?:and|plus|\+)\s+(${RANGE})(?:\s+[a-z]+)?\s+${PEOPLE}`, "gi"), (n) => n + 1],
  // "250 employees", "8,000+ staff", "40 field engineers", "5-person team"
  [new RegExp(String.raw`\b(${RANGE})(?:\s+(?:full-time|part-time|[a-z]+)){0,2}?\s+${PEOPLE}`, "gi"), (n) => n],
  [new RegExp(String.raw`\b(${RANGE})[\s-](?:person|people|strong|man|woman)\b`, "gi"), (n) => n],
  // "a team of 9", "headcount of about 300"
  [new RegExp(String.raw`\b${GROUP}\s+(?:is\s+|of\s+)(${RANGE})\b`, "gi"), (n) => n],
  // "Headcount: 45", "party size 12": a label that says what is counted
  [new RegExp(String.raw`\b(?:head\s?count|party size|group size|number of (?:people|guests|attendees)|no\.? of (?:people|guests|attendees))\s*[:=-]?\s*(?:is\s+)?(${RANGE})\b`, "gi"), (n) => n],
  // A form line whose label is who is counted ("Heads: approx 80", "Pax - 12", "Covers: 40"), at a line's start
  [new RegExp(String.raw`(?<![^\n])[ \t]*(?:heads|numbers|pax|covers|bodies|guests|attendees|people|adults)[ \t]*[:=-][ \t]*(${RANGE})(?![\w/.:])`, "gi"), (n) => n],
  // "three of us", "there are 5 of us"
  [new RegExp(String.raw`\b(${RANGE})\s+of\s+us\b`, "gi"), (n) => n],
  // A bare count placed in the team: "nine on the team", "45 on the payroll"
  [new RegExp(String.raw`\b(${RANGE})\s+(?:on|in)\s+(?:the|our|my)\s+${TEAM_PLACE}`, "gi"), (n) => n],
  // "seven including me", "12 counting myself": the speaker among them
  [new RegExp(String.raw`\b(${RANGE})\s+(?:including|incl\.?|counting)\s+(?:me|myself)\b`, "gi"), (n) => n],
  // "we're about 60 altogether", "we are 12 in the office": the speaker's side counted
  [new RegExp(String.raw`\bwe(?:'re|’re|\s+are)\s+(?:now\s+)?(${RANGE})\s+(?:in\s+total|in\s+all|altogether|all\s+told|all\s+in|(?:in|at)\s+(?:the|our)\s+${WORK_PLACE})`, "gi"), (n) => n],
  // "we'll be about forty", "there will be 12 for dinner": a coming gathering counted, the number
  // ending its clause or followed by what it is for (not "we'll be 2 hours", "there'll be 3 invoices")
  [new RegExp(String.raw`\b(?:we|there)(?:['’]ll|\s+will|\s+should|\s+might|\s+may)\s+be\s+(${RANGE})(?=\s*(?:[.,;!?)\n]|$|\s+(?:for|at|and|or|so|but|max|tops|altogether|in\s+total|all\s+told|or\s+so|give\s+or\s+take|including)\b))`, "gi"), (n) => n],
  // "Team size is 14", "team size: 9"
  [new RegExp(String.raw`\b(?:team|company|staff|crew)\s+size\s*(?::|is|of|=)?\s*(${RANGE})\b`, "gi"), (n) => n]
]
/** The singular: one person on their own. */
const SINGULAR = /\b(?:just|only)\s+(?:me|myself)\b|\b(?:on my own|by myself)\b|\bone-(?:person|man|woman)\b|\bsole trader\b/gi
/**
 * "an hour", "a day", "/hr", "per annum" after an amount: the period a rate or a wage is paid by, part
 * of the amount ("£14 an hour" is one value, not an amount and a length of time).
 */
const PER_TIME = String.raw`(?:\s?(?:an?|per|/)\s?(?:hour|hr|day|week|month|year|annum|yr)\b|\s?p/?(?:h|hr|a)\b)`
const MONEY = new RegExp(
  String.raw`(?:(?:[$€£¥]|\b(?:usd|eur|gbp|chf|us\$)\s?)\d[\d,]*(?:\.\d+)?(?:\s?(?:k|m|mm|bn|b|million|thousand|billion|grand)\b)?` +
    String.raw`|\b\d[\d,]*(?:\.\d+)?\s?(?:k|mm|bn|million|thousand|billion|grand)\b` +
    String.raw`|\b\d[\d,]*(?:\.\d+)?\s?(?:dollars|euros|euro|pounds|usd|eur|gbp|bucks|chf|sek|nok|dkk|pln)\b)${PER_TIME}?`,
  "gi"
)
/**
 * A bare figure paid by the period ("I charge 60 an hour", "400/day"): money only after a word of
 * pay or asking (a bare "500 a day" may as well be orders shipped), or with pence ("15.50 an hour").
 */
const BARE_RATE = new RegExp(String.raw`\b\d[\d,]*(?:\.\d+)?(?:\s?k\b)?${PER_TIME}`, "gi")
/** Pence or cents told ("12.50 an hour"): an amount of money by its form alone. */
const CENTS = /\.\d\d\b/
const PAY_BEFORE = /\b(?:rate|rates|charge|charges|charging|earn|earning|earns|pay|paid|paying|wage|wages|salary|fee|fees|hourly|daily|want|wanting|expect|expecting|hoping|after|asking|cost|costs|budget)\b[^.!?\n\d]{0,24}$/i
const DURATION = new RegExp(String.raw`\b(${RANGE})\s+(?:more\s+|more\s+than\s+)?(${TIME_UNIT})`, "gi")

/** One number as written: "20,000+", "12", "475k", "three", "a dozen", "twenty-five". */
export const numberOf = (text: string): number | null => {
  const t = text.toLowerCase().replace(/\+$/, "").replace(/^(?:about|around|roughly|approximately|approx\.?|nearly|almost|over|more than|under|less than|fewer than|some|~|c\.)\s*/, "").trim()
  const m = /^(.*?)(?:\s?(k|m|mm|bn|thousand|million|billion|hundred))?$/.exec(t)
  if (m === null) return null
  const [, head = "", scaleWord] = m
  const scale = scaleWord !== undefined ? SCALE[scaleWord] ?? 1 : 1
  const h = head.trim().replace(/\s+/g, " ")
  if (/^\d[\d,]*(?:\.\d+)?$/.test(h)) return Number(h.replace(/,/g, "")) * scale
  if (h === "" && scaleWord !== undefined) return scale
  const parts = h.split(/[\s-]/)
  if (parts.length === 2 && WORDS[parts[0]!] !== undefined && WORDS[parts[1]!] !== undefined && WORDS[parts[0]!]! >= 20) {
    return (WORDS[parts[0]!]! + WORDS[parts[1]!]!) * scale
  }
  const w = WORDS[h]
  return w === undefined ? null : w * scale
}

/** A range's geometric middle ("11–50" → 23.5), or the one number. */
export const rangeOf = (text: string): number | null => {
  const parts = text.split(/\s?(?:–|—|\bto\b|(?<=\d)\s?-\s?(?=\d|[a-z]))\s?/i).filter((p) => p.trim() !== "")
  const values = parts.map(numberOf)
  if (values.some((v) => v === null || v <= 0)) return null
  const vs = values as Array<number>
  // "120 to 150 thousand": the scale word of the last number covers the first.
  if (vs.length === 2 && vs[0]! < vs[1]! / 100) vs[0] = vs[0]! * (vs[1]! / (numberOf(parts[1]!.replace(/\s?(?:k|m|thousand|million)$/i, "")) ?? 1))
  return vs.length === 1 ? vs[0]! : Math.sqrt(vs[0]! * vs[vs.length - 1]!)
}

const moneyValue = (text: string): number | null => {
  const m = /(\d[\d,]*(?:\.\d+)?)\s?(k|m|mm|bn|b|million|thousand|billion|grand)?\b/i.exec(text)
  if (m === null) return null
  return Number(m[1]!.replace(/,/g, "")) * (m[2] !== undefined ? SCALE[m[2].toLowerCase()] ?? 1 : 1)
}

/** Every money amount, count of people and duration in `text`, offsets into it; the first pattern to claim a span keeps it. */
export const quantitiesIn = (text: string): Array<Quantity> => {
  const out: Array<Quantity> = []
  // Characters already claimed: an overlap check in the quantity's length, not the number found.
  const claimed = new Uint8Array(text.length)
  const add = (q: Quantity) => {
    if (claimed.subarray(q.start, q.end).includes(1)) return
    claimed.fill(1, q.start, q.end)
    out.push(q)
  }
  for (const m of text.matchAll(MONEY)) {
    const v = moneyValue(m[0])
    if (v !== null && v > 0) add({ kind: "money", start: m.index, end: m.index + m[0].length, value: v })
  }
  for (const m of text.matchAll(BARE_RATE)) {
    const v = moneyValue(m[0])
    if (v !== null && v > 0 && (CENTS.test(m[0]) || PAY_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index)))) {
      add({ kind: "money", start: m.index, end: m.index + m[0].length, value: v })
    }
  }
  for (const [re, adjust] of COUNT_PATTERNS) {
    for (const m of text.matchAll(re)) {
      // "a lot of people" counts nobody: a lone article is no number here.
      if (/^an?$/i.test(m[1]!.trim())) continue
      // A count runs on one line: "Sat 3 Oct" over "Guests: 80" is a date and a label, not three guests.
      if (m[0].includes("\n")) continue
      const v = rangeOf(m[1]!)
      if (v !== null) add({ kind: "count", start: m.index, end: m.index + m[0].length, value: adjust(v) })
    }
  }
  for (const m of text.matchAll(SINGULAR)) add({ kind: "count", start: m.index, end: m.index + m[0].length, value: 1 })
  for (const m of text.matchAll(DURATION)) {
    const v = rangeOf(m[1]!)
    const unit = m[2]!.toLowerCase().replace(/['’]$/, "").replace(/s$/, "").replace(/^mins?$/, "min").replace(/^hrs?$/, "hr").replace(/^yrs?$/, "yr")
    const days = DAYS[unit]
    if (v !== null && days !== undefined) add({ kind: "duration", start: m.index, end: m.index + m[0].length, value: v * days })
  }
  return out.sort((a, b) => a.start - b.start)
}

/** A bare number or range, for a form line whose label names what is counted ("Company size: 11–50"). */
const BARE_NUMBER = new RegExp(String.raw`(?<![\w$€£])${RANGE}(?![\w%])`, "i")
export const bareNumberIn = (text: string): { start: number; end: number; value: number } | null => {
  const m = BARE_NUMBER.exec(text)
  if (m === null || !/\d/.test(m[0])) return null
  const v = rangeOf(m[0])
  return v === null ? null : { start: m.index, end: m.index + m[0].length, value: v }
}
