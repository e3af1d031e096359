// The trig4 readings on sentences of our own, each beside near misses that keep their old reading:
// an incident of the trigger's kind told in a sentence that shares words with a calm non-example or
// with a field's example (a session, a place, a time) is still found (eventFind.ts in
// denseExamples.ts and unitFind.ts); "stole", "bled", and skin or an ear beside a word of damage tell their family.
import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { readInput } from "../../../src/scoring/embedded/text/units.js"
import { eventFamilies } from "../../../src/scoring/embedded/text/eventFamilies.js"
import { field, trigger } from "./custfpDomains.js"

const tokens = (text: string) => readInput([{ role: "user", content: text }]).units.filter((u) => !u.whole)[0]!.tokens
const families = (text: string) => [...eventFamilies(tokens(text))].sort()

describe("the kind of incident a sentence tells (eventFamilies.ts, trig4 words)", () => {
  it.each([
    ["someone stole the ladder off the van", ["loss"]],
    ["the graze bled right through his sock", ["injury"]],
    ["the skin on his palm has split", ["injury"]],
    ["the clippers caught her ear and it's swollen", ["injury"]],
    ["rain has been getting in through the skylight", ["water"]],
    ["water is coming into the hallway from next door", ["water"]]
  ])("%s tells %j", (s, want) => expect(families(s)).toEqual(want))
  it.each(["nobody stole anything", "the ear defenders are in the van", "skin cream for the kids please", "the water came in a plastic bottle", "rain is coming later today"])("tells none: %s", (s) => expect(families(s)).toEqual([]))
})

// A paddleboard hire: a calm non-example and a field's examples share a session, a jetty and a morning with the incidents.
const paddle = compileManifest({
  template: "custom",
  custom_detectors: [
    field("slot", ["The Sunday 9am lake session", "Slot: Wednesday sunset paddle", "Booking for the 4pm family session"]),
    trigger("board_incident", "Damage to a hired board, kit stolen, or a paddler hurt", [
      "The fin snapped off on the slipway",
      "Someone stole our paddles from the rack",
      "My husband cut his foot on the jetty"
    ], ["We need two extra buoyancy aids for the Sunday 9am lake session", "The car park by the jetty was full this morning"])
  ],
  escalation: { triggers: [{ field: "board_incident" }] }
} as never)
const scorer = compileEmbedded(paddle)
const found = (text: string) => scorer.score([{ role: "user", content: text }]).board_incident!.found

describe("an incident beside a rival that shares its context words (eventFind.ts)", () => {
  it.each([
    // A calm non-example's words ("by the jetty this morning") do not outweigh the incident.
    "My rucksack was stolen from the bench by the jetty this morning",
    // A field's example names the session: where the incident was, not the routine.
    "My car keys went missing during the 4pm family session",
    "During the Sunday 9am lake session the fin came off my board on a rock"
  ])("found: %s", (s) => expect(found(s)).toBe(true))
  it.each([
    "Could we have two more buoyancy aids for the 4pm family session?",
    "The car park by the jetty was full again this morning, is there anywhere else to park?",
    "What if a fin snaps during the Wednesday sunset paddle?",
    "A friend's board was stolen at another lake last summer; do you have a lock-up?",
    "Booking for the Sunday 9am lake session please, four adults"
  ])("not found: %s", (s) => expect(found(s)).toBe(false))
})
