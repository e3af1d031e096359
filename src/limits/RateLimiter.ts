import { Context, Effect, Layer } from "effect"
import { span } from "../observability/span.js"

export interface BucketPolicy {
  /** Tokens added per second. */
  readonly rate: number
  /** Bucket size: the largest burst admitted at once. */
  readonly burst: number
}

export interface RateDecision {
  readonly allowed: boolean
  /** Whole tokens left after this request. */
  readonly remaining: number
  /** Seconds until the bucket is full again. */
  readonly resetSeconds: number
  /** Seconds to wait before a retry can succeed (≥ 1 when refused). */
  readonly retryAfter: number
}

export class RateLimiter extends Context.Tag("Assay/RateLimiter")<
  RateLimiter,
  {
    readonly consume: (key: string, policy: BucketPolicy) => Effect.Effect<RateDecision>
    /**
     * Set when the buckets are rows of `rate_buckets` (RateLimiterPg): the CTEs with which another
     * statement may take tokens from them (`takeCtes`). The credential lookup uses it to take its
     * callers' tokens in its own statement; unset, callers use `consume`.
     */
    readonly takeCtes?: string
  }
>() {}

interface Bucket {
  tokens: number
  updatedAt: number
}

/** Token bucket decision at time `now` (ms); pure so both stores share it. */
export const takeToken = (bucket: Bucket, policy: BucketPolicy, now: number): RateDecision => {
  const elapsed = Math.max(0, now - bucket.updatedAt) / 1000
  bucket.tokens = Math.min(policy.burst, bucket.tokens + elapsed * policy.rate)
  bucket.updatedAt = now
  const allowed = bucket.tokens >= 1
  if (allowed) bucket.tokens -= 1
  return {
    allowed,
    remaining: Math.floor(bucket.tokens),
    resetSeconds: Math.ceil((policy.burst - bucket.tokens) / policy.rate),
    retryAfter: allowed ? 0 : Math.max(1, Math.ceil((1 - bucket.tokens) / policy.rate))
  }
}

const SWEEP_AT = 50_000

/** In-process buckets: exact for one instance; see docs/limits.md for the shared store. */
export const RateLimiterMemory = Layer.sync(RateLimiter, () => {
  const buckets = new Map<string, Bucket>()
  const sweep = (now: number, policy: BucketPolicy) => {
    for (const [key, b] of buckets) {
      if (now - b.updatedAt > (policy.burst / policy.rate) * 1000) buckets.delete(key)
    }
  }
  return {
    consume: (key, policy) =>
      Effect.sync(() => {
        const now = Date.now()
        if (buckets.size > SWEEP_AT) sweep(now, policy)
        let bucket = buckets.get(key)
        if (bucket === undefined) {
          bucket = { tokens: policy.burst, updatedAt: now }
          buckets.set(key, bucket)
        }
        return takeToken(bucket, policy, now)
      }).pipe(span("RateLimiter.consume"))
  }
})

export const policyHeaders = (policy: BucketPolicy, decision: RateDecision): Record<string, string> => ({
  "ratelimit-policy": `"default";q=${policy.burst};w=${Math.max(1, Math.ceil(policy.burst / policy.rate))}`,
  ratelimit: `"default";r=${decision.remaining};t=${decision.resetSeconds}`
})
