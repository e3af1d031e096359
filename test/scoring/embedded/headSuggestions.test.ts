// The learned heads' suggestions (engine/headFinds.ts, docs/quality.md "Learned heads"): a plain
// sentence a head reads as a signal the rules missed is cited by the not-found detection, which
// sends a call whose status hinges on it to the model; the answer itself does not change.
// Sentences of our own.
import { afterAll, describe, expect, it } from "vitest"
import { deriveStatus } from "../../../src/domain/status.js"
import type { Message } from "../../../src/domain/types.js"
import { isUnreadAnswer } from "../../../src/domain/unreadAnswer.js"
import { unsureOfStatusAt } from "../../../src/scoring/cascade/statusRisk.js"
import { CASCADE_DEFAULT_THRESHOLD } from "../../../src/scoring/cascade/threshold.js"
import { HEAD_SUGGEST_TAU, headSuggestionsOn, useHeadSuggestions } from "../../../src/scoring/embedded/engine/headFinds.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { headFindsOn, headVetoOn, useHeads } from "../../../src/scoring/embedded/models/heads.js"
import { BANT } from "./manifests.js"

const user = (content: string): Message => ({ role: "user", content })
const bant = compileEmbedded(BANT)
const was = { heads: { finds: headFindsOn(), veto: headVetoOn() }, suggest: headSuggestionsOn() }
afterAll(() => {
  useHeads(was.heads)
  useHeadSuggestions(was.suggest.on, was.suggest.tau)
})

// Authority, need and timeline stated; the budget only in the last line, or not at all.
const call = (last: string): ReadonlyArray<Message> =>
  [
    "I run operations at a chain of four bakeries and I sign off on new software myself.",
    "Our stock counts are a mess and we keep over-ordering flour, which is why I reached out.",
    "We would like this running before the spring menu launches in April.",
    last
  ].map(user)

const scored = (suggest: boolean, last: string) => {
  useHeads({ finds: false, veto: false })
  useHeadSuggestions(suggest, HEAD_SUGGEST_TAU)
  const detections = bant.score(call(last))
  return { detections, status: deriveStatus(BANT, detections).status, unsure: unsureOfStatusAt(CASCADE_DEFAULT_THRESHOLD)(detections, BANT) }
}

const paraphrase = "The owners have put about twelve thousand aside for tools like yours."

describe("a head's suggestion", () => {
  it("cites a paraphrased budget in a PARTIAL BANT call and sends the call to the model", () => {
    const off = scored(false, paraphrase)
    expect(off.status).toBe("PARTIAL")
    expect(off.detections["budget"]!.evidence).toEqual([])
    // Without the suggestion the call leaves too since 11-27: the calibration stage reads the same
    // head (its `head` feature), so the not-found budget is doubtful on its confidence alone.
    expect(off.detections["budget"]!.confidence).toBeGreaterThan(1 - CASCADE_DEFAULT_THRESHOLD)
    expect(off.unsure).toEqual(["budget"])
    const on = scored(true, paraphrase)
    const budget = on.detections["budget"]!
    expect(isUnreadAnswer(budget)).toBe(true)
    expect(budget.evidence.map((e) => e.quote)).toEqual([paraphrase])
    expect(on.unsure).toEqual(["budget"])
  })

  it("changes no answer: status, found and confidence are those of the rules", () => {
    const off = scored(false, paraphrase)
    const on = scored(true, paraphrase)
    expect(on.status).toBe(off.status)
    for (const name of Object.keys(off.detections)) {
      expect(on.detections[name]!.found).toBe(off.detections[name]!.found)
      expect(on.detections[name]!.confidence).toBe(off.detections[name]!.confidence)
    }
  })

  it("leaves a benign line uncited and the call local", () => {
    const on = scored(true, "The parking outside the shop is free after six.")
    expect(on.status).toBe("PARTIAL")
    expect(on.detections["budget"]!.evidence).toEqual([])
    expect(on.unsure).toEqual([])
  })

  it("is not made while the heads' finds are on: the head then finds instead", () => {
    useHeads({ finds: true, veto: false })
    useHeadSuggestions(true, HEAD_SUGGEST_TAU)
    const budget = bant.score(call(paraphrase))["budget"]!
    expect(isUnreadAnswer(budget)).toBe(false)
  })
})
