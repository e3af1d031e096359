// Negation scope (decisions §11): a deferral or a double negation is not a denial.
import { describe, expect, it } from "vitest"
import type { Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { sentencesOf } from "../../../src/scoring/embedded/text/sentences.js"
import { BANT } from "./manifests.js"

/** The modality of each word of a one-sentence text: 0 plain, 1 negated, 2 uncertain or deferred. */
const modsOf = (text: string): Record<string, number> =>
  Object.fromEntries(sentencesOf(text, 0).flatMap((s) => s.tokens.filter((t) => t.cls !== "punct").map((t) => [t.norm, t.mod])))

const user = (content: string): Message => ({ role: "user", content })
const agent = (content: string): Message => ({ role: "agent", content })

describe("negation scope", () => {
  it("still negates a plain denial", () => {
    expect(modsOf("We do not have any funding for tools")["funding"]).toBe(1)
  })

  it("reads a negated deferral verb as open, not denied", () => {
    expect(modsOf("We have not talked about money at all")["money"]).toBe(2)
    expect(modsOf("Nothing has been decided about the rollout")["rollout"]).toBe(2)
  })

  it("reads a negation with 'yet' in its clause as open", () => {
    expect(modsOf("There is no spending cap yet")["cap"]).toBe(2)
    expect(modsOf("Not yet, no figure from finance")["figure"]).toBe(2)
  })

  it("keeps 'yet' meaning 'but' out of the deferral", () => {
    expect(modsOf("We have no money, yet we keep buying tools")["money"]).toBe(1)
  })

  it("affirms what a double negation says", () => {
    const mods = modsOf("It is not that we do not want a new scheduler")
    expect(mods["want"]).toBe(0)
    expect(mods["scheduler"]).toBe(0)
  })
})

describe("deferrals in a conversation", () => {
  const scorer = compileEmbedded(BANT)

  it("an answer of 'not yet' to a budget question neither finds nor denies the budget", () => {
    const d = scorer.score([agent("Is there money set aside for this?"), user("Not yet, the finance review is next month.")])
    expect(d["budget"]).toMatchObject({ found: false, negated: false })
  })

  it("a plain 'no' to the same question still denies it", () => {
    const d = scorer.score([agent("Is there money set aside for this?"), user("No.")])
    expect(d["budget"]).toMatchObject({ found: false, negated: true })
  })

  it("an undiscussed budget is not a denied one", () => {
    const d = scorer.score([user("Our reps lose leads every week. We haven't discussed the budget for a fix so far.")])
    expect(d["budget"]!.negated).toBe(false)
  })
})
