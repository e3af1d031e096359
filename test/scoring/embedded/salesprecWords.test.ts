// Words the qualification packs read: a bound ("no more than") is no denial, a month written
// small is a month, a topic nobody brought up is put off. Sentences of our own.
import { describe, expect, it } from "vitest"
import { sentencesOf } from "../../../src/scoring/embedded/text/sentences.js"
import { tokenize } from "../../../src/scoring/embedded/text/text.js"

describe("words: a bound is no denial, a month written small is a month", () => {
  const modsOf = (text: string): Record<string, number> =>
    Object.fromEntries(sentencesOf(text, 0).flatMap((x) => x.tokens.filter((t) => t.cls !== "punct").map((t) => [t.norm, t.mod])))
  it.each([
    ["honestly no more than 600 a month", "600"],
    ["it must be done not later than June", "june"],
    ["we can go no higher than 2k", "2k"]
  ])("%s: plain", (text, word) => expect(modsOf(text)[word]).toBe(0))
  it.each([
    ["we have no more budget this year", "budget"],
    ["there is no more money for software", "money"]
  ])("%s: still denied", (text, word) => expect(modsOf(text)[word]).toBe(1))
  it.each([
    ["we need it by the end of march", "march", "{month}"],
    ["hoping to start in may", "may", "{month}"],
    ["we may start soon", "may", "may"],
    ["staff march in at nine", "march", "march"]
  ])("%s: %s reads as %s", (text, word, cue) => expect(tokenize(text).find((t) => t.norm === word)?.cue).toBe(cue))
})

describe("words: a topic nobody brought up is put off", () => {
  const modsOf = (text: string): Record<string, number> =>
    Object.fromEntries(sentencesOf(text, 0).flatMap((x) => x.tokens.filter((t) => t.cls !== "punct").map((t) => [t.norm, t.mod])))
  it.each([
    ["No budget discussed", "budget", 2],
    ["no start date mentioned on the call", "date", 2],
    ["No budget set aside for this", "budget", 1],
    ["no money left this year", "money", 1]
  ])("%s: %s is %i", (text, word, mod) => expect(modsOf(text)[word]).toBe(mod))
})
