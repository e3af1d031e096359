// The pure pieces of the model scorer: prompt and schema, logprob alignment, retry-after.
import { createHash } from "node:crypto"
import { describe, expect, it } from "vitest"
import type { Manifest } from "../../src/domain/types.js"
import { retryAfterMs } from "../../src/scoring/openai/failures.js"
import { logprobConfidence, valueSpans } from "../../src/scoring/openai/logprobs.js"
import { compilePrompt, conversationMessage, PROMPT_VERSION } from "../../src/scoring/openai/prompt.js"
import { classification, custom, manifestOf, presence } from "../domain/fixtures.js"

const templates: ReadonlyArray<[string, Manifest]> = [
  ["intent_detect", manifestOf({ template: "intent_detect", standard_detectors: ["pricing_interest", "purchase_interest", "urgency", "not_interested", "needs_human"] })],
  ["bant", manifestOf({ template: "lead_qualification", framework: "bant" })],
  ["meddic", manifestOf({ template: "lead_qualification", framework: "meddic" })],
  ["support_triage", manifestOf({ template: "support_triage" })],
  ["custom", manifestOf(custom([classification("tone", ["calm", "angry"]), presence("refund_request")]))]
]

/** Every object of a strict schema lists all its properties as required and allows no others. */
const strictObjects = (schema: any, path = "$"): Array<string> => {
  if (schema === null || typeof schema !== "object") return []
  const here =
    schema.type === "object" &&
    (schema.additionalProperties !== false || JSON.stringify([...schema.required].sort()) !== JSON.stringify(Object.keys(schema.properties).sort()))
      ? [path]
      : []
  return [...here, ...Object.entries(schema).flatMap(([k, v]) => strictObjects(v, `${path}.${k}`))]
}

describe("compilePrompt", () => {
  it.each(templates)("%s: a strict schema over exactly the manifest's detectors", (_, manifest) => {
    const { schema, system } = compilePrompt(manifest)
    expect(strictObjects(schema)).toEqual([])
    expect(Object.keys((schema as any).properties)).toEqual(manifest.detectors.map((d) => d.name))
    for (const d of manifest.detectors) expect(system).toContain(`- ${d.name} (${d.kind}`)
    expect(system).toContain('Only messages whose role is "user" count')
    expect(system).toContain("set negated to true and found to false")
    expect(system).toContain("exact substring")
  })

  it("is deterministic, so the system prompt is a cacheable prefix", () => {
    const m = templates[1]![1]
    expect(compilePrompt(m)).toEqual(compilePrompt(m))
  })

  it("bounds the examples shown per detector and still covers every category", () => {
    const examples = Array.from({ length: 300 }, (_, i) => ({ text: `example number ${i}`, category: i % 3 === 0 ? "a" : i % 3 === 1 ? "b" : "c" }))
    const { system } = compilePrompt(manifestOf(custom([classification("kind", ["a", "b", "c"], { examples })])))
    expect(system.match(/example number/g)).toHaveLength(12)
    for (const c of ["a", "b", "c"]) expect(system).toContain(`→ "${c}"`)
  })
})

describe("logprob confidence", () => {
  const content = '{"budget":{"found":true,"value":"😀 ok"}}'

  it("locates every primitive value by path", () => {
    const spans = valueSpans(content)
    const at = (path: string) => content.slice(...spans.get(path)!)
    expect(at("budget/found")).toBe("true")
    expect(at("budget/value")).toBe('"😀 ok"')
  })

  it("multiplies the probabilities of the tokens of one value, across split multi-byte characters", () => {
    const emoji = [...Buffer.from("😀", "utf8")]
    const tokens = [
      { token: '{"budget":{"found":', bytes: null, logprob: 0 },
      { token: "true", bytes: null, logprob: Math.log(0.8) },
      { token: ',"value":"', bytes: null, logprob: 0 },
      { token: "bytes:\\xf0\\x9f", bytes: emoji.slice(0, 2), logprob: Math.log(0.5) },
      { token: "bytes:\\x98\\x80", bytes: emoji.slice(2), logprob: Math.log(0.5) },
      { token: ' ok"}}', bytes: null, logprob: 0 }
    ]
    const p = logprobConfidence(content, tokens)!
    expect(p("budget/found")).toBeCloseTo(0.8)
    expect(p("budget/value")).toBeCloseTo(0.25)
    expect(p("budget/missing")).toBeNull()
  })

  it("gives up (null) when the tokens do not add up to the content", () => {
    expect(logprobConfidence(content, [{ token: "{", bytes: null, logprob: 0 }])).toBeNull()
    expect(logprobConfidence(content, null)).toBeNull()
  })
})

describe("retryAfterMs", () => {
  const h = (entries: Record<string, string>) => new Headers(entries)
  it.each([
    [{ "retry-after-ms": "250", "retry-after": "9" }, 250],
    [{ "retry-after": "2" }, 2000],
    [{ "retry-after": "Thu, 01 Jan 2099 00:00:10 GMT" }, Date.parse("Thu, 01 Jan 2099 00:00:10 GMT") - Date.parse("Thu, 01 Jan 2099 00:00:00 GMT")],
    [{ "retry-after": "soon" }, null],
    [{}, null]
  ])("%j → %s", (headers, expected) => {
    expect(retryAfterMs(h(headers), Date.parse("Thu, 01 Jan 2099 00:00:00 GMT"))).toBe(expected)
  })
})

describe("conversationMessage", () => {
  it("names each message by the canonical role the rules speak of, whatever alias the caller used (decisions §10)", () => {
    const text = conversationMessage([
      { role: "Customer", content: "We have $30k." },
      { role: "assistant", content: "Great." },
      { role: "SYSTEM", content: "Note." }
    ])
    const { messages } = JSON.parse(text.slice(text.indexOf("\n") + 1)) as { messages: Array<{ role: string }> }
    expect(messages.map((m) => m.role)).toEqual(["user", "agent", "agent"])
  })
})

describe("PROMPT_VERSION", () => {
  // Evaluations store their compiled prompt; a build whose compiler writes a different prompt
  // for the same rubric must raise PROMPT_VERSION, or stored prompts would be sent stale. When
  // this fails after a deliberate change to prompt.ts or answerSchema.ts: raise the version and
  // record the new digest beside it.
  it("names the compiler's output: the same version always means the same prompt", () => {
    const rubric = manifestOf(
      custom([
        classification("tone", ["calm", "angry"], { examples: [{ text: "this is unacceptable", category: "angry" }] }),
        presence("refund_request", { examples: ["I want my money back"], non_examples: ["thanks, all good"] })
      ])
    )
    const digest = createHash("sha256").update(JSON.stringify(compilePrompt(rubric))).digest("hex").slice(0, 16)
    expect({ version: PROMPT_VERSION, digest }).toEqual({ version: 2, digest: "26134ebd028da408" })
  })
})
