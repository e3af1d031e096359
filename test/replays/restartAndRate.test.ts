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
    // 1 request/s, burst 2. The key spends 1 token on the POST; 101 calls take 2 more (at calls 1
    // and 101): the replay waits about a second for the second one and leaves the bucket empty.
    const org = await s.createOrg({ rate: 1 })
    // Five watchers, each with its own bucket, poll in turn every 200 ms (each once a second).
    const watchers = await Promise.all(Array.from({ length: 5 }, async () => (await s.createKey(org.org_id)).api_key))
    const evaluationId = (await call(s.baseUrl, "POST", "/v1/evaluations", { token: watchers[0]!, body: intentEvaluation })).body.evaluation_id
    const first = await call(s.baseUrl, "POST", "/v1/evaluate", { token: watchers[1]!, body: evaluateBody(evaluationId) })
    expect(first.status).toBe(200)
    await copyLogRow(s, first.body.id, 100)
    const starter = org.api_key
    const replayId = await startReplay(s, starter, evaluationId, { limit: 101 })
    const deadline = Date.now() + 30_000
    let replay: any
    for (let i = 2; ; i++) {
      await new Promise((r) => setTimeout(r, 200))
      const res = await call(s.baseUrl, "GET", `/v1/replays/${replayId}`, { token: watchers[i % watchers.length]! })
      expect(res.status).toBe(200)
      replay = res.body
      if (replay.status === "done" || Date.now() > deadline) break
    }
    expect(replay).toMatchObject({ status: "done", total: 101, processed: 101 })
    // The starter sent one request of its burst of two, yet its bucket is empty: the replay took the rest.
    const next = await call(s.baseUrl, "GET", `/v1/replays/${replayId}`, { token: starter })
    expect(next.status).toBe(429)
    expect(next.body.code).toBe("RATE_LIMITED")
  })
})
