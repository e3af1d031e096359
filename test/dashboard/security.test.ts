import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { fieldLabel, readableMessage } from "../../src/dashboard/evaluations/formErrors.js"
import { escape } from "../../src/dashboard/http/html.js"
import { call } from "../support/client.js"
import { DashboardClient } from "../support/dashboard.js"
import { backends } from "../support/database.js"
import { customEvaluation, evaluateBody } from "../support/fixtures.js"
import { startServer, type TestServer } from "../support/server.js"

const regex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

describe.each(backends)("dashboard security on %s", (backend) => {
  let s: TestServer
  let alice: DashboardClient
  let bob: DashboardClient
  let aliceKey: string
  let aliceKeyId: string
  let evaluationId: string
  let durableLog: string
  let adhocLog: string
  let deploymentId: string

  const count = async (sql: string) => (await s.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`))[0]!.n

  beforeAll(async () => {
    s = await startServer(backend)
    alice = new DashboardClient(s.baseUrl)
    await alice.signUp("Alpha Ltd", "alice@alpha.test")
    aliceKey = await alice.createKey("alpha")
    aliceKeyId = (await s.query<{ id: string }>("SELECT id FROM api_keys WHERE prefix = $1", aliceKey.slice(0, 8)))[0]!.id
    evaluationId = (await call(s.baseUrl, "POST", "/v1/evaluations", { token: aliceKey, body: customEvaluation })).body.evaluation_id
    durableLog = (await call(s.baseUrl, "POST", "/v1/evaluate", { token: aliceKey, body: evaluateBody(evaluationId) })).body.id
    adhocLog = (
      await call(s.baseUrl, "POST", "/v1/evaluate", {
        token: aliceKey,
        body: { criteria: { template: "support_triage" }, input_type: "ticket", input: [{ role: "user", content: "Alpha secret outage" }] }
      })
    ).body.id
    await call(s.baseUrl, "POST", `/v1/evaluations/${evaluationId}/outcome`, {
      token: aliceKey,
      body: { decision: "QUALIFIED", actual_outcome: "won", conversion_value: 999, days_to_close: 3 }
    })
    deploymentId = (await call(s.baseUrl, "POST", `/v1/evaluations/${evaluationId}/deployments`, { token: aliceKey })).body.deployment_id
    bob = new DashboardClient(s.baseUrl)
    await bob.signUp("Beta Inc", "bob@beta.test")
    const bobKey = await bob.createKey("beta")
    await call(s.baseUrl, "POST", "/v1/evaluations", { token: bobKey, body: { ...customEvaluation, name: "Beta routing" } })
  })
  afterAll(() => s.close())

  it("shows each organization its own rows", async () => {
    const own = await alice.get("/dashboard/activity")
    expect(own.text).toContain(durableLog)
    expect(own.text).toContain(adhocLog)
    expect((await alice.get(`/dashboard/activity/${adhocLog}`)).status).toBe(200)
    expect((await alice.get("/dashboard/outcomes")).text).toContain("won")
  })

  it("never shows a session another organization's rows", async () => {
    for (const path of [`/dashboard/evaluations/${evaluationId}`, `/dashboard/activity/${durableLog}`, `/dashboard/activity/${adhocLog}`]) {
      const page = await bob.get(path)
      expect(page.status).toBe(404)
      expect(page.text).not.toContain("Refund routing")
    }
    for (const path of [
      "/dashboard",
      "/dashboard/evaluations",
      "/dashboard/activity",
      `/dashboard/activity?evaluation=${evaluationId}`,
      `/dashboard/outcomes?evaluation=${evaluationId}`,
      `/dashboard/playground?evaluation=${evaluationId}`,
      "/dashboard/deployments",
      "/dashboard/keys",
      "/dashboard/usage"
    ]) {
      const page = await bob.get(path)
      expect(page.status).toBe(200)
      for (const secret of ["Refund routing", evaluationId, durableLog, adhocLog, "Alpha", aliceKey.slice(0, 8)]) expect(page.text).not.toContain(secret)
    }
    expect((await bob.get("/dashboard/outcomes")).text).toContain("Beta routing")
    expect((await bob.get("/dashboard/usage")).text).toContain("0 of 1,000")
  })

  it("never lets a session change another organization's rows", async () => {
    const before = await count("deployments WHERE revoked_at IS NULL")
    expect((await bob.post(`/dashboard/keys/${aliceKeyId}/revoke`, {})).status).toBe(404)
    expect((await bob.post(`/dashboard/deployments/${deploymentId}/revoke`, {})).status).toBe(404)
    expect((await bob.post("/dashboard/deployments", { evaluation_id: evaluationId })).status).toBe(404)
    const run = await bob.post("/dashboard/playground", { evaluation_id: evaluationId, input_type: "email", text: "refund please" })
    expect(run.status).toBe(404)
    expect(run.text).not.toContain('id="result"')
    expect(await count("deployments WHERE revoked_at IS NULL")).toBe(before)
    expect((await call(s.baseUrl, "GET", `/v1/evaluations/${evaluationId}`, { token: aliceKey })).status).toBe(200)
  })

  it("rejects state-changing requests without a valid CSRF token", async () => {
    const keys = await count("api_keys")
    const own = DashboardClient.csrf(await alice.get("/dashboard/keys"))
    const other = DashboardClient.csrf(await bob.get("/dashboard/keys"))
    const attempts = [
      alice.request("POST", "/dashboard/keys", { label: "no token" }),
      alice.request("POST", "/dashboard/keys", { _csrf: "", label: "empty token" }),
      alice.request("POST", "/dashboard/keys", { _csrf: other, label: "bob's token" }),
      alice.request("POST", "/dashboard/keys", { _csrf: own, label: "cross-site" }, { origin: "https://evil.test" }),
      alice.request("POST", `/dashboard/keys/${aliceKeyId}/revoke`, { _csrf: `${own}x` }),
      alice.request("POST", "/dashboard/evaluations", { name: "x", template: "support_triage" }),
      alice.request("POST", "/dashboard/sign-out", {})
    ]
    for (const page of await Promise.all(attempts)) {
      expect(page.status).toBe(403)
      expect(page.text).toContain("could not be verified")
    }
    expect(await count("api_keys")).toBe(keys)
    expect((await alice.get("/dashboard/keys")).status).toBe(200)
    expect((await call(s.baseUrl, "GET", `/v1/evaluations/${evaluationId}`, { token: aliceKey })).status).toBe(200)
    // The same request with the page's own token goes through (and redirects, issue 25).
    expect((await alice.request("POST", "/dashboard/keys", { _csrf: own, label: "with token" })).status).toBe(303)
    expect(await count("api_keys")).toBe(keys + 1)
  })

  it("protects the sign-in and sign-up forms with a double-submit token", async () => {
    const stranger = new DashboardClient(s.baseUrl)
    const token = DashboardClient.csrf(await stranger.get("/dashboard/sign-in"))
    const noCookie = new DashboardClient(s.baseUrl)
    const signIn = await noCookie.request("POST", "/dashboard/sign-in", { _csrf: token, email: "alice@alpha.test", password: "correct horse battery" })
    expect(signIn.status).toBe(403)
    expect(noCookie.cookies.size).toBe(0)
    const users = await count("users")
    const signUp = await noCookie.request("POST", "/dashboard/sign-up", { _csrf: token, org_name: "Forged", email: "forged@x.test", password: "correct horse battery" })
    expect(signUp.status).toBe(403)
    expect(await count("users")).toBe(users)
  })

  it("throttles sign-in attempts per email and address", async () => {
    const carol = new DashboardClient(s.baseUrl)
    await carol.signUp("Gamma", "carol@gamma.test", "carol's real password")
    const guesser = new DashboardClient(s.baseUrl)
    for (let i = 0; i < 5; i++) expect((await guesser.signIn("carol@gamma.test", `wrong guess ${i}`)).status).toBe(401)
    const sixth = await guesser.signIn("carol@gamma.test", "wrong guess 6")
    expect(sixth.status).toBe(429)
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(0)
    expect(sixth.text).toContain("Too many attempts")
    // Even the right password waits: the bucket counts attempts, not only failures.
    const right = await guesser.signIn("CAROL@gamma.test", "carol's real password")
    expect(right.status).toBe(429)
    expect(guesser.cookies.has("__Host-assay_session")).toBe(false)
    // Another account from the same address is not locked by carol's bucket.
    expect((await guesser.signIn("alice@alpha.test", "correct horse battery")).status).toBe(303)
  })

  it("sets session cookies HttpOnly, SameSite=Lax and Secure under an https PUBLIC_URL", async () => {
    const fresh = new DashboardClient(s.baseUrl)
    const token = DashboardClient.csrf(await fresh.get("/dashboard/sign-in"))
    const response = await fetch(`${s.baseUrl}/dashboard/sign-in`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: fresh.cookieHeader(), "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ _csrf: token, email: "bob@beta.test", password: "correct horse battery" }).toString()
    })
    expect(response.status).toBe(303)
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("__Host-assay_session="))
    expect(cookie).toBeDefined()
    expect(cookie).toMatch(/; HttpOnly/)
    expect(cookie).toMatch(/; Secure/)
    expect(cookie).toMatch(/; SameSite=Lax/)
    expect(cookie).toMatch(/; Path=\//)
  })

  it("ends the session on sign-out and sends strangers to sign in", async () => {
    const again = new DashboardClient(s.baseUrl)
    expect((await again.signIn("bob@beta.test", "correct horse battery")).status).toBe(303)
    const stolen = new Map(again.cookies)
    expect((await again.post("/dashboard/sign-out", {})).status).toBe(303)
    const replay = new DashboardClient(s.baseUrl)
    for (const [k, v] of stolen) replay.cookies.set(k, v)
    const page = await replay.get("/dashboard/keys")
    expect(page.status).toBe(303)
    expect(page.location).toBe("/dashboard/sign-in?next=%2Fdashboard%2Fkeys")
    expect((await new DashboardClient(s.baseUrl).get("/dashboard/activity")).status).toBe(303)
  })

  it("sends security headers on every page", async () => {
    const page = await alice.get("/dashboard")
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self'")
    expect(page.headers.get("x-frame-options")).toBe("DENY")
    expect(page.headers.get("cache-control")).toBe("no-store")
    expect(page.headers.get("x-request-id")).toBeTruthy()
  })

  it("reports the API's validation errors, every one, in the form's words", async () => {
    const form = { name: "Mixed", template: "custom", "d0.name": "Topic!", "d0.type": "classification", "d0.categories": "billing", "d0.examples": "billing: charged twice", "d0.non_examples": "hello", "d0.required": "1" }
    const page = await alice.post("/dashboard/evaluations", form, "/dashboard/evaluations/new")
    expect(page.status).toBe(400)
    const api = await call(s.baseUrl, "POST", "/v1/evaluations", {
      token: aliceKey,
      body: { name: "Mixed", template: "custom", custom_detectors: [{ name: "Topic!", type: "classification", categories: ["billing"], examples: [{ text: "charged twice", category: "billing" }], non_examples: ["hello"] }] }
    })
    expect(api.status).toBe(400)
    expect(api.body.issues.length).toBeGreaterThan(2)
    // The same problems as the API finds, each named as the form names its field ("Detector 1 name").
    for (const issue of api.body.issues as ReadonlyArray<{ path: string; message: string }>) {
      expect(page.text).toMatch(new RegExp(`>${regex(escape(fieldLabel(issue.path)))}</(a|strong)>: ${regex(escape(readableMessage(issue.message)))}</li>`))
    }
    expect(page.text).not.toContain("custom_detectors[0]")
  })
})
