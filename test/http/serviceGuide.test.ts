import { request } from "node:http"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { call } from "../support/client.js"
import { DashboardClient } from "../support/dashboard.js"
import { backends } from "../support/database.js"
import { evaluateBody, intentEvaluation } from "../support/fixtures.js"
import { startServer, type TestServer } from "../support/server.js"

// decisions §6: X-Service-Guide is UTF-8 on the wire, at most 200 printable code points.

/** An evaluate call whose X-Service-Guide carries exactly these bytes (fetch allows only ASCII). */
const evaluateWithGuide = (baseUrl: string, key: string, body: unknown, guide: Buffer) =>
  new Promise<{ status: number; body: any }>((resolve, reject) => {
    // A Buffer: a string body is written together with the headers in its own encoding (UTF-8).
    const payload = Buffer.from(JSON.stringify(body))
    const req = request(`${baseUrl}/v1/evaluate`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${key}`,
        "content-type": "application/json",
        "content-length": payload.length,
        // Node writes a header string as latin1, one byte per character: these are the bytes.
        "x-service-guide": guide.toString("latin1")
      }
    })
    req.on("response", (res) => {
      const chunks: Array<Buffer> = []
      res.on("data", (c: Buffer) => chunks.push(c))
      res.on("end", () => resolve({ status: res.statusCode!, body: JSON.parse(Buffer.concat(chunks).toString("utf8")) }))
    })
    req.on("error", reject)
    req.end(payload)
  })

describe.each(backends)("X-Service-Guide on %s", (backend) => {
  let s: TestServer
  let lead: DashboardClient
  let key: string
  let evaluationId: string
  const send = (guide: string | Buffer) =>
    evaluateWithGuide(s.baseUrl, key, evaluateBody(evaluationId), typeof guide === "string" ? Buffer.from(guide, "utf8") : guide)

  beforeAll(async () => {
    s = await startServer(backend)
    lead = new DashboardClient(s.baseUrl)
    await lead.signUp("Guide Co", "lead@guide.test")
    key = await lead.createKey()
    evaluationId = (await call(s.baseUrl, "POST", "/v1/evaluations", { token: key, body: intentEvaluation })).body.evaluation_id
  })
  afterAll(() => s.close())

  it("stores UTF-8 as sent and shows it so in the log and the call's detail page", async () => {
    const res = await send("café-guide")
    expect(res.status).toBe(200)
    const log = await call(s.baseUrl, "GET", `/v1/evaluate/${res.body.id}`, { token: key })
    expect(log.body.guide).toBe("café-guide")
    // The feed shows the next action; the guide is on the call's page (docs/dashboard.md).
    const detail = await lead.get(`/dashboard/activity/${res.body.id}`)
    expect(detail.text).toContain("café-guide")
    expect(detail.text).not.toContain("cafÃ©")
  })

  it("counts the 200-character limit in code points: 200 emoji are accepted, 201 refused", async () => {
    const accepted = await send("🚀".repeat(200))
    expect(accepted.status).toBe(200)
    const log = await call(s.baseUrl, "GET", `/v1/evaluate/${accepted.body.id}`, { token: key })
    expect(log.body.guide).toBe("🚀".repeat(200))
    const refused = await send("🚀".repeat(201))
    expect(refused.status).toBe(400)
    expect(refused.body.issues).toEqual([{ path: "X-Service-Guide", message: expect.stringContaining("200") }])
  })

  it("refuses control characters", async () => {
    for (const guide of ["guide\u0085x", "guide\u202Ex", "guide\u200Bx"]) {
      const control = await send(guide) // NEXT LINE (C1), a bidi override, a zero-width space
      expect(control.status).toBe(400)
      expect(control.body.issues).toEqual([{ path: "X-Service-Guide", message: expect.stringContaining("printable") }])
    }
  })

  it("reads bytes that are not UTF-8 as latin1, as fetch sends a string like \"café\"", async () => {
    const res = await send(Buffer.from("café-guide", "latin1"))
    expect(res.status).toBe(200)
    const log = await call(s.baseUrl, "GET", `/v1/evaluate/${res.body.id}`, { token: key })
    expect(log.body.guide).toBe("café-guide")
  })
})
