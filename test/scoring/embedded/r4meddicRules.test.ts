// Round 4 rules, one block each (rubrics/sales/spokenPlain.ts, the narrowed structural and
// priority cues, text/conditions.ts endsCondition): each with sentences of our own that must read
// the signal and near misses that only share its words (ordinary support and sales text).
import { describe, expect, it } from "vitest"
import { markModality } from "../../../src/scoring/embedded/text/modality.js"
import { tokenize } from "../../../src/scoring/embedded/text/text.js"
import { agent, notStated, stated, user } from "./salesprecReading.js"

const modOf = (text: string, word: string): number => {
  const tokens = tokenize(text)
  markModality(tokens)
  return tokens.find((t) => t.norm === word)!.mod
}

describe("a condition ends at a joined clause with its own subject (conditions.ts)", () => {
  it("a trailing condition stops at ', and we …'", () => {
    expect(modOf("The printer shop gives 8% off if we prepay, and we want misprints down to one a month.", "misprints")).toBe(0)
    expect(modOf("Free delivery if we order before noon, but our aim is fewer trips.", "aim")).toBe(0)
  })
  it("an opening condition stops there only after its consequent", () => {
    expect(modOf("If the hall is free we'll book it, and our goal is every class full.", "goal")).toBe(0)
    expect(modOf("If the hall is free we'll book it, and our goal is every class full.", "book")).toBe(2)
    // The condition's own second part: no consequent yet.
    expect(modOf("If we sign now, and we pay upfront, can we get a discount?", "pay")).toBe(2)
    expect(modOf("If we sign now, and we pay upfront, can we get a discount?", "discount")).toBe(2)
    // The month "May" is no consequent's modal; the verb is.
    expect(modOf("If we open the new site in May, and we hire two cooks, the rota needs sorting.", "hire")).toBe(2)
    expect(modOf("If the grant lands by May, and we get the hall, we'll book you.", "hall")).toBe(2)
    expect(modOf("If the hall is free we may book it, and our goal is every class full.", "goal")).toBe(0)
  })
  it("a joined clause without its own subject stays conditional", () => {
    expect(modOf("We'd switch if the price drops, and only then.", "only")).toBe(2)
    expect(modOf("If it breaks, can I call someone, and will you come out?", "come")).toBe(2)
  })
  stated([["meddic.metrics", "The laundry would give us a better rate if we commit for a year, and we want lost linen down by a third."]])
})

describe("champion: winning the deciders over, going to them to say it is needed", () => {
  stated([
    ["meddic.champion", "I keep trying to get the trustees to consider it, they'll come round."],
    ["meddic.champion", "I'll talk to my boss on Monday and explain why we need it before the season."]
  ])
  notStated([
    ["meddic.champion", "I've been trying to get your manager to ring me back since Tuesday."],
    ["meddic.champion", "I spoke to the owner and told him the boiler needs a service."],
    ["meddic.champion", "Please talk to your manager and tell me why the parcel is late."]
  ])
})

describe("metrics: a rule for every case within a bound, a chore's cost and the wished one", () => {
  stated([
    ["meddic.metrics", "Our target is to have every complaint answered within one day."],
    ["meddic.metrics", "Month-end takes two full days and we'd love it done in half a day."]
  ])
  notStated([
    ["meddic.metrics", "Our plan is to finish the move within two weeks."],
    ["meddic.metrics", "The repair takes a week and I'd like it done by Friday please."],
    ["meddic.metrics", "Our order number is 5120 and we'd like it sent to the warehouse."]
  ])
})

describe("criteria: whatever we choose must, it comes down to, what settles it, a supplier ruled out", () => {
  stated([
    ["meddic.decision_criteria", "Whichever we pick, the kitchen staff must be able to clean it in ten minutes."],
    ["meddic.decision_criteria", "In the end it boils down to whether the parents find it easy."],
    ["meddic.decision_criteria", "Being able to print labels on site would settle it for me."],
    ["meddic.decision_criteria", "We'd never go with a firm that can't collect on Saturdays."]
  ])
  notStated([
    ["meddic.decision_criteria", "Whatever we choose, please send the invoice to accounts."],
    ["meddic.decision_criteria", "With the discount the price comes down to 420 a month."],
    ["meddic.decision_criteria", "Let me know the times and we can decide it between us."]
  ])
})

describe("process: agreed at a meeting, a report back after a try, a shortlist pulled together", () => {
  stated([
    ["meddic.decision_process", "A new supplier has to be approved at the next board meeting."],
    ["meddic.decision_process", "After the head gardeners have tried it out, they feed back and I decide."],
    ["meddic.decision_process", [agent("How do purchasing decisions work there?"), user("We pull together a shortlist of three and the owners pick one.")]]
  ])
  notStated([
    ["meddic.decision_process", "The minutes have to be agreed before Friday."],
    ["meddic.decision_process", "After the engineers used it, they said it was slow."],
    ["meddic.decision_process", "The date of the open day was discussed at the parents' meeting."]
  ])
})

describe("impact: growth stopped in the first person, time given up, customers moving away, work refused", () => {
  stated([
    ["spiced.impact", "I cannot take on new pupils while the bookings are in this state."],
    ["spiced.impact", "I'm spending my evenings fixing the invoices instead of seeing my kids."],
    ["spiced.impact", "Three schools pulled their contracts to a rival caterer after the mix-ups."],
    ["spiced.impact", "We had to turn down two weddings in June, we had nobody to send."],
    ["spiced.impact", [agent("What happens if nothing changes?"), user("We keep losing our weekends to paperwork.")]]
  ])
  notStated([
    ["spiced.impact", "I can't take on the lease myself, it's in my partner's name."],
    ["spiced.impact", "We want to move our contract to another supplier, can you quote?"],
    ["spiced.impact", "We had to say no to the Tuesday slot, sorry."],
    ["spiced.impact", "I spent my weekend at the seaside, lovely."]
  ])
})

describe("priority: the deciders asking about it, raised at every meeting", () => {
  stated([
    ["champ.prioritization", "Management keeps chasing me about it."],
    ["champ.prioritization", "The owner keeps asking when it will be sorted."],
    ["champ.prioritization", "I raise it at every team huddle now."]
  ])
  notStated([
    ["champ.prioritization", "My manager keeps asking when the invoice will arrive."],
    ["champ.prioritization", "The owner keeps asking for the delivery note."]
  ])
})

describe("after the second set: before the deciders, a case argued, the ball started, a target per case", () => {
  stated([
    ["meddic.champion", "Happy to take this in front of the trustees myself."],
    ["meddic.champion", "Our foreman will fight your corner with the owners."],
    ["meddic.metrics", "we have 20 complaint per week, we want make it under 5"],
    ["meddic.decision_criteria", "The deciding question is whether the kennel staff can use it on their phones."],
    ["meddic.decision_process", "Any change like this goes before the full council in May."]
  ])
  notStated([
    ["meddic.champion", "Please put the parcel in front of the garage door."],
    ["meddic.champion", "Could you get the ball rolling on my refund?"],
    ["meddic.metrics", "Ideally you'd ring before you come round."],
    ["meddic.decision_criteria", "The main question I have is whether you deliver on Sundays."],
    ["meddic.decision_process", "I got three quotes for the fence last year and went with the cheapest."],
    ["meddic.decision_process", "The car goes in front of the garage, not the gate."]
  ])
})

describe("after the second set: money thrown away, bad reviews, a team counted, this first", () => {
  stated([
    ["spiced.impact", "Each lost key card is thousands down the drain over a year."],
    ["spiced.impact", "Drivers sit in traffic with nothing to deliver, that's fuel and wages for nothing."],
    ["spiced.impact", "Three diners left one-star reviews after the double booking."],
    ["spiced.situation", "It's just me and two part-time bakers."],
    ["champ.prioritization", "We need this fixed before anything else."]
  ])
  notStated([
    ["spiced.impact", "The water goes down the drain really slowly in the staff toilet."],
    ["spiced.impact", "Guests left lovely feedback about the breakfast."],
    ["spiced.situation", "It's me again about the booking."],
    ["champ.prioritization", "The directors want the minutes before anything else."]
  ])
})

describe("after the third set: an ally inside, a baseline appended, otherwise useless, ranked below, steps over a season", () => {
  stated([
    ["meddic.champion", "You've got an ally in our operations manager."],
    ["meddic.decision_criteria", "It has to print allergen labels, otherwise it's useless for us."],
    ["meddic.decision_criteria", "Looks matter but not as much as the speed at the till."],
    ["meddic.decision_process", "We'd pilot it during the autumn term, then a review with the governors."],
    ["meddic.decision_process", "The trustees decide after the trial."],
    ["meddic.decision_process", "I'll pass it to our area manager, then head office have a look."]
  ])
  notStated([
    ["meddic.metrics", "The driver is currently about an hour away from you."],
    ["meddic.decision_criteria", "Please ring first, otherwise we can't take the delivery."],
    ["meddic.decision_criteria", "The cleaners need to be let in at 6, please leave a key with security."],
    ["meddic.decision_process", "Send me the invoice, then I'll have a look."],
    ["meddic.decision_process", "We tried your demo in the summer, it was fun."]
  ])
  stated([
    ["spiced.impact", "On busy days we lose the sale because the card reader times out."],
    ["spiced.impact", "I spend most evenings chasing deposits instead of planning menus."],
    ["spiced.impact", "Our drivers are talking about leaving because of the rota."],
    ["spiced.impact", [agent("How is it affecting the shop?"), user("We lose the order whenever the website is down.")]]
  ])
  notStated([
    ["spiced.impact", "I think I lost the receipt, can you send another?"],
    ["spiced.impact", "I'm thinking of leaving your service at the end of the month."],
    ["spiced.impact", "I spent the morning at the dentist instead of the office, sorry for the delay."]
  ])
})
