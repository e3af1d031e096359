// Issue 25, item 9: a newcomer opens the bare address, finds the dashboard, and creates the
// first organization through the link printed at start-up, while sign-up stays closed to anyone else.
import { Logger } from "effect"
import type { Browser, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { launchBrowser } from "../support/browser.js"
import { backends } from "../support/database.js"
import { DashboardClient } from "../support/dashboard.js"
import { startServer, type TestServer } from "../support/server.js"

describe.each(backends)("first run on a closed server (%s)", (backend) => {
  const lines: Array<string> = []
  let s: TestServer
  let browser: Browser
  let page: Page

  beforeAll(async () => {
    const capture = Logger.replace(Logger.defaultLogger, Logger.make(({ message }) => void lines.push(String(message))))
    s = await startServer(backend, { config: { publicUrl: "http://127.0.0.1", signup: "closed" }, layer: capture })
    browser = await launchBrowser()
    page = await (await browser.newContext()).newPage()
  })
  afterAll(async () => {
    await browser?.close()
    await s?.close()
  })

  const startupLink = () => {
    const line = lines.find((l) => l.startsWith("Listening on "))
    expect(line, "a start-up line").toBeDefined()
    const match = /open the dashboard at (\S+)/.exec(line!)
    expect(match, "the start-up line names the dashboard").not.toBeNull()
    return new URL(match![1]!)
  }

  it("prints the dashboard's set-up link in the start-up line", () => {
    const link = startupLink()
    expect(link.pathname).toBe("/dashboard/sign-up")
    expect(link.searchParams.get("setup")).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it("leads from / to the dashboard, which says where to start", async () => {
    await page.goto(`${s.baseUrl}/`)
    expect(new URL(page.url()).pathname).toBe("/dashboard/sign-in")
    expect(await page.getByRole("status").textContent()).toContain("Open the set-up link printed in the server's start-up line")
  })

  it("refuses sign-up without the set-up link, in the page and in a forged post", async () => {
    await page.goto(`${s.baseUrl}/dashboard/sign-up`)
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Sign-up is closed")
    const client = new DashboardClient(s.baseUrl)
    const form = await client.get("/dashboard/sign-in")
    const res = await client.request("POST", "/dashboard/sign-up", {
      _csrf: DashboardClient.csrf(form),
      org_name: "Squatter",
      email: "squat@example.test",
      password: "a long enough password",
      setup: "x".repeat(43)
    })
    expect(res.status).toBe(403)
    expect(await s.query("SELECT id FROM organizations")).toHaveLength(0)
  })

  it("creates the first organization through the set-up link, which then stops working", async () => {
    const link = startupLink()
    await page.goto(`${s.baseUrl}${link.pathname}${link.search}`)
    await page.getByLabel("Organization name").fill("First Co")
    await page.getByLabel("Email").fill("owner@first.test")
    await page.getByLabel("Password").fill("a long enough password")
    await page.getByRole("button", { name: "Create organization" }).click()
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Overview")
    const other = await (await browser.newContext()).newPage()
    await other.goto(`${s.baseUrl}${link.pathname}${link.search}`)
    expect(await other.getByRole("heading", { level: 1 }).textContent()).toBe("Sign-up is closed")
    await other.goto(`${s.baseUrl}/dashboard/sign-in`)
    expect(await other.content()).toContain("Sign-up is closed on this server: ask its operator for an account.")
    expect(await s.query("SELECT id FROM organizations")).toHaveLength(1)
  })
})
