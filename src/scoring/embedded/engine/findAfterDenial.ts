// A denial the same message goes on to take back: "no complaints about the price, we just need a
// way to schedule our engineers", "No issues with the hardware itself; the problem is …". What is
// denied there is something beside the signal (decisions §11: only an explicit denial negates), and
// the customer's later words state the signal itself. A find told before the denial still yields
// to it, as before ("we need X … actually no, we don't need anything").
import type { Candidate } from "./model.js"
import type { Unit } from "../text/units.js"

/**
 * The least a later find must score to take a denial back: a clear cue ("a way to", "the problem
 * is"), not a bare topic word ("spreadsheets", "slow"), which a satisfied customer also says
 * ("we don't need it, we're happy with spreadsheets").
 */
export const TAKES_BACK = 0.7
/** Only a denial a customer states is weighed here. */
const DENIAL = 0.5

const hasSpan = (c: Candidate): boolean => c.match !== null && c.match.to > c.match.from
/** Where the candidate's words start in its message: its cue's first token, else its unit's start. */
const startOf = (c: Candidate): number => (hasSpan(c) ? c.unit.tokens[c.match!.from]!.start : c.unit.start)
/** Where the candidate's words end: its cue's last token, else its unit's end (a denial without a cue spans its whole unit). */
const endOf = (c: Candidate): number => (hasSpan(c) ? c.unit.tokens[c.match!.to - 1]!.end : c.unit.end)

/** One sentence: the same unit, or the clause right after a semicolon ("No issues with the hardware; the problem is …"). */
const sameSentence = (denial: Unit, find: Unit): boolean => {
  if (find === denial) return true
  const end = denial.tokens[denial.tokens.length - 1]
  return !find.whole && end?.norm === ";" && find.start >= denial.end && find.start - denial.end <= 2
}

const FULL_STOPS = new Set([".", "!", "?"])
/** Whether a full stop lies between the denial and the find: a form line's value may hold several sentences ("Budget: None. The council …"). */
const sentenceEndsBetween = (denial: Candidate, find: Candidate): boolean => {
  const from = endOf(denial)
  const to = startOf(find)
  return [denial.unit, find.unit].some((u) => u.tokens.some((t) => t.start >= from && t.end <= to && FULL_STOPS.has(t.norm)))
}

/**
 * The strongest find at `TAKES_BACK` or more that starts, in the same sentence, after the last
 * denial of `d`'s message ends; null when there is none (the denial stands). Only within one
 * sentence: a later sentence often explains the denial ("Budget: None. The council has frozen
 * spending until next year's budget is agreed") or tells a problem gone ("Challenges: none any
 * more. We fixed the backlog …").
 */
export const findAfterDenial = (
  d: Candidate,
  denials: ReadonlyArray<Candidate>,
  positives: ReadonlyArray<Candidate>
): Candidate | null => {
  if (d.unit.source !== "user") return null
  const msg = d.unit.messageIndex
  let last: Candidate | null = null
  for (const x of denials) {
    if (x.score < DENIAL || x.unit.messageIndex !== msg || x.unit.source !== "user") continue
    if (last === null || endOf(x) > endOf(last)) last = x
  }
  if (last === null || last.unit.whole) return null
  let best: Candidate | null = null
  for (const p of positives) {
    if (p.score < TAKES_BACK || !sameSentence(last.unit, p.unit) || startOf(p) < endOf(last) || sentenceEndsBetween(last, p)) continue
    if (best === null || p.score > best.score) best = p
  }
  return best
}
