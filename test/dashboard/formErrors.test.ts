import { describe, expect, it } from "vitest"
import { emptyDraft, example, exampleLine, toCreateBody } from "../../src/dashboard/evaluations/draft.js"
import { failureLabel, fieldLabel, inlineMessage, readableMessage } from "../../src/dashboard/evaluations/formErrors.js"

describe("the evaluation form's words for the API's paths", () => {
  it.each([
    ["name", "Name"],
    ["", "The form"],
    ["custom_detectors", "Custom detectors"],
    ["custom_detectors[0]", "Detector 1"],
    ["custom_detectors[0].name", "Detector 1 name"],
    ["custom_detectors[3].non_examples", "Detector 4 non-examples"],
    ["custom_detectors[1].examples[2]", "Detector 2, example 3"],
    ["custom_detectors[1].examples[2].category", "Detector 2, example 3"],
    ["custom_detectors[1].categories[0]", "Detector 2, category 1"],
    ["escalation.triggers[0].field", "Trigger 1 detector"],
    ["escalation.triggers[1].values[0]", "Trigger 2, value 1"],
    ["standard_detectors", "Standard detectors"]
  ])("%s reads as %s", (path, label) => {
    expect(fieldLabel(path)).toBe(label)
  })

  it("rewords the paths inside messages", () => {
    expect(readableMessage('The detector name "a" is already used by custom_detectors[0].')).toBe('The detector name "a" is already used by detector 1.')
    expect(readableMessage("non_examples is not allowed on a classification detector")).toBe("non-examples is not allowed on a classification detector")
    expect(readableMessage("escalation.triggers must list at least 1 trigger.")).toBe("escalation triggers must list at least 1 trigger.")
  })

  it("names the line of a text area next to it", () => {
    expect(inlineMessage({ path: "custom_detectors[0].examples[1].category", message: "Not a category." })).toBe("Example 2: Not a category.")
    expect(inlineMessage({ path: "custom_detectors[0].name", message: "Bad name." })).toBe("Bad name.")
  })

  it("places a failed example assertion on its detector and line", () => {
    const draft = {
      ...emptyDraft,
      detectors: [{ name: "topic", type: "classification", categories: "billing\nrefund", examples: "an invoice\n\nrefund: money back", nonExamples: "", required: true }]
    }
    expect(failureLabel({ detector: "topic", example: "money back", expected: "refund", got: "billing" }, draft)).toBe("Detector 1 (topic), example 2")
    expect(failureLabel({ detector: "gone", example: "x", expected: "found", got: "not found" }, draft)).toBe("gone")
  })
})

describe("labelled classification examples", () => {
  const categories = ["billing", "refund", "account access"]

  it("labels a line with one of the categories", () => {
    expect(example("refund: I want my money back", categories)).toEqual({ text: "I want my money back", category: "refund" })
    expect(example("account access: I am locked out", categories)).toEqual({ text: "I am locked out", category: "account access" })
  })

  it("sends a one-word label that is not a category as a label, for the API to refuse", () => {
    expect(example("refunds: I want my money back", categories)).toEqual({ text: "I want my money back", category: "refunds" })
  })

  it("keeps a colon inside an unlabelled sentence", () => {
    expect(example("the meeting is at 10:30, can we move it", categories)).toBe("the meeting is at 10:30, can we move it")
    expect(example("no colon here", categories)).toBe("no colon here")
    // A word glued to what follows the colon is not a label: an address, a time, a ratio.
    expect(example("https://status.example.org says all is well", categories)).toBe("https://status.example.org says all is well")
    expect(example("10:30 suits me better", categories)).toBe("10:30 suits me better")
  })

  it("reads a line starting with a colon as unlabelled, whatever follows", () => {
    expect(example(": Fwd: the parcel never came", categories)).toBe("Fwd: the parcel never came")
    expect(example(": refund: please", categories)).toBe("refund: please")
    expect(example(":: smile", categories)).toBe(": smile")
  })

  it("labels with the longest category that fits, so a category may hold a colon", () => {
    expect(example("tier:gold: upgrade my plan", ["tier", "tier:gold"])).toEqual({ text: "upgrade my plan", category: "tier:gold" })
    expect(example("tier: upgrade my plan", ["tier", "tier:gold"])).toEqual({ text: "upgrade my plan", category: "tier" })
  })

  it("writes every example as a line that reads back as the same example", () => {
    const cats = ["billing", "refund", "account access", "tier:gold"]
    const examples = [
      "Fwd: the parcel never came",
      "Note: the order number is on the receipt",
      "refund: written as plain text on purpose",
      "https://status.example.org says all is well",
      ": a line that starts with a colon",
      "Closing:",
      "plain words only",
      { text: "my card was charged twice", category: "billing" },
      { text: "Fwd: give it back", category: "refund" },
      { text: "cannot sign in", category: "account access" },
      { text: "upgrade me", category: "tier:gold" },
      { text: "Subject: nothing", category: null }
    ]
    for (const e of examples) {
      const expected = typeof e === "string" ? e : e.category === null ? e.text : e
      expect(example(exampleLine(e, cats), cats)).toEqual(expected)
    }
    // Only a line that would otherwise be misread is marked.
    expect(exampleLine("plain words only", cats)).toBe("plain words only")
    expect(exampleLine("Fwd: the parcel never came", cats)).toBe(": Fwd: the parcel never came")
  })

  it("builds the create body with the label as an object, so the API's own rule answers", () => {
    const body = toCreateBody({
      ...emptyDraft,
      name: "Router",
      detectors: [{ name: "topic", type: "classification", categories: "billing\nrefund", examples: "refunds: I want my money back", nonExamples: "", required: true }]
    })
    expect(body.custom_detectors).toEqual([
      { name: "topic", type: "classification", categories: ["billing", "refund"], examples: [{ text: "I want my money back", category: "refunds" }] }
    ])
  })
})
