// The model's answer, twice: as the strict JSON Schema sent for structured outputs, and as the
// Effect Schema that decodes what comes back (not every compatible server enforces the former).
import { Either, ParseResult, Schema } from "effect"
import type { DetectorSpec } from "../../domain/types.js"

type JsonSchema = Readonly<Record<string, unknown>>

/** Strict mode: every property required, no others, nullable instead of optional. */
const object = (properties: Readonly<Record<string, JsonSchema>>): JsonSchema => ({
  type: "object",
  properties,
  required: Object.keys(properties),
  additionalProperties: false
})

const EVIDENCE: JsonSchema = {
  type: "array",
  items: object({ message_index: { type: "integer" }, quote: { type: "string" } })
}

// OpenAI accepts at most 1,000 enum values per schema; past that the categories are still
// checked on decoding, only no longer enforced while generating.
const MAX_ENUM_VALUES = 1000

const valueSchema = (spec: DetectorSpec, withEnum: boolean): JsonSchema =>
  spec.kind === "classification" && withEnum
    ? { anyOf: [{ type: "string", enum: [...spec.categories] }, { type: "null" }] }
    : { type: ["string", "null"] }

// Evidence comes first: the model writes its quotes before it commits to found and value,
// which makes those answers rest on what it quoted.
const detectorSchema = (spec: DetectorSpec, withEnum: boolean): JsonSchema =>
  object({
    evidence: EVIDENCE,
    negated: { type: "boolean" },
    found: { type: "boolean" },
    value: valueSchema(spec, withEnum),
    confidence: { type: "number" }
  })

/** `{ <detector>: { evidence, negated, found, value, confidence } }` for the given detectors. */
export const detectionsJsonSchema = (specs: ReadonlyArray<DetectorSpec>): JsonSchema => {
  const enumValues = specs.reduce((n, s) => n + s.categories.length, 0)
  return object(Object.fromEntries(specs.map((s) => [s.name, detectorSchema(s, enumValues <= MAX_ENUM_VALUES)])))
}

/** One entry per id, each the detections object of its own detectors (batched example assertions). */
export const batchJsonSchema = (entries: ReadonlyArray<readonly [id: string, specs: ReadonlyArray<DetectorSpec>]>): JsonSchema =>
  object(Object.fromEntries(entries.map(([id, specs]) => [id, detectionsJsonSchema(specs)])))

export const DetectorAnswer = Schema.Struct({
  evidence: Schema.Array(Schema.Struct({ message_index: Schema.Number, quote: Schema.String })),
  negated: Schema.Boolean,
  found: Schema.Boolean,
  // Any string: a value outside the categories is reported as invalid, not repaired.
  value: Schema.NullOr(Schema.String),
  confidence: Schema.Number
})
export type DetectorAnswer = typeof DetectorAnswer.Type

export type Answers = Readonly<Record<string, DetectorAnswer>>

const fieldsOf = <S extends Schema.Schema.Any>(names: ReadonlyArray<string>, schema: S) =>
  Schema.Struct(Object.fromEntries(names.map((n) => [n, schema])) as Record<string, S>)

export const answersSchema = (names: ReadonlyArray<string>) => fieldsOf(names, DetectorAnswer)

export const batchAnswersSchema = (entries: ReadonlyArray<readonly [id: string, names: ReadonlyArray<string>]>) =>
  Schema.Struct(Object.fromEntries(entries.map(([id, names]) => [id, answersSchema(names)])))

/** JSON text → decoded answer, or the problem in words (sent back to the model once, to repair). */
export type Decoder<A> = (content: string | null, refusal: string | null) => Either.Either<A, string>

export const decodeAnswer =
  <A, I>(schema: Schema.Schema<A, I>): Decoder<A> =>
  (content, refusal) => {
    if (content === null || content.trim() === "") {
      return Either.left(refusal === null ? "The answer was empty." : `The answer was a refusal: ${refusal}`)
    }
    let json: unknown
    try {
      json = JSON.parse(content)
    } catch (e) {
      return Either.left(`The answer is not valid JSON (${e instanceof Error ? e.message : String(e)}).`)
    }
    return Schema.decodeUnknownEither(schema, { errors: "all" })(json).pipe(
      Either.mapLeft((error) =>
        ParseResult.ArrayFormatter.formatErrorSync(error)
          .slice(0, 20)
          .map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`)
          .join("\n")
      )
    )
  }
