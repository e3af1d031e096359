// Intents told without their usual words: a polite refusal, buying more stated as a plan, the
// price asked indirectly, wanting a person without the word. Sentences of our own.
import { describe, expect, it } from "vitest"
import type { Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { INTENT } from "./manifests.js"

const user = (content: string): Message => ({ role: "user", content })
const scorer = compileEmbedded(INTENT)
const found = (detector: string, text: string) => scorer.score([user(text)])[detector]!.found

describe("a polite refusal is not interested", () => {
  it("declining, giving it a miss, not something they need", () => {
    expect(found("not_interested", "Thank you both, but we will have to decline this time.")).toBe(true)
    expect(found("not_interested", "Kind of you to follow up; we'll give it a miss.")).toBe(true)
    expect(found("not_interested", "Honestly it's not something we need, thanks.")).toBe(true)
  })

  it("but a need without hurry, or a deferral, is not a refusal", () => {
    expect(found("not_interested", "It's not something we need urgently, but it would help.")).toBe(false)
    expect(found("not_interested", "Not right now, maybe check back after the summer.")).toBe(false)
  })
})

describe("buying more, told as a plan", () => {
  it("rolling it out further, the rest of the company on it, more seats", () => {
    expect(found("purchase_interest", "We would like to roll it out to the other two warehouses in March.")).toBe(true)
    expect(found("purchase_interest", "The plan is to bring the Leeds office onto it after the pilot.")).toBe(true)
    expect(found("purchase_interest", "We're hoping to get the rest of the finance team on board next month.")).toBe(true)
    expect(found("purchase_interest", "We need 15 more licences for the new starters.")).toBe(true)
  })

  it("but maintenance and a department's name are no purchase", () => {
    expect(found("purchase_interest", "After the database upgrade last night the search page is empty.")).toBe(false)
    expect(found("purchase_interest", "Kind regards, Olu Ade, Purchasing")).toBe(false)
    expect(found("purchase_interest", "We rolled it out to every site last year and it has been great.")).toBe(false)
  })

  it("an upgrade of the plan is still one", () => {
    expect(found("purchase_interest", "We're upgrading to the premium tier next month.")).toBe(true)
  })
})

describe("the price asked indirectly", () => {
  it("what it would run us, set us back, the investment, a ballpark", () => {
    expect(found("pricing_interest", "What would 25 seats run us on a yearly term?")).toBe(true)
    expect(found("pricing_interest", "Roughly what would the add-on set us back?")).toBe(true)
    expect(found("pricing_interest", "What sort of investment would the onboarding package need?")).toBe(true)
    expect(found("pricing_interest", "Could you give me a ballpark for three locations?")).toBe(true)
  })

  it("but a delay that set them back is no price question", () => {
    expect(found("pricing_interest", "The outage set us back two days.")).toBe(false)
  })
})

describe("wanting a person without the word", () => {
  it("someone who knows, someone in charge, passed on, no more canned replies", () => {
    expect(found("needs_human", "Is there anybody there who actually understands invoicing?")).toBe(true)
    expect(found("needs_human", "I'd like to hear from someone in charge of billing.")).toBe(true)
    expect(found("needs_human", "Please pass this to your engineers, the FAQ does not cover it.")).toBe(true)
    expect(found("needs_human", "Three emails and three canned replies so far.")).toBe(true)
  })

  it("but the same error again is no request for a person", () => {
    expect(found("needs_human", "We get the same error message on every upload.")).toBe(false)
  })
})

describe("urgency from a deadline or a business event", () => {
  it("a meeting at an hour, visitors on a named day, a term ending at a month's end", () => {
    expect(found("urgency", "Can we have the dashboard back before the partners' meeting at 2?")).toBe(true)
    expect(found("urgency", "The fire inspectors visit on Tuesday and the logs are missing.")).toBe(true)
    expect(found("urgency", "Our hosting contract runs out at the end of the quarter.")).toBe(true)
  })

  it("but an email's legal disclaimer asking to act at once is no urgency", () => {
    const email = "Hi, could you send the onboarding deck when convenient?\n\nBest,\nMira\n\nThis message is confidential. If you are not the intended recipient, please notify the sender immediately and delete it at once."
    expect(found("urgency", email)).toBe(false)
  })
})
