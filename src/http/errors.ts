import * as HttpApiSchema from "@effect/platform/HttpApiSchema"
import { Schema } from "effect"
import { code, example, message } from "./errorSchema.js"

export const IssueSchema = Schema.Struct({ path: Schema.String, message: Schema.String }).annotations({
  identifier: "ValidationIssue",
  description: "One problem: `path` points at the offending field (`custom_detectors[1].categories`), empty for the whole body."
})

export class ValidationError extends Schema.TaggedError<ValidationError>()(
  "ValidationError",
  {
    code: code("VALIDATION_ERROR"),
    message: message("The request is invalid."),
    issues: Schema.Array(IssueSchema)
  },
  HttpApiSchema.annotations({
    status: 400,
    description: "The request body, path or headers are invalid; `issues` lists every problem with its path. Unknown fields are refused.",
    examples: [
      example("ValidationError", {
        code: "VALIDATION_ERROR",
        message: "The request is invalid.",
        issues: [
          { path: "input[0].content", message: "This field is required." },
          { path: "options.colour", message: "This field is not allowed." }
        ]
      })
    ]
  })
) {
  static single(path: string, text: string, summary?: string) {
    return new ValidationError({ message: summary ?? text, issues: [{ path, message: text }] })
  }
}

export class NotFound extends Schema.TaggedError<NotFound>()(
  "NotFound",
  { code: code("NOT_FOUND"), message: message("Not found.") },
  HttpApiSchema.annotations({
    status: 404,
    description: "No such resource for this caller: another organization's resources are indistinguishable from missing ones.",
    examples: [example("NotFound", { code: "NOT_FOUND", message: "No such evaluation." })]
  })
) {}

export class PayloadTooLarge extends Schema.TaggedError<PayloadTooLarge>()(
  "PayloadTooLarge",
  { code: code("PAYLOAD_TOO_LARGE"), message: message("The request body is too large."), limitBytes: Schema.Int },
  HttpApiSchema.annotations({
    status: 413,
    description: "The request body exceeds `limitBytes` (256 KiB).",
    examples: [
      example("PayloadTooLarge", { code: "PAYLOAD_TOO_LARGE", message: "The request body exceeds 262144 bytes.", limitBytes: 262144 })
    ]
  })
) {}

export class UnsupportedMediaType extends Schema.TaggedError<UnsupportedMediaType>()(
  "UnsupportedMediaType",
  { code: code("UNSUPPORTED_MEDIA_TYPE"), message: message("Send the request body as Content-Type: application/json.") },
  HttpApiSchema.annotations({
    status: 415,
    description: "A request body was sent without `Content-Type: application/json`.",
    examples: [
      example("UnsupportedMediaType", {
        code: "UNSUPPORTED_MEDIA_TYPE",
        message: "Send the request body as Content-Type: application/json."
      })
    ]
  })
) {}

/** The database (or another dependency) cannot be reached; the caller should retry after `retryAfter` seconds. */
export class ServiceUnavailable extends Schema.TaggedError<ServiceUnavailable>()(
  "ServiceUnavailable",
  {
    code: code("SERVICE_UNAVAILABLE"),
    message: message("The service is temporarily unavailable. Retry shortly."),
    retryAfter: Schema.Int.pipe(Schema.propertySignature, Schema.withConstructorDefault(() => 5))
  },
  HttpApiSchema.annotations({
    status: 503,
    description:
      "The database or the model provider is unreachable (or refuses the service's own credentials). Retry after `Retry-After` seconds.",
    examples: [
      example("ServiceUnavailable", {
        code: "SERVICE_UNAVAILABLE",
        message: "The service is temporarily unavailable. Retry shortly.",
        retryAfter: 5
      })
    ]
  })
) {}

export class Internal extends Schema.TaggedError<Internal>()(
  "Internal",
  { code: code("INTERNAL"), message: message("Internal error."), requestId: Schema.String },
  HttpApiSchema.annotations({
    status: 500,
    description: "An unexpected failure. The body carries only the request id to quote to support.",
    examples: [example("Internal", { code: "INTERNAL", message: "Internal error.", requestId: "0f8e2c1a-6a3b-4d7e-9c55-2b1f0e9d4a77" })]
  })
) {}
