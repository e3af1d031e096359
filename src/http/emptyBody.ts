import * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import { Effect } from "effect"
import { ValidationError } from "./errors.js"

/**
 * For routes that take no payload (creating a deployment): no body, an empty one or `{}` is
 * accepted; anything else is refused like an unknown field of any other body (decisions §1: no
 * mass assignment), rather than silently ignored. The gate (body.ts) has already checked the
 * size, the media type and the JSON syntax, and cached the text.
 */
export const refuseBody = Effect.gen(function* () {
  const request = yield* HttpServerRequest.HttpServerRequest
  const text = yield* Effect.orElseSucceed(request.text, () => "")
  if (text.trim() === "") return
  const body: unknown = JSON.parse(text)
  if (typeof body === "object" && body !== null && !Array.isArray(body)) {
    const keys = Object.keys(body)
    if (keys.length === 0) return
    return yield* new ValidationError({ issues: keys.map((path) => ({ path, message: "This field is not allowed." })) })
  }
  return yield* ValidationError.single("", "This endpoint takes no body: send none, or {}.")
})
