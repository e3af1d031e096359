// Each spiced2 second-pass reading (rubrics/sales/costsAndSetups.ts) on sentences of our own other
// than the challenge set's (spiced2Cases.ts), with near misses that must not fire.
import { describe, expect, it } from "vitest"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { SPICED } from "./manifests.js"

const pack = compileEmbedded(SPICED)
const found = (detector: string, text: string): boolean => pack.score([{ role: "user", content: text }])[detector]!.found

const READINGS: ReadonlyArray<readonly [detector: string, text: string, expected: boolean]> = [
  // Costs told without a figure.
  ["impact", "Every wrong postcode means a second delivery at our own expense.", true],
  ["impact", "Is the return postage at our cost or yours?", false],
  ["impact", "We had to offer the choir a refund after the venue mix-up.", true],
  ["impact", "Do you have to give a discount code to charities, or is it automatic?", false],
  ["impact", "All the no-shows have pushed our rating down on the booking sites.", true],
  ["impact", "What's your rating on the review sites?", false],
  ["impact", "We wrote off a whole pallet of yoghurt after the fridge alarm failed.", true],
  ["impact", "Can we write off the licence as a business expense?", false],
  ["impact", "With invoices going out late, our cash flow is tight every spring.", true],
  ["impact", "Do you do cash flow forecasts for small firms?", false],
  ["impact", "A jammed press costs us half a shift of printing each time.", true],
  ["impact", "The three kilns sat idle for days because nobody saw the order.", true],
  ["impact", "The kayaks were empty for the winter, as usual.", false],
  ["impact", "The night crew is worn out and morale is low.", true],
  ["impact", "Team morale is great, we had a lovely party.", false],
  ["impact", "We missed out on a council contract because the paperwork was late.", true],
  ["impact", "Delivery costs up by a third since the route planner broke.", true],
  ["impact", "What are the costs up front?", false],
  ["impact", "Customers who get the wrong size rarely order again.", true],
  ["impact", "If this happens again I will never order from you again.", false],
  ["impact", "Sorry, we missed out on your webinar last week.", false],
  // The set-up told in passing.
  ["situation", "Everything is in an Access database the last manager set up.", true],
  ["situation", "Everything is in the attachment.", false],
  ["situation", "We've been with the same payroll provider since 2015.", true],
  ["situation", "Orders come in through email, the phone and a market stall.", true],
  ["situation", "Do orders come through your app automatically?", false],
  ["situation", "The bakery handles about 300 orders a week.", true],
  ["situation", "Is there a limit of 500 orders a month on the basic plan?", false],
  // Outside dates told with other verbs.
  ["critical_event", "Our contract with the laundry service finishes at the end of May.", true],
  ["critical_event", "The food safety inspectors are due in the spring.", true],
  ["critical_event", "The inspectors came in March and signed everything off.", false],
  ["critical_event", "The grape harvest starts in early September.", true],
  // Ways of deciding.
  ["decision", "Policy is we get three quotes for anything like this.", true],
  ["decision", "Can I get three quotes, one per site size?", false],
  ["decision", "The lowest quote that meets the spec wins.", true],
  ["decision", "The best team wins a trophy at the summer party.", false],
  ["decision", "Anything above 5k has to go to the trustees.", true],
  ["decision", "Our newsletter goes to the trustees every month.", false]
]

describe("costs without figures, set-ups in passing, dates and ways of deciding (spiced2, second pass)", () => {
  for (const [detector, text, expected] of READINGS) {
    it(`spiced.${detector} ${expected ? "reads" : "does not read"}: ${text}`, () => {
      expect(found(detector, text)).toBe(expected)
    })
  }
})
