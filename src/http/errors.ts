import { HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"
import { code, message } from "./errorSchema.js"

export const IssueSchema = Schema.Struct({ path: Schema.String, message: Schema.String }).annotations({ identifier: "Issue" })

export class ValidationError extends Schema.TaggedError<ValidationError>()(
  "ValidationError",
  {
    code: code("VALIDATION_ERROR"),
    message: message("The request is invalid."),
    issues: Schema.Array(IssueSchema)
  },
  HttpApiSchema.annotations({ status: 400, description: "The request body, path or headers are invalid." })
) {
  static single(path: string, text: string, summary?: string) {
    return new ValidationError({ message: summary ?? text, issues: [{ path, message: text }] })
  }
}

export class NotFound extends Schema.TaggedError<NotFound>()(
  "NotFound",
  { code: code("NOT_FOUND"), message: message("Not found.") },
  HttpApiSchema.annotations({ status: 404 })
) {}

export class PayloadTooLarge extends Schema.TaggedError<PayloadTooLarge>()(
  "PayloadTooLarge",
  { code: code("PAYLOAD_TOO_LARGE"), message: message("The request body is too large."), limitBytes: Schema.Int },
  HttpApiSchema.annotations({ status: 413 })
) {}

export class UnsupportedMediaType extends Schema.TaggedError<UnsupportedMediaType>()(
  "UnsupportedMediaType",
  { code: code("UNSUPPORTED_MEDIA_TYPE"), message: message("Send the request body as Content-Type: application/json.") },
  HttpApiSchema.annotations({ status: 415 })
) {}

/** The database (or another dependency) cannot be reached; the caller should retry after `retryAfter` seconds. */
export class ServiceUnavailable extends Schema.TaggedError<ServiceUnavailable>()(
  "ServiceUnavailable",
  {
    code: code("SERVICE_UNAVAILABLE"),
    message: message("The service is temporarily unavailable. Retry shortly."),
    retryAfter: Schema.Int.pipe(Schema.propertySignature, Schema.withConstructorDefault(() => 5))
  },
  HttpApiSchema.annotations({ status: 503 })
) {}

export class Internal extends Schema.TaggedError<Internal>()(
  "Internal",
  { code: code("INTERNAL"), message: message("Internal error."), requestId: Schema.String },
  HttpApiSchema.annotations({ status: 500 })
) {}
