// Negations that deny nothing the sender has (text/denialReach.ts, modality.ts's double
// negation): each reading with near misses that must keep their denial. Sentences of our own.
import { describe, expect, it } from "vitest"
import { sentencesOf } from "../../../src/scoring/embedded/text/sentences.js"
import { asksNegation, deniesOnlyTrouble, troubleTopics } from "../../../src/scoring/embedded/text/denialReach.js"

/** The modality of a word (its first occurrence) in the text: 0 plain, 1 negated, 2 open. */
const modOf = (text: string, word: string): number | undefined =>
  sentencesOf(text, 0).flatMap((s) => s.tokens).find((t) => t.norm === word)?.mod

describe("a trouble denied about a thing denies only the trouble", () => {
  const only = (text: string): boolean => deniesOnlyTrouble(sentencesOf(text, 0)[0]!.tokens)
  it.each([
    "No parking problems this year.",
    "There are no issues with the deposit, we can pay it today.",
    "We have no complaints about the caterers at all.",
    "Never had any trouble with the boiler."
  ])("%s", (text) => expect(only(text)).toBe(true))

  it.each([
    // The trouble alone, or a thing denied beside it.
    "No problems at all.",
    "Not a huge problem, but the invoices are slow.",
    "We don't have a garden or any problems with damp.",
    "No deposit and no parking problems."
  ])("%s denies more than a trouble's topic", (text) => expect(only(text)).toBe(false))

  it("the trouble's topic is its modifier or what the link word leads to, the trouble's size not", () => {
    const tokens = sentencesOf("No real parking problems with the new van.", 0)[0]!.tokens
    expect([...troubleTopics(tokens)].map((k) => tokens[k]!.norm)).toEqual(["parking", "the", "new", "van"])
  })
})

const asked = (text: string): boolean => asksNegation(sentencesOf(text, 0)[0]!.tokens)

describe("a negation asked about denies nothing", () => {
  it.each([
    "Is there no way to book online?",
    "Would there be no charge for the second visit?",
    "Why is there no invoice attached?",
    "You don't take card payments, right?",
    "Your vans have no tail lifts, is that correct?"
  ])("%s", (text) => expect(asked(text)).toBe(true))

  it.each([
    // A denial told, then a question about it; or the negation under "that" / "if".
    "We have no lift, is that a problem?",
    "Is it OK that we have no lift?",
    "Can you still come if there's no parking?",
    "We don't take card payments.",
    "There's no invoice attached, can you resend it?"
  ])("%s still denies", (text) => expect(asked(text)).toBe(false))
})

describe("denying a denial of somebody affirms", () => {
  it.each([
    ["It's not that nobody noticed, we just had no time.", "noticed"],
    ["It's not that nothing works, the export is the only fault.", "works"]
  ])("%s: %s is plain", (text, word) => expect(modOf(text, word)).toBe(0))

  it("a plain 'nobody' still denies", () => expect(modOf("Nobody noticed the leak.", "noticed")).toBe(1))
})
