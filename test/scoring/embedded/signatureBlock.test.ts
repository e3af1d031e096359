// A sign-off's name, title and company lines, told apart from the body and from a postscript.
import { describe, expect, it } from "vitest"
import { signatureBlockLines } from "../../../src/scoring/embedded/text/signature.js"

const block = (text: string) => [...signatureBlockLines(text.split("\n"))]

describe("signatureBlockLines", () => {
  it("the name and the short lines after a closing", () => {
    expect(block("Hi,\nCan you check the meter?\nThanks,\nNia Roberts\nSite Lead\nPenrose Dairy")).toEqual([3, 4, 5])
  })

  it("stops at a postscript or a sentence", () => {
    expect(block("Hi,\nAll fine.\nBest,\nFenna Halloway\nBuyer\nP.S. the van is late again")).toEqual([3, 4])
    expect(block("Best,\nFenna Halloway\nWe will need the keys back by Friday.")).toEqual([1])
  })

  it("no block without a closing and a name line", () => {
    expect(block("Pricing Analyst\nHollow Oak Retail")).toEqual([])
    expect(block("Thanks\nanother thing, how much is the pro plan")).toEqual([])
  })
})
