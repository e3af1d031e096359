import { Cause, Effect, Option } from "effect"
import { randomUUID } from "node:crypto"
import type { Principal } from "../auth/Principal.js"
import { explain } from "../domain/explain.js"
import { buildResult } from "../domain/result.js"
import type { Message } from "../domain/types.js"
import { withSpeakers } from "../domain/roles.js"
import { validateInput, validateServiceGuide } from "../domain/validate.js"
import { DeploymentsRepo } from "../deployments/Repo.js"
import { EvaluationVersions } from "../evaluations/Versions.js"
import { ValidationError } from "../http/errors.js"
import { quotaFor } from "../limits/plans.js"
import { Quota } from "../limits/Quota.js"
import { Attr } from "../observability/attributes.js"
import { recordEvaluation } from "../observability/Metrics.js"
import { span } from "../observability/span.js"
import { Lru } from "../scoring/cache/lru.js"
import { Scorer } from "../scoring/Scorer.js"
import type { EvaluateRequest } from "./Api.js"
import { LogWriter } from "./LogWriter.js"
import { type Lookups, resolveTarget, type Target } from "./resolve.js"
import type { EvaluateResult } from "./schemas.js"

const checkInput = (input: ReadonlyArray<Message>, guide: string | undefined) => {
  const issues = [...validateInput(input), ...(guide === undefined ? [] : validateServiceGuide(guide))]
  return issues.length === 0 ? Effect.void : Effect.fail(new ValidationError({ issues }))
}

export class Evaluator extends Effect.Service<Evaluator>()("Assay/Evaluator", {
  effect: Effect.gen(function* () {
    const quota = yield* Quota
    const writer = yield* LogWriter
    const scorer = yield* Scorer
    const versions = yield* EvaluationVersions
    const deployments = yield* DeploymentsRepo

    // A deployment's pin never changes once created, so it is read once per process.
    const pins = new Lru<string, { readonly version: number | null }>(4096)
    const lookups: Lookups = {
      evaluation: versions.find,
      pin: (deploymentId) => {
        const hit = pins.get(deploymentId)
        if (hit !== undefined) return Effect.succeed(hit.version)
        return Effect.map(deployments.pinnedVersion(deploymentId), (version) => {
          pins.set(deploymentId, { version })
          return version
        })
      }
    }

    const row = (
      principal: Principal,
      target: Target,
      body: typeof EvaluateRequest.Type,
      input: ReadonlyArray<Message>,
      guide: string | undefined
    ) => ({
      orgId: principal.orgId,
      evaluationId: target.evaluationId,
      evaluationVersion: target.version,
      deploymentId: target.deploymentId,
      mode: target.mode,
      inputType: body.input_type,
      input,
      guide: guide ?? null
    })

    const run = (principal: Principal, body: typeof EvaluateRequest.Type, guide: string | undefined) =>
      Effect.gen(function* () {
        const startedAt = performance.now()
        yield* Effect.annotateCurrentSpan(Attr.orgId, principal.orgId)
        // The lookup is passed in rather than provided as a service: providing one copies the
        // request's whole context (~30 services) on every call.
        const target = yield* resolveTarget(principal, body, lookups).pipe(
          Effect.tap((t) => Effect.annotateCurrentSpan(Attr.rubricSource, t.mode === "adhoc" ? "compiled" : "stored")),
          span("Evaluator.resolveTarget")
        )
        yield* Effect.annotateCurrentSpan({
          [Attr.mode]: target.mode,
          [Attr.template]: target.manifest.template,
          ...(target.evaluationId === null ? {} : { [Attr.evaluationId]: target.evaluationId })
        })
        yield* checkInput(body.input, guide).pipe(span("Evaluator.validate"))
        yield* quota.precheck(principal.limits, principal.usage)
        // Scored and logged with canonical roles (user, agent), whichever alias the caller used.
        const input = withSpeakers(body.input)

        const id = randomUUID()
        yield* Effect.annotateCurrentSpan(Attr.logId, id)
        const base = row(principal, target, body, input, guide)
        const scoringStarted = performance.now()
        // No timeout of its own here: a second deadline over the policy's would race the call
        // against a sleep in two more fibers per request, alive for as long as the model call.
        const { detections, usage } = yield* scorer.score(target.rubricKey, target.manifest, input, target.prompt).pipe(
          // A failed scoring is logged (decisions §9) but consumes no quota; so is a defect (a
          // scoring thread that died, a bug), answered 500 INTERNAL. A caller gone is not logged.
          Effect.tapErrorCause((cause) => {
            const failure = Cause.failureOption(cause)
            const code = Option.isSome(failure) ? failure.value.code : Cause.isDie(cause) ? "INTERNAL" : null
            if (code === null) return Effect.void
            const written = writer
              .write({
                entry: {
                  ...base,
                  id,
                  status: null,
                  result: null,
                  errorCode: code,
                  scorer: scorer.name,
                  scorerFallback: null,
                  // The model that was asked (none answered), so a failed row says which one failed.
                  model: scorer.model ?? null,
                  tokensIn: null,
                  tokensOut: null,
                  scoringLatencyMs: performance.now() - scoringStarted,
                  latencyMs: performance.now() - startedAt
                },
                quota: null
              })
              .pipe(
                span("LogRepo.write"),
                Effect.zipRight(Effect.annotateCurrentSpan({ [Attr.status]: code, [Attr.scorer]: scorer.name })),
                Effect.zipRight(
                  recordEvaluation({ status: code, mode: target.mode, scorer: scorer.name, scoringMs: performance.now() - scoringStarted })
                )
              )
            // A defect stays the answer (500, its cause logged) when its row cannot be written;
            // a scoring error gives way to the write's own (503 with the database down), as before.
            return code === "INTERNAL"
              ? Effect.catchAllCause(written, (writeCause) => Effect.logError("the log row of a call that failed with a defect was not written", writeCause))
              : written
          })
        )
        const scoringLatencyMs = performance.now() - scoringStarted
        const result = buildResult(target.manifest, detections, body.options?.request_next_action === true)
        // Kept in the log row when asked for, so the dashboard's call detail shows the very
        // explanation the caller got, ad-hoc calls included (their criteria are not logged).
        const explanation = body.options?.explain === true ? explain(target.manifest, detections, result) : undefined
        // The quota unit and the row go together in one commit, shared with concurrent calls;
        // the answer (with its log id) leaves only after that commit.
        const admitted = yield* writer
          .write({
            entry: {
              ...base,
              id,
              status: result.status,
              result: explanation === undefined ? result : { ...result, explanation },
              errorCode: null,
              scorer: usage.scorer,
              scorerFallback: usage.fallback ?? null,
              model: usage.model,
              tokensIn: usage.tokensIn,
              tokensOut: usage.tokensOut,
              scoringLatencyMs,
              latencyMs: performance.now() - startedAt
            },
            quota: { limit: quotaFor(principal.limits) }
          })
          .pipe(span("LogRepo.write"))
        if (!admitted) return yield* quota.rejection(principal.limits)
        yield* Effect.annotateCurrentSpan({ [Attr.status]: result.status, [Attr.scorer]: usage.scorer })
        yield* recordEvaluation({ status: result.status, mode: target.mode, scorer: usage.scorer, scoringMs: scoringLatencyMs })
        const answer = { id, evaluation_id: target.evaluationId, version: target.version, ...result }
        const answered = explanation === undefined ? answer : { ...answer, explanation }
        return { body: answered satisfies EvaluateResult, usage }
      }).pipe(span("Evaluator.run"))

    return { run } as const
  }),
  dependencies: [Quota.Default, LogWriter.Default, EvaluationVersions.Default, DeploymentsRepo.Default]
}) {}
