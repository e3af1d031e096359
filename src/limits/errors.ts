import { HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"
import { code, message } from "../http/errorSchema.js"

export class RateLimited extends Schema.TaggedError<RateLimited>()(
  "RateLimited",
  {
    code: code("RATE_LIMITED"),
    message: message("Too many requests. Retry after the delay in retryAfter (seconds)."),
    retryAfter: Schema.Int
  },
  HttpApiSchema.annotations({ status: 429 })
) {}

export class QuotaExceeded extends Schema.TaggedError<QuotaExceeded>()(
  "QuotaExceeded",
  {
    code: code("QUOTA_EXCEEDED"),
    message: Schema.String,
    resetAt: Schema.String,
    upgradeUrl: Schema.String
  },
  HttpApiSchema.annotations({ status: 402 })
) {}
