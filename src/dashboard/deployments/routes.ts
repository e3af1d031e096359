import { Effect, Option } from "effect"
import { DeploymentsRepo } from "../../deployments/Repo.js"
import { digestToken, displayPrefix, generateToken } from "../../domain/keys.js"
import { EvaluationsRepo } from "../../evaluations/Repo.js"
import { isUuid } from "../../http/params.js"
import type { Session } from "../auth/Accounts.js"
import { htmlResponse } from "../http/respond.js"
import type { Kit } from "../http/route.js"
import type { DashboardRouter } from "../router.js"
import { layout } from "../views/layout.js"
import { revokeAction } from "../revocable.js"
import { DeploymentList } from "./DeploymentList.js"
import { deploymentsBody, type DeploymentsView } from "./views.js"

export const registerDeployments = (router: DashboardRouter, kit: Kit) =>
  Effect.gen(function* () {
    const deployments = yield* DeploymentsRepo
    const listing = yield* DeploymentList
    const evaluations = yield* EvaluationsRepo

    const render = (session: Session, extra: Partial<DeploymentsView>, status = 200) =>
      Effect.gen(function* () {
        const [list, evals] = yield* Effect.all([listing.list(session.orgId), evaluations.list(session.orgId)])
        const body = deploymentsBody({
          csrf: session.csrfSecret,
          publicUrl: kit.config.publicUrl,
          deployments: list,
          evaluations: evals,
          ...extra
        })
        return htmlResponse(layout({ title: "Deployments", session, section: "deployments", body }), status)
      })

    yield* router.get(
      "/dashboard/deployments",
      kit.page(({ session, url }) =>
        render(session, {
          ...(url.searchParams.has("revoked") ? { message: { kind: "ok", text: "The deployment is revoked." } } : {}),
          ...(url.searchParams.has("evaluation") ? { selected: url.searchParams.get("evaluation") ?? "" } : {})
        })
      )
    )

    yield* router.post(
      "/dashboard/deployments",
      kit.action(({ session, form }) =>
        Effect.gen(function* () {
          const evaluationId = form.text("evaluation_id")
          const evaluation = isUuid(evaluationId) ? yield* evaluations.find(session.orgId, evaluationId) : Option.none()
          if (Option.isNone(evaluation)) {
            return yield* render(session, { message: { kind: "error", text: "Choose an evaluation of this organization." } }, 404)
          }
          const secret = generateToken("secret")
          yield* deployments.insert({ orgId: session.orgId, evaluationId, digest: digestToken(secret), prefix: displayPrefix(secret) })
          return yield* render(session, { created: { secret, evaluationName: evaluation.value.name }, selected: evaluationId })
        })
      )
    )

    yield* router.post(
      "/dashboard/deployments/:id/revoke",
      revokeAction(kit, {
        revoke: deployments.revoke,
        missing: (session) => render(session, { message: { kind: "error", text: "No such active deployment in this organization." } }, 404),
        done: "/dashboard/deployments?revoked=1"
      })
    )
  })
