// A second reason for doubt, read apart from the engine's confidences: a custom escalation trigger
// found on evidence that tells no trouble. A trigger names an exception (a child hurt, a charger
// sparking, a pipe burst), and the customer who reports one says what went wrong. The embedded
// scorer finds most custom triggers by sentence vector, and those vectors also come close on the
// domain's subject alone ("my son is two", "I'd like a charger at home" beside "my son came home
// with bruises", "the charger is sparking"): on the fitting ground, 45% of such finds with no word
// of trouble in the clause were false, against 24% with one. The words read here (troubleWords,
// harmStates, workWords, problemWords) are the engine's lexicons, not its vectors, so the reading
// is independent of the confidence that decided. Routing only: the answer is untouched; such a
// pivot counts as undecided (as an answer the scorer could not read does, statusRisk.ts) and the
// model reads it. Chosen on the fitting ground, judged once on the judge sets (docs/quality.md).
import type { Detection, DetectorSpec, Manifest } from "../../domain/types.js"
import { tellsFailure, tellsHarm } from "../embedded/text/harmStates.js"
import { isProblemWord } from "../embedded/text/problemWords.js"
import { tokenize } from "../embedded/text/text.js"
import { tellsTrouble } from "../embedded/text/troubleWords.js"
import { tellsFault } from "../embedded/text/workWords.js"

/** Whether a quote tells something wrong: a word of trouble, harm, failure or fault, or a word for problems. */
export const tellsSomethingWrong = (quote: string): boolean => {
  const tokens = tokenize(quote)
  return tellsTrouble(tokens) || tellsHarm(tokens) || tellsFailure(tokens) || tellsFault(tokens) || tokens.some((t) => isProblemWord(t.norm))
}

/** Whether a found custom presence trigger rests on evidence none of which tells anything wrong. */
export const calmEscalation = (manifest: Manifest, spec: DetectorSpec, d: Detection): boolean =>
  manifest.template === "custom" &&
  spec.kind === "presence" &&
  d.found &&
  manifest.triggers.some((t) => t.field === spec.name && t.values === null) &&
  !d.evidence.some((e) => tellsSomethingWrong(e.quote))
