// A third reading: misfires two reviewers found in the rubric patterns, each beside the sentence
// its pattern was written for. Sentences are our own.
import { describe, expect, it } from "vitest"
import type { Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { INTENT } from "./manifests.js"
import { notStated, stated } from "./salesprecReading.js"
import { severity } from "./triageReading.js"

const user = (content: string): Message => ({ role: "user", content })
const intents = compileEmbedded(INTENT)
const intentFound = (detector: string, text: string) => intents.score([user(text)])[detector]!.found

describe("pain: a blind spot told with 'don't know', not the speaker's uncertainty", () => {
  stated([
    ["spiced.pain", "We don't know where our stock is half the time."],
    ["meddic.identify_pain", "Our drivers don't know which jobs are waiting for them."],
    ["bant.need", "The engineers can't know which parts are on the van until they open it."]
  ])
  notStated([
    ["spiced.pain", "I don't know if we have a budget for this yet."],
    ["spiced.pain", "I don't know what the board will decide."],
    ["bant.need", "Honestly I don't know when we would start."],
    ["spiced.pain", "We don't know what it will cost us to move."],
    ["champ.challenges", "We don't know the details yet, the board meets on Friday."]
  ])
})

describe("pain: an instruction is a request, not a problem", () => {
  stated([
    ["spiced.pain", "Half the reminders don't go out on time."],
    ["spiced.pain", "We have to make sure the invoices go out by hand because the export fails."]
  ])
  notStated([
    ["spiced.pain", "Please make sure the reminders don't go out before Monday."],
    ["spiced.pain", "Could you ensure the invoices don't get sent twice to the same client?"],
    ["meddic.identify_pain", "Make sure the engineers don't miss the Friday slot."]
  ])
})

describe("champion: pushing for the purchase, not for something else by someone outside", () => {
  stated([
    ["meddic.champion", "Our ops manager is pushing for us to get this in before spring."],
    ["meddic.champion", "Our finance lead has been pushing for a switch all year."],
    ["meddic.champion", "I'll push hard for us to move over to your system."]
  ])
  notStated([
    ["meddic.champion", "The landlord is pushing for us to move out by March."],
    ["meddic.champion", "The council is pushing for us to close the side entrance."],
    ["meddic.champion", "The landlord is pushing for us to change the locks."]
  ])
})

describe("triage: a rota and a count of work done are no outage", () => {
  it.each([
    ["We don't work weekends, so a Monday reply is fine.", null],
    ["We added 50 products for all customers this morning.", null],
    ["We don't work on Saturdays, the shop is shut.", null],
    ["The booking page doesn't work on weekends, customers get a blank screen.", "high"],
    ["The checkout doesn't work for any of our customers since noon.", "critical"]
  ] as const)("%s", (text, want) => {
    expect(severity(text)).toBe(want)
  })
})

describe("purchase interest: next steps for something other than buying", () => {
  it.each([
    ["purchase_interest", "What are the next steps to get this set up for our team?", true],
    ["purchase_interest", "What are the next steps to sign the contract?", true],
    ["purchase_interest", "What are the next steps for ordering ten more licences?", true],
    ["purchase_interest", "What are the next steps for my order? It hasn't arrived.", false],
    ["purchase_interest", "Can you send me the next steps for signing into the portal?", false]
  ] as const)("%s: %s", (detector, text, want) => {
    expect(intentFound(detector, text)).toBe(want)
  })
})

describe("not knowing which option is best is a choice, not a pain", () => {
  notStated([
    ["meddic.identify_pain", "We don't know which option is best for us."],
    ["bant.need", "Honestly we don't know which plan is right for a team our size."]
  ])
})
