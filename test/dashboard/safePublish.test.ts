// Safe publishing in the dashboard (docs/decisions.md, "Safe publishing"), over HTTP on both
// databases: one tried draft publishes one version however often it is posted, even at once; a
// draft whose editing began before a newer version was published gets a warning page instead of
// silently replacing it, and only an explicit confirmation of that newer version publishes it.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { DashboardClient, type Page } from "../support/dashboard.js"
import { backends } from "../support/database.js"
import { startServer, type TestServer } from "../support/server.js"

const refundForm = { name: "Refunds", template: "custom", "d0.name": "refund_request", "d0.type": "presence", "d0.examples": "I want my money back", "d0.required": "1" }
/** A draft with one more detector; `n` tells drafts apart. */
const draftForm = (n: number) => ({
  ...refundForm,
  "d1.name": `invoice_request_${n}`,
  "d1.type": "presence",
  "d1.examples": "please send me a copy of the invoice",
  "d1.required": "1"
})

describe.each(backends)("safe publishing in the dashboard on %s", (backend) => {
  let s: TestServer
  let lead: DashboardClient
  let stranger: DashboardClient
  let evaluationId = ""
  let strangerEvaluationId = ""

  const base = () => `/dashboard/evaluations/${evaluationId}`
  const versions = async () =>
    (await s.query<{ version: number }>("SELECT version FROM evaluation_versions WHERE evaluation_id = $1 ORDER BY version", evaluationId)).map((r) => r.version)
  const detectorsOf = async (version: number) =>
    (
      await s.query<{ definition: { custom_detectors: Array<{ name: string }> } }>(
        "SELECT definition FROM evaluation_versions WHERE evaluation_id = $1 AND version = $2",
        evaluationId,
        version
      )
    )[0]!.definition.custom_detectors.map((d) => d.name)

  const createEvaluation = async (client: DashboardClient) => {
    const page = await client.post("/dashboard/evaluations", refundForm, "/dashboard/evaluations/new")
    expect(page.status).toBe(303)
    return /evaluations\/([0-9a-f-]{36})/.exec(page.location!)![1]!
  }

  /** The base version the edit form carries, as a browser would post it back. */
  const baseInForm = (page: Page) => /name="base_version" value="(\d+)"/.exec(page.text)?.[1]

  /** Tries a draft from an edit page already opened, and returns the tried draft's replay id. */
  const tryFrom = async (edit: Page, n: number) => {
    const tried = await lead.request("POST", `${base()}/try`, { _csrf: DashboardClient.csrf(edit), base_version: baseInForm(edit)!, ...draftForm(n) })
    expect(tried.status).toBe(303)
    return /tries\/([0-9a-f-]{36})$/.exec(tried.location!)![1]!
  }
  const publish = (replayId: string, extra: Record<string, string> = {}) => lead.post(`${base()}/publish`, { replay_id: replayId, ...extra }, `${base()}/tries/${replayId}`)

  beforeAll(async () => {
    s = await startServer(backend)
    lead = new DashboardClient(s.baseUrl)
    await lead.signUp("Lead Co", "lead@publish.test")
    evaluationId = await createEvaluation(lead)
    stranger = new DashboardClient(s.baseUrl)
    await stranger.signUp("Other Co", "other@publish.test")
    strangerEvaluationId = await createEvaluation(stranger)
  })
  afterAll(() => s.close())

  it("publishes a tried draft once: posting it again lands on the version the first made, with a notice", async () => {
    const replayId = await tryFrom(await lead.get(`${base()}/edit`), 1)
    const first = await publish(replayId)
    expect(first.status).toBe(303)
    expect(first.location).toBe(`${base()}?published=2`)
    const again = await publish(replayId)
    expect(again.status).toBe(303)
    expect(again.location).toBe(`${base()}/versions/2?already=1`)
    const landed = await lead.get(again.location!)
    expect(landed.status).toBe(200)
    expect(landed.text).toContain("This tried draft was already published as version 2; publishing it again made no new version.")
    expect(landed.text).toContain('<dd id="version-number">2 of 2</dd>')
    expect(await versions()).toEqual([1, 2])
  })

  it("makes one version of one tried draft posted several times at once", async () => {
    const replayId = await tryFrom(await lead.get(`${base()}/edit`), 2)
    const csrf = DashboardClient.csrf(await lead.get(`${base()}/tries/${replayId}`))
    const answers = await Promise.all(Array.from({ length: 4 }, () => lead.request("POST", `${base()}/publish`, { _csrf: csrf, replay_id: replayId })))
    expect(answers.map((a) => a.status)).toEqual([303, 303, 303, 303])
    expect(answers.map((a) => a.location).sort()).toEqual([
      `${base()}/versions/3?already=1`,
      `${base()}/versions/3?already=1`,
      `${base()}/versions/3?already=1`,
      `${base()}?published=3`
    ])
    expect(await versions()).toEqual([1, 2, 3])
    expect(await detectorsOf(3)).toEqual(["refund_request", "invoice_request_2"])
  })

  it("makes one version of a draft with no base version (tried before migration 0025) posted at once: the unique constraint alone holds", async () => {
    const replayId = await tryFrom(await lead.get(`${base()}/edit`), 7)
    await s.query("UPDATE replays SET base_version = NULL WHERE id = $1", replayId)
    const csrf = DashboardClient.csrf(await lead.get(`${base()}/tries/${replayId}`))
    const answers = await Promise.all(Array.from({ length: 4 }, () => lead.request("POST", `${base()}/publish`, { _csrf: csrf, replay_id: replayId })))
    expect(answers.filter((a) => a.location === `${base()}?published=4`)).toHaveLength(1)
    expect(answers.filter((a) => a.location === `${base()}/versions/4?already=1`)).toHaveLength(3)
    expect(await versions()).toEqual([1, 2, 3, 4])
    // The number a losing insert took was given back with its statement: no gap, no stray latest.
    expect((await s.query<{ v: number }>("SELECT latest_version AS v FROM evaluations WHERE id = $1", evaluationId))[0]!.v).toBe(4)
  })

  it("warns instead of publishing over a version published after the editing began, and publishes only on confirmation", async () => {
    // A opens the editor on version 4 …
    const editA = await lead.get(`${base()}/edit`)
    expect(baseInForm(editA)).toBe("4")
    // … meanwhile version 5 is published from another draft …
    expect((await publish(await tryFrom(await lead.get(`${base()}/edit`), 3))).location).toBe(`${base()}?published=5`)
    // … then A tries and publishes.
    const replayA = await tryFrom(editA, 4)
    const tried = await lead.get(`${base()}/tries/${replayA}`)
    expect(tried.text).toContain("Version 5 was published after you started editing from version 4")

    const warned = await publish(replayA)
    expect(warned.status).toBe(409)
    expect(warned.text).toMatch(
      /Version 5 was published by <strong>lead@publish\.test<\/strong> at <time datetime="[^"]+">\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC<\/time> after you started editing from version 4\./
    )
    expect(warned.text).toContain('<input type="hidden" name="publish_over" value="5">')
    expect(warned.text).toContain("Publish anyway as version 6")
    expect(warned.text).toContain(`href="${base()}/versions/5"`)
    // A forged post without the confirmation gets the same page, and publishes nothing.
    const forged = await lead.request("POST", `${base()}/publish`, { _csrf: DashboardClient.csrf(warned), replay_id: replayA })
    expect(forged.status).toBe(409)
    expect(forged.text).toContain("after you started editing from version 4")
    expect(await versions()).toEqual([1, 2, 3, 4, 5])

    // A confirmation of version 5 does not cover a version 6 published since: warned again, naming it.
    expect((await publish(await tryFrom(await lead.get(`${base()}/edit`), 5))).location).toBe(`${base()}?published=6`)
    const again = await publish(replayA, { publish_over: "5" })
    expect(again.status).toBe(409)
    expect(again.text).toContain("Versions 5 to 6 were published after you started editing from version 4; the latest, version 6, by")
    expect(again.text).toContain('name="publish_over" value="6"')

    const confirmed = await publish(replayA, { publish_over: "6" })
    expect(confirmed.status).toBe(303)
    expect(confirmed.location).toBe(`${base()}?published=7`)
    expect(await versions()).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(await detectorsOf(7)).toEqual(["refund_request", "invoice_request_4"])
    // Posting the confirmed draft again is the idempotent case, not a new warning.
    expect((await publish(replayA, { publish_over: "6" })).location).toBe(`${base()}/versions/7?already=1`)
  })

  it("keeps another organization out: its ids are 404 and nothing is published", async () => {
    const replayId = await tryFrom(await lead.get(`${base()}/edit`), 6)
    const before = await versions()
    for (const [path, from] of [
      [`${base()}/publish`, "/dashboard/evaluations"],
      [`/dashboard/evaluations/${strangerEvaluationId}/publish`, `/dashboard/evaluations/${strangerEvaluationId}`]
    ] as const) {
      for (const extra of [{}, { publish_over: String(before.length) }]) {
        expect((await stranger.post(path, { replay_id: replayId, ...extra }, from)).status, path).toBe(404)
      }
    }
    expect((await stranger.get(`${base()}/versions/7?already=1`)).status).toBe(404)
    expect(await versions()).toEqual(before)
    expect((await s.query<{ v: number }>("SELECT latest_version AS v FROM evaluations WHERE id = $1", strangerEvaluationId))[0]!.v).toBe(1)
  })
})
