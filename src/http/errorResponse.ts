import * as HttpApiSchema from "@effect/platform/HttpApiSchema"
import * as HttpServerError from "@effect/platform/HttpServerError"
import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import { HttpApiDecodeError } from "@effect/platform/HttpApiError"
import { SqlError } from "@effect/sql/SqlError"
import { Cause, Predicate, Schema } from "effect"
import { Unauthorized } from "../auth/errors.js"
import { RateLimited } from "../limits/errors.js"
import { formatPath } from "./issuePath.js"
import { Internal, MethodNotAllowed, NotFound, ServiceUnavailable, ValidationError } from "./errors.js"
import { allowedMethods } from "./methods.js"
import type { RequestState } from "./RequestState.js"

type ApiErrorInstance = { readonly _tag: string; readonly code: string }

const isApiError = (u: unknown): u is ApiErrorInstance =>
  Predicate.hasProperty(u, "_tag") &&
  Predicate.hasProperty(u, "code") &&
  typeof u.code === "string" &&
  Schema.isSchema(u.constructor)

const connectionCodes = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "57P01", "57P02", "57P03", "08006", "08001", "08003", "08004"])

/** A database that cannot be reached is a 503 the caller may retry; any other SQL failure is a bug. */
const isUnreachable = (e: SqlError): boolean => {
  const cause = e.cause as { code?: unknown; message?: unknown } | undefined
  if (cause && typeof cause.code === "string" && connectionCodes.has(cause.code)) return true
  const text = `${e.message} ${typeof cause?.message === "string" ? cause.message : ""}`
  return /connect|terminat|timeout|Connection ended/i.test(text)
}

/**
 * Schema's own sentences ("Expected EvaluateRequest, actual null") name internal types: every
 * request schema words its failures in the caller's terms (src/domain/criteria.ts), and one that
 * slips through still leaves without them (decisions §10).
 */
const SCHEMA_WORDING = /\bExpected\b|\bactual\b/

/** Every failure, typed or not, becomes one of the contract's errors. */
export const toApiError = (cause: Cause.Cause<unknown>, state: RequestState): ApiErrorInstance => {
  const e = Cause.squash(cause)
  if (isApiError(e)) return e
  if (e instanceof HttpApiDecodeError) {
    return new ValidationError({
      issues: e.issues.map((i) => ({
        path: formatPath(i.path),
        message:
          i._tag === "Unexpected"
            ? "This field is not allowed."
            : i._tag === "Missing"
              ? "This field is required."
              : SCHEMA_WORDING.test(i.message)
                ? "This value is not valid here."
                : i.message
      }))
    })
  }
  if (HttpServerError.isServerError(e)) {
    if (e._tag === "RouteNotFound") {
      const allow = allowedMethods(e.request.url)
      // A served method the router still did not match (an id with malformed %-escapes) is a 404.
      if (allow.length === 0 || allow.includes(e.request.method)) return new NotFound({ message: "No such route." })
      // Set with the request's other headers: the body stays the flat one of decisions §1.
      state.headers.allow = allow.join(", ")
      return new MethodNotAllowed({ message: `${e.request.method} is not allowed on this path. Allowed: ${allow.join(", ")}.` })
    }
    if (e._tag === "RequestError") {
      return ValidationError.single("", "The request body could not be read as JSON.")
    }
  }
  if (e instanceof SqlError && isUnreachable(e)) return new ServiceUnavailable({})
  return new Internal({ requestId: state.requestId })
}

export const errorHeaders = (error: ApiErrorInstance): Record<string, string> => {
  if (error instanceof Unauthorized) return { "www-authenticate": "Bearer" }
  if (error instanceof RateLimited || error instanceof ServiceUnavailable) {
    return { "retry-after": String(error.retryAfter) }
  }
  return {}
}

export const errorResponse = (error: ApiErrorInstance): HttpServerResponse.HttpServerResponse => {
  const schema = error.constructor as unknown as Schema.Schema.AnyNoContext
  const { _tag, ...body } = Schema.encodeSync(schema)(error) as Record<string, unknown>
  return HttpServerResponse.unsafeJson(body, {
    status: HttpApiSchema.getStatusError(schema),
    headers: errorHeaders(error)
  })
}
