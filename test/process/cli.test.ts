import { once } from "node:events"
import { describe, expect, it } from "vitest"
import { call } from "../support/client.js"
import { freshDataDir, freshPostgresDatabase } from "../support/database.js"
import { intentEvaluation } from "../support/fixtures.js"
import { runCli, startServe } from "../support/process.js"

const lastJson = (stdout: string) => JSON.parse(stdout.trim().split("\n").at(-1)!)

describe("the assay CLI", () => {
  it("creates an organization, a second key and revokes it, as JSON on the last line", async () => {
    const env = { DATABASE_URL: await freshPostgresDatabase() }
    const migrated = await runCli(["migrate"], env)
    expect(migrated.code).toBe(0)
    const org = await runCli(["org", "create", "--name", "Acme", "--plan", "pro", "--quota", "5", "--rate", "3", "--json"], env)
    expect(org.code).toBe(0)
    const created = lastJson(org.stdout)
    expect(created).toEqual({ org_id: expect.any(String), api_key: expect.stringMatching(/^esk_[0-9A-Za-z]{49}$/) })
    const key = lastJson((await runCli(["key", "create", "--org", created.org_id, "--json"], env)).stdout)
    expect(key).toEqual({ key_id: expect.any(String), api_key: expect.stringMatching(/^esk_/) })
    const revoked = await runCli(["key", "revoke", "--key", key.key_id], env)
    expect(revoked.code).toBe(0)
    const again = await runCli(["key", "revoke", "--key", key.key_id], env)
    expect(again.code).not.toBe(0)
    expect(again.stderr).toContain("No active key")
  })

  it("refuses bad flags with one clear line", async () => {
    const env = { DATABASE_URL: await freshPostgresDatabase() }
    const res = await runCli(["org", "create", "--name", "x", "--plan", "gold"], env)
    expect(res.code).not.toBe(0)
    expect(res.stderr.trim()).toBe("assay: --plan must be free, pro or enterprise.")
  })

  it("stops start-up on a bad configuration value with one line naming the variable", async () => {
    const res = await runCli(["serve"], { PORT: "not-a-port", ASSAY_DATA_DIR: freshDataDir() })
    expect(res.code).not.toBe(0)
    const lines = res.stderr.trim().split("\n").filter((l) => !l.startsWith("npm warn"))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain("PORT")
  })
})

describe("the embedded database with a running server", () => {
  it("makes the CLI refuse clearly while the server holds the data directory, and work again once it stops", async () => {
    const dataDir = freshDataDir()
    const org = lastJson((await runCli(["org", "create", "--name", "Acme", "--json"], { ASSAY_DATA_DIR: dataDir })).stdout)
    const { child, baseUrl } = await startServe({ ASSAY_DATA_DIR: dataDir })
    try {
      const refused = await runCli(["key", "create", "--org", org.org_id, "--json"], { ASSAY_DATA_DIR: dataDir })
      expect(refused.code).not.toBe(0)
      expect(refused.stderr).toContain("in use by process")
      const created = await call(baseUrl, "POST", "/v1/evaluations", { token: org.api_key, body: intentEvaluation })
      expect(created.status).toBe(201)
    } finally {
      child.kill("SIGTERM")
      await once(child, "exit")
    }
    const afterwards = await runCli(["key", "create", "--org", org.org_id, "--json"], { ASSAY_DATA_DIR: dataDir })
    expect(afterwards.code).toBe(0)
  })
})
