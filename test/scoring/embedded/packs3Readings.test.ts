// Each packs3 reading (rubrics/sales/spansAndLimits.ts, the "last call" near miss in
// otherTopics.ts, topics left for later in text/deferral.ts) on sentences of our own other than
// the challenge set's, with near misses that must not fire.
import { describe, expect, it } from "vitest"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { BANT, CHAMP, MEDDIC } from "./manifests.js"

const packs = { bant: compileEmbedded(BANT), meddic: compileEmbedded(MEDDIC), champ: compileEmbedded(CHAMP) }
type Pack = keyof typeof packs
const found = (pack: Pack, detector: string, text: string): boolean =>
  packs[pack].score([{ role: "user", content: text }])[detector]!.found

const READINGS: ReadonlyArray<readonly [pack: Pack, detector: string, text: string, expected: boolean]> = [
  // A range of bare figures beside a spending word, closed by a rate, "for …" or the phrase's end.
  ["bant", "budget", "Spend-wise the committee mentioned 4,000 to 6,000 for the whole rollout.", true],
  ["champ", "money", "We'd look to pay between 20 and 30 per seat.", true],
  ["bant", "budget", "The lads spend 3 to 4 hours a day on paperwork.", false],
  // A rate the buyer would pay.
  ["bant", "budget", "Something like 150 to 200 a month we could happily pay.", true],
  ["champ", "money", "About 12 a member is what the club would be willing to spend.", true],
  ["bant", "budget", "We take 150 to 200 bookings a month in the high season.", false],
  // How far the buyer can go.
  ["bant", "budget", "The practice could stretch to £9,000 if the setup is included.", true],
  ["champ", "money", "We can go as high as 45 a user each month, not more.", true],
  ["bant", "budget", "The trial could go up to 6 months if needed.", false],
  ["champ", "money", "Our van can go up to 90 on the motorway.", false],
  // The sign-off owned; a threshold that sends purchases to a body.
  ["bant", "authority", "Tools for the kitchen are mine to approve.", true],
  ["champ", "authority", "Anything above 3,000 has to go to our trustees.", true],
  ["bant", "authority", "Parcels over 20 kg go to the back door.", false],
  // "Last call" as a phone call is no final say.
  ["champ", "authority", "As I said on our last call, the rota is a mess.", false],
  ["bant", "authority", "The last call on suppliers is mine.", true],
  // Topics left for later: neither found nor denied.
  ["bant", "budget", "Pricing and budget are a discussion for later in the year.", false],
  ["meddic", "economic_buyer", "We'll come back to who holds the budget after the trial.", false],
  ["bant", "authority", "I'll circle back to who approves it next week.", false],
  ["champ", "money", "The money side is parked until the trustees meet.", false],
  ["bant", "timeline", "We'll talk about dates once the board has seen the numbers.", false],
  // A choice left with the speaker; a thing handed over is no say.
  ["bant", "authority", "The partners leave purchasing to me these days.", true],
  ["champ", "authority", "Choosing suppliers is left to me.", true],
  ["bant", "authority", "The courier left a parcel to me at the gate.", false],
  // Asking who signs at the vendor's end; asking what others budget.
  ["champ", "authority", "Who approves discounts at your end, your manager?", false],
  ["bant", "budget", "Which budget do most charities like us set aside for this?", false],
  // Someone's consent is no need of a product; an approval tool is.
  ["bant", "need", "We'd need the landlord's permission before anything is fitted.", false],
  ["bant", "need", "We need approval workflows for purchase orders.", true]
]

const answered = (pack: Pack, detector: string, question: string, answer: string): boolean =>
  packs[pack].score([{ role: "agent", content: question }, { role: "user", content: answer }])[detector]!.found

describe("packs3 readings on sentences of our own", () => {
  for (const [pack, detector, text, expected] of READINGS) {
    it(`${pack}.${detector} ${expected ? "finds" : "does not find"}: ${text}`, () => {
      expect(found(pack, detector, text)).toBe(expected)
    })
  }
  it("a figure per seat answers the budget question; a count per site does not", () => {
    expect(answered("champ", "money", "What sort of budget do you have?", "roughly 25 a seat, give or take")).toBe(true)
    expect(answered("bant", "budget", "Is there a budget in mind?", "about 30 a site, we have lots of sites")).toBe(false)
  })
  it("a topic left for later is not denied either", () => {
    const result = packs.bant.score([{ role: "user", content: "Budget is a conversation for another day." }])
    expect(result["budget"]!.found).toBe(false)
    expect(result["budget"]!.negated).toBe(false)
  })
})
