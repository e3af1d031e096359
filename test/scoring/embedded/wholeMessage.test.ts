// Which messages a softmax reads whole, and what of them: their statements, at most three.
import { describe, expect, it } from "vitest"
import { readInput } from "../../../src/scoring/embedded/text/units.js"
import { statementsOf, wholeReadings } from "../../../src/scoring/embedded/engine/wholeMessage.js"
import { isCourtesySentence } from "../../../src/scoring/embedded/text/courtesy.js"

const readingOf = (content: string) => {
  const input = [{ role: "user", content }]
  const readings = [...wholeReadings(readInput(input).units, input).values()]
  return readings.map((r) => r.sentences.map((u) => content.slice(u.start, u.end)))
}

describe("whole-message reading", () => {
  it("reads a short message whole, without its greeting, thanks and sign-off", () => {
    const text = "Hello, thanks for the speedy reply. The parcel came open. Two plates inside were broken. Have a lovely weekend!"
    expect(readingOf(text)).toEqual([["The parcel came open.", "Two plates inside were broken."]])
  })

  it("reads every sentence when all of them are manners", () => {
    expect(readingOf("Hi there! Thank you so much in advance!")).toEqual([["Hi there!", "Thank you so much in advance!"]])
  })

  it("reads a message of more than three statements sentence by sentence", () => {
    const text = "We moved house in May. The new kitchen has no oven. The landlord will not reply. Could you send someone to fit one?"
    expect(readingOf(text)).toEqual([])
    expect(readingOf("Thanks for getting back to me. " + text.slice(text.indexOf("The new")))).toHaveLength(1)
  })

  it("keeps thanks that name the action asked for: they are the request", () => {
    expect(readingOf("Hi there, my wallet was stolen on the bus. Thanks in advance for blocking my debit card.")).toEqual([
      ["Hi there, my wallet was stolen on the bus.", "Thanks in advance for blocking my debit card."]
    ])
  })

  it("past three statements, the whole unit meets the softmax without its manners", () => {
    const content = "Hello team, thanks for the quick reply. We moved house in May. The new kitchen has no oven. The landlord will not reply. Could you send someone to fit one? Have a lovely weekend!"
    const input = [{ role: "user", content }]
    const units = readInput(input).units
    const whole = units.find((u) => u.whole)!
    const courtesy = units.filter((u) => !u.whole && isCourtesySentence(content.slice(u.start, u.end)))
    expect(courtesy.map((u) => content.slice(u.start, u.end))).toEqual(["Hello team, thanks for the quick reply.", "Have a lovely weekend!"])
    const words = statementsOf(whole, courtesy, input).tokens.map((t) => content.slice(t.start, t.end).toLowerCase())
    expect(words).toContain("oven")
    expect(words).not.toContain("thanks")
    expect(words).not.toContain("weekend")
  })
})
