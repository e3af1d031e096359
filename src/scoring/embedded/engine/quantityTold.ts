// Quantities a field asks for, told another way than the field's: a weight or a count without the
// period every example gives it by ("11 kg" for "80 kg a week"), or one told as a past habit
// ("we used to send 100kg a week"). Read by valueShapes.ts for measures and counts.
import type { Shape } from "../text/shapes.js"

/** A period right after a quantity, in its clause: "a week", "per month", "weekly", "every fortnight", "/wk". */
const PERIOD_AFTER = /^[^.;!?\n]{0,50}?(?:\b(?:a|an|per|each|every)\s+(?:day|week|fortnight|month|year|shift|night)\b|\b(?:daily|weekly|fortnightly|monthly|yearly|annually|nightly)\b|\/\s?(?:day|wk|week|mth|month|yr)\b|\bp\/?w\b)/i
const RATED: ReadonlySet<Shape["kind"]> = new Set(["measure", "count"])

const hasPeriodAfter = (text: string, s: Shape): boolean => PERIOD_AFTER.test(text.slice(s.end, s.end + 60))

/** Whether every example holding a measure or a count gives it by a period (a rate: "About 80kg of linen a week"). */
export const ratesOnly = (examples: ReadonlyArray<{ readonly text: string; readonly shapes: ReadonlyArray<Shape> }>): boolean => {
  const holding = examples.filter((e) => e.shapes.some((s) => RATED.has(s.kind)))
  return holding.length >= 2 && holding.every((e) => e.shapes.some((s) => RATED.has(s.kind) && hasPeriodAfter(e.text, s)))
}

/** "used to" earlier in the quantity's clause: a habit given up ("we used to send about 100kg a week"). */
const USED_TO_BEFORE = /\bused\s+to\b[^.;!?\n,]{0,40}$/i

/**
 * A measure or count that is not the quantity a field of them asks for: one with no period where
 * the field is a rate, or one told as a past habit.
 */
export const notTheQuantity = (rates: boolean, text: string, s: Shape): boolean =>
  RATED.has(s.kind) && ((rates && !hasPeriodAfter(text, s)) || USED_TO_BEFORE.test(text.slice(Math.max(0, s.start - 60), s.start)))
