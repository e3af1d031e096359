// Round 4 rules after an outside review (issue 22): near misses that shared a spokenPlain.ts
// rule's words but not its signal, reworded in our own words and in other domains (a dentist, a
// removals firm, a tennis club, a garage, a school trip). Each block sits beside the rule it narrows.
import { describe, expect, it } from "vitest"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { INTENT } from "./manifests.js"
import { notStated, stated } from "./salesprecReading.js"

const intents = compileEmbedded(INTENT)
const declines = (text: string): boolean => intents.score([{ role: "user", content: text }])["not_interested"]!.found

describe("review: champion needs the deciders and the purchase", () => {
  notStated([
    ["meddic.champion", "Our solicitor will argue our case at the planning appeal next month."],
    ["meddic.champion", "I have a friend in the parish office who gave me your number for the gutters."],
    ["meddic.champion", "We got the ball rolling on the loft conversion, when does the surveyor come?"],
    ["meddic.champion", "Could you bring it before the club committee sits on Thursday?"]
  ])
  stated([
    ["meddic.champion", "The head groundsman says he'll fight your corner with the committee."],
    ["meddic.champion", "I'm glad to take this before the governors myself."]
  ])
})

describe("review: metrics need a business measure per case and a target in the same unit", () => {
  notStated([
    ["meddic.metrics", "Our idea was to see every cousin within a couple of weeks of landing."],
    ["meddic.metrics", "Ideally all the children are on the coach by half eight."],
    ["meddic.metrics", "The campsite is, currently nearer to two hours from the ferry."],
    ["meddic.metrics", "We'd like to get them behind the shed, they're blocking the path."],
    ["meddic.metrics", "Fitting the boiler takes a full day and I'd like it finished in one trip."],
    ["meddic.metrics", "We want to get the sofa under the window if it fits."]
  ])
  stated([
    ["meddic.metrics", "Our goal is to have every repair booked in within two days."],
    ["meddic.metrics", "Payroll eats a whole afternoon and I'd love it done in an hour."]
  ])
})

describe("review: criteria need a requirement of the product, the choice as subject, no request to the vendor", () => {
  notStated([
    ["meddic.decision_criteria", "Whichever date we pick, I have to book the minibus by Monday."],
    ["meddic.decision_criteria", "The bill comes down to whether the parking is included."],
    ["meddic.decision_criteria", "Could you settle it for us and pick the colour?"],
    ["meddic.decision_criteria", "Please post the keys, otherwise it is no good to me."],
    ["meddic.decision_criteria", "The view matters but not as much as you'd expect."],
    ["meddic.decision_criteria", "The big question for the electrician is whether the fuse box needs replacing."]
  ])
  stated([
    ["meddic.decision_criteria", "Whatever we end up with, the coaches need to be able to book courts from their phones."],
    ["meddic.decision_criteria", "It all comes down to how quickly the staff pick it up."]
  ])
})

describe("review: process needs a deciding body and the purchase", () => {
  notStated([
    ["meddic.decision_process", "The bill has to be discussed at the next meeting with your bookkeeper."],
    ["meddic.decision_process", "Anything over 20 kilos has to be cleared at the hub review, so where is my box?"],
    ["meddic.decision_process", "Once the lodgers have had a go with it, they tell me the shower still drips."],
    ["meddic.decision_process", "We pulled together a shortlist of baby names last night."],
    ["meddic.decision_process", "Trial over the winter, then I'll cancel the streaming plan."],
    ["meddic.decision_process", "The landlord decides after that whether the bond comes back."],
    ["meddic.decision_process", "Then the supervisor takes a look at your refund request."]
  ])
  stated([
    ["meddic.decision_process", "Any new contract has to be approved at the next trustees meeting."],
    ["meddic.decision_process", "We'll draw up a shortlist of three suppliers and the partners choose."]
  ])
})

describe("review: impact needs the work refused, a chore, the sale itself, money thrown away", () => {
  notStated([
    ["spiced.impact", "I cannot take on any more loans this year."],
    ["spiced.impact", "I spend every Sunday at the climbing wall with my daughter."],
    ["spiced.impact", "I'm losing my evenings to the amateur dramatics, ha."],
    ["spiced.impact", "Did we lose the booking for the village hall?"],
    ["spiced.impact", "I lost the booking confirmation text, can you resend it?"],
    ["spiced.impact", "I spent hours on hold to your call centre instead of working, again."],
    ["spiced.impact", "An afternoon down the drain, oh well."],
    ["spiced.impact", "The neighbours moved their cars to another street for the roadworks."]
  ])
  stated([
    ["spiced.impact", "I can't take on any new patients while the diary is like this."],
    ["spiced.impact", "I work most evenings chasing unpaid invoices."]
  ])
})

describe("review: priority is the purchase raised, no clause of its own after the meeting", () => {
  notStated([
    ["champ.prioritization", "The head teacher mentions it at every assembly that the car park is full."]
  ])
  stated([
    ["champ.prioritization", "Our director raises this at every board meeting lately."]
  ])
})

describe("review: past quotes are history only when the past choice is told (QUOTES_PAST), a supplier still to choose is no decline", () => {
  stated([
    ["meddic.decision_process", "We got three quotes last year for the van lease; this time the trustees decide in April."]
  ])
  notStated([
    ["meddic.decision_process", "We got two quotes for the boiler last year and went with the local plumber."]
  ])
  it("a supplier still to be chosen is not declining (declining.ts)", () => {
    expect(declines("We have several bids from earlier, but we need to choose a supplier by June.")).toBe(false)
    expect(declines("Thanks, but we've gone with a local firm.")).toBe(true)
    expect(declines("We've decided to go with another provider.")).toBe(true)
  })
})
