import type * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto"
import type { Session } from "../auth/Accounts.js"
import type { CookiePolicy } from "../auth/cookies.js"

/**
 * A one-time message carried across the redirect after a POST (issue 25: a refresh must not
 * mint another key): the new key or secret rides in a short-lived cookie, encrypted with a key
 * derived from the session's own secret (AES-256-GCM), so the cookie alone reveals nothing and no
 * other session can read it. The page that shows it clears it; nothing is stored server-side.
 */
export interface Flash {
  readonly secret: string
  readonly label: string | null
}

const name = (policy: CookiePolicy) => `${policy.secure ? "__Host-" : ""}assay_flash`
const keyOf = (session: Session) => createHash("sha256").update(`flash:${session.csrfSecret}`, "utf8").digest()
const options = (policy: CookiePolicy, seconds: number) =>
  ({ httpOnly: true, sameSite: "strict", secure: policy.secure, path: "/", maxAge: `${seconds} seconds` }) as const

export const setFlash = (policy: CookiePolicy, session: Session, flash: Flash) => {
  const iv = randomBytes(12)
  const cipher = createCipheriv("aes-256-gcm", keyOf(session), iv)
  const body = Buffer.concat([cipher.update(JSON.stringify(flash), "utf8"), cipher.final()])
  const value = Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")
  return HttpServerResponse.unsafeSetCookie(name(policy), value, options(policy, 120))
}

/** The flash of this session, if any; a cookie of another session or a tampered one reads as none. */
export const readFlash = (policy: CookiePolicy, session: Session, request: HttpServerRequest.HttpServerRequest): Flash | null => {
  const raw = request.cookies[name(policy)]
  if (raw === undefined || raw === "" || raw.length > 4096) return null
  try {
    const bytes = Buffer.from(raw, "base64url")
    const decipher = createDecipheriv("aes-256-gcm", keyOf(session), bytes.subarray(0, 12))
    decipher.setAuthTag(bytes.subarray(12, 28))
    const text = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8")
    const parsed = JSON.parse(text) as Flash
    return typeof parsed.secret === "string" ? { secret: parsed.secret, label: typeof parsed.label === "string" ? parsed.label : null } : null
  } catch {
    return null
  }
}

export const clearFlash = (policy: CookiePolicy) => HttpServerResponse.unsafeSetCookie(name(policy), "", options(policy, 0))
