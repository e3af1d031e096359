import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import { Effect, FiberRef, Option } from "effect"
import { AssayApi } from "../Api.js"
import { CurrentPrincipal } from "../auth/Principal.js"
import { NotFound, ValidationError } from "../http/errors.js"
import { headerText } from "../http/headerText.js"
import { CurrentRequest } from "../http/RequestState.js"
import type { ScoringUsage } from "../scoring/Scorer.js"
import { isUuid } from "../http/params.js"
import { Evaluator } from "./Evaluator.js"
import { LogRepo, type LogRow } from "./LogRepo.js"
import type { LogRecord, StoredResult } from "./schemas.js"

/** `X-Assay-Scorer` (decisions §11): the scorer that answered, and why the model did not. */
const scorerHeader = (usage: ScoringUsage) => (usage.fallback === undefined ? usage.scorer : `${usage.scorer}; fallback=${usage.fallback}`)

const notFound = new NotFound({ message: "No such evaluation log." })

/** A failed call's row stores no result (decisions §9): its result fields read empty. */
const noResult: Omit<StoredResult, "status"> = {
  extracted_signals: {},
  extracted_fields: {},
  missing_fields: [],
  follow_up_questions: [],
  invalid_fields: []
}

const toRecord = (row: LogRow): typeof LogRecord.Type => {
  const r = row.result ?? noResult
  return {
    id: row.id,
    evaluation_id: row.evaluationId,
    version: row.evaluationVersion,
    mode: row.mode,
    input_type: row.inputType,
    status: row.status,
    extracted_signals: r.extracted_signals,
    extracted_fields: r.extracted_fields,
    missing_fields: r.missing_fields,
    follow_up_questions: r.follow_up_questions,
    invalid_fields: r.invalid_fields,
    next_action: r.next_action ?? null,
    next_instruction: r.next_instruction ?? null,
    error_code: row.errorCode,
    guide: row.guide,
    scorer: row.scorer,
    scorer_fallback: row.scorerFallback,
    model: row.model,
    tokens_in: row.tokensIn,
    tokens_out: row.tokensOut,
    scoring_latency_ms: row.scoringLatencyMs,
    latency_ms: row.latencyMs,
    created_at: row.createdAt.toISOString()
  }
}

export const EvaluateHttpLive = HttpApiBuilder.group(AssayApi, "evaluate", (handlers) =>
  Effect.gen(function* () {
    const evaluator = yield* Evaluator
    const logs = yield* LogRepo
    return handlers
      .handle("evaluate", ({ headers, payload }) =>
        Effect.gen(function* () {
          const principal = yield* CurrentPrincipal
          const guide = headers["x-service-guide"]
          const { body, usage } = yield* evaluator.run(principal, payload, guide === undefined ? undefined : headerText(guide))
          const state = yield* FiberRef.get(CurrentRequest)
          state.headers["x-assay-scorer"] = scorerHeader(usage)
          return body
        })
      )
      .handle("getLog", ({ path }) =>
        Effect.gen(function* () {
          const principal = yield* CurrentPrincipal
          if (!isUuid(path.id)) return yield* notFound
          const row = yield* logs.find(principal.orgId, path.id)
          if (Option.isNone(row)) return yield* notFound
          // A deployment secret reads only the rows of its bound evaluation.
          if (principal.kind === "deployment" && row.value.evaluationId !== principal.evaluationId) return yield* notFound
          return toRecord(row.value)
        })
      )
  })
)
