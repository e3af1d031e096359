// Issue 24, done when: a new user changes an evaluation in the dashboard, sees what the change
// would have done to the recent real calls, publishes it, and finds the version on every later
// log row. One walk through that flow in Chromium, on each database.
import type { Browser, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { launchBrowser, screenshot, VIEWPORTS } from "../support/browser.js"
import { call } from "../support/client.js"
import { backends } from "../support/database.js"
import { startServer, type TestServer } from "../support/server.js"

const REFUND = "Hi, I want my money back for the last order, it arrived broken."
const INVOICE = "Could you please send me a copy of the invoice for March?"
const BOTH = "I want my money back, and please send me a copy of the invoice too."

describe.each(backends)("edit, try and publish a version in a real browser on %s", (backend) => {
  let s: TestServer
  let browser: Browser
  let page: Page
  let apiKey = ""
  let evaluationId = ""
  const logIds: Record<string, string> = {}
  const snap = (name: string) => screenshot(page, `${backend}-versions-${name}`)

  const evaluate = async (content: string, options: object = {}) => {
    const res = await call(s.baseUrl, "POST", "/v1/evaluate", {
      token: apiKey,
      body: { evaluation_id: evaluationId, input_type: "email", input: [{ role: "user", content }], options: { request_next_action: true, ...options } }
    })
    expect(res.status, res.text).toBe(200)
    return res.body as { id: string; version: number; status: string; explanation?: { sentence: string } }
  }

  beforeAll(async () => {
    s = await startServer(backend, { config: { publicUrl: "http://127.0.0.1" } })
    browser = await launchBrowser()
    page = await (await browser.newContext({ viewport: VIEWPORTS.desktop })).newPage()
  })
  afterAll(async () => {
    await browser?.close()
    await s?.close()
  })

  it("a new user creates an evaluation and a key, and the evaluation receives real calls", async () => {
    await page.goto(`${s.baseUrl}/dashboard/sign-up`)
    await page.getByLabel("Organization name").fill("Versions Co")
    await page.getByLabel("Email").fill("editor@versions.test")
    await page.getByLabel("Password").fill("a long enough password")
    await page.getByRole("button", { name: "Create organization" }).click()
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Overview")

    await page.goto(`${s.baseUrl}/dashboard/keys`)
    await page.getByLabel("Name").fill("integration")
    await page.getByRole("button", { name: "Create API key" }).click()
    apiKey = (await page.locator("[data-secret]").textContent())!.trim()

    await page.goto(`${s.baseUrl}/dashboard/evaluations/new`)
    await page.getByLabel("Template").selectOption("custom")
    await page.locator("#f-name").fill("Refund desk")
    await page.locator("#f-d0-name").fill("refund_request")
    await page.locator("#f-d0-examples").fill("I want my money back\nplease refund my last payment")
    await page.getByRole("button", { name: "Create evaluation" }).click()
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Refund desk")
    evaluationId = (await page.locator("#evaluation-id").textContent())!.trim()

    for (const [name, text] of [["refund", REFUND], ["invoice", INVOICE], ["both", BOTH]] as const) {
      const answer = await evaluate(text)
      expect(answer.version).toBe(1)
      logIds[name] = answer.id
    }
    expect((await evaluate(REFUND)).status).toBe("QUALIFIED")
    const outcome = await call(s.baseUrl, "POST", `/v1/evaluations/${evaluationId}/outcome`, {
      token: apiKey,
      body: { decision: "QUALIFIED", actual_outcome: "resolved", conversion_value: 0, days_to_close: 1, evaluation_log_id: logIds.refund }
    })
    expect(outcome.status).toBe(201)
  })

  it("Edit opens the form filled with the latest version; Try shows what the draft would have done", async () => {
    await page.goto(`${s.baseUrl}/dashboard/evaluations/${evaluationId}`)
    await page.getByRole("link", { name: "Edit", exact: true }).click()
    expect(await page.locator("#f-d0-name").inputValue()).toBe("refund_request")
    expect(await page.locator("#f-d0-examples").inputValue()).toBe("I want my money back\nplease refund my last payment")
    await page.getByRole("button", { name: "Add a detector" }).click()
    await page.locator("#f-d1-name").fill("invoice_request")
    await page.locator("#f-d1-examples").fill("please send me a copy of the invoice\nwhere can I find my invoice")
    await snap("edit")
    await page.getByRole("button", { name: "Try on recent calls" }).click()

    // The replay's own scoring thread starts with the first replay: slow on a loaded machine.
    await page.locator("#try-summary").waitFor({ timeout: 170_000 })
    await snap("tried")
    // Four calls, all QUALIFIED on version 1; every one changes: the two that mention an invoice
    // gain invoice_request and stay QUALIFIED, the two about the refund alone now miss it
    // (QUALIFIED → PARTIAL, BOOK_MEETING → GATHER_INFO).
    expect(await page.locator("#try-summary").textContent()).toContain("4 of 4 recent calls")
    const chart = page.locator("#transitions svg")
    expect(await chart.locator("title").first().textContent()).toContain("Status")
    expect(await chart.locator("desc").textContent()).toBe("2 from QUALIFIED to PARTIAL; 2 kept their status.")
    const detectors = await page.getByRole("table", { name: /Per detector/ }).innerText()
    expect(detectors).toMatch(/invoice_request\s+\+2\s+−0/)
    expect(detectors).toMatch(/refund_request\s+\+0\s+−0/)
    const actions = await page.getByRole("table", { name: "Next actions that would change" }).innerText()
    expect(actions).toMatch(/BOOK_MEETING\s+GATHER_INFO\s+2/)
    const outcomes = await page.getByRole("table", { name: /Outcome rate/ }).innerText()
    expect(outcomes).toMatch(/QUALIFIED\s+resolved\s+100\.0% \(1 of 1\)\s+–/)
    expect(outcomes).toMatch(/PARTIAL\s+resolved\s+–\s+100\.0% \(1 of 1\)/)
    // The draft is not published: the evaluation still runs version 1.
    expect((await call(s.baseUrl, "GET", `/v1/evaluations/${evaluationId}`, { token: apiKey })).body.latest_version).toBe(1)

    await page.locator(`a[href="/dashboard/activity/${logIds.invoice}"]`).click()
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Call details")
    expect(await page.locator("#call-version").textContent()).toBe("Version 1")
    await page.goBack()
  }, 240_000)

  it("Publish makes the draft the latest version, recorded in the history with who published it", async () => {
    await page.getByRole("button", { name: "Publish as version 2" }).click()
    await expect.poll(() => page.getByRole("status").first().textContent()).toContain("Version 2 is published")
    await snap("published")
    const history = await page.getByRole("table", { name: /Versions of this evaluation/ }).innerText()
    expect(history).toMatch(/Version 2 latest\s+editor@versions\.test\s+\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC\s+refund_request, invoice_request/)
    expect(history).toMatch(/Version 1\s+editor@versions\.test\s+.*UTC\s+refund_request\n?/)
    await page.getByRole("link", { name: "Version 1", exact: true }).click()
    expect(await page.locator("#version-number").textContent()).toBe("1 of 2")
    const api = await call(s.baseUrl, "GET", `/v1/evaluations/${evaluationId}`, { token: apiKey })
    expect(api.body).toMatchObject({ version: 2, detector_names: ["refund_request", "invoice_request"] })
  })

  it("every later log row carries the version, in the feed and the call's detail, with its explanation", async () => {
    const later = await evaluate(REFUND, { explain: true })
    expect(later).toMatchObject({ version: 2, status: "PARTIAL" })
    await page.goto(`${s.baseUrl}/dashboard/activity`)
    const rows = page.locator("tbody tr")
    expect(await rows.first().innerText()).toContain("Refund desk v2")
    expect(await rows.nth(1).innerText()).toContain("Refund desk v1")
    await page.locator(`a[href="/dashboard/activity/${later.id}"]`).click()
    expect(await page.locator("#call-version").textContent()).toBe("Version 2")
    expect(await page.locator("#explanation-sentence").textContent()).toBe(later.explanation!.sentence)
    expect(later.explanation!.sentence).toContain("invoice_request")
    await snap("call-explained")
    // A call that did not ask for an explanation shows none.
    await page.goto(`${s.baseUrl}/dashboard/activity/${logIds.refund}`)
    expect(await page.locator("#explanation").count()).toBe(0)
  })

  it("the playground explains a result when asked", async () => {
    await page.goto(`${s.baseUrl}/dashboard/playground?evaluation=${evaluationId}`)
    await page.getByLabel("Text").fill(INVOICE)
    await page.getByRole("checkbox", { name: /Explain/ }).check()
    await page.getByRole("button", { name: "Score" }).click()
    await page.locator("#explanation-sentence").waitFor()
    // The same rubric and scorer as a real call: the same explanation as the API gives.
    const api = await evaluate(INVOICE, { explain: true })
    expect(await page.locator("#explanation-sentence").textContent()).toBe(api.explanation!.sentence)
    expect(api.explanation!.sentence).toMatch(/^(QUALIFIED|PARTIAL|FAILED|ESCALATE): .+, so the next action is [A-Z_]+$/)
    await snap("playground-explained")
  })

  it("publishing a draft over a version published meanwhile shows a warning first, and publishes on confirmation", async () => {
    await page.goto(`${s.baseUrl}/dashboard/evaluations/${evaluationId}/edit`)
    await page.locator("#f-d1-examples").fill("please send me a copy of the invoice\nwhere can I find my invoice\nI need the receipt for my order")
    // Someone else publishes version 3 through the API while this draft is being edited.
    const current = (await call(s.baseUrl, "GET", `/v1/evaluations/${evaluationId}`, { token: apiKey })).body
    const other = await call(s.baseUrl, "POST", `/v1/evaluations/${evaluationId}/versions`, {
      token: apiKey,
      body: { template: current.template, custom_detectors: current.custom_detectors, base_version: 2 }
    })
    expect(other.body.version).toBe(3)
    await page.getByRole("button", { name: "Try on recent calls" }).click()
    await page.locator("#try-summary").waitFor({ timeout: 170_000 })
    expect(await page.getByRole("alert").first().textContent()).toContain("Version 3 was published after you started editing from version 2")

    const tried = page.url()
    await page.getByRole("button", { name: "Publish as version 4" }).click()
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("A newer version was published")
    expect(await page.locator("#publish-conflict").innerText()).toMatch(
      /^Version 3 was published by an API key at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC after you started editing from version 2\./
    )
    await snap("publish-conflict")
    expect((await call(s.baseUrl, "GET", `/v1/evaluations/${evaluationId}`, { token: apiKey })).body.latest_version).toBe(3)

    // "Open the latest" shows version 3; back on the tried draft, Publish warns again, and
    // "Publish anyway" publishes it.
    await page.getByRole("link", { name: "Open the latest (version 3)" }).click()
    expect(await page.locator("#version-number").textContent()).toBe("3 of 3")
    await page.goto(tried)
    await page.getByRole("button", { name: "Publish as version 4" }).click()
    await page.getByRole("button", { name: "Publish anyway as version 4" }).click()
    await expect.poll(() => page.getByRole("status").first().textContent()).toContain("Version 4 is published")
    const latest = (await call(s.baseUrl, "GET", `/v1/evaluations/${evaluationId}`, { token: apiKey })).body
    expect(latest.version).toBe(4)
    expect(latest.custom_detectors[1].examples).toContain("I need the receipt for my order")
  }, 240_000)
})
