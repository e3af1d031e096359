// A second reason for doubt, read apart from the engine's confidences: an escalation trigger that
// names an exception (a child hurt, a charger sparking, a pipe burst: its own examples tell
// something wrong), found on evidence that tells nothing wrong. The embedded scorer finds most
// custom triggers by sentence vector, and those vectors also come close on the domain's subject
// alone ("my son is two", "I'd like a charger at home" beside "my son came home with bruises",
// "the charger is sparking"). The words read here (troubleWords, which reads harmStates' harms
// and failures too, workWords' faults and problemWords, on tokens with their modality marked, so
// "nobody was hurt" tells nothing wrong) are the engine's lexicons, not its vectors, so the reading
// is independent of the confidence that decided. On the fitting ground, of the triggers found by
// sentence vector alone, 24 in 53 were false where the clause held no word of trouble, 12 in 49
// where it held one. A trigger that names no exception (a certificate held, a viewing asked for) is left to
// its confidence: its calm evidence is its normal case. Routing only: the answer is untouched; such
// a pivot counts as undecided (as an answer the scorer could not read does, statusRisk.ts) and the
// model reads it. Chosen on the fitting ground, judged once on the judges (docs/quality.md, "Tried", 11-29).
import type { Detection, DetectorSpec, Manifest } from "../../domain/types.js"
import { markModality } from "../embedded/text/modality.js"
import { isProblemWord } from "../embedded/text/problemWords.js"
import { tokenize } from "../embedded/text/text.js"
import { tellsTrouble } from "../embedded/text/troubleWords.js"
import { tellsFault } from "../embedded/text/workWords.js"

/** Whether a text tells something wrong: a word of trouble (a harm and a failure among them) or of a fault, or a word for problems, not denied. */
export const tellsSomethingWrong = (text: string): boolean => {
  const tokens = tokenize(text)
  markModality(tokens)
  return tellsTrouble(tokens) || tellsFault(tokens) || tokens.some((t) => t.mod !== 1 && isProblemWord(t.norm))
}

/** The custom presence triggers that escalate alone and whose examples tell an exception, per manifest (read once). */
const exceptionTriggers = new WeakMap<Manifest, ReadonlySet<string>>()
const exceptionsOf = (manifest: Manifest): ReadonlySet<string> => {
  let names = exceptionTriggers.get(manifest)
  if (names === undefined) {
    const alone = manifest.triggers.filter((t) => t.values === null && !t.required).map((t) => t.field)
    names = new Set(manifest.detectors.filter((d) => d.kind === "presence" && alone.includes(d.name) && d.examples.some((e) => tellsSomethingWrong(e.text))).map((d) => d.name))
    exceptionTriggers.set(manifest, names)
  }
  return names
}

/** A detection's evidence read once: the cascade asks of the same detections twice (its rule, then the recheck's floor). */
const calmRead = new WeakMap<Detection, boolean>()
const calmEvidence = (d: Detection): boolean => {
  let calm = calmRead.get(d)
  if (calm === undefined) {
    calm = !d.evidence.some((e) => tellsSomethingWrong(e.quote))
    calmRead.set(d, calm)
  }
  return calm
}

/** Whether a found custom trigger that names an exception rests on evidence none of which tells anything wrong. */
export const calmEscalation = (manifest: Manifest, spec: DetectorSpec, d: Detection): boolean =>
  manifest.template === "custom" && d.found && exceptionsOf(manifest).has(spec.name) && calmEvidence(d)
