import { Effect, Layer, Logger } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Gate } from "../../src/http/gate.js"
import { Scorer } from "../../src/scoring/Scorer.js"
import { call } from "../support/client.js"
import { backends } from "../support/database.js"
import { evaluateBody, intentEvaluation } from "../support/fixtures.js"
import { startServer, type TestServer } from "../support/server.js"

// issue 23: whatever a handler waits on, no request holds an in-flight slot past the deadline
// (35 s in production, ASSAY_SLOT_DEADLINE_MS; 1 s here): it is answered 503, logged, and its
// slot comes back for the next caller.
const DEADLINE_MS = 1_000

/** A scorer that never answers, for the calls that score; evaluations are created without it. */
const stuck = Layer.succeed(Scorer, Scorer.of({ name: "stuck", score: () => Effect.never, assertExamples: () => Effect.succeed([]) }))

describe.each(backends)("the in-flight slot deadline on %s", (backend) => {
  const gate = new Gate(2, DEADLINE_MS)
  const logged: Array<{ message: string; annotations: Record<string, unknown> }> = []
  const captured = Logger.replace(
    Logger.defaultLogger,
    Logger.make(({ annotations, message }) => {
      logged.push({ message: String(message), annotations: Object.fromEntries(annotations) })
    })
  )
  let s: TestServer
  let key: string
  let evaluationId: string

  beforeAll(async () => {
    s = await startServer(backend, { scorer: stuck, gate, layer: captured })
    key = (await s.createOrg()).api_key
    evaluationId = (await call(s.baseUrl, "POST", "/v1/evaluations", { token: key, body: intentEvaluation })).body.evaluation_id
  })
  afterAll(() => s.close())

  it("answers 503 to calls held past the deadline, logs them, and gives their slots back", async () => {
    const started = Date.now()
    const held = await Promise.all(
      [1, 2].map(() =>
        fetch(`${s.baseUrl}/v1/evaluate`, {
          method: "POST",
          headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
          body: JSON.stringify(evaluateBody(evaluationId)),
          signal: AbortSignal.timeout(DEADLINE_MS + 3_000)
        })
      )
    )
    const elapsed = Date.now() - started
    expect(elapsed).toBeGreaterThanOrEqual(DEADLINE_MS - 50)
    for (const response of held) {
      expect(response.status).toBe(503)
      expect(response.headers.get("retry-after")).toBe("1")
      expect(await response.json()).toEqual({ code: "SERVICE_UNAVAILABLE", message: expect.any(String), retryAfter: 1 })
    }
    const ids = held.map((r) => r.headers.get("x-request-id"))

    // Both slots are free again: two more calls at once are served, not refused at capacity.
    expect(gate.inFlight).toBe(0)
    const next = await Promise.all([1, 2].map(() => call(s.baseUrl, "GET", `/v1/evaluations/${evaluationId}`, { token: key })))
    expect(next.map((r) => r.status)).toEqual([200, 200])

    for (const id of ids) {
      const lines = logged.filter((l) => l.annotations.request_id === id)
      expect(lines.map((l) => l.message)).toContain("request held its slot past the deadline: answered 503 and interrupted")
      expect(lines.find((l) => l.message === "request")?.annotations).toMatchObject({ status: 503, code: "SERVICE_UNAVAILABLE" })
    }
  })
})
