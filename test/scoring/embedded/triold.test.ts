// Challenge "triold" (round triold, 11-29): every expectation of trioldCases.ts is checked; the
// readings still wrong are listed and the list must match exactly, so a fix that mends one has
// to take it off the list and a reading that breaks fails here.
import { describe, expect, it } from "vitest"
import { t9Misses } from "./triage9Read.js"
import { runPackCases } from "./packRuns.js"
import { BREACH, CALM_SIGNED, HANG_NEAR, HANGS, NO_BREACH, PACK_CASES } from "./trioldCases.js"

const CASES = [...NO_BREACH, ...BREACH, ...HANGS, ...HANG_NEAR, ...CALM_SIGNED]

// "case: detector" → why it is still missed.
// On 0cb49d42 (before this round) 22 of 62 readings (31 tickets) were wrong.
const KNOWN_MISSES: Readonly<Record<string, string>> = {
  "a1-pottery-error-text: severity": "'unknown *1 user' (triageLevels.ts) reads an error's text as a stranger",
  "a2-sailing-message: severity": "same: an 'unknown user' message read as a stranger",
  "a3-camp-feature: severity": "'unauthorised-access' (triage.ts, 0.9) reads a wish to block access as a breach",
  "a3-camp-feature: status": "follows severity",
  "a4-tattoo-setting: severity": "same: a setting asked for read as a breach",
  "a4-tattoo-setting: status": "follows severity",
  "a5-camp-was-me: severity": "'suspicious *1 login' does not see the sender own the sign-in",
  "a5-camp-was-me: status": "follows severity",
  "a6-bees-laptop: severity": "same: 'unrecognised device' owned ('it was my new laptop')",
  "a6-bees-laptop: status": "follows severity",
  "a7-allot-fair: severity": "same: 'unknown location' owned by a colleague",
  "a7-allot-fair: status": "follows severity",
  "a8-driving-mine: severity": "same: 'strange login' owned ('it was me')",
  "a8-driving-mine: status": "follows severity",
  "a9-translate-policy: severity": "'unauthorised access' asked about as a policy reads as a breach",
  "a9-translate-policy: status": "follows severity",
  "c4-driving-takeover: severity": "'taken over our account' is no takeover cue",
  "c4-driving-takeover: status": "follows severity",
  "b7-driving-freeze: severity": "'freeze' (bare verb) for every customer reads no severity",
  "b7-driving-freeze: status": "follows severity",
  "d1-sail-disclaimer: severity": "calmFix's ownWords keeps the disclaimer's 'immediately', so no calm reading",
  "d2-aqua-disclaimer: severity": "same"
}

describe("triold challenge: older triage cues", () => {
  it("misses exactly the known ones", () => {
    const { misses, total, got } = t9Misses(CASES)
    console.log(`triold: ${CASES.length} tickets, ${total - misses.length}/${total} readings right; misses ${JSON.stringify(misses.map((m) => `${m} (${got[m.split(":")[0]!]})`), null, 1)}`)
    expect([...misses].sort()).toEqual(Object.keys(KNOWN_MISSES).sort())
  })
})

/** `id:detector` labels read wrong today. */
// On 0cb49d42: 5 of 11 messages.
const PACK_MISSES: ReadonlyArray<string> = [
  // A saving asked of the vendor ("can you save …?") reads as the writer's stated metric.
  "mm1:metrics",
  "mm2:metrics",
  "mm3:metrics",
  // A page gone from the screen ("we lost the … page") reads as a loss.
  "sp1:impact",
  // Half a day lost every week to retyping is not read as impact.
  "sp6:impact"
]

runPackCases("triold packs", "triold challenge: MEDDIC metrics asked and SPICED 'lost' words", PACK_CASES, PACK_MISSES)
