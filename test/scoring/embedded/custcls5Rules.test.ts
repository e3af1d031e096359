// Branch custcls5's narrowings of the price and fault acts (actAside.ts, actWords.ts), on sentences
// of our own with their near misses: money told of a bill, a payment or funding asks no price; a fee
// asked beside a place wanted is about the place; a fault told beside new kit wanted is the reason
// for the new kit; dirt or a bare judgement tells no fault.
import { describe, expect, it } from "vitest"
import { barredByMessage } from "../../../src/scoring/embedded/text/actAside.js"
import { type Act, actsOfName, performs } from "../../../src/scoring/embedded/text/actWords.js"
import { tokensOfText } from "../../../src/scoring/embedded/text/units.js"

/** Whether `sentence` is read as the act inside the whole `message`. */
const reads = (act: Act, sentence: string, message = sentence) =>
  performs(act, tokensOfText(sentence)) && !barredByMessage(act, tokensOfText(message))

const CASES: ReadonlyArray<readonly [Act, string, string | undefined, boolean]> = [
  // a price asked, against money of a bill or of who pays
  ["price", "how much r the pottery evenings for two?", undefined, true],
  ["price", "what would a monthly pass cost?", undefined, true],
  ["price", "why is there a charge for parking on my invoice?", undefined, false],
  ["price", "what do you charge for a taster session?", "We get vouchers from work. What do you charge for a taster session?", false],
  ["price", "is the deposit refunded, and what do you charge for late pickup?", undefined, false],
  // a fee asked beside a place wanted
  ["price", "and how much would that be?", "Do you have a space for a toddler on Tuesdays? And how much would that be?", false],
  ["price", "and how much would that be?", "I'd like two hours of tuition a week. And how much would that be?", true],
  // a fault beside new kit wanted
  ["fault", "the old shower is cracked and leaks.", "The old shower is cracked and leaks. We'd like a new electric one fitted.", false],
  ["fault", "the shower is cracked and leaks.", "The shower is cracked and leaks. Can someone come this week?", true],
  ["fault", "the pump has stopped, we want to buy a replacement for it", undefined, false],
  ["fault", "the tank is rusty and leaking.", "The tank is rusty and leaking. Could we get a quote for a bigger one?", false],
  // "how much do/does" only asks a price with cost or charge
  ["price", "how much does she sleep during the day?", undefined, false],
  ["price", "how much does a half-day session cost?", undefined, true],
  // dirt or a judgement, not a fault
  ["fault", "the windows were still dirty after your visit", undefined, false],
  ["fault", "an awful job on the patio", undefined, false],
  ["fault", "the window catch is stuck and the pane is stained", undefined, true]
]

describe("custcls5's narrowings of price and fault (actAside.ts, actWords.ts)", () => {
  it.each(CASES)("%s: %s (in %s) → %s", (act, sentence, message, want) => {
    expect(reads(act, sentence, message)).toBe(want)
  })
})

describe("a name pairing an act with a report or any kit takes the act (actWords.ts actsOfName)", () => {
  it.each([
    ["fault_report", ["fault"]],
    ["equipment_fault", ["fault"]],
    // price is read by performs() but no name takes it (custcls5 gates 1-2: it still cost a calibration rubric)
    ["price_enquiry", []],
    // a particular thing's fault or change stays that thing's
    ["road_defect", []],
    ["boiler_fault", []],
    ["unit_change", []]
  ] as const)("%s → %j", (name, want) => {
    expect(actsOfName(name)).toEqual(want)
  })
})
