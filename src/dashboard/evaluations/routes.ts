import { Effect, Option } from "effect"
import { EvaluationsRepo } from "../../evaluations/Repo.js"
import { isUuid, versionNumber } from "../../http/params.js"
import type { Session } from "../auth/Accounts.js"
import { htmlResponse, seeOther } from "../http/respond.js"
import type { Kit } from "../http/route.js"
import type { DashboardRouter } from "../router.js"
import { StatsRepo } from "../usage/StatsRepo.js"
import { notice } from "../views/components.js"
import { notFoundPage } from "../views/errors.js"
import { layout } from "../views/layout.js"
import { archiveControls } from "./archiveViews.js"
import { makeDashboardCreate } from "./create.js"
import { blankDetector, blankTrigger, type EvaluationDraft, emptyDraft, readDraft, toCreateBody } from "./draft.js"
import { evaluationForm, type FormProblems, noProblems } from "./formView.js"
import { EvaluationArchive } from "./EvaluationArchive.js"
import { historyView } from "./historyView.js"
import { detailBody, listBody } from "./views.js"

const TEMPLATES = ["intent_detect", "lead_qualification", "support_triage", "custom"]

/** The add / remove row buttons re-render the form server-side: it works without script. */
export const applyRowAction = (draft: EvaluationDraft, action: string): EvaluationDraft | null => {
  const [verb, index] = action.split(":")
  const at = Number(index)
  switch (verb) {
    case "add_detector":
      return { ...draft, detectors: [...draft.detectors, blankDetector] }
    case "remove_detector":
      return { ...draft, detectors: draft.detectors.filter((_, i) => i !== at) }
    case "add_trigger":
      return { ...draft, triggers: [...draft.triggers, blankTrigger] }
    case "remove_trigger":
      return { ...draft, triggers: draft.triggers.filter((_, i) => i !== at) }
    default:
      return null
  }
}

export const registerEvaluations = (router: DashboardRouter, kit: Kit) =>
  Effect.gen(function* () {
    const evaluations = yield* EvaluationsRepo
    const stats = yield* StatsRepo
    const archive = yield* EvaluationArchive
    const createEvaluation = yield* makeDashboardCreate

    const formPage = (session: Session, draft: EvaluationDraft, problems: FormProblems, status = 200) =>
      htmlResponse(
        layout({ title: "New evaluation", session, section: "evaluations", body: evaluationForm(session.csrfSecret, draft, problems) }),
        status
      )

    yield* router.get(
      "/dashboard/evaluations",
      kit.page(({ session }) =>
        Effect.gen(function* () {
          const [rows, calls, archived] = yield* Effect.all([archive.active(session.orgId), stats.calls(session.orgId), archive.archived(session.orgId)])
          return htmlResponse(layout({ title: "Evaluations", session, section: "evaluations", body: listBody(rows, calls, archived.length) }))
        })
      )
    )

    yield* router.get(
      "/dashboard/evaluations/new",
      kit.page(({ session, url }) => {
        const template = url.searchParams.get("template") ?? ""
        return Effect.succeed(formPage(session, TEMPLATES.includes(template) ? { ...emptyDraft, template } : emptyDraft, noProblems))
      })
    )

    yield* router.post(
      "/dashboard/evaluations",
      kit.action(({ session, form }) =>
        Effect.gen(function* () {
          const draft = readDraft(form)
          const rowAction = applyRowAction(draft, form.text("_action"))
          if (rowAction !== null) return formPage(session, rowAction.detectors.length === 0 ? { ...rowAction, detectors: [blankDetector] } : rowAction, noProblems)
          const outcome = yield* createEvaluation(session.orgId, toCreateBody(draft), session.email)
          const shown = draft.detectors.length === 0 ? { ...draft, detectors: [blankDetector] } : draft
          switch (outcome._tag) {
            case "Created":
              return seeOther(`/dashboard/evaluations/${outcome.id}?created=1`)
            case "Invalid":
              return formPage(session, shown, { ...noProblems, issues: outcome.issues }, 400)
            case "AssertionsFailed":
              return formPage(session, shown, { ...noProblems, failures: outcome.failures, message: "Some examples do not score as declared; see failures." }, 422)
            case "ScorerUnavailable":
              return formPage(session, shown, { ...noProblems, message: `The examples could not be checked: ${outcome.message} Try again.` }, 503)
          }
        })
      )
    )

    yield* router.get(
      "/dashboard/evaluations/:id",
      kit.page(({ session, params, url }) =>
        Effect.gen(function* () {
          const id = params.id ?? ""
          const row = isUuid(id) ? yield* evaluations.find(session.orgId, id) : Option.none()
          if (Option.isNone(row)) return yield* notFoundPage(session, "evaluation")
          const archived = Option.getOrNull(yield* archive.archivedState(session.orgId, id))
          const controls = archiveControls(session.csrfSecret, id, row.value.name, archived)
          const history = yield* evaluations.listVersions(session.orgId, id)
          const published = versionNumber(url.searchParams.get("published") ?? "")
          const body = [
            published === null ? "" : notice("ok", `Version ${published} is published: calls that are not pinned to a version now run it.`),
            detailBody(row.value, url.searchParams.has("created"), controls, archived === null, historyView(id, history))
          ]
          return htmlResponse(layout({ title: row.value.name, session, section: "evaluations", body }))
        })
      )
    )
  })
