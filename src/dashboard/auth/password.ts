// Passwords are stored as scrypt hashes: `scrypt$N$r$p$salt$hash` (salt and hash base64url).
// N = 2^15, r = 8: about 32 MiB and tens of milliseconds per check, on the libuv pool.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto"
import { Effect } from "effect"

const COST = { N: 32768, r: 8, p: 1 } as const
const KEY_LENGTH = 32
const MAX_MEM = 64 * 1024 * 1024

export const PASSWORD_MIN = 10
export const PASSWORD_MAX = 200

const derive = (password: string, salt: Buffer, options: ScryptOptions) =>
  Effect.async<Buffer>((resume) => {
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { ...options, maxmem: MAX_MEM }, (error, key) =>
      resume(error === null ? Effect.succeed(key) : Effect.die(error))
    )
  })

export const hashPassword = (password: string) =>
  Effect.gen(function* () {
    const salt = randomBytes(16)
    const key = yield* derive(password, salt, COST)
    return ["scrypt", COST.N, COST.r, COST.p, salt.toString("base64url"), key.toString("base64url")].join("$")
  }).pipe(Effect.withSpan("Password.hash"))

/** False for any malformed stored value; the comparison is constant-time. */
export const verifyPassword = (password: string, stored: string) =>
  Effect.gen(function* () {
    const [scheme, n, r, p, salt, hash] = stored.split("$")
    if (scheme !== "scrypt" || salt === undefined || hash === undefined) return false
    const expected = Buffer.from(hash, "base64url")
    const key = yield* derive(password, Buffer.from(salt, "base64url"), { N: Number(n), r: Number(r), p: Number(p) })
    return key.length === expected.length && timingSafeEqual(key, expected)
  }).pipe(Effect.withSpan("Password.verify"))

/** Checked against when the email is unknown, so a wrong email costs as long as a wrong password. */
export const DECOY_HASH = `scrypt$${COST.N}$${COST.r}$${COST.p}$${Buffer.alloc(16).toString("base64url")}$${Buffer.alloc(KEY_LENGTH).toString("base64url")}`

export const passwordProblem = (password: string): string | null => {
  const length = [...password].length
  if (length < PASSWORD_MIN) return `The password must be at least ${PASSWORD_MIN} characters long.`
  if (length > PASSWORD_MAX) return `The password must be at most ${PASSWORD_MAX} characters long.`
  return null
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Emails are compared lower-cased (the users table enforces it). */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase()

export const emailProblem = (email: string): string | null =>
  email.length > 254 || !EMAIL.test(email) ? "Enter an email address such as name@example.com." : null
