// Edit → try → publish, and the version history's pages (issue 24). Every route reads the
// evaluation within the session's organization first: another organization's ids are a 404.
import { Effect, Option } from "effect"
import type { CallSide } from "../../domain/replayDiff.js"
import { EvaluationsRepo, type EvaluationRow } from "../../evaluations/Repo.js"
import { isUuid, versionNumber } from "../../http/params.js"
import { bucketFor } from "../../limits/plans.js"
import { ReplaysRepo } from "../../replays/Repo.js"
import { orgLimits, type Session } from "../auth/Accounts.js"
import { htmlResponse, seeOther } from "../http/respond.js"
import type { Kit } from "../http/route.js"
import type { DashboardRouter } from "../router.js"
import { notice } from "../views/components.js"
import { errorPage, notFoundPage } from "../views/errors.js"
import { layout } from "../views/layout.js"
import { blankDetector, type EvaluationDraft, readDraft, toCreateBody } from "./draft.js"
import { evaluationForm, type FormProblems, type FormTarget, noProblems } from "./formView.js"
import { draftOf, type EditableDraft } from "./fromDefinition.js"
import { versionBody } from "./historyView.js"
import { applyRowAction } from "./routes.js"
import { makeDashboardDrafts, TRY_CALLS, type DraftProblem } from "./tryReplay.js"
import { tryBody } from "./tryView.js"

/** Changed calls per page of a tried draft. */
const CHANGES_PAGE = 25

const tryTarget = (id: string): FormTarget => ({
  action: `/dashboard/evaluations/${id}/try`,
  submit: "Try on recent calls",
  note: `Nothing is published yet: the draft is checked like a new evaluation, then re-scores the last ${TRY_CALLS.toLocaleString("en-US")} calls.`,
  busy: "Checking examples…"
})

const problemsOf = (p: DraftProblem): [FormProblems, number] => {
  switch (p._tag) {
    case "Invalid":
      return [{ ...noProblems, issues: p.issues }, 400]
    case "AssertionsFailed":
      return [{ ...noProblems, failures: p.failures, message: "Some examples do not score as declared; see failures." }, 422]
    case "ScorerUnavailable":
      return [{ ...noProblems, message: `The examples could not be checked: ${p.message} Try again.` }, 503]
  }
}

export const registerEvaluationVersions = (router: DashboardRouter, kit: Kit) =>
  Effect.gen(function* () {
    const evaluations = yield* EvaluationsRepo
    const replays = yield* ReplaysRepo
    const drafts = yield* makeDashboardDrafts

    const evaluationOf = (session: Session, id: string | undefined) =>
      id !== undefined && isUuid(id) ? evaluations.find(session.orgId, id) : Effect.succeed(Option.none<EvaluationRow>())

    const formPage = (session: Session, e: EvaluationRow, edit: EditableDraft, problems: FormProblems, status = 200) => {
      const shown = edit.draft.detectors.length === 0 ? { ...edit.draft, detectors: [blankDetector] } : edit.draft
      const unshown =
        edit.unshown.length === 0
          ? ""
          : notice("error", `This definition has fields the form does not show (${edit.unshown.join(", ")}); a version made here leaves them out.`)
      const body = [unshown, evaluationForm(session.csrfSecret, shown, problems, tryTarget(e.id))]
      return htmlResponse(layout({ title: `Edit ${e.name}`, session, section: "evaluations", body }), status)
    }

    /** The draft to start from: a tried draft (`from`), a version (`version`), else the latest. */
    const startingPoint = (session: Session, e: EvaluationRow, url: URL) =>
      Effect.gen(function* () {
        const from = url.searchParams.get("from")
        if (from !== null && isUuid(from)) {
          const tried = yield* replays.find(session.orgId, from)
          if (Option.isSome(tried) && tried.value.evaluationId === e.id && tried.value.draft !== null) {
            const { name, ...definition } = tried.value.draft as { name?: string }
            return draftOf(name ?? e.name, definition)
          }
        }
        const n = versionNumber(url.searchParams.get("version") ?? "")
        const version = n === null ? Option.none() : yield* evaluations.findVersion(session.orgId, e.id, n)
        return Option.isSome(version) ? draftOf(e.name, version.value.definition) : draftOf(e.name, e.definition)
      })

    yield* router.get(
      "/dashboard/evaluations/:id/edit",
      kit.page(({ session, params, url }) =>
        Effect.gen(function* () {
          const e = yield* evaluationOf(session, params.id)
          if (Option.isNone(e)) return yield* notFoundPage(session, "evaluation")
          return formPage(session, e.value, yield* startingPoint(session, e.value, url), noProblems)
        })
      )
    )

    yield* router.post(
      "/dashboard/evaluations/:id/try",
      kit.action(({ session, params, form }) =>
        Effect.gen(function* () {
          const e = yield* evaluationOf(session, params.id)
          if (Option.isNone(e)) return yield* notFoundPage(session, "evaluation")
          const draft: EvaluationDraft = readDraft(form)
          const rowAction = applyRowAction(draft, form.text("_action"))
          if (rowAction !== null) return formPage(session, e.value, { draft: rowAction, unshown: [] }, noProblems)
          const bucket = { key: `playground:${session.orgId}`, policy: bucketFor(orgLimits(session)) }
          const outcome = yield* drafts.tryDraft(session.orgId, e.value.id, toCreateBody(draft), bucket)
          if (outcome._tag === "Started") return seeOther(`/dashboard/evaluations/${e.value.id}/tries/${outcome.replayId}`)
          const [problems, status] = problemsOf(outcome)
          return formPage(session, e.value, { draft, unshown: [] }, problems, status)
        })
      )
    )

    yield* router.get(
      "/dashboard/evaluations/:id/tries/:replayId",
      kit.page(({ session, params, url }) =>
        Effect.gen(function* () {
          const e = yield* evaluationOf(session, params.id)
          const replayId = params.replayId ?? ""
          const replay = Option.isSome(e) && isUuid(replayId) ? yield* replays.find(session.orgId, replayId) : Option.none()
          if (Option.isNone(e) || Option.isNone(replay) || replay.value.evaluationId !== e.value.id || replay.value.draft === null) {
            return yield* notFoundPage(session, "tried draft")
          }
          const r = replay.value
          const cursor = Number(url.searchParams.get("cursor") ?? "0")
          const after = Number.isSafeInteger(cursor) && cursor > 0 ? cursor : 0
          const page = r.status === "done" ? yield* replays.changes(r.id, after, CHANGES_PAGE + 1) : []
          const shown = page.slice(0, CHANGES_PAGE)
          const body = tryBody({
            csrf: session.csrfSecret,
            evaluation: e.value,
            replay: r,
            changes: shown.map((c) => ({ ...c, before: c.before as CallSide, after: c.after as CallSide })),
            next: page.length > CHANGES_PAGE ? String(shown[shown.length - 1]!.seq) : null,
            paged: after > 0
          })
          // Until it is done the page reloads itself: progress without any script.
          const running = r.status === "queued" || r.status === "running"
          return htmlResponse(layout({ title: `Try a draft of ${e.value.name}`, session, section: "evaluations", body }), 200, running ? { refresh: "1" } : {})
        })
      )
    )

    yield* router.post(
      "/dashboard/evaluations/:id/publish",
      kit.action(({ session, params, form }) =>
        Effect.gen(function* () {
          const e = yield* evaluationOf(session, params.id)
          const replayId = form.text("replay_id")
          if (Option.isNone(e) || !isUuid(replayId)) return yield* notFoundPage(session, "tried draft")
          const outcome = yield* drafts.publishTried(session.orgId, e.value.id, replayId, session.email)
          switch (outcome._tag) {
            case "Published":
              return seeOther(`/dashboard/evaluations/${e.value.id}?published=${outcome.version}`)
            case "NotFound":
              return yield* notFoundPage(session, "tried draft")
            default: {
              const [problems, status] = problemsOf(outcome)
              const message = [problems.message ?? "The draft is no longer valid.", ...problems.issues.map((i) => `${i.path}: ${i.message}`)].join(" ")
              return yield* errorPage({ status, title: "Not published", message, session })
            }
          }
        })
      )
    )

    yield* router.get(
      "/dashboard/evaluations/:id/versions/:version",
      kit.page(({ session, params }) =>
        Effect.gen(function* () {
          const e = yield* evaluationOf(session, params.id)
          const n = versionNumber(params.version ?? "")
          const v = Option.isSome(e) && n !== null ? yield* evaluations.findVersion(session.orgId, e.value.id, n) : Option.none()
          if (Option.isNone(e) || Option.isNone(v)) return yield* notFoundPage(session, "version")
          const body = versionBody(e.value, v.value)
          return htmlResponse(layout({ title: `${e.value.name}, version ${v.value.version}`, session, section: "evaluations", body }))
        })
      )
    )
  })
