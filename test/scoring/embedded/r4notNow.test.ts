import { describe, expect, it } from "vitest"
import { readInput } from "../../../src/scoring/embedded/text/units.js"
import { asksVendorWays, correctsBelief, givenErrand, longPast, namesDanger, playsDown, readsPlayDown, tellsBreakdown, tellsPlan } from "../../../src/scoring/embedded/text/notNow.js"
import { statesSettled } from "../../../src/scoring/embedded/text/settled.js"
import { tellsHarm } from "../../../src/scoring/embedded/text/harmStates.js"

// Readings that tell a problem detector a sentence reports nothing wrong now (notNow.ts), on
// sentences of our own, each with near misses that must not be read so.

const tokens = (text: string) => readInput([{ role: "user", content: text }]).units.filter((u) => !u.whole)[0]!.tokens
const believedAt = (text: string): boolean => {
  const t = tokens(text)
  return t.some((_, k) => correctsBelief(t, k))
}

describe("a worry the sender corrects", () => {
  it.each([
    "I thought the freezer alarm was going off, but it was the microwave",
    "We assumed the van had a flat, but it turned out to be the road surface",
    "I was worried about the rash, then it was just the new washing powder"
  ])("corrected: %s", (s) => expect(believedAt(s)).toBe(true))
  it.each([
    "The freezer alarm went off and it was beeping all night",
    "I thought you should know: it was leaking again this morning",
    "It was sparking when I opened the panel"
  ])("not corrected: %s", (s) => expect(believedAt(s)).toBe(false))
})

describe("an episode long past", () => {
  it.each([
    "Years ago I reacted badly to a flu jab",
    "Back in spring the trailer's tail lift jammed",
    "As a child he had a couple of seizures",
    "Last summer the pool pump tripped the fuse",
    "A few years ago the back gate was forced but nothing has gone missing since",
    "Years ago I had panic attacks, I'm feeling much better now",
    "Two years back the shed roof leaked"
  ])("past: %s", (s) => expect(longPast(tokens(s))).toBe(true))
  it.each([
    "Last night the pump tripped the fuse",
    "Last summer it started and it's still happening",
    "The rash came back again this week, like years ago",
    "She's had a cough since last year",
    "Years ago the damp was bad and now it's back",
    "The leak started last winter and it has dripped ever since",
    "Last spring the alarm went off and it is going off now"
  ])("not past: %s", (s) => expect(longPast(tokens(s))).toBe(false))
})

describe("the sender plays it down", () => {
  it.each(["The hinge is loose, nothing urgent", "It's not a big deal, just annoying", "No rush, whenever suits", "It's not an emergency"])(
    "played down: %s",
    (s) => expect(playsDown(tokens(s))).toBe(true)
  )
  it.each([
    "No rush but there is a strong smell of gas",
    "This is a big deal for us",
    "The water is pouring in, it is an emergency",
    "Nothing works since the storm"
  ])("not played down: %s", (s) => expect(playsDown(tokens(s))).toBe(false))
  // Near miss (reviewer round, reworded): "no rush, the till prints a fault code each morning" is
  // still a technical problem; the play-down is read for danger and urgency detectors only.
  it("bears on danger and urgency detectors only", () => {
    expect([readsPlayDown("trip_hazard"), readsPlayDown("urgent_request"), readsPlayDown("red_flag"), readsPlayDown("technical_problem"), readsPlayDown("billing_issue")]).toEqual([
      true,
      true,
      true,
      false,
      false
    ])
  })
})

describe("a plan, not a state", () => {
  it.each(["He'll bring the spare key on Friday", "We will send the signed form tomorrow", "I'm going to drop the van off at nine"])(
    "plan: %s",
    (s) => expect(tellsPlan(tokens(s))).toBe(true)
  )
  it.each(["The door won't shut properly", "Smoke is coming from the socket", "If it sparks again we will call you"])("no plan: %s", (s) =>
    expect(tellsPlan(tokens(s))).toBe(false)
  )
})

describe("a thing told working", () => {
  it.each(["Alarms tested and working", "The lights are all working again", "The lift is working now"])("settled: %s", (s) =>
    expect(statesSettled(tokens(s))).toBe(true)
  )
  it.each(["The lift stopped working", "The lift isn't working", "She is working from home today", "We're working on the rota"])(
    "not settled: %s",
    (s) => expect(statesSettled(tokens(s))).toBe(false)
  )
})

describe("an errand given to the sender", () => {
  it.each(["The mechanic advised me to arrange a follow-up check", "Our landlord told us to ring you about the gutters", "My manager wants me to arrange a collection"])(
    "errand: %s",
    (s) => expect(givenErrand(tokens(s))).toBe(true)
  )
  it.each(["The physio asked me to book in once the blood test results are back", "The surgery wants us to arrange a blood pressure check"])("errand, no harm: %s", (s) =>
    expect(givenErrand(tokens(s))).toBe(true)
  )
  it.each(["I asked the driver to stop", "She told me she felt dizzy", "I'd like to book a review", "The vet told us to ring you about his swollen paw"])("no errand: %s", (s) =>
    expect(givenErrand(tokens(s))).toBe(false)
  )
})

describe("a thing merely stopped (for a danger detector)", () => {
  it.each(["The dishwasher has packed up", "Our tumble dryer died on Sunday", "The lift broke down between floors", "The pump stopped working overnight"])(
    "breakdown: %s",
    (s) => expect(tellsBreakdown(tokens(s))).toBe(true)
  )
  it.each(["Sparks are coming out of the plug", "The dryer is fine, it's the socket that's scorched", "The pump hasn't stopped working once"])(
    "no breakdown: %s",
    (s) => expect(tellsBreakdown(tokens(s))).toBe(false)
  )
  it("reads danger names only", () => {
    expect([namesDanger("trip_hazard"), namesDanger("site_safety"), namesDanger("red_flag"), namesDanger("customer_complaint")]).toEqual([true, true, false, false])
  })
})

describe("a harmful state in the customer's own words (harmStates.ts)", () => {
  it.each(["The kettle lead is scorched and smoking", "His eyelids are swollen shut", "The back gate was unlocked all afternoon", "There's bruising on her shin", "A crack has opened in the nursery ceiling", "He got stung and his hand is puffy"])("harm: %s", (s) =>
    expect(tellsHarm(tokens(s))).toBe(true)
  )
  it.each(["No swelling at all", "If it starts smoking I'll switch it off", "The new gate lock works a treat", "I'm sick of chasing this invoice",
    // Near misses (reviewer round, reworded): a dish or a small item damaged, a tendency told with "gets".
    "The pizza base came out burnt, can we get a credit?",
    "There's a crack in the lid of the teapot, do you stock spares?",
    "My daughter gets a rash from wool, is the blanket cotton?"
  ])("no harm: %s", (s) =>
    expect(tellsHarm(tokens(s))).toBe(false)
  )
})

describe("a question about the vendor's own ways", () => {
  it.each([
    "Do you keep the nut dishes apart from the rest?",
    "Are your lifeguards trained in first aid?",
    "I wanted to ask how you deal with head lice",
    "Just wondering whether your drivers carry spill kits"
  ])("asks the vendor: %s", (s) => expect(asksVendorWays(tokens(s))).toBe(true))
  it.each([
    "Can you send someone, there's smoke coming from the socket?",
    "Could you come today? The ceiling is dripping",
    "Why is there glass in my soup?",
    "Do I need to bring him in?"
  ])("not about the vendor's ways: %s", (s) => expect(asksVendorWays(tokens(s))).toBe(false))
})
