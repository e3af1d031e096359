import { Schema } from "effect"
import { FlatError } from "../http/errorSchema.js"

export const AssertionFailureSchema = Schema.Struct({
  detector: Schema.String,
  example: Schema.String,
  expected: Schema.String,
  got: Schema.String
}).annotations({ identifier: "AssertionFailure" })

export class ExampleAssertionFailed extends FlatError<ExampleAssertionFailed>()("ExampleAssertionFailed", {
  status: 422,
  code: "EXAMPLE_ASSERTION_FAILED",
  message: "Some examples do not score as declared; see failures.",
  description: "Some examples of a custom detector do not score as declared; nothing was created.",
  fields: { failures: Schema.Array(AssertionFailureSchema) },
  example: {
    failures: [{ detector: "topic", example: "the app crashes when I log in", expected: "technical", got: "billing" }]
  }
}) {}
