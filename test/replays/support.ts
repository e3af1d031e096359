import { expect } from "vitest"
import { call } from "../support/client.js"
import type { TestServer } from "../support/server.js"

export const startReplay = async (s: TestServer, token: string, evaluationId: string, body: unknown = {}) => {
  const res = await call(s.baseUrl, "POST", `/v1/evaluations/${evaluationId}/replays`, { token, body })
  expect(res.status, JSON.stringify(res.body)).toBe(202)
  return res.body.replay_id as string
}

/** Polls until the replay is done or failed (bounded: 60 s). */
export const finished = async (s: TestServer, token: string, replayId: string, query = "") => {
  const deadline = Date.now() + 60_000
  for (;;) {
    const res = await call(s.baseUrl, "GET", `/v1/replays/${replayId}${query}`, { token })
    expect(res.status).toBe(200)
    if (res.body.status === "done" || res.body.status === "failed") return res.body
    if (Date.now() > deadline) throw new Error(`replay ${replayId} still ${res.body.status} after 60 s`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

/**
 * `n` copies of a logged call, one second apart and older than it: real rows to replay, made
 * without n evaluate calls. On the embedded database the copy holds this process's event loop
 * for seconds: the pause after it lets the idle keep-alive sockets' timers close them, instead of
 * the next request racing the server's close of the one it reuses (ECONNRESET).
 */
export const copyLogRow = async (s: TestServer, logId: string, n: number) => {
  await s.query(
    `INSERT INTO evaluation_logs (id, org_id, evaluation_id, evaluation_version, deployment_id, mode, input_type, input, status, result,
                                  error_code, guide, scorer, latency_ms, created_at)
     SELECT gen_random_uuid(), org_id, evaluation_id, evaluation_version, deployment_id, mode, input_type, input, status, result,
            error_code, guide, scorer, latency_ms, created_at - g * interval '1 second'
     FROM evaluation_logs, generate_series(1, $2::int) g WHERE id = $1`,
    logId,
    n
  )
  await new Promise((r) => setTimeout(r, 200))
}
