// A decoded model answer → Detections. Nothing the model says is taken on trust: categories,
// quotes and confidences are checked against the manifest and the input here.
import { roundConfidence } from "../../domain/detection.js"
import type { Detection, Detections, DetectorSpec, Evidence, Message } from "../../domain/types.js"
import type { Answers, DetectorAnswer } from "./answerSchema.js"
import { locate } from "./exactSpan.js"

const MAX_EVIDENCE = 5
const MAX_SNIPPET = 200

/** Each quote at its exact span in a customer message (repaired when need be), or dropped (decisions §11). */
const exactEvidence = (evidence: DetectorAnswer["evidence"], input: ReadonlyArray<Message>): ReadonlyArray<Evidence> => {
  const seen = new Set<string>()
  const kept: Array<Evidence> = []
  for (const { message_index, quote } of evidence) {
    const span = locate(quote, Number.isInteger(message_index) ? message_index : null, input)
    const key = span === null ? "" : `${span.message_index}:${span.quote}`
    if (span === null || seen.has(key)) continue
    seen.add(key)
    kept.push(span)
    if (kept.length === MAX_EVIDENCE) break
  }
  return kept
}

/**
 * A found presence's value is the customer's own words (decisions §11): the model's value at its
 * exact span, else its first exact quote. Null when neither exists, and then nothing found rests
 * on exact evidence.
 */
const presenceValue = (value: string | null, evidence: ReadonlyArray<Evidence>, input: ReadonlyArray<Message>): Evidence | null => {
  const located = value === null ? null : locate(value, evidence[0]?.message_index ?? null, input)
  const span = located ?? evidence[0] ?? null
  // A prefix of an exact span is still one.
  return span === null ? null : { message_index: span.message_index, quote: span.quote.slice(0, MAX_SNIPPET) }
}

/** `probability(field)` from token logprobs, or null where the endpoint gave none. */
type Probability = (field: "found" | "value") => number | null

/**
 * Confidence means what it means for the embedded scorer: the probability that the signal is
 * present (for a classification: present and in the reported category). So a found detection
 * never reports less than 0.5 and a missing one never 0.5 or more, whichever way it was computed.
 */
const agreeing = (found: boolean, p: number) => roundConfidence(found ? Math.max(0.5, p) : Math.min(0.49, p))

// With logprobs, the probability of the sampled token: `true` (or a category) is the signal's,
// `false` (or null) its complement's.
const presentProbability = (sampledPresent: boolean, p: number | null, estimate: number) =>
  p === null ? estimate : sampledPresent ? p : 1 - p

const toDetection = (
  spec: DetectorSpec,
  answer: DetectorAnswer,
  input: ReadonlyArray<Message>,
  probability: Probability
): Detection => {
  const evidence = exactEvidence(answer.evidence, input)
  if (spec.kind === "presence") {
    const value = answer.found && !answer.negated ? presenceValue(answer.value, evidence, input) : null
    // Found only on exact evidence: a value or quote in none of the customer's messages is not a detection.
    const found = value !== null
    return {
      found,
      confidence: agreeing(found, presentProbability(answer.found, probability("found"), answer.confidence)),
      value: value?.quote ?? null,
      negated: answer.negated,
      evidence: found && evidence.length === 0 ? [value] : evidence,
      invalid: false
    }
  }
  // A classification is found when it lands in a category (decisions §3), whatever `found` says;
  // its value is a category, not a quote, so it needs no quote, but one whose every quote was
  // invented rests on nothing.
  const invalid = answer.value !== null && !spec.categories.includes(answer.value)
  const unsupported = answer.evidence.length > 0 && evidence.length === 0
  const value = invalid || answer.negated || unsupported ? null : answer.value
  return {
    found: value !== null,
    confidence: invalid ? 0 : agreeing(value !== null, presentProbability(answer.value !== null, probability("value"), answer.confidence)),
    value,
    negated: answer.negated,
    evidence,
    invalid
  }
}

/** Every detector of `specs` from a decoded answer; `prefix` locates its tokens in a batch answer. */
export const toDetections = (
  specs: ReadonlyArray<DetectorSpec>,
  answers: Answers,
  input: ReadonlyArray<Message>,
  probability: ((path: string) => number | null) | null,
  prefix = ""
): Detections =>
  Object.fromEntries(
    specs.map((spec) => [
      spec.name,
      toDetection(spec, answers[spec.name]!, input, (field) => probability?.(`${prefix}${spec.name}/${field}`) ?? null)
    ])
  )
