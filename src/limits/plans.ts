import type { OrgLimits } from "../organizations/Repo.js"
import type { BucketPolicy } from "./RateLimiter.js"

const monthlyQuota = { free: 1_000, pro: 100_000 } as const

/** Monthly evaluation quota, or null for unlimited (enterprise never gets 402, decisions §6). */
export const quotaFor = (limits: OrgLimits): number | null =>
  limits.plan === "enterprise" ? null : (limits.quotaOverride ?? monthlyQuota[limits.plan])

/** Tokens per second of a credential's bucket without an override, and the burst as a multiple of the rate. */
export const DEFAULT_RATE = 10
export const BURST_PER_RATE = 2

/**
 * Per-credential bucket: 10/s with burst 20 by default; `--rate N` gives N/s with burst 2N.
 * src/auth/Credentials.ts computes the same in SQL from the two constants above.
 */
export const bucketFor = (limits: OrgLimits): BucketPolicy => {
  const rate = limits.rateOverride ?? DEFAULT_RATE
  return { rate, burst: rate * BURST_PER_RATE }
}

/**
 * The bucket of a credential: one per API key or deployment secret. src/auth/Credentials.ts builds
 * the same key in SQL (its `bucket` column).
 */
export const bucketKey = (principal: { readonly kind: string; readonly credentialId: string }) => `${principal.kind}:${principal.credentialId}`

/** Failed authentications per client address: a short burst for typos, then one a second. */
export const authFailurePolicy: BucketPolicy = { rate: 1, burst: 20 }
