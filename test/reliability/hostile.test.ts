import { Agent } from "node:http"
import { connect } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { generateToken } from "../../src/domain/keys.js"
import { backends, freshPostgresDatabase } from "../support/database.js"
import { intentEvaluation, pricingInput } from "../support/fixtures.js"
import { json, type Outcome, percentile, round, send, sleep, tally } from "./support/load.js"
import { type Held, startAttacker } from "./support/hostile.js"
import { report } from "./support/report.js"
import { createOrgCli, type Served, spawnServe } from "./support/serve.js"

// Production defaults are 10 s and 60 s; the same mechanism is tested with shorter limits.
const HEADERS_TIMEOUT_MS = 2_000
const REQUEST_TIMEOUT_MS = 4_000

const codeOf = (body: string): string | null => {
  try {
    return (JSON.parse(body) as { code?: string }).code ?? null
  } catch {
    return null
  }
}


describe.runIf(backends.includes("postgres"))("slow and hostile clients", () => {
  let server: Served
  let key: string
  let body: object
  let agent: Agent
  beforeAll(async () => {
    const env = { DATABASE_URL: await freshPostgresDatabase() }
    key = (await createOrgCli(env)).api_key
    server = await spawnServe({ ...env, ASSAY_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS), ASSAY_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) })
    agent = new Agent({ keepAlive: true, maxSockets: 1 })
    const evaluationId = json(await send(server.baseUrl, "POST", "/v1/evaluations", { agent, token: key, body: intentEvaluation })).evaluation_id
    body = { evaluation_id: evaluationId, input_type: "form", input: pricingInput }
  }, 120_000)
  afterAll(async () => {
    agent?.destroy()
    await server?.stop()
  })

  /** One normal client: sequential evaluate calls on a kept-alive connection for `ms`. */
  const normalClient = async (ms: number): Promise<Array<Outcome>> => {
    const outcomes: Array<Outcome> = []
    const until = Date.now() + ms
    while (Date.now() < until) outcomes.push(await send(server.baseUrl, "POST", "/v1/evaluate", { agent, token: key, body }))
    return outcomes
  }

  /**
   * 300 idle, 300 slow-header and 100 slow-body connections from another process, in waves
   * 1.5 s apart so the attack lasts the whole 6-second measurement and the normal client meets
   * every kind of closing (headers and request timeouts) while it measures.
   */
  const attacked = async () => {
    const attacker = startAttacker(server.port)
    try {
      await attacker.wave(100)
      await attacker.slowBody(100, key)
      await sleep(300)
      const measuring = normalClient(6_000)
      for (const _ of [1, 2]) {
        await sleep(1_500)
        await attacker.wave(100)
      }
      const underAttack = await measuring
      return { underAttack, held: await attacker.settle(REQUEST_TIMEOUT_MS + 5_000) }
    } finally {
      attacker.stop()
    }
  }

  it("closes hundreds of idle, slow-header and slow-body connections on time while a normal client keeps its latency", async () => {
    await normalClient(500) // warm-up
    const before = await normalClient(3_000)

    const { held, underAttack } = await attacked()
    // The baseline is taken on both sides of the attack, so drift in the machine's load does not count.
    const after = await normalClient(3_000)
    const baseline = percentile(before.map((x) => x.ms), 99) >= percentile(after.map((x) => x.ms), 99) ? before : after

    const closedBy = (kind: Held["kind"]) => {
      const of = held.filter((h) => h.kind === kind)
      return {
        connections: of.length,
        closed: of.filter((h) => h.closedAfterMs !== undefined).length,
        destroyed: of.filter((h) => h.gone === true).length,
        longestOpenMs: Math.round(Math.max(...of.map((h) => (h.closedAfterMs ?? Infinity) - h.openedAfterMs))),
        answers: tally(of.map((h) => ({ status: Number(h.response?.split(" ")[1] ?? 0), error: "closed without an answer" }) as Outcome)),
        // The flat error body of decisions §1, not Node's bare status line.
        jsonBodies: of.filter((h) => h.response?.endsWith('{"code":"REQUEST_TIMEOUT","message":"The request did not arrive in time."}')).length
      }
    }
    const p99 = (o: Array<Outcome>) => round(percentile(o.map((x) => x.ms), 99))
    const figures = {
      headersTimeoutMs: HEADERS_TIMEOUT_MS,
      requestTimeoutMs: REQUEST_TIMEOUT_MS,
      idle: closedBy("idle"),
      slowHeaders: closedBy("slow headers"),
      slowBody: closedBy("slow body"),
      normalClient: {
        before: { calls: before.length, p50Ms: round(percentile(before.map((x) => x.ms), 50)), p99Ms: p99(before) },
        after: { calls: after.length, p50Ms: round(percentile(after.map((x) => x.ms), 50)), p99Ms: p99(after) },
        underAttack: { calls: underAttack.length, p50Ms: round(percentile(underAttack.map((x) => x.ms), 50)), p99Ms: p99(underAttack) }
      }
    }
    report("hostile-clients", figures)

    expect([...before, ...underAttack, ...after].filter((o) => o.status !== 200)).toEqual([])
    // Node's checks run once a second: a limit holds to within about 1 s, and a loaded CI runner's
    // timers add to it (a slow body closed at 5,769 ms against a 4 s limit on 11-28); 2.5 s over
    // the limit still tells a closed connection from one held until the attacker gives up (9 s).
    expect(figures.idle.closed).toBe(300)
    expect(figures.slowHeaders.closed).toBe(300)
    expect(figures.idle.longestOpenMs).toBeLessThan(HEADERS_TIMEOUT_MS + 2_500)
    expect(figures.slowHeaders.longestOpenMs).toBeLessThan(HEADERS_TIMEOUT_MS + 2_500)
    expect(figures.slowBody.closed).toBe(100)
    // Not left half-open, still reading what the client sends after the 408.
    expect([figures.slowHeaders.destroyed, figures.slowBody.destroyed]).toEqual([300, 100])
    expect([figures.idle.jsonBodies, figures.slowHeaders.jsonBodies, figures.slowBody.jsonBodies]).toEqual([300, 300, 100])
    expect(figures.slowBody.longestOpenMs).toBeLessThan(REQUEST_TIMEOUT_MS + 2_500)
    // Held connections that blocked the loop would cost the normal client seconds (a headers
    // timeout). A ratio to the quiet p99 is the load of the test files CI runs beside this one as
    // much as the server's: 3x failed in the clean-clone CI of 11-29 at 80.2 ms against 25.4 ms with
    // nothing wrong (2x at 89.5 against 33.7 before). So the bound is the blocked loop's cost: under
    // half a headers timeout, or 3x the quiet p99 where that is higher. Both p99s are in the report.
    expect(p99(underAttack)).toBeLessThan(Math.max(3 * p99(baseline), HEADERS_TIMEOUT_MS / 2))
    // Refused before any handler ran, yet each one is in the log.
    expect(server.output().match(/"message":"request refused","request_id":"[\w-]+","status":408,"code":"REQUEST_TIMEOUT"/g)?.length).toBe(700)
  }, 60_000)

  it("does not let slow uploads with made-up credentials lock customers out", async () => {
    // More than the readers' cap (4 x ASSAY_MAX_IN_FLIGHT = 256): read before authentication,
    // these would fill it and every customer would get 503 until the request timeout.
    const attacker = startAttacker(server.port)
    try {
      // Well-formed (checksum included), so each one costs a credential lookup.
      await attacker.slowBody(300, generateToken("key"))
      await sleep(500)
      const during = await normalClient(1_000)
      const held = await attacker.settle(REQUEST_TIMEOUT_MS + 5_000)
      report("hostile-unauthenticated-uploads", {
        uploads: held.length,
        answers: tally(held.map((h) => ({ status: Number(h.response?.split(" ")[1] ?? 0), error: "closed without an answer" }) as Outcome)),
        normalClient: tally(during)
      })
      expect(during.length).toBeGreaterThan(0)
      expect(during.filter((o) => o.status !== 200)).toEqual([])
      // Each upload was refused without its body being read (one that waited for it would get
      // the 408 of the request timeout): 401; 429 once the address has failed 20
      // authentications (docs/limits.md); 503 past the in-flight limit, as the 300 arrive at once.
      expect(held.filter((h) => /^HTTP\/1\.1 (401|429|503) /.test(h.response ?? "")).length).toBe(300)
    } finally {
      attacker.stop()
    }
  }, 30_000)

  it("answers oversized headers, tokens in query strings and unknown schemes with 4xx, never a 5xx", async () => {
    const path = `/v1/evaluate/00000000-0000-4000-8000-000000000000`
    const cases: Array<[string, Promise<Outcome>, number]> = [
      ["a 17 KiB header", send(server.baseUrl, "GET", path, { token: key, headers: { "x-big": "a".repeat(17 * 1024) } }), 431],
      ["a 17 KiB Authorization header", send(server.baseUrl, "GET", path, { headers: { authorization: `Bearer ${"a".repeat(17 * 1024)}` } }), 431],
      ["a 17 KiB URL", send(server.baseUrl, "GET", `${path}?q=${"a".repeat(17 * 1024)}`, { token: key }), 431],
      ["a 12 KiB header, under the limit", send(server.baseUrl, "GET", path, { token: key, headers: { "x-big": "a".repeat(12 * 1024) } }), 404],
      ["a 12 KiB bearer token", send(server.baseUrl, "GET", path, { headers: { authorization: `Bearer ${"a".repeat(12 * 1024)}` } }), 401],
      ["?api_key=", send(server.baseUrl, "GET", `${path}?api_key=${key}`), 401],
      ["?access_token=", send(server.baseUrl, "GET", `${path}?access_token=${key}`), 401],
      ["?token= on POST", send(server.baseUrl, "POST", `/v1/evaluate?token=${key}`, { body }), 401],
      ["Basic", send(server.baseUrl, "GET", path, { headers: { authorization: `Basic ${Buffer.from(`${key}:`).toString("base64")}` } }), 401],
      ["Digest", send(server.baseUrl, "GET", path, { headers: { authorization: `Digest username="${key}"` } }), 401],
      ["Token", send(server.baseUrl, "GET", path, { headers: { authorization: `Token ${key}` } }), 401],
      ["the bare key", send(server.baseUrl, "GET", path, { headers: { authorization: key } }), 401],
      ["Bearer with two tokens", send(server.baseUrl, "GET", path, { headers: { authorization: `Bearer ${key} ${key}` } }), 401],
      ["a valid key and a query token", send(server.baseUrl, "GET", `${path}?api_key=nonsense`, { token: key }), 404]
    ]
    // A declared body over 256 KiB, sent in full at once: the 413 must reach the client before the connection closes.
    const oversized = new Promise<Outcome>((resolve) => {
      const socket = connect(server.port, "127.0.0.1", () =>
        socket.write(`POST /v1/evaluate HTTP/1.1\r\nHost: a\r\nAuthorization: Bearer ${key}\r\nContent-Type: application/json\r\nContent-Length: 300000\r\n\r\n${"x".repeat(300_000)}`)
      )
      let head = ""
      socket.on("data", (d) => (head += d.toString("latin1")))
      socket.on("error", () => undefined)
      setTimeout(() => {
        socket.destroy()
        resolve({ status: Number(head.split(" ")[1] ?? 0), body: head.slice(head.indexOf("\r\n\r\n") + 4) } as Outcome)
      }, 1_500)
    })
    cases.push(["a 300 KB body sent at once", oversized, 413])
    const answers = await Promise.all(
      cases.map(async ([label, pending, expected]) => {
        const outcome = await pending
        return {
          label,
          expected,
          got: outcome.status,
          code: outcome.body === undefined ? null : codeOf(outcome.body),
          requestId: outcome.headers?.["x-request-id"]
        }
      })
    )
    report("hostile-requests", { answers })
    const refused = answers.filter((a) => a.expected === 431)
    expect(refused.map((a) => a.code)).toEqual(["HEADERS_TOO_LARGE", "HEADERS_TOO_LARGE", "HEADERS_TOO_LARGE"])
    // Node refuses these before any handler runs; their request ids still lead to a log line.
    for (const { requestId } of refused) expect(server.output()).toContain(`"request_id":"${requestId}","status":431,"code":"HEADERS_TOO_LARGE"`)
    // After 20 failed authentications an address gets 429 instead of 401 (docs/limits.md).
    expect(answers.filter((a) => a.got !== a.expected && !(a.expected === 401 && a.got === 429))).toEqual([])
    expect(server.output()).not.toContain(key)
  }, 30_000)
})
