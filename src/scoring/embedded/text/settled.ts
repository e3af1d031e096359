// A clause that reports something fine or dealt with ("the fuse box looks fine", "it's been
// fixed", "it turned out to be nothing") cannot state a problem about the same thing, however
// near a hazard it comes by its words: sentence vectors see "fuse" and "sparks" and not the
// state they are in. It settles only what it is about: "the heating works fine" says nothing of
// a gas smell, "otherwise everything is ok" nothing of the fault just told, "I feel fine" nothing
// of the smell the speaker reported, and a worry settles only when what it "turned out" to be
// (the next few words) is harmless: "turned out nobody had checked it" confirms it. Read only
// for detectors that name a problem (`namesAProblem`, problemWords.ts): "Tuesday is fine" states a time.
import type { Token } from "./text.js"
import { correctsBelief } from "./notNow.js"
import { PRAISING_ADJECTIVES } from "./praiseWords.js"

const FINE = new Set(["fine", "ok", "okay", "alright", "normal", "normally", "perfect", "intact"])
/** "Good" tells a thing fine only as "all good" or "good now": "good until Monday" and "good to know" do not. */
const goodState = (tokens: ReadonlyArray<Token>, k: number): boolean =>
  tokens[k]!.norm === "good" && (tokens[k - 1]?.norm === "all" || tokens[k + 1]?.norm === "now")
/**
 * Praise told as the state of a thing ("the photos are stunning", "it's been brilliant"): as fine
 * as "fine". Only as the clause's last word or before "and", "now", "too": before a noun it only
 * describes one ("there's a lovely big crack"). "Great" and "good" are left out: "is great that"
 * and "a great deal of" are not praise of a thing.
 */
const PRAISED = new Set([...PRAISING_ADJECTIVES, "beautiful", "excellent", "spotless", "flawless"])
const PRAISE_ENDS = new Set(["and", "now", "too", "again", "thanks", "thank"])
const praisedState = (tokens: ReadonlyArray<Token>, k: number): boolean => {
  if (!PRAISED.has(tokens[k]!.norm)) return false
  const next = tokens[k + 1]
  return next === undefined || next.cls === "punct" || PRAISE_ENDS.has(next.norm)
}
/** What says how a thing is before "fine": "looks fine", "is ok", "it ran fine", "running normally". */
const STATE_VERBS = new Set([
  "is", "are", "was", "were", "am", "be", "been", "look", "looks", "looked", "seem", "seems", "seemed", "work", "works", "worked",
  "run", "runs", "ran", "feel", "feels", "felt", "logged", "went", "came", "healed"
])
/** After "fine": fine relative to something else ("fine with other dogs", "fine by me"), no state of the thing. */
const FINE_WITH = new Set(["with", "by", "about"])
const RESOLVED = new Set(["fixed", "sorted", "resolved", "repaired", "solved", "healed", "cleared", "mended", "refixed"])
/** Before a resolved participle: "has been fixed", "got sorted", "was repaired". */
const RESOLVED_AUX = new Set(["been", "was", "were", "is", "are", "got", "get", "has", "have", "had"])
/** Between the auxiliary and the participle: "it's since been fixed", "was already sorted". */
const ADVERBS = new Set(["since", "already", "now", "all", "properly", "finally", "just"])
const STATE_BACK = 4
/** Before "working": the thing told working ("tested and working", "all working", "is working again"); "stopped working" is not. */
const WORKING_AFTER = new Set(["and", "all", "still", "now", "is", "are", "was", "were", "be", "been"])
/** After "working": the person's work, no state of a thing ("working from home", "working on it"). */
const WORK_OF_PERSON = new Set(["from", "on", "at", "for", "with", "in", "late", "hard", "out", "away", "through"])
/** A clause about everything but what was told: "otherwise everything is ok", "the rest is fine". */
const ELSEWHERE = new Set(["otherwise", "else", "rest", "apart", "besides", "except"])
/**
 * What a worry "turned out" to be when it is no problem, read in the words right after it:
 * "nothing", "fine", "just the bins". Negations are left out: "turned out nobody had checked it"
 * confirms the worry.
 */
const BENIGN = new Set([
  "nothing", "fine", "ok", "okay", "harmless", "normal", "benign", "false", "minor", "just", "only", "merely", "simply",
  "innocent", "alright"
])
/** How many words after "turned out (to be)" say what the worry was. */
const TURNED_OUT_SPAN = 3

/** After "nothing": the worry called off ("nothing serious", "nothing to worry about"). */
const NOTHING_WHAT = new Set([
  "serious", "dangerous", "suspicious", "unusual", "untoward", "worrying", "alarming", "concerning", "abnormal", "odd", "strange"
])

/** Whether a token states the speaker's own situation: neither negated nor open. */
const own = (t: Token | undefined): boolean => t !== undefined && t.mod === 0

/** Where in tokens[from, to) the clause tells something fine, resolved or turned out harmless (the state word), or -1. */
const settledAt = (tokens: ReadonlyArray<Token>, from: number, to: number): number => {
  if (tokens.slice(from, to).some((t) => ELSEWHERE.has(t.norm))) return -1
  for (let k = from; k < to; k++) {
    const t = tokens[k]!
    // "I thought the alarm was going off, but it was the oven timer": the worry was mistaken (notNow.ts).
    if (correctsBelief(tokens, k)) return k
    if (!own(t) && t.norm !== "nothing" && t.norm !== "no") continue
    if (goodState(tokens, k)) return k > from && tokens[k - 1]!.norm === "all" ? k - 1 : k
    if ((FINE.has(t.norm) && !FINE_WITH.has(tokens[k + 1]?.norm ?? "")) || praisedState(tokens, k)) {
      for (let j = k - 1; j >= Math.max(from, k - STATE_BACK); j--) {
        const w = tokens[j]!.norm
        if (STATE_VERBS.has(w) || (w.endsWith("ing") && w.length > 4)) return j
      }
    }
    // Told without a verb, as notes and "the pump's fine" are: "boiler fine", "water's fine".
    if (FINE.has(t.norm) && k - 1 >= from && k - 1 <= from + 2 && tokens[k - 1]!.cls === "word" && !tokens[k - 1]!.stop && !FINE_WITH.has(tokens[k + 1]?.norm ?? "")) return k
    // Fixed by someone or something: "the engineer sorted it", "a new seal fixed that".
    if (RESOLVED.has(t.norm) && POINTS_BACK.has(tokens[k + 1]?.norm ?? "") && k > from) return k
    if (RESOLVED.has(t.norm)) {
      let j = k - 1
      while (j >= from && ADVERBS.has(tokens[j]!.norm)) j--
      if (j >= from && RESOLVED_AUX.has(tokens[j]!.norm) && own(tokens[j])) return j
    }
    if (callsOffAt(tokens, k)) return k
    // "Fully recovered", "completely recovered": a hurt told over; "not yet fully recovered" is negated (own).
    if (t.norm === "recovered" && RECOVERED_HOW.has(tokens[k - 1]?.norm ?? "") && k > from && own(tokens[k - 1])) return k - 1
    // "Smoke alarms tested and working", "all working again".
    if (t.norm === "working" && WORKING_AFTER.has(tokens[k - 1]?.norm ?? "") && !WORK_OF_PERSON.has(tokens[k + 1]?.norm ?? "")) return k
    // "It turned out to be nothing" revises a worry; "it turned out the smell was gas" confirms it.
    if ((t.norm === "turned" || t.norm === "turns") && tokens[k + 1]?.norm === "out") {
      const what = tokens[k + 2]?.norm === "to" && tokens[k + 3]?.norm === "be" ? k + 4 : k + 2
      if (tokens.slice(what, Math.min(to, what + TURNED_OUT_SPAN)).some((x) => BENIGN.has(x.norm))) return k
    }
  }
  return -1
}

/** Before "recovered": told whole, not under way ("slowly recovered" or "recovered some" tell no end). */
const RECOVERED_HOW = new Set(["fully", "completely"])
/** After "no": an episode left without a grievance or a lasting hurt ("no complaints", "no harm done"). */
const NOTHING_LEFT = new Set(["complaint", "complaints", "harm"])

/** "Nothing to worry about", "nothing suspicious", "a false alarm", "no complaints" at token k: the worry itself called off (negated words included). */
const callsOffAt = (tokens: ReadonlyArray<Token>, k: number): boolean => {
  const t = tokens[k]!.norm
  const next = tokens[k + 1]?.norm ?? ""
  return (t === "nothing" && (NOTHING_WHAT.has(next) || (next === "to" && tokens[k + 2]?.norm === "worry"))) || (t === "false" && next === "alarm") || (t === "no" && NOTHING_LEFT.has(next))
}

/** Words that turn from what was called off or told fine to something else: "nothing strange about the heating, but …". */
const CONTRAST = new Set(["but", "however", "though", "although", "yet"])
/** A contrast followed by this many words states something of its own. */
const CONTRAST_WORDS = 3

/** The first token past a contrast after token k that is followed by a statement of its own, or -1. */
const contrastAfter = (tokens: ReadonlyArray<Token>, k: number): number => {
  for (let j = k + 1; j < tokens.length; j++) {
    if (!CONTRAST.has(tokens[j]!.norm)) continue
    if (tokens.slice(j + 1).filter((t) => t.cls !== "punct").length >= CONTRAST_WORDS) return j + 1
  }
  return -1
}

/**
 * Whether the customer calls a worry off ("nothing untoward after all, disregard my note", "it was a false
 * alarm"): for a problem detector, a denial when nothing else in the message reports one. The
 * call-off reaches no further than a contrast that goes on to state something ("nothing strange
 * about the heating, but there's mould behind the wardrobe"): what follows it is read for itself.
 */
export const callsOffWorry = (tokens: ReadonlyArray<Token>): boolean => tokens.some((_, k) => callsOffAt(tokens, k) && contrastAfter(tokens, k) < 0)

/**
 * Where the words past a contrast begin when what comes before it is told fine or called off
 * ("the boiler's fine, but there's damp behind the bed"), or -1: a problem detector reads them
 * by their own words as well as by sentence vector (the whole sentence's words carry the settled
 * clause's too).
 */
export const pastSettledContrast = (tokens: ReadonlyArray<Token>): number => {
  for (let j = 1; j < tokens.length; j++) {
    if (!CONTRAST.has(tokens[j]!.norm) || !statesSettled(tokens, 0, j)) continue
    const from = contrastAfter(tokens, j - 1)
    if (from === j + 1) return from
  }
  return -1
}

/** Whether tokens[from, to) report something fine, resolved, or turned out harmless. */
export const statesSettled = (tokens: ReadonlyArray<Token>, from = 0, to = tokens.length): boolean => settledAt(tokens, from, to) >= 0

/** Pronouns that point back to what was just told: "…, but it's been fixed", "that turned out to be nothing". */
const POINTS_BACK = new Set(["it", "that", "this", "they", "these", "those", "everything", "all", "every", "each"])
/** A person as the subject: the same person in the clause told makes it the same thing ("I couldn't get the app to sync at home, but I logged on fine at work"). */
const PERSONS = new Set(["i", "we", "he", "she", "you"])
/** A person's own state ("I feel fine", "we were fine"): it tells how they are, not that what they reported is settled. */
const PERSON_STATE = new Set(["feel", "feels", "felt", "feeling", "am", "is", "are", "was", "were", "be", "been", "seem", "seems", "seemed", "look", "looks", "looked"])
/** Said of a state, not of a thing: words a settled clause shares with any clause ("is", "fine", "now"). */
const STATE_WORDS = new Set([...FINE, ...PRAISED, ...STATE_VERBS, ...RESOLVED, ...RESOLVED_AUX, ...ADVERBS, "turned", "turns", "out", "working", "running"])

/** The words of tokens[from, to) that can name a thing (no function words, marks or state words), by stem. */
const topicOf = (tokens: ReadonlyArray<Token>, from: number, to: number): Set<string> =>
  new Set(tokens.slice(from, to).flatMap((t) => (t.cls === "word" && !t.stop && !STATE_WORDS.has(t.norm) && t.norm.length > 2 ? [t.stem] : [])))

/**
 * Whether the settled clause `settled` is about what the clause `told` tells: its subject points
 * back to it ("it", none at all: "sorted now"), is the same person doing what failed ("I … ,
 * but I logged in fine"; not "but I feel fine"), or it shares a word naming a thing ("the gate
 * sticks, but the gate's lock works fine").
 */
export const settlesClause = (tokens: ReadonlyArray<Token>, settled: Span, told: Span): boolean => {
  const at = settledAt(tokens, settled.from, settled.to)
  if (at < 0) return false
  const subject = tokens.slice(settled.from, at).filter((t) => t.cls !== "punct")
  if (RESOLVED.has(tokens[at]!.norm) && POINTS_BACK.has(tokens[at + 1]?.norm ?? "")) return true
  if (subject.length === 0 || subject.some((t) => POINTS_BACK.has(t.norm))) return true
  const toldWords = new Set(tokens.slice(told.from, told.to).map((t) => t.norm))
  const personsOwnState = PERSON_STATE.has(tokens[at]!.norm)
  if (!personsOwnState && subject.some((t) => PERSONS.has(t.norm) && toldWords.has(t.norm))) return true
  const topic = topicOf(tokens, told.from, told.to)
  return [...topicOf(tokens, settled.from, settled.to)].some((w) => topic.has(w))
}

export interface Span {
  readonly from: number
  readonly to: number
}

/**
 * Whether a sentence of clauses `spans` is settled as a whole: every clause that names a thing is
 * settled itself or by a later clause about the same thing ("I found mice last summer, but
 * they've been sorted"); "the loft looks fine, but wasps are back" still tells the wasps.
 */
export const settlesAll = (tokens: ReadonlyArray<Token>, spans: ReadonlyArray<Span>): boolean => {
  const settled = spans.map((s) => statesSettled(tokens, s.from, s.to))
  if (!settled.some(Boolean)) return false
  return spans.every((s, k) => settled[k] || topicOf(tokens, s.from, s.to).size === 0 || spans.some((later, j) => j > k && settled[j] && settlesClause(tokens, later, s)))
}
