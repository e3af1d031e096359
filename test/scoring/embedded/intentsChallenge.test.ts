// Intents in the styles new text uses (emails with a signature, form lines, chats with a bot,
// call notes, plain or non-native English): the signal told in other words, and near misses that
// must not fire. Sentences of our own, in our own domains.
import { describe, expect, it } from "vitest"
import type { Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { INTENT } from "./manifests.js"

const user = (content: string): Message => ({ role: "user", content })
const agent = (content: string): Message => ({ role: "agent", content })
const scorer = compileEmbedded(INTENT)
const found = (detector: string, input: string | ReadonlyArray<Message>) =>
  scorer.score(typeof input === "string" ? [user(input)] : input)[detector]!.found

describe("urgency: a deadline or a cost now, not a word that describes", () => {
  it.each([
    "Payroll runs on Friday and none of the managers can log in to approve it.",
    "If this isn't fixed before the doors open at 9 we'll have to send the shift home.",
    "We need the signed copy back by close of business, otherwise the grant lapses.",
    "The lorry leaves at 4pm and the labels won't print.",
    "Please can someone reply quickly, the caterers need numbers."
  ])("%s", (text) => {
    expect(found("urgency", text)).toBe(true)
  })

  it.each([
    "The app reacts immediately when I tap, really smooth.",
    "There's no deadline on this, whenever you get to it is fine.",
    "Last month we had an urgent issue but your team solved it quickly.",
    "Quick question when you have a moment: does the export include VAT?"
  ])("%s", (text) => {
    expect(found("urgency", text)).toBe(false)
  })
})
