// The triage challenge sets, round by round, in one harness (cases of our own: r1triageCases.ts,
// r2triageCases.ts, r2triageBoundaries.ts, r4triageCases*.ts): one test per asserted category of
// each case; a round's known misses run as "still wrong" (it.fails), so a fix that makes one
// pass shows up as a failure until its name leaves the list.
import { describe, expect, it } from "vitest"
import { correctionTurns } from "../../../src/scoring/embedded/text/correction.js"
import type { Case } from "./triageCase.js"
import { agent, user, valueOf } from "./triageReading.js"
import { R1_BOUNDS, R1_CASES } from "./r1triageCases.js"
import { R2_CASES } from "./r2triageCases.js"
import { BOUNDARY_CASES } from "./r2triageBoundaries.js"
import { R4_CASES } from "./r4triageCases.js"
import { R4_CASES_2 } from "./r4triageCases2.js"
import { R4_CASES_3 } from "./r4triageCases3.js"
import { R6_CASES } from "./r6triageLevels.js"
import { R5_FAULTS, R5_NOT_TICKETS, R5_REQUESTS, R5_SECOND, R5_SEVERE, R5_THIRD } from "./r5triageAbstainCases.js"

/** Each case's asserted categories, one per detector, named "case name: detector". */
const assertionsOf = (cases: ReadonlyArray<Case>) =>
  cases.flatMap((c) =>
    (
      [
        ["issue_severity", c.severity],
        ["customer_tier", c.tier],
        ["time_sensitivity", c.time]
      ] as const
    )
      .filter(([, want]) => want !== undefined)
      .map(([detector, want]) => ({ name: `${c.name}: ${detector}`, messages: c.messages, detector, want }))
  )

const runCases = (title: string, cases: ReadonlyArray<Case>, stillWrong: ReadonlySet<string> = new Set()) =>
  describe(title, () => {
    const asserted = assertionsOf(cases)
    // A name that matches no assertion would leave its case silently untested.
    const stale = [...stillWrong].filter((name) => !asserted.some((a) => a.name === name))
    if (stale.length > 0) throw new Error(`still-wrong names that match no assertion: ${stale.join("; ")}`)
    it.each(asserted.filter((a) => !stillWrong.has(a.name)))("$name", ({ messages, detector, want }) => {
      expect(valueOf(detector, messages)).toBe(want)
    })
    const wrong = asserted.filter((a) => stillWrong.has(a.name))
    if (wrong.length > 0) {
      it.fails.each(wrong)("still wrong: $name", ({ messages, detector, want }) => {
        expect(valueOf(detector, messages)).toBe(want)
      })
    }
  })

runCases("a challenge set of tickets told in new words", [...R1_CASES, ...R1_BOUNDS])
runCases("round 2: triage categories on tickets told in new words", [...R2_CASES, ...BOUNDARY_CASES])
runCases("round 4: triage categories across products and styles", R4_CASES)
// Left after round 4: a display label told wrong (low or medium?), one user's reset mail in spam
// (read as mail landing in spam for the business), cars unable to leave a car park.
runCases(
  "round 4, second set: triage categories",
  R4_CASES_2,
  new Set(["a web form for a thermostat: issue_severity", "call notes, one user's password: issue_severity", "non-native: the machine not print the tickets: issue_severity"])
)
// Left: a search that "returns nothing" read as high cost a check-half severity value (11-27, dropped).
runCases("round 4, third set: triage categories", R4_CASES_3, new Set(["a shop's search returns nothing: issue_severity"]))

// Round 5, tickets told without fault words (the severity floor, rubrics/triageFloor.ts). Left:
// a cue of the rubric's own read above the floor at the wrong level (an icon read as cosmetic, a
// reset asked for over the fault behind it, "the others don't see this" as a team), high told as
// critical for a whole team or every booking since lunch, a stranger's invoices told with "a
// company we don't know", and two non-tickets read by old cues ("FYI", "late payments").
runCases("round 5: tickets with no fault words, and messages that are no ticket", [...R5_REQUESTS, ...R5_FAULTS, ...R5_SEVERE, ...R5_NOT_TICKETS, ...R5_SECOND], new Set([
  "appointments an hour later for me: issue_severity",
  "an attached PDF that will not open: issue_severity",
  "a print icon in one browser: issue_severity",
  "an old phone number on confirmations: issue_severity",
  "two-step codes to an old phone: issue_severity",
  "nothing reaches the accounting package: issue_severity",
  "a warehouse team at the login screen: issue_severity",
  "a chat: paid bookings not in the diary: issue_severity",
  "another firm's invoices in our account: issue_severity",
  "office closed notice: issue_severity",
  "a collections tool's pitch: issue_severity",
  "a survey of a new customer, with one snag: issue_severity"
]))
// The third batch, measured before the floor's third version (17 of 20 wrong, 5 after): left, a
// suspected fault asked as "is that on purpose/expected?" (low, as a question), a refund form read
// as texts not sent (high), a rights question, dates in the other order, old prices left
// in a shop (low, as the rubric reads stale content; we would say medium).
runCases("round 5, third batch: call notes, chasers, long emails", R5_THIRD, new Set([
  "noticed the rounding: issue_severity",
  "a web form: request for a refund of an add-on: issue_severity",
  "a question about a new starter's rights: issue_severity",
  "the export has the dates in US style: issue_severity",
  "a chat: a price list: issue_severity"
]))

// Round 6, the escalation line (r6triageLevels.ts): 22 of 62 answers wrong before
// rubrics/triageLevels.ts, these after. Left: a whole door system refusing badges (high), a paper workaround
// for one warehouse, mail or calls that silently fail (no cue), "completely broken" over a
// squashed logo and a shouted subject over one field, "everyone hates" a layout, a total pennies
// off, an option missing from a list. (A deadline told as a month name, then "before then",
// is read since triage6.)
runCases("round 6: severity and time at the escalation line", R6_CASES, new Set([
  "the door entry system locks everyone out: issue_severity",
  "warehouse scanners not syncing: issue_severity",
  "emails to customers not delivered: issue_severity",
  "the phone system drops transfers: issue_severity",
  "completely broken cosmetic: issue_severity",
  "a single invoice total wrong: issue_severity",
  "everyone hates the new layout: issue_severity",
  "a loud subject over one field: issue_severity",
  "a dropdown missing an option: issue_severity"
]))

describe("a reply that takes back the first report", () => {
  const reply = (text: string) => [user("Nobody in the depot can print labels."), agent("Checking now. Is it every printer?"), user(text)]
  it.each([
    ["actually it's only the one by the door", [2]],
    ["turns out it was just my screen", [2]],
    ["oh it's just the top margin, sorry", [2]],
    ["yes every printer, and also the scanners now", []],
    ["yes, all of them", []]
  ] as const)("%s", (text, want) => {
    expect(correctionTurns(reply(text))).toEqual(want)
  })
  it("a first message corrects nothing", () => {
    expect(correctionTurns([user("actually it's only one printer")])).toEqual([])
  })
})
