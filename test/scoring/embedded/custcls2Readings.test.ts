// Readings added for custom classification on text far from its examples (custcls2), each on
// sentences of our own in other domains than the challenge set (custcls2.test.ts).
import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import type { Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { isCourtesySentence } from "../../../src/scoring/embedded/text/courtesy.js"
import { setAside } from "../../../src/scoring/embedded/text/setAside.js"
import { phraseUnit } from "../../../src/scoring/embedded/text/units.js"

const user = (content: string): Array<Message> => [{ role: "user", content }]
const scorerOf = (name: string, examples: ReadonlyArray<readonly [string, string]>) =>
  compileEmbedded(
    compileManifest({
      template: "custom",
      custom_detectors: [{ name, type: "classification", categories: [...new Set(examples.map(([, c]) => c))], examples: examples.map(([text, category]) => ({ text, category })) }]
    })
  )
const valueOf = (s: ReturnType<typeof scorerOf>, name: string, text: string): string | null => {
  const d = s.score(user(text))[name]!
  return d.found ? d.value : null
}

describe("thanks for a service already done is manners", () => {
  it("praise of what was done, with a past time or an all-well clause, is courtesy", () => {
    for (const line of [
      "Thanks for re-hanging our gate last Tuesday, it's been perfect since.",
      "Thank you for unblocking my drain so quickly yesterday, much appreciated.",
      "Many thanks for tuning the piano the other day."
    ]) {
      expect(isCourtesySentence(line), line).toBe(true)
    }
  })

  it("thanks asking for the action, or telling it went wrong again, is not", () => {
    for (const line of ["Thanks in advance for fixing our gate, the storm bent it yesterday.", "Thanks for fixing the gate last week, it's hanging loose again.", "Thanks for unblocking the drain, it's overflowing now."]) {
      expect(isCourtesySentence(line), line).toBe(false)
    }
  })

  it("names no category of a request detector", () => {
    const s = scorerOf("garden_request", [
      ["Could you cut back the hedge along the road?", "pruning"],
      ["The lawn needs mowing every fortnight", "mowing"],
      ["I'd like new borders planted in the spring", "planting"]
    ])
    expect(valueOf(s, "garden_request", "Thanks for cutting back our hedge so quickly last week, much appreciated.")).toBeNull()
  })
})

describe("an episode long past names no category of what the customer asks now", () => {
  const s = scorerOf("support_request", [
    ["My pension payment hasn't arrived this month", "missing_payment"],
    ["I need to update my bank details", "change_details"],
    ["Can I get a statement of my contributions?", "statement"]
  ])
  it("a long-past sentence alone states nothing", () => {
    // A sentence of its own; within a message read whole its words still count (a known limit).
    expect(valueOf(s, "support_request", "Years ago a payment of mine went missing and you sorted it out.")).toBeNull()
  })
  it("a present sentence still does", () => {
    expect(valueOf(s, "support_request", "My pension payment hasn't arrived this month.")).toBe("missing_payment")
  })
  it("an attribute detector still reads the past (a size held over time)", () => {
    const size = scorerOf("household_size", [
      ["It's just me", "single"],
      ["Me, my wife and our three children", "family"]
    ])
    expect(valueOf(size, "household_size", "Back in 2019 it was just me.")).toBe("single")
  })
})

describe("a shared word is no naming when the sentence vectors read another category", () => {
  it("the vectors' category stands against a likeness of 0.45 from one word", () => {
    const s = scorerOf("shipment_issue", [
      ["My parcel was due on Monday and still hasn't come", "late"],
      ["The box arrived crushed and the vase inside is broken", "damaged"],
      ["Tracking says delivered but I've got nothing", "missing"]
    ])
    expect(valueOf(s, "shipment_issue", "The jumper should have been here by Friday. It's now Wednesday and the tracking hasn't moved since Leeds.")).not.toBe("missing")
  })
})

describe("options passed over name no category (setAside.ts)", () => {
  const asideWords = (text: string): string => {
    const tokens = phraseUnit(text).tokens
    const aside = setAside(tokens)
    return tokens.filter((_, k) => aside[k] && tokens[k]!.cls === "word").map((t) => t.norm).join(" ")
  }
  it("'no … needed', a place where nothing is, a way done without, and what the reader may ignore", () => {
    expect(asideWords("The boiler was serviced in May, no inspection required.")).toBe("no inspection required")
    expect(asideWords("I looked and there's nothing in the locker or at the desk.")).toBe("nothing in the locker or at the desk")
    expect(asideWords("I never check my email, a text is better.")).toBe("never check my email")
    expect(asideWords("Please ignore the invoice reminder, it was paid.")).toBe("ignore the invoice reminder")
  })
  it("a fault told with the same words stays read", () => {
    expect(asideWords("Nothing happens when I press the button.")).toBe("")
    expect(asideWords("I don't have access to my inbox.")).toBe("")
    expect(asideWords("No heating needs fixing more than the upstairs radiator.")).toBe("")
  })
})
