import { describe, expect, it } from "vitest"
import { dashRowParts } from "../../../src/scoring/embedded/text/dashLabels.js"
import { notStated, stated } from "./salesprecReading.js"
import { severity } from "./triageReading.js"

// One test per leftovers2 pattern, on sentences of our own beyond the challenge set
// (leftovers2Cases.ts): each pattern reads its shape and leaves the near miss beside it.

describe("thanks for news of a past fault closes the matter (triage.ts deny cue)", () => {
  it("reads a past outage thanked for in other words as settled", () => {
    expect([null, "low"]).toContain(severity("The kennel booking site was unreachable on Sunday evening. Many thanks for the explanation."))
    expect([null, "low"]).toContain(severity("Your card terminal service failed for an hour on Thursday. Thanks for letting me know."))
  })
  it("keeps a fault still going when thanks comes first or after", () => {
    expect(["critical", "high"]).toContain(severity("Thanks for the reply, but none of our vets can open patient records and clinic starts in ten minutes."))
  })
})

describe("a share of the buyer's people is no metric (plainFacts.ts PEOPLE_SHARE)", () => {
  notStated([
    ["meddic.metrics", "Two in three of our tenants are over sixty."],
    ["meddic.metrics", "Most of our volunteers are students from the college."]
  ])
  stated([["meddic.metrics", "A third of our tenants pay late every month and we want that under 10%."]])
})

describe("a pitch promised while doubting it is no champion (plainFacts.ts PITCH_DOUBTED)", () => {
  notStated([["meddic.champion", "I'll take it to the parish council, but I'm not convinced they'll fund it."]])
  stated([["meddic.champion", "I'll take it to the parish council and fight for it, we really need this."]])
})

describe("members lost to age or death are no cost (plainFacts.ts MEMBERS_LOST)", () => {
  notStated([
    ["spiced.impact", "We lost one of our dearest friends from the allotment society in March."],
    ["meddic.identify_pain", "The choir lost two of its longest-serving members over Christmas."]
  ])
  stated([["spiced.impact", "We lost forty members last year because the class booking kept failing."]])
})

describe("priority in a firm's name is no priority (plainFacts.ts PRIORITY_FIRM)", () => {
  notStated([["champ.prioritization", "Hello, this is Dev from Priority One Removals, we run six lorries."]])
  stated([["champ.prioritization", "The removal schedule is priority #1 before the busy season."]])
})

describe("a row of dash fields splits into fields (dashLabels.ts dashRowParts)", () => {
  it("splits a row whose every part is a field", () => {
    const row = "Budget - 2k  Timeline - May | Need - rota app"
    expect(dashRowParts(row)?.map(([a, b]) => row.slice(a, b))).toEqual(["Budget - 2k", "Timeline - May", "Need - rota app"])
  })
  it("splits a row longer than one field's value may be", () => {
    const row = "Budget - about 6k over two years  Timeline - before the new term starts  Need - a parents' booking page"
    expect(dashRowParts(row)?.length).toBe(3)
  })
  it("keeps a line whole when a part is prose", () => {
    expect(dashRowParts("Budget - 2k, but we might stretch - maybe")).toBeNull()
    expect(dashRowParts("Budget - 2k")).toBeNull()
  })
  stated([["bant.timeline", "Need - route planning, Go-live - before Easter"]])
})
