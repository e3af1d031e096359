// The vendor's staff or an outsider intending an act (text/othersAct.ts): the clause is opened
// like a third party's; the customer's own wish and a deed already done are not. Sentences of our own.
import { describe, expect, it } from "vitest"
import { tokenize } from "../../../src/scoring/embedded/text/text.js"
import { markAttribution } from "../../../src/scoring/embedded/text/attribution.js"
import { opensWithOthersAct } from "../../../src/scoring/embedded/text/othersAct.js"

const reads = (s: string): boolean => {
  const t = tokenize(s)
  return opensWithOthersAct(t, 0, t.length)
}

describe("someone else's intended act opens its clause", () => {
  it.each([
    "Your courier will fetch the crate from the yard on Wednesday.",
    "The plumber said he'd text me before he sets off.",
    "Your office already emailed me the form.",
    "The surveyor is going to measure the loft next month.",
    "My landlord wants me to get the chimney swept.",
    "Your sales guys keep pushing the bigger package.",
    "The vet nurse said she would phone us about the results."
  ])("opens: %s", (s) => expect(reads(s)).toBe(true))

  it.each([
    "I'll fetch the crate from your yard on Wednesday.",
    "Please text me before the plumber sets off.",
    "Your engineer broke the tap when he was here.",
    "The manager will sign it off next week.",
    "The team will be using it from March.",
    "Our accounts person needs the invoice by Friday.",
    "Your driver left the parcel in the rain.",
    "Your vans keep blocking our drive every morning.",
    "The vet will have to operate on her tonight.",
    "The doctor says he won't pull through without surgery.",
    "My landlord wants to sell the flat."
  ])("stays the customer's: %s", (s) => expect(reads(s)).toBe(false))
})

describe("the opened act ends at its clause or its first 'and'", () => {
  const openWords = (s: string) => {
    const t = tokenize(s)
    markAttribution(t)
    return t.filter((x) => x.mod === 2).map((x) => x.norm).join(" ")
  }
  it("keeps the complaint after 'and'", () => {
    expect(openWords("The fitter said he would come on Monday and nobody turned up.")).toBe("the fitter said he would come on monday")
  })
  it("keeps the customer's own request after a comma", () => {
    expect(openWords("Your driver will take the old bed, please bring the new one upstairs.")).toBe("your driver will take")
  })
})
