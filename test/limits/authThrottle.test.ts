import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { call } from "../support/client.js"
import { startServer, type TestServer } from "../support/server.js"

describe("failed authentications are limited per client address", () => {
  let s: TestServer
  let key: string

  beforeAll(async () => {
    s = await startServer("postgres", { config: { trustProxy: true } })
    key = (await s.createOrg()).api_key
  })
  afterAll(() => s.close())

  const get = (token: string, address: string) =>
    call(s.baseUrl, "GET", "/v1/evaluations/00000000-0000-4000-8000-000000000000", {
      token,
      headers: { "x-forwarded-for": address }
    })

  it("throttles a guessing address with 429 while other addresses and valid keys are untouched", async () => {
    // Sent at once, so the bucket (burst 20, one a second) has no time to refill in between.
    const replies = await Promise.all(Array.from({ length: 25 }, (_, i) => get(`esk_guess${i}`, "203.0.113.7")))
    const statuses = replies.map((r) => r.status).sort()
    expect(statuses).toEqual([...Array(20).fill(401), ...Array(5).fill(429)])
    expect((await get("esk_other", "198.51.100.9")).status).toBe(401)
    expect((await get(key, "203.0.113.7")).status).toBe(404)
  })
})
