import type { OrgLimits } from "../organizations/Repo.js"
import type { BucketPolicy } from "./RateLimiter.js"

const monthlyQuota = { free: 1_000, pro: 100_000 } as const

/** Monthly evaluation quota, or null for unlimited (enterprise never gets 402, decisions §6). */
export const quotaFor = (limits: OrgLimits): number | null =>
  limits.plan === "enterprise" ? null : (limits.quotaOverride ?? monthlyQuota[limits.plan])

/** Per-credential bucket: 10/s with burst 20 by default; `--rate N` gives N/s with burst 2N. */
export const bucketFor = (limits: OrgLimits): BucketPolicy => {
  const rate = limits.rateOverride ?? 10
  return { rate, burst: rate * 2 }
}

/** Failed authentications per client address: a short burst for typos, then one a second. */
export const authFailurePolicy: BucketPolicy = { rate: 1, burst: 20 }
