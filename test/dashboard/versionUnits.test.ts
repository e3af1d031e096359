// Pure parts of the dashboard's edit → try → publish flow (issue 24).
import { describe, expect, it } from "vitest"
import { describeTransitions, transitionChart } from "../../src/dashboard/charts/transitions.js"
import { toCreateBody } from "../../src/dashboard/evaluations/draft.js"
import { draftOf } from "../../src/dashboard/evaluations/fromDefinition.js"

const zero = { QUALIFIED: 0, PARTIAL: 0, FAILED: 0, ESCALATE: 0 }

describe("Edit fills the form with a stored definition", () => {
  it("gives back the same create body for every field the custom form shows", () => {
    const definition = {
      template: "custom",
      custom_detectors: [
        { name: "topic", type: "classification", categories: ["billing", "technical"], examples: [{ text: "charged twice", category: "billing" }, "the app crashes"] },
        { name: "refund_request", type: "presence", examples: ["money back"], non_examples: ["update my card"], required: false }
      ],
      escalation: { triggers: [{ field: "topic", values: ["billing"], required: true }, { field: "refund_request" }] }
    }
    const { draft, unshown } = draftOf("Support", definition)
    expect(unshown).toEqual([])
    expect(toCreateBody(draft)).toEqual({
      name: "Support",
      ...definition,
      custom_detectors: [
        { ...definition.custom_detectors[0], examples: [{ text: "charged twice", category: "billing" }, "the app crashes"] },
        definition.custom_detectors[1]
      ]
    })
  })

  it("names what the chosen template's form cannot show instead of dropping it silently", () => {
    const { draft, unshown } = draftOf("Intent", { template: "intent_detect", standard_detectors: ["urgency"], escalation: { triggers: [{ field: "urgency" }] } })
    expect(unshown).toEqual(["escalation"])
    expect(toCreateBody(draft)).toEqual({ name: "Intent", template: "intent_detect", standard_detectors: ["urgency"] })
  })
})

describe("the status transition chart", () => {
  it("describes the moves off the diagonal, largest first", () => {
    const m = { QUALIFIED: { ...zero, QUALIFIED: 5, PARTIAL: 2 }, PARTIAL: { ...zero, PARTIAL: 1, ESCALATE: 3 }, FAILED: zero, ESCALATE: zero }
    expect(describeTransitions(m)).toBe("3 from PARTIAL to ESCALATE, 2 from QUALIFIED to PARTIAL; 6 kept their status.")
    expect(describeTransitions({ QUALIFIED: { ...zero, QUALIFIED: 4 } })).toBe("No call changed status (4 kept theirs).")
  })

  it("draws one cell per pair of statuses with its count, and escapes the heading", () => {
    const svg = transitionChart("t", "Status <moves>", { QUALIFIED: { ...zero, PARTIAL: 7 } }).value
    expect(svg.match(/<text[^>]*>\d+<\/text>/g)).toHaveLength(16)
    expect(svg).toContain("<title>QUALIFIED → PARTIAL: 7</title>")
    expect(svg).toContain("Status &lt;moves&gt;")
  })
})
