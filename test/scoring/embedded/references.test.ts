// A word that names which one (a form label over a code, a noun before a number ending its
// clause) is a reference, not a choice: text/references.ts, read into setAside.ts `unchosen`.
import { describe, expect, it } from "vitest"
import { onlyReference, referenceWords } from "../../../src/scoring/embedded/text/references.js"
import { phraseUnit } from "../../../src/scoring/embedded/text/units.js"

const marked = (text: string): string => {
  const tokens = phraseUnit(text).tokens
  const refs = referenceWords(tokens)
  return tokens.filter((_, k) => refs[k]).map((t) => t.norm).join(" ")
}

describe("reference words", () => {
  it.each([
    ["Pitch: G7", "pitch"],
    ["Season ticket no: 40921", "season ticket no"],
    ["Order ref: QX-5510", "order ref"],
    ["Seat number: 14 22", "seat number"],
    ["Thanks, Ama Boateng, stall 31", "stall"],
    ["we're parked at bay 6, by the gate", "bay"]
  ])("%s marks %s", (text, words) => expect(marked(text)).toBe(words))

  it.each([
    "Date: 3 May",
    "Please book 2 pitches for Saturday",
    "Could I swap to a bigger stall?",
    "The ticket I bought was for the wrong day",
    "Year 4 class trip next week"
  ])("%s marks nothing", (text) => expect(marked(text)).toBe(""))

  it.each([["Pitch: G7", true], ["Stall 310.", true], ["Order ref: QX-5510", true], ["Pitch: G7 by the river", false], ["Please book 2 pitches", false], ["Date: 3 May", false], ["Bikes: 25", false]] as const)(
    "%s is only a reference: %s",
    (text, want) => expect(onlyReference(phraseUnit(text).tokens)).toBe(want)
  )
})
