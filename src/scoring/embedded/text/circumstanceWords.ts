// The shapes in which customers tell a constraint or a danger as a circumstance rather than in a
// detector's example words: "mornings are out because of the school run", "the only way down is
// the stairs", "I'm at work until five" (a limit on when or how), and "there's a scorch mark round
// the plug", "the gable end is bulging" (a thing or a body seen in a harmful state). Read by
// engine/circumstances.ts for detectors of preferences and constraints or of hazards.
import { stem } from "./stem.js"
import type { Token } from "./text.js"
import { tellsHarm } from "./harmStates.js"

/** Words that limit: only one way, one time, one kind; a thing too tight, steep or awkward for it. */
const LIMITING = new Set([
  "only", "impossible", "tricky", "difficult", "awkward", "tight", "narrow", "steep", "restricted", "limited", "blocked",
  "prefer", "preferably", "ideally", "rather", "plenty", "suits", "without"
])
/** Before "not": an inability ("can't do Mondays", "couldn't manage the steps"). */
const ABLE = new Set(["can", "could", "able", "cannot", "unable"])
/** A necessity told of the case: "would have to be", "needs to be", "has to go out on his own". */
const MUST = new Set(["have", "has"])
/** Words after "until", "till", "after", "before" that make a window of time ("until five", "after 6pm"). */
const TIME_CLASSES = new Set(["num", "time"])
const TIME_STEMS = new Set(["{weekday}", "{num}", "{time}", "noon", "midday", "lunch", "lunchtim", "school", "work", "dark"])
/** "no" before these tells nothing is wrong ("no issues", "no rush"), not a thing missing. */
const NOTHING_WRONG = new Set(["issue", "issues", "problem", "problems", "rush", "worries", "worry", "preference", "need", "hurry", "concerns", "restrictions", "special"])

/** Words that say when: a constraint on these is one of a schedule ("mornings are out", "I'm at work until five"). */
const WHEN = new Set([
  ...["mornings", "afternoons", "evenings", "nights", "weekends", "weekdays", "lunchtime", "midday", "daytime", "noon"].map(stem),
  "{weekday}", "{time}"
])
const WINDOW = new Set(["until", "till", "after", "before", "by"])
/** Whether tokens[from, to) say when (a day, a part of the day, a time, "until five"). */
export const saysWhen = (tokens: ReadonlyArray<Token>, from = 0, to = tokens.length): boolean =>
  tokens.slice(from, to).some((t, k) => WHEN.has(t.stem) || t.cls === "time" || (t.cls === "num" && WINDOW.has(tokens[from + k - 1]?.norm ?? "")))

/** Whether tokens[from, to) tell a limit of the speaker's case (when, how or what they can have). */
export const tellsConstraint = (tokens: ReadonlyArray<Token>, from = 0, to = tokens.length): boolean => {
  for (let k = from; k < to; k++) {
    const t = tokens[k]!
    const next = tokens[k + 1]
    if (LIMITING.has(t.norm) && !(t.norm === "only" && tokens[k - 1]?.norm === "not")) return true
    if (t.norm === "not" && ABLE.has(tokens[k - 1]?.norm ?? "")) return true
    if (t.norm === "unable" || t.norm === "cannot") return true
    if (t.norm === "to" && MUST.has(tokens[k - 1]?.norm ?? "") && k - 1 >= from && next?.norm !== "say" && next?.norm !== "admit") return true
    if ((t.norm === "until" || t.norm === "till") && next !== undefined && (TIME_CLASSES.has(next.cls) || TIME_STEMS.has(next.stem))) return true
    if (t.norm === "out" && (tokens[k - 1]?.norm === "are" || tokens[k - 1]?.norm === "is") && (next === undefined || next.cls === "punct" || next.norm === "because" || next.norm === "for" || next.norm === "as")) return true
    if ((t.norm === "no" || t.norm === "never") && next !== undefined && next.cls === "word" && !NOTHING_WRONG.has(next.norm) && k + 1 < to) return true
  }
  return false
}

/** Said of a plan or the customer's wish, not a limit: "any time works", "we're flexible", "whenever suits you". */
const FLEXIBLE = new Set(["flexible", "anytime", "whenever"])
export const tellsNoConstraint = (tokens: ReadonlyArray<Token>): boolean =>
  tokens.some((t, k) => (FLEXIBLE.has(t.norm) && t.mod === 0) || (t.norm === "any" && ["time", "day", "days", "time.", "date"].includes(tokens[k + 1]?.norm ?? "")))

/** Words that pick a day or a span of days ("tomorrow", "next week", "in March"); a capitalised "May" or "Mar" is a month by its stem. */
const DAYS_NAMED = new Set([
  "today", "tomorrow", "tonight", "next", "week", "weekend", "weekends", "fortnight", "month",
  "january", "february", "march", "april", "june", "july", "august", "september", "october", "november", "december"
])
/** A day of the month ("the 14th", "3rd"). */
const ORDINAL_DAY = /^\d{1,2}(?:st|nd|rd|th)$/
/**
 * Whether tokens name a day or a time, which "any time" then only spans: "the 14th, any time before 3",
 * "any time Thursday", "any day next week" narrow the when; "any time at all", "any day suits" do not.
 */
export const namesATime = (tokens: ReadonlyArray<Token>): boolean =>
  saysWhen(tokens) || tokens.some((t) => (t.cls === "num" && ORDINAL_DAY.test(t.norm)) || (t.cls === "word" && (DAYS_NAMED.has(t.norm) || t.stem === "{month}")))

const MONTHS = new Set(["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"])
/**
 * Whether tokens name a day of the calendar ("the 14th", "3rd of June"): "any time" beside it spans
 * that day only. A weekday or a part of the day beside "any time" is left to the vectors.
 */
export const namesADate = (tokens: ReadonlyArray<Token>): boolean =>
  tokens.some((t, k) => (t.cls === "num" && ORDINAL_DAY.test(t.norm)) || (t.cls === "word" && MONTHS.has(t.norm) && (tokens[k - 1]?.cls === "num" || tokens[k + 1]?.cls === "num")))

/** States seen in a thing, a building, an animal or a body that the harm words (harmStates.ts) leave out. */
const SEEN = new Set([
  "scorch", "scorched", "scorching", "crackling", "crackles", "bulging", "bulge", "sagging", "sags", "sinking",
  "split", "splitting", "fallen", "crumbling", "rotten", "rotting", "snarls", "snarling", "growls", "growling", "lunges", "lunging", "nipped",
  "snapped", "attacked", "attacks", "pain", "painful", "spasm", "agony", "breathless", "mould", "asbestos"
].map(stem))

/** After a harm word, the name of a thing, not a state ("smoke alarm", "burns unit", "fire check"). */
const THING_NAMED = new Set(["alarm", "alarms", "detector", "detectors", "test", "tests", "check", "checks", "unit", "cream", "kit"])
/** Words that tell the state well again or in the past ("healed up nicely", "working", "last season"). */
const TOLD_WELL = new Set(["healed", "healing", "recovered", "better", "fine", "normal", "working", "nicely", "barely", "cleared", "ago", "last", "used"])

/** Whether tokens[from, to) tell a harmful state seen or felt now (not negated, not open, not told well or past, not a question). */
export const tellsObservedHarm = (tokens: ReadonlyArray<Token>, from = 0, to = tokens.length): boolean => {
  const span = tokens.slice(from, to)
  if (span.some((t) => TOLD_WELL.has(t.norm) || t.norm === "?")) return false
  for (let k = from; k < to; k++) {
    if (THING_NAMED.has(tokens[k + 1]?.norm ?? "")) continue
    if (tellsHarm(tokens, k, k + 1) || (tokens[k]!.mod === 0 && SEEN.has(tokens[k]!.stem))) return true
  }
  return false
}
