// decisions §12: a replay interrupted by a restart is marked failed at start-up, never
// half-reported; a replay counts against the rate limit of the key that started it, one request
// per 100 re-scored calls.
import { Option, Redacted } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { AppConfigShape } from "../../src/config.js"
import { call } from "../support/client.js"
import { backends, freshPostgresDatabase } from "../support/database.js"
import { embeddedDataDir } from "../support/embedded.js"
import { evaluateBody, intentEvaluation } from "../support/fixtures.js"
import { startServer, type TestServer } from "../support/server.js"
import { copyLogRow, finished, startReplay } from "./support.js"

describe.each(backends)("replays across a restart, and their rate accounting, on %s", (backend) => {
  let config: Partial<AppConfigShape>
  let s: TestServer

  beforeAll(async () => {
    config =
      backend === "postgres"
        ? { databaseUrl: Option.some(Redacted.make(await freshPostgresDatabase())) }
        : { databaseUrl: Option.none(), dataDir: embeddedDataDir() }
    s = await startServer(backend, { config })
  })
  afterAll(() => s.close())

  it("marks a replay a restart interrupted failed, with no diff and no changed calls", async () => {
    const key = (await s.createOrg()).api_key
    const evaluationId = (await call(s.baseUrl, "POST", "/v1/evaluations", { token: key, body: intentEvaluation })).body.evaluation_id
    const first = await call(s.baseUrl, "POST", "/v1/evaluate", { token: key, body: evaluateBody(evaluationId) })
    await copyLogRow(s, first.body.id, 4_000)
    const replayId = await startReplay(s, key, evaluationId, { limit: 4_000 })
    await s.close() // the process goes away mid-replay
    s = await startServer(backend, { config })
    const replay = (await call(s.baseUrl, "GET", `/v1/replays/${replayId}`, { token: key })).body
    expect(replay).toMatchObject({ status: "failed", diff: null, changes: null, error: expect.stringContaining("restart") })
    expect(replay.processed).toBeLessThan(4_000)
    expect(await s.query("SELECT count(*)::int AS n FROM replay_changes WHERE replay_id = $1", replayId)).toEqual([{ n: 0 }])
    // A replay started after the restart runs to the end.
    expect((await finished(s, key, await startReplay(s, key, evaluationId, { limit: 10 }))).status).toBe("done")
  })

  it("takes one token per 100 calls from the starting key's bucket, waiting for them rather than failing", async () => {
    // 1 request/s, burst 2. The POST leaves one token; 501 calls need 6 (before calls 1, 101, ...,
    // 501), so the bucket holds the replay back at least ~5 s whatever the machine's speed (an idle
    // machine scores 501 calls in about 2.5 s). A lower bound: a slower machine cannot make it pass
    // by accident, only a replay that takes no tokens can make it fail.
    const org = await s.createOrg({ rate: 1 })
    const watcher = (await s.createKey(org.org_id)).api_key
    const evaluationId = (await call(s.baseUrl, "POST", "/v1/evaluations", { token: watcher, body: intentEvaluation })).body.evaluation_id
    const first = await call(s.baseUrl, "POST", "/v1/evaluate", { token: org.api_key, body: evaluateBody(evaluationId) })
    expect(first.status).toBe(200)
    await copyLogRow(s, first.body.id, 500)
    await new Promise((r) => setTimeout(r, 2_100)) // the starter's bucket full again
    const replayId = await startReplay(s, org.api_key, evaluationId, { limit: 501 })
    const deadline = Date.now() + 60_000
    let replay: any
    do {
      await new Promise((r) => setTimeout(r, 1_100)) // the watcher's own bucket refills a token a second
      replay = (await call(s.baseUrl, "GET", `/v1/replays/${replayId}`, { token: watcher })).body
    } while (replay.status !== "done" && Date.now() < deadline)
    expect(replay).toMatchObject({ status: "done", total: 501, processed: 501 })
    expect(Date.parse(replay.finished_at) - Date.parse(replay.created_at)).toBeGreaterThanOrEqual(4_500)
  })
})
