// One-time links carry their token in the query; such requests get no trace (the tracer records
// the full URL), and only token-shaped values are ever looked up.
import { describe, expect, it } from "vitest"
import { isRole } from "../../src/dashboard/auth/roles.js"
import { isTokenShaped, linkDigest, randomToken } from "../../src/dashboard/auth/tokens.js"
import { carriesLinkSecret } from "../../src/observability/requests.js"

describe("one-time links", () => {
  it("marks the URLs that carry a link's secret, and no others", () => {
    expect(carriesLinkSecret("/dashboard/reset-password?token=abc")).toBe(true)
    expect(carriesLinkSecret("/dashboard/join?x=1&token=abc")).toBe(true)
    expect(carriesLinkSecret("/dashboard/sign-up?setup=abc")).toBe(true)
    expect(carriesLinkSecret("/dashboard/activity?q=token")).toBe(false)
    expect(carriesLinkSecret("/dashboard/activity?mytoken=1")).toBe(false)
    expect(carriesLinkSecret("/v1/evaluations")).toBe(false)
  })

  it("makes 256-bit tokens stored under a digest that does not contain them", () => {
    const token = randomToken()
    expect(isTokenShaped(token)).toBe(true)
    expect(linkDigest(token)).toMatch(/^[0-9a-f]{64}$/)
    expect(linkDigest(token)).not.toContain(token)
    expect(isTokenShaped("../../etc/passwd")).toBe(false)
    expect(isTokenShaped(`${token}x`)).toBe(false)
  })

  it("knows exactly two roles", () => {
    expect(["owner", "member", "admin", "Owner", ""].filter(isRole)).toEqual(["owner", "member"])
  })
})
