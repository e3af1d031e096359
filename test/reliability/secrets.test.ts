import { describe, expect, it } from "vitest"
import { backends, freshPostgresDatabase } from "../support/database.js"
import { embeddedDataDir } from "../support/embedded.js"
import { intentEvaluation, pricingInput } from "../support/fixtures.js"
import { runCli } from "../support/process.js"
import { dumpAllTables, withDatabase } from "./support/database.js"
import { json, type Outcome, send } from "./support/load.js"
import { report } from "./support/report.js"
import { baseEnv, createOrgCli, spawnServe } from "./support/serve.js"

// Every credential made in a run (org keys by the CLI, deployment secrets by the API) is
// shown once, in its creation answer. Afterwards it must appear nowhere: not in any table, not
// in any line the server prints (at LOG_LEVEL=trace), not in any other answer, even when it is
// sent where it does not belong (query strings, other schemes, revoked, mangled).
describe.each(backends)("secrets on %s", (backend) => {
  it("shows each key and secret once, and never stores, logs or echoes it", async () => {
    const env = backend === "postgres" ? { DATABASE_URL: await freshPostgresDatabase() } : { ASSAY_DATA_DIR: embeddedDataDir() }
    const org = await createOrgCli(env)
    const other = await createOrgCli(env)
    const keyRun = await runCli(["key", "create", "--org", org.org_id, "--json"], baseEnv(env))
    const second = JSON.parse(keyRun.stdout.trim().split("\n").at(-1)!) as { key_id: string; api_key: string }
    const cliNoise = keyRun.stderr + keyRun.stdout.trim().split("\n").slice(0, -1).join("\n")
    const server = await spawnServe({ ...env, LOG_LEVEL: "trace" })

    const secrets = [org.api_key, other.api_key, second.api_key]
    const answers: Array<Outcome> = []
    const call = async (method: string, path: string, options: Parameters<typeof send>[3] = {}) => {
      const res = await send(server.baseUrl, method, path, options)
      answers.push(res)
      return res
    }
    const created = json(await call("POST", "/v1/evaluations", { token: org.api_key, body: intentEvaluation })).evaluation_id as string
    const deployments: Array<{ deployment_id: string; secret: string }> = []
    for (let i = 0; i < 3; i++) {
      // Creation answers are the one place a secret may appear: kept out of `answers`.
      const res = await send(server.baseUrl, "POST", `/v1/evaluations/${created}/deployments`, { token: org.api_key })
      deployments.push(json(res))
      secrets.push(json(res).secret)
    }
    const input = { input_type: "form", input: pricingInput }
    for (const token of [org.api_key, second.api_key]) await call("POST", "/v1/evaluate", { token, body: { evaluation_id: created, ...input } })
    const log = json(await call("POST", "/v1/evaluate", { token: deployments[0]!.secret, body: input })).id
    await call("GET", `/v1/evaluate/${log}`, { token: deployments[0]!.secret })
    await call("GET", `/v1/evaluations/${created}`, { token: deployments[1]!.secret })
    await call("POST", `/v1/evaluations/${created}/outcome`, { token: second.api_key, body: { decision: "QUALIFIED", actual_outcome: "won", conversion_value: 1, days_to_close: 2 } })
    await call("DELETE", `/v1/deployments/${deployments[2]!.deployment_id}`, { token: org.api_key })
    // Credentials where they do not belong: each answer must not echo them.
    for (const secret of secrets) {
      await call("GET", `/v1/evaluations/${created}?api_key=${secret}&token=${secret}`)
      await call("GET", `/v1/evaluations/${created}`, { headers: { authorization: `Basic ${secret}` } })
      await call("GET", `/v1/evaluations/${created}`, { headers: { authorization: `Token ${secret}` } })
      await call("GET", `/v1/evaluations/${created}`, { headers: { authorization: `Bearer ${secret}x` } })
      await call("POST", "/v1/evaluate", { token: secret, raw: '{"input_type":', headers: { "content-type": "application/json" } })
      await call("GET", `/v1/${secret}`, { token: secret })
    }
    await call("POST", "/v1/evaluate", { token: deployments[2]!.secret, body: input }) // revoked
    await call("POST", "/v1/evaluations", { token: deployments[0]!.secret, body: intentEvaluation }) // 403
    await server.stop()
    // Revoking through the CLI prints nothing of the key either.
    const revokeRun = await runCli(["key", "revoke", "--key", second.key_id], baseEnv(env))
    const tables = await withDatabase(env, dumpAllTables)

    const seen = (text: string) => secrets.filter((s) => text.includes(s))
    const leaks = {
      tables: Object.entries(tables).filter(([, rows]) => seen(rows).length > 0).map(([name]) => name),
      logLines: server.output().split("\n").filter((line) => seen(line).length > 0),
      cliOutput: seen(cliNoise + revokeRun.stdout + revokeRun.stderr),
      answers: answers.filter((a) => seen(a.body + JSON.stringify(a.headers)).length > 0).map((a) => a.body.slice(0, 200))
    }
    report(`secrets-${backend}`, {
      secrets: secrets.length,
      answersChecked: answers.length,
      logLines: server.output().split("\n").length,
      tables: Object.fromEntries(Object.entries(tables).map(([name, rows]) => [name, rows === "" ? 0 : rows.split("\n").length])),
      leaks
    })
    expect(leaks).toEqual({ tables: [], logLines: [], cliOutput: [], answers: [] })
    // The stored forms are the SHA-256 digest and the 8-character display prefix.
    expect(tables.api_keys).toContain(org.api_key.slice(0, 8))
  }, 120_000)
})
