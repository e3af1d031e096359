import * as HttpApiMiddleware from "@effect/platform/HttpApiMiddleware"
import * as HttpApiSecurity from "@effect/platform/HttpApiSecurity"
import * as OpenApi from "@effect/platform/OpenApi"
import { Schema } from "effect"
import { PayloadTooLarge, UnsupportedMediaType, ValidationError } from "../http/errors.js"
import { RateLimited } from "../limits/errors.js"
import { Forbidden, Unauthorized } from "./errors.js"
import { CurrentPrincipal } from "./Principal.js"

const bearer = HttpApiSecurity.bearer.pipe(
  HttpApiSecurity.annotate(
    OpenApi.Description,
    "An organization API key (`esk_...`), or a deployment secret (`ech_dw_...`) where the route allows one."
  )
)

const failures = Schema.Union(Unauthorized, Forbidden, RateLimited, PayloadTooLarge, UnsupportedMediaType, ValidationError)

/**
 * Runs the checks of decisions §1 that precede the handler, in order: authentication,
 * rate limit, then body size and media type. Any credential kind is accepted.
 */
export class Authentication extends HttpApiMiddleware.Tag<Authentication>()("Assay/Authentication", {
  failure: failures,
  provides: CurrentPrincipal,
  security: { bearer }
}) {}

/** The same checks for routes only an organization key may use: a deployment secret gets 403. */
export class OrgAuthentication extends HttpApiMiddleware.Tag<OrgAuthentication>()("Assay/OrgAuthentication", {
  failure: failures,
  provides: CurrentPrincipal,
  security: { bearer }
}) {}
