import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import { Effect, Option } from "effect"
import { AssayApi } from "../Api.js"
import { CurrentPrincipal } from "../auth/Principal.js"
import { NotFound } from "../http/errors.js"
import { isUuid } from "../http/params.js"
import { Evaluator } from "./Evaluator.js"
import { LogRepo, type LogRow } from "./LogRepo.js"

const notFound = new NotFound({ message: "No such evaluation log." })

const toRecord = (row: LogRow) => {
  const r = (row.result ?? {}) as Record<string, unknown>
  return {
    id: row.id,
    evaluation_id: row.evaluationId,
    version: row.evaluationVersion,
    mode: row.mode,
    input_type: row.inputType,
    status: row.status as never,
    extracted_signals: (r.extracted_signals ?? {}) as never,
    extracted_fields: (r.extracted_fields ?? {}) as never,
    missing_fields: (r.missing_fields ?? []) as never,
    follow_up_questions: (r.follow_up_questions ?? []) as never,
    invalid_fields: (r.invalid_fields ?? []) as never,
    next_action: (r.next_action ?? null) as never,
    next_instruction: (r.next_instruction ?? null) as never,
    error_code: row.errorCode,
    guide: row.guide,
    scorer: row.scorer,
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
        Effect.flatMap(CurrentPrincipal, (principal) => evaluator.run(principal, payload, headers["x-service-guide"]))
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
