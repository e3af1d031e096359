// Issue 25 item 7: archive, restore and duplicate an evaluation, and a create form that reports
// every problem at once in its own words; driven in Chromium on both databases.
import type { Browser, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createVersion } from "../../src/ops/examples.js"
import { launchBrowser, screenshot, VIEWPORTS } from "../support/browser.js"
import { call } from "../support/client.js"
import { DashboardClient } from "../support/dashboard.js"
import { backends } from "../support/database.js"
import { customEvaluation, evaluateBody } from "../support/fixtures.js"
import { startServer, type TestServer } from "../support/server.js"

describe.each(backends)("managing evaluations in the dashboard on %s", (backend) => {
  let s: TestServer
  let browser: Browser
  let page: Page
  let apiKey = ""
  let evaluationId = ""
  const snap = (name: string) => screenshot(page, `${backend}-evaluations-${name}`)
  const count = async (sql: string, ...params: ReadonlyArray<unknown>) => (await s.query<{ n: number }>(sql, ...params))[0]!.n

  beforeAll(async () => {
    s = await startServer(backend, { config: { publicUrl: "http://127.0.0.1" } })
    browser = await launchBrowser()
    page = await (await browser.newContext({ viewport: VIEWPORTS.desktop })).newPage()
    await page.goto(`${s.baseUrl}/dashboard/sign-up`)
    await page.getByLabel("Organization name").fill("Filing Co")
    await page.getByLabel("Email").fill("lead@filing.test")
    await page.getByLabel("Password").fill("a long enough password")
    await page.getByRole("button", { name: "Create organization" }).click()
    await page.goto(`${s.baseUrl}/dashboard/keys`)
    await page.getByRole("button", { name: "Create API key" }).click()
    apiKey = (await page.locator("[data-secret]").textContent())!.trim()
    const created = await call(s.baseUrl, "POST", "/v1/evaluations", { token: apiKey, body: customEvaluation })
    expect(created.status).toBe(201)
    evaluationId = created.body.evaluation_id
  })
  afterAll(async () => {
    await browser?.close()
    await s?.close()
  })

  it("lists every problem of the form at once, in the form's words, and keeps what was typed", async () => {
    const before = await count("SELECT count(*)::int AS n FROM evaluations")
    await page.goto(`${s.baseUrl}/dashboard/evaluations/new`)
    await page.getByLabel("Template").selectOption("custom")
    await page.locator("#f-d0-name").fill("Wants Refund")
    await page.locator("#f-d0-examples").fill("I want my money back")
    await page.getByRole("button", { name: "Add a detector" }).click()
    await page.locator("#f-d1-name").fill("topic")
    await page.locator("#f-d1-type").selectOption("classification")
    await page.locator("#f-d1-categories").fill("billing\nrefund")
    const typed = "billing: I was charged twice\nrefund: please refund my last payment\nrefunds: I want my money back"
    await page.locator("#f-d1-examples").fill(typed)
    await page.getByRole("button", { name: "Create evaluation" }).click()

    const items = await page.locator("#form-errors li").allTextContents()
    // The empty name, the detector name and the unknown label: three problems in one answer.
    expect(items.find((t) => t.startsWith("Name:"))).toContain("name must not be empty")
    expect(items.find((t) => t.startsWith("Detector 1 name:"))).toContain("lowercase")
    expect(items.find((t) => t.startsWith("Detector 2, example 3:"))).toContain('"refunds" is not one of')
    expect(await page.locator("#form-errors").textContent()).not.toMatch(/custom_detectors|\bexamples\[/)
    expect(await page.locator("#f-d1-examples-error").textContent()).toContain("Example 3:")
    await page.locator("#form-errors a", { hasText: "Detector 2, example 3" }).click()
    expect(new URL(page.url()).hash).toBe("#f-d1-examples")
    expect(await page.locator("#f-d1-examples").inputValue()).toBe(typed)
    expect(await page.locator("#f-d0-name").inputValue()).toBe("Wants Refund")
    await snap("form-errors")
    expect(await count("SELECT count(*)::int AS n FROM evaluations")).toBe(before)

    // The API refuses the same label by the same rule, where a label is an object (decisions §4).
    const api = await call(s.baseUrl, "POST", "/v1/evaluations", {
      token: apiKey,
      body: {
        name: "Router",
        template: "custom",
        custom_detectors: [{ name: "topic", type: "classification", categories: ["billing", "refund"], examples: [{ text: "I want my money back", category: "refunds" }] }]
      }
    })
    expect(api.status).toBe(400)
    expect(api.body.issues).toEqual([{ path: "custom_detectors[0].examples[0].category", message: expect.stringContaining('"refunds" is not one of') }])
  })

  it("archives an evaluation out of the lists and the playground, keeps answering its calls, and restores it", async () => {
    await page.goto(`${s.baseUrl}/dashboard/evaluations/${evaluationId}`)
    await page.getByRole("button", { name: "Archive" }).click()
    expect(await page.locator(".alert", { hasText: "Archived" }).textContent()).toContain("API calls to it are still answered and logged")
    expect(await page.getByRole("link", { name: "Try it in the playground" }).count()).toBe(0)
    expect(await page.getByRole("link", { name: "Deploy with a webhook secret" }).count()).toBe(0)
    await snap("archived-detail")
    await page.goto(`${s.baseUrl}/dashboard/deployments?evaluation=${evaluationId}`)
    expect(await page.locator(`#evaluation_id option[value="${evaluationId}"]`).count()).toBe(0)
    // A deployment posted by hand for the archived evaluation (with the session's CSRF token) is
    // refused, and none is made. (A string: the tests are compiled without the DOM's types.)
    await page.evaluate(`(() => {
      const form = document.createElement("form")
      form.method = "post"
      form.action = "/dashboard/deployments"
      const field = (name, value) => Object.assign(form.appendChild(document.createElement("input")), { type: "hidden", name, value })
      field("_csrf", document.querySelector("input[name=_csrf]").value)
      field("evaluation_id", ${JSON.stringify(evaluationId)})
      document.body.appendChild(form).submit()
    })()`)
    await page.waitForLoadState()
    expect(await page.locator(".alert").textContent()).toContain("is archived: restore it")
    expect(await count("SELECT count(*)::int AS n FROM deployments WHERE evaluation_id = $1", evaluationId)).toBe(0)
    await page.goto(`${s.baseUrl}/dashboard/evaluations`)
    expect(await page.getByRole("link", { name: "Refund routing", exact: true }).count()).toBe(0)
    await page.goto(`${s.baseUrl}/dashboard/playground`)
    expect(await page.locator(`option[value="${evaluationId}"]`).count()).toBe(0)

    const answered = await call(s.baseUrl, "POST", "/v1/evaluate", { token: apiKey, body: evaluateBody(evaluationId) })
    expect(answered.status).toBe(200)
    expect((await call(s.baseUrl, "GET", `/v1/evaluate/${answered.body.id}`, { token: apiKey })).status).toBe(200)
    expect((await call(s.baseUrl, "GET", `/v1/evaluations/${evaluationId}`, { token: apiKey })).status).toBe(200)
    await page.goto(`${s.baseUrl}/dashboard/activity`)
    expect(await page.locator(`a[href="/dashboard/activity/${answered.body.id}"]`).count()).toBeGreaterThan(0)

    // Another organization can neither archive nor restore it, and learns nothing.
    const stranger = new DashboardClient(s.baseUrl)
    await stranger.signUp("Stranger Co", "someone@stranger.test")
    const foreign = await stranger.post(`/dashboard/evaluations/${evaluationId}/restore`, {})
    expect(foreign.status).toBe(404)
    expect(await count("SELECT count(*)::int AS n FROM evaluations WHERE id = $1 AND archived_at IS NOT NULL", evaluationId)).toBe(1)
    expect((await stranger.get("/dashboard/evaluations/archived")).text).not.toContain("Refund routing")

    await page.goto(`${s.baseUrl}/dashboard/evaluations`)
    await page.getByRole("link", { name: "Archived (1)" }).click()
    const row = page.locator("tbody tr", { hasText: "Refund routing" })
    expect(await row.textContent()).toContain("lead@filing.test")
    await snap("archived-list")
    await row.getByRole("button", { name: "Restore" }).click()
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Refund routing")
    expect(await page.getByRole("button", { name: "Archive" }).count()).toBe(1)
    await page.getByRole("link", { name: "Deploy with a webhook secret" }).click()
    expect(await page.locator("#evaluation_id").inputValue()).toBe(evaluationId)
    await page.goto(`${s.baseUrl}/dashboard/evaluations`)
    expect(await page.getByRole("link", { name: "Refund routing", exact: true }).count()).toBe(1)
    expect(await page.getByRole("link", { name: /^Archived/ }).count()).toBe(0)
    await page.goto(`${s.baseUrl}/dashboard/playground`)
    expect(await page.locator(`option[value="${evaluationId}"]`).count()).toBe(1)
  })

  it("duplicates the latest version into the form, named “… (copy)”", async () => {
    const published = await call(s.baseUrl, "POST", `/v1/evaluations/${evaluationId}/versions`, { token: apiKey, body: createVersion.request })
    expect(published.status).toBe(201)
    await page.goto(`${s.baseUrl}/dashboard/evaluations/${evaluationId}`)
    await page.getByRole("link", { name: "Duplicate" }).click()
    expect(await page.locator("#f-name").inputValue()).toBe("Refund routing (copy)")
    expect(await page.locator("#f-d1-examples").inputValue()).toBe("billing: I was charged twice this month\ntechnical: the app crashes when I log in")
    expect(await page.locator("#f-t1-values").inputValue()).toBe("technical")
    await snap("duplicate-form")
    await page.getByRole("button", { name: "Create evaluation" }).click()
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Refund routing (copy)")
    const copyId = (await page.locator("#evaluation-id").textContent())!.trim()
    expect(copyId).not.toBe(evaluationId)
    const copy = await call(s.baseUrl, "GET", `/v1/evaluations/${copyId}`, { token: apiKey })
    const original = await call(s.baseUrl, "GET", `/v1/evaluations/${evaluationId}`, { token: apiKey })
    expect(copy.body.version).toBe(1)
    expect(copy.body.custom_detectors).toEqual(original.body.custom_detectors)
    expect(copy.body.escalation).toEqual(createVersion.request.escalation)
  })

  it("duplicates unlabelled examples that hold a colon, and creates them unchanged", async () => {
    const examples = [
      "Re: my invoice shows the wrong amount",
      "https://pay.example.net is down again and I cannot pay",
      { text: "Fwd: the app crashes when I open it", category: "technical" },
      { text: "I was charged twice this month", category: "billing" }
    ]
    const body = {
      name: "Colon router",
      template: "custom",
      custom_detectors: [{ name: "topic", type: "classification", categories: ["billing", "technical"], examples }]
    }
    const created = await call(s.baseUrl, "POST", "/v1/evaluations", { token: apiKey, body })
    expect(created.status).toBe(201)
    await page.goto(`${s.baseUrl}/dashboard/evaluations/${created.body.evaluation_id}/duplicate`)
    expect(await page.locator("#f-d0-examples").inputValue()).toBe(
      ": Re: my invoice shows the wrong amount\nhttps://pay.example.net is down again and I cannot pay\ntechnical: Fwd: the app crashes when I open it\nbilling: I was charged twice this month"
    )
    await page.getByRole("button", { name: "Create evaluation" }).click()
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Colon router (copy)")
    const copyId = (await page.locator("#evaluation-id").textContent())!.trim()
    const copy = await call(s.baseUrl, "GET", `/v1/evaluations/${copyId}`, { token: apiKey })
    expect(copy.body.custom_detectors).toEqual(body.custom_detectors)
  })
})
