// Qualification packs: a reviewer's own sentences against the rules of 11-26, each a rule whose
// reach went past the case it was written for. Reworded in other trades; messages of our own.
import { describe } from "vitest"
import { agent, notStated, stated, user } from "./salesprecReading.js"

describe("a buyer who also sounds like a seller is still read (notABuyer.ts: A_BUYER)", () => {
  const FREELANCER = "I'm a self-employed photographer, my day rate is £400, and I need a proper booking tool by April."
  const FIRM = "We're a removals firm with 15 years of experience. We'd love to work with you - are you free for a quick call on Monday? Our budget is around 12k."
  stated([
    ["bant.need", FREELANCER],
    ["bant.timeline", FREELANCER],
    ["bant.budget", FIRM],
    ["champ.money", FIRM]
  ])
  describe("a pitch with no wish of its own is still set aside", () => {
    notStated([
      ["bant.budget", "Hello,\n\nWe've helped more than 120 dental practices win new patients. Plans begin at £179 per month. Would you be free for a short chat on Wednesday?\n\nTo unsubscribe, click here."],
      ["bant.timeline", "Hi there,\n\nPlease accept my application for the fleet coordinator position. My expected pay is roughly 41k and I can join once my notice period finishes on 14 April. My resume and references are attached."]
    ])
  })
})

describe("need: a request for a document or a call is no need, a tool whose name begins with one is", () => {
  stated([
    ["bant.need", "We need a password manager for the whole surgery."],
    ["bant.need", "We need a call recording tool for our sales desk."],
    ["bant.need", "We want a quote builder our fitters can use on the van."],
    ["bant.need", "We need a refund workflow that doesn't take a month."],
    ["bant.need", "We need to set up a meeting room booking system for both of our sites."]
  ])
  notStated([
    ["bant.need", "We need a quote for 12 seats please."],
    ["bant.need", "I need a password reset, I'm locked out."],
    ["bant.need", "We need to reschedule Friday's call."]
  ])
})

describe("budget: a count per period is no money unless set towards something", () => {
  notStated([
    ["bant.budget", "We have around 300 a month walking through the door at the gym."],
    ["bant.budget", "We have around 25 a week booked in for services."],
    ["bant.budget", "We have up to 4 per branch."]
  ])
  stated([
    ["bant.budget", "Call notes: owner of two cafés, has roughly 200 a month for software."],
    ["bant.budget", "We can spend about 150 a month."]
  ])
})

describe("money elsewhere hides only the first amount after its marker", () => {
  stated([
    ["bant.budget", "We paid 4k for the last system and can spend 6k now."],
    ["bant.budget", "The invoice was for £300 and we have 3k for the new kit."],
    ["bant.budget", "Our turnover is 3M and we can put 25k towards this."],
    ["bant.budget", "We were quoted 9k by another firm and can go to 11k."]
  ])
  notStated([
    ["bant.budget", "Our turnover went from 2M to 3M last year."],
    ["bant.budget", "They quoted 7,500 for the fit-out, which seemed steep."]
  ])
})

describe("timeline: a lower-case 'may' after 'this' is the verb", () => {
  notStated([
    ["bant.timeline", "this may take a while to get signed off."],
    ["bant.timeline", "To be honest this may never happen."]
  ])
})

describe("timeline: an event's date the buyer ties the deadline to", () => {
  stated([
    ["bant.timeline", "Our trade show is on 14 June and we need the kiosk app ready for it."],
    ["bant.timeline", "Our year end is 30 April and we want the new ledger in place for it."],
    ["bant.timeline", "We're closed from 20 December, so the fit has to happen before then."]
  ])
  notStated([
    ["bant.timeline", "Our conference is on 12 May, it's a big one for us."],
    ["bant.timeline", "We're closed from 23 December until the new year."]
  ])
})

describe("decision criteria: a plain decline is no criterion, a condition's 'no' is", () => {
  notStated([
    ["meddic.decision_criteria", "Sorry, it's a no from us this time."],
    ["meddic.decision_criteria", "Thanks, but after the pilot it's a no from our side."]
  ])
  stated([["meddic.decision_criteria", "If it can't talk to our online shop it's a no from us."]])
})

describe("authority: the owner of a business named after a thing", () => {
  stated([
    ["bant.authority", [agent("Who signs off on purchases like this?"), user("I'm the owner of the car valeting business.")]],
    ["bant.authority", [agent("Who signs off on purchases like this?"), user("I'm the owner of the estate agency.")]],
    ["bant.authority", [agent("Who signs off on purchases like this?"), user("I'm the owner of the van hire firm.")]]
  ])
  notStated([["bant.authority", "The owner of the building is redoing the car park, so parking will be tricky."]])
})

describe("budget: the vendor's price accepted, however it is named", () => {
  stated([
    ["bant.budget", "The quote is fine for us."],
    ["bant.budget", "Your price of 6k is fine for us."],
    ["bant.budget", "The price is fine for us."]
  ])
})
