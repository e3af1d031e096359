// A warranty is told, more often than by its name, by the thing's youth: "it's not even a year
// old", "only eight months old", "we bought it in March", "got them from you six weeks ago". Read
// for a detector of cover still running (engine/ownRecordFound.ts): a young age or a recent
// purchase of the sender's, in plain words and not asked. "Not even …" only stresses how young it
// is: the tokenizer's negation mark on its words is read through here.
import type { Token } from "./text.js"

/** Words that make an age small ("only", "barely", "under", "not even"). */
const SMALL = new Set(["only", "just", "barely", "under", "even", "nearly", "almost", "hardly"])
/** Spans of time an item's age or a purchase's distance is counted in, with the most of each still young. */
const YOUNG_MOST: Readonly<Record<string, number>> = { day: 365, days: 365, week: 104, weeks: 104, month: 24, months: 24, year: 1, years: 2 }
const WORD_NUM: Readonly<Record<string, number>> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, few: 3, couple: 2, eighteen: 18 }
const MONTHS = new Set(["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"])
/** Verbs of getting a thing, with the sender as subject or left out ("Bought them in March"). */
const GOT = new Set(["bought", "purchased", "got", "ordered", "received"])
const SENDER = new Set(["i", "we"])
/** People whose purchase or whose thing it is not the sender's. */
const OTHERS = new Set(["he", "she", "they", "his", "her", "their", "friend", "friends", "neighbour", "neighbor", "husband", "wife", "partner", "son", "daughter", "brother", "sister", "mum", "mom", "dad", "father", "mother"])

const countOf = (t: Token | undefined): number | null => {
  if (t === undefined) return null
  if (/^\d+$/.test(t.norm)) return Number(t.norm)
  return WORD_NUM[t.norm] ?? null
}

/** "N <unit> old" / "N <unit> ago" at k (the unit), young enough. */
const youngCount = (span: ReadonlyArray<Token>, k: number, after: string): boolean => {
  const most = YOUNG_MOST[span[k]!.norm]
  if (most === undefined || span[k + 1]?.norm !== after) return false
  const n = countOf(span[k - 1]) ?? (span[k - 1]?.norm === "few" || span[k - 1]?.norm === "couple" ? 2 : null)
  return n !== null && n <= most
}

/** Whether tokens[from, to) tell the sender's thing young or bought recently (see above). */
export const tellsYoungItem = (tokens: ReadonlyArray<Token>, from = 0, to = tokens.length): boolean => {
  const span = tokens.slice(from, to)
  if (span.some((t) => t.norm === "?" || t.norm === "if")) return false
  if (span.some((t) => OTHERS.has(t.norm) || /['’]s$/.test(t.norm))) return false
  for (let k = 0; k < span.length; k++) {
    const w = span[k]!.norm
    // "… a year old", "only eight months old": small enough by itself (months, weeks) or hedged small.
    if (span[k + 1]?.norm === "old" && youngCount(span, k, "old")) {
      const hedged = span.slice(Math.max(0, k - 4), k).some((t) => SMALL.has(t.norm))
      if (hedged || w.startsWith("month") || w.startsWith("week") || w.startsWith("day")) return true
    }
    // "bought it in March", "we got them six weeks ago", "purchased last month": a recent purchase of the sender's.
    if (GOT.has(w) && span[k]!.mod === 0) {
      const before = span[k - 1]?.norm
      if (before !== undefined && !SENDER.has(before) && before !== "," && k > 0) continue
      const rest = span.slice(k + 1, k + 10)
      const month = rest.some((t, j) => t.norm === "in" && MONTHS.has(rest[j + 1]?.norm ?? "") && !/^(19|20)\d\d$/.test(rest[j + 2]?.norm ?? ""))
      const last = rest.some((t, j) => t.norm === "last" && ["month", "week", "year", "spring", "summer", "autumn", "winter", "christmas"].includes(rest[j + 1]?.norm ?? ""))
      const ago = rest.some((t, j) => t.norm === "ago" && j > 0 && youngCount(rest, j - 1, "ago"))
      const recent = rest.some((t) => t.norm === "recently") || rest.some((t, j) => t.norm === "this" && rest[j + 1]?.norm === "year")
      if (month || last || ago || recent) return true
    }
  }
  return false
}

/** The least age in years that puts a thing past any usual cover. */
const OLD_YEARS = 3

/**
 * Whether tokens tell the thing old ("it's twelve years old", "must be ten years old now", "we
 * bought it eight years ago"): past any usual cover, a near miss for a detector of cover still
 * running. Not hedged small ("under five years old"), and not a question.
 */
export const tellsOldItem = (tokens: ReadonlyArray<Token>): boolean => {
  if (tokens.some((t) => t.norm === "?")) return false
  return tokens.some((t, k) => {
    if (!/^years?$/.test(t.norm) || !["old", "ago"].includes(tokens[k + 1]?.norm ?? "")) return false
    const n = countOf(tokens[k - 1])
    const hedged = tokens.slice(Math.max(0, k - 3), k).some((x) => x.norm === "under" || x.norm === "less" || x.norm === "only" || x.norm === "just")
    return n !== null && n >= OLD_YEARS && !hedged
  })
}
