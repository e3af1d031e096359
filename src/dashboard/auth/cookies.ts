import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import type { Duration } from "effect"

export interface CookiePolicy {
  readonly secure: boolean
  /** The session cookie. `__Host-` (Secure, Path=/, no Domain) when served over https. */
  readonly session: string
  /** The anonymous CSRF cookie of the sign-in and sign-up forms (double submit). */
  readonly anonymous: string
}

export const SESSION_MAX_AGE: Duration.DurationInput = "30 days"
const ANONYMOUS_MAX_AGE: Duration.DurationInput = "1 day"

/** Secure cookies exactly when PUBLIC_URL is https. */
export const cookiePolicy = (publicUrl: string): CookiePolicy => {
  const secure = publicUrl.startsWith("https:")
  const prefix = secure ? "__Host-" : ""
  return { secure, session: `${prefix}assay_session`, anonymous: `${prefix}assay_csrf` }
}

const options = (policy: CookiePolicy, maxAge: Duration.DurationInput) =>
  ({ httpOnly: true, sameSite: "lax", secure: policy.secure, path: "/", maxAge }) as const

export const setSession = (policy: CookiePolicy, token: string) =>
  HttpServerResponse.unsafeSetCookie(policy.session, token, options(policy, SESSION_MAX_AGE))

export const clearSession = (policy: CookiePolicy) =>
  HttpServerResponse.unsafeSetCookie(policy.session, "", options(policy, "0 seconds"))

export const setAnonymous = (policy: CookiePolicy, token: string) =>
  HttpServerResponse.unsafeSetCookie(policy.anonymous, token, options(policy, ANONYMOUS_MAX_AGE))
