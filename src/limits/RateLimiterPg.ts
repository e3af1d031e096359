import { SqlClient } from "@effect/sql"
import { Effect, Layer } from "effect"
import { makeBatcher } from "../db/Batcher.js"
import { prepared } from "../db/prepared.js"
import { type BucketPolicy, type RateDecision, RateLimiter } from "./RateLimiter.js"
import { span } from "../observability/span.js"

interface Take {
  readonly key: string
  readonly policy: BucketPolicy
}

/** The requests of one batch that share a bucket and a policy, in arrival order. */
interface Group {
  readonly key: string
  readonly policy: BucketPolicy
  readonly members: Array<number>
}

/**
 * The i-th of `n` simultaneous requests on a bucket holding `refilled` tokens: the first
 * min(n, ⌊refilled⌋) are admitted, exactly as if they had come one after the other.
 */
export const decide = (refilled: number, n: number, i: number, { rate, burst }: BucketPolicy): RateDecision => {
  const taken = Math.min(n, Math.floor(refilled))
  const allowed = i < taken
  const tokens = allowed ? refilled - (i + 1) : refilled - taken
  return {
    allowed,
    remaining: Math.floor(tokens),
    resetSeconds: Math.ceil((burst - tokens) / rate),
    retryAfter: allowed ? 0 : Math.max(1, Math.ceil((1 - tokens) / rate))
  }
}

/**
 * A take, as two CTEs after a CTE `req (key, n, rate, burst)`: `taken (key, refilled)` holds each
 * bucket that exists, locked in key order (so concurrent statements cannot deadlock), refilled on
 * the database clock and lowered by as many whole tokens as its `n` requests ask for, at most what
 * it holds. Published on the service (`RateLimiter.takeCtes`) for the credential lookup, which takes
 * its callers' tokens in its own statement.
 */
const takeCtes = `current AS (
          SELECT b.key, req.n,
                 least(req.burst, b.tokens + extract(epoch FROM clock_timestamp() - b.updated_at) * req.rate) AS refilled
          FROM rate_buckets b JOIN req ON req.key = b.key
          ORDER BY b.key
          FOR UPDATE OF b
        ),
        taken AS (
          UPDATE rate_buckets b SET
            tokens = current.refilled - least(current.n, floor(current.refilled)),
            allowed = current.n <= floor(current.refilled),
            updated_at = clock_timestamp()
          FROM current WHERE b.key = current.key
          RETURNING b.key, current.refilled
        )`

/**
 * Token buckets in PostgreSQL, shared by every instance. The requests of one event-loop tick are
 * decided by one statement: it locks each bucket row (any instance's concurrent statement waits
 * for the lock and then sees the new level), refills it on the database clock and takes as many
 * tokens as that bucket's requests ask for, at most what it holds.
 */
export const RateLimiterPg = Layer.effect(
  RateLimiter,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const take = (groups: ReadonlyArray<Group>) =>
      sql<{ key: string; refilled: number }>`${sql.literal(prepared("rate_take"))}
        WITH req (key, n, rate, burst) AS (
          SELECT * FROM unnest(${groups.map((g) => g.key)}::text[], ${groups.map((g) => g.members.length)}::int[],
                               ${groups.map((g) => g.policy.rate)}::float8[], ${groups.map((g) => g.policy.burst)}::float8[])
        ),
        ${sql.literal(takeCtes)}
        SELECT key, refilled FROM taken`

    // A bucket seen for the first time starts full; a concurrent seed by another instance wins.
    const seed = (groups: ReadonlyArray<Group>) =>
      sql`
        INSERT INTO rate_buckets (key, tokens, allowed, updated_at)
        SELECT key, burst, true, clock_timestamp()
        FROM unnest(${groups.map((g) => g.key)}::text[], ${groups.map((g) => g.policy.burst)}::float8[]) AS s (key, burst)
        ORDER BY key
        ON CONFLICT (key) DO NOTHING`

    const takeOrSeed = (groups: ReadonlyArray<Group>) =>
      Effect.gen(function* () {
        const refilled = new Map((yield* take(groups)).map((r) => [r.key, r.refilled]))
        const missing = groups.filter((g) => !refilled.has(g.key))
        if (missing.length > 0) {
          yield* seed(missing)
          for (const r of yield* take(missing)) refilled.set(r.key, r.refilled)
        }
        return refilled
      })

    const run = (items: ReadonlyArray<Take>) =>
      Effect.gen(function* () {
        // One row per bucket per statement; a bucket asked with two policies in one tick (its
        // override changed meanwhile) is decided in a second round.
        const rounds: Array<Map<string, Group>> = []
        items.forEach((item, index) => {
          const round = rounds.find((r) => {
            const g = r.get(item.key)
            return g === undefined || (g.policy.rate === item.policy.rate && g.policy.burst === item.policy.burst)
          })
          const target = round ?? (rounds.push(new Map()), rounds.at(-1)!)
          const group = target.get(item.key) ?? { key: item.key, policy: item.policy, members: [] }
          group.members.push(index)
          target.set(item.key, group)
        })
        const decisions = new Array<RateDecision>(items.length)
        for (const round of rounds) {
          const groups = [...round.values()]
          const refilled = yield* takeOrSeed(groups)
          for (const g of groups) {
            const level = refilled.get(g.key)
            if (level === undefined) return yield* Effect.dieMessage(`rate bucket ${g.key} was not decided`)
            g.members.forEach((index, i) => (decisions[index] = decide(level, g.members.length, i, g.policy)))
          }
        }
        return decisions
      }).pipe(Effect.orDie)

    const batcher = yield* makeBatcher({
      run,
      maxBatch: 1000,
      concurrency: 4,
      span: { name: "RateLimiter.consumeBatch", attributes: (items) => ({ requests: items.length }) }
    })

    return RateLimiter.of({
      consume: (key, policy) => batcher.submit({ key, policy }).pipe(span("RateLimiter.consume")),
      takeCtes
    })
  })
)
