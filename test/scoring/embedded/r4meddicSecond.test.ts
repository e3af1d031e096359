// Round 4, second challenge set, written after the first changes (spokenPlain.ts) and measured
// before any further rule: other wordings and other domains (a dental lab, a driving school, a
// festival, a print shop, a hotel, a builder, a dog groomer). Sentences of our own.
import { describe } from "vitest"
import { agent, notStated, stated, user } from "./salesprecReading.js"

describe("round 4, second set: stated", () => {
  stated([
    ["meddic.metrics", "Dear Sam,\n\nFollowing our chat - at the moment roughly one crown in twelve comes back for a remake. I'd be over the moon with one in fifty.\n\nKind regards,\nDr A. Hale\nHale Dental Lab"],
    ["meddic.metrics", "Form - What would success look like?: pupils booked in for their test within 6 weeks of asking"],
    ["meddic.metrics", "we lose maybe 30 bookings each month to no-show, we want make it half"],
    ["meddic.champion", "Off the record, I'm your biggest supporter here, and I've already had a word with the directors."],
    ["meddic.champion", "I like what I've seen and I'm happy to put it in front of the partners myself."],
    ["meddic.champion", "Notes: site manager Dev very keen, says he'll argue our case with the MD."],
    ["meddic.decision_criteria", "Top of my list: it has to cope with 40,000 people scanning tickets at the gate without falling over."],
    ["meddic.decision_criteria", "The deciding question for the partners will be how long it takes our printers to learn it."],
    ["meddic.decision_criteria", "We're only looking at systems that keep the data in the UK."],
    ["meddic.decision_process", "Our usual route: I get three quotes, our QS checks them against the spec, and the client signs off on the one we recommend."],
    ["meddic.decision_process", "It'll need to go in front of the finance committee in March before anyone can sign."],
    ["meddic.decision_process", "> Who else needs to be involved?\n\nMe, then our general manager, then head office gives the final yes."],
    ["spiced.impact", "Every remake is a free job for us, probably eight grand a year down the drain."],
    ["spiced.impact", "I'm turning people away at Christmas because the diary is a mess."],
    ["spiced.impact", "Last summer we had guests arrive to rooms that weren't ready and two of them wrote awful reviews."],
    ["spiced.impact", "my instructors are driving around empty because lessons get cancelled last minute, that is fuel and wages for nothing"],
    ["spiced.situation", "It's me, my wife and three part-time groomers."],
    ["champ.prioritization", "The directors want this in place before anything else this year."]
  ])
  stated([
    ["spiced.impact", [agent("And what does that mean for the business?"), user("Put simply, fewer lessons sold and instructors leaving for other schools.")]]
  ])
})

describe("round 4, second set: near misses", () => {
  notStated([
    ["meddic.metrics", "Can you let me know roughly one in how many parcels arrives damaged with your courier?"],
    ["meddic.champion", "I'm happy to put the boxes in front of the shop for collection."],
    ["meddic.decision_criteria", "Top of my list today: ring the plumber and pay the gas bill."],
    ["meddic.decision_process", "I got three quotes for the roof last year and went with the cheapest."],
    ["spiced.impact", "I'm turning the heating down at night to save a bit."],
    ["spiced.impact", "Two guests wrote lovely reviews about your staff, thank you!"],
    ["spiced.situation", "It's me again, about the invoice from last week."],
    ["champ.prioritization", "The directors want the minutes before anything else."]
  ])
})
