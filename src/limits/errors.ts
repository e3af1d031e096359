import * as HttpApiSchema from "@effect/platform/HttpApiSchema"
import { Schema } from "effect"
import { code, example, message } from "../http/errorSchema.js"

export class RateLimited extends Schema.TaggedError<RateLimited>()(
  "RateLimited",
  {
    code: code("RATE_LIMITED"),
    message: message("Too many requests. Retry after the delay in retryAfter (seconds)."),
    retryAfter: Schema.Int
  },
  HttpApiSchema.annotations({
    status: 429,
    description:
      "Too many requests for this credential (or failed authentications from this address). Headers `Retry-After`, `RateLimit-Policy`, `RateLimit`.",
    examples: [
      example("RateLimited", {
        code: "RATE_LIMITED",
        message: "Too many requests. Retry after the delay in retryAfter (seconds).",
        retryAfter: 1
      })
    ]
  })
) {}

export class QuotaExceeded extends Schema.TaggedError<QuotaExceeded>()(
  "QuotaExceeded",
  {
    code: code("QUOTA_EXCEEDED"),
    message: Schema.String,
    resetAt: Schema.String,
    upgradeUrl: Schema.String
  },
  HttpApiSchema.annotations({
    status: 402,
    description: "The organization's monthly evaluation quota is used up until `resetAt`.",
    examples: [
      example("QuotaExceeded", {
        code: "QUOTA_EXCEEDED",
        message: "The monthly evaluation quota of 1000 is used up; it resets at 2026-12-01T00:00:00.000Z.",
        resetAt: "2026-12-01T00:00:00.000Z",
        upgradeUrl: "https://assay.example.com/dashboard/usage"
      })
    ]
  })
) {}
