import { SqlClient, SqlSchema } from "@effect/sql"
import { Effect, Option, Schema } from "effect"
import { makeBatcher } from "../db/Batcher.js"
import { prepared } from "../db/prepared.js"
import { constantTimeEqualHex, parseToken, type TokenKind } from "../domain/keys.js"
import { OrganizationsRepo, OrgLimits, Plan } from "../organizations/Repo.js"
import { BURST_PER_RATE, bucketFor, DEFAULT_RATE } from "../limits/plans.js"
import { monthStart, nextMonthStart } from "../limits/Quota.js"
import { type RateDecision, RateLimiter } from "../limits/RateLimiter.js"
import { decide } from "../limits/RateLimiterPg.js"
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
  resetAt: Schema.DateFromSelf,
  /** `key:<digest>` or `secret:<digest>`, as `tagOf` builds it for a lookup. */
  tag: Schema.String,
  /** The bucket's level before this batch's take; null when the lookup took nothing, or the bucket is new. */
  refilled: Schema.NullOr(Schema.Number)
})
type ActiveCredential = typeof ActiveCredential.Type

/** A credential that is valid now, and its rate-limit decision when its lookup also took the token. */
export interface Verified {
  readonly principal: Principal
  /**
   * Taken in the lookup's own statement (PostgreSQL buckets, an existing bucket). Undefined: the
   * caller takes it (RateLimiter.consume), as on the embedded database or for a new bucket.
   */
  readonly rateDecision: RateDecision | undefined
}

/** One request's row of a batch: its place among the batch's requests with the same credential. */
interface Found {
  readonly row: ActiveCredential
  readonly index: number
  readonly n: number
}

interface Lookup {
  readonly kind: TokenKind
  readonly digest: string
}

/** A lookup's key among the rows of its batch: the statement's `tag` column. */
const tagOf = (l: Lookup) => `${l.kind}:${l.digest}`

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
 * With buckets in PostgreSQL that statement also takes each found credential's rate-limit
 * tokens, so the credential costs no round trip of its own (docs/performance.md).
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
    // Set only when the buckets are PostgreSQL rows, i.e. when the limiter in use is RateLimiterPg.
    const { takeCtes } = yield* RateLimiter
    const active = (keys: ReadonlyArray<string>, secrets: ReadonlyArray<string>) => sql`
        SELECT c.*, coalesce(u.used, 0) AS used, ${next} AS reset_at,
               CASE WHEN c.kind = 'key' THEN 'key:' ELSE 'secret:' END || c.digest AS tag,
               CASE WHEN c.kind = 'key' OR c.evaluation_id IS NULL THEN 'key:' ELSE 'deployment:' END || c.credential_id AS bucket
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

    const Digests = { keys: Schema.Array(Schema.String), secrets: Schema.Array(Schema.String) }
    const lookup = SqlSchema.findAll({
      Request: Schema.Struct(Digests),
      Result: ActiveCredential,
      execute: ({ keys, secrets }) => sql`${sql.literal(prepared("credentials_lookup"))}
        SELECT a.*, NULL::float8 AS refilled FROM (${active(keys, secrets)}) a`
    })
    // The bucket's policy in SQL is bucketFor's: the override or the default rate, a burst of BURST_PER_RATE × rate.
    const lookupAndTake = (ctes: string) => SqlSchema.findAll({
      Request: Schema.Struct({ ...Digests, tags: Schema.Array(Schema.String), counts: Schema.Array(Schema.Number) }),
      Result: ActiveCredential,
      execute: ({ keys, secrets, tags, counts }) => sql`${sql.literal(prepared("credentials_lookup_take"))}
        WITH c AS (${active(keys, secrets)}),
        req (key, n, rate, burst) AS (
          SELECT c.bucket, t.n, coalesce(c.rate_override, ${DEFAULT_RATE}::float8),
                 coalesce(c.rate_override, ${DEFAULT_RATE}::float8) * ${BURST_PER_RATE}::float8
          FROM c JOIN unnest(${tags}::text[], ${counts}::int[]) AS t (tag, n) ON t.tag = c.tag
        ),
        ${sql.literal(ctes)}
        SELECT c.*, taken.refilled FROM c LEFT JOIN taken ON taken.key = c.bucket`
    })
    const find = takeCtes === undefined ? lookup : lookupAndTake(takeCtes)

    const lookups = yield* makeBatcher({
      maxBatch: 1000,
      concurrency: 4,
      span: { name: "Credentials.lookupBatch", attributes: (items) => ({ requests: items.length }) },
      run: (items: ReadonlyArray<Lookup>) =>
        Effect.gen(function* () {
          const distinct = (kind: TokenKind) => [...new Set(items.filter((i) => i.kind === kind).map((i) => i.digest))]
          const counts = new Map<string, number>()
          for (const i of items) counts.set(tagOf(i), (counts.get(tagOf(i)) ?? 0) + 1)
          const rows = yield* find({ keys: distinct("key"), secrets: distinct("secret"), tags: [...counts.keys()], counts: [...counts.values()] })
          const found = new Map(rows.map((r) => [r.tag, r]))
          // The i-th request of a credential in the batch gets the i-th of its tokens, as if they came one by one.
          const seen = new Map<string, number>()
          return items.map((i): Option.Option<Found> => {
            const tag = tagOf(i)
            const row = found.get(tag)
            if (row === undefined) return Option.none()
            const index = seen.get(tag) ?? 0
            seen.set(tag, index + 1)
            return Option.some({ row, index, n: counts.get(tag)! })
          })
        }).pipe(Effect.orDie)
    })

    const verify = (token: string): Effect.Effect<Option.Option<Verified>> =>
      Effect.gen(function* () {
        const parsed = parseToken(token)
        if (parsed === null) return Option.none()
        const found = yield* lookups.submit(parsed)
        if (Option.isNone(found) || !constantTimeEqualHex(found.value.row.digest, parsed.digest)) return Option.none()
        const { row, index, n } = found.value
        if (row.kind === "key") yield* touch(row.credentialId)
        const principal = toPrincipal(row)
        const rateDecision = row.refilled === null ? undefined : decide(row.refilled, n, index, bucketFor(principal.limits))
        return Option.some({ principal, rateDecision })
      }).pipe(span("Credentials.verify"))

    return { verify } as const
  }),
  dependencies: [OrganizationsRepo.Default]
}) {}
