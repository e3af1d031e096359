import { describe, expect, it } from "vitest"
import { tokensOfText } from "../../../src/scoring/embedded/text/units.js"
import { namesRelation, tellsOthersState } from "../../../src/scoring/embedded/text/othersState.js"

// Whose state a sentence tells (round others): a relative's beside the sender's own contrast is
// theirs; the sender's own clause that tells the examples' state undenied keeps it the sender's.
const words = (...examples: string[]) => new Set(examples.flatMap((e) => tokensOfText(e).filter((t) => !t.stop && t.cls === "word").map((t) => t.stem)))
const cover = words("My kettle is still under warranty", "The toaster is covered until May")
const concession = words("I'm a pensioner", "I get pension credit")

describe("tellsOthersState", () => {
  it.each([
    ["My nephew's kettle is still under warranty but mine isn't.", cover],
    ["My neighbour's toaster is covered until May, mine is out of it.", cover],
    ["My aunt is a pensioner and gets pension credit, I'm 41.", concession],
    ["My grandma gets the reduced fare because she's over 80, but I'll pay full price.", concession]
  ])("a relative's state beside the sender's: %s", (text, ex) => expect(tellsOthersState(tokensOfText(text), ex)).toBe(true))

  it.each([
    ["Mine is still under warranty, my nephew's isn't.", cover],
    ["Unlike my cousin's, my toaster is covered until May.", cover],
    ["My wife and I are both pensioners.", concession],
    ["I'm a pensioner and live with my son.", concession],
    ["My kettle stopped working last week.", cover]
  ])("the sender's own state kept: %s", (text, ex) => expect(tellsOthersState(tokensOfText(text), ex)).toBe(false))
})

describe("namesRelation", () => {
  it("an example opening with a relation takes a relative's state", () => expect(namesRelation(tokensOfText("My daughter has asthma"))).toBe(true))
  it("a relation after a verb or preposition does not", () => expect(namesRelation(tokensOfText("I'm a carer for my mother"))).toBe(false))
})

describe("a pronoun alone", () => {
  it("names nobody else: the child or pet the sender speaks for", () => expect(tellsOthersState(tokensOfText("She's a pensioner and gets pension credit."), concession)).toBe(false))
})
