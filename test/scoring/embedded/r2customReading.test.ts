import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import type { Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { readInput } from "../../../src/scoring/embedded/text/units.js"
import { statesSettled } from "../../../src/scoring/embedded/text/settled.js"
import { asksWhatMight } from "../../../src/scoring/embedded/text/openClauses.js"
import { orOpensClause, sinceWhen } from "../../../src/scoring/embedded/engine/denseClauses.js"

// Sentences of our own (a glazier's call-outs, a bakery's delivery slots) for two readings of the
// sentence vectors: a question about what might go wrong reports nothing, and "since" before a
// time dates the clause before it rather than starting one.
const user = (content: string): Message => ({ role: "user", content })
const tokensOf = (text: string) => readInput([user(text)]).units.filter((u) => !u.whole).flatMap((u) => u.tokens)

describe("a question about what might happen", () => {
  it.each([
    "Is there any risk the glass cracks if the frame settles?",
    "What happens if the seal goes in winter?",
    "Could the putty shrink over time?",
    "Is it likely the pane steams up in a cold snap?"
  ])("asks what might: %s", (text) => {
    expect(asksWhatMight(tokensOf(text))).toBe(true)
  })

  it.each([
    "Why has the pane cracked down the middle?",
    "Could you send someone to look at the cracked pane?",
    "The pane has cracked, can someone come out?",
    "The glass could be cracked if the frame settles."
  ])("tells or requests: %s", (text) => {
    expect(asksWhatMight(tokensOf(text))).toBe(false)
  })
})

const glazier = compileEmbedded(
  compileManifest({
    template: "custom",
    custom_detectors: [
      {
        name: "glass_damage_problem",
        type: "presence",
        required: false,
        examples: ["The living room window has a crack across it", "One pane in the back door shattered", "The double glazing has misted up between the panes"],
        non_examples: ["All our windows are in good shape"]
      }
    ]
  })
)

describe("a glazier's problem detector", () => {
  it.each([
    ["Is there any risk the window cracks if the frame keeps moving?", false],
    ["What happens if a pane shatters while the fitters are here?", false],
    ["A pane in the back door shattered when the wind slammed it.", true]
  ] as const)("%s: found %s", (text, found) => {
    expect(glazier.score([user(text)]).glass_damage_problem!.found).toBe(found)
  })
})

describe("'since' before a time dates a clause, it starts none", () => {
  const at = (text: string) => {
    const tokens = tokensOf(text)
    return sinceWhen(tokens, tokens.findIndex((t) => t.norm === "since"))
  }
  it.each([
    "none of the loft windows open since the weekend",
    "the hall light has been off since last night",
    "it has misted up since Tuesday",
    "nothing has worked since the update"
  ])("a time: %s", (text) => {
    expect(at(text)).toBe(true)
  })
  it.each(["Thursday suits, since I work from home that day", "we need it fixed since the fitters start on the 3rd", "since the frame moved the door sticks"])("a conjunction: %s", (text) => {
    expect(at(text)).toBe(false)
  })
})

describe("'or' before a clause with its own subject starts one, 'or' between two things does not", () => {
  const at = (text: string) => {
    const tokens = tokensOf(text)
    return orOpensClause(tokens, tokens.findIndex((t) => t.norm === "or"))
  }
  it.each(["Replace the cracked pane or I'm going to the trading standards office", "fit it by Friday, or we will cancel the order", "send a glazier or else"])(
    "a clause: %s",
    (text) => expect(at(text)).toBe(true)
  )
  it.each(["Would a sash or a casement suit the kitchen", "we can do Monday or Tuesday", "is it you or me who books the van"])("two things: %s", (text) =>
    expect(at(text)).toBe(false)
  )
})

describe("a thing told fine without a verb, or fixed by someone", () => {
  it.each(["the glass's fine", "Frame ok, just the handle is stiff", "the fitter sorted it", "a new seal fixed that"])("settled: %s", (text) => {
    expect(statesSettled(tokensOf(text))).toBe(true)
  })
  it.each(["a fine crack runs across the pane", "the pane cracked again", "we need someone to get it sorted"])("not settled: %s", (text) => {
    expect(statesSettled(tokensOf(text))).toBe(false)
  })

  it("a problem fixed by someone is no problem to report", () => {
    expect(glazier.score([user("The back door pane was misted up last winter but the fitter sorted it, it's clear now.")]).glass_damage_problem!.found).toBe(false)
  })
})
