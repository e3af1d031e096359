import { createHash, randomBytes, timingSafeEqual } from "node:crypto"

/** 256 random bits, URL-safe: session cookies, CSRF secrets and one-time links. */
export const randomToken = (): string => randomBytes(32).toString("base64url")

/** Sessions and one-time links are stored under this digest, never under the value itself. */
export const sessionId = (token: string): string => createHash("sha256").update(token, "utf8").digest("hex")

/** The digest a one-time link's token is stored under (the same SHA-256 as sessions). */
export const linkDigest = sessionId

/** The shape of every token this module makes; anything else is refused before a database read. */
export const isTokenShaped = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token)

export const tokensMatch = (a: string, b: string): boolean => {
  const left = Buffer.from(a, "utf8")
  const right = Buffer.from(b, "utf8")
  return left.length > 0 && left.length === right.length && timingSafeEqual(left, right)
}
