// Valid request bodies, derived from the project's own request schemas: `Arbitrary.make` gives
// bodies of the right shape and types, and `repair*` then enforces the cross-field rules of
// src/domain/validate*.ts (template ↔ fields, names, category sets, triggers, limits), so that
// every body produced here must be accepted.
import { Arbitrary, Schema } from "effect"
import fc from "fast-check"
import { CreateEvaluation, Criteria, InputMessage, Outcome } from "../../../../src/domain/criteria.js"
import { AGENT_ROLES, CUSTOMER_ROLES, speakerOf } from "../../../../src/domain/roles.js"
import { EvaluateRequest } from "../../../../src/evaluate/Api.js"

type Json = any

const codePoints = (s: string) => [...s]
const clip = (s: string, max: number) => codePoints(s).slice(0, max).join("")
const nonBlank = (s: string, max: number, fallback: string) => (s.trim() === "" ? fallback : clip(s, max))

const detectorName = (raw: string, i: number) => `d${i}_${raw.toLowerCase().replace(/[^a-z0-9_]/g, "").slice(0, 40)}`

const unique = (values: ReadonlyArray<string>) => [...new Set(values)]

const repairCategories = (raw: ReadonlyArray<string> | undefined): Array<string> => {
  const categories = unique((raw ?? []).map((c) => nonBlank(c, 100, "")).filter((c) => c !== "")).slice(0, 200)
  for (const pad of ["cat_a", "cat_b"]) if (categories.length < 2 && !categories.includes(pad)) categories.push(pad)
  return categories
}

const repairDetector = (d: Json, i: number): Json => {
  const out: Json = { name: detectorName(d.name, i), type: d.type, examples: [] }
  if (d.required !== undefined) out.required = d.required
  const texts = (d.examples as Array<Json>).slice(0, 20)
  if (d.type === "classification") {
    out.categories = repairCategories(d.categories)
    out.examples = texts.map((e) =>
      typeof e === "string"
        ? nonBlank(e, 500, "example")
        : { text: nonBlank(e.text, 500, "example"), ...(e.category === undefined ? {} : { category: out.categories.includes(e.category) ? e.category : e.category === null ? null : out.categories[0] }) }
    )
  } else {
    out.examples = texts.map((e) => (typeof e === "string" ? nonBlank(e, 500, "example") : { text: nonBlank(e.text, 500, "example") }))
    if (d.non_examples !== undefined) out.non_examples = (d.non_examples as Array<string>).slice(0, 20).map((s) => nonBlank(s, 500, "other"))
  }
  if (out.examples.length === 0) out.examples.push("an example phrase")
  return out
}

const repairEscalation = (escalation: Json, detectors: Array<Json>): Json => {
  const triggers = (escalation.triggers as Array<Json>).slice(0, 100).map((t, k) => {
    const d = detectors[k % detectors.length]
    const trigger: Json = { field: d.name }
    if (t.required !== undefined) trigger.required = t.required
    if (d.type === "classification") {
      const values = unique((t.values ?? []).filter((v: string) => d.categories.includes(v)))
      trigger.values = values.length > 0 ? values : [d.categories[k % d.categories.length]]
    }
    return trigger
  })
  if (triggers.length === 0) triggers.push({ field: detectors[0].name, ...(detectors[0].type === "classification" ? { values: [detectors[0].categories[0]] } : {}) })
  return { triggers }
}

/** Criteria (without name) that pass every rule of validateCriteria. */
export const repairCriteria = (c: Json): Json => {
  switch (c.template) {
    case "intent_detect": {
      const standard = unique(c.standard_detectors ?? [])
      return { template: c.template, standard_detectors: standard.length > 0 ? standard : ["urgency"] }
    }
    case "lead_qualification":
      return { template: c.template, framework: c.framework ?? "bant" }
    case "support_triage":
      return { template: c.template }
    default: {
      const raw: Array<Json> = (c.custom_detectors ?? []).slice(0, 8)
      const detectors = raw.map(repairDetector)
      if (detectors.length === 0) detectors.push({ name: "d0_signal", type: "presence", examples: ["please call me back"] })
      return {
        template: "custom",
        custom_detectors: detectors,
        ...(c.escalation === undefined ? {} : { escalation: repairEscalation(c.escalation, detectors) })
      }
    }
  }
}

// decisions §10: a role is one of the accepted ones, in any letter case, and one message is the customer's.
const ROLES = [...CUSTOMER_ROLES, ...AGENT_ROLES]
const someRole = (sample: string): string => {
  const role = ROLES[codePoints(sample).length % ROLES.length]!
  return sample.length % 2 === 0 ? role : role.toUpperCase()
}

const repairMessage = (m: Json): Json => ({ role: someRole(String(m.role)), content: m.content === "" ? "hello" : clip(m.content, 32_000) })

export const repairInput = (input: ReadonlyArray<Json>): Array<Json> => {
  const messages = input.slice(0, 200).map(repairMessage)
  if (messages.length > 0 && !messages.some((m) => speakerOf(m.role) === "user")) messages[0] = { ...messages[0], role: "customer" }
  return messages.length > 0 ? messages : [{ role: "user", content: "how much does the pro plan cost?" }]
}

// The outcome schema's evaluation_log_id is a filtered string (a UUID pattern test) that
// Arbitrary cannot sample; the same field as Schema.UUID, the other fields as declared.
const OutcomeShape = Schema.Struct({ ...Outcome.fields, evaluation_log_id: Schema.optionalWith(Schema.UUID, { exact: true }) })

const finiteNonNegative = (n: number) => (Number.isFinite(n) ? Math.abs(n) : 0)

export const arbitraries = {
  create: Arbitrary.make(CreateEvaluation).map((c: Json) => ({ name: nonBlank(c.name, 200, "evaluation"), ...repairCriteria(c) })),
  criteria: Arbitrary.make(Criteria).map(repairCriteria),
  input: fc.array(Arbitrary.make(InputMessage), { minLength: 1, maxLength: 6 }).map(repairInput),
  /** The evaluate body's own fields besides evaluation_id / criteria: input_type, input, options. */
  evaluateRest: Arbitrary.make(EvaluateRequest).map((b: Json) => ({
    input_type: b.input_type,
    input: repairInput(b.input),
    ...(b.options === undefined ? {} : { options: b.options })
  })),
  outcome: Arbitrary.make(OutcomeShape).map((o: Json) => ({
    decision: o.decision,
    actual_outcome: nonBlank(o.actual_outcome, 64, "won"),
    conversion_value: finiteNonNegative(o.conversion_value),
    days_to_close: finiteNonNegative(o.days_to_close)
  })),
  /** X-Service-Guide values a client can send: printable ASCII, up to 200 characters. */
  guide: fc.string({ maxLength: 200 }).map((s) => s.trim())
}

/** Raw schema samples, unrepaired: right shapes and types, cross-field rules unknown. */
export const schemaSamples = {
  create: Arbitrary.make(CreateEvaluation) as fc.Arbitrary<Json>,
  evaluate: Arbitrary.make(EvaluateRequest) as fc.Arbitrary<Json>
}
