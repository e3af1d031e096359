// Request body schemas. They check shapes and per-field limits only; the rules that relate
// fields to each other (template ↔ fields, examples ↔ categories, triggers ↔ detectors) live in
// validate.ts so that every issue can carry a precise path.
//
// Unknown fields must be rejected (decisions §1: no mass assignment). Struct schemas do not
// do that by themselves: whoever decodes passes `strictParseOptions`, e.g.
// `Schema.decodeUnknown(CreateEvaluation)(body, strictParseOptions)` or annotates the
// top-level payload schema with `{ parseOptions: strictParseOptions }`.
import { Schema } from "effect"
import type { ParseOptions } from "effect/SchemaAST"
import { AGENT_ROLES, CUSTOMER_ROLES } from "./roles.js"
import { charCount, isBlank } from "./text.js"

export const strictParseOptions = { onExcessProperty: "error", errors: "all" } as const satisfies ParseOptions

const required = <S extends Schema.Schema.All>(schema: S, what: string) =>
  Schema.propertySignature(schema).annotations({ missingMessage: () => `${what} is required.` })

const optional = <S extends Schema.Schema.All>(schema: S) => Schema.optionalWith(schema, { exact: true })

// `override` keeps a union's or literal's sentence instead of one "Expected ..." per member.
const oneOf = <L extends ReadonlyArray<string>>(what: string, ...values: L) =>
  Schema.Literal(...values).annotations({
    message: () => ({ message: `${what} must be one of: ${values.join(", ")}.`, override: true })
  })

const text = (what: string) => Schema.String.annotations({ message: () => `${what} must be a string.` })

const boolean = (what: string) => Schema.Boolean.annotations({ message: () => `${what} must be true or false.` })

const list = <S extends Schema.Schema.Any>(item: S, what: string) =>
  Schema.Array(item).annotations({ message: () => `${what} must be an array.` })

const object = (what: string) => ({ message: () => `${what} must be a JSON object.` })

/** decisions §10: an absent or empty body (which reads as null) is named as such. */
const requestBody = {
  message: (issue: { readonly actual?: unknown }) =>
    issue.actual === null || issue.actual === undefined ? "A JSON body is required." : "The request body must be a JSON object."
}

const chars = (what: string, min: number, max: number) =>
  text(what).pipe(
    Schema.filter((s) => (isBlank(s) ? `${what} must not be empty.` : undefined)),
    Schema.filter((s) => {
      const n = charCount(s)
      return n >= min && n <= max ? undefined : `${what} must be ${min} to ${max} characters long.`
    })
  )

const amount = (what: string) =>
  Schema.Number.annotations({ message: () => `${what} must be a number.` }).pipe(
    Schema.filter((n) => (Number.isFinite(n) && n >= 0 ? undefined : `${what} must be a number greater than or equal to 0.`))
  )

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const Template = oneOf("template", "intent_detect", "lead_qualification", "support_triage", "custom")
export const Framework = oneOf("framework", "bant", "meddic", "spiced", "champ")
export const StandardDetectorName = oneOf(
  "Each standard detector",
  "pricing_interest",
  "purchase_interest",
  "urgency",
  "not_interested",
  "needs_human"
)
export const DetectorType = oneOf("type", "presence", "classification")
export const StatusValue = oneOf("decision", "QUALIFIED", "PARTIAL", "FAILED", "ESCALATE")

/** decisions §4: a plain phrasing, or one labelled with the category it belongs to. */
export const ExampleInput = Schema.Union(
  Schema.String,
  Schema.Struct({ text: Schema.String, category: optional(Schema.NullOr(Schema.String)) })
).annotations({
  message: () => ({ message: "Each example must be a string or an object { \"text\", \"category\" }.", override: true })
})
export type ExampleInput = typeof ExampleInput.Type

export const CustomDetector = Schema.Struct({
  name: required(text("name"), "name"),
  type: required(DetectorType, "type"),
  categories: optional(list(text("Each category"), "categories")),
  examples: required(list(ExampleInput, "examples"), "examples"),
  non_examples: optional(list(text("Each non-example"), "non_examples")),
  required: optional(boolean("required"))
}).annotations(object("Each custom detector"))
export type CustomDetector = typeof CustomDetector.Type

export const Trigger = Schema.Struct({
  field: required(text("field"), "field"),
  values: optional(list(text("Each value"), "values")),
  required: optional(boolean("required"))
}).annotations(object("Each trigger"))
export type Trigger = typeof Trigger.Type

export const Escalation = Schema.Struct({
  triggers: required(list(Trigger, "triggers"), "triggers")
}).annotations(object("escalation"))
export type Escalation = typeof Escalation.Type

const criteriaFields = {
  template: required(Template, "template"),
  framework: optional(Framework),
  standard_detectors: optional(list(StandardDetectorName, "standard_detectors")),
  custom_detectors: optional(list(CustomDetector, "custom_detectors")),
  escalation: optional(Escalation)
}

/** Ad-hoc criteria: the create body without `name`. */
export const Criteria = Schema.Struct(criteriaFields).annotations(object("criteria"))
export type Criteria = typeof Criteria.Type

export const CreateEvaluation = Schema.Struct({
  name: required(chars("name", 1, 200), "name"),
  ...criteriaFields
}).annotations(requestBody)
export type CreateEvaluation = typeof CreateEvaluation.Type

/** decisions §12: a new version is a full definition; without `name` the evaluation keeps its name. */
export const CreateVersion = Schema.Struct({
  name: optional(chars("name", 1, 200)),
  ...criteriaFields
}).annotations(object("The request body"))
export type CreateVersion = typeof CreateVersion.Type

export const EvaluateOptions = Schema.Struct({
  request_next_action: optional(boolean("request_next_action")),
  /** decisions §11: add `explanation`, the rules that set the status and the next action. */
  explain: optional(boolean("explain"))
}).annotations(object("options"))
export type EvaluateOptions = typeof EvaluateOptions.Type

/** Content limits are checked by `validateInput`, which also counts the messages. */
export const InputMessage = Schema.Struct({
  role: required(
    chars("role", 1, 32).annotations({
      description: `Who wrote the message, in any letter case: the customer (${CUSTOMER_ROLES.join(", ")}) or an agent line (${AGENT_ROLES.join(", ")}). Only the customer's words are evidence; at least one message must be the customer's.`
    }),
    "role"
  ),
  content: required(text("content"), "content")
}).annotations(object("Each input message"))
export type InputMessage = typeof InputMessage.Type

/** decisions §7. */
export const Outcome = Schema.Struct({
  decision: required(StatusValue, "decision"),
  actual_outcome: required(chars("actual_outcome", 1, 64), "actual_outcome"),
  conversion_value: required(amount("conversion_value"), "conversion_value"),
  days_to_close: required(amount("days_to_close"), "days_to_close"),
  evaluation_log_id: optional(
    text("evaluation_log_id").pipe(
      Schema.filter((s) => (UUID_PATTERN.test(s) ? undefined : "evaluation_log_id must be a UUID."))
    )
  )
}).annotations(requestBody)
export type Outcome = typeof Outcome.Type

export const InputType = oneOf("input_type", "transcript", "form", "ticket", "email")

/** The evaluate call (interface.md); the XOR of evaluation_id and criteria is checked by the Evaluator. */
export const EvaluateRequest = Schema.Struct({
  evaluation_id: optional(Schema.UUID.annotations({ message: () => ({ message: "evaluation_id must be a UUID.", override: true }) })),
  criteria: optional(Criteria),
  input_type: required(InputType, "input_type"),
  input: required(list(InputMessage, "input"), "input"),
  options: optional(EvaluateOptions)
}).annotations(requestBody)
export type EvaluateRequest = typeof EvaluateRequest.Type
