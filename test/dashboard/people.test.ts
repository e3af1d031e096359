// Issue 25, item 6: people. Owners invite by a one-time link, members join with it and cannot
// manage keys, deployments or people; the last owner stays; passwords change and reset.
import { Effect, Logger } from "effect"
import type { Browser, BrowserContext, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { resetPasswordReply } from "../../src/control/protocol.js"
import { PasswordResets } from "../../src/dashboard/auth/PasswordResets.js"
import { launchBrowser } from "../support/browser.js"
import { backends } from "../support/database.js"
import { DashboardClient } from "../support/dashboard.js"
import { startServer, type TestServer } from "../support/server.js"

const OWNER = { email: "owner@people.test", password: "owner password 1" }
const MEMBER = { email: "member@people.test", password: "member password 1" }
// Every step hashes or checks a password (scrypt): slow on a loaded machine.
const LONG = 180_000

describe.each(backends)("people (%s)", (backend) => {
  const lines: Array<string> = []
  let s: TestServer
  let browser: Browser
  let owner: Page
  let member: Page
  let memberContext: BrowserContext
  const links: Array<string> = []

  const newPage = async () => (await browser.newContext()).newPage()
  const heading = (page: Page) => page.getByRole("heading", { level: 1 }).textContent()

  /** Invites through the people page and returns the link shown once. */
  const invite = async (email: string, role: "Owner" | "Member") => {
    await owner.goto(`${s.baseUrl}/dashboard/people`)
    await owner.getByLabel("Email").fill(email)
    await owner.getByLabel("Role", { exact: true }).selectOption({ label: role })
    await owner.getByRole("button", { name: "Invite" }).click()
    const link = (await owner.locator("#invite-link").textContent())!.trim()
    links.push(link)
    return new URL(link)
  }

  beforeAll(async () => {
    const capture = Logger.replace(Logger.defaultLogger, Logger.make(({ message }) => void lines.push(JSON.stringify(message))))
    s = await startServer(backend, { config: { publicUrl: "http://127.0.0.1" }, layer: capture })
    browser = await launchBrowser()
    owner = await newPage()
    owner.on("dialog", (d) => void d.accept())
    await owner.goto(`${s.baseUrl}/dashboard/sign-up`)
    await owner.getByLabel("Organization name").fill("People Co")
    await owner.getByLabel("Email").fill(OWNER.email)
    await owner.getByLabel("Password").fill(OWNER.password)
    await owner.getByRole("button", { name: "Create organization" }).click()
    await owner.getByRole("heading", { level: 1, name: "Overview" }).waitFor()
  }, LONG)
  afterAll(async () => {
    await browser?.close()
    await s?.close()
  })

  it("makes the users who existed before roles owners", async () => {
    expect(await s.query("SELECT email, role FROM users")).toEqual([{ email: OWNER.email, role: "owner" }])
  })

  it("lets an owner invite by a link shown once, and the person join with it as a member", async () => {
    const link = await invite(MEMBER.email, "Member")
    expect(link.pathname).toBe("/dashboard/join")
    await owner.reload()
    expect(await owner.locator("#invite-link").count()).toBe(0)
    await expect.poll(() => owner.getByRole("table", { name: "Pending invitations" }).textContent()).toContain(MEMBER.email)

    memberContext = await browser.newContext()
    member = await memberContext.newPage()
    await member.goto(`${s.baseUrl}${link.pathname}${link.search}`)
    expect(await heading(member)).toBe("Join People Co")
    await member.getByLabel("Your name").fill("Mia Member")
    await member.getByLabel("Password").fill("short")
    await member.getByRole("button", { name: "Join People Co" }).click()
    await expect.poll(() => member.locator("#password-error").textContent()).toContain("at least 10 characters")
    await member.getByLabel("Password").fill(MEMBER.password)
    await member.getByRole("button", { name: "Join People Co" }).click()
    await expect.poll(() => heading(member)).toBe("Overview")
    expect(await s.query("SELECT name, role FROM users WHERE email = $1", MEMBER.email)).toEqual([{ name: "Mia Member", role: "member" }])

    const used = await newPage()
    await used.goto(`${s.baseUrl}${link.pathname}${link.search}`)
    expect(await heading(used)).toBe("This link no longer works")
  }, LONG)

  it("keeps members out of keys, deployments and people, in the nav, the pages and forged posts", async () => {
    const nav = await member.getByRole("navigation", { name: "Dashboard" }).textContent()
    expect(nav).toContain("Evaluations")
    expect(nav).not.toContain("API keys")
    expect(nav).not.toContain("People")
    for (const path of ["/dashboard/keys", "/dashboard/deployments", "/dashboard/people"]) {
      const response = await member.goto(`${s.baseUrl}${path}`)
      expect(response?.status()).toBe(403)
      expect(await heading(member)).toBe("Owners only")
    }
    const keysBefore = await s.query("SELECT id FROM api_keys")
    const cookies = await memberContext.cookies()
    const forged = new DashboardClient(s.baseUrl)
    for (const c of cookies) forged.cookies.set(c.name, c.value)
    const csrf = DashboardClient.csrf(await forged.get("/dashboard"))
    expect((await forged.request("POST", "/dashboard/keys", { _csrf: csrf, label: "sneaky" })).status).toBe(403)
    expect((await forged.request("POST", "/dashboard/people/invites", { _csrf: csrf, email: "friend@people.test", role: "owner" })).status).toBe(403)
    const ownerId = (await s.query<{ id: string }>("SELECT id FROM users WHERE email = $1", OWNER.email))[0]!.id
    expect((await forged.request("POST", `/dashboard/people/${ownerId}/role`, { _csrf: csrf, role: "member" })).status).toBe(403)
    expect(await s.query("SELECT id FROM api_keys")).toEqual(keysBefore)
    expect(await s.query("SELECT email FROM invites WHERE email = 'friend@people.test'")).toEqual([])
    expect(await s.query("SELECT role FROM users WHERE id = $1", ownerId)).toEqual([{ role: "owner" }])
  }, LONG)

  it("lists members and roles, revokes a pending invitation, and never leaves the organization without an owner", async () => {
    const revoked = await invite("later@people.test", "Owner")
    await owner.goto(`${s.baseUrl}/dashboard/people`)
    const members = await owner.getByRole("table", { name: "Members" }).textContent()
    expect(members).toContain("Mia Member")
    expect(members).toContain(OWNER.email)
    await owner.getByRole("button", { name: "Revoke the invitation of later@people.test" }).click()
    await expect.poll(() => owner.getByRole("status").first().textContent()).toContain("The invitation is revoked")
    const gone = await newPage()
    await gone.goto(`${s.baseUrl}${revoked.pathname}${revoked.search}`)
    expect(await heading(gone)).toBe("This link no longer works")

    await owner.getByLabel(`Role of ${OWNER.email}`, { exact: true }).selectOption({ label: "Member" })
    await owner.getByRole("button", { name: `Change the role of ${OWNER.email}` }).click()
    await expect.poll(() => owner.getByRole("alert").textContent()).toContain("at least one owner")
    await owner.getByRole("button", { name: `Remove ${OWNER.email}` }).click()
    await expect.poll(() => owner.getByRole("alert").textContent()).toContain("at least one owner")
    expect(await s.query("SELECT role FROM users WHERE email = $1", OWNER.email)).toEqual([{ role: "owner" }])

    await owner.getByLabel("Role of Mia Member", { exact: true }).selectOption({ label: "Owner" })
    await owner.getByRole("button", { name: "Change the role of Mia Member" }).click()
    await expect.poll(() => owner.getByRole("status").first().textContent()).toContain("The role is changed")
    await member.goto(`${s.baseUrl}/dashboard/keys`)
    expect(await heading(member)).toBe("API keys")
    await owner.getByRole("button", { name: "Remove Mia Member" }).click()
    await expect.poll(() => owner.getByRole("status").first().textContent()).toContain("removed")
    await member.goto(`${s.baseUrl}/dashboard`)
    expect(new URL(member.url()).pathname).toBe("/dashboard/sign-in")
  }, LONG)

  it("changes a password with the current one, with clear errors, signing out the other sessions", async () => {
    const elsewhere = new DashboardClient(s.baseUrl)
    expect((await elsewhere.signIn(OWNER.email, OWNER.password)).status).toBe(303)
    await owner.goto(`${s.baseUrl}/dashboard/account`)
    const fill = async (current: string, next: string, repeat: string) => {
      await owner.getByLabel("Current password").fill(current)
      await owner.locator("#password").fill(next)
      await owner.getByLabel("New password again").fill(repeat)
      await owner.getByRole("button", { name: "Change password" }).click()
    }
    await fill(OWNER.password, "a brand new password", "a brand new passw0rd")
    await expect.poll(() => owner.locator("#repeat-error").textContent()).toBe("The two new passwords are not the same.")
    await fill("not my password", "a brand new password", "a brand new password")
    await expect.poll(() => owner.locator("#current-error").textContent()).toBe("The current password is not correct.")
    await fill(OWNER.password, "a brand new password", "a brand new password")
    await expect.poll(() => owner.getByRole("status").first().textContent()).toContain("Your password is changed")
    await owner.goto(`${s.baseUrl}/dashboard`)
    expect(await heading(owner)).toBe("Overview")
    expect((await elsewhere.get("/dashboard")).location).toMatch(/^\/dashboard\/sign-in/)
    OWNER.password = "a brand new password"
  }, LONG)

  it("throttles wrong current passwords like sign-in (the same buckets)", async () => {
    // The account's bucket holds 5 tokens and refills one a minute; the sign-in and the two checked
    // changes above took 3 of them, so a guesser is stopped within a few more tries.
    const client = new DashboardClient(s.baseUrl)
    for (const c of await owner.context().cookies()) client.cookies.set(c.name, c.value)
    const form = { current: "wrong again 123", password: "whatever password", repeat: "whatever password" }
    const statuses: Array<number> = []
    let refused = await client.post("/dashboard/account/password", form, "/dashboard/account")
    while (refused.status !== 429 && statuses.length < 6) {
      statuses.push(refused.status)
      refused = await client.post("/dashboard/account/password", form, "/dashboard/account")
    }
    expect(statuses.every((status) => status === 400)).toBe(true)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0)
    expect(refused.text).toContain("Too many attempts")
  }, LONG)

  it("sets a new password through a reset link, which works once and not after it expires", async () => {
    const issue = () =>
      s.run(Effect.provide(resetPasswordReply(OWNER.email), PasswordResets.Default)).then((reply) => {
        expect(reply.ok).toBe(true)
        return new URL((reply as { reset_link: string }).reset_link)
      })
    const stale = await issue()
    const link = await issue()
    links.push(stale.href, link.href)
    const page = await newPage()
    await page.goto(`${s.baseUrl}${stale.pathname}${stale.search}`)
    expect(await heading(page)).toBe("This link no longer works")
    await page.goto(`${s.baseUrl}${link.pathname}${link.search}`)
    expect(await heading(page)).toBe("Set a new password")
    await page.getByLabel("New password").fill("reset password 42")
    await page.getByRole("button", { name: "Set password" }).click()
    await expect.poll(() => heading(page)).toBe("Account")
    expect(await page.getByRole("status").first().textContent()).toContain("Your new password is set")
    await owner.goto(`${s.baseUrl}/dashboard`)
    expect(new URL(owner.url()).pathname).toBe("/dashboard/sign-in")

    const expired = await issue()
    links.push(expired.href)
    await s.query("UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE used_at IS NULL")
    await page.goto(`${s.baseUrl}${expired.pathname}${expired.search}`)
    expect(await heading(page)).toBe("This link no longer works")
  }, LONG)

  it("stores links as digests and writes no link into the logs", async () => {
    const tokens = links.map((l) => new URL(l).searchParams.get("token")!)
    expect(tokens.length).toBeGreaterThanOrEqual(5)
    const stored = JSON.stringify(await s.query("SELECT digest FROM invites UNION ALL SELECT digest FROM password_resets"))
    for (const token of tokens) {
      expect(stored).not.toContain(token)
      expect(lines.filter((l) => l.includes(token))).toEqual([])
    }
  })
})
