// Each impact-round reading (rubrics/sales/impactIndirect.ts, meddicIndirect.ts, the "without"
// phrase in text/modality.ts) on sentences of our own other than the challenge set's
// (impactCases.ts, impactCases2.ts), with near misses that must not fire.
import { describe, expect, it } from "vitest"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { MEDDIC, SPICED } from "./manifests.js"

const packs = { spiced: compileEmbedded(SPICED), meddic: compileEmbedded(MEDDIC) }
type Turn = { role: "user" | "agent"; content: string }
const found = (pack: keyof typeof packs, detector: string, input: string | ReadonlyArray<Turn>): boolean =>
  packs[pack].score(typeof input === "string" ? [{ role: "user", content: input }] : input)[detector]!.found

const SPICED_READINGS: ReadonlyArray<readonly [detector: string, text: string, expected: boolean]> = [
  // A "without" phrase inside the subject ends at the main verb, which tells the consequence plainly.
  ["impact", "A week without the ovens is about £4,000 in lost sales for us.", true],
  ["impact", "We managed the whole summer without a second van.", false],
  // Work not won.
  ["impact", "We weren't shortlisted for the hospital cleaning tender because our audit trail was patchy.", true],
  ["impact", "We missed out on two school contracts last spring over the paperwork.", true],
  ["impact", "We haven't made the shortlist yet, the council decides in May.", false],
  // What a failure meant.
  ["impact", "A lost dockets folder meant scrapping a whole week of overtime claims.", true],
  ["impact", "By that I meant sending the file, not printing it.", false],
  // Earnings lost, buyers gone.
  ["impact", "Every late survey and we lose the referral fee from the agent.", true],
  ["impact", "Three tenants pulled out of their leases after the heating fiasco.", true],
  ["impact", "The sponsor walked us through the new logo guidelines.", false],
  // Sessions called off.
  ["impact", "When the rota clashes, swimming lessons get cancelled at the last minute.", true],
  ["impact", "Can lessons be cancelled online?", false],
  // The consequence named, time added.
  ["impact", "The upshot is that invoices go out a fortnight late.", true],
  ["impact", "Chasing signatures adds roughly two days to every conveyancing file.", true],
  ["impact", "Could you add a week to the trial?", false],
  // Work time gone, a person pulled off their work.
  ["impact", "That's half a day of teaching time gone every Friday.", true],
  ["impact", "We've had to take a nurse off the ward to answer the phones.", true],
  // The vendor's own price told as its cost to us is no consequence of the buyer's problem; a loss of ours still is.
  ["impact", "Your new pricing would cost us another £90 a month, can you hold the old rate?", false],
  ["impact", "The missed renewals cost us about £900 a month in lapsed memberships.", true],
  // How work is kept today: ticked on paper, left on a voicemail.
  ["situation", "Fridge temperatures are ticked on a paper sheet by the door.", true],
  ["situation", "Most orders come in by voicemail overnight.", true],
  ["situation", "Please leave me a voicemail if I miss you.", false],
  // A purchase routed through a body's meeting is the decision; the body doing other work is none.
  ["decision", "Purchases like this go through our governors at their termly meeting.", true],
  ["decision", "The minutes go to the board after every meeting.", false]
]

const MEDDIC_READINGS: ReadonlyArray<readonly [detector: string, text: string, expected: boolean]> = [
  // The figure the buyer would settle for, a chore cut to nothing.
  ["metrics", "Callbacks take about 3 days now and we'd be content with 1.", true],
  ["metrics", "We want to bring double-bookings down to zero this season.", true],
  ["metrics", "I'd be happy with a call on Tuesday.", false],
  ["metrics", "We're 25 staff and happy with a 12 month contract.", false],
  // Champion: walking the decider through it, pressing until yes, having started it.
  ["champion", "I took our managing director through the business case over coffee last week.", true],
  ["champion", "I'll keep on at them until the partners agree to it.", true],
  ["champion", "The whole thing was my idea after the flood last winter.", true],
  ["champion", "I offered to coordinate the trial across both sites.", true],
  ["champion", "Our operations director is the one you'll need to persuade.", false],
  ["champion", "The courier walked our receptionist through the returns form.", false],
  // Decision process as a dated list of buying steps; a step of the day's money work is none.
  ["decision_process", "Demos this month, then references, then the contract goes to legal in June.", true],
  ["decision_process", "Customers fill in the form, we check it, then accounts refund the deposit.", false]
]

describe("impact round readings on sentences of our own", () => {
  for (const [detector, text, expected] of SPICED_READINGS) {
    it(`spiced.${detector} ${expected ? "reads" : "does not read"}: ${text}`, () => {
      expect(found("spiced", detector, text)).toBe(expected)
    })
  }
  for (const [detector, text, expected] of MEDDIC_READINGS) {
    it(`meddic.${detector} ${expected ? "reads" : "does not read"}: ${text}`, () => {
      expect(found("meddic", detector, text)).toBe(expected)
    })
  }
  it("meddic.metrics does not read an answer to whether a slot works", () => {
    const turns: ReadonlyArray<Turn> = [
      { role: "agent", content: "I can do Thursday at 10, let me know if that works." },
      { role: "user", content: "yes, 10 works, we'll be 3 people on the call" }
    ]
    expect(found("meddic", "metrics", turns)).toBe(false)
  })
})
