import type { ChildProcess } from "node:child_process"
import { once } from "node:events"
import Pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { call } from "../support/client.js"
import { freshPostgresDatabase } from "../support/database.js"
import { evaluateBody, intentEvaluation, pricingInput } from "../support/fixtures.js"
import { runCli, startServe } from "../support/process.js"

const lastJson = (stdout: string) => JSON.parse(stdout.trim().split("\n").at(-1)!)

// decisions §5: "Revocation takes effect on the next request", whichever process serves it and
// whichever process (or plain SQL) revoked. Credentials are read per request (in per-tick
// batches, see src/auth/Credentials.ts), so there is no window to tolerate.
describe("revocation and limit changes across two server processes on one PostgreSQL", () => {
  const env: Record<string, string> = {}
  const servers: Array<{ child: ChildProcess; baseUrl: string }> = []
  let db: Pg.Client
  let a: string
  let b: string

  beforeAll(async () => {
    env.DATABASE_URL = await freshPostgresDatabase()
    expect((await runCli(["migrate"], env)).code).toBe(0)
    servers.push(...(await Promise.all([startServe(env), startServe(env)])))
    a = servers[0]!.baseUrl
    b = servers[1]!.baseUrl
    db = new Pg.Client({ connectionString: env.DATABASE_URL })
    await db.connect()
  }, 180_000)

  afterAll(async () => {
    await db?.end()
    await Promise.all(
      servers.map(async ({ child }) => {
        child.kill("SIGTERM")
        await once(child, "exit")
      })
    )
  })

  const org = async (flags: ReadonlyArray<string> = []) => {
    const created = lastJson((await runCli(["org", "create", "--name", "Revoke", "--rate", "100000", ...flags, "--json"], env)).stdout)
    const evaluation = await call(a, "POST", "/v1/evaluations", { token: created.api_key, body: intentEvaluation })
    expect(evaluation.status).toBe(201)
    return { orgId: created.org_id as string, key: created.api_key as string, evaluationId: evaluation.body.evaluation_id as string }
  }

  const deploy = async (o: { key: string; evaluationId: string }) => {
    const deployment = await call(a, "POST", `/v1/evaluations/${o.evaluationId}/deployments`, { token: o.key })
    expect(deployment.status).toBe(201)
    return { deployment, secret: deployment.body.secret as string }
  }

  it("refuses a key revoked by the CLI on the very next request to either process", async () => {
    const o = await org()
    const second = lastJson((await runCli(["key", "create", "--org", o.orgId, "--json"], env)).stdout)
    for (const base of [a, b]) {
      expect((await call(base, "POST", "/v1/evaluate", { token: second.api_key, body: evaluateBody(o.evaluationId) })).status).toBe(200)
    }
    expect((await runCli(["key", "revoke", "--key", second.key_id], env)).code).toBe(0)
    const after = await Promise.all([a, b].map((base) => call(base, "POST", "/v1/evaluate", { token: second.api_key, body: evaluateBody(o.evaluationId) })))
    const unknown = await call(a, "GET", `/v1/evaluations/${o.evaluationId}`, { token: "esk_nope" })
    for (const res of after) {
      expect(res.status).toBe(401)
      expect(res.text).toBe(unknown.text)
    }
    // The organization's other key is untouched.
    expect((await call(b, "GET", `/v1/evaluations/${o.evaluationId}`, { token: o.key })).status).toBe(200)
  }, 60_000)

  it("refuses a deployment secret revoked through one process on the next request to the other", async () => {
    const o = await org()
    const { deployment, secret } = await deploy(o)
    const body = { input_type: "form", input: pricingInput }
    expect((await call(b, "POST", "/v1/evaluate", { token: secret, body })).status).toBe(200)
    expect((await call(a, "DELETE", `/v1/deployments/${deployment.body.deployment_id}`, { token: o.key })).status).toBe(204)
    expect((await call(b, "POST", "/v1/evaluate", { token: secret, body })).status).toBe(401)
    expect((await call(b, "GET", `/v1/evaluations/${o.evaluationId}`, { token: secret })).status).toBe(401)
  }, 60_000)

  it("answers every request sent after a revocation's commit with 401 while both processes are under load", async () => {
    const o = await org()
    const victim = lastJson((await runCli(["key", "create", "--org", o.orgId, "--json"], env)).stdout)
    const outcomes: Array<{ startedAt: number; status: number }> = []
    let revokedAt = Number.POSITIVE_INFINITY
    let stop = false
    // 16 clients keep requests in flight on both processes, so lookups are batched.
    const client = async (i: number) => {
      while (!stop) {
        const startedAt = performance.now()
        const res = await call(i % 2 === 0 ? a : b, "POST", "/v1/evaluate", { token: victim.api_key, body: evaluateBody(o.evaluationId) })
        outcomes.push({ startedAt, status: res.status })
      }
    }
    const clients = Array.from({ length: 16 }, (_, i) => client(i))
    await new Promise((r) => setTimeout(r, 1500))
    // Plain SQL: no application code is told; the next lookup must see it.
    await db.query("UPDATE api_keys SET revoked_at = now() WHERE id = $1", [victim.key_id])
    revokedAt = performance.now()
    await new Promise((r) => setTimeout(r, 1500))
    stop = true
    await Promise.all(clients)

    const before = outcomes.filter((x) => x.startedAt < revokedAt)
    const after = outcomes.filter((x) => x.startedAt > revokedAt)
    expect(before.filter((x) => x.status === 200).length).toBeGreaterThan(10)
    expect(after.length).toBeGreaterThan(10)
    // 401, or 429 once the refusals trip the per-address throttle of failed authentications.
    expect(after.filter((x) => x.status !== 401 && x.status !== 429).map((x) => `${x.status}@${(x.startedAt - revokedAt).toFixed(1)}ms`)).toEqual([])
    expect(after.filter((x) => x.status === 401).length).toBeGreaterThan(0)
    // Units used still equal successful rows.
    const used = await db.query("SELECT coalesce(sum(used), 0)::int AS n FROM usage_counters WHERE org_id = $1", [o.orgId])
    const rows = await db.query("SELECT count(*)::int AS n FROM evaluation_logs WHERE org_id = $1 AND status IS NOT NULL", [o.orgId])
    expect(used.rows[0].n).toBe(rows.rows[0].n)
  }, 60_000)

  it("applies a quota override changed in the database to the next request on either process", async () => {
    const o = await org(["--quota", "1"])
    expect((await call(a, "POST", "/v1/evaluate", { token: o.key, body: evaluateBody(o.evaluationId) })).status).toBe(200)
    expect((await call(b, "POST", "/v1/evaluate", { token: o.key, body: evaluateBody(o.evaluationId) })).status).toBe(402)
    await db.query("UPDATE organizations SET quota_override = 2 WHERE id = $1", [o.orgId])
    expect((await call(b, "POST", "/v1/evaluate", { token: o.key, body: evaluateBody(o.evaluationId) })).status).toBe(200)
    expect((await call(a, "POST", "/v1/evaluate", { token: o.key, body: evaluateBody(o.evaluationId) })).status).toBe(402)
  }, 60_000)

  // The credential's statement takes its rate-limit token with the policy computed in SQL from the
  // organization's row of that moment (src/auth/Credentials.ts): it must be bucketFor's policy.
  it("applies a rate override changed in the database to the next request on either process", async () => {
    const o = await org()
    expect((await call(b, "GET", `/v1/evaluations/${o.evaluationId}`, { token: o.key })).status).toBe(200)
    await db.query("UPDATE organizations SET rate_override = 1 WHERE id = $1", [o.orgId])
    const answers = []
    for (const server of [a, b, a, b]) answers.push(await call(server, "GET", `/v1/evaluations/${o.evaluationId}`, { token: o.key }))
    // 1 token a second, a burst of 2: the bucket's level is capped at 2, then two are spent.
    expect(answers.map((r) => r.status)).toEqual([200, 200, 429, 429])
    expect(answers[0]!.headers.get("ratelimit-policy")).toBe('"default";q=2;w=2')
    expect(Number(answers[2]!.headers.get("retry-after"))).toBeGreaterThanOrEqual(1)
  }, 60_000)

  it("caps an existing bucket at the default policy's burst when the organization has no override", async () => {
    const o = await org()
    await db.query("UPDATE organizations SET rate_override = NULL WHERE id = $1", [o.orgId])
    const [key] = (await db.query("SELECT id FROM api_keys WHERE org_id = $1", [o.orgId])).rows
    await db.query("UPDATE rate_buckets SET tokens = 100, updated_at = now() WHERE key = $1", [`key:${key.id}`])
    const res = await call(b, "GET", `/v1/evaluations/${o.evaluationId}`, { token: o.key })
    expect(res.status).toBe(200)
    // 10 a second, a burst of 20: the level is capped at 20 in the lookup's statement, then one is spent.
    expect(res.headers.get("ratelimit-policy")).toBe('"default";q=20;w=2')
    expect(res.headers.get("ratelimit")).toBe('"default";r=19;t=1')
  }, 60_000)

  // docs/decisions.md: the token is taken with the credential, before the route's 403.
  it("spends a deployment secret's token on a 403 from an endpoint for organization keys", async () => {
    const o = await org()
    const { secret } = await deploy(o)
    await db.query("UPDATE organizations SET rate_override = 1 WHERE id = $1", [o.orgId])
    const body = { input_type: "form", input: pricingInput }
    const statuses = [
      (await call(a, "POST", "/v1/evaluate", { token: secret, body })).status,
      (await call(b, "POST", "/v1/evaluations", { token: secret, body: intentEvaluation })).status,
      (await call(a, "POST", "/v1/evaluate", { token: secret, body })).status
    ]
    // A burst of 2: the first call and the 403 spend both tokens.
    expect(statuses).toEqual([200, 403, 429])
  }, 60_000)
})
