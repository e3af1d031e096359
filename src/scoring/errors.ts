import * as HttpApiSchema from "@effect/platform/HttpApiSchema"
import { Schema } from "effect"
import { code, example, message } from "../http/errorSchema.js"

export class ScorerFailed extends Schema.TaggedError<ScorerFailed>()(
  "ScorerFailed",
  { code: code("SCORER_FAILED"), message: message("The scorer answered unusably after retries.") },
  HttpApiSchema.annotations({
    status: 502,
    description: "The model answered, but unusably, after retries. The call is logged and consumes no quota.",
    examples: [example("ScorerFailed", { code: "SCORER_FAILED", message: "The scorer answered unusably after retries." })]
  })
) {}

export class ScorerTimeout extends Schema.TaggedError<ScorerTimeout>()(
  "ScorerTimeout",
  { code: code("SCORER_TIMEOUT"), message: message("Scoring did not finish within the 30-second budget.") },
  HttpApiSchema.annotations({
    status: 504,
    description: "Scoring did not finish within the 30-second budget. The call is logged and consumes no quota.",
    examples: [
      example("ScorerTimeout", { code: "SCORER_TIMEOUT", message: "Scoring did not finish within the 30-second budget." })
    ]
  })
) {}
