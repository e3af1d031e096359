// Publishing over a newer version (docs/decisions.md, "Safe publishing"): with `base_version` a
// publish refuses to replace a version someone else published meanwhile, exactly under
// concurrency; without it nothing changed. Through the raw HTTP API and the typed client.
import { FetchHttpClient } from "@effect/platform"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeAssayClient } from "../../src/client.js"
import { call } from "../support/client.js"
import { backends } from "../support/database.js"
import { intentEvaluation } from "../support/fixtures.js"
import { startServer, type TestServer } from "../support/server.js"

const urgentOnly = { template: "intent_detect", standard_detectors: ["urgency"] }

describe.each(backends)("publishing with base_version on %s", (backend) => {
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
  const publish = (id: string, body: object, token = key) => call(s.baseUrl, "POST", `/v1/evaluations/${id}/versions`, { token, body })
  const stored = async (id: string) =>
    (await s.query<{ version: number }>("SELECT version FROM evaluation_versions WHERE evaluation_id = $1 ORDER BY version", id)).map((r) => r.version)

  it("publishes over the latest it names, and refuses with 409 naming the latest once someone published since", async () => {
    const id = await createEvaluation()
    const mine = await publish(id, { ...urgentOnly, base_version: 1 })
    expect(mine.status).toBe(201)
    expect(mine.body.version).toBe(2)
    // Another editor started from version 1 too, before version 2 existed.
    const stale = await publish(id, { template: "intent_detect", standard_detectors: ["needs_human"], base_version: 1 })
    expect(stale.status).toBe(409)
    expect(stale.body).toEqual({ code: "VERSION_CONFLICT", message: "Version 2 is the latest, not version 1 (base_version); nothing was published.", latest_version: 2 })
    expect(stale.headers.get("content-type")).toContain("application/json")
    // A base that never existed is not the latest either.
    expect((await publish(id, { ...urgentOnly, base_version: 9 })).status).toBe(409)
    expect(await stored(id)).toEqual([1, 2])
    const latest = await call(s.baseUrl, "GET", `/v1/evaluations/${id}`, { token: key })
    expect(latest.body).toMatchObject({ version: 2, standard_detectors: ["urgency"] })
    // Without base_version, the publish is unconditional, as before.
    expect((await publish(id, urgentOnly)).body.version).toBe(3)
  })

  it("lets exactly one of several publishes from the same base through at once; the others get 409", async () => {
    const id = await createEvaluation()
    const answers = await Promise.all(Array.from({ length: 5 }, () => publish(id, { ...urgentOnly, base_version: 1 })))
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409])
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.latest_version)).toEqual([2, 2, 2, 2])
    expect(await stored(id)).toEqual([1, 2])
  })

  it("refuses a base_version that is no version number, and another organization's evaluation is 404 whatever the base", async () => {
    const id = await createEvaluation()
    for (const bad of [0, -1, 1.5, "1", null]) {
      const res = await publish(id, { ...urgentOnly, base_version: bad })
      expect(res.status, String(bad)).toBe(400)
      expect(res.body.issues).toEqual([{ path: "base_version", message: "base_version must be a version number (1, 2, ...)." }])
    }
    for (const base of [1, 2]) expect((await publish(id, { ...urgentOnly, base_version: base }, stranger)).status).toBe(404)
    expect(await stored(id)).toEqual([1])
    // base_version guards a publish; it is no part of a replay's draft.
    const replay = await call(s.baseUrl, "POST", `/v1/evaluations/${id}/replays`, { token: key, body: { definition: { ...urgentOnly, base_version: 1 } } })
    expect(replay.status).toBe(400)
    expect(replay.body.issues).toContainEqual({ path: "definition.base_version", message: "This field is not allowed." })
  })

  it("gives the typed client a VersionConflict it can catch by tag", async () => {
    const id = await createEvaluation()
    expect((await publish(id, urgentOnly)).status).toBe(201)
    const caught = await Effect.runPromise(
      Effect.gen(function* () {
        const client = yield* makeAssayClient(s.baseUrl, key)
        return yield* client.evaluations
          .createVersion({ path: { evaluation_id: id }, payload: { template: "intent_detect", standard_detectors: ["urgency"], base_version: 1 } })
          .pipe(
            Effect.map(() => null),
            Effect.catchTag("VersionConflict", (e) => Effect.succeed({ code: e.code, latest: e.latest_version }))
          )
      }).pipe(Effect.provide(FetchHttpClient.layer))
    )
    expect(caught).toEqual({ code: "VERSION_CONFLICT", latest: 2 })
  })
})
