// A plain answer to the agent's question about a signal ("What budget do you have?" "Around
// forty thousand a year") states that signal only when something in it belongs to the signal:
// the question alone is no link. "We run three clinics in Leeds" answers the budget question
// with no budget in it; read as a budget, it would be a confident guess. So an answer counts
// when it carries one of its rubric's weak cues (`answers`: an amount for money, a person or a
// role for authority, a date for a timeline), or when it comes close to the rubric's own
// phrasings; otherwise it is at most a near miss (presence.ts). Whether a reply is such a plain
// answer at all is `statesAnswer`.
import { matchCue, type CueText } from "../text/cues.js"
import type { Token } from "../text/text.js"
import type { Unit } from "../text/units.js"
import type { DetModel } from "./model.js"
import { BARE_NEGATIVE, DEFERRED_ANSWER } from "./evidence.js"

/**
 * Word-and-character similarity to the rubric's phrasings at which an answer is linked with no
 * cue: well under the found line (T_BANK 0.7), above what unrelated sentences reach.
 */
export const LINK_SIMILARITY = 0.35

/** Words before a capitalised word that make it a place or a thing, not a person. */
const NOT_BEFORE_NAME = new Set(["in", "at", "from", "near", "to", "into", "across", "around", "of", "on", "via", "for", "the", "a", "an", "our", "my", "their", "your"])
const JOINS_NAMES = new Set(["and", "or", "&", ","])

const capitalised = (t: Token, content: string): boolean => t.cls === "word" && /^[A-Z][a-z]/.test(content.slice(t.start, t.end))

/**
 * A person's name: a capitalised word inside the sentence (not its first word, not a month,
 * weekday or product name), unless the run of names it belongs to follows a preposition or a
 * determiner ("in Leeds and Bradford", "the Board").
 */
export const namesPerson = (u: Unit, content: string): boolean =>
  u.tokens.some((t, k) => {
    if (k === 0 || t.cue.startsWith("{") || t.norm === "i" || !capitalised(t, content)) return false
    const prev = u.tokens[k - 1]!
    if (prev.cls === "punct" && prev.norm !== ",") return false
    let j = k - 1
    while (j >= 0 && (capitalised(u.tokens[j]!, content) || JOINS_NAMES.has(u.tokens[j]!.norm))) j--
    return j < 0 || !NOT_BEFORE_NAME.has(u.tokens[j]!.norm)
  })

/**
 * Whether an answer to the agent's question about this signal is tied to the signal. `cue` is the
 * answer as this detector's cues read it: words about something else (the rubric's `elsewhere`,
 * "our turnover is 2M" to the budget question) hidden, and then no likeness of the whole counts.
 */
export const linksToSignal = (m: DetModel, u: Unit, content: string, posSim: number, cue: CueText = u.cue): boolean =>
  (cue === u.cue && posSim >= LINK_SIMILARITY) || m.answers.some((c) => matchCue(c, cue) !== null) || (m.answeredByName && namesPerson(u, content))

/** An answer that puts the question off: "let me check with finance", "I'll find out". */
const PUTS_OFF = /\b(?:let me|i(?:'|’)ll|i will|i(?:'|’)d have to|i need to|have to|need to) (?:check|ask|find out|confirm|look into|get back|come back|see)\b|\bget back to you\b|\b(?:no idea|not sure|depends)\b/i

/**
 * A plain answer to the agent's question about the signal ("How do things get approved?" "I
 * write a paper for the committee, then the treasurer signs"): stated (nothing negated, put off
 * or asked back) and with some words of its own, it states the signal in other words.
 */
export const statesAnswer = (u: Unit, text: string): boolean => {
  if (PUTS_OFF.test(text) || BARE_NEGATIVE.test(text) || DEFERRED_ANSWER.test(text)) return false
  if (u.tokens.some((t) => t.mod === 1 || t.norm === "?" || t.norm === "not" || t.norm === "yet")) return false
  const words = u.tokens.filter((t) => t.cls !== "punct" && !t.stop)
  // A condition inside the answer ("then he signs if they agree") is allowed, an answer that is all condition not.
  return words.length >= 3 && words.filter((t) => t.mod === 0).length * 2 > words.length
}
