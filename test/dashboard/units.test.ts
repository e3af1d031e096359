import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { decodeCursor, encodeCursor, readFilters } from "../../src/dashboard/activity/filters.js"
import { cookiePolicy } from "../../src/dashboard/auth/cookies.js"
import { hashPassword, verifyPassword } from "../../src/dashboard/auth/password.js"
import { niceMax } from "../../src/dashboard/charts/svg.js"
import { emptyDraft, toCreateBody } from "../../src/dashboard/evaluations/draft.js"
import { fieldFor } from "../../src/dashboard/evaluations/issues.js"
import { html } from "../../src/dashboard/http/html.js"
import { safeNext } from "../../src/dashboard/http/request.js"
import { toMessages } from "../../src/dashboard/playground/input.js"
import { highlightMessage } from "../../src/dashboard/views/highlight.js"

describe("dashboard building blocks", () => {
  it("escapes every interpolated string", () => {
    expect(html`<p title="${`"x" & <y>`}">${"<script>"}</p>`.value).toBe('<p title="&quot;x&quot; &amp; &lt;y&gt;">&lt;script&gt;</p>')
  })

  it("marks overlapping evidence with every detector that covers it", () => {
    const out = highlightMessage("I need it today, budget is 5k", [
      { detector: "urgency", messageIndex: 0, quote: "need it today" },
      { detector: "timeline", messageIndex: 0, quote: "today" },
      { detector: "budget", messageIndex: 0, quote: "not in the text" }
    ]).value
    expect(out).toContain('data-detectors="urgency" data-detector="urgency">need it </mark>')
    // One mark per detector, nested, each outer one a band wider: every detector stays visible.
    expect(out).toContain(
      '<mark class="hl-0 depth-1" title="urgency, timeline" data-detectors="urgency timeline" data-detector="urgency"><mark class="hl-0 depth-0" data-detector="timeline">today</mark></mark>'
    )
    expect(out).not.toContain('data-detectors="budget"')
  })

  it("builds the API's create body from the form, labelling examples by category", () => {
    const body = toCreateBody({
      ...emptyDraft,
      name: "Triage",
      template: "custom",
      detectors: [{ name: "topic", type: "classification", categories: "billing\ntechnical", examples: "billing: charged twice\nnote: not a category\nthe call at 10:30 failed", nonExamples: "", required: false }],
      triggers: [{ field: "topic", values: "billing, technical", required: true }]
    })
    expect(body).toEqual({
      name: "Triage",
      template: "custom",
      custom_detectors: [{ name: "topic", type: "classification", categories: ["billing", "technical"], examples: [{ text: "charged twice", category: "billing" }, { text: "not a category", category: "note" }, "the call at 10:30 failed"], required: false }],
      escalation: { triggers: [{ field: "topic", values: ["billing", "technical"], required: true }] }
    })
    expect(toCreateBody({ ...emptyDraft, name: "Sales", template: "lead_qualification", framework: "meddic" })).toEqual({ name: "Sales", template: "lead_qualification", framework: "meddic" })
  })

  it("points issue paths at form controls", () => {
    expect(fieldFor("custom_detectors[2].examples[0].category")).toBe("f-d2-examples")
    expect(fieldFor("escalation.triggers[1].values[0]")).toBe("f-t1-values")
    expect(fieldFor("standard_detectors[0]")).toBe("f-standard_detectors")
    expect(fieldFor("")).toBeNull()
  })

  it("splits a pasted transcript into turns", () => {
    expect(toMessages("transcript", "user: hi\nagent: hello\nhow can I help?\nUser: pricing?")).toEqual([
      { role: "user", content: "hi" },
      { role: "agent", content: "hello\nhow can I help?" },
      { role: "user", content: "pricing?" }
    ])
    expect(toMessages("form", "name: Ann\nbudget: 5k")).toEqual([{ role: "user", content: "name: Ann\nbudget: 5k" }])
  })

  it("reads every role alias of decisions §10 in a pasted transcript as the canonical role the API scores with", () => {
    expect(toMessages("transcript", "Customer: hi\nBot: hello\nvisitor: pricing?\nSYSTEM: note\nclient: ok")).toEqual([
      { role: "user", content: "hi" },
      { role: "agent", content: "hello" },
      { role: "user", content: "pricing?" },
      { role: "agent", content: "note" },
      { role: "user", content: "ok" }
    ])
  })

  it("round-trips feed cursors with microseconds and rejects anything else", () => {
    const cursor = { at: "2026-03-10T12:00:00.123456Z", id: "0b8f1f2e-8f43-4c1a-9d55-6f1b0c4b7f00" }
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor)
    expect(decodeCursor("garbage")).toBeNull()
    expect(readFilters(new URLSearchParams("status=QUALIFIED&mode=adhoc&from=2026-13-01&to=2026-03-09&evaluation=x"))).toEqual({
      evaluationId: null,
      status: "QUALIFIED",
      mode: "adhoc",
      from: null,
      to: "2026-03-09",
      q: null
    })
    expect(readFilters(new URLSearchParams("from=2026-02-30")).from).toBeNull()
  })

  it("only redirects within the dashboard", () => {
    expect(safeNext("/dashboard/keys?x=1")).toBe("/dashboard/keys?x=1")
    for (const bad of ["https://evil.test", "//evil.test", "/v1/evaluate", "/dashboardx", null]) expect(safeNext(bad)).toBe("/dashboard")
  })

  it("makes cookies Secure with __Host- names exactly when PUBLIC_URL is https", () => {
    expect(cookiePolicy("https://assay.example.com")).toEqual({ secure: true, session: "__Host-assay_session", anonymous: "__Host-assay_csrf" })
    expect(cookiePolicy("http://localhost:8080")).toEqual({ secure: false, session: "assay_session", anonymous: "assay_csrf" })
  })

  it("hashes passwords with scrypt and verifies them", async () => {
    const stored = await Effect.runPromise(hashPassword("correct horse battery"))
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$/)
    expect(await Effect.runPromise(verifyPassword("correct horse battery", stored))).toBe(true)
    expect(await Effect.runPromise(verifyPassword("correct horse batterY", stored))).toBe(false)
  })

  it("rounds chart scales up to 1, 2, 2.5 or 5 times a power of ten", () => {
    expect([0, 3, 7, 10, 19, 230, 1001].map(niceMax)).toEqual([4, 4, 8, 12, 20, 240, 1200])
  })
})
