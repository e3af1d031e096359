// The example limits of decisions §6 (raised 2026-11-26): 1 to 3,000 examples per detector,
// 6,000 per evaluation, the 256 KiB body limit still in force; a 150-category, 1,500-example
// intent router is a normal evaluation. Create time is measured by `npm run bench:stall`, not here.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { call } from "../support/client.js"
import { backends } from "../support/database.js"
import { startWithEvaluation } from "../support/server.js"

const SYLLABLES = ["ka", "lo", "mi", "ru", "te", "zo", "vi", "ne", "pa", "su", "do", "gi", "ba", "fe"]
/** A made-up word per number: category k is the only one that talks about thing k. */
const word = (n: number) => SYLLABLES[n % 14]! + SYLLABLES[Math.floor(n / 14) % 14]! + SYLLABLES[(n * 5 + 3) % 14]!
const TEMPLATES = [
  (w: string) => `I need help with my ${w}`,
  (w: string) => `the ${w} stopped working yesterday`,
  (w: string) => `can you tell me how the ${w} works`,
  (w: string) => `where do I find the ${w} settings`,
  (w: string) => `my ${w} shows an error`,
  (w: string) => `is there a way to reset the ${w}`,
  (w: string) => `question about a ${w} please`,
  (w: string) => `who can look at our ${w}`,
  (w: string) => `the ${w} is slower than last week`,
  (w: string) => `we would like to change the ${w}`
]

const router = (categories: number, perCategory: number) => ({
  name: "Intent router",
  template: "custom",
  custom_detectors: [
    {
      name: "intent",
      type: "classification",
      categories: Array.from({ length: categories }, (_, k) => `topic_${k}`),
      examples: Array.from({ length: categories }, (_, k) =>
        TEMPLATES.slice(0, perCategory).map((t) => ({ text: t(word(k)), category: `topic_${k}` }))
      ).flat()
    }
  ]
})

const phrases = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix} ${i}`)

describe.each(backends)("example limits of decisions §6 on %s", (backend) => {
  let t: Awaited<ReturnType<typeof startWithEvaluation>>
  beforeAll(async () => {
    t = await startWithEvaluation(backend)
  })
  afterAll(() => t.s.close())

  const create = (body: unknown) => call(t.s.baseUrl, "POST", "/v1/evaluations", { token: t.key, body })
  const count = async () => (await t.s.query<{ n: number }>("SELECT count(*)::int AS n FROM evaluations"))[0]!.n

  it("creates a 150-category, 1,500-example router and routes a new sentence to its category", async () => {
    const body = router(150, 10)
    expect(body.custom_detectors[0]!.examples).toHaveLength(1500)
    const created = await create(body)
    expect(created.status).toBe(201)
    expect(created.body.detector_names).toEqual(["intent"])
    const result = await call(t.s.baseUrl, "POST", "/v1/evaluate", {
      token: t.key,
      body: {
        evaluation_id: created.body.evaluation_id,
        input_type: "ticket",
        input: [{ role: "user", content: `Hello, our ${word(42)} keeps failing since the update.` }]
      }
    })
    expect(result.status).toBe(200)
    expect(result.body.extracted_fields.intent).toMatchObject({ found: true, value: "topic_42" })
  }, 300_000)

  it("accepts 3,000 examples on one detector", async () => {
    const examples = [...phrases(1500, "refund my order"), ...phrases(1500, "track my parcel")].map((text) => ({
      text,
      category: text.startsWith("refund") ? "refund" : "tracking"
    }))
    const created = await create({
      name: "Many examples",
      template: "custom",
      custom_detectors: [{ name: "topic", type: "classification", categories: ["refund", "tracking"], examples }]
    })
    expect(created.status).toBe(201)
  }, 300_000)

  it("refuses 3,001 examples on one detector with the path and the limit, and stores nothing", async () => {
    const before = await count()
    const res = await create({
      name: "Too many",
      template: "custom",
      custom_detectors: [{ name: "topic", type: "presence", examples: phrases(3001, "p") }]
    })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      code: "VALIDATION_ERROR",
      message: expect.any(String),
      issues: [{ path: "custom_detectors[0].examples", message: "A detector may have at most 3000 examples; it has 3001." }]
    })
    expect(await count()).toBe(before)
  })

  it("refuses 6,001 examples in one evaluation, each detector within its own limit", async () => {
    const res = await create({
      name: "Too many in all",
      template: "custom",
      custom_detectors: [
        { name: "a", type: "presence", examples: phrases(3000, "a") },
        { name: "b", type: "presence", examples: phrases(3000, "b") },
        { name: "c", type: "presence", examples: ["c"] }
      ]
    })
    expect(res.status).toBe(400)
    expect(res.body.issues).toEqual([{ path: "custom_detectors", message: "An evaluation may have at most 6000 examples in all; it has 6001." }])
  })

  it("refuses 3,001 non_examples on one detector", async () => {
    const res = await create({
      name: "Too many negatives",
      template: "custom",
      custom_detectors: [{ name: "a", type: "presence", examples: ["a"], non_examples: phrases(3001, "n") }]
    })
    expect(res.status).toBe(400)
    expect(res.body.issues.map((i: { path: string }) => i.path)).toEqual(["custom_detectors[0].non_examples"])
  })

  it("answers 413 for examples within their limits in a body over 256 KiB", async () => {
    const long = (i: number) => `${i} ${"a fairly long example sentence about an order ".repeat(4)}`
    const res = await create({
      name: "Too big",
      template: "custom",
      custom_detectors: [{ name: "a", type: "presence", examples: Array.from({ length: 2000 }, (_, i) => long(i)) }]
    })
    expect(res.status).toBe(413)
    expect(res.body).toEqual({ code: "PAYLOAD_TOO_LARGE", message: expect.any(String), limitBytes: 262144 })
  })
})
