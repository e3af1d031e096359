// Issue 25, item 6: `assay user reset-password` prints a one-time link, beside a running server
// on the embedded database (through the server's control socket) and on PostgreSQL.
import { once } from "node:events"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { DashboardClient } from "../support/dashboard.js"
import { freshPostgresDatabase } from "../support/database.js"
import { embeddedDataDir } from "../support/embedded.js"
import { bin, freePort, type Listening, runCli, startListening } from "../support/process.js"

const lastJson = (stdout: string) => JSON.parse(stdout.trim().split("\n").at(-1)!)
const OLD = "the old password 1"
const NEW = "the new password 22"
// Each step starts a process or hashes a password (scrypt): slow on a loaded machine.
const LONG = 180_000

describe.each(["embedded", "postgres"] as const)("assay user reset-password beside a running server (%s)", (backend) => {
  let env: Record<string, string>
  let server: Listening
  let link: URL

  beforeAll(async () => {
    const port = await freePort()
    const database = backend === "postgres" ? { DATABASE_URL: await freshPostgresDatabase() } : { ASSAY_DATA_DIR: embeddedDataDir() }
    env = { ...database, PUBLIC_URL: `http://127.0.0.1:${port}` }
    server = await startListening([bin, "serve"], { ...env, ASSAY_SIGNUP: "open" }, { port, probe: "/healthz", startTimeoutMs: 170_000 })
    await new DashboardClient(server.baseUrl).signUp("Forgetful Co", "forgot@reset.test", OLD)
  }, 300_000)
  afterAll(async () => {
    server?.child.kill("SIGTERM")
    if (server !== undefined && server.child.exitCode === null) await once(server.child, "exit")
  })

  it("prints a one-time link for the account, valid for an hour", async () => {
    const run = await runCli(["user", "reset-password", "--email", "Forgot@Reset.test", "--json"], env)
    expect(run.stderr).not.toContain("in use by process")
    expect(run.code).toBe(0)
    const printed = lastJson(run.stdout)
    link = new URL(printed.reset_link)
    expect(`${link.origin}${link.pathname}`).toBe(`${server.baseUrl}/dashboard/reset-password`)
    expect(link.searchParams.get("token")).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const minutes = (Date.parse(printed.expires_at) - Date.now()) / 60_000
    expect(minutes).toBeGreaterThan(55)
    expect(minutes).toBeLessThanOrEqual(60)
  }, LONG)

  it("lets the person set a new password once, signing out every session", async () => {
    const before = new DashboardClient(server.baseUrl)
    expect((await before.signIn("forgot@reset.test", OLD)).status).toBe(303)
    const browser = new DashboardClient(server.baseUrl)
    const form = await browser.get(`${link.pathname}${link.search}`)
    expect(form.status).toBe(200)
    expect(form.text).toContain('value="forgot@reset.test"')
    const token = link.searchParams.get("token")!
    const set = await browser.request("POST", "/dashboard/reset-password", { _csrf: DashboardClient.csrf(form), token, password: NEW })
    expect(set.status).toBe(303)
    expect(set.location).toBe("/dashboard/account?done=reset")
    expect((await browser.get(set.location!)).text).toContain("Your new password is set")
    expect((await before.get("/dashboard")).location).toMatch(/^\/dashboard\/sign-in/)
    expect((await new DashboardClient(server.baseUrl).signIn("forgot@reset.test", OLD)).status).toBe(401)
    expect((await new DashboardClient(server.baseUrl).signIn("forgot@reset.test", NEW)).status).toBe(303)
    const again = await new DashboardClient(server.baseUrl).get(`${link.pathname}${link.search}`)
    expect(again.status).toBe(404)
    expect(again.text).toContain("This password reset link has been used, has expired or was replaced")
  }, LONG)

  it("keeps the token out of the server's output", () => {
    expect(server.output()).not.toContain(link.searchParams.get("token")!)
  })

  it("refuses an unknown email with one clear line", async () => {
    const run = await runCli(["user", "reset-password", "--email", "nobody@reset.test"], env)
    expect(run.code).not.toBe(0)
    expect(run.stderr.trim()).toBe("assay: No user with email nobody@reset.test.")
  }, LONG)

  it("works on its own once the server has stopped", async () => {
    server.child.kill("SIGTERM")
    await once(server.child, "exit")
    const run = await runCli(["user", "reset-password", "--email", "forgot@reset.test", "--json"], env)
    expect(run.code).toBe(0)
    expect(lastJson(run.stdout).reset_link).toMatch(/\/dashboard\/reset-password\?token=[A-Za-z0-9_-]{43}$/)
  }, LONG)
})
