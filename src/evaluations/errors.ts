import * as HttpApiSchema from "@effect/platform/HttpApiSchema"
import { Schema } from "effect"
import { code, example, message } from "../http/errorSchema.js"

export const AssertionFailureSchema = Schema.Struct({
  detector: Schema.String,
  example: Schema.String,
  expected: Schema.String,
  got: Schema.String
}).annotations({ identifier: "AssertionFailure" })

export class ExampleAssertionFailed extends Schema.TaggedError<ExampleAssertionFailed>()(
  "ExampleAssertionFailed",
  {
    code: code("EXAMPLE_ASSERTION_FAILED"),
    message: message("Some examples do not score as declared; see failures."),
    failures: Schema.Array(AssertionFailureSchema)
  },
  HttpApiSchema.annotations({
    status: 422,
    description: "Some examples of a custom detector do not score as declared; nothing was created.",
    examples: [
      example("ExampleAssertionFailed", {
        code: "EXAMPLE_ASSERTION_FAILED",
        message: "Some examples do not score as declared; see failures.",
        failures: [{ detector: "topic", example: "the app crashes when I log in", expected: "technical", got: "billing" }]
      })
    ]
  })
) {}
