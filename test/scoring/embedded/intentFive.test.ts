// The five intents on messages of our own (intentFiveCases.ts): asked or declined indirectly,
// plainly and politely, with near misses that state no such intent.
import { describe, expect, it } from "vitest"
import type { Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { BUYING_CASES, DECLINE_CASES, MIXED_CASES, PERSON_CASES, PLAIN_CASES, type IntentCase } from "./intentFiveCases.js"
import { INTENT } from "./manifests.js"

const user = (content: string): Message => ({ role: "user", content })
const scorer = compileEmbedded(INTENT)
const found = (detector: string, text: string) => scorer.score([user(text)])[detector]!.found

describe.each<[string, ReadonlyArray<IntentCase>]>([
  ["a person asked for", PERSON_CASES],
  ["not interested", DECLINE_CASES],
  ["pricing, purchase and urgency", BUYING_CASES],
  ["two intents in one message", MIXED_CASES],
  ["told plainly, and no words that decline nothing", PLAIN_CASES]
])("%s", (_, cases) => {
  it.each(cases)("%s", (_label, detector, text, want) => {
    expect(found(detector, text)).toBe(want)
  })
})
