// Form lines laid out as a bulleted list or in bold (an HTML mail turned into text) are still
// "Label: value" lines: the label takes the value's polarity and is the form's word.
import { describe, expect, it } from "vitest"
import { sentencesOf } from "../../../src/scoring/embedded/text/sentences.js"

const labels = (text: string) =>
  sentencesOf(text, 0).map((s) => s.tokens.slice(0, s.labelEnd).filter((t) => t.cls === "word").map((t) => t.norm).join(" "))

describe("form lines in lists and bold", () => {
  it("bulleted labels", () => {
    expect(labels("Lead notes:\n- Deadline: lease ends 30 April\n• Who decides: the two partners")).toEqual(["lead notes", "deadline", "who decides"])
  })

  it("bold labels", () => {
    expect(labels("**Budget:** about 4k\n*Timeline:* spring")).toEqual(["budget", "timeline"])
  })

  it("a bullet with no colon is a sentence", () => {
    expect(labels("- we need it before spring\n- nobody has signed off yet")).toEqual(["", ""])
  })

  it("a bold label's denial still denies", () => {
    const s = sentencesOf("**Budget:** none\n**Timeline:** June", 0)
    expect(s[0]!.tokens.find((t) => t.norm === "budget")!.mod).toBe(1)
  })
})
