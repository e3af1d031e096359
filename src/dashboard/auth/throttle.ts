import { type Context, Effect } from "effect"
import type { BucketPolicy, RateLimiter } from "../../limits/RateLimiter.js"

// Sign-in attempts, successful or not, take a token from two buckets: one per email and client
// address (5 at once, then one a minute: guessing one account's password is slow) and one per
// address (30, then one every 6 s: spraying many accounts from one place is slow too). The
// buckets live in the rate limiter's store, shared by instances on PostgreSQL.
export const SIGN_IN_PER_ACCOUNT: BucketPolicy = { rate: 1 / 60, burst: 5 }
export const SIGN_IN_PER_ADDRESS: BucketPolicy = { rate: 1 / 6, burst: 30 }
export const SIGN_UP_PER_ADDRESS: BucketPolicy = { rate: 1 / 60, burst: 10 }

/** Takes a token from every bucket; the answer is the longest wait among those that refused (0 = admitted). */
export const takeTokens = (
  limiter: Context.Tag.Service<RateLimiter>,
  buckets: ReadonlyArray<readonly [key: string, policy: BucketPolicy]>
) =>
  Effect.forEach(buckets, ([key, policy]) => limiter.consume(key, policy)).pipe(
    Effect.map((decisions) => Math.max(0, ...decisions.filter((d) => !d.allowed).map((d) => d.retryAfter)))
  )
