// Built-in packs read what a sentence means, not its keywords: amounts written the European way,
// a zero amount as no budget, an inability as a problem rather than a denial. Sentences of our own.
import { describe, expect, it } from "vitest"
import type { Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { BANT, CHAMP, MEDDIC } from "./manifests.js"

const user = (content: string): Message => ({ role: "user", content })
const bant = compileEmbedded(BANT)

describe("money and its absence", () => {
  it("an amount with a currency code after it, thousands marked by a dot, is money", () => {
    expect(bant.score([user("The board has set 25.000 EUR aside for the new planning tool.")])["budget"]!.found).toBe(true)
  })

  it("a zero amount, or refusing to pay, denies a budget", () => {
    const d = bant.score([user("Team: 6\nBudget: $0, we are a volunteer club and not paying for software")])["budget"]!
    expect(d.found).toBe(false)
    expect(d.negated).toBe(true)
  })
})

describe("an inability is a problem, not a denial", () => {
  it("a form answer that tells what customers cannot do states the need", () => {
    const d = bant.score([user("Club: Riverside Rowing\nWhat do you need help with?: Members can't reserve boats online, so the clubhouse phone never stops.")])["need"]!
    expect(d.negated).toBe(false)
  })
})

describe("under any other label, \"cannot\" is the denial", () => {
  it("a budget, approver or timeline label followed by what cannot be done is negated", () => {
    for (const [detector, text] of [
      ["budget", "Organisation: Hillside Scouts\nBudget: we cannot put any money towards this until next spring"],
      ["budget", "Budget: can not be signed off before the audit"],
      ["authority", "Who approves purchases?: I cannot approve anything over a few hundred pounds"],
      ["timeline", "Timeline: we cannot start anything before the new financial year"]
    ] as const) {
      const d = bant.score([user(text)])[detector]!
      expect(d.found, text).toBe(false)
      expect(d.negated, text).toBe(true)
    }
  })

  it("while a problem label keeps reading an inability as the problem", () => {
    const d = bant.score([user("Biggest problem: our volunteers cannot see who is on shift this weekend")])["need"]!
    expect(d.found).toBe(true)
    expect(d.negated).toBe(false)
  })
})

describe("paraphrases of pack signals", () => {
  it("a goal stated as halving something by a date is a metric", () => {
    expect(compileEmbedded(MEDDIC).score([user("We want to halve the re-work on returned parts within nine months.")])["metrics"]!.found).toBe(true)
  })

  it("the person who put the topic on the table and will carry it is a champion", () => {
    expect(compileEmbedded(MEDDIC).score([user("I'm the one who brought this to the leadership offsite, and I plan to see it through.")])["champion"]!.found).toBe(true)
  })

  it("the main thing someone was asked to fix this year is a priority", () => {
    expect(compileEmbedded(CHAMP).score([user("Honestly it's the main thing my director wants me to sort out before summer.")])["prioritization"]!.found).toBe(true)
  })
})
