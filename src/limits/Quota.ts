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

export class Quota extends Effect.Service<Quota>()("Assay/Quota", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const { publicUrl } = yield* AppConfig
    const period = sql.literal(monthStart)

    const usage = (orgId: string) =>
      sql<{ used: number; resetAt: Date }>`
        SELECT coalesce((SELECT used FROM usage_counters WHERE org_id = ${orgId} AND period_start = ${period}), 0) AS used,
               ${period} + interval '1 month' AS reset_at`.pipe(
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
     * Refuses before scoring when the window is already full, from the usage read with the
     * credential (Credentials.ts); the final word is LogWriter's.
     */
    const precheck = (limits: OrgLimits, usage: MonthUsage) =>
      Effect.suspend(() => {
        const limit = quotaFor(limits)
        return limit !== null && usage.used >= limit ? Effect.fail(exceeded(limit, usage.resetAt)) : Effect.void
      }).pipe(span("Quota.precheck"))

    const rejection = (limits: OrgLimits) =>
      Effect.flatMap(usage(limits.orgId), ({ resetAt }) => Effect.fail(exceeded(quotaFor(limits) ?? 0, resetAt)))

    return { usage, precheck, rejection } as const
  })
}) {}
