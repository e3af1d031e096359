import { describe, expect, it } from "vitest"
import { readInput } from "../../../src/scoring/embedded/text/units.js"
import { asksOffer } from "../../../src/scoring/embedded/engine/vendorEnquiry.js"
import { tellsBefore } from "../../../src/scoring/embedded/engine/denseClauses.js"
import { compileManifest } from "../../../src/domain/manifest.js"
import { drain } from "../../../src/domain/steps.js"
import { compileSteps } from "../../../src/scoring/embedded/engine/compile.js"
import { nearest, vectorsOf } from "../../../src/scoring/embedded/engine/unitVectors.js"
import { isRoutine, LABEL_MARGIN, labelledOther } from "../../../src/scoring/embedded/engine/triggerContrast.js"
import { sentenceVector } from "../../../src/scoring/embedded/models/sentenceVector.js"
import { readerOf } from "./custescCases.js"
import { bikeWorkshop, dryCleaner } from "./custrelReadingDomains.js"

// The custrel readings on sentences and rubrics of our own (a dry cleaner, a bike workshop, a
// window cleaner): a question to the vendor about its offer or prices states no content; a trigger
// that escalates by itself is read as a problem whatever its name; a clause telling how a thing
// was before ("it was perfect when I left it") settles nothing told beside it.

const tokensOf = (text: string) => readInput([{ role: "user", content: text }]).units.filter((u) => !u.whole).flatMap((u) => u.tokens)

describe("asksOffer: a question to the vendor about its ways, offer or prices", () => {
  it.each([
    "Do you deliver on Sundays?",
    "How much is a weekly pass?",
    "How much would it cost to re-string a racket?",
    "What insurance do your drivers carry?",
    "Are your vans tracked?",
    "What's the price of a deep clean for a sofa?",
    "Just checking: do you take card payments?",
    "Does your quote include the VAT?"
  ])("asks: %s", (text) => expect(asksOffer(tokensOf(text))).toBe(true))
  it.each([
    "Can you fit a new lock on the back door?",
    "Could you come round on Tuesday?",
    "Is there a slot for my daughter on Friday?",
    "Why has the heater stopped again?",
    "How much water is in the cellar now?",
    "Do you know the van hit my gate this morning?",
    "Do you deliver on Sundays",
    "The boiler has stopped."
  ])("does not ask: %s", (text) => expect(asksOffer(tokensOf(text))).toBe(false))
})

describe("tellsBefore: how a thing was before an event", () => {
  const whole = (text: string) => {
    const tokens = tokensOf(text)
    return tellsBefore(tokens, { from: 0, to: tokens.length })
  }
  it.each(["it was spotless when I left it", "the screen was fine before the repair", "they were working until you moved them"])("before: %s", (text) =>
    expect(whole(text)).toBe(true))
  it.each(["it is spotless now", "it was fine", "when I left it was the last time I saw it"])("not before: %s", (text) => expect(whole(text)).toBe(false))
})

describe("a question to the vendor states no content (custom presence)", () => {
  const read = readerOf(bikeWorkshop)
  it.each(["Do you service electric bikes?", "How much is a service for a road bike?", "Are your mechanics trained on hydraulic brakes?"])(
    "no repair stated: %s",
    (text) => expect(read(text).found.has("repair_needed"), read(text).why).toBe(false)
  )
  it.each(["The gears jump every time I pedal up a hill, could you fix them?", "My back brake squeals and hardly slows me down, is that something you can sort?"])(
    "repair stated: %s",
    (text) => expect(read(text).found.has("repair_needed"), read(text).why).toBe(true)
  )
  it("a detector whose examples ask prices still reads price questions", () => {
    const got = read("How much is it to true a buckled wheel?")
    expect(got.found.has("price_question"), got.why).toBe(true)
  })
})

describe("a trigger that escalates by itself is read as a problem, whatever its name", () => {
  const alone = readerOf(dryCleaner)
  it.each([
    "Years ago a blouse of mine came back shrunk, but you've been great since. Could you clean my winter coat? Ticket 5120.",
    "Last spring my jacket came back with a torn lining, you sorted it and it's been fine since. Ticket no: 3391."
  ])("a past episode settled: %s", (text) => expect(alone(text).escalates, alone(text).why).toBe(false))
  it.each(["My linen trousers have come back with a scorch mark right across the knee", "My good wool coat has come back with a big burn mark on the sleeve"])(
    "an event now: %s",
    (text) => expect(alone(text).escalates, alone(text).why).toBe(true)
  )
  it("a clause telling how the thing was before settles nothing", () => {
    const got = alone("My wool dress has shrunk two sizes, it was fine when I dropped it off.")
    expect(got.escalates, got.why).toBe(true)
  })
})

describe("asksOffer: requests for information, general questions, and a question joined to a statement", () => {
  it.each([
    "Could you tell me what your policy is if a parcel goes missing?",
    "Can you let me know how long a repair usually takes?",
    "Would you explain whether the deposit is refundable?",
    "Is it normal for paint to smell for a week?"
  ])("asks: %s", (text) => expect(asksOffer(tokensOf(text))).toBe(true))
  it.each([
    "Do you have anyone free today, the cellar is flooding?",
    "Could you tell me why my parcel was opened?",
    "Can you tell me whether my flight is still on?",
    "Could you send someone to look at it?",
    "Is it leaking again?",
    // custrisk2: a definite subject asks about a state the customer sees, and so tells it.
    "Is it normal for the paint to smell for a week?"
  ])("does not ask: %s", (text) => expect(asksOffer(tokensOf(text))).toBe(false))
})

describe("a trigger's reading under another detector's form label", () => {
  const ctx = drain(compileSteps(compileManifest({ template: "custom", ...dryCleaner.criteria } as never)))
  const trigger = ctx.models.find((m) => m.spec.name === "garment_ruined")!
  it("a label naming another detector, not the trigger", () => {
    expect(labelledOther(trigger, tokensOf("Cleaning request"))).toBe(true)
    expect(labelledOther(trigger, tokensOf("Ticket"))).toBe(true)
    expect(labelledOther(trigger, tokensOf("Notes"))).toBe(false)
    expect(labelledOther(trigger, tokensOf("Garment ruined"))).toBe(false)
  })
  it("is the routine unless the trigger's example is clearly nearer", () => {
    const v = sentenceVector("Please could you clean the lounge curtains")!
    const routine = nearest(v, vectorsOf(["Please clean the curtains from the lounge"]))
    expect(isRoutine(trigger, v, routine + LABEL_MARGIN / 2)).toBe(false)
    expect(isRoutine(trigger, v, routine + LABEL_MARGIN / 2, undefined, LABEL_MARGIN)).toBe(true)
    expect(isRoutine(trigger, v, routine + LABEL_MARGIN * 1.5, undefined, LABEL_MARGIN)).toBe(false)
  })
})
