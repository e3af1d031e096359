import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { randomUUID } from "node:crypto"
import type { Principal } from "../auth/Principal.js"
import { buildResult } from "../domain/result.js"
import type { Message } from "../domain/types.js"
import { validateInput, validateServiceGuide } from "../domain/validate.js"
import { ValidationError } from "../http/errors.js"
import { Quota } from "../limits/Quota.js"
import { ScorerTimeout } from "../scoring/errors.js"
import { Scorer } from "../scoring/Scorer.js"
import type { EvaluateRequest } from "./Api.js"
import { LogRepo } from "./LogRepo.js"
import { resolveTarget, type Target } from "./resolve.js"
import type { EvaluateResult } from "./schemas.js"

/** decisions §6: the scorer budget per evaluate call, every retry included. */
export const SCORER_BUDGET = "30 seconds"

const checkInput = (input: ReadonlyArray<Message>, guide: string | undefined) => {
  const issues = [...validateInput(input), ...(guide === undefined ? [] : validateServiceGuide(guide))]
  return issues.length === 0 ? Effect.void : Effect.fail(new ValidationError({ issues }))
}

export class Evaluator extends Effect.Service<Evaluator>()("Assay/Evaluator", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const quota = yield* Quota
    const logs = yield* LogRepo
    const scorer = yield* Scorer

    const row = (principal: Principal, target: Target, body: typeof EvaluateRequest.Type, guide: string | undefined) => ({
      orgId: principal.orgId,
      evaluationId: target.evaluationId,
      deploymentId: target.deploymentId,
      mode: target.mode,
      inputType: body.input_type,
      input: body.input,
      guide: guide ?? null
    })

    const run = (principal: Principal, body: typeof EvaluateRequest.Type, guide: string | undefined) =>
      Effect.gen(function* () {
        const startedAt = performance.now()
        const target = yield* resolveTarget(principal, body)
        yield* checkInput(body.input, guide)
        yield* quota.precheck(principal.limits)

        const id = randomUUID()
        const base = row(principal, target, body, guide)
        const scoringStarted = performance.now()
        const { detections, usage } = yield* scorer.score(target.rubricKey, target.manifest, body.input).pipe(
          Effect.timeoutFail({ duration: SCORER_BUDGET, onTimeout: () => new ScorerTimeout({}) }),
          // A failed scoring is logged (decisions §9) but consumes no quota.
          Effect.tapError((error) =>
            logs
              .insert({
                ...base,
                id,
                status: null,
                result: null,
                errorCode: error.code,
                scorer: scorer.name,
                model: null,
                tokensIn: null,
                tokensOut: null,
                scoringLatencyMs: performance.now() - scoringStarted,
                latencyMs: performance.now() - startedAt
              })
              .pipe(Effect.orDie)
          )
        )
        const scoringLatencyMs = performance.now() - scoringStarted
        const result = buildResult(target.manifest, detections, body.options?.request_next_action === true)
        const admitted = yield* sql.withTransaction(
          Effect.gen(function* () {
            if (!(yield* quota.consume(principal.limits))) return false
            yield* logs.insert({
              ...base,
              id,
              status: result.status,
              result,
              errorCode: null,
              ...usage,
              scoringLatencyMs,
              latencyMs: performance.now() - startedAt
            })
            return true
          })
        ).pipe(Effect.orDie, Effect.withSpan("LogRepo.write"))
        if (!admitted) return yield* quota.rejection(principal.limits)
        return { id, evaluation_id: target.evaluationId, ...result } satisfies EvaluateResult
      }).pipe(Effect.withSpan("Evaluator.run"))

    return { run } as const
  }),
  dependencies: [Quota.Default, LogRepo.Default]
}) {}
