// A second reading of the 11-27 rubric patterns: ordinary sentences of our own that carry a new
// pattern's words without its signal (each failed before the pattern was narrowed), beside the
// sentences the pattern was written for, which must still be read.
import { describe, expect, it } from "vitest"
import type { Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { INTENT } from "./manifests.js"
import { notStated, stated } from "./salesprecReading.js"
import { severity } from "./triageReading.js"

const user = (content: string): Message => ({ role: "user", content })
const intents = compileEmbedded(INTENT)
const intentFound = (detector: string, text: string) => intents.score([user(text)])[detector]!.found

describe("intents: the new patterns on sentences they were not written for", () => {
  it.each([
    ["urgency", "We open in an hour and the till is dead.", true],
    ["urgency", "The app used to open in seconds, now it opens in minutes.", false],
    ["not_interested", "We decided to go a different way.", true],
    ["not_interested", "Roadworks on the high street, so we had to go a different way.", false],
    ["pricing_interest", "What would we be looking at for two vans for a week?", true],
    ["pricing_interest", "What would we be looking at for a turnaround on two repairs?", false]
  ] as const)("%s: %s", (detector, text, want) => {
    expect(intentFound(detector, text)).toBe(want)
  })
})

describe("triage levels and floor: a count, a strange error, a backlog of ideas, the sender going back", () => {
  it.each([
    ["Our webshop shows a server error to every visitor.", "critical"],
    ["We sent 200 invitations to all our members last week, thanks for the help.", null],
    ["We spotted a suspicious login from abroad on the admin account.", "critical"],
    ["We get a strange message when a user logs in.", null],
    ["Could you add dark mode to your backlog for a future release?", "low"],
    ["The calendar keeps jumping, it goes back to January every time I save.", "medium"],
    ["Thanks, I went back to the settings page and found it myself, all sorted.", null]
  ] as const)("%s", (text, want) => {
    expect(severity(text)).toBe(want)
  })
})

describe("pain and impact: a tool's failure, not a person's habit or rule", () => {
  stated([
    ["spiced.pain", "The booking app just does not work on the older tablets."],
    ["spiced.pain", "The old system doesn't let two people edit a job at once."],
    ["spiced.pain", "Nothing in our current tool tells us when a contract is about to renew."],
    ["spiced.impact", "Some diners never return after a bad night."]
  ])
  notStated([
    ["spiced.pain", "Sam does not work here anymore, please update the contact."],
    ["spiced.pain", "We don't let staff use personal phones at the till."],
    ["spiced.pain", "We don't update our prices very often."],
    ["spiced.pain", "The report is clean, nothing shows as overdue."],
    ["spiced.impact", "Parents often don't return the consent forms after the trip."],
    ["spiced.impact", "Members don't return the keys after their session."]
  ])
})
