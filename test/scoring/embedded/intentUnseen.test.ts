// Intents told as plans, indirect requests and polite refusals: buying asked about as onboarding,
// a person wanted without the word, "no" said kindly, and "not now" kept apart from "not
// interested"; an urgency that was. Sentences of our own.
import { describe, expect, it } from "vitest"
import type { Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { INTENT } from "./manifests.js"

const user = (content: string): Message => ({ role: "user", content })
const scorer = compileEmbedded(INTENT)
const found = (detector: string, text: string) => scorer.score([user(text)])[detector]!.found

describe("buying asked about as onboarding or a plan", () => {
  it("how onboarding would go, how long to get running, what happens once signed", () => {
    expect(found("purchase_interest", "Once the contract is signed, how does onboarding work for a team of twelve?")).toBe(true)
    expect(found("purchase_interest", "What would onboarding look like if we started next month?")).toBe(true)
    expect(found("purchase_interest", "How long does it usually take to get a new customer up and running?")).toBe(true)
    expect(found("purchase_interest", "We are planning to move our three clinics over to you in January.")).toBe(true)
  })

  it("but an onboarding or a move in the past is no purchase", () => {
    expect(found("purchase_interest", "Onboarding was smooth when we joined two years ago.")).toBe(false)
    expect(found("purchase_interest", "We moved our clinics over to you last year and it has been fine.")).toBe(false)
  })
})

describe("a person wanted, said indirectly", () => {
  it("a number to call, the phone preferred, one of their people, a slot with a specialist", () => {
    expect(found("needs_human", "Is there a number I can call?")).toBe(true)
    expect(found("needs_human", "I would rather explain this over the phone.")).toBe(true)
    expect(found("needs_human", "I don't think an automated answer will solve this; I need to go through it with one of your people.")).toBe(true)
    expect(found("needs_human", "Can I book a slot with one of your specialists?")).toBe(true)
  })

  it("but a call the customer made elsewhere is not", () => {
    expect(found("needs_human", "Thanks, the help article solved it.")).toBe(false)
    expect(found("needs_human", "I called the bank and they sorted it out.")).toBe(false)
  })
})

describe("polite refusals, and 'not now' apart from 'not interested'", () => {
  it("a no from us, not in the market, no use for it, content with what they have", () => {
    expect(found("not_interested", "Appreciate the follow-up; it is a no from us.")).toBe(true)
    expect(found("not_interested", "We are not in the market for this.")).toBe(true)
    expect(found("not_interested", "We have no use for it, sorry.")).toBe(true)
    expect(found("not_interested", "Thanks, but we are happy with our current setup.")).toBe(true)
  })

  it("a deferral with a date to come back is not a refusal", () => {
    expect(found("not_interested", "I will have to say no for now, but please reach out in the spring.")).toBe(false)
    expect(found("not_interested", "Not this quarter, the budget is frozen, but keep us in mind for next year.")).toBe(false)
    expect(found("not_interested", "The timing is not right at the moment; could you contact me again in September?")).toBe(false)
  })
})

describe("an urgency that was", () => {
  it("an urgent matter now sorted, or a fault fixed earlier, asks for no hurry", () => {
    expect(found("urgency", "This was urgent last week but it is sorted now.")).toBe(false)
    expect(found("urgency", "Our technician sorted the boiler earlier, no action required from your side.")).toBe(false)
    expect(found("urgency", "We need the boiler sorted today.")).toBe(true)
  })
})

describe("the plan chosen, a contact asked for", () => {
  it("going with a plan is buying, having gone with another provider is not", () => {
    expect(found("purchase_interest", "We will go with the annual plan, please send the paperwork.")).toBe(true)
    expect(found("purchase_interest", "We went with another provider in the end.")).toBe(false)
  })

  it("someone asked to get in touch or to call, not an offer to be contacted", () => {
    expect(found("needs_human", "Could your account manager get in touch with me this week?")).toBe(true)
    expect(found("needs_human", "Please ask someone to call me about this.")).toBe(true)
    expect(found("needs_human", "Feel free to get in touch if you need anything else from our side.")).toBe(false)
  })
})

describe("more refusals, buying steps and requests for a person", () => {
  it("deciding not to go on, another direction, no need any more, a tool that already does it", () => {
    expect(found("not_interested", "We have decided not to proceed with this.")).toBe(true)
    expect(found("not_interested", "We have gone in another direction.")).toBe(true)
    expect(found("not_interested", "We don't need it anymore.")).toBe(true)
    expect(found("not_interested", "We already have a tool that does this.")).toBe(true)
    expect(found("not_interested", "We built our own system in the end, so we won't need yours.")).toBe(true)
    expect(found("not_interested", "Please close this lead, we are no longer evaluating tools.")).toBe(true)
  })

  it("but holding off, or a tool for something else, is no refusal", () => {
    expect(found("not_interested", "We are going to hold off until the new budget year.")).toBe(false)
    expect(found("not_interested", "We already have a tool for invoices but need one for scheduling.")).toBe(false)
  })

  it("where to sign, the ball rolling, a trial wanted", () => {
    expect(found("purchase_interest", "Where do I sign?")).toBe(true)
    expect(found("purchase_interest", "We'd like to get the ball rolling.")).toBe(true)
    expect(found("purchase_interest", "We'd like to trial it with the support team first.")).toBe(true)
    expect(found("purchase_interest", "The trial ended last week and we did not continue.")).toBe(false)
  })

  it("discussing it with someone, a quick call, the boss", () => {
    expect(found("needs_human", "I'd like to discuss this with someone.")).toBe(true)
    expect(found("needs_human", "Can we hop on a quick call?")).toBe(true)
    expect(found("needs_human", "I want to talk to your boss.")).toBe(true)
    expect(found("needs_human", "We had a call with your colleague last week, all good.")).toBe(false)
  })
})
