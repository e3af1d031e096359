import { SqlClient } from "@effect/sql"
import { Effect, Layer } from "effect"
import { RateLimiter } from "./RateLimiter.js"

/**
 * Token buckets in PostgreSQL, shared by every instance: one upsert per request takes the row
 * lock, so concurrent requests on any instance are decided one at a time, on the database clock.
 */
export const RateLimiterPg = Layer.effect(
  RateLimiter,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return RateLimiter.of({
      consume: (key, { rate, burst }) => {
        const refilled = sql.literal(
          `least(${burst}::float8, rate_buckets.tokens + extract(epoch FROM clock_timestamp() - rate_buckets.updated_at) * ${rate}::float8)`
        )
        return sql<{ tokens: number; allowed: boolean }>`
          INSERT INTO rate_buckets (key, tokens, allowed, updated_at)
          VALUES (${key}, ${burst - 1}, true, clock_timestamp())
          ON CONFLICT (key) DO UPDATE SET
            allowed = ${refilled} >= 1,
            tokens = CASE WHEN ${refilled} >= 1 THEN ${refilled} - 1 ELSE ${refilled} END,
            updated_at = clock_timestamp()
          RETURNING tokens, allowed`.pipe(
          Effect.map((rows) => {
            const { tokens, allowed } = rows[0]!
            return {
              allowed,
              remaining: Math.floor(tokens),
              resetSeconds: Math.ceil((burst - tokens) / rate),
              retryAfter: allowed ? 0 : Math.max(1, Math.ceil((1 - tokens) / rate))
            }
          }),
          Effect.orDie,
          Effect.withSpan("RateLimiter.consume")
        )
      }
    })
  })
)
