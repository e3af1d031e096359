// One test per pattern added for intentFiveCases.ts: sentences of our own that state the intent,
// and near misses with the same words that do not.
import { describe, expect, it } from "vitest"
import type { Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { INTENT } from "./manifests.js"

const user = (content: string): Message => ({ role: "user", content })
const scorer = compileEmbedded(INTENT)
const found = (detector: string, text: string) => scorer.score([user(text)])[detector]!.found

describe("needs_human: escalation wished for, a line asked for, 'human' as a kind of thing", () => {
  it("an escalation wished for in the participle", () => {
    expect(found("needs_human", "We would like the complaint escalated please.")).toBe(true)
    expect(found("needs_human", "Can you get this escalated to your support lead?")).toBe(true)
    expect(found("needs_human", "Thanks for the reply about the escalated prices, that makes sense.")).toBe(false)
  })

  it("a phone number or direct line asked of the vendor", () => {
    expect(found("needs_human", "What is your phone number?")).toBe(true)
    expect(found("needs_human", "Is there a direct line?")).toBe(true)
    expect(found("needs_human", "Can you update my phone number to the new one?")).toBe(false)
    expect(found("needs_human", "I have changed the phone number on the account.")).toBe(false)
  })

  it("'human' naming a kind of thing asks for nobody", () => {
    expect(found("needs_human", "The report should be human readable.")).toBe(false)
    expect(found("needs_human", "Our human resources team handles the contracts.")).toBe(false)
    expect(found("needs_human", "I need a human, not this menu.")).toBe(true)
  })
})

describe("not_interested: opt me out, went another way, no need with an alternative", () => {
  it("opt me out", () => {
    expect(found("not_interested", "Could you opt us out of the mailing?")).toBe(true)
    expect(found("not_interested", "Can staff opt in to the pension scheme later?")).toBe(false)
  })

  it("the buyer's side went another way", () => {
    expect(found("not_interested", "In the end the committee went a different way.")).toBe(true)
    expect(found("not_interested", "The driver went another way because of the roadworks on the bridge.")).toBe(false)
  })

  it("no need, with what they use instead", () => {
    expect(found("not_interested", "We don't need it, we already have a booking system.")).toBe(true)
    expect(found("not_interested", "We don't need it until March, we have stock for now.")).toBe(false)
  })

  it("a detail not suiting, an unsubscribe link of their own, an excuse or a bot refused, another channel", () => {
    expect(found("not_interested", "The grey colour is not right for us, is there a navy?")).toBe(false)
    expect(found("not_interested", "Can we customise the unsubscribe button in our campaign emails?")).toBe(false)
    expect(found("not_interested", "I'm not interested in apologies, just refund the charge.")).toBe(false)
    expect(found("not_interested", "Please stop texting me and ring me instead.")).toBe(false)
    expect(found("not_interested", "This is not right for us, thanks anyway.")).toBe(true)
    expect(found("not_interested", "Please stop texting me.")).toBe(true)
  })
})

describe("urgency: something down now, a start an hour off", () => {
  it("a system down now", () => {
    expect(found("urgency", "The tills are offline and there's a queue out the door.")).toBe(true)
    expect(found("urgency", "The server was down last night but it is back now.")).toBe(false)
  })

  it("an opening or a departure within the hour", () => {
    expect(found("urgency", "The coach leaves in 20 minutes and the booking isn't showing.")).toBe(true)
    expect(found("urgency", "The class lasted an hour and everyone enjoyed it.")).toBe(false)
  })
})

describe("pricing_interest: the sum asked as what they'd be looking at; a price on an invoice told", () => {
  it("what would we be looking at for …", () => {
    expect(found("pricing_interest", "What would I be looking at for a three-day hire?")).toBe(true)
    expect(found("pricing_interest", "What should we be looking at on the dashboard?")).toBe(false)
  })

  it("a price shown on an invoice is told, not asked", () => {
    expect(found("pricing_interest", "The price listed on the invoice was correct.")).toBe(false)
    expect(found("pricing_interest", "What is the price for the larger size?")).toBe(true)
  })
})

describe("third batch: steps to a purchase, a need ended in a fragment, one thing not sought for another", () => {
  it("next steps to sign or order", () => {
    expect(found("purchase_interest", "What are the next steps for ordering the second unit?")).toBe(true)
    expect(found("purchase_interest", "What are the next steps for the appeal?")).toBe(false)
  })

  it("'not needed anymore' as a fragment", () => {
    expect(found("not_interested", "Thanks for following up. Not required any longer.")).toBe(true)
    expect(found("not_interested", "The adapter is not needed anymore because the new charger fits, can you send the charger?")).toBe(false)
  })

  it("not looking for one thing, just another", () => {
    expect(found("not_interested", "We are not looking for a new contract, just the spare parts.")).toBe(false)
    expect(found("not_interested", "We are not looking for a new supplier.")).toBe(true)
  })
})
