import { Schema } from "effect"
import { FlatError } from "../http/errorSchema.js"

export class RateLimited extends FlatError<RateLimited>()("RateLimited", {
  status: 429,
  code: "RATE_LIMITED",
  message: "Too many requests. Retry after the delay in retryAfter (seconds).",
  description:
    "Too many requests for this credential (or failed authentications from this address). Headers `Retry-After`, `RateLimit-Policy`, `RateLimit`.",
  fields: { retryAfter: Schema.Int },
  example: { retryAfter: 1 }
}) {}

export class QuotaExceeded extends FlatError<QuotaExceeded>()("QuotaExceeded", {
  status: 402,
  code: "QUOTA_EXCEEDED",
  message: "The monthly evaluation quota is used up.",
  description: "The organization's monthly evaluation quota is used up until `resetAt`.",
  fields: { resetAt: Schema.String, upgradeUrl: Schema.String },
  example: {
    message: "The monthly evaluation quota of 1000 is used up; it resets at 2026-12-01T00:00:00.000Z.",
    resetAt: "2026-12-01T00:00:00.000Z",
    upgradeUrl: "https://assay.example.com/dashboard/usage"
  }
}) {}
