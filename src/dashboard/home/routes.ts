import { Effect } from "effect"
import { FeedRepo } from "../activity/FeedRepo.js"
import { EvaluationArchive } from "../evaluations/EvaluationArchive.js"
import { quotaFor } from "../../limits/plans.js"
import { Quota } from "../../limits/Quota.js"
import { orgLimits } from "../auth/Accounts.js"
import { lastDays } from "../charts/dailyStatus.js"
import { htmlResponse } from "../http/respond.js"
import type { Kit } from "../http/route.js"
import { KeysRepo } from "../keys/KeysRepo.js"
import type { DashboardRouter } from "../router.js"
import { StatsRepo } from "../usage/StatsRepo.js"
import { layout } from "../views/layout.js"
import { overviewBody } from "./views.js"

const NO_FILTERS = { evaluationId: null, status: null, mode: null, from: null, to: null, q: null }

export const registerHome = (router: DashboardRouter, kit: Kit) =>
  Effect.gen(function* () {
    const feed = yield* FeedRepo
    const stats = yield* StatsRepo
    const quota = yield* Quota
    const archive = yield* EvaluationArchive
    const keys = yield* KeysRepo

    yield* router.get(
      "/dashboard",
      kit.page(({ session, url }) =>
        Effect.gen(function* () {
          const { orgId } = session
          const data = yield* Effect.all({
            usage: quota.usage(orgId),
            daily: stats.daily(orgId, 14),
            recent: feed.page(orgId, NO_FILTERS, null, 8),
            evaluations: archive.active(orgId),
            keys: keys.list(orgId)
          })
          const body = overviewBody({
            welcome: url.searchParams.has("welcome"),
            hasKeys: data.keys.some((k) => k.revokedAt === null),
            evaluations: data.evaluations.length,
            used: data.usage.used,
            limit: quotaFor(orgLimits(session)),
            resetAt: data.usage.resetAt,
            days: lastDays(14, data.daily),
            recent: data.recent.rows
          })
          return htmlResponse(layout({ title: "Overview", session, section: "overview", body }))
        })
      )
    )
  })
