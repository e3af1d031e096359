// Deferral (decisions §11): a negation that puts a topic off ("we haven't discussed budget yet",
// "budget hasn't been set so far") leaves it open rather than denied.
import { CLAUSE_PUNCT, COPULA, NEG_WINDOW } from "./scope.js"
import type { Token } from "./text.js"

/**
 * Verbs that, negated, put a topic off rather than deny it: "we haven't discussed budget",
 * "nothing's been decided", "we haven't got to timelines" (decisions §11: a deferral is not a denial).
 */
const DEFERRAL_VERBS = new Set([
  "discussed", "decided", "talked", "figured", "finalized", "finalised", "agreed", "settled", "looked",
  "considered", "scoped", "defined", "determined", "worked", "planned", "gotten", "got", "reached", "confirmed", "discuss",
  "decide", "talk", "figure", "finalize", "finalise", "agree", "settle", "look", "consider", "confirm"
])
const GOT = new Set(["got", "gotten"])
/** Where "got" goes on to the topic: "haven't got to / round to / that far" puts it off; "haven't got a budget" is "don't have" (a denial). */
const GOT_TO = new Set(["to", "round", "around", "as", "far", "into"])
/** "That" puts off only before "far" ("haven't got that far"): "haven't got that kind of money" denies. */
const gotAround = (tokens: ReadonlyArray<Token>, at: number): boolean =>
  GOT_TO.has(tokens[at + 1]?.norm ?? "") || (tokens[at + 1]?.norm === "that" && tokens[at + 2]?.norm === "far")
/** After "not" only: "we haven't set a date" puts it off, "no set date" / "no fixed deadline" denies one. */
const DEFERRAL_AFTER_NOT = new Set(["set", "fixed", "sorted", "chosen", "picked"])
/** "We haven't thought about budget" puts it off; "I don't think we need it" denies (the negation moves down). */
const THINK_VERBS = new Set(["think", "thought"])
const THINK_ABOUT = new Set(["about", "of", "through", "it"])
const AUXILIARIES = new Set(["do", "does", "did", "have", "has", "had", "is", "are", "am", "was", "were", "can", "will", "would", "could", "should"])
/** Words between a negation and its verb that do not change it: "haven't really discussed", "not been decided". */
const NEG_FILLER = new Set(["been", "really", "even", "actually", "properly", "fully", "formally", "quite", "yet", "as", "so", "far", "had", "have", "has", "a", "the"])

/** A topic nobody brought up, in a note's shorthand: "no budget discussed", "no date mentioned" ("no budget set aside" stays a denial). */
const RAISED = new Set(["discussed", "mentioned", "given", "stated", "shared", "raised", "covered", "provided", "asked", "talked", "specified", "indicated", "disclosed"])
const notRaised = (tokens: ReadonlyArray<Token>, at: number): boolean => {
  if (tokens[at]!.norm !== "no") return false
  for (let k = at + 1; k < tokens.length && k <= at + 3; k++) {
    const t = tokens[k]!
    if (t.cls === "punct") return false
    if (RAISED.has(t.norm)) return k > at + 1
  }
  return false
}

/**
 * A negation that defers rather than denies: a "yet" in its clause ("no budget yet", "not yet"),
 * or a deferral verb right after it ("haven't discussed it").
 */
export const defers = (tokens: ReadonlyArray<Token>, at: number): boolean => {
  if (tokens[at + 1]?.norm === "yet") return true
  if (notRaised(tokens, at)) return true
  let j = at + 1
  while (j < tokens.length && NEG_FILLER.has(tokens[j]!.norm)) j++
  if (j < tokens.length && DEFERRAL_VERBS.has(tokens[j]!.norm) && (!GOT.has(tokens[j]!.norm) || gotAround(tokens, j))) return true
  if (j < tokens.length && tokens[at]!.norm === "not" && DEFERRAL_AFTER_NOT.has(tokens[j]!.norm)) return true
  if (j + 1 < tokens.length && THINK_VERBS.has(tokens[j]!.norm) && THINK_ABOUT.has(tokens[j + 1]!.norm)) return true
  // "We still don't have numbers": "still" before the negation (auxiliaries between).
  let b = at - 1
  while (b >= 0 && AUXILIARIES.has(tokens[b]!.norm)) b--
  if (tokens[b]?.norm === "still") return true
  for (let k = at + 1; k < tokens.length && k <= at + NEG_WINDOW + 4; k++) {
    const t = tokens[k]!
    const next = tokens[k + 1]?.norm
    if (t.norm === "yet") return tokens[k - 1]?.cls !== "punct" // "..., yet we" is "but"
    // "so far" is "yet"; "until April", "for now" are labelled denials of the present (quality-dev's own labels agree).
    if (t.norm === "so" && next === "far") return true
    if (t.cls === "punct" && CLAUSE_PUNCT.has(t.norm)) return false
  }
  return false
}

const PERFECT = new Set(["has", "have", "had"])
/** "Budget is not an issue" says the budget is fine: such a predicate does not deny its subject. */
const NO_PROBLEM = new Set(["issue", "problem", "concern", "constraint", "obstacle", "blocker", "worry", "barrier", "hurdle", "factor", "question"])

/**
 * A copula or passive negation says something of its subject ("budget hasn't been set so far"):
 * a deferral's scope reaches back to the clause start. An active verb's subject ("our CFO hasn't
 * decided yet") is not what is put off. A plain denial's scope does not reach back: tried, it
 * lost a denial on quality-dev2's check half (docs/quality.md, "Tried").
 */
export const reachesSubject = (tokens: ReadonlyArray<Token>, at: number): boolean => {
  const aux = tokens[at - 1]?.norm
  if (aux === undefined || tokens[at]!.norm !== "not") return false
  let j = at + 1
  while (j < tokens.length && (NEG_FILLER.has(tokens[j]!.norm) || tokens[j]!.norm === "an" || tokens[j]!.norm === "really")) {
    if (NO_PROBLEM.has(tokens[j + 1]?.norm ?? "")) return false
    j++
  }
  if (NO_PROBLEM.has(tokens[j]?.norm ?? "")) return false
  if (COPULA.has(aux)) return true
  return PERFECT.has(aux) && tokens.slice(at + 1, j + 1).some((t) => t.norm === "been")
}

const UNDECIDED = new Set([
  "determined", "decided", "confirmed", "agreed", "defined", "discussed", "finalised", "finalized", "set", "fixed",
  "announced", "approved", "worked", "scoped", "signed"
])
const AWAITED = new Set(["approval", "sign", "signoff", "review", "confirmation", "decision", "agreement", "budget"])
const HAVE_YET = new Set(["have", "has", "had", "'ve"])
const LEARN = new Set(["know", "find", "hear", "learn"])
/** What makes "to be approved by …" a standing rule rather than a step still to come. */
const OBLIGED = new Set(["has", "have", "had", "need", "needs", "must", "got"])
/** "we'll work it out", "we'll sort that out next quarter". */
const SORT_OUT = new Set(["figure", "work", "sort"])

/** "Budget's a conversation for later": a topic named as talk saved for another time. */
const TALK_NOUNS = new Set(["conversation", "discussion", "question", "topic", "chat", "matter"])
const ANOTHER_TIME = new Set(["later", "another", "down", "further"])
/** "We'll come back to who signs", "we'll circle back to budget": a topic the speaker will return to. */
const RETURN_VERBS = new Set(["come", "get", "circle", "loop"])
/** "We'll talk about how we decide once the pilot is done": talk put after a later point. */
const LATER_MARKS = new Set(["once", "after", "later", "when"])
/** "The budget's parked until the review": set aside to a later point. */
const PARKED = new Set(["parked", "shelved"])
const PARKED_UNTIL = new Set(["until", "till", "for", "while"])

/** The token's norm at k, or "" past either end. */
const normAt = (tokens: ReadonlyArray<Token>, k: number): string => tokens[k]?.norm ?? ""

/**
 * A topic left for later without a negation (packs3): talk saved for another time, a topic the
 * speaker will come back to, talk put after a later point, a topic parked until one. Returns the
 * index from which the clause before it is open too, or -1.
 */
const leftForLater = (tokens: ReadonlyArray<Token>, at: number): number => {
  // Read on every token of every sentence (modality.ts): no closure made per call, and most tokens leave at the first word.
  const first = tokens[at]!.norm
  if (first === "for") return TALK_NOUNS.has(normAt(tokens, at - 1)) && ANOTHER_TIME.has(normAt(tokens, at + 1)) ? at : -1
  if (PARKED.has(first)) return PARKED_UNTIL.has(normAt(tokens, at + 1)) ? at : -1
  if (first !== "will") return -1
  const next = normAt(tokens, at + 1)
  if (RETURN_VERBS.has(next) && normAt(tokens, at + 2) === "back" && normAt(tokens, at + 3) === "to") return at
  if (next === "revisit" || (next === "return" && normAt(tokens, at + 2) === "to")) return at
  if (next !== "talk" || normAt(tokens, at + 2) !== "about") return -1
  for (let k = at + 3; k < tokens.length && k <= at + 12; k++) {
    if (tokens[k]!.cls === "punct") return -1
    if (LATER_MARKS.has(tokens[k]!.norm)) return at
  }
  return -1
}

/** Getting a thing in hand: "sorting out", "arranging", "lining up" (not "looking for" or "waiting on", which tell a need or a grievance). */
const ARRANGING = new Set(["sorting", "arranging", "organising", "organizing", "sourcing", "lining"])
const ARRANGE = new Set(["sort", "arrange", "organise", "organize", "source", "line"])
const ARRANGED = new Set(["sorted", "arranged", "organised", "organized", "sourced", "lined"])
/** What is sorted out when the work is on a trouble ("still sorting out the leak"): the trouble is there. */
const TROUBLES = new Set([
  "issue", "issues", "problem", "problems", "mess", "fault", "faults", "error", "errors", "bug", "bugs", "complaint",
  "complaints", "damage", "leak", "leaks", "outage", "outages", "fallout", "backlog", "glitch", "glitches"
])

/**
 * "Still sorting out the guarantor", "still trying to arrange cover", "is still being organised":
 * a thing still being got in hand is not yet held (open, as a deferral). Read at the word after
 * "still"; returns the index of "still", or -1; "lining" only with "up", and never when a trouble is what is being sorted.
 */
const stillInHand = (tokens: ReadonlyArray<Token>, at: number): number => {
  // "Still" breaks a clause (scope.ts BREAKERS), so the reading starts on the word after it.
  if (tokens[at - 1]?.norm !== "still") return -1
  const w = (k: number) => tokens[k]?.norm ?? ""
  let j = at
  if (w(j) === "trying" && w(j + 1) === "to" && ARRANGE.has(w(j + 2))) j += 2
  else if (w(j) === "working" && w(j + 1) === "on" && ARRANGING.has(w(j + 2))) j += 2
  else if (w(j) === "in" && (w(j + 1) === "the") && (w(j + 2) === "process" || w(j + 2) === "middle") && w(j + 3) === "of" && ARRANGING.has(w(j + 4))) j += 4
  else if (w(j) === "being" && ARRANGED.has(w(j + 1))) j += 1
  else if (!ARRANGING.has(w(j))) return -1
  if ((w(j) === "lining" || w(j) === "line" || w(j) === "lined") && w(j + 1) !== "up") return -1
  return tokens.slice(j + 1, j + 5).some((t) => TROUBLES.has(t.norm)) ? -1 : at - 1
}

/**
 * A topic put off without a negation: "budget is still to be determined", "it's too early to
 * talk about budget", "pending approval", "we'll know after the board meets". Returns the index
 * from which the clause before it is open too, or -1.
 */
export const putsOff = (tokens: ReadonlyArray<Token>, at: number): number => {
  const w = tokens[at]!.norm
  const next = tokens[at + 1]?.norm ?? ""
  if (w === "to" && next === "be") {
    const prev = tokens[at - 1]?.norm
    if (prev === "still" || prev === "yet") return at - 1
    // "Anything over 10k has to be approved by the CFO" states a rule and who applies it: no deferral.
    const by = tokens[at + 3]?.norm === "off" ? at + 4 : at + 3
    if (OBLIGED.has(prev ?? "") && tokens[by]?.norm === "by") return -1
    return UNDECIDED.has(tokens[at + 2]?.norm ?? "") ? at : -1
  }
  // "We have yet to set a budget": the topic is still open (the "to be" reading above covers "is yet to be agreed").
  if (w === "yet" && next === "to" && tokens[at + 2]?.norm !== "be" && HAVE_YET.has(tokens[at - 1]?.norm ?? "")) return at - 1
  if (w === "too" && (next === "early" || next === "soon")) return at
  const inHand = stillInHand(tokens, at)
  if (inHand >= 0) return inHand
  if (w === "pending" && AWAITED.has(next)) return at
  if (w === "will" && LEARN.has(next)) return at
  if (w === "will" && SORT_OUT.has(next) && tokens.slice(at + 2, at + 5).some((t) => t.norm === "out")) return at
  return leftForLater(tokens, at)
}

/** An answer that is no answer yet: "TBD", "to be confirmed", "not sure", "don't know", "pending", "none agreed yet" (a deferral, decisions §11). */
const UNDECIDED_ANSWER = /^(?:(?:none|nothing|not|no)(?: [a-z]+){0,2} yet\b|tbd|tbc|tba|to be (?:confirmed|decided|determined|agreed|announced)|unknown|unsure|undecided|not (?:sure|known|decided)|do not know|no idea|pending)\b/
/** A promise to answer later: "I'll check", "let me ask", "we will find out", "I'll text you back". */
const ANSWER_PROMISED = /^(?:(?:i|we) )?(?:will|shall) (?:check|ask|confirm|find out|get back|(?:message|text|call|ring|email|phone|write to) (?:you|u) back)\b|^let (?:me|us) (?:check|ask|confirm|find out|get back)\b/
/**
 * The question passed to someone who knows: "ask the caretaker", "check with our landlord",
 * "speak to my office manager". Only a short value: "ask our customers for reviews" is a need.
 */
const ASK_SOMEONE = /^(?:please )?(?:ask|check with|speak to|speak with|talk to) (?:the|our|my|your) [a-z]+(?: [a-z]+)?\W*$/
/** "Need to check", "have to confirm": put off only with nothing concrete to check ("… with IT", "… first"). */
const MUST_CHECK = /^(?:(?:i|we) )?(?:need|needs|have|has) to (check|ask|confirm|find out)\b(.*)$/
/** Words that name no object of their own in "need to check …": determiners and the field's generic nouns. */
const GENERIC_OBJECT = new Set(["the", "a", "an", "my", "our", "its", "their", "exact", "number", "numbers", "date", "dates", "amount", "amounts", "detail", "details", "figure", "figures", "it", "that", "this", "one"])
const NOTHING_NAMED = /^\W*(?:$|with\b|later\b|first\b|internally\b|again\b|and get back\b|(?:on )?(?:this|that|it)\W*(?:$|with\b|first\b|later\b))/

/**
 * Whether a form value puts its question off (decisions §11: open, neither found nor denied):
 * "TBD", "not sure yet", "I'll check with the office", "have to ask the landlord". "Need to confirm
 * the supplier is certified" states a requirement: the check has a concrete object.
 */
export const answersLater = (value: ReadonlyArray<Token>, label: ReadonlyArray<Token> = []): boolean => {
  let from = 0
  while (from < value.length && value[from]!.cls === "punct") from++
  const text = value.slice(from).map((t) => t.norm).join(" ")
  if (UNDECIDED_ANSWER.test(text) || ANSWER_PROMISED.test(text) || ASK_SOMEONE.test(text)) return true
  const must = MUST_CHECK.exec(text)
  if (must === null) return false
  if (must[1] === "ask") return true
  // "Need to check the number" names only the field itself: the generic nouns and the label's own
  // words are dropped before asking whether anything concrete is left to check.
  const own = new Set(label.filter((t) => t.cls !== "punct").map((t) => t.norm))
  const words = must[2]!.trim().split(/\s+/)
  let at = 0
  while (at < words.length && (GENERIC_OBJECT.has(words[at]!) || own.has(words[at]!))) at++
  return NOTHING_NAMED.test(words.slice(at).join(" "))
}
