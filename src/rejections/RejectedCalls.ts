import { SqlClient, SqlSchema } from "@effect/sql"
import { Effect, Queue, Schema } from "effect"
import { AppConfig } from "../config.js"

/** One rejected API call as the boundary saw it: the request line's facts, never its content. */
export interface Rejection {
  readonly orgId: string | null
  /** SHA-256 of a well-formed credential the caller sent, to find the organization of a revoked one. */
  readonly credentialDigest: string | null
  readonly credentialPrefix: string | null
  readonly method: string
  readonly route: string
  readonly status: number
  readonly code: string | null
  readonly requestId: string
}

export const RejectedRow = Schema.Struct({
  id: Schema.NumberFromString,
  createdAt: Schema.DateFromSelf,
  credentialPrefix: Schema.NullOr(Schema.String),
  method: Schema.String,
  route: Schema.String,
  status: Schema.Number,
  code: Schema.NullOr(Schema.String),
  requestId: Schema.String
})
export type RejectedRow = typeof RejectedRow.Type

/** Rejections waiting for the writer; past this (a flood of 401s) new ones are dropped, not queued. */
const QUEUE_LIMIT = 10_000
const BATCH = 500
/** Expired rows go with the first write and then at most this often. */
const PRUNE_EVERY_MS = 10 * 60 * 1000

/**
 * The short log of rejected API calls (issue 25). `record` never waits: it offers to a bounded
 * queue that one background fiber drains into multi-row INSERTs, so a rejection costs the
 * request path one queue offer; while an INSERT runs, the next batch gathers. Rows whose
 * organization is unknown (a malformed or unknown credential) are not kept: nobody could see them.
 */
export class RejectedCalls extends Effect.Service<RejectedCalls>()("Assay/RejectedCalls", {
  scoped: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const { rejectedRetentionDays, rejectedMaxPerOrg } = yield* AppConfig
    const queue = yield* Queue.dropping<Rejection>(QUEUE_LIMIT)
    let prunedAt = 0

    const insert = (batch: ReadonlyArray<Rejection>) => {
      const rows = JSON.stringify(batch.map((r) => ({ ...r, credentialPrefix: undefined, credential_prefix: r.credentialPrefix, request_id: r.requestId })))
      // The organization: the request's own, else the owner of the (revoked) credential it sent.
      return sql`
        INSERT INTO rejected_calls (org_id, credential_prefix, method, route, status, code, request_id)
        SELECT o.org_id, r.credential_prefix, r.method, r.route, r.status, r.code, r.request_id
        FROM jsonb_to_recordset(${rows}::jsonb) AS r(
          "orgId" uuid, "credentialDigest" text, credential_prefix text, method text, route text, status smallint, code text, request_id text)
        CROSS JOIN LATERAL (SELECT coalesce(r."orgId",
          (SELECT k.org_id FROM api_keys k WHERE k.digest = r."credentialDigest"),
          (SELECT d.org_id FROM deployments d WHERE d.digest = r."credentialDigest")) AS org_id) o
        WHERE o.org_id IS NOT NULL
        RETURNING org_id`.pipe(Effect.map((rows) => [...new Set(rows.map((r) => r.orgId as string))]))
    }

    // Each write trims the organizations it wrote to, along the (org_id, id) index.
    const cap = (orgId: string) => sql`
      DELETE FROM rejected_calls WHERE org_id = ${orgId} AND id <= (
        SELECT id FROM rejected_calls WHERE org_id = ${orgId} ORDER BY id DESC OFFSET ${rejectedMaxPerOrg} LIMIT 1)`

    const expire = sql`DELETE FROM rejected_calls WHERE created_at < now() - make_interval(days => ${rejectedRetentionDays})`

    const drain = Effect.gen(function* () {
      const batch = yield* Queue.takeBetween(queue, 1, BATCH)
      const orgs = yield* insert([...batch])
      yield* Effect.forEach(orgs, cap, { discard: true })
      if (Date.now() - prunedAt >= PRUNE_EVERY_MS) {
        prunedAt = Date.now()
        yield* expire
      }
    }).pipe(
      // A lost batch of this log is not worth failing anything for: say so and go on.
      Effect.catchAllCause((cause) => Effect.logWarning("Rejected calls not written", cause)),
      Effect.withSpan("RejectedCalls.write")
    )
    yield* Effect.forkScoped(Effect.forever(drain))

    const list = SqlSchema.findAll({
      Request: Schema.Struct({ orgId: Schema.String, before: Schema.NullOr(Schema.Number), limit: Schema.Number }),
      Result: RejectedRow,
      execute: ({ orgId, before, limit }) => sql`
        SELECT id, created_at, credential_prefix, method, route, status, code, request_id FROM rejected_calls
        WHERE org_id = ${orgId} ${before === null ? sql`` : sql`AND id < ${before}`}
        ORDER BY id DESC LIMIT ${limit}`
    })

    return {
      record: (rejection: Rejection) => Queue.offer(queue, rejection),
      /** Newest first; `before` is the id of the last row of the previous page. */
      page: (orgId: string, before: number | null, limit: number) => Effect.orDie(list({ orgId, before, limit }))
    } as const
  })
}) {}
