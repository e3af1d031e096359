import type * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import type * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import { type CookiePolicy, setAnonymous } from "./cookies.js"
import { isTokenShaped, randomToken } from "./tokens.js"

/** A form for someone not signed in: the anonymous CSRF token of the cookie, or a new one set along with the form. */
export const anonymousForm = (
  cookies: CookiePolicy,
  request: HttpServerRequest.HttpServerRequest,
  render: (csrf: string) => HttpServerResponse.HttpServerResponse
) => {
  const existing = request.cookies[cookies.anonymous]
  if (existing !== undefined && isTokenShaped(existing)) return render(existing)
  const token = randomToken()
  return setAnonymous(cookies, token)(render(token))
}
