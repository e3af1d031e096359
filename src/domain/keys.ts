// Credential format (decisions §5): prefix + 43 base62 characters carrying 32 random bytes
// + 6 base62 characters of a checksum, so a mistyped token is refused without a database read.
//
//   random part = base62 of the 32 bytes read as one big-endian number, left-padded with "0" to 43
//   checksum    = CRC-32 (IEEE 802.3, as zlib and PNG) of the 43 ASCII characters of the random
//                 part, in base62, left-padded with "0" to 6
//   alphabet    = 0-9, A-Z, a-z (digit value in that order)
import { createHash, randomBytes, timingSafeEqual } from "node:crypto"

export type TokenKind = "key" | "secret"

const PREFIX: Readonly<Record<TokenKind, string>> = { key: "esk_", secret: "ech_dw_" }
const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
const RANDOM_CHARS = 43
const CHECKSUM_CHARS = 6
const TOKEN = /^(esk_|ech_dw_)([0-9A-Za-z]{43})([0-9A-Za-z]{6})$/

const toBase62 = (n: bigint, width: number): string => {
  let out = ""
  let rest = n
  while (rest > 0n) {
    out = ALPHABET[Number(rest % 62n)] + out
    rest /= 62n
  }
  return out.padStart(width, "0")
}

// A table-driven CRC-32 rather than zlib.crc32, which only exists from Node 20.15.
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

export const crc32 = (text: string): number => {
  let crc = 0xffffffff
  for (let i = 0; i < text.length; i++) crc = CRC_TABLE[(crc ^ text.charCodeAt(i)) & 0xff]! ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

const checksum = (randomPart: string): string => toBase62(BigInt(crc32(randomPart)), CHECKSUM_CHARS)

export const generateToken = (kind: TokenKind): string => {
  const random = toBase62(BigInt(`0x${randomBytes(32).toString("hex")}`), RANDOM_CHARS)
  return `${PREFIX[kind]}${random}${checksum(random)}`
}

/** SHA-256 hex of the whole token: the only form in which credentials are stored. */
export const digestToken = (token: string): string => createHash("sha256").update(token, "utf8").digest("hex")

/** Format and checksum check; null for anything that cannot be a token we issued. */
export const parseToken = (token: string): { readonly kind: TokenKind; readonly digest: string } | null => {
  const match = TOKEN.exec(token)
  if (match === null) return null
  const [, prefix, random, check] = match
  if (random === undefined || check === undefined || checksum(random) !== check) return null
  return { kind: prefix === PREFIX.key ? "key" : "secret", digest: digestToken(token) }
}

/** The first 8 characters, kept beside the digest so a person can tell keys apart. */
export const displayPrefix = (token: string): string => token.slice(0, 8)

export const constantTimeEqualHex = (a: string, b: string): boolean => {
  const left = Buffer.from(a, "utf8")
  const right = Buffer.from(b, "utf8")
  return left.length === right.length && timingSafeEqual(left, right)
}

/** Anything shaped like a credential, cut to its display prefix: for text that is logged, such as a path. */
export const redactTokens = (text: string): string => text.replace(/(esk_|ech_dw_)([0-9A-Za-z]{4})[0-9A-Za-z]+/g, "$1$2…")
