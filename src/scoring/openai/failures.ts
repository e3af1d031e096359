// How one failed model call is judged, and what the caller finally sees (decisions §1, §6).
// The SDK's own retries are off, so this is the only place that decides what is worth retrying.
import { Data } from "effect"
import { APIConnectionError, APIError } from "openai"
import { ServiceUnavailable } from "../../http/errors.js"
import { ScorerFailed } from "../errors.js"

export type FailureKind =
  /** Connection errors, 408, 409, 429 and 5xx: another attempt may succeed. */
  | "retryable"
  /** 401/403: the provider rejects Assay's own credentials; no retry helps the caller. */
  | "credentials"
  /** The provider says the account's quota is spent (`insufficient_quota`), even when it answers 429. */
  | "quota"
  /** Any other answer: the request itself is unusable to the provider (400, 404, 422, ...). */
  | "rejected"

export class UpstreamFailure extends Data.TaggedError("UpstreamFailure")<{
  readonly kind: FailureKind
  readonly status: number | null
  /** From `retry-after-ms` or `retry-after`, when the provider sent one. */
  readonly retryAfterMs: number | null
  readonly detail: string
}> {
  // The provider's own words on the attempt's span (status message, exception event), not "An error has occurred".
  override get message() {
    return this.detail
  }
}

const RETRYABLE_STATUS = new Set([408, 409, 429])

/** `retry-after-ms` (OpenAI's, finer) first, then `retry-after` in seconds or as an HTTP date. */
export const retryAfterMs = (headers: Headers | undefined, now = Date.now()): number | null => {
  const ms = Number.parseFloat(headers?.get("retry-after-ms") ?? "")
  if (Number.isFinite(ms)) return Math.max(0, ms)
  const value = headers?.get("retry-after")
  if (value === null || value === undefined || value.trim() === "") return null
  const seconds = Number(value)
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const date = Date.parse(value)
  return Number.isNaN(date) ? null : Math.max(0, date - now)
}

const isQuotaExhausted = (e: APIError): boolean => e.code === "insufficient_quota" || e.type === "insufficient_quota"

export const classify = (error: unknown): UpstreamFailure => {
  const failure = (kind: FailureKind, status: number | null, retryAfter: number | null = null) =>
    new UpstreamFailure({ kind, status, retryAfterMs: retryAfter, detail: error instanceof Error ? error.message : String(error) })
  if (error instanceof APIConnectionError) return failure("retryable", null)
  if (!(error instanceof APIError) || error.status === undefined) return failure("rejected", null)
  const status = error.status
  if (status === 401 || status === 403) return failure("credentials", status)
  if (isQuotaExhausted(error)) return failure("quota", status)
  if (RETRYABLE_STATUS.has(status) || status >= 500) return failure("retryable", status, retryAfterMs(error.headers))
  return failure("rejected", status)
}

const UNAVAILABLE = "The scoring model is temporarily unavailable. Retry later."

/**
 * Retry-After for the caller: a fixed problem on our side (credentials, quota) will not clear
 * in seconds; a busy or unreachable provider might, and its own retry-after is the best guess.
 */
export const toScoringError = (f: UpstreamFailure): ScorerFailed | ServiceUnavailable => {
  switch (f.kind) {
    case "credentials":
      return new ServiceUnavailable({ message: UNAVAILABLE, retryAfter: 60 })
    case "quota":
      return new ServiceUnavailable({ message: UNAVAILABLE, retryAfter: 300 })
    case "retryable":
      return new ServiceUnavailable({
        message: UNAVAILABLE,
        retryAfter: f.retryAfterMs === null ? 5 : Math.max(1, Math.ceil(f.retryAfterMs / 1000))
      })
    case "rejected":
      return new ScorerFailed({})
  }
}
