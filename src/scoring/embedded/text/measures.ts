// Ages and measures a customer states as a field's value: "aged 7", "6 years old", "Age: 5",
// "he's nine"; "an 8 yard skip", "50 sq ft", "3 tonnes", "2.4m x 1.2m", a tyre's size "205/55 R16".
// Ages are read in ages.ts. Read by shapes.ts before durations, so "7 years old" is an age, not a length of time.
import { agesIn } from "./ages.js"

export interface Measure {
  readonly kind: "age" | "measure"
  readonly start: number
  readonly end: number
  /** A measure's family (length, area, volume, weight, size), so that a weight is no volume; for an age, whose (ages.ts). */
  readonly attr: string | null
}

const SMALL = "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty"
/** Figures with thousands commas or up to five digits ("3,000 litres", "2000 litres", "1500 sq ft"). */
const NUM = String.raw`(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d{1,5}(?:\.\d+)?|${SMALL})`

/** Units by family. "m" and "in" are left out: a million and a preposition are likelier. */
const FAMILIES: ReadonlyArray<readonly [string, string]> = [
  ["area", String.raw`(?:sq\.?\s?(?:ft|feet|foot|m|metres?|meters?|yds?)|square\s+(?:feet|foot|metres?|meters?|yards?)|m2|m²|ft2|ft²|acres?|hectares?)`],
  ["volume", String.raw`(?:cubic\s+(?:yards?|yds?|metres?|meters?|feet|ft)|cu\.?\s?(?:yds?|ft|m)|litres?|liters?|gallons?|ml)`],
  ["weight", String.raw`(?:kg|kgs|kilos?|kilograms?|tonnes?|tons?|lbs?|grams?)`],
  ["length", String.raw`(?:yards?|yds?|yarders?|metres?|meters?|cm|mm|km|miles?|feet|foot|ft|inch(?:es)?|")`]
]
const UNIT_MEASURES = FAMILIES.map(([family, unit]) => [family, new RegExp(String.raw`\b${NUM}[\s-]?${unit}(?![\w²])`, "gi")] as const)
/** Sizes written as figures: "2.4m x 1.2m", "3 x 4", a tyre "205/55 R16", "225/45R17", "215 55 17". */
const SIZES = new RegExp(
  [
    String.raw`\b\d+(?:\.\d+)?\s?(?:m|cm|mm|ft|")?\s?[x×]\s?\d+(?:\.\d+)?(?:\s?(?:m|cm|mm|ft|"))?(?![\w.])`,
    String.raw`\b[1-3]\d{2}\s?[/ ]\s?[2-8][05]\s?[/ ]?\s?Z?R?\s?1[2-9]\b|\b[1-3]\d{2}\/[2-8][05]\s?Z?R\s?[12]\d\b`
  ].join("|"),
  "gi"
)

/** A volume or area told with an article or a half ("half a cubic metre", "a square yard"): no figure, still a measure. */
const ARTICLE_MEASURE = /\b(?:half\s+an?|an?)\s+(cubic|square)\s+(?:metres?|meters?|yards?|feet|foot)\b/gi
/** Litres as a capital L after figures ("2000L", "500 L"): case-sensitive, as a small l is too often something else. */
const LITRES = /\b\d[\d,]*(?:\.\d+)?\s?L\b/g

/** Word tens, for a length told in words ("a forty-foot one", "thirty metres"). */
const TENS = "thirty|forty|fifty|sixty|seventy|eighty|ninety"
const LENGTH_UNIT = String.raw`(?:metres?|meters?|m|feet|foot|ft|yards?|yds?|cm|mm|inch(?:es)?)`
const SPOKEN_NUM = String.raw`(?:\d{1,3}(?:\.\d+)?|${SMALL}|${TENS})`
/** Lengths in word tens ("a forty-foot container", "fifty metres"): the figures are read above. */
const TENS_LENGTH = new RegExp(String.raw`\b(?:${TENS})(?:[\s-](?:one|two|three|four|five|six|seven|eight|nine))?[\s-](?:metres?|meters?|feet|foot|ft|yards?)\b`, "gi")
/** Two sides told with "by", a unit on one side at least: "3.5 by 4 metres", "six foot by eight", "six metres by nine". */
const BY_SIZE = new RegExp(String.raw`\b${SPOKEN_NUM}\s?${LENGTH_UNIT}\s+by\s+${SPOKEN_NUM}(?:\s?${LENGTH_UNIT})?\b|\b${SPOKEN_NUM}\s+by\s+${SPOKEN_NUM}\s?${LENGTH_UNIT}\b`, "gi")

export const measuresIn = (text: string): Array<Measure> => {
  const out: Array<Measure> = []
  // Read first: a side "by" another is no age ("the room is about 3 by 4 metres") nor a lone length.
  for (const m of text.matchAll(BY_SIZE)) out.push({ kind: "measure", start: m.index, end: m.index + m[0].length, attr: "size" })
  for (const a of agesIn(text)) out.push({ kind: "age", ...a })
  for (const [family, re] of UNIT_MEASURES) for (const m of text.matchAll(re)) out.push({ kind: "measure", start: m.index, end: m.index + m[0].length, attr: family })
  for (const m of text.matchAll(ARTICLE_MEASURE)) out.push({ kind: "measure", start: m.index, end: m.index + m[0].length, attr: m[1]!.toLowerCase() === "cubic" ? "volume" : "area" })
  for (const m of text.matchAll(LITRES)) out.push({ kind: "measure", start: m.index, end: m.index + m[0].length, attr: "volume" })
  for (const m of text.matchAll(SIZES)) out.push({ kind: "measure", start: m.index, end: m.index + m[0].length, attr: "size" })
  for (const m of text.matchAll(TENS_LENGTH)) out.push({ kind: "measure", start: m.index, end: m.index + m[0].length, attr: "length" })
  return out
}
