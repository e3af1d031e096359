// A presence detector's answer from what its readings found and denied: a find stands unless a
// stronger denial in the same message outweighs it (and is not taken back later in it,
// findAfterDenial.ts), or a later turn corrects it with a denial (takenBack.ts); the value quotes the best find, the evidence its best three, and with
// neither a find nor a denial an unread answer or a learned head's sentence is still cited.
// Apart from the readings (presence.ts, unitFind.ts, unitDenial.ts) because this is the one place
// where scores become the reported confidence, value and evidence.
import type { Detection, Message } from "../../../domain/types.js"
import { evidenceOf, snippet } from "./evidence.js"
import type { Candidate, DetModel } from "./model.js"
import { absentConfidence, deniedConfidence, presentConfidence, round3 } from "./scoreConfidence.js"
import type { Unit } from "../text/units.js"
import { headSuggestion } from "./headFinds.js"
import { findAfterDenial } from "./findAfterDenial.js"
import { takesBackFinds } from "./takenBack.js"

export const verdictOf = (
  m: DetModel,
  found: Candidate | null,
  d: Candidate | null,
  positives: Array<Candidate>,
  denials: ReadonlyArray<Candidate>,
  unlinked: Candidate | null,
  all: ReadonlyArray<Unit>,
  offTopic: ReadonlySet<number>,
  input: ReadonlyArray<Message>
): Detection => {
  let f = found
  // A denial the message goes on to take back with the signal itself (findAfterDenial.ts).
  const later = f !== null && d !== null && f.score < d.score - 0.05 && f.unit.messageIndex === d.unit.messageIndex ? findAfterDenial(d, [...denials, d], positives) : null
  if (later !== null) f = later
  // A later turn that corrects the answer with a denial (takenBack.ts) outweighs every find.
  const takenBack = f !== null && f.score >= 0.5 && takesBackFinds([f, ...positives], d, input)
  if (f !== null && f.score >= 0.5 && !takenBack && (d === null || later !== null || f.score >= d.score - 0.05 || f.unit.messageIndex !== d.unit.messageIndex)) {
    const evidence = evidenceOf(positives.sort((a, b) => b.score - a.score).slice(0, 3), input)
    return {
      found: true,
      confidence: round3(presentConfidence(f.score)),
      value: snippet(f, input),
      negated: false,
      evidence,
      invalid: false
    }
  }
  if (d !== null && d.score >= 0.5) {
    return {
      found: false,
      confidence: round3(deniedConfidence(d.score)),
      value: null,
      negated: true,
      evidence: evidenceOf([d], input),
      invalid: false
    }
  }
  // An unread answer, else a sentence a learned head reads as the signal (headFinds.ts): cited, not found.
  const answer = unlinked ?? headSuggestion(m, all, offTopic, input)
  const evidence = answer === null ? [] : evidenceOf([answer], input)
  return { found: false, confidence: round3(absentConfidence(f?.score ?? 0)), value: null, negated: false, evidence, invalid: false }
}
