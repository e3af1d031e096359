import { FlatError } from "../http/errorSchema.js"

/** Byte-identical for unknown, revoked and malformed credentials: no hint which it was. */
export class Unauthorized extends FlatError<Unauthorized>()("Unauthorized", {
  status: 401,
  code: "UNAUTHORIZED",
  message: "Missing or invalid credentials.",
  description: "Missing, malformed, unknown or revoked credentials (one identical answer for all). Header `WWW-Authenticate: Bearer`."
}) {}

export class Forbidden extends FlatError<Forbidden>()("Forbidden", {
  status: 403,
  code: "FORBIDDEN",
  message: "A deployment secret cannot use this route; use an organization API key.",
  description: "A deployment secret was used on a route that needs an organization API key."
}) {}
