// The typed client derived from the contract (src/client.ts), against the real server.
import { FetchHttpClient, type HttpClient } from "@effect/platform"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeAssayClient } from "../../src/client.js"
import { startServer, type TestServer } from "../support/server.js"

const run = <A, E>(effect: Effect.Effect<A, E, HttpClient.HttpClient>) => Effect.runPromise(Effect.provide(effect, FetchHttpClient.layer))

const input = [{ role: "user", content: "Hi, how much does the pro plan cost for 25 seats? We want to buy this month." }]

describe("typed client (PostgreSQL)", () => {
  let s: TestServer
  let org: { org_id: string; api_key: string }

  beforeAll(async () => {
    s = await startServer("postgres")
    org = await s.createOrg()
  })
  afterAll(() => s.close())

  it("publishes and reads versions, pins deployments, explains a result and replays a draft", async () => {
    const out = await run(
      Effect.gen(function* () {
        const client = yield* makeAssayClient(s.baseUrl, org.api_key)
        const created = yield* client.evaluations.create({
          payload: { name: "Inbound intent", template: "intent_detect", standard_detectors: ["pricing_interest"] }
        })
        const path = { evaluation_id: created.evaluation_id }
        const evaluated = yield* client.evaluate.evaluate({
          payload: { evaluation_id: created.evaluation_id, input_type: "email", input, options: { explain: true } },
          headers: {}
        })
        const draft = { template: "intent_detect" as const, standard_detectors: ["pricing_interest" as const, "urgency" as const] }
        const started = yield* client.replays.start({ path, payload: { definition: draft } })
        const version = yield* client.evaluations.createVersion({ path, payload: draft })
        const first = yield* client.evaluations.getVersion({ path: { ...path, version: "1" } })
        const pinned = yield* client.deployments.create({ path, payload: { version: 1 } })
        const following = yield* client.deployments.create({ path, payload: {} })
        const viaPinned = yield* (yield* makeAssayClient(s.baseUrl, pinned.secret)).evaluate.evaluate({ payload: { input_type: "email", input }, headers: {} })
        const viaFollowing = yield* (yield* makeAssayClient(s.baseUrl, following.secret)).evaluate.evaluate({ payload: { input_type: "email", input }, headers: {} })
        let replay = yield* client.replays.get({ path: { replay_id: started.replay_id }, urlParams: {} })
        for (let i = 0; i < 200 && (replay.status === "queued" || replay.status === "running"); i++) {
          yield* Effect.sleep("50 millis")
          replay = yield* client.replays.get({ path: { replay_id: started.replay_id }, urlParams: {} })
        }
        return { evaluated, version, first, replay, pinned, following, viaPinned, viaFollowing }
      })
    )
    expect(out.evaluated.version).toBe(1)
    expect(out.evaluated.explanation?.status.value).toBe(out.evaluated.status)
    expect(out.version).toMatchObject({ version: 2, detector_names: ["pricing_interest", "urgency"] })
    expect(out.first).toMatchObject({ version: 1, latest_version: 2, standard_detectors: ["pricing_interest"] })
    expect(out.replay).toMatchObject({ status: "done", version: null, total: 1, diff: { calls: 1 } })
    // A deployment pinned through the typed client runs its version; one without a pin the latest.
    expect([out.pinned.version, out.following.version]).toEqual([1, null])
    expect([out.viaPinned.version, out.viaFollowing.version]).toEqual([1, 2])
  }, 120_000)

  it("creates, evaluates, reads the log and records an outcome", async () => {
    const out = await run(
      Effect.gen(function* () {
        const client = yield* makeAssayClient(s.baseUrl, org.api_key)
        const created = yield* client.evaluations.create({
          payload: { name: "Inbound intent", template: "intent_detect", standard_detectors: ["pricing_interest", "purchase_interest"] }
        })
        const evaluated = yield* client.evaluate.evaluate({
          payload: { evaluation_id: created.evaluation_id, input_type: "email", input, options: { request_next_action: true } },
          headers: { "x-service-guide": "sales" }
        })
        const log = yield* client.evaluate.getLog({ path: { id: evaluated.id } })
        const outcome = yield* client.outcomes.record({
          path: { evaluation_id: created.evaluation_id },
          payload: { decision: evaluated.status, actual_outcome: "won", conversion_value: 1200, days_to_close: 9, evaluation_log_id: evaluated.id }
        })
        const ready = yield* client.health.ready()
        return { created, evaluated, log, outcome, ready }
      })
    )
    expect(out.created.detector_names).toEqual(["pricing_interest", "purchase_interest"])
    expect(out.evaluated.evaluation_id).toBe(out.created.evaluation_id)
    expect(out.evaluated.extracted_signals.pricing_interest?.found).toBe(true)
    expect(out.evaluated.next_action).toMatch(/^[A-Z_]+$/)
    expect(out.log).toMatchObject({ id: out.evaluated.id, status: out.evaluated.status, guide: "sales", scorer: "local" })
    expect(out.outcome.evaluation_id).toBe(out.created.evaluation_id)
    expect(out.ready).toEqual({ status: "ready", database: "ok", migrations: "ok" })
  })

  it("fails with the contract's typed errors, although the wire body has no _tag", async () => {
    const errors = await run(
      Effect.gen(function* () {
        const client = yield* makeAssayClient(s.baseUrl, org.api_key)
        const stranger = yield* makeAssayClient(s.baseUrl, "esk_notARealKeyAtAll")
        const broke = yield* Effect.promise(() => s.createOrg({ quota: 0 }))
        const brokeClient = yield* makeAssayClient(s.baseUrl, broke.api_key)
        const missing = yield* Effect.flip(client.evaluations.get({ path: { evaluation_id: "00000000-0000-4000-8000-000000000000" } }))
        const unauthorized = yield* Effect.flip(stranger.evaluations.get({ path: { evaluation_id: "00000000-0000-4000-8000-000000000000" } }))
        const xor = yield* Effect.flip(client.evaluate.evaluate({ payload: { input_type: "email", input }, headers: {} }))
        const quota = yield* Effect.flip(
          brokeClient.evaluate.evaluate({
            payload: { criteria: { template: "intent_detect", standard_detectors: ["urgency"] }, input_type: "email", input },
            headers: {}
          })
        )
        const recovered = yield* client.evaluations
          .get({ path: { evaluation_id: "00000000-0000-4000-8000-000000000000" } })
          .pipe(Effect.catchTag("NotFound", (e) => Effect.succeed(`caught ${e.code}`)))
        return { missing, unauthorized, xor, quota, recovered }
      })
    )
    expect(errors.missing).toMatchObject({ _tag: "NotFound", code: "NOT_FOUND" })
    expect(errors.unauthorized).toMatchObject({ _tag: "Unauthorized", code: "UNAUTHORIZED" })
    expect(errors.xor).toMatchObject({ _tag: "XorRequired", code: "XOR_REQUIRED" })
    expect(errors.quota).toMatchObject({ _tag: "QuotaExceeded", code: "QUOTA_EXCEEDED", upgradeUrl: "https://assay.test/dashboard/usage" })
    expect(errors.recovered).toBe("caught NOT_FOUND")
  })
})
