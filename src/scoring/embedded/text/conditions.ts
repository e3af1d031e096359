// Hypotheticals stated by structure rather than by a cue word at the clause start.
import type { Token } from "./text.js"

const MODAL_PAST = new Set(["would", "could", "might"])
const SUBJECT_START = new Set(["we", "i", "you", "they", "he", "she", "it", "the", "our", "my", "your", "their", "this", "that", "there"])

/** "Had we known, …", "Should we proceed, …", "Were we to …": a condition by inversion (not a question). */
export const invertsCondition = (tokens: ReadonlyArray<Token>, at: number): boolean => {
  const w = tokens[at]!.norm
  if (w !== "had" && w !== "should" && w !== "were") return false
  if (!SUBJECT_START.has(tokens[at + 1]?.norm ?? "")) return false
  return !tokens.some((t) => t.norm === "?") && tokens.slice(at + 2).some((t) => t.norm === ",")
}

/** What a real condition on the offer opens with: the product or the vendor ("if it replaces …", "if your app does …"). */
const OFFER_SUBJECTS = new Set(["it", "this", "that", "you", "your"])
/** A condition told about what comes with the offer: "if onboarding is included", "if setup's thrown in". */
const COMES_WITH = new Set(["included", "includes", "include", "including", "thrown"])
/** Past and unreal forms: "if it worked", "if it were", "if we ever". */
const UNREAL = new Set(["were", "was", "had", "did", "ever", "went", "would", "could", "might"])
const PASSIVE_AUX = new Set(["is", "are", "be", "been"])

/**
 * "We could stretch to 300 a month if it replaces the paper timesheets": a "could" before a
 * condition on the offer, told in the present, is a commitment with a condition, still stated
 * ("would" measured too, gate 11-28: one set's budget lost for one money gained, not kept);
 * "if we had the budget", "if it were cheaper" and a condition on the buyer's own side ("if the
 * grant comes through") keep the clause hypothetical.
 */
const conditionsOffer = (tokens: ReadonlyArray<Token>, at: number): boolean => {
  let offer = OFFER_SUBJECTS.has(tokens[at + 1]?.norm ?? "")
  for (let k = at + 1; k < tokens.length && tokens[k]!.cls !== "punct"; k++) {
    const t = tokens[k]!
    if (UNREAL.has(t.norm)) return false
    if (COMES_WITH.has(t.norm)) offer = true
    else if (t.norm.length >= 5 && t.norm.endsWith("ed") && !PASSIVE_AUX.has(tokens[k - 1]?.norm ?? "")) return false
  }
  return offer
}

/** The clause before a trailing "if" is hypothetical when it holds would/could/might. */
export const markConditionedMain = (tokens: ReadonlyArray<Token>, at: number): void => {
  let from = at - 1
  while (from >= 0 && tokens[from]!.norm !== ";" && tokens[from]!.norm !== "but" && tokens[from]!.norm !== "however") from--
  const main = tokens.slice(from + 1, at)
  const modals = main.filter((t) => MODAL_PAST.has(t.norm))
  if (modals.length === 0) return
  if (modals.every((t) => t.norm === "could") && conditionsOffer(tokens, at)) return
  for (const t of main) t.mod = 2
}

/** What joins a next clause: ", and we want …", ", but our aim is …". */
const JOINS = new Set(["and", "but", "so", "plus", "also"])
/** A clause of the speaker's own starts with its subject. */
const OWN_SUBJECT = new Set(["we", "i", "our", "my", "us", "they", "their", "everyone", "everybody", "the"])
const MODALS = new Set(["will", "would", "can", "could", "shall", "might", "may", "should", "then"])

/** Words of a courtesy that an "if" hangs on: "no worries if", "sorry if", "apologies if". */
const EXCUSES = new Set(["worries", "worry", "sorry", "apologies", "apologise", "apologize", "forgive", "pardon", "excuse"])

/**
 * An "if" that only excuses the sender ("no worries if this takes a while, but card payments
 * fail", "sorry if I picked the wrong inbox, but …"): what follows its "but" is told plainly,
 * whatever the next clause's subject.
 */
const excusesItself = (tokens: ReadonlyArray<Token>, from: number): boolean =>
  tokens[from]?.norm === "if" && (EXCUSES.has(tokens[from - 1]?.norm ?? "") || EXCUSES.has(tokens[from - 2]?.norm ?? ""))

/**
 * A condition reaches to the end of its sentence, except past a joined clause with a subject of its
 * own: "10% off if we pay upfront, and we want to cut no-shows by a fifth" states the target
 * plainly. A condition that opens the sentence first needs its consequent ("If the van is free
 * we'll use it, and our aim is …"; a modal marks it), so "If we sign now, and we pay upfront, can
 * we …" stays one condition. `at` is the boundary token, `from` the condition word.
 */
export const endsCondition = (tokens: ReadonlyArray<Token>, at: number, from: number, opened: boolean): boolean => {
  const t = tokens[at]!
  let next = at + 1
  if (t.norm === ",") {
    if (!JOINS.has(tokens[next]?.norm ?? "")) return false
    next++
  } else if (t.norm !== "but" && t.norm !== "however") return false
  if (!opened && excusesItself(tokens, from) && (t.norm === "but" || t.norm === "however" || tokens[at + 1]?.norm === "but")) return true
  if (!OWN_SUBJECT.has(tokens[next]?.norm ?? "")) return false
  if (!opened) return true
  // The month "May" is no modal: "if we open in May, and we hire …" is still one condition.
  return tokens.slice(from + 1, at).some((x) => MODALS.has(x.norm) && x.cue !== "{month}") || consequentBegun(tokens, from, at)
}

const SUBJECT_PRONOUNS = new Set(["we", "i", "they", "you"])
/** Words after which a subject still belongs to the condition ("if we sign and we pay …", "if they agree we …"). */
const CONDITION_GOES_ON = new Set([
  "if", "and", "or", "when", "that", "unless", "agree", "agrees", "think", "thinks", "decide", "decides", "say", "says", "feel", "feels",
  "know", "knows", "reckon", "reckons", "believe", "believes", "confirm", "confirms", "hope", "find", "finds", "mean", "means", "sure"
])

/**
 * "If we sign for two years we get 5% off": a second subject, not joined by "and", starts the
 * consequent within the condition's stretch, as a modal would.
 */
const consequentBegun = (tokens: ReadonlyArray<Token>, from: number, at: number): boolean => {
  let subjects = 0
  for (let k = from + 1; k < at; k++) {
    if (!SUBJECT_PRONOUNS.has(tokens[k]!.norm)) continue
    if (k > from + 1 && !CONDITION_GOES_ON.has(tokens[k - 1]!.norm)) return subjects > 0
    subjects++
  }
  return false
}
