// Form lines read by what their label means (formLabelMeaningCases.ts): every case asserts its
// expected answer; the misses left are in knownMisses, checked to stay wrong as listed.
import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import type { Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { pres } from "./fewExampleRubric.js"
import { BANT_CASES, CREW_CASES, TUTOR_CASES, type LabelCase, type Want } from "./formLabelMeaningCases.js"

const crew = compileEmbedded(
  compileManifest({
    template: "custom",
    custom_detectors: [
      pres("home_town", ["I live in Harrogate", "I'm from a village outside Shrewsbury", "Home is Penrith"]),
      pres("start_date", ["I can start on 9 June", "Free to begin next Monday", "Could start straight away"]),
      pres("pay_expectation", ["I'm after £18 an hour", "Looking for around 32k a year", "My usual fee is £150 a shift"]),
      pres("certification", ["I hold a first aid certificate", "I've got my IPAF ticket", "Fully certified to drive a telehandler"])
    ]
  })
)
const tutor = compileEmbedded(
  compileManifest({
    template: "custom",
    custom_detectors: [
      pres("base", ["We live in Kendal", "Our house is just outside Ripon", "We're in the middle of Leyburn"]),
      pres("lesson_budget", ["We can pay £30 a lesson", "Up to £100 a month for tutoring", "Our budget is about £40 an hour"])
    ]
  })
)
const bant = compileEmbedded(compileManifest({ template: "lead_qualification", framework: "bant" }))
const scorers = { crew, tutor, bant }

const reads = (c: LabelCase): Want => {
  const [, rubric, detector, text] = c
  const r = scorers[rubric].score([{ role: "user", content: text } satisfies Message])[detector]!
  return r.found ? "found" : r.negated ? "negated" : "absent"
}
const fits = (got: Want, want: Want): boolean => (want === "not" ? got !== "found" : got === want)

/** Cases the scorer still reads wrongly, by label, with why. */
const knownMisses: ReadonlySet<string> = new Set<string>([
  // "im based near Whitby" in a chat: no form line, and a town after "near" is not read as the
  // sender's place by the value shapes (SELF_AT wants "I'm in/out near"); labels are not the fix.
  "chat: based near",
  // A place or a time of day in a form value answers a field of that kind "whatever the label's
  // words" (valueShapes.ts, formValue: "Headcount: 45" for guests), so a label naming another
  // place or time (a wished-for place, an event's place, a shift's hour) is still read as the field's.
  "preferred location is a wish",
  "event location",
  "start time of shift"
])

const families: ReadonlyArray<readonly [string, ReadonlyArray<LabelCase>]> = [
  ["an events crew's application form", CREW_CASES],
  ["a tutoring agency's enquiry form", TUTOR_CASES],
  ["BANT fields under other labels", BANT_CASES]
]

for (const [family, cases] of families) {
  describe(family, () => {
    for (const c of cases) {
      const label = c[0]
      const miss = knownMisses.has(label)
      it(`${label}${miss ? " (known miss)" : ""}`, () => {
        expect(fits(reads(c), c[4])).toBe(!miss)
      })
    }
  })
}

it("every known miss names a case", () => {
  const labels = new Set(families.flatMap(([, cases]) => cases.map((c) => c[0])))
  for (const label of knownMisses) expect(labels.has(label)).toBe(true)
})
