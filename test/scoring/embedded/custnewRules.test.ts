// The two readings of branch custom9, on sentences of our own: a question to the vendor opened by a
// joining word or closed by a softener after a comma is still an enquiry (vendorEnquiry.ts), and a
// form line whose value holds no word records a field, no event, for a trigger (unitFind.ts).
import { describe, expect, it } from "vitest"
import { asksOffer } from "../../../src/scoring/embedded/engine/vendorEnquiry.js"
import { tokenize } from "../../../src/scoring/embedded/text/text.js"
import { runIdCases, rubric, type IdCase } from "./presenceCases.js"

describe("a question to the vendor with a joining word or a softener (custom9)", () => {
  it.each([
    ["And what do you charge for a deep clean?", true],
    ["So how much would you charge to tow a caravan, roughly?", true],
    ["Also, do you work weekends, usually?", true],
    ["Oh, how much is a lesson, approximately?", true],
    ["How much would a repaint cost, please?", true],
    // Near misses: a statement after the comma, the customer's own things, a request.
    ["Do you have anyone free, the kitchen is flooding?", false],
    ["And could you come round on Friday?", false],
    ["So what do you charge for my broken window, roughly?", false],
    ["And how much damage is there, honestly?", false]
  ] as const)("%s → %s", (text, want) => {
    expect(asksOffer(tokenize(text))).toBe(want)
  })
})

const lets = rubric(
  { name: "booking_dates", type: "presence", examples: ["Arriving 3 May for a week", "Two nights from Friday 9 June"] },
  { name: "urgent_problem", type: "presence", required: false, examples: ["We've arrived and the boiler is dead", "The door won't lock and we can't leave"] }
)
const ROWS: ReadonlyArray<IdCase> = [
  ["form-date", lets, "Guest: Ann Hale\nArrival: 14/09\nNights: 3", { urgent_problem: "absent" }],
  ["form-ref", lets, "Name: Tom Reed\nDoor code: 4471\nParty: 2", { urgent_problem: "absent" }],
  ["form-event", lets, "Guest: Ann Hale\nArrival: 14/09\nProblem: we've arrived and there's no power at all", { urgent_problem: "found" }],
  ["told", lets, "We've just arrived and the boiler won't light, no hot water at all.", { urgent_problem: "found" }]
]
runIdCases("a form line's wordless value is no event for a trigger (custom9)", ROWS)

// A time told past by its own words ("last week", "yesterday", "ago") in a clause of its own, when
// no other clause gives a time, is no time the customer wants (whenElse.ts), whatever the other
// clauses' verbs ("looked like" holds a "like" that may also want).
const salon = rubric(
  { name: "visit_time", type: "presence", examples: ["Thursday morning if possible", "Any day after 4pm", "Saturday the 12th at 9"] },
  { name: "treatment", type: "presence", examples: ["A cut and colour please", "Just a fringe trim"] }
)
const TIMES: ReadonlyArray<IdCase> = [
  ["past-thanks", salon, "Thanks for last week, my hair looked like a magazine cover!", { visit_time: "absent" }],
  ["past-ago", salon, "Two weeks ago I came in, and the stylist was lovely.", { visit_time: "absent" }],
  ["past-whole", salon, "Loved the colour you did yesterday. My sister asked where I go.", { visit_time: "absent" }],
  ["past-then-ahead", salon, "It was done last month, can I book Saturday at 10?", { visit_time: "found" }],
  ["same-again", salon, "Last time I came on a Friday, so Friday again please.", { visit_time: "found" }],
  // A past time is read clause by clause, so another clause's time stands; after "as" it names the time wanted again (review).
  ["past-then-next", salon, "Thanks for yesterday, same again next month.", { visit_time: "found" }],
  ["past-as-model", salon, "Same time as last week.", { visit_time: "found" }]
]
runIdCases("a time told only past is no wanted time (custom9)", TIMES)
runIdCases("a past time beside a wanted one in plural or general words (custom9)", [
  ["past-then-weekdays", salon, "Retired last month so my diary is empty, happy to come any weekday.", { visit_time: "found" }],
])
