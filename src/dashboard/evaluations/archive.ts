// Archive, restore and duplicate (issue 25 item 7). Registered before the evaluation pages, so
// `/dashboard/evaluations/archived` is this page and not an evaluation id.
import { Effect, Option } from "effect"
import type { Criteria } from "../../domain/criteria.js"
import { EvaluationsRepo } from "../../evaluations/Repo.js"
import { isUuid } from "../../http/params.js"
import type { Session } from "../auth/Accounts.js"
import { htmlResponse, seeOther } from "../http/respond.js"
import type { Kit } from "../http/route.js"
import type { DashboardRouter } from "../router.js"
import { notFoundPage } from "../views/errors.js"
import { layout } from "../views/layout.js"
import { archivedListBody } from "./archiveViews.js"
import { draftFromDefinition } from "./duplicate.js"
import { EvaluationArchive } from "./EvaluationArchive.js"
import { evaluationForm, noProblems } from "./formView.js"

export const registerEvaluationFiling = (router: DashboardRouter, kit: Kit) =>
  Effect.gen(function* () {
    const evaluations = yield* EvaluationsRepo
    const archive = yield* EvaluationArchive

    const idOf = (params: Readonly<Record<string, string | undefined>>) => Option.liftPredicate(params.id ?? "", isUuid)

    yield* router.get(
      "/dashboard/evaluations/archived",
      kit.page(({ session }) =>
        Effect.map(archive.archived(session.orgId), (rows) =>
          htmlResponse(layout({ title: "Archived evaluations", session, section: "evaluations", body: archivedListBody(session.csrfSecret, rows) }))
        )
      )
    )

    // Another organization's id changes nothing and reads as missing, like everywhere else.
    const file = (session: Session, id: Option.Option<string>, write: (id: string) => Effect.Effect<boolean>) =>
      Effect.gen(function* () {
        const done = Option.isSome(id) && (yield* write(id.value))
        return done ? seeOther(`/dashboard/evaluations/${Option.getOrThrow(id)}`) : yield* notFoundPage(session, "evaluation")
      })

    yield* router.post(
      "/dashboard/evaluations/:id/archive",
      kit.action(({ session, params }) => file(session, idOf(params), (id) => archive.archive(session.orgId, id, session.email)))
    )
    yield* router.post(
      "/dashboard/evaluations/:id/restore",
      kit.action(({ session, params }) => file(session, idOf(params), (id) => archive.restore(session.orgId, id)))
    )

    // The latest version's definition in the create form; the copy is made when it is submitted.
    yield* router.get(
      "/dashboard/evaluations/:id/duplicate",
      kit.page(({ session, params }) =>
        Effect.gen(function* () {
          const id = idOf(params)
          const row = Option.isSome(id) ? yield* evaluations.find(session.orgId, id.value) : Option.none()
          if (Option.isNone(row)) return yield* notFoundPage(session, "evaluation")
          const draft = draftFromDefinition(row.value.name, row.value.definition as Criteria)
          const body = evaluationForm(session.csrfSecret, draft, noProblems)
          return htmlResponse(layout({ title: "New evaluation", session, section: "evaluations", body }))
        })
      )
    )
  })
