// Each spiced4 reading (rubrics/sales/toldByDeeds.ts) on sentences of our own other than the
// challenge set's (spiced4Cases.ts), with near misses that must not fire.
import { describe, expect, it } from "vitest"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { MEDDIC, SPICED } from "./manifests.js"

const spiced = compileEmbedded(SPICED)
const meddic = compileEmbedded(MEDDIC)
const found = (detector: string, text: string): boolean => {
  const pack = detector.startsWith("spiced.") ? spiced : meddic
  return pack.score([{ role: "user", content: text }])[detector.split(".")[1]!]!.found
}

const READINGS: ReadonlyArray<readonly [detector: string, text: string, expected: boolean]> = [
  // The buyer's own units counted; a count of sales or a question is none.
  ["spiced.situation", "We have 15 minibuses and the timetable lives in one person's inbox.", true],
  ["spiced.situation", "Our 3 bakeries each order flour on their own.", true],
  ["spiced.situation", "Thanks, I sold 20 tickets to the quiz night already!", false],
  ["spiced.situation", "Could your tool cope with 30 depots, roughly?", false],
  // How the team works today.
  ["spiced.situation", "Our kitchen crew plans the week's prep from handwritten notes pinned by the fridge.", true],
  // A price put up on us; on someone else it is none.
  ["spiced.impact", "After the flood claim the insurer put our excess up to £5,000.", true],
  ["spiced.impact", "The landlord raised our rent when we fell behind on the repairs log.", true],
  ["spiced.impact", "Can you tell me whether your prices went up this year?", false],
  // Fined, and money paid out to put a mistake right.
  ["spiced.impact", "The harbour authority fined us twice for late berth records.", true],
  ["spiced.impact", "We paid a courier to rush the right parts out, three times last month.", true],
  ["spiced.impact", "We paid for the annual subscription in January.", false],
  // Money wasted told as a sum.
  ["spiced.impact", "The audit found £12,000 of unused stock sitting in the back rooms.", true],
  ["spiced.impact", "We have £12,000 of budget for a new system.", false],
  // The buyer's spend held by a titled person set off by commas; control of something else is none.
  ["meddic.economic_buyer", "Hana Sato, our finance director, approves all purchases above the team limit.", true],
  ["meddic.economic_buyer", "The clinic has a small fund of its own and I manage it.", true],
  ["meddic.economic_buyer", "Ravi, our head chef, controls the menu and the rota.", false],
  // A champion by what they did; the vendor's deeds or a favour of another kind are none.
  ["meddic.champion", "She volunteered to arrange a call with our operations director next week.", true],
  ["meddic.champion", "We have already forwarded your proposal to the two site leads.", true],
  ["meddic.champion", "He offered to book a table for lunch with the team.", false],
  ["meddic.champion", "Your account manager shared the proposal with us on Monday.", false],
  // Shared "with" someone is left unread: a file shared with colleagues need not be argued for.
  ["meddic.champion", "We shared the pricing with our bookkeeper for the year-end accounts.", false],
  // A head that holds what is known is no title; a head of a department still is.
  ["spiced.decision", "The cellar stock is counted on paper and kept in one porter's head.", false],
  ["spiced.decision", "Most of the recipes still live in the head of our pastry cook.", false],
  ["spiced.decision", "Our head of estates signs off anything we buy for the buildings.", true]
]

describe("spiced4 readings on sentences of our own", () => {
  for (const [detector, text, expected] of READINGS) {
    it(`${detector} ${expected ? "reads" : "does not read"}: ${text}`, () => expect(found(detector, text)).toBe(expected))
  }
})
