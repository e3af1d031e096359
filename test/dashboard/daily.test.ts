// Issue 25: the dashboard for daily use, driven in Chromium on both databases.
import type { Browser, BrowserContext, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { launchBrowser, screenshot, VIEWPORTS } from "../support/browser.js"
import { call } from "../support/client.js"
import { backends } from "../support/database.js"
import { evaluateBody, intentEvaluation } from "../support/fixtures.js"
import { startServer, type TestServer } from "../support/server.js"

const LONG_INPUT = `Hello, we are comparing vendors for our support desk and ${"would like to know a lot more about pricing ".repeat(6)}`

describe.each(backends)("the dashboard for daily use on %s", (backend) => {
  let s: TestServer
  let browser: Browser
  let context: BrowserContext
  let page: Page
  let apiKey = ""
  let evaluationId = ""
  const snap = (name: string) => screenshot(page, `${backend}-daily-${name}`)
  const evaluate = (extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    call(s.baseUrl, "POST", "/v1/evaluate", { token: apiKey, body: evaluateBody(evaluationId, extra), headers })

  beforeAll(async () => {
    s = await startServer(backend, { config: { publicUrl: "http://127.0.0.1" } })
    browser = await launchBrowser()
    context = await browser.newContext({ viewport: VIEWPORTS.desktop })
    page = await context.newPage()
    await page.goto(`${s.baseUrl}/dashboard/sign-up`)
    await page.getByLabel("Organization name").fill("Daily Co")
    await page.getByLabel("Email").fill("lead@daily.test")
    await page.getByLabel("Password").fill("a long enough password")
    await page.getByRole("button", { name: "Create organization" }).click()
    await page.goto(`${s.baseUrl}/dashboard/keys`)
    await page.getByRole("button", { name: "Create API key" }).click()
    apiKey = (await page.locator("[data-secret]").textContent())!.trim()
    const created = await call(s.baseUrl, "POST", "/v1/evaluations", { token: apiKey, body: intentEvaluation })
    expect(created.status).toBe(201)
    evaluationId = created.body.evaluation_id
  })
  afterAll(async () => {
    await browser?.close()
    await s?.close()
  })

  it("fits the feed at 1280 px with the next action, UTC times to the second, and the guide in the detail", async () => {
    const asked = await evaluate({ options: { request_next_action: true }, input: [{ role: "user", content: LONG_INPUT }] })
    expect(asked.status).toBe(200)
    const guided = await evaluate({}, { "x-service-guide": "sales-queue" })
    expect(guided.status).toBe(200)
    const logged = await call(s.baseUrl, "GET", `/v1/evaluate/${asked.body.id}`, { token: apiKey })
    await page.goto(`${s.baseUrl}/dashboard/activity`)
    const headers = await page.locator("thead th").allTextContents()
    expect(headers).toContain("Next action")
    expect(headers).not.toContain("Guide")
    const row = page.locator("tbody tr", { has: page.locator(`a[href="/dashboard/activity/${asked.body.id}"]`) })
    expect(await row.locator(".action").textContent()).toBe(asked.body.next_action)
    const shown = (await row.locator("time").textContent())!
    expect(shown).toBe(`${(logged.body.created_at as string).slice(0, 19).replace("T", " ")} UTC`)
    expect(await page.locator("label[for=from]").textContent()).toContain("UTC")
    const wrap = page.locator(".table-wrap")
    expect(await wrap.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0)
    const latency = await page.locator("thead th").last().boundingBox()
    expect(latency!.x + latency!.width).toBeLessThanOrEqual(VIEWPORTS.desktop.width)
    await snap("feed")
    await page.goto(`${s.baseUrl}/dashboard/activity/${guided.body.id}`)
    expect(await page.locator("dd").filter({ hasText: "sales-queue" }).count()).toBe(1)
  })
})
