import { Agent } from "node:http"
import { connect } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends, freshPostgresDatabase } from "../support/database.js"
import { intentEvaluation, pricingInput } from "../support/fixtures.js"
import { json, send, sleep } from "./support/load.js"
import { createOrgCli, type Served, spawnServe } from "./support/serve.js"

// The in-flight gate counts a request from its arrival until it becomes a reader or takes a
// slot (src/http/gate.ts). A path that forgot to uncount would shrink the process's capacity
// for good; with ASSAY_MAX_IN_FLIGHT=2, one such request is enough for the second of two
// simultaneous calls to be refused with 503.
describe.runIf(backends.includes("postgres"))("the in-flight gate's count", () => {
  let server: Served
  let key: string
  let evaluate: () => ReturnType<typeof send>
  const agent = new Agent({ keepAlive: true })
  beforeAll(async () => {
    const env = { DATABASE_URL: await freshPostgresDatabase() }
    key = (await createOrgCli(env)).api_key
    server = await spawnServe({ ...env, ASSAY_MAX_IN_FLIGHT: "2" })
    const id = json(await send(server.baseUrl, "POST", "/v1/evaluations", { agent, token: key, body: intentEvaluation })).evaluation_id
    evaluate = () => send(server.baseUrl, "POST", "/v1/evaluate", { agent, token: key, body: { evaluation_id: id, input_type: "form", input: pricingInput } })
  }, 120_000)
  afterAll(async () => {
    agent.destroy()
    await server?.stop()
  })

  /** Sends the head and part of a body, then goes away. */
  const abandonedUpload = (token: string | null) =>
    new Promise<void>((resolve) => {
      const socket = connect(server.port, "127.0.0.1", () => {
        const auth = token === null ? "" : `Authorization: Bearer ${token}\r\n`
        socket.write(`POST /v1/evaluate HTTP/1.1\r\nHost: x\r\n${auth}Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"evaluation_id":`)
        setTimeout(() => {
          socket.destroy()
          resolve()
        }, 100)
      })
      socket.on("error", () => resolve())
    })

  it("returns to zero after every kind of request, answered or abandoned", async () => {
    const statuses: Array<number> = []
    for (let round = 0; round < 3; round++) {
      for (const path of ["/healthz", "/readyz", "/no-such-route", "/dashboard", "/v1/no-such-route"]) {
        statuses.push((await send(server.baseUrl, "GET", path, { agent })).status)
      }
      statuses.push((await send(server.baseUrl, "GET", "/v1/evaluations", { agent, token: "not-a-key" })).status)
      statuses.push((await send(server.baseUrl, "POST", "/v1/evaluate", { agent, body: {} })).status)
      statuses.push((await send(server.baseUrl, "POST", "/v1/evaluate", { agent, token: key, raw: "{not json" })).status)
      statuses.push((await send(server.baseUrl, "POST", "/v1/evaluate", { agent, token: key, raw: "x".repeat(300 * 1024) })).status)
      statuses.push((await send(server.baseUrl, "POST", "/dashboard/login", { agent, raw: "email=a&password=b", headers: { "content-type": "application/x-www-form-urlencoded" } })).status)
      statuses.push((await evaluate()).status)
      await abandonedUpload(key)
      await abandonedUpload(null)
    }
    // Each kind of answer was really exercised (not all refused at the door).
    for (const status of [200, 400, 401, 404, 413]) expect(statuses).toContain(status)
    expect(statuses).not.toContain(503)
    await sleep(300) // the abandoned connections are closed on the server's side

    for (let i = 0; i < 5; i++) {
      const pair = await Promise.all([evaluate(), evaluate()])
      expect(pair.map((o) => o.status)).toEqual([200, 200])
    }
  }, 60_000)
})
