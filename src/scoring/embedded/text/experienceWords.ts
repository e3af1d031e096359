// How a customer tells experience of their own ("I've flown tandem twice before", "we did a two-day
// course last spring", "I used to ride at school", "I hold a club rating"): the sender as subject
// and a mark of having done it — a perfect or a past of doing, "used to", a count of times, "before"
// / "previously", or a licence or rating held. Read only in plain words (a negated "never flown" is
// a denial, read elsewhere) and never in a question ("have you taught people who've done it before?").
import type { Token } from "./text.js"
import { kindsOf } from "./lexicon.js"

const SENDER = new Set(["i", "we"])
/** Auxiliaries of the perfect after the sender ("I've", "we have", "I had"). */
const PERFECT = new Set(["ve", "have", "had"])
/** Past verbs of doing or taking part ("we did a course", "I took lessons", "I completed level 2"). */
const DOING_PAST = new Set(["did", "took", "completed", "finished", "passed", "attended", "went", "tried", "flew", "rode", "sailed", "climbed", "learned", "learnt", "trained", "studied", "practised", "practiced", "played", "worked", "competed", "raced", "ran", "owned", "taught", "coached", "drove", "skied", "dived", "crewed", "skippered", "helmed", "hired"])
/** Words that mark a deed as done before now. */
const BEFORE = new Set(["before", "previously", "already", "once", "twice"])
/** Nouns a number counts as repetitions or time spent ("three times", "40 hours", "ten years"). */
const REPEATS = new Set(["times", "hours", "years", "months", "seasons", "summers", "winters", "lessons", "sessions", "trips", "flights", "dives", "rides", "courses"])
/** Verbs of holding a licence or rating ("I hold a …", "I've got my …"). */
const HOLD = new Set(["hold", "have", "got", "ve"])
/** How many words after the sender a mark may come ("I've flown tandem twice before"). */
const REACH = 12

/** Words that count repetitions ("two times", "a few lessons"); figures are read by their class. */
const COUNT_WORDS = new Set(["two", "three", "four", "five", "six", "ten", "few", "couple", "several", "many", "loads", "lots", "dozens"])
/** Six-letter starts of the words of a licence or rating held ("licensed", "certif…", "qualif…"). */
const LICENCE_STARTS = ["licence", "license", "certificate", "certified", "qualification", "qualified", "rating", "ticket"].map((w) => w.slice(0, 6))
const isNumber = (t: Token | undefined): boolean => t !== undefined && (t.cls === "num" || /^\d+$/.test(t.norm) || COUNT_WORDS.has(t.norm))
const isLicence = (t: Token, next: Token | undefined): boolean => {
  const licence = kindsOf(t.stem).length > 0 && LICENCE_STARTS.some((w) => t.norm.startsWith(w))
  return licence || (next !== undefined && kindsOf(`${t.stem}_${next.stem}`).length > 0 && /licen|certif|ticket|card/.test(next.norm))
}

/**
 * Whether tokens[from, to) tell an experience of the sender's: "I"/"we" in plain modality, then
 * within a few words a perfect or a past of doing with a mark of before, a count of times or time
 * spent, or a past time ("last spring", "years ago", "in 2019"); or "used to", or a licence held. Not in a clause that asks ("?").
 */
export const tellsExperience = (tokens: ReadonlyArray<Token>, from = 0, to = tokens.length): boolean => {
  if (tokens.slice(from, to).some((t) => t.norm === "?")) return false
  for (let k = from; k < to; k++) {
    const s = tokens[k]!
    if (!SENDER.has(s.norm) || s.mod !== 0) continue
    const window = tokens.slice(k + 1, Math.min(to, k + 1 + REACH))
    if (window.some((t) => t.mod !== 0)) continue
    const deed = window.some((t) => PERFECT.has(t.norm) || DOING_PAST.has(t.norm))
    const usedTo = window.some((t, j) => t.norm === "used" && window[j + 1]?.norm === "to")
    const before = window.some((t) => BEFORE.has(t.norm))
    const counted = window.some((t, j) => REPEATS.has(t.norm) && (isNumber(window[j - 1]) || isNumber(window[j - 2])))
    const held = window.some((t) => HOLD.has(t.norm)) && window.some((t, j) => isLicence(t, window[j + 1]))
    const dated = window.some((t, j) => t.norm === "ago" || (t.norm === "last" && window[j + 1]?.cls === "word") || /^(19|20)\d\d$/.test(t.norm))
    // "I spent three seasons crewing": time spent counts only as time ("spent a fortune last year" is money).
    const spent = window.some((t) => t.norm === "spent") && counted
    if (usedTo || held || spent || (deed && (before || counted || dated))) return true
  }
  return false
}
