import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { AppConfig } from "../config.js"
import type { OrgLimits } from "../organizations/Repo.js"
import { QuotaExceeded } from "./errors.js"
import { quotaFor } from "./plans.js"

// Windows are calendar months in UTC on the database clock, so instances with skewed clocks agree.
const monthStart = "date_trunc('month', assay_now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'"

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

    /** Refuses before scoring when the window is already full; the final word is `consume`. */
    const precheck = (limits: OrgLimits) =>
      Effect.gen(function* () {
        const limit = quotaFor(limits)
        if (limit === null) return
        const { used, resetAt } = yield* usage(limits.orgId)
        if (used >= limit) return yield* Effect.fail(exceeded(limit, resetAt))
      }).pipe(Effect.withSpan("Quota.precheck"))

    /**
     * One atomic check-and-increment; run it inside the transaction that writes the log row.
     * Returns false when the unit could not be taken (the window filled up meanwhile).
     */
    const consume = (limits: OrgLimits) => {
      const limit = quotaFor(limits)
      return sql`
        INSERT INTO usage_counters (org_id, period_start, used)
        SELECT ${limits.orgId}, ${period}, 1 WHERE ${limit}::int IS NULL OR ${limit}::int >= 1
        ON CONFLICT (org_id, period_start) DO UPDATE SET used = usage_counters.used + 1
        WHERE ${limit}::int IS NULL OR usage_counters.used < ${limit}::int
        RETURNING used`.pipe(Effect.map((rows) => rows.length > 0))
    }

    const rejection = (limits: OrgLimits) =>
      Effect.flatMap(usage(limits.orgId), ({ resetAt }) => Effect.fail(exceeded(quotaFor(limits) ?? 0, resetAt)))

    return { usage, precheck, consume, rejection } as const
  })
}) {}
