import { describe, expect, it } from "vitest"
import { compileCue, cueTextOf, matchCue } from "../../../src/scoring/embedded/text/cues.js"
import { hideMatches } from "../../../src/scoring/embedded/text/cueHiding.js"
import { tokenize } from "../../../src/scoring/embedded/text/text.js"

describe("tokenize", () => {
  it("reads a repeated word the same way each time, offsets included", () => {
    const text = "May we budget in May? may budget, Budgets"
    const first = tokenize(text)
    const again = tokenize(text)
    expect(again).toEqual(first)
    expect(again.map((t) => [t.start, t.end])).toEqual(first.map((t) => [t.start, t.end]))
    // The surface decides: "May" is a month, "may" is not.
    const mays = first.filter((t) => t.norm === "may").map((t) => t.stem)
    expect(mays.slice(0, 2)).toEqual(["{month}", "{month}"])
    expect(mays[2]).not.toBe("{month}")
  })
})

describe("cue prefixes", () => {
  it("match a word starting with the prefix, and nothing else", () => {
    const ct = cueTextOf(tokenize("we are budgeting for next quarter"))
    expect(ct.hasPrefix("budg")).toBe(true)
    expect(ct.hasPrefix("budgeting")).toBe(true)
    expect(ct.hasPrefix("budgets")).toBe(false)
    expect(ct.hasPrefix("")).toBe(false)
    expect(matchCue(compileCue("budg+"), ct)).not.toBeNull()
    expect(matchCue(compileCue("pric+"), ct)).toBeNull()
  })
})

describe("hidden words", () => {
  it("words a void pattern matched no longer match any pattern, '@' included; the rest still do", () => {
    const plain = cueTextOf(tokenize("the app quits immediately, please help immediately"))
    const ct = hideMatches(plain, [compileCue("quits immediately")])
    expect(matchCue(compileCue("quits"), ct)).toBeNull()
    expect(matchCue(compileCue("@quits"), ct)).toBeNull()
    expect(matchCue(compileCue("help immediately"), ct)).not.toBeNull()
    // Token positions stay those of the text (values and evidence are cut from them).
    expect(matchCue(compileCue("please"), ct)).toEqual(matchCue(compileCue("please"), plain))
  })
})

describe("cue words with \"non-\"", () => {
  it("match the one token the tokenizer keeps (\"non-negotiable\"), while other hyphens still separate words", () => {
    const ct = cueTextOf(tokenize("For us SSO is non-negotiable and a deal-breaker"))
    expect(matchCue(compileCue("non-negotiable"), ct)).not.toBeNull()
    expect(matchCue(compileCue("is non-negotiable and"), ct)).not.toBeNull()
    expect(matchCue(compileCue("deal-breaker"), ct)).not.toBeNull()
    expect(matchCue(compileCue("non-starter"), ct)).toBeNull()
  })
})

describe("a date in figures", () => {
  it("reads as a month to cue patterns, while round-the-clock and fractions stay numbers", () => {
    const cues = (text: string) => tokenize(text).map((t) => t.cue)
    expect(cues("the roof must be done by 28/08")).toContain("{month}")
    expect(cues("starting 01.11.2026")).toContain("{month}")
    expect(cues("24/7 support for 3/4 of the team, 1.5 hours")).not.toContain("{month}")
  })

  it("a small 'may' after 'this', 'next' or 'last' is the month only where the verb cannot be", () => {
    const cues = (text: string) => tokenize(text).map((t) => t.cue)
    expect(cues("this may take a while to get approved")).not.toContain("{month}")
    expect(cues("honestly this may not happen at all")).not.toContain("{month}")
    expect(cues("next may be too late")).not.toContain("{month}")
    expect(cues("we want it live by next may.")).toContain("{month}")
    expect(cues("this march we want to switch")).toContain("{month}")
    expect(cues("in may or june")).toContain("{month}")
  })

  it("a figure in millions written '2M' is money", () => {
    expect(tokenize("our income is 2M").map((t) => t.cue)).toContain("{money}")
    expect(tokenize("a 5m cable").map((t) => t.cue)).not.toContain("{money}")
  })

  it("a score stays a number: a rating, or a pair that could be a month twice with no date word before it", () => {
    const cues = (text: string) => tokenize(text).map((t) => t.cue)
    expect(cues("reviews went from 5/10 to 8/10")).not.toContain("{month}")
    expect(cues("the kids would rate the canteen 3/10")).not.toContain("{month}")
    expect(cues("the inspector scored us 14/20")).not.toContain("{month}")
    expect(cues("quotes are due 2/11")).toContain("{month}")
  })
})
