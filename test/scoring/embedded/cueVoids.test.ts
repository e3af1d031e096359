// Void patterns hide only the words they mark; "no-" words the tokenizer keeps whole still match
// cue words written with a hyphen. Sentences of our own.
import { describe, expect, it } from "vitest"
import { compileCue, cueTextOf, matchCue } from "../../../src/scoring/embedded/text/cues.js"
import { hideMatches } from "../../../src/scoring/embedded/text/cueHiding.js"
import { tokenize } from "../../../src/scoring/embedded/text/text.js"

const cueText = (text: string) => cueTextOf(tokenize(text))
const matches = (pattern: string, text: ReturnType<typeof cueText>) => matchCue(compileCue(pattern), text) !== null

describe("marked void groups", () => {
  it("hide the marked word only: the verb beside it and the words in a gap stay readable", () => {
    const ct = hideMatches(cueText("the printer jams almost right away"), [compileCue("@jams * [@right-away]")])
    expect(matches("@right-away", ct)).toBe(false)
    expect(matches("away", ct)).toBe(false)
    expect(matches("jams", ct)).toBe(true)
    expect(matches("almost", ct)).toBe(true)
  })

  it("hide every match, overlapping ones included, and keep token positions", () => {
    const plain = cueText("go down down to the lobby, then down to the car park")
    const ct = hideMatches(plain, [compileCue("[@down] @down/@to")])
    expect(matches("@down", ct)).toBe(false)
    expect(matches("lobby", ct)).toBe(true)
    expect(matchCue(compileCue("car park"), ct)).toEqual(matchCue(compileCue("car park"), plain))
  })

  it("hide the whole match of an alternative with no mark", () => {
    const ct = hideMatches(cueText("the fan stops at once"), [compileCue("[@right-away] @after | @stops @at-once")])
    expect(matches("@stops", ct)).toBe(false)
    expect(matches("fan", ct)).toBe(true)
  })

  it("hide every word the marked group fits within the match, not only the farthest", () => {
    const ct = hideMatches(cueText("turnover rose from 4M to 6M this year"), [compileCue("turnover * ** [{money}]")])
    expect(matches("{money}", ct)).toBe(false)
    expect(matches("rose", ct)).toBe(true)
    const none = hideMatches(cueText("turnover is fine and we can spend 8k"), [compileCue("turnover * [{money}]")])
    expect(matches("{money}", none)).toBe(true)
  })

  it("a gap marked '<' stops at the first amount: a later one is left to read", () => {
    const ct = hideMatches(cueText("we paid 3k for the old one and can spend 5k now"), [compileCue("paid *< **< [{money}]")])
    expect(matches("spend {money}", ct)).toBe(true)
    const both = hideMatches(cueText("we paid 3k for the old one and can spend 5k now"), [compileCue("paid * ** [{money}]")])
    expect(matches("spend {money}", both)).toBe(false)
  })

  it("'$' ends the phrase: punctuation or the text's end, as a group or an alternative", () => {
    expect(matches("a quote $", cueText("we need a quote."))).toBe(true)
    expect(matches("a quote $", cueText("we need a quote"))).toBe(true)
    expect(matches("a quote $/for", cueText("we'd like a quote for 45 seats"))).toBe(true)
    expect(matches("a quote $/for", cueText("we want a quote builder"))).toBe(false)
  })

  it("leave the text as it was when nothing matches", () => {
    const plain = cueText("the scanner works fine")
    expect(hideMatches(plain, [compileCue("[@urgent] @label")])).toBe(plain)
  })
})

describe("cue words with \"no-\"", () => {
  it("match the hyphenated token and the two words alike", () => {
    expect(matches("no-one * can", cueText("No-one here can print"))).toBe(true)
    expect(matches("@no-go", cueText("that plan is a no-go for the board"))).toBe(true)
    // Each side asserted: an equality alone would pass with both false.
    expect(matches("no-more than", cueText("we pay no more than ten a month"))).toBe(true)
    expect(matches("no more than", cueText("we pay no more than ten a month"))).toBe(true)
    expect(matches("no-one", cueText("one of us is away"))).toBe(false)
  })
})
