// The custq round's three readings, each on sentences of our own with near misses: a statement
// told before a question is still read (text/askedAfter.ts), a clause opening with a thing placed
// across the road or next door is somebody else's (text/elsewhere.ts), and questions about the
// customer's cover, other people's cases or the vendor's history ask, not tell (engine/vendorEnquiry.ts).
import { describe, expect, it } from "vitest"
import { asksOffer } from "../../../src/scoring/embedded/engine/vendorEnquiry.js"
import { statedBeforeAsking } from "../../../src/scoring/embedded/text/askedAfter.js"
import { asksWhatMight } from "../../../src/scoring/embedded/text/openClauses.js"
import { sentencesOf } from "../../../src/scoring/embedded/text/sentences.js"
import { readInput } from "../../../src/scoring/embedded/text/units.js"

const tokensOf = (text: string) => readInput([{ role: "user", content: text }]).units.filter((u) => !u.whole).flatMap((u) => u.tokens)
/** Whether the word `word` of the text is read as open (somebody else's, hypothetical). */
const openWord = (text: string, word: string): boolean =>
  sentencesOf(text, 0).flatMap((s) => s.tokens).find((t) => t.norm === word)!.mod === 2

describe("a statement before a question (statedBeforeAsking)", () => {
  it.each([
    "The freezer has stopped and the food is thawing, what should I do?",
    "My tyre burst on the ring road, can someone come?",
    "The cat has been sneezing since Sunday; could it be the new litter?"
  ])("states, then asks: %s", (text) => {
    expect(statedBeforeAsking(tokensOf(text))).toBeGreaterThan(0)
  })
  it.each([
    "What should I do if the freezer stops?",
    "If the tyre bursts, can someone come?",
    "Just so I know, could it be the litter?",
    "Is the cat ill, could it be the litter?",
    "The freezer has stopped and the food is thawing."
  ])("no statement before the question: %s", (text) => {
    expect(statedBeforeAsking(tokensOf(text))).toBe(-1)
  })
})

describe("a clause opening with a thing placed elsewhere (opensElsewhere)", () => {
  it.each([
    ["A shop across the street had its window smashed overnight.", "smashed"],
    ["The house next door lost half its tiles in the wind.", "tiles"],
    ["A van opposite caught fire this morning.", "fire"],
    ["Some flats round the corner were flooded last week.", "flooded"]
  ])("somebody else's: %s", (text, word) => {
    expect(openWord(text, word)).toBe(true)
  })
  it.each([
    ["A tree fell across the road and hit our car.", "hit"],
    ["The fence next door to our garage has blown down.", "blown"],
    ["My car across the road has been broken into.", "broken"],
    ["The shed across the garden has collapsed.", "collapsed"]
  ])("the speaker's own: %s", (text, word) => {
    expect(openWord(text, word)).toBe(false)
  })
  it("a niece is somebody else", () => {
    expect(openWord("A boy at my niece's club broke his wrist.", "broke")).toBe(true)
  })
})

describe("questions about cover, other people's cases and the vendor's history (asksOffer)", () => {
  const asks = (text: string) => {
    const t = tokensOf(text)
    return asksOffer(t, 0, t.length, true)
  }
  it.each([
    "Would my policy cover a burst pipe?",
    "Does our membership include a tow home?",
    "Has anyone else had their card cloned?",
    "Did anybody report a power cut last night?",
    "Have you ever had a pipe burst after a repair?",
    "Anyone else had their card cloned this week?"
  ])("asks: %s", (text) => {
    expect(asks(text)).toBe(true)
  })
  it.each([
    "Would my neighbour be able to collect the keys?",
    "Has anyone looked at my car yet?",
    "Did anyone see my dog run off?",
    "Have you fixed the leak yet?",
    "My pipe has burst, would my policy cover it?"
  ])("tells or requests: %s", (text) => {
    expect(asks(text)).toBe(false)
  })
})

describe("a guess at what happened is a question of what might be (asksWhatMight)", () => {
  it.each(["Could someone have left the side gate open?", "Might the courier have dropped it?", "Could you have broken the seal when you fitted it?"])(
    "guesses: %s",
    (text) => {
      expect(asksWhatMight(tokensOf(text))).toBe(true)
    }
  )
  it.each(["Could you have someone call me back?", "Can I have a refund?", "Could someone come and look at the leak?", "Someone has left the gate open."])(
    "asks for something or tells: %s",
    (text) => {
      expect(asksWhatMight(tokensOf(text))).toBe(false)
    }
  )
})
