// Round 4 challenge set for MEDDIC and SPICED recall in paraphrase (issue 22), written before the
// change: champion, metrics, decision criteria and process told without textbook words, SPICED
// impact told in the first person, a target after a condition that ended at ", and", a count of
// people as the team; near misses that only share topic words. Domains other than software:
// bakeries, farms, physio, removals, a choir, a garage, a care home. Sentences of our own.
import { describe } from "vitest"
import { agent, notStated, stated, user } from "./salesprecReading.js"

describe("round 4 challenge: stated in plain words", () => {
  stated([
    // A target after a condition that closes at ", and".
    ["meddic.metrics", "The mill offered 5% off if we order by the pallet, and we want to get flour waste down to under 2 bags a week."],
    ["meddic.metrics", "If the van is free on Fridays we'll use it, and our aim is to deliver every order within 48 hours."],
    ["meddic.metrics", "Hi Priya,\n\nQuick one: right now a full stocktake eats three evenings and I'd like it done in one.\n\nCheers,\nTom\nHead Baker"],
    ["meddic.metrics", "Success for us = fewer than 2 missed collections a month. Last quarter it was about nine."],
    ["meddic.metrics", "we hope the new way bring the late deliveries from 15 per week to maybe 3"],
    // Champion without the word.
    ["meddic.champion", "Between us, I've been trying to get the partners to look at this for months, so I'll keep at it."],
    ["meddic.champion", "Leave the practice manager to me - I know how to get her to say yes."],
    ["meddic.champion", "Call notes: Ruth (yard foreman) is the one who wants this most and has offered to make the case at the owners' meeting."],
    ["meddic.champion", "i am really for this, i will speak to the owner myself next week and tell him we need it"],
    // Decision criteria without the word.
    ["meddic.decision_criteria", "Whatever we go with, the drivers have to be able to use it with gloves on."],
    ["meddic.decision_criteria", "For the committee it comes down to two things: cost per member and whether volunteers can pick it up in an afternoon."],
    ["meddic.decision_criteria", "What will decide it for us is whether it works where there's no signal, out in the far fields."],
    ["meddic.decision_criteria", "We won't consider a supplier who can't deliver before 7am."],
    // Decision process without the word.
    ["meddic.decision_process", "The way it usually goes: I gather prices, the treasurer checks them, and the committee votes at the next meeting."],
    ["meddic.decision_process", "Once the two site managers have had a go with it, they report back to me and I make the call."],
    ["meddic.decision_process", "Anything over a grand has to be agreed at the Monday partners' meeting, then accounts raise the order."],
    // SPICED impact in the first person and plainly.
    ["spiced.impact", "Honestly I can't take on any more clients until this is sorted."],
    ["spiced.impact", "Because of the mix-ups we've had two care homes move their contracts to another firm this year."],
    ["spiced.impact", "I end up working every Sunday just to catch up on the rotas, and my family is not happy."],
    ["spiced.impact", "We've had to say no to three weddings this spring because we couldn't staff them."],
    // A count of people as the team.
    ["spiced.situation", "There's six of us, two in the shop and four out on the vans."],
    ["spiced.situation", "We're a small outfit - eight of us including me and my brother."],
    // Priority (CHAMP) told as pressure from above.
    ["champ.prioritization", "Management keeps asking about it, so it's the thing I need to get sorted this month."],
    ["champ.prioritization", "The owners bring it up at every meeting now."]
  ])
  stated([
    ["meddic.decision_process", [agent("How do decisions like this get made on your side?"), user("I pull together a shortlist, then the farm manager and I visit each one, and the family decides over dinner.")]],
    ["spiced.impact", [agent("What happens if nothing changes?"), user("I'll keep losing my weekends and probably a couple of my best drivers.")]]
  ])
})

describe("round 4 challenge: near misses that must not fire", () => {
  notStated([
    ["meddic.metrics", "If the van breaks down again, and I mean really breaks down, we'll call you."],
    ["meddic.metrics", "Our order number is 4471 and we'd like it delivered to the back door."],
    ["meddic.champion", "I've been trying to get hold of someone in your accounts team for a week."],
    ["meddic.champion", "Leave the keys with me and I'll pass them to the caretaker."],
    ["meddic.decision_criteria", "Whatever happens, please don't deliver before 7am, the neighbours complain."],
    ["meddic.decision_process", "The way it usually goes with our old supplier: they turn up late and leave a mess."],
    ["spiced.impact", "I can't make the call on Tuesday, can we do Wednesday?"],
    ["spiced.impact", "We had to say no to the Thursday slot you offered, sorry."],
    ["spiced.situation", "Six of us are coming to the open day on Saturday."],
    ["champ.prioritization", "My manager keeps asking when the invoice will arrive."]
  ])
})
