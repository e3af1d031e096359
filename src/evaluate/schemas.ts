import { Schema } from "effect"

export const StatusSchema = Schema.Literal("QUALIFIED", "PARTIAL", "FAILED", "ESCALATE")
export const NextActionSchema = Schema.Literal("BOOK_MEETING", "GATHER_INFO", "NURTURE", "DISQUALIFY", "ESCALATE_NOW", "CLOSE")

export const Signal = Schema.Struct({ found: Schema.Boolean, confidence: Schema.Number })

export const Field = Schema.Struct({
  found: Schema.Boolean,
  confidence: Schema.Number,
  value: Schema.NullOr(Schema.String),
  negated: Schema.Boolean,
  evidence: Schema.Array(Schema.Struct({ message_index: Schema.Int, quote: Schema.String }))
})

export const FollowUp = Schema.Struct({ field: Schema.String, question: Schema.String })

/** The result fields of decisions §2, shared by the evaluate response and the log read. */
export const resultFields = {
  status: StatusSchema,
  extracted_signals: Schema.Record({ key: Schema.String, value: Signal }),
  extracted_fields: Schema.Record({ key: Schema.String, value: Field }),
  missing_fields: Schema.Array(Schema.String),
  follow_up_questions: Schema.Array(FollowUp),
  invalid_fields: Schema.Array(Schema.String)
}

const RuleUse = <R extends Schema.Schema.Any, V extends Schema.Schema.Any>(rule: R, value: V) =>
  Schema.Struct({ rule, value, detectors: Schema.Array(Schema.String), triggers: Schema.Array(Schema.String) })

/** decisions §11 `options.explain` (src/domain/explain.ts). */
export const ExplanationSchema = Schema.Struct({
  status: RuleUse(
    Schema.Literal(
      "escalation_matched",
      "disqualifying_signal_found",
      "no_positive_intent_found",
      "no_required_detector_found",
      "required_detector_missing",
      "positive_intent_found",
      "no_positive_intent_chosen",
      "every_required_detector_found",
      "no_detector_required"
    ),
    StatusSchema
  ),
  next_action: Schema.NullOr(
    RuleUse(
      Schema.Literal("escalate", "triage_complete", "ready_to_buy", "qualified", "gather_missing_information", "disqualified", "not_qualified_yet"),
      NextActionSchema
    )
  ),
  sentence: Schema.String
}).annotations({ identifier: "Explanation" })

/**
 * The result as a log row stores it (column `result`): the evaluate answer without its ids. Rows
 * are read back through it, so a stored result the code can no longer read fails loudly (a 500
 * and a logged defect) instead of answering empty fields.
 */
export const StoredResult = Schema.Struct({
  ...resultFields,
  next_action: Schema.optionalWith(NextActionSchema, { exact: true }),
  next_instruction: Schema.optionalWith(Schema.String, { exact: true }),
  /** Stored only when the call asked for it (`options.explain`). */
  explanation: Schema.optionalWith(ExplanationSchema, { exact: true })
})
export type StoredResult = typeof StoredResult.Type

export const EvaluateResult = Schema.Struct({
  id: Schema.String,
  evaluation_id: Schema.NullOr(Schema.String),
  /** The version of the evaluation the call ran on (decisions §12); null for ad-hoc criteria. */
  version: Schema.NullOr(Schema.Int),
  ...StoredResult.fields,
  explanation: Schema.optional(ExplanationSchema)
})
export type EvaluateResult = typeof EvaluateResult.Type

export const LogRecord = Schema.Struct({
  id: Schema.String,
  evaluation_id: Schema.NullOr(Schema.String),
  /** The version of the evaluation the call ran on (decisions §12). */
  version: Schema.NullOr(Schema.Int),
  mode: Schema.String,
  input_type: Schema.String,
  ...resultFields,
  status: Schema.NullOr(StatusSchema),
  next_action: Schema.NullOr(NextActionSchema),
  next_instruction: Schema.NullOr(Schema.String),
  error_code: Schema.NullOr(Schema.String),
  guide: Schema.NullOr(Schema.String),
  scorer: Schema.String,
  scorer_fallback: Schema.NullOr(Schema.String),
  model: Schema.NullOr(Schema.String),
  tokens_in: Schema.NullOr(Schema.Number),
  tokens_out: Schema.NullOr(Schema.Number),
  scoring_latency_ms: Schema.NullOr(Schema.Number),
  latency_ms: Schema.Number,
  created_at: Schema.String
})
