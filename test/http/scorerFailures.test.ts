import { Effect, Layer, Logger } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ServiceUnavailable } from "../../src/http/errors.js"
import { ScorerFailed, ScorerTimeout } from "../../src/scoring/errors.js"
import { Scorer, type ScoringError } from "../../src/scoring/Scorer.js"
import { call } from "../support/client.js"
import { backends } from "../support/database.js"
import { evaluateBody, intentEvaluation } from "../support/fixtures.js"
import { startServer, type TestServer } from "../support/server.js"

/** A scorer whose next answer the test chooses: an error, or a defect. */
const scripted = (next: { current: ScoringError | "defect" }) =>
  Layer.succeed(
    Scorer,
    Scorer.of({
      name: "scripted",
      score: () => (next.current === "defect" ? Effect.die(new Error("secret internal detail")) : Effect.fail(next.current)),
      assertExamples: () => Effect.succeed([])
    })
  )

describe.each(backends)("scoring failures on %s", (backend) => {
  const next: { current: ScoringError | "defect" } = { current: new ScorerFailed({}) }
  let s: TestServer
  let org: { org_id: string; api_key: string }
  let evaluationId: string

  const logged: Array<string> = []
  const captured = Logger.replace(Logger.defaultLogger, Logger.make(({ message }) => void logged.push(String(message))))

  beforeAll(async () => {
    s = await startServer(backend, { scorer: scripted(next), layer: captured })
    org = await s.createOrg()
    evaluationId = (await call(s.baseUrl, "POST", "/v1/evaluations", { token: org.api_key, body: intentEvaluation })).body.evaluation_id
  })
  afterAll(() => s.close())

  it.each([
    [new ScorerFailed({}), 502, "SCORER_FAILED"],
    [new ScorerTimeout({}), 504, "SCORER_TIMEOUT"],
    [new ServiceUnavailable({}), 503, "SERVICE_UNAVAILABLE"]
  ] as const)("maps %s to its status, logs the error and consumes no quota", async (error, status, code) => {
    next.current = error
    const res = await call(s.baseUrl, "POST", "/v1/evaluate", { token: org.api_key, body: evaluateBody(evaluationId) })
    expect(res.status).toBe(status)
    expect(res.body.code).toBe(code)
    const rows = await s.query<{ error_code: string }>(
      "SELECT error_code FROM evaluation_logs WHERE org_id = $1 ORDER BY created_at DESC LIMIT 1",
      org.org_id
    )
    expect(rows[0]!.error_code).toBe(code)
    const usage = await s.query("SELECT used FROM usage_counters WHERE org_id = $1", org.org_id)
    expect(usage).toEqual([])
  })

  it("answers a defect with a 500 that carries only a request id, logs it as INTERNAL and consumes no quota", async () => {
    next.current = "defect"
    const before = await s.query<{ n: string }>("SELECT count(*)::text AS n FROM evaluation_logs WHERE org_id = $1", org.org_id)
    const res = await call(s.baseUrl, "POST", "/v1/evaluate", { token: org.api_key, body: evaluateBody(evaluationId) })
    expect(res.status).toBe(500)
    expect(res.body).toEqual({ code: "INTERNAL", message: expect.any(String), requestId: res.headers.get("x-request-id") })
    expect(res.text).not.toContain("secret internal detail")
    // A scoring thread that dies is such a defect: the call is still one log row (decisions §9).
    const rows = await s.query<{ error_code: string; status: string | null; n: string }>(
      "SELECT error_code, status, (SELECT count(*)::text FROM evaluation_logs WHERE org_id = $1) AS n FROM evaluation_logs WHERE org_id = $1 ORDER BY created_at DESC LIMIT 1",
      org.org_id
    )
    expect(rows[0]).toEqual({ error_code: "INTERNAL", status: null, n: String(Number(before[0]!.n) + 1) })
    expect(await s.query("SELECT used FROM usage_counters WHERE org_id = $1", org.org_id)).toEqual([])
  })

  it("still answers a defect with its 500, and says so in the log, when the database refuses its log row", async () => {
    next.current = "defect"
    // The database itself refuses the row (as it would when full or read-only), not a stub.
    await s.query(`CREATE FUNCTION refuse_internal() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused for the test'; END $$`)
    await s.query(`CREATE TRIGGER refuse_internal BEFORE INSERT ON evaluation_logs
      FOR EACH ROW WHEN (NEW.error_code = 'INTERNAL') EXECUTE FUNCTION refuse_internal()`)
    try {
      const before = await s.query<{ n: string }>("SELECT count(*)::text AS n FROM evaluation_logs WHERE org_id = $1", org.org_id)
      const res = await call(s.baseUrl, "POST", "/v1/evaluate", { token: org.api_key, body: evaluateBody(evaluationId) })
      expect(res.status).toBe(500)
      expect(res.body).toEqual({ code: "INTERNAL", message: expect.any(String), requestId: res.headers.get("x-request-id") })
      expect(await s.query<{ n: string }>("SELECT count(*)::text AS n FROM evaluation_logs WHERE org_id = $1", org.org_id)).toEqual(before)
      // The write's failure is logged beside the defect; it did not take the defect's place.
      expect(logged).toContain("the log row of a call that failed with a defect was not written")
    } finally {
      await s.query("DROP TRIGGER refuse_internal ON evaluation_logs")
      await s.query("DROP FUNCTION refuse_internal()")
    }
  })
})
