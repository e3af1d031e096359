// Pack signals told in other words, near misses and mixtures (packpara; cases of our own in
// packParaCases.ts). Every scored label is asserted; the known misses below are listed with a
// reason as `it.fails`, so a reading that mends one makes its entry fail until it is removed.
import { describe, expect, it } from "vitest"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { BANT, CHAMP, MEDDIC, SPICED } from "./manifests.js"
import { type ParaCase, PARA_CASES } from "./packParaCases.js"

const packs = { bant: compileEmbedded(BANT), meddic: compileEmbedded(MEDDIC), spiced: compileEmbedded(SPICED), champ: compileEmbedded(CHAMP) }

/** `id:detector` → why the reading still gets it wrong. */
const KNOWN_MISSES: Readonly<Record<string, string>> = {
  "m10:decision_process": "a form's 'Who approves spend:' label is read as a step of the process",
  "m17:decision_criteria": "a past supplier's integrations that failed still read as a criterion (topic word)",
  "s8:pain": "'when the system is down' is read as a condition, not as something that happens to them",
  "s13:situation": "a recurring problem ('we keep sending …') reads as their way of working",
  "s19:decision": "a question about other firms ('at places like ours') reads as told",
  "c12:challenges": "'fixing this' is read as a problem stated"
}

interface Label {
  readonly key: string
  readonly detector: string
  readonly expected: boolean
  readonly text: string
  readonly found: () => boolean
}

const labelsOf = (c: ParaCase): ReadonlyArray<Label> => {
  const result = packs[c.pack].score([{ role: "user", content: c.text }])
  return Object.keys(result)
    .filter((detector) => !(c.maybe ?? []).includes(detector))
    .map((detector) => ({
      key: `${c.id}:${detector}`,
      detector,
      expected: c.yes.includes(detector),
      text: c.text,
      found: () => result[detector]!.found
    }))
}

const labels = PARA_CASES.flatMap(labelsOf)
const wrong = labels.filter((l) => l.found() !== l.expected)
console.log(
  `packpara: ${labels.length} labels, ${wrong.length} wrong (${wrong.filter((l) => l.expected).length} missed, ${wrong.filter((l) => !l.expected).length} false); ` +
    `messages all right ${PARA_CASES.filter((c) => !wrong.some((l) => l.key.startsWith(`${c.id}:`))).length}/${PARA_CASES.length}`
)
for (const l of wrong) console.log(`  ${l.key} expected ${l.expected} :: ${l.text.replace(/\n/g, " / ").slice(0, 110)}`)

describe("pack signals in other words: every scored label", () => {
  for (const l of labels) {
    const reason = KNOWN_MISSES[l.key]
    if (reason === undefined) it(`${l.key} ${l.expected ? "stated" : "not stated"}`, () => expect(l.found(), l.text).toBe(l.expected))
    else it.fails(`${l.key} known miss: ${reason}`, () => expect(l.found(), l.text).toBe(l.expected))
  }
})
