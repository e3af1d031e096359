import { Effect } from "effect"
import { EvaluationsRepo } from "../../evaluations/Repo.js"
import { isUuid } from "../../http/params.js"
import { authFailurePolicy, bucketFor, quotaFor } from "../../limits/plans.js"
import { Quota } from "../../limits/Quota.js"
import { orgLimits } from "../auth/Accounts.js"
import { lastDays } from "../charts/dailyStatus.js"
import { htmlResponse } from "../http/respond.js"
import type { Kit } from "../http/route.js"
import type { DashboardRouter } from "../router.js"
import { layout } from "../views/layout.js"
import { outcomesBody } from "./outcomesView.js"
import { StatsRepo } from "./StatsRepo.js"
import { usageBody } from "./views.js"


export const registerUsage = (router: DashboardRouter, kit: Kit) =>
  Effect.gen(function* () {
    const stats = yield* StatsRepo
    const quota = yield* Quota
    const evaluations = yield* EvaluationsRepo

    yield* router.get(
      "/dashboard/usage",
      kit.page(({ session }) =>
        Effect.gen(function* () {
          const limits = orgLimits(session)
          const [usage, daily] = yield* Effect.all([quota.usage(session.orgId), stats.daily(session.orgId, 30)])
          const body = usageBody({
            plan: session.plan,
            used: usage.used,
            limit: quotaFor(limits),
            resetAt: usage.resetAt,
            bucket: bucketFor(limits),
            authFailures: authFailurePolicy,
            days: lastDays(30, daily)
          })
          return htmlResponse(layout({ title: "Usage", session, section: "usage", body }))
        })
      )
    )

    yield* router.get(
      "/dashboard/outcomes",
      kit.page(({ session, url }) =>
        Effect.gen(function* () {
          const list = yield* evaluations.list(session.orgId)
          const wanted = url.searchParams.get("evaluation")
          const selected = wanted !== null && isUuid(wanted) ? list.find((e) => e.id === wanted.toLowerCase()) ?? null : list[0] ?? null
          const empty = { byStatus: [], decisions: new Map<string, number>(), labels: [], days: [] }
          const data =
            selected === null
              ? empty
              : yield* Effect.all({
                  byStatus: stats.outcomesByStatus(session.orgId, selected.id),
                  decisions: Effect.map(stats.decisions(session.orgId, selected.id), (rows) => new Map(rows.map((r) => [r.status, r.count]))),
                  labels: stats.labels(session.orgId, selected.id),
                  days: Effect.map(stats.daily(session.orgId, 30, selected.id), (rows) => lastDays(30, rows))
                })
          const body = outcomesBody({ evaluations: list, selected, ...data })
          return htmlResponse(layout({ title: "Outcomes", session, section: "outcomes", body }))
        })
      )
    )
  })

