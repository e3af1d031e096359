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

describe("deferral, beyond 'yet'", () => {
  it("reads 'so far' and a 'still' before the negation as not-yet-known", () => {
    expect(modsOf("No pricing conversation with the board so far")["pricing"]).toBe(2)
    expect(modsOf("We still have not got a number from the treasurer")["number"]).toBe(2)
  })

  it("reads an unset date as open, a 'no set date' as denied", () => {
    expect(modsOf("We have not set a date for the switch")["date"]).toBe(2)
    expect(modsOf("There is no fixed date for the switch")["date"]).toBe(1)
  })

  it("puts off the subject of a passive deferral, not of an active one", () => {
    expect(modsOf("The spending limit has not been agreed yet")["limit"]).toBe(2)
    expect(modsOf("Our treasurer has not decided yet")["treasurer"]).toBe(0)
  })

  it("keeps a lack of a limit for now, or until a date, a denial of the present", () => {
    expect(modsOf("We have no spending limit until the spring")["limit"]).toBe(1)
  })

  it("reads 'I don't think we need it' as a denial, 'we haven't thought about it' as open", () => {
    expect(modsOf("I do not think we need a new roster tool")["roster"]).toBe(1)
    expect(modsOf("We have not thought about the roster tool")["roster"]).toBe(2)
  })
})

describe("a topic put off without a negation", () => {
  it("reads 'still to be', 'yet to be', 'to be confirmed', 'too early', 'pending approval' and 'we will find out' as open", () => {
    expect(modsOf("The spending limit is still to be worked out")["limit"]).toBe(2)
    expect(modsOf("The go-live week is yet to be agreed with IT")["week"]).toBe(2)
    expect(modsOf("The purchase amount is to be confirmed by the trustees")["amount"]).toBe(2)
    expect(modsOf("It is too early to talk numbers for the rollout")["numbers"]).toBe(2)
    expect(modsOf("Funding is pending approval from the trustees")["funding"]).toBe(2)
    expect(modsOf("We will find out about funding after the trustees meet")["funding"]).toBe(2)
    expect(modsOf("We will work the funding out with the trustees")["funding"]).toBe(2)
  })

  it("leaves a plan to be carried out plain", () => {
    expect(modsOf("The new tills need to be installed by Friday")["tills"]).toBe(0)
  })
})

describe("double negation and hypotheticals", () => {
  it("affirms a denial that is itself denied by a verb of saying", () => {
    const mods = modsOf("I would not say we are not keen on the upgrade")
    expect(mods["keen"]).toBe(0)
    expect(mods["upgrade"]).toBe(0)
  })

  it("reads a would-clause before a trailing condition as hypothetical", () => {
    expect(modsOf("We would move the whole warehouse over if the board agreed")["warehouse"]).toBe(2)
    // A plan with a condition stays a plan.
    expect(modsOf("We will move the warehouse over in May if the board agrees")["warehouse"]).toBe(0)
  })

  it("reads a condition by inversion as hypothetical, a question as plain", () => {
    expect(modsOf("Had we the funds, we would hire two more drivers")["drivers"]).toBe(2)
    expect(modsOf("Should the pilot go well, the rollout would follow in autumn")["rollout"]).toBe(2)
    expect(modsOf("Should we book the rollout for autumn?")["rollout"]).toBe(0)
  })
})

describe("deferrals in a conversation", () => {
  const scorer = compileEmbedded(BANT)

  it("an answer of 'not yet' to a budget question neither finds nor denies the budget", () => {
    const d = scorer.score([agent("Is there money set aside for this?"), user("Not yet, the finance review is next month.")])
    expect(d["budget"]).toMatchObject({ found: false, negated: false })
  })

  it("a 'no' that goes on to put the topic off is a deferral, not a denial", () => {
    for (const answer of ["No, we haven't talked about money with the trustees so far.", "Nope, the treasurer will sort that out after the AGM."]) {
      const d = scorer.score([agent("Is there money set aside for this?"), user(answer)])
      expect(d["budget"], answer).toMatchObject({ found: false, negated: false })
    }
  })

  it("a plain 'no' to the same question still denies it", () => {
    const d = scorer.score([agent("Is there money set aside for this?"), user("No.")])
    expect(d["budget"]).toMatchObject({ found: false, negated: true })
  })

  it("a budget that has not been set so far is neither found nor denied", () => {
    const d = scorer.score([user("The budget for the new scheduler hasn't been set so far; finance meets next month.")])
    expect(d["budget"]).toMatchObject({ found: false, negated: false })
  })

  it("a budget still to be set is neither found nor denied", () => {
    const d = scorer.score([user("Our budget for the scheduler is still to be determined by the trustees.")])
    expect(d["budget"]).toMatchObject({ found: false, negated: false })
  })

  it("an undiscussed budget is not a denied one", () => {
    const d = scorer.score([user("Our reps lose leads every week. We haven't discussed the budget for a fix so far.")])
    expect(d["budget"]!.negated).toBe(false)
  })
})

describe("a standing rule is no deferral", () => {
  it("\"has to be approved by\" someone states who approves, \"is still to be approved\" puts it off", () => {
    expect(modsOf("Anything over 10k has to be approved by the owner.")["approved"]).toBe(0)
    expect(modsOf("The spend is still to be approved.")["approved"]).toBe(2)
  })
})

describe("a thing still being got in hand is not yet held", () => {
  it("reads 'still arranging', 'still trying to sort', 'still being organised' as open", () => {
    expect(modsOf("We are still arranging a cleaner for the flat")["cleaner"]).toBe(2)
    expect(modsOf("I'm still trying to sort out insurance for the van")["insurance"]).toBe(2)
    expect(modsOf("The caterer is still being organised by my sister")["caterer"]).toBe(2)
  })
  it("keeps a trouble being sorted out, waiting and looking plain", () => {
    expect(modsOf("We are still sorting out the leak in the cellar")["leak"]).toBe(0)
    expect(modsOf("I'm still waiting for the replacement part")["part"]).toBe(0)
    expect(modsOf("We are still looking for a booking tool")["tool"]).toBe(0)
    expect(modsOf("We still line the trays with paper")["trays"]).toBe(0)
  })
})
