// The two requests the model scorer makes: one per evaluate call, and batches of example
// texts for create-time assertions. Both share the rubric's system prompt (a cacheable prefix).
import { Either } from "effect"
import type { Detections, DetectorSpec, Manifest, Message } from "../../domain/types.js"
import { toDetections } from "./answer.js"
import { type Answers, answersSchema, batchAnswersSchema, batchJsonSchema, type Decoder, decodeAnswer } from "./answerSchema.js"
import { logprobConfidence } from "./logprobs.js"
import type { ChatMessage, Completion } from "./ModelClient.js"
import type { Exchange } from "./policy.js"
import { compilePrompt, type CompiledPrompt, conversationMessage, examplesMessage } from "./prompt.js"

// Room for three quotes and the fields of one detector; a longer answer is runaway output.
const TOKENS_PER_ANSWER = 250
const TOKENS_OVERHEAD = 64

export interface Rubric {
  readonly detectors: ReadonlyArray<DetectorSpec>
  readonly prompt: CompiledPrompt
  readonly decode: Decoder<Answers>
}

/**
 * Built once per rubric key and cached: the prompt text, the schema and its decoder. `stored` is
 * the prompt compiled when the evaluation was created; only ad-hoc criteria compile it here.
 */
export const compileRubric = (manifest: Manifest, stored?: CompiledPrompt): Rubric => ({
  detectors: manifest.detectors,
  prompt: stored ?? compilePrompt(manifest),
  decode: decodeAnswer(answersSchema(manifest.detectors.map((d) => d.name)))
})

const probabilities = (c: Completion) => (c.content === null ? null : logprobConfidence(c.content, c.logprobs))

const system = (rubric: Rubric): ChatMessage => ({ role: "system", content: rubric.prompt.system })

export const evaluateExchange = (rubric: Rubric, input: ReadonlyArray<Message>): Exchange<Detections> => ({
  request: {
    messages: [system(rubric), { role: "user", content: conversationMessage(input) }],
    schemaName: rubric.prompt.schemaName,
    schema: rubric.prompt.schema,
    maxTokens: TOKENS_OVERHEAD + TOKENS_PER_ANSWER * rubric.detectors.length
  },
  interpret: (c) =>
    Either.map(rubric.decode(c.content, c.refusal), (answers) => toDetections(rubric.detectors, answers, input, probabilities(c)))
})

export interface ExampleText {
  readonly text: string
  /** Every custom detector that lists this text as an example or a non-example. */
  readonly detectors: ReadonlyArray<DetectorSpec>
}

/** Each text once, as `assertExamples` of the domain scores it (custom detectors only). */
export const exampleTexts = (manifest: Manifest): ReadonlyArray<ExampleText> => {
  const byText = new Map<string, Array<DetectorSpec>>()
  for (const spec of manifest.detectors) {
    if (spec.builtin !== null) continue
    for (const text of [...spec.examples.map((e) => e.text), ...spec.nonExamples]) {
      const specs = byText.get(text) ?? []
      if (!specs.includes(spec)) specs.push(spec)
      byText.set(text, specs)
    }
  }
  return [...byText].map(([text, detectors]) => ({ text, detectors }))
}

/** At most `maxTexts` texts and `maxAnswers` detector answers per request, so each answers in seconds. */
export const batchesOf = (texts: ReadonlyArray<ExampleText>, maxTexts = 20, maxAnswers = 60): ReadonlyArray<ReadonlyArray<ExampleText>> => {
  const batches: Array<Array<ExampleText>> = []
  let answers = 0
  for (const t of texts) {
    const last = batches.at(-1)
    if (last === undefined || last.length === maxTexts || answers + t.detectors.length > maxAnswers) {
      batches.push([t])
      answers = t.detectors.length
    } else {
      last.push(t)
      answers += t.detectors.length
    }
  }
  return batches
}

/** One request for a batch; the answer maps each text to its detections. */
export const batchExchange = (rubric: Rubric, batch: ReadonlyArray<ExampleText>): Exchange<ReadonlyMap<string, Detections>> => {
  const entries = batch.map((t, i) => ({ id: `e${i}`, text: t.text, specs: t.detectors, names: t.detectors.map((d) => d.name) }))
  const decode = decodeAnswer(batchAnswersSchema(entries.map((e) => [e.id, e.names] as const)))
  const answers = entries.reduce((n, e) => n + e.specs.length, 0)
  return {
    request: {
      messages: [system(rubric), { role: "user", content: examplesMessage(entries.map((e) => ({ id: e.id, detectors: e.names, text: e.text }))) }],
      schemaName: "assay_example_batch",
      schema: batchJsonSchema(entries.map((e) => [e.id, e.specs] as const)),
      maxTokens: TOKENS_OVERHEAD + TOKENS_PER_ANSWER * answers
    },
    interpret: (c) =>
      Either.map(decode(c.content, c.refusal), (decoded) => {
        const p = probabilities(c)
        return new Map(
          entries.map((e) => [e.text, toDetections(e.specs, decoded[e.id]!, [{ role: "user", content: e.text }], p, `${e.id}/`)])
        )
      })
  }
}
