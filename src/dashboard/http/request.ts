import type * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import { Option } from "effect"

/** The caller's address, as the API's auth gate reads it (X-Forwarded-For only behind a trusted proxy). */
export const clientAddress = (request: HttpServerRequest.HttpServerRequest, trustProxy: boolean): string => {
  const forwarded = request.headers["x-forwarded-for"]
  if (trustProxy && forwarded !== undefined) return forwarded.split(",")[0]!.trim()
  return Option.getOrElse(request.remoteAddress, () => "unknown")
}

/** Path and query of the request (the host is never trusted for anything but the Origin check). */
export const requestUrl = (request: HttpServerRequest.HttpServerRequest): URL => new URL(request.url, "http://dashboard.local")

/**
 * A cross-site form post carries an Origin that is neither ours nor the request's own host.
 * Browsers send Origin on every POST; its absence (curl, old clients) is left to the CSRF token.
 */
export const sameOrigin = (request: HttpServerRequest.HttpServerRequest, publicUrl: string): boolean => {
  const origin = request.headers.origin
  if (origin === undefined) return true
  if (origin === new URL(publicUrl).origin) return true
  const host = request.headers.host
  return host !== undefined && (origin === `http://${host}` || origin === `https://${host}`)
}

/** Only local paths under /dashboard: a `next` parameter never sends anyone elsewhere. */
export const safeNext = (next: string | null | undefined): string =>
  next !== null && next !== undefined && /^\/dashboard(?:[/?#]|$)/.test(next) && !next.startsWith("//") ? next : "/dashboard"
