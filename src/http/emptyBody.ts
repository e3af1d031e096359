import * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import { Effect, Either, Schema } from "effect"
import { ValidationError } from "./errors.js"
import { decodeIssues } from "./issuePath.js"

const bodyText = Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => Effect.orElseSucceed(request.text, () => ""))

/**
 * For routes whose body is optional (creating a deployment, with its optional pinned version): no
 * body or an empty one reads as `{}`; otherwise the object is decoded strictly, and an unknown
 * field is refused like one of any other body (decisions §1: no mass assignment), rather than
 * silently ignored. The gate (body.ts) has already checked the size, the media type and the JSON
 * syntax, and cached the text.
 */
export const optionalBody = <A, I>(schema: Schema.Schema<A, I>) =>
  Effect.gen(function* () {
    const text = yield* bodyText
    const body: unknown = text.trim() === "" ? {} : JSON.parse(text)
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      return yield* ValidationError.single("", "Send a JSON object, or no body.")
    }
    const decoded = Schema.decodeUnknownEither(schema)(body, { onExcessProperty: "error", errors: "all" })
    if (Either.isLeft(decoded)) return yield* new ValidationError({ issues: decodeIssues(decoded.left) })
    return decoded.right
  })
