// Form readings mended in the forms2 round, on sentences of our own: a rank label answered low
// states no priority, a breed names a dog or a cat, and a value that passes the question to
// someone else answers nothing.
import { describe, expect, it } from "vitest"
import type { Manifest } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { RUBRICS } from "./emailformCases.js"
import { CHAMP } from "./manifests.js"

const score = (manifest: unknown, text: string) => compileEmbedded(manifest as Manifest).score([{ role: "user", content: text }])

describe("forms2 readings", () => {
  it("a low rank under a priority label states none; a high one states it", () => {
    const low = score(CHAMP, "Firm: Oakhurst Surveyors\nPriority: lowest\nWhat goes wrong: site photos get lost between phones")
    expect(low.prioritization!.found).toBe(false)
    const high = score(CHAMP, "Firm: Oakhurst Surveyors\nPriority: high\nWhat goes wrong: site photos get lost between phones")
    expect(high.prioritization!.found).toBe(true)
  })

  it("a breed names its kind of pet", () => {
    expect(score(RUBRICS.kennel, "Owner: Hal Brook\nPet: beagle\nDates: 2-6 June").animal_type!.value).toBe("dog")
    expect(score(RUBRICS.kennel, "Owner: Hal Brook\nPet: lurcher, rescue\nDates: 2-6 June").animal_type!.value).toBe("dog")
    expect(score(RUBRICS.kennel, "Owner: Hal Brook\nPet: tabby\nDates: 2-6 June").animal_type!.value).toBe("cat")
  })

  it("a value that passes the question on answers nothing", () => {
    expect(score(RUBRICS.stageHire, "Event date: 3 May\nPower: check with our landlord").power_on_site!.found).toBe(false)
    expect(score(RUBRICS.stageHire, "Event date: 3 May\nPower: a 32 amp socket by the stage").power_on_site!.found).toBe(true)
  })
})
