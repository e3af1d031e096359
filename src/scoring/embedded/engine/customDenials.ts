// Denials and absences for custom presence detectors, read off the detector's name and the
// form it is asked on (issue 22): an empty-ish value under a label naming the detector ("Work
// email: none"), a blank field (absent, not denied), and a negated clause naming it ("no work
// email, sorry"). The pack detectors carry such rules as cue banks; a customer's has only its name.
import type { Message } from "../../../domain/types.js"
import type { Unit } from "../text/units.js"
import type { Compiled } from "./compile.js"
import { answersLater } from "../text/deferral.js"
import { shrugsAnswer } from "../text/formShrugs.js"
import { coverage, labelOf } from "./match.js"
import { type DetModel, type Plain, plainOf } from "./model.js"
import { phraseUnit } from "../text/units.js"
import { asksForProblems, namesAProblem } from "../text/problemWords.js"
import { TAKEN_BACK } from "../text/sentences.js"
import { labelMeans, noticeLabel } from "./labelMeaning.js"
import { labelNamesKind } from "./kindMembers.js"

/**
 * A form value that says the field does not apply: "None", "N/A", "-", "nope"; also with a reason
 * after it ("N/A, it was a phone order"), unless the rest brings something back ("None, just hay
 * fever", "no, but my brother has one").
 */
// "None that we know of", "nothing as far as I'm aware": the customer's knowledge, still no.
const EMPTY_VALUE = /^[\s"'“”(]*(?:none|n\/?a|no|nope|nah|nil|nothing|not applicable|none at all|no[, ]+none|-+|–|—)(?:\s+(?:that (?:i|we) know of|(?:that )?(?:i|we)(?:'m| am|'re| are) aware of|as far as (?:i|we) know))?(?:[\s.!)"'”]*$|\s*[,;:–—-]\s+(?![^]*\b(?:but|just|only|except|apart|although|though|however|besides|other than|unless)\b)[^]*$)/i

/** The value of a form line, or null when the unit is not one. */
const valueOf = (u: Unit, input: ReadonlyArray<Message>): string | null => {
  if (u.labelEnd <= 0 || u.labelEnd > u.tokens.length) return null
  const text = input[u.messageIndex]?.content ?? ""
  const labelTokenEnd = u.tokens[u.labelEnd - 1]!.end
  return text.slice(labelTokenEnd, u.end).replace(/^\s*[:=]\s*/, "")
}

/** Whether a form line's label names this detector (half its name's words, as unitFind.ts reads labels), or asks about its topic. */
const labelNames = (ctx: Compiled, m: DetModel, u: Unit): boolean => {
  const label = labelOf(u)
  if (label === null || m.nameStems.length === 0) return false
  if (coverage(ctx, m.nameStems, label.plain) >= 0.5 || asksTopic(ctx, m, label.plain) || labelMeans(ctx, m, label.plain)) return true
  // "Special diets: none" for a dietary detector: a label naming the detector's kind (kindMembers.ts).
  if (labelNamesKind(m, u.tokens.slice(0, u.labelEnd))) return true
  return namesAProblem(m.spec.name, m.spec.description) && asksForProblems(u.tokens.slice(0, u.labelEnd))
}

/** The stems of the detector's name and examples together (the words its topic is told in), and of its name that the examples use. */
const topics = new WeakMap<DetModel, { readonly all: Plain; readonly named: ReadonlyArray<string> }>()
const topicOf = (m: DetModel) => {
  let out = topics.get(m)
  if (out === undefined) {
    const examples = plainOf(m.spec.examples.flatMap((e) => phraseUnit(e.text).tokens), "any")
    const all = plainOf([...phraseUnit(m.spec.name.replace(/_/g, " ")).tokens, ...m.spec.examples.flatMap((e) => phraseUnit(e.text).tokens)], "any")
    out = { all, named: m.nameStems.filter((st) => examples.stems.has(st)) }
    topics.set(m, out)
  }
  return out
}

/**
 * Whether a form label or a question asks about the detector's topic without naming half its name
 * ("Any court judgments or evictions?" for a prior eviction, "Any lights on the dash?" for a
 * warning light): a word of its name that its examples use too, and most of the label's words
 * (IDF-weighted) among the name's and the examples'. "Work experience" shares "work" with a work
 * permit, but "experience" is no word of that topic.
 */
export const asksTopic = (ctx: Compiled, m: DetModel, plain: Plain): boolean => {
  const topic = topicOf(m)
  return topic.named.some((st) => plain.stems.has(st)) && coverage(ctx, [...plain.stems], topic.all) >= 0.5
}

/** "Work email: none", "Allergies: N/A": the customer filled the field in to say there is none. */
export const emptyFormValue = (ctx: Compiled, m: DetModel, u: Unit, input: ReadonlyArray<Message>): boolean => {
  const value = valueOf(u, input)
  return value !== null && EMPTY_VALUE.test(value) && labelNames(ctx, m, u) && !noNotice(ctx, m, u)
}

/** "Notice: none" under a label meaning a start (labelMeaning.ts): no notice to serve is a start now, no denial of it. */
const noNotice = (ctx: Compiled, m: DetModel, u: Unit): boolean => {
  const label = labelOf(u)
  return label !== null && noticeLabel(label.plain) && coverage(ctx, m.nameStems, label.plain) < 0.5
}

/**
 * "Problems: none, apart from a dripping tap": the part of a form value that comes after its
 * denial is taken back, as its text and first token (null when the value takes nothing back).
 * Only that part can state the detector: the label alone is no statement of it.
 */
export const takenBackRest = (u: Unit, input: ReadonlyArray<Message>): { readonly text: string; readonly from: number } | null => {
  const value = valueOf(u, input)
  const back = value === null ? null : TAKEN_BACK.exec(value)
  if (back === null) return null
  const at = u.end - value!.length + back[0].length
  const from = u.tokens.findIndex((t) => t.start >= at)
  return { text: from === -1 ? "" : (input[u.messageIndex]?.content ?? "").slice(u.tokens[from]!.start, u.end).trim(), from: from === -1 ? u.tokens.length : from }
}

/**
 * "Allergies: TBD, I'll ask the vet": the field is answered later, not now (deferral.ts); "Budget:
 * flexible", "Access: fine" only accept or shrug (formShrugs.ts). Absent, not denied.
 */
export const undecidedFormValue = (ctx: Compiled, m: DetModel, u: Unit, _input?: ReadonlyArray<Message>): boolean => {
  if (u.labelEnd <= 0 || u.labelEnd >= u.tokens.length) return false
  const value = u.tokens.slice(u.labelEnd)
  return (answersLater(value, u.tokens.slice(0, u.labelEnd)) || shrugsAnswer(value)) && labelNames(ctx, m, u)
}

/**
 * "Allergies:" left blank: the label is the form's question, not the customer's
 * answer, so it must not count as the detector's name stated. Absent, not denied.
 */
export const blankFormValue = (u: Unit): boolean => {
  const label = labelOf(u)
  return label !== null && !label.hasValue
}

/** A form line naming the detector left blank or answered later: the message names it only as the form's question. */
export const unansweredField = (ctx: Compiled, m: DetModel, u: Unit, _input?: ReadonlyArray<Message>): boolean =>
  !u.whole && ((blankFormValue(u) && labelNames(ctx, m, u)) || undecidedFormValue(ctx, m, u))

/**
 * A negated clause that names the detector ("no work email, sorry", "there's no error message"):
 * at least half of the name's words (IDF-weighted) inside the negation's scope.
 */
export const negatesName = (ctx: Compiled, m: DetModel, u: Unit): boolean =>
  u.source === "user" && u.hasNegation && m.nameStems.length > 0 && coverage(ctx, m.nameStems, plainOf(u.tokens, 1)) >= 0.5

/**
 * A detector whose own examples are negative statements ("No nuts, I react badly") is found by
 * a negated sentence: its negated clauses are no denials of it. Read once by compile.ts
 * (`DetModel.deniesInExamples`).
 */
export const deniesInExamplesOf = (m: DetModel): boolean => m.spec.examples.some((e) => OPENS_WITH_DENIAL.test(e.text))
/** Only an example that opens with the denial is one: "a country I've never been to" states a sign-in. */
const OPENS_WITH_DENIAL = /^\W*(?:no|none|nothing|nobody|never|not|without)\b/i
