import * as HttpApiSchema from "@effect/platform/HttpApiSchema"
import { Schema } from "effect"
import { code, example, message } from "../http/errorSchema.js"

/** Byte-identical for unknown, revoked and malformed credentials: no hint which it was. */
export class Unauthorized extends Schema.TaggedError<Unauthorized>()(
  "Unauthorized",
  { code: code("UNAUTHORIZED"), message: message("Missing or invalid credentials.") },
  HttpApiSchema.annotations({
    status: 401,
    description: "Missing, malformed, unknown or revoked credentials (one identical answer for all). Header `WWW-Authenticate: Bearer`.",
    examples: [example("Unauthorized", { code: "UNAUTHORIZED", message: "Missing or invalid credentials." })]
  })
) {}

export class Forbidden extends Schema.TaggedError<Forbidden>()(
  "Forbidden",
  { code: code("FORBIDDEN"), message: message("A deployment secret cannot use this route; use an organization API key.") },
  HttpApiSchema.annotations({
    status: 403,
    description: "A deployment secret was used on a route that needs an organization API key.",
    examples: [
      example("Forbidden", {
        code: "FORBIDDEN",
        message: "A deployment secret cannot use this route; use an organization API key."
      })
    ]
  })
) {}
