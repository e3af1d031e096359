// The readings of branch custcat3, brought back in part by custcls4, on sentences of their own:
// the act a sentence performs (text/actWords.ts), which acts a category's name takes
// (categoryActs.ts), and each reading's near misses that must not fire.
import { describe, expect, it } from "vitest"
import { type Act, actsOfName, performs } from "../../../src/scoring/embedded/text/actWords.js"
import { tokensOfText } from "../../../src/scoring/embedded/text/units.js"

const reads = (act: Act, text: string) => performs(act, tokensOfText(text))

const CASES: ReadonlyArray<readonly [Act, string, boolean]> = [
  ["fault", "the hinge on the side gate has snapped clean off", true],
  ["fault", "the kettle won't turn on any more", true],
  ["fault", "I rent out the flat above the shop", false],
  ["fault", "our shed was broken into overnight", false],
  ["price", "what would you charge to strip and wax a kitchen floor?", true],
  ["price", "hi, how expensive is a full set of keys cut", true],
  ["price", "the price went up again this month and nobody warned us", false],
  ["price", "I was charged for a visit that never happened", false],
  ["booking", "have you got a slot for a dog wash on Saturday morning?", true],
  ["booking", "could someone come round on the 21st to measure up?", true],
  ["booking", "I booked a session for last Monday but the door was locked", false],
  ["booking", "we moved here on the 3rd of May", false],
  ["change", "could you move us from the Tuesday class to the Thursday one?", true],
  ["change", "we'd like the afternoon slot instead of the morning", true],
  ["change", "moving house next month and need storage", false],
  ["cancel", "we will not need you after Christmas, thanks for all your help", true],
  ["cancel", "I'll have to give the gardening a miss from now on", true],
  ["cancel", "please don't stop sending the newsletter, I enjoy it", false],
  ["complaint", "the fitter was rude to my wife and left mud everywhere", true],
  ["complaint", "twice now the van has been an hour late. Not good enough.", true],
  ["complaint", "this isn't a complaint, I just want to change the time", false],
  ["acquire", "we're after something sturdier to replace the old swing", true],
  ["acquire", "do you have any folding ladders in stock?", true],
  ["acquire", "out of curiosity, do your engineers fit shower screens?", false],
  ["acquire", "the new fence panel you sold me has already split", false],
  ["missed", "the van drove right past our house and the sacks are still sitting out", true],
  ["missed", "nobody has come to read the meter despite the letter", true],
  ["missed", "the van came on time and took everything, thank you", false],
  ["advice", "which cream would you recommend for dry hands?", true],
  ["advice", "my daughter has a sore throat, what can I give her?", true],
  ["advice", "who should I write to about a job?", false],
  ["theft", "my bike was nicked from outside the library", true],
  ["theft", "we lost the signal on the train", false],
  ["loss", "I think I left it on the bus on Tuesday", true],
  ["loss", "can't find my keys anywhere since the party", true],
  ["loss", "sorry, I lost my temper on the phone earlier", false]
]

describe("the act a sentence performs (actWords.ts)", () => {
  it.each(CASES)("%s: %s → %s", (act, text, want) => {
    expect(reads(act, text)).toBe(want)
  })
})

describe("the acts a category's name names (actWords.ts actsOfName)", () => {
  it.each([
    // price is read by performs() but no name takes it yet (custcls4, custcls5: it cost a calibration rubric)
    ["repair", ["fault"]],
    ["repair_job", ["fault"]],
    ["price_enquiry", []],
    ["missed_collection", ["missed"]],
    ["cancellation", ["cancel"]],
    ["new_booking", ["booking"]],
    // a defect of the road, a change of unit: the thing's own act, not any fault or move
    ["road_defect", []],
    ["unit_change", []],
    ["appliance_repair", []],
    ["plumbing", []]
  ] as const)("%s → %j", (name, want) => {
    expect(actsOfName(name)).toEqual(want)
  })
})
