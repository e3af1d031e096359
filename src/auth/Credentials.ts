import { SqlClient, SqlSchema } from "@effect/sql"
import { Effect, Option, Schema } from "effect"
import { makeBatcher } from "../db/Batcher.js"
import { prepared } from "../db/prepared.js"
import { constantTimeEqualHex, parseToken, type TokenKind } from "../domain/keys.js"
import { OrganizationsRepo, OrgLimits, Plan } from "../organizations/Repo.js"
import { monthStart, nextMonthStart } from "../limits/Quota.js"
import type { Principal } from "./Principal.js"
import { span } from "../observability/span.js"

const TOUCH_INTERVAL_MS = 60_000

const ActiveCredential = Schema.Struct({
  kind: Schema.Literal("key", "deployment"),
  credentialId: Schema.String,
  digest: Schema.String,
  orgId: Schema.String,
  evaluationId: Schema.NullOr(Schema.String),
  plan: Plan,
  quotaOverride: Schema.NullOr(Schema.Number),
  rateOverride: Schema.NullOr(Schema.Number),
  used: Schema.Number,
  resetAt: Schema.DateFromSelf
})
type ActiveCredential = typeof ActiveCredential.Type

interface Lookup {
  readonly kind: TokenKind
  readonly digest: string
}

const toPrincipal = (r: ActiveCredential): Principal => {
  // The row was decoded by the query's schema already: validating the fields again cost every request.
  const limits = new OrgLimits({ orgId: r.orgId, plan: r.plan, quotaOverride: r.quotaOverride, rateOverride: r.rateOverride }, true)
  const usage = { used: r.used, resetAt: r.resetAt }
  return r.kind === "key" || r.evaluationId === null
    ? { kind: "key", credentialId: r.credentialId, orgId: r.orgId, limits, usage }
    : { kind: "deployment", credentialId: r.credentialId, orgId: r.orgId, evaluationId: r.evaluationId, limits, usage }
}

/**
 * Verification per decisions §5: format and checksum (no database read for a mistyped key),
 * lookup by SHA-256 digest, constant-time comparison.
 *
 * Nothing is cached: every request reads the credential and its organization's limits as
 * committed at that moment, so a revocation or an override change made by any process (API,
 * CLI, dashboard, plain SQL) applies to the next request, with no window. What keeps this cheap
 * is batching: the lookups of all requests arriving in one event-loop tick are one statement.
 */
export class Credentials extends Effect.Service<Credentials>()("Assay/Credentials", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const orgs = yield* OrganizationsRepo
    // last_used_at is informational: written at most once a minute per key, off the request path.
    const lastTouched = new Map<string, number>()

    const touch = (keyId: string) => {
      const now = Date.now()
      if ((lastTouched.get(keyId) ?? 0) > now - TOUCH_INTERVAL_MS) return Effect.void
      lastTouched.set(keyId, now)
      return Effect.forkDaemon(orgs.touchKey(keyId)).pipe(Effect.asVoid)
    }

    // The month's usage comes with the credential, so the quota pre-check needs no statement of its own.
    const period = sql.literal(monthStart)
    const next = sql.literal(nextMonthStart)
    const findActive = SqlSchema.findAll({
      Request: Schema.Struct({ keys: Schema.Array(Schema.String), secrets: Schema.Array(Schema.String) }),
      Result: ActiveCredential,
      execute: ({ keys, secrets }) => sql`${sql.literal(prepared("credentials_lookup"))}
        SELECT c.*, coalesce(u.used, 0) AS used, ${next} AS reset_at
        FROM (
          SELECT 'key' AS kind, k.id AS credential_id, k.digest, o.id AS org_id, NULL::uuid AS evaluation_id,
                 o.plan, o.quota_override, o.rate_override
          FROM api_keys k JOIN organizations o ON o.id = k.org_id
          WHERE k.digest = ANY(${keys}::text[]) AND k.revoked_at IS NULL
          UNION ALL
          SELECT 'deployment', d.id, d.digest, o.id, d.evaluation_id, o.plan, o.quota_override, o.rate_override
          FROM deployments d JOIN organizations o ON o.id = d.org_id
          WHERE d.digest = ANY(${secrets}::text[]) AND d.revoked_at IS NULL
        ) c
        LEFT JOIN usage_counters u ON u.org_id = c.org_id AND u.period_start = ${period}`
    })

    const lookups = yield* makeBatcher({
      maxBatch: 1000,
      concurrency: 4,
      run: (items: ReadonlyArray<Lookup>) =>
        Effect.gen(function* () {
          const distinct = (kind: TokenKind) => [...new Set(items.filter((i) => i.kind === kind).map((i) => i.digest))]
          const rows = yield* findActive({ keys: distinct("key"), secrets: distinct("secret") })
          const found = new Map(rows.map((r) => [`${r.kind === "key" ? "key" : "secret"}:${r.digest}`, r]))
          return items.map((i) => Option.fromNullable(found.get(`${i.kind}:${i.digest}`)))
        }).pipe(Effect.orDie, span("Credentials.lookupBatch", { requests: items.length }))
    })

    const verify = (token: string): Effect.Effect<Option.Option<Principal>> =>
      Effect.gen(function* () {
        const parsed = parseToken(token)
        if (parsed === null) return Option.none()
        const row = yield* lookups.submit(parsed)
        if (Option.isNone(row) || !constantTimeEqualHex(row.value.digest, parsed.digest)) return Option.none()
        if (row.value.kind === "key") yield* touch(row.value.credentialId)
        return Option.some(toPrincipal(row.value))
      }).pipe(span("Credentials.verify"))

    return { verify } as const
  }),
  dependencies: [OrganizationsRepo.Default]
}) {}
