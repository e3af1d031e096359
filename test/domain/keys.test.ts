import * as zlib from "node:zlib"
import { describe, expect, it } from "vitest"
import { constantTimeEqualHex, crc32, digestToken, displayPrefix, generateToken, parseToken } from "../../src/domain/keys.js"

const typo = (token: string, at: number) => {
  const c = token[at]
  return `${token.slice(0, at)}${c === "a" ? "b" : "a"}${token.slice(at + 1)}`
}

describe("tokens", () => {
  it("have the documented format", () => {
    for (let i = 0; i < 50; i++) {
      expect(generateToken("key")).toMatch(/^esk_[0-9A-Za-z]{49}$/)
      expect(generateToken("secret")).toMatch(/^ech_dw_[0-9A-Za-z]{49}$/)
    }
  })

  it("are random", () => {
    const tokens = new Set(Array.from({ length: 100 }, () => generateToken("key")))
    expect(tokens.size).toBe(100)
  })

  it("parse back to their kind and digest", () => {
    const key = generateToken("key")
    const secret = generateToken("secret")
    expect(parseToken(key)).toEqual({ kind: "key", digest: digestToken(key) })
    expect(parseToken(secret)).toEqual({ kind: "secret", digest: digestToken(secret) })
  })

  it("reject a one-character typo anywhere in the random part or checksum", () => {
    const key = generateToken("key")
    for (let at = 4; at < key.length; at++) expect(parseToken(typo(key, at)), `typo at ${at}`).toBeNull()
  })

  it("reject malformed values", () => {
    const key = generateToken("key")
    for (const bad of ["", "esk_", key.slice(0, -1), `${key}x`, key.replace("esk_", "esk-"), `Bearer ${key}`, `${key.slice(0, 10)}_${key.slice(11)}`]) {
      expect(parseToken(bad), bad).toBeNull()
    }
  })

  it("checksum the random part only: a swapped prefix parses, as another credential's digest", () => {
    const key = generateToken("key")
    const swapped = key.replace("esk_", "ech_dw_")
    expect(parseToken(swapped)).toEqual({ kind: "secret", digest: digestToken(swapped) })
    expect(digestToken(swapped)).not.toBe(digestToken(key))
  })

  it("use the IEEE CRC-32", () => {
    expect(crc32("123456789")).toBe(0xcbf43926)
    const random = "0".repeat(20) + "AbCdEfGhIjKlMnOpQrStUvW"
    const zcrc = (zlib as unknown as { crc32?: (s: string) => number }).crc32
    expect(crc32(random)).toBe(zcrc === undefined ? crc32(random) : zcrc(random))
  })

  it("digest to a stable SHA-256 hex and display their first 8 characters", () => {
    expect(digestToken("esk_example")).toBe(digestToken("esk_example"))
    expect(digestToken("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    expect(displayPrefix("esk_AbCdEfGh")).toBe("esk_AbCd")
  })

  it("compare digests in constant time", () => {
    const d = digestToken("x")
    expect(constantTimeEqualHex(d, digestToken("x"))).toBe(true)
    expect(constantTimeEqualHex(d, digestToken("y"))).toBe(false)
    expect(constantTimeEqualHex(d, d.slice(0, -2))).toBe(false)
  })
})
