import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { deriveStatus } from "../../../src/domain/status.js"
import type { Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { short } from "./triggerCases.js"
import { WORDS_DOMAINS, type WordsDomain } from "./custwordsCases.js"

// Custom rubrics from 3–4 examples on text told in other words (custwordsCases.ts: four rubrics of
// our own, 53 messages). Every detector of every case is checked (a presence detector found or not,
// a classification's category or none), and the escalation where the rubric has a trigger.

/**
 * Readings still wrong, as "<first 40 chars of the case> / <detector or escalates>". The test asserts
 * that each listed reading IS wrong and every other one right, so a change that mends one must
 * take its line out, and one that breaks one must answer for it.
 */
const KNOWN_WRONG: ReadonlyArray<string> = []

const read = (d: WordsDomain) => {
  const manifest = compileManifest({ template: "custom", ...d.criteria } as never)
  const scorer = compileEmbedded(manifest)
  const specs = d.criteria.custom_detectors as ReadonlyArray<{ name: string; type: string }>
  return (input: string | ReadonlyArray<Message>) => {
    const detections = scorer.score(typeof input === "string" ? [{ role: "user", content: input }] : input)
    const got = new Map<string, string>()
    for (const s of specs) {
      const x = detections[s.name]!
      got.set(s.name, !x.found ? "none" : s.type === "classification" ? String(x.value) : "found")
    }
    got.set("escalates", String(deriveStatus(manifest, detections).status === "ESCALATE"))
    const why = Object.entries(detections).map(([k, x]) => `${k}: ${x.found ? "found" : x.negated ? "denied" : "no"} ${x.value ?? ""} (${x.confidence})`).join("; ")
    return { got, why }
  }
}

/** Each reading's expected answer for one case. */
const expected = (d: WordsDomain, labels: ReadonlyArray<string>, escalates: boolean | undefined): Map<string, string> => {
  const want = new Map<string, string>()
  for (const s of d.criteria.custom_detectors as ReadonlyArray<{ name: string; type: string }>) {
    const label = labels.find((l) => l === s.name || l.startsWith(`${s.name}=`))
    want.set(s.name, label === undefined ? "none" : label.includes("=") ? label.split("=")[1]! : "found")
  }
  if (escalates !== undefined) want.set("escalates", String(escalates))
  return want
}

for (const d of WORDS_DOMAINS) {
  const scorer = read(d)
  describe(d.name, () => {
    it.each(d.cases.map(([input, labels, escalates]) => [short(input), input, labels, escalates] as const))("%s", (label, input, labels, escalates) => {
      const { got, why } = scorer(input)
      const want = expected(d, labels, escalates)
      const wrong = [...want].filter(([name, w]) => got.get(name) !== w).map(([name, w]) => `${name}: want ${w}, got ${got.get(name)}`)
      const listed = [...want.keys()].filter((name) => KNOWN_WRONG.includes(`${label.slice(0, 40)} / ${name}`))
      expect(wrong.map((w) => w.split(":")[0]), `${wrong.join("; ")} | ${why}`).toEqual(listed)
    })
  })
}
