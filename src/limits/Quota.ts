import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { AppConfig } from "../config.js"
import type { MonthUsage } from "../auth/Principal.js"
import type { OrgLimits } from "../organizations/Repo.js"
import { QuotaExceeded } from "./errors.js"
import { quotaFor } from "./plans.js"
import { span } from "../observability/span.js"

// Windows are calendar months in UTC on the database clock, so instances with skewed clocks agree.
// The units themselves are taken by LogWriter, in the statement that writes the log rows.
export const monthStart = "date_trunc('month', assay_now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'"
/** The next window's start, computed in UTC too: adding a month to a timestamptz would use the session's time zone. */
export const nextMonthStart = "(date_trunc('month', assay_now() AT TIME ZONE 'UTC') + interval '1 month') AT TIME ZONE 'UTC'"

export class Quota extends Effect.Service<Quota>()("Assay/Quota", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const { publicUrl } = yield* AppConfig
    const period = sql.literal(monthStart)
    const next = sql.literal(nextMonthStart)

    const usage = (orgId: string) =>
      sql<{ used: number; resetAt: Date }>`
        SELECT coalesce((SELECT used FROM usage_counters WHERE org_id = ${orgId} AND period_start = ${period}), 0) AS used,
               ${next} AS reset_at`.pipe(
        Effect.map((rows) => rows[0]!),
        Effect.orDie
      )

    const exceeded = (limit: number, resetAt: Date) =>
      new QuotaExceeded({
        message: `The monthly evaluation quota of ${limit} is used up; it resets at ${resetAt.toISOString()}.`,
        resetAt: resetAt.toISOString(),
        upgradeUrl: `${publicUrl}/dashboard/usage`
      })

    /**
     * Refuses before scoring when the window is already full; the final word is LogWriter's. The
     * usage read with the credential (Credentials.ts) answers when it leaves room. It was read
     * before the request's body arrived, up to the request timeout ago (a month may have turned
     * since), so a refusal is confirmed by a fresh read: only calls about to be refused pay it.
     */
    const precheck = (limits: OrgLimits, snapshot: MonthUsage) =>
      Effect.suspend(() => {
        const limit = quotaFor(limits)
        if (limit === null || snapshot.used < limit) return Effect.void
        return Effect.flatMap(usage(limits.orgId), (now) => (now.used >= limit ? Effect.fail(exceeded(limit, now.resetAt)) : Effect.void))
      }).pipe(span("Quota.precheck"))

    const rejection = (limits: OrgLimits) =>
      Effect.flatMap(usage(limits.orgId), ({ resetAt }) => Effect.fail(exceeded(quotaFor(limits) ?? 0, resetAt)))

    return { usage, precheck, rejection } as const
  })
}) {}
