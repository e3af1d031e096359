// The learned detector heads (docs/quality.md, "Learned heads"): paraphrases the cue rules miss
// are found through the head, near misses are not, a denial stands, and training is
// deterministic. Sentences of our own, none of them in the training corpus.
import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import type { Message } from "../../../src/domain/types.js"
import { HEAD_TAU } from "../../../src/scoring/embedded/engine/headFinds.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { headFindsOn, headOf, headProbabilities, headVetoOn, useHeads } from "../../../src/scoring/embedded/models/heads.js"
import { readInput } from "../../../src/scoring/embedded/text/units.js"
import { loadCorpus } from "../../../scripts/train/heads/corpus.js"
import { packHeads } from "../../../scripts/train/heads/pack.js"
import { TRAIN_DEFAULTS, trainHeads } from "../../../scripts/train/heads/train.js"
import { BANT, CHAMP, MEDDIC, SPICED } from "./manifests.js"

const user = (content: string): Message => ({ role: "user", content })
const packs = { bant: compileEmbedded(BANT), champ: compileEmbedded(CHAMP), meddic: compileEmbedded(MEDDIC), spiced: compileEmbedded(SPICED) }
const was = { finds: headFindsOn(), veto: headVetoOn() }
afterAll(() => useHeads(was))

const foundWith = (on: boolean, detector: string, messages: ReadonlyArray<string>): boolean => {
  useHeads({ finds: on, veto: false })
  const [framework, name] = detector.split(".") as [keyof typeof packs, string]
  return packs[framework].score(messages.map(user))[name]!.found
}

/** The head's probability for the message's only sentence. */
const headP = (detector: string, text: string): number => {
  const unit = readInput([user(text)]).units.find((u) => !u.whole && u.tokens.length > 0)!
  return headProbabilities(unit.tokens, text.slice(unit.start, unit.end))[headOf(detector)]!
}

describe("paraphrases the cue rules miss are found by the head", () => {
  for (const [detector, text] of [
    ["bant.authority", "Any purchase like this lands on my desk for the final yes."],
    ["champ.prioritization", "Getting the rota fixed beats every other project on our list right now."],
    // "… this one sits at the very top." is now read by a cue (spicedChampPlain.ts, a place at the top).
    ["champ.prioritization", "Of everything on our plate, this one ranks at the very top."],
    ["meddic.champion", "Our practice manager is the one fighting to get this approved upstairs."]
  ] as const) {
    it(`${detector}: ${text}`, () => {
      expect(foundWith(false, detector, [text])).toBe(false)
      expect(foundWith(true, detector, [text])).toBe(true)
    })
  }
})

describe("near misses stay not found with the heads on", () => {
  for (const [detector, text] of [
    ["bant.budget", "We do not have any money for this until next year."],
    ["bant.budget", "If the grant comes through we might be able to spend something."],
    ["bant.budget", "My cousin's firm spent a fortune on a similar tool."],
    ["bant.budget", "What would the monthly price be for ten users?"],
    ["bant.authority", "My neighbour decides everything at his company."],
    ["bant.timeline", "If things go well we might go live in March."],
    ["champ.prioritization", "For my brother's shop this is the top priority."],
    ["spiced.critical_event", "Our competitor's contract runs out in January."],
    ["spiced.impact", "The weather has been lovely this week."]
  ] as const) {
    it(`${detector}: ${text}`, () => expect(foundWith(true, detector, [text])).toBe(false))
  }

  it("a question the head reads as the signal states nothing: a qualification signal is asked, not told", () => {
    const text = "Should getting the rota fixed beat every other project on our list right now?"
    expect(headP("champ.prioritization", text)).toBeGreaterThanOrEqual(HEAD_TAU)
    expect(foundWith(true, "champ.prioritization", [text])).toBe(false)
  })

  it("a denial elsewhere in the call is never overridden by a head's find", () => {
    const said = "Any purchase like this lands on my desk for the final yes."
    expect(foundWith(true, "bant.authority", [said])).toBe(true)
    expect(foundWith(true, "bant.authority", [said, "I'm not the decision maker here."])).toBe(false)
  })
})

describe("the head's veto", () => {
  const withVeto = (veto: boolean, detector: string, text: string): boolean => {
    useHeads({ finds: false, veto })
    const [framework, name] = detector.split(".") as [keyof typeof packs, string]
    return packs[framework].score([user(text)])[name]!.found
  }

  it("a cue find the head all but rules out becomes a near miss", () => {
    const text = "The timeline on our website still shows last year's events."
    expect(withVeto(false, "bant.timeline", text)).toBe(true)
    expect(withVeto(true, "bant.timeline", text)).toBe(false)
  })

  it("a find the head agrees with stands", () => {
    expect(withVeto(true, "bant.timeline", "Ideally we switch over in the first week of March.")).toBe(true)
  })
})

describe("training", () => {
  const entry = (detector: string, positive: ReadonlyArray<string>, negative: ReadonlyArray<string>) => ({
    detector,
    positive,
    negative: negative.map((text) => ({ text, kind: "near" }))
  })
  const corpus = [
    entry(
      "bant.budget",
      ["We can spend about five thousand on this.", "Our budget for the tool is ten grand.", "The council set aside money for the new system.", "We have funds ready for this purchase.", "There is a budget of two thousand a year.", "We allocated eight thousand to software this year."],
      ["We have no budget at all.", "If we had money we would buy it.", "My friend's budget is huge.", "How much does it cost?", "The weather is nice today.", "Our turnover is two million."]
    ),
    entry(
      "bant.timeline",
      ["We want it live by March.", "We need this running before the summer.", "Go-live is planned for the first week of June.", "We hope to switch over next month.", "The rollout should happen this autumn.", "We must start before the new school year."],
      ["We have no date in mind.", "Maybe one day we will look at it.", "Our last system went live in 2019.", "When is your office open?", "Thanks for the call.", "The training day is on Friday."]
    )
  ]

  it("the same corpus gives the same weights, byte for byte", () => {
    const dir = mkdtempSync(join(tmpdir(), "heads-"))
    const file = join(dir, "fixture.json")
    writeFileSync(file, JSON.stringify(corpus))
    const options = { ...TRAIN_DEFAULTS, folds: 3, passes: 40, lambdas: [1e-3, 1e-2] }
    const first = trainHeads(loadCorpus([file]), options)
    const second = trainHeads(loadCorpus([file]), options)
    expect(packHeads(first, "fixture")).toBe(packHeads(second, "fixture"))
    expect(first.detectors).toEqual(["bant.budget", "bant.timeline"])
  })
})
