import { Effect, Option } from "effect"
import { explain } from "../../domain/explain.js"
import { buildResult } from "../../domain/result.js"
import type { Manifest } from "../../domain/types.js"
import { validateInput } from "../../domain/validate.js"
import { SCORER_BUDGET } from "../../scoring/Scorer.js"
import { EvaluationsRepo } from "../../evaluations/Repo.js"
import { EvaluationArchive } from "../evaluations/EvaluationArchive.js"
import { isUuid } from "../../http/params.js"
import { bucketFor } from "../../limits/plans.js"
import { RateLimiter } from "../../limits/RateLimiter.js"
import { ScorerTimeout } from "../../scoring/errors.js"
import { Scorer } from "../../scoring/Scorer.js"
import { orgLimits, type Session } from "../auth/Accounts.js"
import { htmlResponse } from "../http/respond.js"
import type { Kit } from "../http/route.js"
import type { DashboardRouter } from "../router.js"
import { layout } from "../views/layout.js"
import { LogDetailRepo } from "../activity/LogDetailRepo.js"
import { toMessages, toPlayground } from "./input.js"
import { playgroundBody, type PlaygroundView } from "./views.js"


export const registerPlayground = (router: DashboardRouter, kit: Kit) =>
  Effect.gen(function* () {
    const evaluations = yield* EvaluationsRepo
    const archive = yield* EvaluationArchive
    const scorer = yield* Scorer
    const limiter = yield* RateLimiter
    const logs = yield* LogDetailRepo

    const render = (session: Session, view: Omit<PlaygroundView, "csrf" | "evaluations">, status = 200) =>
      Effect.map(archive.active(session.orgId), (list) =>
        htmlResponse(
          layout({
            title: "Playground",
            session,
            section: "playground",
            body: playgroundBody({ ...view, csrf: session.csrfSecret, evaluations: list })
          }),
          status
        )
      )

    // "Open in playground" from a call's detail: that call's input, read within this organization.
    const fromLog = (orgId: string, id: string | null) =>
      id !== null && isUuid(id) ? Effect.map(logs.find(orgId, id), Option.map((r) => toPlayground(r.inputType, r.input))) : Effect.succeed(Option.none())

    yield* router.get(
      "/dashboard/playground",
      kit.page(({ session, url }) =>
        Effect.gen(function* () {
          const logged = yield* fromLog(session.orgId, url.searchParams.get("log"))
          const prefill = Option.getOrElse(logged, () => ({ inputType: "email", text: "" }))
          return yield* render(session, { evaluationId: url.searchParams.get("evaluation") ?? "", ...prefill, nextAction: true, explain: false })
        })
      )
    )

    // A dry run: the evaluation's own rubric and scorer, the organization's rate limit, but no
    // log row and no quota, so trying things out never pollutes the feed or the outcome figures.
    yield* router.post(
      "/dashboard/playground",
      kit.action(({ session, form }) =>
        Effect.gen(function* () {
          const view = {
            evaluationId: form.text("evaluation_id"),
            inputType: form.text("input_type"),
            text: form.raw("text"),
            nextAction: form.has("request_next_action"),
            explain: form.has("explain")
          }
          const row = isUuid(view.evaluationId) ? yield* evaluations.find(session.orgId, view.evaluationId) : Option.none()
          if (Option.isNone(row)) return yield* render(session, { ...view, error: "Choose an evaluation of this organization." }, 404)
          const input = toMessages(view.inputType, view.text)
          const issues = validateInput(input)
          if (issues.length > 0) return yield* render(session, { ...view, issues }, 400)
          const policy = bucketFor(orgLimits(session))
          const decision = yield* limiter.consume(`playground:${session.orgId}`, policy)
          if (!decision.allowed) {
            return yield* render(session, { ...view, error: `Too many runs; try again in ${decision.retryAfter} seconds.` }, 429)
          }
          const manifest = row.value.rubric as Manifest
          const scored = yield* scorer.score(`evaluation:${row.value.id}`, manifest, input).pipe(
            Effect.timeoutFail({ duration: SCORER_BUDGET, onTimeout: () => new ScorerTimeout({}) }),
            Effect.either
          )
          if (scored._tag === "Left") return yield* render(session, { ...view, error: `Scoring failed: ${scored.left.message}` }, 503)
          const result = buildResult(manifest, scored.right.detections, view.nextAction)
          const explanation = view.explain ? explain(manifest, scored.right.detections, result) : undefined
          return yield* render(session, { ...view, result: { result, input, ...(explanation === undefined ? {} : { explanation }) } })
        })
      )
    )
  })
