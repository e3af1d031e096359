import { createHash, randomBytes, timingSafeEqual } from "node:crypto"

/** 256 random bits, URL-safe: session cookies and CSRF secrets. */
export const randomToken = (): string => randomBytes(32).toString("base64url")

/** Sessions are stored under this digest, never under the cookie value itself. */
export const sessionId = (token: string): string => createHash("sha256").update(token, "utf8").digest("hex")

export const tokensMatch = (a: string, b: string): boolean => {
  const left = Buffer.from(a, "utf8")
  const right = Buffer.from(b, "utf8")
  return left.length > 0 && left.length === right.length && timingSafeEqual(left, right)
}
