// decisions §12: versions of an evaluation, the latest and pinned resolution, the version on
// every log row, validation and assertions like a create, and tenant isolation.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { call } from "../support/client.js"
import { backends } from "../support/database.js"
import { evaluateBody, intentEvaluation, pricingInput } from "../support/fixtures.js"
import { startServer, type TestServer } from "../support/server.js"

/** Version 2 of the intent evaluation: one detector only, so a result shows which version ran. */
const onlyNeedsHuman = { template: "intent_detect", standard_detectors: ["needs_human"] }

describe.each(backends)("evaluation versions on %s", (backend) => {
  let s: TestServer
  let key: string
  let stranger: string

  beforeAll(async () => {
    s = await startServer(backend)
    key = (await s.createOrg()).api_key
    stranger = (await s.createOrg()).api_key
  })
  afterAll(() => s.close())

  const createEvaluation = async () => {
    const res = await call(s.baseUrl, "POST", "/v1/evaluations", { token: key, body: intentEvaluation })
    expect(res.status).toBe(201)
    return res.body.evaluation_id as string
  }
  const publish = (id: string, body: unknown, token = key) => call(s.baseUrl, "POST", `/v1/evaluations/${id}/versions`, { token, body })
  const evaluate = (id: string) => call(s.baseUrl, "POST", "/v1/evaluate", { token: key, body: evaluateBody(id) })

  it("publishes version 2, reads the latest and any version, and keeps the name when none is sent", async () => {
    const id = await createEvaluation()
    const created = await publish(id, onlyNeedsHuman)
    expect(created.status).toBe(201)
    expect(created.body).toEqual({ evaluation_id: id, version: 2, detector_names: ["needs_human"], created_at: expect.any(String) })

    const latest = await call(s.baseUrl, "GET", `/v1/evaluations/${id}`, { token: key })
    expect(latest.body).toMatchObject({ evaluation_id: id, version: 2, latest_version: 2, name: intentEvaluation.name, standard_detectors: ["needs_human"] })
    expect(latest.body.created_at).toBe(created.body.created_at)
    const first = await call(s.baseUrl, "GET", `/v1/evaluations/${id}/versions/1`, { token: key })
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ version: 1, latest_version: 2, standard_detectors: intentEvaluation.standard_detectors })
    for (const missing of ["3", "0", "01", "abc", "1.5"]) {
      expect((await call(s.baseUrl, "GET", `/v1/evaluations/${id}/versions/${missing}`, { token: key })).status, missing).toBe(404)
    }
    const renamed = await publish(id, { ...onlyNeedsHuman, name: "Renamed" })
    expect(renamed.body.version).toBe(3)
    expect((await call(s.baseUrl, "GET", `/v1/evaluations/${id}`, { token: key })).body.name).toBe("Renamed")
    expect((await call(s.baseUrl, "GET", `/v1/evaluations/${id}/versions/2`, { token: key })).body.name).toBe(intentEvaluation.name)
  })

  it("runs calls on the latest version and records the version on every log row", async () => {
    const id = await createEvaluation()
    const before = await evaluate(id)
    expect(before.body.version).toBe(1)
    expect(Object.keys(before.body.extracted_signals)).toEqual(intentEvaluation.standard_detectors)
    expect((await publish(id, onlyNeedsHuman)).status).toBe(201)
    const after = await evaluate(id)
    expect(after.body.version).toBe(2)
    expect(Object.keys(after.body.extracted_signals)).toEqual(["needs_human"])
    expect((await call(s.baseUrl, "GET", `/v1/evaluate/${before.body.id}`, { token: key })).body.version).toBe(1)
    expect((await call(s.baseUrl, "GET", `/v1/evaluate/${after.body.id}`, { token: key })).body.version).toBe(2)
    const adhoc = await call(s.baseUrl, "POST", "/v1/evaluate", {
      token: key,
      body: { criteria: onlyNeedsHuman, input_type: "form", input: pricingInput }
    })
    expect(adhoc.body.version).toBeNull()
    const rows = await s.query<{ evaluation_version: number | null }>("SELECT evaluation_version FROM evaluation_logs WHERE id = $1", adhoc.body.id)
    expect(rows).toEqual([{ evaluation_version: null }])
  })

  it("runs a pinned deployment on its version and an unpinned one on the latest", async () => {
    const id = await createEvaluation()
    const pinned = await call(s.baseUrl, "POST", `/v1/evaluations/${id}/deployments`, { token: key, body: { version: 1 } })
    expect(pinned.status).toBe(201)
    expect(pinned.body.version).toBe(1)
    const following = await call(s.baseUrl, "POST", `/v1/evaluations/${id}/deployments`, { token: key })
    expect(following.body.version).toBeNull()
    expect((await publish(id, onlyNeedsHuman)).status).toBe(201)
    const viaSecret = (secret: string) => call(s.baseUrl, "POST", "/v1/evaluate", { token: secret, body: { input_type: "form", input: pricingInput } })
    const a = await viaSecret(pinned.body.secret)
    expect(a.body.version).toBe(1)
    expect(Object.keys(a.body.extracted_signals)).toEqual(intentEvaluation.standard_detectors)
    const b = await viaSecret(following.body.secret)
    expect(b.body.version).toBe(2)
    expect((await call(s.baseUrl, "GET", `/v1/evaluate/${a.body.id}`, { token: pinned.body.secret })).body.version).toBe(1)

    const beyond = await call(s.baseUrl, "POST", `/v1/evaluations/${id}/deployments`, { token: key, body: { version: 3 } })
    expect(beyond.status).toBe(400)
    expect(beyond.body).toEqual({ code: "VALIDATION_ERROR", message: expect.any(String), issues: [{ path: "version", message: expect.any(String) }] })
    const notNumber = await call(s.baseUrl, "POST", `/v1/evaluations/${id}/deployments`, { token: key, body: { version: "1" } })
    expect(notNumber.status).toBe(400)
    expect(notNumber.body.issues[0].path).toBe("version")
  })

  it("validates a version like a create and stores nothing when it fails", async () => {
    const id = await createEvaluation()
    const invalid = await publish(id, { template: "custom", custom_detectors: [] })
    expect(invalid.status).toBe(400)
    expect(invalid.body.code).toBe("VALIDATION_ERROR")
    const unknown = await publish(id, { ...onlyNeedsHuman, evaluation_id: id })
    expect(unknown.status).toBe(400)
    expect(unknown.body.issues).toEqual([{ path: "evaluation_id", message: "This field is not allowed." }])
    const contradiction = await publish(id, {
      template: "custom",
      custom_detectors: [{ name: "refund", type: "presence", examples: ["I want a refund now"], non_examples: ["I want a refund now"] }]
    })
    expect(contradiction.status).toBe(422)
    expect(contradiction.body.code).toBe("EXAMPLE_ASSERTION_FAILED")
    expect((await call(s.baseUrl, "GET", `/v1/evaluations/${id}`, { token: key })).body.version).toBe(1)
    expect(await s.query("SELECT version FROM evaluation_versions WHERE evaluation_id = $1", id)).toEqual([{ version: 1 }])
  })

  it("gives concurrent publishes distinct consecutive numbers", async () => {
    const id = await createEvaluation()
    const answers = await Promise.all(Array.from({ length: 6 }, () => publish(id, onlyNeedsHuman)))
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201))
    expect(answers.map((a) => a.body.version).sort((x, y) => x - y)).toEqual([2, 3, 4, 5, 6, 7])
    expect((await call(s.baseUrl, "GET", `/v1/evaluations/${id}`, { token: key })).body.version).toBe(7)
  })

  it("answers 404 for another organization's evaluation and versions, and 403 to a deployment secret publishing", async () => {
    const id = await createEvaluation()
    const other = await createEvaluation()
    const before = await s.query("SELECT count(*)::int AS n FROM evaluation_versions")
    expect((await publish(id, onlyNeedsHuman, stranger)).status).toBe(404)
    expect((await call(s.baseUrl, "GET", `/v1/evaluations/${id}/versions/1`, { token: stranger })).status).toBe(404)
    expect(await s.query("SELECT count(*)::int AS n FROM evaluation_versions")).toEqual(before)

    const secret = (await call(s.baseUrl, "POST", `/v1/evaluations/${id}/deployments`, { token: key })).body.secret
    expect((await call(s.baseUrl, "GET", `/v1/evaluations/${id}/versions/1`, { token: secret })).status).toBe(200)
    expect((await call(s.baseUrl, "GET", `/v1/evaluations/${other}/versions/1`, { token: secret })).status).toBe(404)
    const refused = await publish(id, onlyNeedsHuman, secret)
    expect(refused.status).toBe(403)
    expect(refused.body.code).toBe("FORBIDDEN")
  })
})
