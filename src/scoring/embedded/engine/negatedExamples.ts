// Denials a custom presence detector learns from its examples and non-examples by sentence
// vector (issue 22). A sentence vector does not see negation, so a negated sentence is read two
// ways: beside the non-examples that are themselves denials ("No rash or swelling" teaches
// "there hasn't been any swelling on my arm"), and, its negation taken out, beside the
// examples ("we don't need SSO" read as "we need SSO").
import type { Message } from "../../../domain/types.js"
import { sentenceVector } from "../models/sentenceVector.js"
import type { Unit } from "../text/units.js"
import { nearest, unitCode, vectorsOf } from "./unitVectors.js"
import { CLAUSE_END } from "./denseClauses.js"
import { inRelativeClause, NEGATORS } from "../text/relativeNegation.js"
import type { DetModel } from "./model.js"

/** Cosine to a denying non-example at which a negated sentence denies too: well above the found cosine. */
export const NEAR_DENIAL = 0.45

const byModel = new WeakMap<DetModel, ReadonlyArray<Float64Array>>()
/** The sentence vectors of the non-examples that are denials (compile.ts puts them in `m.deny`). */
const denialVectors = (m: DetModel): ReadonlyArray<Float64Array> => {
  let out = byModel.get(m)
  if (out === undefined) {
    out = m.builtin ? [] : vectorsOf(m.spec.nonExamples.filter(isDenial))
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
  const v = unitCode(u, input)?.vector ?? null
  if (v === null) return 0
  return nearest(v, denials)
}

const DO = new Set(["do", "does", "did"])
/** Cosine of the un-negated clause to an example at which it denies: the found cosine of the static table and a margin. */
export const DENSE_DENIAL = 0.34

const posVectors = new WeakMap<DetModel, { pos: ReadonlyArray<Float64Array>; neg: ReadonlyArray<Float64Array> } | null>()
/** The examples' vectors, or null for a detector whose examples are themselves negative statements. */
const examplesOf = (m: DetModel) => {
  let out = posVectors.get(m)
  if (out === undefined) {
    const texts = m.spec.examples.map((e) => e.text)
    out = m.builtin || m.classification || texts.some(isDenial) ? null : { pos: vectorsOf(texts), neg: vectorsOf(m.spec.nonExamples.filter((t) => !isDenial(t))) }
    posVectors.set(m, out)
  }
  return out
}

/**
 * A negated clause that, its negation taken out, comes as close to an example as a find would
 * ("we definitely don't need single sign-on" beside "We'll need SSO before rolling it out"):
 * the sentence vector does not see negation, so the clause is read without it.
 */
export const negatedExample = (m: DetModel, u: Unit, input: ReadonlyArray<Message>): boolean => {
  if (u.source !== "user" || !u.hasNegation) return false
  const examples = examplesOf(m)
  if (examples === null || examples.pos.length === 0) return false
  return unNegatedClauses(u, input).some((v) => {
    const cos = nearest(v, examples.pos)
    return cos >= DENSE_DENIAL && cos > nearest(v, examples.neg)
  })
}

/** The vectors of a unit's negated clauses read without their negation, computed once however many detectors ask. */
const byUnit = new WeakMap<Unit, ReadonlyArray<Float64Array>>()
const unNegatedClauses = (u: Unit, input: ReadonlyArray<Message>): ReadonlyArray<Float64Array> => {
  let out = byUnit.get(u)
  if (out !== undefined) return out
  const found: Array<Float64Array> = []
  // The message's own spelling: the sentence vectors tell "SSO" from "sso".
  const content = input[u.messageIndex]?.content ?? ""
  let clause: Array<string> = []
  let negated = false
  const ends = () => {
    const v = negated && clause.length >= 2 ? sentenceVector(clause.join(" ")) : null
    if (v !== null) found.push(v)
    clause = []
    negated = false
  }
  // A negator (relativeNegation.ts) taken out, the clause reads as what it denies.
  u.tokens.forEach((t, k) => {
    if (CLAUSE_END.has(t.norm) || t.norm === "." || t.norm === "!" || t.norm === "?") ends()
    // "sent the list to a parent who isn't on it": a negation inside a relative clause says what
    // its noun is not; the clause it hangs from is told, not denied.
    else if (NEGATORS.has(t.norm)) negated = negated || !inRelativeClause(u.tokens, k)
    // "do not need" reads "need": the auxiliary was there for the negation.
    else if (t.cls !== "punct" && !(DO.has(t.norm) && NEGATORS.has(u.tokens[k + 1]?.norm ?? ""))) clause.push(content.slice(t.start, t.end))
  })
  ends()
  out = found
  byUnit.set(u, out)
  return out
}
