// Checkbox rows of a web form turned into text (text/checkboxes.ts): only what was ticked is read.
import { describe, expect, it } from "vitest"
import { tickedNothing, untickedOptions, withoutUnticked } from "../../../src/scoring/embedded/text/checkboxes.js"

describe("checkbox rows", () => {
  it("a row of empty boxes chose nothing", () => {
    expect(tickedNothing("[ ] Book me a demo")).toBe(true)
    expect(tickedNothing("Newsletter: ☐")).toBe(true)
    expect(tickedNothing("[x] Book me a demo")).toBe(false)
    expect(tickedNothing("Plain sentence with no boxes")).toBe(false)
  })

  it("a log's empty list or a placeholder is no box", () => {
    expect(tickedNothing("warnings: []")).toBe(false)
    expect(tickedNothing("rows=[ ]x")).toBe(false)
    expect(untickedOptions("Replace [X] with your name")).toEqual([])
  })

  it("reads the ticked option of a row", () => {
    expect(withoutUnticked("Need a loan van? [ ] Yes [x] No").replace(/\s+/g, " ")).toBe("Need a loan van? No")
    expect(withoutUnticked("Contact by: ☑ Phone ☐ Email").replace(/\s+/g, " ")).toBe("Contact by: Phone ")
  })

  it("keeps a lone ticked box as the answer", () => {
    expect(withoutUnticked("Existing client: [x]")).toBe("Existing client: [x]")
  })
})
