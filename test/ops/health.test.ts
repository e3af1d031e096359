import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { call } from "../support/client.js"
import { startServer, type TestServer } from "../support/server.js"

describe("health probes (PostgreSQL)", () => {
  let s: TestServer

  beforeAll(async () => {
    s = await startServer("postgres")
  })
  afterAll(() => s.close())

  it("answers /healthz and /readyz without credentials", async () => {
    const alive = await call(s.baseUrl, "GET", "/healthz")
    expect(alive.status).toBe(200)
    expect(alive.body).toEqual({ status: "ok" })
    expect(alive.headers.get("x-request-id")).toMatch(/\S{8,}/)

    const ready = await call(s.baseUrl, "GET", "/readyz")
    expect(ready.status).toBe(200)
    expect(ready.body).toEqual({ status: "ready", database: "ok", migrations: "ok" })
  })

  it("is not ready while a registered migration is missing from the database", async () => {
    const [row] = await s.query<{ migration_id: number; name: string; created_at: Date }>(
      "SELECT migration_id, name, created_at FROM effect_sql_migrations ORDER BY migration_id DESC LIMIT 1"
    )
    await s.query("DELETE FROM effect_sql_migrations WHERE migration_id = $1", row!.migration_id)
    try {
      const res = await call(s.baseUrl, "GET", "/readyz")
      expect(res.status).toBe(503)
      expect(res.body).toEqual({
        code: "SERVICE_UNAVAILABLE",
        message: `Not ready: migrations pending (${row!.migration_id}).`,
        retryAfter: 5
      })
      expect(res.headers.get("retry-after")).toBe("5")
      // Liveness does not depend on the database.
      expect((await call(s.baseUrl, "GET", "/healthz")).status).toBe(200)
    } finally {
      await s.query(
        "INSERT INTO effect_sql_migrations (migration_id, name, created_at) VALUES ($1, $2, $3)",
        row!.migration_id,
        row!.name,
        row!.created_at
      )
    }
    expect((await call(s.baseUrl, "GET", "/readyz")).status).toBe(200)
  })

  it("takes no rate-limit tokens, from credentials or from addresses", async () => {
    // Bucket of 2 for this key; failed authentications get 20 per address.
    const org = await s.createOrg({ rate: 1 })
    for (let i = 0; i < 25; i++) {
      const probes = await Promise.all([
        call(s.baseUrl, "GET", "/healthz", { token: org.api_key }),
        call(s.baseUrl, "GET", "/readyz", { token: "esk_notARealKeyAtAll" })
      ])
      expect(probes.map((p) => p.status)).toEqual([200, 200])
      expect(probes.map((p) => p.headers.get("ratelimit"))).toEqual([null, null])
    }
    const missing = "00000000-0000-4000-8000-000000000000"
    const api = await call(s.baseUrl, "GET", `/v1/evaluations/${missing}`, { token: org.api_key })
    expect(api.status).toBe(404)
    // The key's bucket is full but for this one request.
    expect(api.headers.get("ratelimit")).toMatch(/;r=1;/)
    const unknown = await call(s.baseUrl, "GET", `/v1/evaluations/${missing}`, { token: "esk_notARealKeyAtAll" })
    expect(unknown.status).toBe(401)
  })
})
