import { Effect, Option } from "effect"
import { DeploymentsRepo } from "../../deployments/Repo.js"
import { digestToken, displayPrefix, generateToken } from "../../domain/keys.js"
import { EvaluationsRepo } from "../../evaluations/Repo.js"
import { isUuid } from "../../http/params.js"
import type { Session } from "../auth/Accounts.js"
import { clearFlash, readFlash, setFlash } from "../http/flash.js"
import { htmlResponse, seeOther } from "../http/respond.js"
import type { Kit } from "../http/route.js"
import { EvaluationArchive } from "../evaluations/EvaluationArchive.js"
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
    const archive = yield* EvaluationArchive

    const render = (session: Session, extra: Partial<DeploymentsView>, status = 200) =>
      Effect.gen(function* () {
        // Archived evaluations are not offered for new deployments, like the playground (docs/dashboard.md).
        const [list, evals] = yield* Effect.all([listing.list(session.orgId), archive.active(session.orgId)])
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
      kit.page(kit.owners(({ session, url, request }) => {
        const flash = readFlash(kit.cookies, session, request)
        const shown = render(session, {
          ...(url.searchParams.has("revoked") ? { message: { kind: "ok", text: "The deployment is revoked." } } : {}),
          ...(url.searchParams.has("evaluation") ? { selected: url.searchParams.get("evaluation") ?? "" } : {}),
          ...(flash === null ? {} : { created: { secret: flash.secret, evaluationName: flash.label ?? "" } })
        })
        return flash === null ? shown : Effect.map(shown, clearFlash(kit.cookies))
      }))
    )

    yield* router.post(
      "/dashboard/deployments",
      kit.action(kit.owners(({ session, form }) =>
        Effect.gen(function* () {
          const evaluationId = form.text("evaluation_id")
          const evaluation = isUuid(evaluationId) ? yield* evaluations.find(session.orgId, evaluationId) : Option.none()
          if (Option.isNone(evaluation)) {
            return yield* render(session, { message: { kind: "error", text: "Choose an evaluation of this organization." } }, 404)
          }
          // The picker does not offer archived evaluations; a post made by hand is refused the same way.
          if (Option.isSome(yield* archive.archivedState(session.orgId, evaluationId))) {
            const text = `“${evaluation.value.name}” is archived: restore it from Evaluations › Archived before deploying it.`
            return yield* render(session, { message: { kind: "error", text } }, 409)
          }
          const secret = generateToken("secret")
          yield* deployments.insert({ orgId: session.orgId, evaluationId, version: null, digest: digestToken(secret), prefix: displayPrefix(secret) })
          // Redirected, so a refresh does not mint another secret; it is shown once from the flash.
          const next = `/dashboard/deployments?evaluation=${encodeURIComponent(evaluationId)}`
          return setFlash(kit.cookies, session, { secret, label: evaluation.value.name })(seeOther(next))
        })
      ))
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
