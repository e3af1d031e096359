import { once } from "node:events"
import { request } from "node:http"
import { describe, expect, it } from "vitest"
import { call } from "../support/client.js"
import { freshPostgresDatabase } from "../support/database.js"
import { intentEvaluation, pricingInput } from "../support/fixtures.js"
import { runCli, startServe } from "../support/process.js"

const lastJson = (stdout: string) => JSON.parse(stdout.trim().split("\n").at(-1)!)

describe("process lifecycle", () => {
  it("exits within 10 s of SIGTERM when idle", async () => {
    const { child } = await startServe({ DATABASE_URL: await freshPostgresDatabase() })
    const started = Date.now()
    child.kill("SIGTERM")
    await once(child, "exit")
    expect(Date.now() - started).toBeLessThan(10_000)
  })

  it("lets an in-flight request finish after SIGTERM, and its log row is durable", async () => {
    // On a scoring thread: the threads must outlive the layers' release, which comes before the
    // HTTP server's last answers.
    const env = { DATABASE_URL: await freshPostgresDatabase(), ASSAY_SCORER_THREADS: "1" }
    const org = lastJson((await runCli(["org", "create", "--name", "Drain", "--json"], env)).stdout)
    const { child, baseUrl } = await startServe(env)
    const created = await call(baseUrl, "POST", "/v1/evaluations", { token: org.api_key, body: intentEvaluation })
    const body = JSON.stringify({ evaluation_id: created.body.evaluation_id, input_type: "form", input: pricingInput })
    // The request is half sent when SIGTERM arrives; the rest follows after.
    const req = request(`${baseUrl}/v1/evaluate`, {
      method: "POST",
      headers: { authorization: `Bearer ${org.api_key}`, "content-type": "application/json", "content-length": Buffer.byteLength(body) }
    })
    const answered = once(req, "response")
    req.write(body.slice(0, 20))
    await new Promise((r) => setTimeout(r, 200))
    child.kill("SIGTERM")
    await new Promise((r) => setTimeout(r, 300))
    req.end(body.slice(20))
    const [response] = (await answered) as [import("node:http").IncomingMessage]
    let text = ""
    for await (const chunk of response) text += chunk
    expect(response.statusCode).toBe(200)
    const id = JSON.parse(text).id as string
    await once(child, "exit")
    const pg = await import("pg")
    const client = new pg.default.Client({ connectionString: env.DATABASE_URL })
    await client.connect()
    const rows = await client.query("SELECT id FROM evaluation_logs WHERE id = $1", [id])
    await client.end()
    expect(rows.rowCount).toBe(1)
  })
})
