// A decoded model answer → Detections. Nothing the model says is taken on trust: categories,
// quotes and confidences are checked against the manifest and the input here.
import { roundConfidence } from "../../domain/detection.js"
import { isCustomer } from "../../domain/roles.js"
import type { Detection, Detections, DetectorSpec, Evidence, Message } from "../../domain/types.js"
import type { Answers, DetectorAnswer } from "./answerSchema.js"

const MAX_EVIDENCE = 5
const MAX_SNIPPET = 200

/** Quotes kept only when they are exact substrings of the user message they name (decisions §2). */
const exactEvidence = (evidence: DetectorAnswer["evidence"], input: ReadonlyArray<Message>): ReadonlyArray<Evidence> => {
  const seen = new Set<string>()
  const kept: Array<Evidence> = []
  for (const { message_index, quote } of evidence) {
    const message = Number.isInteger(message_index) ? input[message_index] : undefined
    const key = `${message_index}:${quote}`
    if (message === undefined || !isCustomer(message) || quote.trim() === "" || !message.content.includes(quote) || seen.has(key)) continue
    seen.add(key)
    kept.push({ message_index, quote })
    if (kept.length === MAX_EVIDENCE) break
  }
  return kept
}

const snippet = (value: string | null): string | null => {
  const s = value?.trim().slice(0, MAX_SNIPPET) ?? ""
  return s === "" ? null : s
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
    const found = answer.found && !answer.negated
    return {
      found,
      confidence: agreeing(found, presentProbability(answer.found, probability("found"), answer.confidence)),
      value: found ? snippet(answer.value) : null,
      negated: answer.negated,
      evidence,
      invalid: false
    }
  }
  // A classification is found when it lands in a category (decisions §3), whatever `found` says.
  const invalid = answer.value !== null && !spec.categories.includes(answer.value)
  const value = invalid || answer.negated ? null : answer.value
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
