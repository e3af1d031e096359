import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { deriveStatus } from "../../../src/domain/status.js"
import type { Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { short } from "./triggerCases.js"
import { WORDS_DOMAINS, type WordsDomain } from "./custwordsCases.js"

// Custom rubrics from 3–4 examples on text told in other words (custwordsCases.ts: four rubrics of
// our own, 53 messages, 212 readings). Every detector of every case is checked (a presence detector
// found or not, a classification's category or none), and the escalation where the rubric has a
// trigger. On main 43 readings were wrong (17 missed, 26 found where absent or the wrong category);
// with the rate, notice, "from"-time, amount-without-number and place readings (valueShapes.ts,
// shapes.ts, quantities.ts) 38 (13, 25); with a question whether goods are sold read as no job (stockQuestion.ts) one fewer.

/**
 * Readings still wrong, as "<first 40 chars of the case> / <detector or escalates>". The test asserts
 * that each listed reading IS wrong and every other one right, so a change that mends one must
 * take its line out, and one that breaks one must answer for it.
 */
const KNOWN_WRONG: ReadonlyArray<string> = [
  // Values of a field told with no shape the patterns read: a bare month ("in March": read as a time,
  // it cost set D three statuses), an hourly figure with no period after it. ("Area:" for location and
  // "Location:" for base are read since labelMeaning.ts.)
  "Hiya, I could come on board once my cont / start_date",
  "Hourly I'd be hoping for 15.50, and I'm  / pay_expectation",
  // A place or an amount that is not the sender's: the company's own site, a past trip (the place is
  // weak and the sentence near the examples), the vendor's advert, a role's city in a question, a
  // card charge or an invoice (an amount in a sentence near the examples).
  "Our kitchen moved to a new site in Brist / location",
  "I was in Leeds for a conference on the 3 / base",
  "Our client pays contractors up to £550 a / rate",
  "Our client pays contractors up to £550 a / base",
  "Is the Manchester role still open? What' / base",
  "The card machine charged me £30 twice at / pay_expectation",
  "My invoice for £2,400 from last month is / rate",
  "Graduated in the summer, did a bootcamp  / available_from",
  // Seniority told by what the person does (running a kitchen, heading a team) or by a title the
  // examples lack (sous chef, six years in Go): one example per level says too little.
  "I've been running a pub kitchen for the  / seniority",
  "Dear team, I saw the sous chef post on y / seniority",
  "I'd like to head up a small team again,  / level",
  "Hi Sam, Thanks for the call. To recap: I / level",
  // A fault told by what the machine does ("won't stop", "the chain jumps", "never warm up"), or a
  // category found for a question, a part named in passing or a fault told fixed.
  "The Vado won't stop properly on wet road / fault_area",
  "The chain jumps about when I pedal hard  / fault_area",
  "The house is freezing, the rads upstairs / fault",
  "Can you check the battery? It only does  / fault_area",
  "The motor is a bit noisy but works fine, / fault_area",
  "My husband and I both have headaches whe / fault",
  "We had a gas leak two years ago which yo / fault",
  // Hazard triggers read from the topic alone: a range loss, a puddle, a safety check asked about, a
  // general question, an alarm to be fitted. The positives told in new words (a yellow flame, a
  // rotten-egg smell, a bulging pack) are read already.
  "Can you check the battery? It only does  / fire_risk",
  "Can you check the battery? It only does  / escalates",
  "There's a puddle under the boiler every  / gas_danger",
  "There's a puddle under the boiler every  / escalates",
  "When is my annual gas safety check due? / gas_danger",
  "When is my annual gas safety check due? / escalates",
  "Is a yellow flame on a gas hob dangerous / gas_danger",
  "Is a yellow flame on a gas hob dangerous / escalates",
  "Can you fit a carbon monoxide alarm whil / gas_danger",
  "Can you fit a carbon monoxide alarm whil / escalates"
]

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
