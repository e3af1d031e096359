import { Effect, Layer, Option } from "effect"
import { AppConfig } from "../config.js"
import { RateLimiterMemory } from "./RateLimiter.js"
import { RateLimiterPg } from "./RateLimiterPg.js"

/**
 * PostgreSQL buckets when instances may share a database (DATABASE_URL); in-process buckets on
 * the embedded database, which only one process can open, so they are exact there too.
 */
export const RateLimiterLive = Layer.unwrapEffect(
  Effect.map(AppConfig, (config) => (Option.isSome(config.databaseUrl) ? RateLimiterPg : RateLimiterMemory))
)
