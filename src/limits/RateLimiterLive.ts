import { Effect, Layer, Option } from "effect"
import { AppConfig, type AppConfigShape } from "../config.js"
import { RateLimiterMemory } from "./RateLimiter.js"
import { RateLimiterPg } from "./RateLimiterPg.js"

/** Whether the buckets are rows of `rate_buckets` (RateLimiterPg), which Credentials can then take from. */
export const sharedBuckets = (config: AppConfigShape): boolean => Option.isSome(config.databaseUrl)

/**
 * PostgreSQL buckets when instances may share a database (DATABASE_URL); in-process buckets on
 * the embedded database, which only one process can open, so they are exact there too.
 */
export const RateLimiterLive = Layer.unwrapEffect(
  Effect.map(AppConfig, (config) => (sharedBuckets(config) ? RateLimiterPg : RateLimiterMemory))
)
