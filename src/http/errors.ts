import { Schema } from "effect"
import { FlatError } from "./errorSchema.js"

export const IssueSchema = Schema.Struct({ path: Schema.String, message: Schema.String }).annotations({
  identifier: "ValidationIssue",
  description: "One problem: `path` points at the offending field (`custom_detectors[1].categories`), empty for the whole body."
})

export class ValidationError extends FlatError<ValidationError>()("ValidationError", {
  status: 400,
  code: "VALIDATION_ERROR",
  message: "The request is invalid.",
  description: "The request body, path or headers are invalid; `issues` lists every problem with its path. Unknown fields are refused.",
  fields: { issues: Schema.Array(IssueSchema) },
  example: {
    issues: [
      { path: "input[0].content", message: "This field is required." },
      { path: "options.colour", message: "This field is not allowed." }
    ]
  }
}) {
  static single(path: string, text: string, summary?: string) {
    return new ValidationError({ message: summary ?? text, issues: [{ path, message: text }] })
  }
}

export class NotFound extends FlatError<NotFound>()("NotFound", {
  status: 404,
  code: "NOT_FOUND",
  message: "Not found.",
  description: "No such resource for this caller: another organization's resources are indistinguishable from missing ones.",
  example: { message: "No such evaluation." }
}) {}

export class MethodNotAllowed extends FlatError<MethodNotAllowed>()("MethodNotAllowed", {
  status: 405,
  code: "METHOD_NOT_ALLOWED",
  message: "This method is not allowed on this path.",
  description: "The path exists but does not serve this method; the `Allow` header lists the methods it serves.",
  example: { message: "PUT is not allowed on this path. Allowed: GET, HEAD." }
}) {}

export class PayloadTooLarge extends FlatError<PayloadTooLarge>()("PayloadTooLarge", {
  status: 413,
  code: "PAYLOAD_TOO_LARGE",
  message: "The request body is too large.",
  description: "The request body exceeds `limitBytes` (256 KiB).",
  fields: { limitBytes: Schema.Int },
  example: { message: "The request body exceeds 262144 bytes.", limitBytes: 262144 }
}) {}

export class UnsupportedMediaType extends FlatError<UnsupportedMediaType>()("UnsupportedMediaType", {
  status: 415,
  code: "UNSUPPORTED_MEDIA_TYPE",
  message: "Send the request body as Content-Type: application/json.",
  description:
    "A request body was sent without a JSON media type (`application/json` or any `application/*+json`), or with a `charset` other than UTF-8."
}) {}

/** The database (or another dependency) cannot be reached; the caller should retry after `retryAfter` seconds. */
export class ServiceUnavailable extends FlatError<ServiceUnavailable>()("ServiceUnavailable", {
  status: 503,
  code: "SERVICE_UNAVAILABLE",
  message: "The service is temporarily unavailable. Retry shortly.",
  description:
    "The database or the model provider is unreachable (or refuses the service's own credentials). Retry after `Retry-After` seconds.",
  fields: { retryAfter: Schema.Int.pipe(Schema.propertySignature, Schema.withConstructorDefault(() => 5)) },
  example: { retryAfter: 5 }
}) {}

export class Internal extends FlatError<Internal>()("Internal", {
  status: 500,
  code: "INTERNAL",
  message: "Internal error.",
  description: "An unexpected failure. The body carries only the request id to quote to support.",
  fields: { requestId: Schema.String },
  example: { requestId: "0f8e2c1a-6a3b-4d7e-9c55-2b1f0e9d4a77" }
}) {}
