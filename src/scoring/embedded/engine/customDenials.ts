// Denials and absences for custom presence detectors (issue 22): a customer's detector has only
// its name, a few examples and non-examples, so the denial rules the packs carry as cue banks are
// read off those instead: an empty-ish form value under a label naming the detector, a negated
// clause naming it ("no work email, sorry"), and a negated sentence near a non-example that is
// itself a denial ("No chest pain or shortness of breath" teaches "there's been no pain in my chest").
import type { Message } from "../../../domain/types.js"
import { sentenceVector } from "../models/sentenceVector.js"
import type { Unit } from "../text/units.js"
import type { Compiled } from "./compile.js"
import { coverage, labelOf } from "./match.js"
import { type DetModel, plainOf } from "./model.js"

/** A form value that says the field does not apply: "None", "N/A", "-", "nope". */
const EMPTY_VALUE = /^[\s"'“”(]*(?:none|n\/?a|no|nope|nah|nil|nothing|not applicable|none at all|no[, ]+none|-+|–|—)[\s.!)"'”]*$/i

/** The value of a form line, or null when the unit is not one. */
const valueOf = (u: Unit, input: ReadonlyArray<Message>): string | null => {
  if (u.labelEnd <= 0 || u.labelEnd > u.tokens.length) return null
  const text = input[u.messageIndex]?.content ?? ""
  const labelTokenEnd = u.tokens[u.labelEnd - 1]!.end
  return text.slice(labelTokenEnd, u.end).replace(/^\s*[:=]\s*/, "")
}

/** Whether a form line's label names this detector (half its name's words, as presence.ts reads labels). */
const labelNames = (ctx: Compiled, m: DetModel, u: Unit): boolean => {
  const label = labelOf(u)
  return label !== null && m.nameStems.length > 0 && coverage(ctx, m.nameStems, label.plain) >= 0.5
}

/** "Work email: none", "Security requirements: N/A": the customer filled the field in to say there is none. */
export const emptyFormValue = (ctx: Compiled, m: DetModel, u: Unit, input: ReadonlyArray<Message>): boolean => {
  const value = valueOf(u, input)
  return value !== null && EMPTY_VALUE.test(value) && labelNames(ctx, m, u)
}

/**
 * "Forklift certification:" left blank: the label is the form's question, not the customer's
 * answer, so it must not count as the detector's name stated. Absent, not denied.
 */
export const blankFormValue = (u: Unit): boolean => {
  const label = labelOf(u)
  return label !== null && !label.hasValue
}

/**
 * A negated clause that names the detector ("no work email, sorry", "there's no error message"):
 * at least half of the name's words (IDF-weighted) inside the negation's scope.
 */
export const negatesName = (ctx: Compiled, m: DetModel, u: Unit): boolean =>
  u.source === "user" && u.hasNegation && m.nameStems.length > 0 && coverage(ctx, m.nameStems, plainOf(u.tokens, 1)) >= 0.5

/** Cosine to a denying non-example at which a negated sentence denies too: well above the found cosine. */
export const NEAR_DENIAL = 0.45

const byModel = new WeakMap<DetModel, ReadonlyArray<Float64Array>>()
/** The sentence vectors of the non-examples that are denials (compile.ts puts them in `m.deny`). */
const denialVectors = (m: DetModel): ReadonlyArray<Float64Array> => {
  let out = byModel.get(m)
  if (out === undefined) {
    out = m.builtin ? [] : m.spec.nonExamples.filter(isDenial).flatMap((t) => {
      const v = sentenceVector(t)
      return v === null ? [] : [v]
    })
    byModel.set(m, out)
  }
  return out
}

/** A non-example that denies ("We don't have any special security requirements", "No gas smell"). */
const isDenial = (text: string): boolean => /^\W*(?:no|none|nothing|nobody|never)\b|\b(?:not|never|no|without)\b|n['’]t\b/i.test(text)

/**
 * How close a negated user sentence comes to the nearest denying non-example by sentence vector
 * (0 when it is not negated or the detector has none): a sentence vector does not see negation,
 * so both sides being negated is what makes the match a denial.
 */
export const nearDenial = (m: DetModel, u: Unit, input: ReadonlyArray<Message>): number => {
  if (u.source !== "user" || !u.hasNegation) return 0
  const denials = denialVectors(m)
  if (denials.length === 0) return 0
  const v = sentenceVector(input[u.messageIndex]?.content.slice(u.start, u.end) ?? "")
  if (v === null) return 0
  let best = 0
  for (const e of denials) {
    let cos = 0
    for (let k = 0; k < v.length; k++) cos += v[k]! * e[k]!
    if (cos > best) best = cos
  }
  return best
}

/**
 * A detector whose own examples are negative statements ("No nuts, I react badly") is found by
 * a negated sentence: its negated clauses are no denials of it.
 */
export const deniesInExamples = (m: DetModel): boolean => m.spec.examples.some((e) => OPENS_WITH_DENIAL.test(e.text))
/** Only an example that opens with the denial is one: "a country I've never been to" states a sign-in. */
const OPENS_WITH_DENIAL = /^\W*(?:no|none|nothing|nobody|never|not|without)\b/i

/** Words that carry a clause's negation: taken out, the clause reads as what it denies. */
const NEGATORS = new Set(["no", "not", "never", "nothing", "none", "nobody", "neither", "nor", "without"])
const DO = new Set(["do", "does", "did"])
/** Where a clause ends (as denseExamples.ts reads clauses). */
const CLAUSE_END = new Set([",", ";", ":", "and", "but", "because", "so", "since", "although", "though", "which", "while"])
/** Cosine of the un-negated clause to an example at which it denies: the found cosine of the static table and a margin. */
export const DENSE_DENIAL = 0.34

const posVectors = new WeakMap<DetModel, { pos: ReadonlyArray<Float64Array>; neg: ReadonlyArray<Float64Array> } | null>()
/** The examples' vectors, or null for a detector whose examples are themselves negative statements. */
const examplesOf = (m: DetModel) => {
  let out = posVectors.get(m)
  if (out === undefined) {
    const texts = m.spec.examples.map((e) => e.text)
    const vectors = (ts: ReadonlyArray<string>) => ts.flatMap((t) => {
      const v = sentenceVector(t)
      return v === null ? [] : [v]
    })
    out = m.builtin || m.classification || texts.some(isDenial) ? null : { pos: vectors(texts), neg: vectors(m.spec.nonExamples.filter((t) => !isDenial(t))) }
    posVectors.set(m, out)
  }
  return out
}

const nearest = (v: Float64Array, set: ReadonlyArray<Float64Array>): number => {
  let best = 0
  for (const e of set) {
    let cos = 0
    for (let k = 0; k < v.length; k++) cos += v[k]! * e[k]!
    if (cos > best) best = cos
  }
  return best
}

/**
 * A negated clause that, its negation taken out, comes as close to an example as a find would
 * ("we definitely don't need single sign-on" beside "We'll need SSO before rolling it out"):
 * the sentence vector does not see negation, so the clause is read without it.
 */
export const negatedExample = (m: DetModel, u: Unit, input: ReadonlyArray<Message>): boolean => {
  if (u.source !== "user" || !u.hasNegation) return false
  // The message's own spelling: the sentence vectors tell "SSO" from "sso".
  const content = input[u.messageIndex]?.content ?? ""
  const examples = examplesOf(m)
  if (examples === null || examples.pos.length === 0) return false
  let clause: Array<string> = []
  let negated = false
  let hit = false
  const ends = (): boolean => {
    const hit = negated && clause.length >= 2 && deniesExample(examples, clause.join(" "))
    clause = []
    negated = false
    return hit
  }
  u.tokens.forEach((t, k) => {
    if (hit) return
    if (CLAUSE_END.has(t.norm) || t.norm === "." || t.norm === "!" || t.norm === "?") hit = ends()
    else if (NEGATORS.has(t.norm)) negated = true
    // "do not need" reads "need": the auxiliary was there for the negation.
    else if (t.cls !== "punct" && !(DO.has(t.norm) && NEGATORS.has(u.tokens[k + 1]?.norm ?? ""))) clause.push(content.slice(t.start, t.end))
  })
  if (hit) return true
  return ends()
}

const deniesExample = (examples: { pos: ReadonlyArray<Float64Array>; neg: ReadonlyArray<Float64Array> }, text: string): boolean => {
  const v = sentenceVector(text)
  if (v === null) return false
  const cos = nearest(v, examples.pos)
  return cos >= DENSE_DENIAL && cos > nearest(v, examples.neg)
}
