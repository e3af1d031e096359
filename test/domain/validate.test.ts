import { describe, expect, it } from "vitest"
import { validateCriteria, validateInput, validateServiceGuide } from "../../src/domain/validate.js"
import { classification, criteria, custom, presence } from "./fixtures.js"

const paths = (body: unknown) => validateCriteria(criteria(body)).map((i) => i.path)

describe("validateCriteria: templates", () => {
  it("accepts a valid criteria object of every template", () => {
    expect(paths({ template: "intent_detect", standard_detectors: ["pricing_interest", "needs_human"] })).toEqual([])
    expect(paths({ template: "lead_qualification", framework: "meddic" })).toEqual([])
    expect(paths({ template: "support_triage" })).toEqual([])
    expect(paths(custom([presence("budget"), classification("topic", ["billing", "refund"])]))).toEqual([])
  })

  it("requires the template's own field", () => {
    expect(paths({ template: "intent_detect" })).toEqual(["standard_detectors"])
    expect(paths({ template: "lead_qualification" })).toEqual(["framework"])
    expect(paths({ template: "custom" })).toEqual(["custom_detectors"])
  })

  it("rejects fields that belong to another template", () => {
    expect(paths({ template: "custom", framework: "bant", custom_detectors: [presence("a")] })).toEqual(["framework"])
    expect(paths({ template: "support_triage", standard_detectors: ["urgency"] })).toEqual(["standard_detectors"])
    expect(paths({ template: "lead_qualification", framework: "bant", custom_detectors: [presence("a")] })).toEqual([
      "custom_detectors"
    ])
    expect(paths({ template: "intent_detect", standard_detectors: ["urgency"], framework: "champ" })).toEqual(["framework"])
  })

  it("allows escalation on the custom template only", () => {
    const escalation = { triggers: [{ field: "a" }] }
    expect(paths({ template: "support_triage", escalation })).toEqual(["escalation"])
    expect(paths({ template: "lead_qualification", framework: "bant", escalation })).toEqual(["escalation"])
    expect(paths(custom([presence("a")], { escalation }))).toEqual([])
    const [issue] = validateCriteria(criteria({ template: "support_triage", escalation }))
    expect(issue?.message).toBe("escalation is only allowed when template is custom, not support_triage.")
  })

  it("checks standard detectors: at least one, known, unique", () => {
    expect(paths({ template: "intent_detect", standard_detectors: [] })).toEqual(["standard_detectors"])
    expect(paths({ template: "intent_detect", standard_detectors: ["urgency", "budget"] })).toEqual(["standard_detectors[1]"])
    expect(paths({ template: "intent_detect", standard_detectors: ["urgency", "pricing_interest", "urgency"] })).toEqual([
      "standard_detectors[2]"
    ])
  })
})

describe("validateCriteria: custom detectors", () => {
  it("requires at least one detector and at most 50", () => {
    expect(paths(custom([]))).toEqual(["custom_detectors"])
    const many = Array.from({ length: 51 }, (_, i) => presence(`d${i}`))
    expect(paths(custom(many))).toEqual(["custom_detectors"])
    expect(paths(custom(many.slice(0, 50)))).toEqual([])
  })

  it("checks detector names against the pattern and for duplicates", () => {
    expect(paths(custom([presence("Budget"), presence("1x"), presence("a".repeat(65)), presence("ok_1")]))).toEqual([
      "custom_detectors[0].name",
      "custom_detectors[1].name",
      "custom_detectors[2].name"
    ])
    expect(paths(custom([presence("a".repeat(64))]))).toEqual([])
    const issues = validateCriteria(custom([presence("x"), presence("y"), presence("x")]))
    expect(issues).toEqual([
      { path: "custom_detectors[2].name", message: 'The detector name "x" is already used by custom_detectors[0].' }
    ])
  })

  it("requires 2 to 200 unique, non-empty categories on classification detectors", () => {
    expect(paths(custom([presence("a", { type: "classification" })]))).toEqual(["custom_detectors[0].categories"])
    expect(paths(custom([classification("a", ["only"])]))).toEqual(["custom_detectors[0].categories"])
    const tooMany = Array.from({ length: 201 }, (_, i) => `c${i}`)
    expect(paths(custom([classification("a", tooMany)]))).toEqual(["custom_detectors[0].categories"])
    expect(paths(custom([classification("a", tooMany.slice(0, 200))]))).toEqual([])
    expect(paths(custom([presence("z"), classification("a", ["x", " ", "x"])]))).toEqual([
      "custom_detectors[1].categories[1]",
      "custom_detectors[1].categories[2]"
    ])
  })

  it("rejects categories on a presence detector", () => {
    expect(paths(custom([presence("a", { categories: ["x", "y"] })]))).toEqual(["custom_detectors[0].categories"])
  })

  it("requires 1 to 3000 examples of 1 to 500 characters per detector", () => {
    expect(paths(custom([presence("a", { examples: [] })]))).toEqual(["custom_detectors[0].examples"])
    const most = Array.from({ length: 3000 }, (_, i) => `phrase ${i}`)
    expect(paths(custom([presence("a", { examples: most })]))).toEqual([])
    expect(paths(custom([presence("a", { examples: [...most, "one more"] })]))).toEqual(["custom_detectors[0].examples"])
    const examples = ["ok", "", "x".repeat(501), "y".repeat(500), "  ", { text: "" }]
    expect(paths(custom([presence("a", { examples })]))).toEqual([
      "custom_detectors[0].examples[1]",
      "custom_detectors[0].examples[2]",
      "custom_detectors[0].examples[4]",
      "custom_detectors[0].examples[5].text"
    ])
  })

  it("counts characters as code points", () => {
    expect(paths(custom([presence("a", { examples: ["😀".repeat(500)] })]))).toEqual([])
  })

  it("allows at most 6000 examples per evaluation", () => {
    const examples = (d: number) => Array.from({ length: 3000 }, (_, i) => `d${d} phrase ${i}`)
    const two = [presence("a", { examples: examples(1) }), presence("b", { examples: examples(2) })]
    expect(paths(custom(two))).toEqual([])
    expect(paths(custom([...two, presence("c")]))).toEqual(["custom_detectors"])
  })

  it("checks the category of labelled examples", () => {
    const topic = classification("topic", ["billing", "refund"], {
      examples: ["plain", { text: "a", category: "billing" }, { text: "b", category: "shipping" }, { text: "c" }]
    })
    expect(paths(custom([topic]))).toEqual(["custom_detectors[0].examples[2].category"])
    const flag = presence("flag", { examples: [{ text: "a", category: "billing" }, { text: "b" }, { text: "c", category: null }] })
    expect(paths(custom([flag]))).toEqual(["custom_detectors[0].examples[0].category"])
  })

  it("rejects non_examples on a classification detector, pointing at them", () => {
    const issues = validateCriteria(custom([presence("a"), classification("b", ["x", "y"], { non_examples: ["no"] })]))
    expect(issues.map((i) => i.path)).toEqual(["custom_detectors[1].non_examples"])
    expect(issues[0]?.message).toContain("catch-all category")
    expect(paths(custom([classification("b", ["x", "y"], { non_examples: [] })]))).toEqual(["custom_detectors[0].non_examples"])
  })

  it("checks the non_examples of a presence detector like examples", () => {
    expect(paths(custom([presence("a", { non_examples: ["fine", "", "z".repeat(501)] })]))).toEqual([
      "custom_detectors[0].non_examples[1]",
      "custom_detectors[0].non_examples[2]"
    ])
  })

  it("reports every issue at once", () => {
    const body = custom([presence("Bad", { examples: [] }), classification("b", ["x"], { non_examples: ["n"] })], {
      framework: "bant"
    })
    expect(paths(body)).toEqual([
      "framework",
      "custom_detectors[0].name",
      "custom_detectors[0].examples",
      "custom_detectors[1].categories",
      "custom_detectors[1].non_examples"
    ])
  })
})

describe("validateCriteria: escalation", () => {
  const detectors = [presence("angry"), classification("topic", ["billing", "refund", "other"])]
  const withTriggers = (triggers: ReadonlyArray<unknown>) => paths(custom(detectors, { escalation: { triggers } }))

  it("accepts triggers on presence and classification detectors", () => {
    expect(withTriggers([{ field: "angry", required: true }, { field: "topic", values: ["refund", "billing"] }])).toEqual([])
  })

  it("requires at least one trigger", () => {
    expect(withTriggers([])).toEqual(["escalation.triggers"])
  })

  it("requires the field to name a custom detector", () => {
    expect(withTriggers([{ field: "angry" }, { field: "budget" }])).toEqual(["escalation.triggers[1].field"])
  })

  it("requires values, a subset of the categories, on classification triggers", () => {
    expect(withTriggers([{ field: "topic" }])).toEqual(["escalation.triggers[0].values"])
    expect(withTriggers([{ field: "topic", values: [] }])).toEqual(["escalation.triggers[0].values"])
    expect(withTriggers([{ field: "angry" }, { field: "topic", values: ["refund", "shipping"] }])).toEqual([
      "escalation.triggers[1].values[1]"
    ])
  })

  it("requires values to be omitted on presence triggers", () => {
    expect(withTriggers([{ field: "angry", values: ["yes"] }])).toEqual(["escalation.triggers[0].values"])
  })
})

describe("validateInput", () => {
  const message = (content: string) => ({ role: "user", content })

  it("accepts 1 to 200 messages of 1 to 32000 characters", () => {
    expect(validateInput([message("hi")])).toEqual([])
    expect(validateInput(Array.from({ length: 200 }, () => message("x".repeat(32000))))).toEqual([])
  })

  it("rejects no message and more than 200", () => {
    expect(validateInput([]).map((i) => i.path)).toEqual(["input"])
    expect(validateInput(Array.from({ length: 201 }, () => message("x"))).map((i) => i.path)).toEqual(["input"])
  })

  it("points at the offending content", () => {
    const input = [message("a"), message("b"), message("c"), message(""), message("x".repeat(32001))]
    expect(validateInput(input).map((i) => i.path)).toEqual(["input[3].content", "input[4].content"])
  })

  it("checks the role length", () => {
    expect(validateInput([{ role: "", content: "x" }, { role: "r".repeat(33), content: "x" }]).map((i) => i.path)).toEqual([
      "input[0].role",
      "input[1].role"
    ])
  })

  it("accepts every role of decisions §10 in any letter case, and refuses any other with the accepted list", () => {
    const roles = ["user", "Customer", "HUMAN", "client", "visitor", "agent", "Assistant", "bot", "OPERATOR", "system"]
    expect(validateInput(roles.map((role) => ({ role, content: "x" })))).toEqual([])
    const issues = validateInput([message("hi"), { role: "moderator", content: "x" }])
    expect(issues).toEqual([{ path: "input[1].role", message: expect.stringContaining("user, customer, human, client or visitor") }])
    expect(issues[0]!.message).toContain("agent, assistant, bot, operator or system")
  })

  it("refuses an input with no customer message", () => {
    expect(validateInput([{ role: "agent", content: "x" }, { role: "system", content: "y" }])).toEqual([
      { path: "input", message: expect.stringMatching(/^At least one message must be the customer's/) }
    ])
  })
})

describe("validateServiceGuide", () => {
  it("accepts up to 200 printable characters, Unicode included", () => {
    expect(validateServiceGuide("Acme onboarding guide v2 (café) — 🚀")).toEqual([])
    expect(validateServiceGuide("g".repeat(200))).toEqual([])
    expect(validateServiceGuide("")).toEqual([])
  })

  it("rejects longer values and control or formatting characters", () => {
    expect(validateServiceGuide("g".repeat(201)).map((i) => i.path)).toEqual(["X-Service-Guide"])
    for (const bad of ["tab\there", "new\nline", "bell\u0007", "del\u007f", "bidi\u202eflip", "nul\u0000"]) {
      expect(validateServiceGuide(bad), JSON.stringify(bad)).toHaveLength(1)
    }
  })
})
