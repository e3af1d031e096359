import { existsSync, readdirSync, rmSync } from "node:fs"
import { join } from "node:path"
import type { Browser, BrowserContext, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { launchBrowser, screenshot, SCREENSHOTS, VIEWPORTS } from "../support/browser.js"
import { call } from "../support/client.js"
import { backends } from "../support/database.js"
import { startServer, type TestServer } from "../support/server.js"

const PAGES_FOR_PHONE = ["/dashboard", "/dashboard/evaluations/new", "/dashboard/activity", "/dashboard/outcomes", "/dashboard/usage", "/dashboard/keys"]

describe.each(backends)("the dashboard in a real browser on %s", (backend) => {
  let s: TestServer
  let browser: Browser
  let context: BrowserContext
  let page: Page
  let apiKey = ""
  let evaluationId = ""
  let durableLogId = ""
  let shot = 0
  const snap = (name: string, p: Page = page) => screenshot(p, `${backend}-${String(++shot).padStart(2, "0")}-${name}`)

  beforeAll(async () => {
    for (const old of existsSync(SCREENSHOTS) ? readdirSync(SCREENSHOTS) : []) if (old.startsWith(`${backend}-`)) rmSync(join(SCREENSHOTS, old))
    // Plain http, as a laptop opens it: cookies without Secure.
    s = await startServer(backend, { config: { publicUrl: "http://127.0.0.1" } })
    browser = await launchBrowser()
    context = await browser.newContext({ viewport: VIEWPORTS.desktop })
    page = await context.newPage()
  })
  afterAll(async () => {
    await browser?.close()
    await s?.close()
  })

  it("signs up a new organization", async () => {
    await page.goto(`${s.baseUrl}/dashboard`)
    await expect.poll(() => new URL(page.url()).pathname).toBe("/dashboard/sign-in")
    await snap("sign-in")
    await page.getByRole("link", { name: "Create an organization" }).click()
    await snap("sign-up")
    await page.getByLabel("Organization name").fill("Browser Co")
    await page.getByLabel("Email").fill("Lead@Browser.test")
    await page.getByLabel("Password").fill("a long enough password")
    await page.getByRole("button", { name: "Create organization" }).click()
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Overview")
    expect(await page.getByRole("status").first().textContent()).toContain("Your organization is ready")
    await snap("overview-new")
  })

  it("creates an API key, shows it once, then only its prefix", async () => {
    await page.getByRole("link", { name: "API keys" }).click()
    await page.getByLabel("Name").fill("E2E integration")
    await page.getByRole("button", { name: "Create API key" }).click()
    apiKey = (await page.locator("[data-secret]").textContent())!.trim()
    expect(apiKey).toMatch(/^esk_[0-9A-Za-z]{49}$/)
    expect(await page.getByRole("button", { name: "Copy" }).isVisible()).toBe(true)
    await snap("key-created")
    await page.goto(`${s.baseUrl}/dashboard/keys`)
    const html = await page.content()
    expect(html).not.toContain(apiKey)
    expect(html).toContain(`${apiKey.slice(0, 8)}…`)
    await snap("keys")
  })

  it("creates a custom evaluation, showing the API's validation messages first", async () => {
    await page.getByRole("link", { name: "Evaluations" }).click()
    await page.getByRole("link", { name: "New evaluation" }).click()
    await page.getByLabel("Template").selectOption("custom")
    await page.locator("#f-name").fill("Refund routing")
    await page.locator("#f-d0-name").fill("refund_request")
    await page.locator("#f-d0-examples").fill("I want my money back\nplease refund my last payment")
    await page.locator("#f-d0-non_examples").fill("how do I update my card details")
    await page.getByRole("button", { name: "Add a detector" }).click()
    await page.locator("#f-d1-name").fill("topic")
    await page.locator("#f-d1-type").selectOption("classification")
    await page.locator("#f-d1-categories").fill("billing\ntechnical")
    await page.getByRole("button", { name: "Create evaluation" }).click()
    // No examples on the second detector: the message POST /v1/evaluations gives.
    expect(await page.locator("#form-errors").textContent()).toContain("Each detector needs at least 1 example.")
    await snap("evaluation-form-errors")
    await page.locator("#f-d1-examples").fill("billing: I was charged twice this month\ntechnical: the app crashes when I log in")
    await page.getByRole("button", { name: "Add a trigger" }).click()
    await page.locator("#f-t0-field").fill("refund_request")
    await page.getByRole("button", { name: "Create evaluation" }).click()
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Refund routing")
    evaluationId = (await page.locator("#evaluation-id").textContent())!.trim()
    const detail = await page.content()
    expect(detail).toContain("refund_request is found")
    expect(detail).toContain("all scored as declared")
    await snap("evaluation-detail")
    await page.getByRole("link", { name: "Evaluations" }).click()
    expect(await page.getByRole("link", { name: "Refund routing" }).count()).toBe(1)
    await snap("evaluations")
  })

  it("runs the playground with the evidence highlighted", async () => {
    await page.goto(`${s.baseUrl}/dashboard/evaluations/${evaluationId}`)
    await page.getByRole("link", { name: "Try it in the playground" }).click()
    await page.getByLabel("Text").fill("Hello, I was charged twice this month. I want my money back please.")
    await page.getByRole("button", { name: "Score" }).click()
    await page.locator("#result").waitFor()
    expect(await page.locator("#result .badge").first().textContent()).toBe("ESCALATE")
    expect(await page.locator("#result mark").count()).toBeGreaterThan(0)
    expect(await page.locator("#result mark[data-detectors~=refund_request]").count()).toBeGreaterThan(0)
    await snap("playground")
  })

  it("labels an ad-hoc API call in the activity feed", async () => {
    const adhoc = await call(s.baseUrl, "POST", "/v1/evaluate", {
      token: apiKey,
      headers: { "x-service-guide": "e2e-guide" },
      body: { criteria: { template: "intent_detect", standard_detectors: ["pricing_interest"] }, input_type: "email", input: [{ role: "user", content: "What does the pro plan cost?" }] }
    })
    expect(adhoc.status).toBe(200)
    const durable = await call(s.baseUrl, "POST", "/v1/evaluate", {
      token: apiKey,
      body: { evaluation_id: evaluationId, input_type: "ticket", input: [{ role: "user", content: "I was charged twice this month, refund please" }], options: { request_next_action: true } }
    })
    expect(durable.status).toBe(200)
    durableLogId = durable.body.id
    await page.getByRole("link", { name: "Activity" }).click()
    const adhocRow = page.locator(`tr[data-mode=adhoc]`)
    expect(await adhocRow.count()).toBe(1)
    expect(await adhocRow.locator(".badge.m-adhoc").textContent()).toBe("Ad-hoc")
    expect(await page.locator("tr[data-mode=durable]").count()).toBe(1)
    await snap("activity")
    await page.getByLabel("Mode").selectOption("adhoc")
    await page.getByRole("button", { name: "Filter" }).click()
    expect(await page.locator("tbody tr").count()).toBe(1)
    await adhocRow.getByRole("link").first().click()
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Call details")
    expect(await page.content()).toContain(adhoc.body.id)
    expect(await page.locator("dd").filter({ hasText: "Ad-hoc criteria" }).count()).toBe(1)
    // The guide moved from the feed (a column of dashes for most callers) to the detail.
    expect(await page.locator("dd").filter({ hasText: "e2e-guide" }).count()).toBe(1)
    await snap("activity-detail-adhoc")
    await page.goto(`${s.baseUrl}/dashboard/activity/${durableLogId}`)
    expect(await page.locator("mark").count()).toBeGreaterThan(0)
    await snap("activity-detail-durable")
  })

  it("shows an outcome logged by API in the outcomes view", async () => {
    const outcome = await call(s.baseUrl, "POST", `/v1/evaluations/${evaluationId}/outcome`, {
      token: apiKey,
      body: { decision: "ESCALATE", actual_outcome: "resolved", conversion_value: 250, days_to_close: 2, evaluation_log_id: durableLogId }
    })
    expect(outcome.status).toBe(201)
    await page.getByRole("link", { name: "Outcomes" }).click()
    expect(await page.locator("#evaluation").inputValue()).toBe(evaluationId)
    expect(await page.locator("table").first().textContent()).toContain("100.0%")
    expect(await page.getByRole("cell", { name: "resolved" }).count()).toBe(1)
    expect(await page.locator("#conversion-rate svg rect").count()).toBeGreaterThan(0)
    await snap("outcomes")
    await page.getByRole("link", { name: "Usage" }).click()
    expect(await page.locator("#daily-usage svg rect").count()).toBeGreaterThan(0)
    expect(await page.content()).toContain("2 of 1,000")
    await snap("usage")
    await page.getByRole("link", { name: "Overview" }).click()
    await snap("overview")
  })

  it("creates a deployment whose secret is shown once", async () => {
    await page.getByRole("link", { name: "Deployments" }).click()
    await page.getByRole("button", { name: "Create deployment" }).click()
    const secret = (await page.locator("[data-secret]").textContent())!.trim()
    expect(secret).toMatch(/^ech_dw_/)
    await snap("deployment-created")
    const res = await call(s.baseUrl, "POST", "/v1/evaluate", { token: secret, body: { input_type: "form", input: [{ role: "user", content: "refund please" }] } })
    expect(res.status).toBe(200)
  })

  it("fits a phone screen", async () => {
    const phone = await browser.newContext({ viewport: VIEWPORTS.phone, storageState: await context.storageState() })
    const p = await phone.newPage()
    for (const path of [...PAGES_FOR_PHONE, `/dashboard/evaluations/${evaluationId}`, `/dashboard/activity/${durableLogId}`]) {
      await p.goto(`${s.baseUrl}${path}`)
      // Wide tables and charts scroll inside their own boxes, never the page.
      await snap(`phone-${path.split("/").slice(2).join("-") || "overview"}`, p)
      expect(await p.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(VIEWPORTS.phone.width)
    }
    await phone.close()
  })

  it("revokes the key, after which the API answers 401", async () => {
    await page.getByRole("link", { name: "API keys" }).click()
    page.once("dialog", (dialog) => void dialog.accept())
    await page.getByRole("button", { name: `Revoke key ${apiKey.slice(0, 8)}` }).click()
    expect(await page.getByRole("status").textContent()).toContain("The key is revoked.")
    await snap("key-revoked")
    const res = await call(s.baseUrl, "GET", `/v1/evaluations/${evaluationId}`, { token: apiKey })
    expect(res.status).toBe(401)
  })

  it("signs out", async () => {
    await page.getByRole("button", { name: "Sign out" }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe("/dashboard/sign-in")
    await page.goto(`${s.baseUrl}/dashboard/keys`)
    expect(new URL(page.url()).pathname).toBe("/dashboard/sign-in")
  })
})
