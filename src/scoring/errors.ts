import { HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"
import { code, message } from "../http/errorSchema.js"

export class ScorerFailed extends Schema.TaggedError<ScorerFailed>()(
  "ScorerFailed",
  { code: code("SCORER_FAILED"), message: message("The scorer answered unusably after retries.") },
  HttpApiSchema.annotations({ status: 502 })
) {}

export class ScorerTimeout extends Schema.TaggedError<ScorerTimeout>()(
  "ScorerTimeout",
  { code: code("SCORER_TIMEOUT"), message: message("Scoring did not finish within the 30-second budget.") },
  HttpApiSchema.annotations({ status: 504 })
) {}
