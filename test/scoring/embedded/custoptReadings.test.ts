import { describe, expect, it } from "vitest"
import { longPast } from "../../../src/scoring/embedded/text/notNow.js"
import { tokensOfText } from "../../../src/scoring/embedded/text/units.js"
import { type OptDomain, readerOf } from "./custoptCases.js"
import { DOMAINS } from "./custoptDomains.js"

// The readings of the custopt round, each on sentences of our own: the case it mends and the near
// misses it must leave alone. Two small rubrics of this file's own (a stove fitter with a flue-fire
// trigger, a village show's marquee hire with a request for papers and an account number as extras),
// and the chimney sweep of custoptDomains.ts, whose certificate extra mostly asks for one.

const stoves: OptDomain = {
  name: "a stove fitter",
  criteria: {
    custom_detectors: [
      { name: "postcode", type: "presence", examples: ["Postcode LS6 2AB", "We're at BD4 7QT", "It's HG1 5EE"] },
      {
        name: "flue_fire", type: "presence", required: false,
        examples: ["Flames are coming out of the top of the flue", "The flue pipe is glowing red", "There's a fire in the flue and the room is full of smoke"]
      }
    ],
    escalation: { triggers: [{ field: "flue_fire" }] }
  },
  cases: []
}

const marquee: OptDomain = {
  name: "a marquee hire",
  criteria: {
    custom_detectors: [
      { name: "show_date", type: "presence", examples: ["The show is on Saturday 9 August", "Date: 16/08", "It's the first Sunday in September"] },
      {
        name: "insurance_papers", type: "presence", required: false,
        examples: ["Please send us your public liability certificate", "Last year's certificate from you was number PL-44190", "We need a copy of your risk assessment"]
      },
      { name: "account_no", type: "presence", required: false, examples: ["Account number 30417", "Our account with you is MQ-2210", "Customer account: 88105"] }
    ]
  },
  cases: []
}

describe("longPast: a part renewed since closes the episode", () => {
  it.each([
    "We had a flue fire about eight years ago and had the liner replaced since, all fine now.",
    "The hearth cracked back in 2019 and we had it rebuilt since."
  ])("history: %s", (text) => expect(longPast(tokensOfText(text))).toBe(true))
  it.each([
    "The flue cracked two years ago and it has smoked since.",
    "The liner was replaced two years ago but it's started leaking again."
  ])("carried on to now: %s", (text) => expect(longPast(tokensOfText(text))).toBe(false))
})

describe("a trigger's own name told of an episode long past or fixed is history", () => {
  const read = readerOf(stoves)
  it("an old flue fire, relined and fine, escalates nothing", () => {
    const got = read("We had a flue fire about eight years ago and had the liner replaced since, all fine now. Postcode LS7 3JP.")
    expect(got.status, got.why).toBe("QUALIFIED")
  })
  it.each([
    "There's a flue fire right now, the pipe is roaring. LS7 3JP",
    "We had a flue fire ten minutes ago and the pipe is still too hot to touch, LS7 3JP"
  ])("a flue fire now still escalates: %s", (text) => {
    const got = read(text)
    expect(got.status, got.why).toBe("ESCALATE")
  })
})

describe("a sign-off's lines ask for nothing", () => {
  const read = readerOf(marquee)
  it("a signature's phone number is no request for a certificate", () => {
    // Before: the phone line read at cosine just over the line to "Our last certificate number was CS-55812".
    const sweep = readerOf(DOMAINS.find((d) => d.name === "a chimney sweep")!)
    const got = sweep("Hi, the AGA in our farmhouse kitchen needs doing before the lambing starts.\n\nThanks,\nJo Whitaker\nHigh Royd Farm, Cragg Road, Mytholmroyd HX7 5EB\n0113 496 0321")
    expect(got.found.has("sweep_certificate"), got.why).toBe(false)
    expect(got.found.has("address"), got.why).toBe(true)
  })
  it("a signature's firm and phone number leave the date read", () => {
    const got = read("Hello, could we book the large marquee for the show on Saturday 23 August?\n\nThanks,\nMaria Lopez\nShow Secretary, Ampleforth Village Show\n07700 900318")
    expect(got.found.has("insurance_papers"), got.why).toBe(false)
    expect(got.found.has("show_date"), got.why).toBe(true)
  })
  it("a request for papers in the message itself is still read", () => {
    const got = read("The show is on 23 August. Could you email over your public liability certificate before then?\n\nThanks,\nMaria Lopez")
    expect(got.found.has("insurance_papers"), got.why).toBe(true)
  })
  it("an account number on a sign-off's line is still a value", () => {
    const got = read("Could we have the small marquee on 30 August?\n\nRegards,\nTom Reed\nAccount number 30981")
    expect(got.found.has("account_no"), got.why).toBe(true)
  })
})
