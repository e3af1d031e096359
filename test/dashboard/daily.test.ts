// Issue 25: the dashboard for daily use, driven in Chromium on both databases.
import type { Browser, BrowserContext, Page } from "playwright-core"
import { readFileSync } from "node:fs"
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
    s = await startServer(backend, { config: { publicUrl: "http://127.0.0.1", rejectedMaxPerOrg: 4 } })
    browser = await launchBrowser()
    context = await browser.newContext({ viewport: VIEWPORTS.desktop, acceptDownloads: true })
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

  it("lists rejected API calls of this organization only, without bodies or secrets, kept 7 days and capped", async () => {
    const orgId = (await s.query<{ org_id: string }>("SELECT org_id FROM users WHERE email = 'lead@daily.test'"))[0]!.org_id
    await s.query(
      "INSERT INTO rejected_calls (org_id, created_at, method, route, status, request_id) VALUES ($1, now() - interval '8 days', 'POST', '/v1/evaluate', 400, 'expired-request-1')",
      orgId
    )
    const other = await s.createOrg()
    expect((await call(s.baseUrl, "POST", "/v1/evaluate", { token: other.api_key, body: { input_type: "email" } })).status).toBe(400)
    expect((await call(s.baseUrl, "GET", "/v1/evaluations/not-a-key", { token: "esk_malformed" })).status).toBe(401)
    const invalid = await call(s.baseUrl, "POST", "/v1/evaluate", { token: apiKey, body: { evaluation_id: evaluationId, input_type: "email", input: "secret body text" } })
    expect(invalid.status).toBe(400)
    const missing = await call(s.baseUrl, "GET", "/v1/evaluations/00000000-0000-4000-8000-000000000000", { token: apiKey })
    expect(missing.status).toBe(404)
    const spare = await s.createKey(orgId)
    await s.query("UPDATE api_keys SET revoked_at = now() WHERE id = $1", spare.key_id)
    const revoked = await call(s.baseUrl, "GET", `/v1/evaluations/${evaluationId}`, { token: spare.api_key })
    expect(revoked.status).toBe(401)
    const rows = page.locator("tbody tr")
    await expect
      .poll(async () => {
        await page.goto(`${s.baseUrl}/dashboard/rejected`)
        return rows.count()
      })
      .toBe(3)
    const text = await page.locator("table").textContent()
    expect(text).toContain(invalid.headers.get("x-request-id"))
    expect(text).toContain("VALIDATION_ERROR")
    expect(text).toContain(`GET /v1/evaluations/00000000-0000-4000-8000-000000000000`)
    expect(await rows.first().textContent()).toContain(`${spare.api_key.slice(0, 8)}…`)
    const html = await page.content()
    expect(html).not.toContain("secret body text")
    expect(html).not.toContain(spare.api_key)
    expect(html).not.toContain("expired-request-1")
    expect(html).not.toContain(other.api_key.slice(0, 8))
    await snap("rejected")
    // Capped at 4 rows per organization (configured for this test): the oldest goes first.
    for (let i = 0; i < 3; i++) await call(s.baseUrl, "GET", `/v1/evaluations/00000000-0000-4000-8000-00000000000${i}`, { token: apiKey })
    await expect
      .poll(async () => (await s.query("SELECT id FROM rejected_calls WHERE org_id = $1", orgId)).length)
      .toBe(4)
    await page.goto(`${s.baseUrl}/dashboard/rejected`)
    expect(await page.locator("table").textContent()).not.toContain(invalid.headers.get("x-request-id"))
  })

  it("searches the feed by words and by id, and exports what it found as CSV and JSON Lines", async () => {
    const say = (content: string, guide = "web") =>
      evaluate({ input: [{ role: "user", content }], options: { request_next_action: true } }, { "x-service-guide": guide })
    const quokka = await say("=HYPERLINK(\"x\") Do quokkas get a discount, \"really\"?", "=SUM(A1)")
    await say("Nothing about marsupials here")
    const stranger = await s.createOrg()
    const strangerEval = await call(s.baseUrl, "POST", "/v1/evaluations", { token: stranger.api_key, body: intentEvaluation })
    await call(s.baseUrl, "POST", "/v1/evaluate", { token: stranger.api_key, body: { ...evaluateBody(strangerEval.body.evaluation_id), input: [{ role: "user", content: "quokkas too" }] } })
    await page.goto(`${s.baseUrl}/dashboard/activity`)
    await page.getByRole("searchbox").fill("QUOKKA")
    await page.getByRole("button", { name: "Filter" }).click()
    const rows = page.locator("tbody tr")
    expect(await rows.count()).toBe(1)
    expect(await rows.first().locator("a").first().getAttribute("href")).toBe(`/dashboard/activity/${quokka.body.id}`)
    await snap("search")
    const [csv] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "CSV" }).click()])
    const text = readFileSync((await csv.path())!, "utf8")
    const lines = text.trimEnd().split("\r\n")
    expect(lines[0]).toBe("id,created_at,mode,evaluation_id,evaluation_name,input_type,status,error_code,next_action,guide,scorer,latency_ms,input")
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(quokka.body.id)
    // Quotes are doubled inside one quoted cell; a cell a spreadsheet would run as a formula is defused.
    expect(lines[1]!.endsWith(`"user: =HYPERLINK(""x"") Do quokkas get a discount, ""really""?"`)).toBe(true)
    expect(lines[1]).toContain(",'=SUM(A1),")
    const [jsonl] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "JSON Lines" }).click()])
    const records = readFileSync((await jsonl.path())!, "utf8").trimEnd().split("\n").map((l) => JSON.parse(l))
    expect(records).toHaveLength(1)
    expect(records[0]).toMatchObject({ id: quokka.body.id, status: quokka.body.status, next_action: quokka.body.next_action })
    expect(records[0].result.extracted_signals).toEqual(quokka.body.extracted_signals)
    // By id, in the same box; the whole feed exports every row of this organization only.
    await page.getByRole("searchbox").fill(quokka.body.id)
    await page.getByRole("button", { name: "Filter" }).click()
    expect(await rows.count()).toBe(1)
    const everything = await page.request.get(`${s.baseUrl}/dashboard/activity.jsonl`)
    expect(everything.headers()["content-disposition"]).toMatch(/^attachment; filename="assay-activity-.*\.jsonl"$/)
    const all = (await everything.text()).trimEnd().split("\n").map((l) => JSON.parse(l) as { id: string })
    const ours = await s.query<{ id: string }>("SELECT id FROM evaluation_logs WHERE org_id = (SELECT org_id FROM users WHERE email = 'lead@daily.test') ORDER BY created_at DESC, id DESC")
    expect(all.map((r) => r.id)).toEqual(ours.map((r) => r.id))
  })

  it("creates a key and a deployment through a redirect, so a refresh neither mints another nor shows the secret again", async () => {
    const keysBefore = (await s.query("SELECT id FROM api_keys")).length
    await page.goto(`${s.baseUrl}/dashboard/keys`)
    await page.getByLabel("Name").fill("Refresh test")
    await page.getByRole("button", { name: "Create API key" }).click()
    expect(new URL(page.url()).pathname).toBe("/dashboard/keys")
    const key = (await page.locator("[data-secret]").textContent())!.trim()
    expect(key).toMatch(/^esk_[0-9A-Za-z]{49}$/)
    await page.reload()
    expect(await page.locator("[data-secret]").count()).toBe(0)
    expect(await page.content()).not.toContain(key)
    expect((await s.query("SELECT id FROM api_keys")).length).toBe(keysBefore + 1)
    const deploymentsBefore = (await s.query("SELECT id FROM deployments")).length
    await page.goto(`${s.baseUrl}/dashboard/deployments`)
    await page.getByRole("button", { name: "Create deployment" }).click()
    const secret = (await page.locator("[data-secret]").textContent())!.trim()
    expect(secret).toMatch(/^ech_dw_/)
    await page.reload()
    expect(await page.locator("[data-secret]").count()).toBe(0)
    expect((await s.query("SELECT id FROM deployments")).length).toBe(deploymentsBefore + 1)
    // The one-time cookie that carried it across the redirect is gone.
    const flash = (await context.cookies()).find((c) => c.name.endsWith("assay_flash"))
    expect(flash === undefined || flash.value === "").toBe(true)
  })

  it("shows a call's raw JSON with copy buttons, every detector where quotes overlap, and opens it in the playground", async () => {
    const input = [
      { role: "user", content: "Hi there." },
      { role: "agent", content: "How can I help?" },
      { role: "user", content: "We want to buy this today, how much does the pro plan cost?" }
    ]
    const res = await evaluate({ input_type: "transcript", input, options: { request_next_action: true } })
    expect(res.status).toBe(200)
    const quotes = Object.entries(res.body.extracted_fields as Record<string, { evidence: Array<{ message_index: number; quote: string }> }>)
      .flatMap(([detector, f]) => f.evidence.map((e) => ({ detector, ...e })))
    const shared = quotes.filter((q) => quotes.some((o) => o.detector !== q.detector && o.message_index === q.message_index && o.quote === q.quote))
    expect(new Set(shared.map((q) => q.detector)).size, "this input gives two detectors the same quote").toBeGreaterThan(1)
    await page.goto(`${s.baseUrl}/dashboard/activity/${res.body.id}`)
    const overlap = page.locator("mark[data-detectors*=' ']").first()
    const names = (await overlap.getAttribute("data-detectors"))!.split(" ")
    const colours = await overlap.evaluate((outer) =>
      [outer, ...outer.querySelectorAll("mark")].map((m) => [m.getAttribute("data-detector"), (globalThis as unknown as { getComputedStyle: (e: unknown) => { backgroundColor: string } }).getComputedStyle(m).backgroundColor] as const)
    )
    expect(colours.map(([d]) => d)).toEqual(names)
    expect(new Set(colours.map(([, c]) => c)).size).toBe(names.length)
    const request = JSON.parse((await page.locator("#raw-request").textContent())!)
    expect(request).toEqual({ evaluation_id: evaluationId, input_type: "transcript", input })
    const response = JSON.parse((await page.locator("#raw-response").textContent())!)
    expect(response).toEqual(res.body)
    expect(await page.getByRole("button", { name: "Copy" }).count()).toBe(2)
    await snap("call-detail")
    await page.getByRole("link", { name: "Open in playground" }).click()
    expect(await page.locator("#evaluation_id").inputValue()).toBe(evaluationId)
    expect(await page.locator("#input_type").inputValue()).toBe("transcript")
    expect(await page.locator("#text").inputValue()).toBe("user: Hi there.\nagent: How can I help?\nuser: We want to buy this today, how much does the pro plan cost?")
    await page.getByRole("button", { name: "Score" }).click()
    await page.locator("#result").waitFor()
    expect(await page.locator("#result .badge").first().textContent()).toBe(res.body.status)
    // Another organization's call id prefills nothing.
    const stranger = await s.createOrg()
    const theirs = await call(s.baseUrl, "POST", "/v1/evaluate", {
      token: stranger.api_key,
      body: { criteria: { template: "intent_detect", standard_detectors: ["pricing_interest"] }, input_type: "email", input: [{ role: "user", content: "their private words" }] }
    })
    await page.goto(`${s.baseUrl}/dashboard/playground?evaluation=${evaluationId}&log=${theirs.body.id}`)
    expect(await page.locator("#text").inputValue()).toBe("")
  })

  it("polish: the 404 page highlights no section, count axes tick in whole numbers, the nav fits 375 px, dark mode follows the system", async () => {
    const missing = await page.goto(`${s.baseUrl}/dashboard/nowhere`)
    expect(missing!.status()).toBe(404)
    expect(await page.locator("header nav [aria-current]").count()).toBe(0)
    await page.goto(`${s.baseUrl}/dashboard/usage`)
    const ticks = await page.locator("#daily-usage svg text[text-anchor=end]").allTextContents()
    expect(ticks.length).toBeGreaterThan(0)
    for (const tick of ticks) expect(tick).toMatch(/^\d[\d,]*$/)
    const phone = await browser.newContext({ viewport: { width: 375, height: 740 }, storageState: await context.storageState() })
    const small = await phone.newPage()
    await small.goto(`${s.baseUrl}/dashboard/activity`)
    const links = small.locator("header nav a")
    expect(await links.count()).toBe(9)
    for (const box of await links.evaluateAll((as) => as.map((a) => a.getBoundingClientRect().toJSON() as { left: number; right: number }))) {
      expect(box.left).toBeGreaterThanOrEqual(0)
      expect(box.right).toBeLessThanOrEqual(375)
    }
    expect(await small.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(375)
    await screenshot(small, `${backend}-daily-phone-nav`)
    await phone.close()
    const dark = await browser.newContext({ colorScheme: "dark", storageState: await context.storageState() })
    const night = await dark.newPage()
    await night.goto(`${s.baseUrl}/dashboard/activity`)
    expect(await night.evaluate<string>("getComputedStyle(document.documentElement).backgroundColor")).toBe("rgb(15, 20, 27)")
    await screenshot(night, `${backend}-daily-dark`)
    await dark.close()
  })
})
