// Edit → try → publish, and the version history's pages (issue 24). Every route reads the
// evaluation within the session's organization first: another organization's ids are a 404.
import { Effect, Option } from "effect"
import type { CallSide } from "../../domain/replayDiff.js"
import { EvaluationsRepo, type EvaluationRow } from "../../evaluations/Repo.js"
import { isUuid, versionNumber } from "../../http/params.js"
import { bucketFor } from "../../limits/plans.js"
import { conflictBody } from "./conflictView.js"
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

/** `base`: the latest version when this editing began, carried by the form to the tried draft. */
const tryTarget = (id: string, base: number): FormTarget => ({
  action: `/dashboard/evaluations/${id}/try`,
  hidden: [["base_version", String(base)]],
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

    const formPage = (session: Session, e: EvaluationRow, edit: EditableDraft, base: number, problems: FormProblems, status = 200) => {
      const shown = edit.draft.detectors.length === 0 ? { ...edit.draft, detectors: [blankDetector] } : edit.draft
      const unshown =
        edit.unshown.length === 0
          ? ""
          : notice("error", `This definition has fields the form does not show (${edit.unshown.join(", ")}); a version made here leaves them out.`)
      const body = [unshown, evaluationForm(session.csrfSecret, shown, problems, tryTarget(e.id, base))]
      return htmlResponse(layout({ title: `Edit ${e.name}`, session, section: "evaluations", body }), status)
    }

    /**
     * The draft to start from: a tried draft (`from`), a version (`version`), else the latest; and
     * the version its editing began from: the tried draft's, else the latest now (editing from an
     * older version still knows the latest).
     */
    const startingPoint = (session: Session, e: EvaluationRow, url: URL) =>
      Effect.gen(function* () {
        const from = url.searchParams.get("from")
        if (from !== null && isUuid(from)) {
          const tried = yield* replays.find(session.orgId, from)
          if (Option.isSome(tried) && tried.value.evaluationId === e.id && tried.value.draft !== null) {
            const { name, ...definition } = tried.value.draft as { name?: string }
            return [draftOf(name ?? e.name, definition), tried.value.baseVersion ?? e.latestVersion] as const
          }
        }
        const n = versionNumber(url.searchParams.get("version") ?? "")
        const version = n === null ? Option.none() : yield* evaluations.findVersion(session.orgId, e.id, n)
        return [Option.isSome(version) ? draftOf(e.name, version.value.definition) : draftOf(e.name, e.definition), e.latestVersion] as const
      })

    /** The form's base version, if it names one that exists; else the latest (a form from before this field). */
    const baseOf = (e: EvaluationRow, text: string) => {
      const n = versionNumber(text)
      return n !== null && n <= e.latestVersion ? n : e.latestVersion
    }

    yield* router.get(
      "/dashboard/evaluations/:id/edit",
      kit.page(({ session, params, url }) =>
        Effect.gen(function* () {
          const e = yield* evaluationOf(session, params.id)
          if (Option.isNone(e)) return yield* notFoundPage(session, "evaluation")
          const [edit, base] = yield* startingPoint(session, e.value, url)
          return formPage(session, e.value, edit, base, noProblems)
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
          const base = baseOf(e.value, form.text("base_version"))
          const rowAction = applyRowAction(draft, form.text("_action"))
          if (rowAction !== null) return formPage(session, e.value, { draft: rowAction, unshown: [] }, base, noProblems)
          const bucket = { key: `playground:${session.orgId}`, policy: bucketFor(orgLimits(session)) }
          const outcome = yield* drafts.tryDraft(session.orgId, e.value.id, toCreateBody(draft), bucket, base)
          if (outcome._tag === "Started") return seeOther(`/dashboard/evaluations/${e.value.id}/tries/${outcome.replayId}`)
          const [problems, status] = problemsOf(outcome)
          return formPage(session, e.value, { draft, unshown: [] }, base, problems, status)
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
          // Only the warning page's "Publish anyway" sends it: the newer latest the person saw.
          const over = versionNumber(form.text("publish_over"))
          const outcome = yield* drafts.publishTried(session.orgId, e.value.id, replayId, session.email, over)
          switch (outcome._tag) {
            case "Published":
              return seeOther(
                outcome.again
                  ? `/dashboard/evaluations/${e.value.id}/versions/${outcome.version}?already=1`
                  : `/dashboard/evaluations/${e.value.id}?published=${outcome.version}`
              )
            case "NotFound":
              return yield* notFoundPage(session, "tried draft")
            case "Conflict": {
              const body = conflictBody({ csrf: session.csrfSecret, evaluation: e.value, replayId, base: outcome.base, latest: outcome.latest })
              return htmlResponse(layout({ title: "A newer version was published", session, section: "evaluations", body }), 409)
            }
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
      kit.page(({ session, params, url }) =>
        Effect.gen(function* () {
          const e = yield* evaluationOf(session, params.id)
          const n = versionNumber(params.version ?? "")
          const v = Option.isSome(e) && n !== null ? yield* evaluations.findVersion(session.orgId, e.value.id, n) : Option.none()
          if (Option.isNone(e) || Option.isNone(v)) return yield* notFoundPage(session, "version")
          const body = versionBody(e.value, v.value, url.searchParams.has("already"))
          return htmlResponse(layout({ title: `${e.value.name}, version ${v.value.version}`, session, section: "evaluations", body }))
        })
      )
    )
  })
