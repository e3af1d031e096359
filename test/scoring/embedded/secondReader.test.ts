import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import type { Detection, Manifest } from "../../../src/domain/types.js"
import { pivotsOf } from "../../../src/scoring/cascade/statusRisk.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { type SecondReaderOptions, useSecondReader } from "../../../src/scoring/embedded/engine/secondReader.js"
import { routeAll } from "./secondReaderRouting.js"
import { OWN_DOMAINS, PADDLE } from "./secondReaderCases.js"

const OFF: SecondReaderOptions = { notFound: false, found: false, classes: false, near: 0.25 }
const BOTH: SecondReaderOptions = { ...OFF, notFound: true, found: true }

const compiled = (criteria: Record<string, unknown>, options: SecondReaderOptions) => {
  useSecondReader(options)
  try {
    const manifest: Manifest = compileManifest({ template: "custom", ...criteria } as never)
    return { manifest, scorer: compileEmbedded(manifest) }
  } finally {
    useSecondReader(OFF)
  }
}
const said = (content: string) => [{ role: "user", content }]

const HOUSE = {
  custom_detectors: [
    {
      name: "damp_problem", type: "presence",
      examples: ["there's black mould on the bedroom wall", "the wallpaper is peeling from the damp", "condensation runs down the windows every morning"],
      non_examples: ["the gutter overflows down the outside wall when it pours"]
    },
    { name: "roof_repair", type: "presence", examples: ["some slates have blown off the roof", "the gutter is hanging loose", "the flashing round the chimney has come away"] }
  ]
}

describe("second reader: doubts for routing, never answers", () => {
  it("a silent sentence nearer a not-found detector's examples than anything else makes it undecided", () => {
    const { scorer } = compiled(PADDLE.criteria, BOTH)
    const got = scorer.scoreRouted(said("A board for Friday please. It's our first go at this."))
    expect(got.detections["experience"]!.found).toBe(false)
    expect(got.doubts["experience"]).toBe(0.5)
  })

  it("a find whose sentence is nearer a sibling's examples than its own is undecided", () => {
    const { scorer } = compiled(HOUSE, BOTH)
    const got = scorer.scoreRouted(said("The bedroom wall is wet where the gutter overflows."))
    expect(got.detections["roof_repair"]!.found).toBe(true)
    expect(got.doubts["roof_repair"]).toBe(0.5)
  })

  it("a find nearer its own examples keeps the engine's confidence", () => {
    const { scorer } = compiled(HOUSE, BOTH)
    expect(scorer.scoreRouted(said("Since the storm the loft is damp and a slate is missing.")).doubts).toEqual({})
  })

  it("the detections are the same with the reader on or off", () => {
    for (const d of [PADDLE, ...OWN_DOMAINS.slice(0, 6)]) {
      const on = compiled(d.criteria, BOTH).scorer
      const off = compiled(d.criteria, OFF).scorer
      for (const [input] of d.cases) {
        const messages = typeof input === "string" ? said(input) : input
        expect(on.scoreRouted(messages as never).detections).toEqual(off.score(messages as never))
      }
    }
  })

  it("a pivot's doubt is the larger of its confidence's and the reader's", () => {
    const { manifest } = compiled(PADDLE.criteria, OFF)
    const found: Detection = { found: true, confidence: 0.9, value: "x", negated: false, evidence: [], invalid: false }
    const detections = { craft_wanted: found, experience: found, safety_concern: { ...found, found: false, confidence: 0.01, value: null } }
    const doubt = (second: Record<string, number>) => pivotsOf(detections, manifest, second).find((p) => p.name === "experience")!.doubt
    expect(doubt({})).toBeCloseTo(0.1)
    expect(doubt({ experience: 0.5 })).toBe(0.5)
  })
})

/**
 * Routing at the default threshold (figures, not pinned): the fresh kayak-hire rubric has 11 wrong
 * statuses of 14 on main (domain words found as the hire wanted, experience told in other words,
 * a seizure or a pacemaker as a safety concern), 3 sent with or without the reader: its misses are
 * confident finds nearer their own examples and silences near nothing. On the earlier own sets
 * (537 calls, 134 wrong) main sends 42 at 0.713 local; not-found side 50 at 0.624, found side 54
 * at 0.648, both 62 at 0.559 (docs/quality.md, "Tried", 11-27 cascade2).
 */
describe("second reader: routing on our own sets", () => {
  it("measures", () => {
    const lines: Array<string> = []
    for (const [label, domains] of [["kayak hire", [PADDLE]], ["own sets", OWN_DOMAINS]] as const) {
      for (const [mode, options] of [["off", OFF], ["not found", { ...OFF, notFound: true }], ["found", { ...OFF, found: true }], ["both", BOTH]] as const) {
        const r = routeAll(domains, options)
        lines.push(`${label} ${mode}: local ${(r.local / r.calls).toFixed(3)} of ${r.calls}, wrong ${r.wrong.length}, sent ${r.wrongSent.length}`)
        if (mode === "both") expect(r.wrongSent.length).toBeGreaterThanOrEqual(routeAll(domains, OFF).wrongSent.length)
      }
    }
    console.log(lines.join("\n"))
  }, 600_000)
})
