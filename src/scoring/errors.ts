import { FlatError } from "../http/errorSchema.js"

export class ScorerFailed extends FlatError<ScorerFailed>()("ScorerFailed", {
  status: 502,
  code: "SCORER_FAILED",
  message: "The scorer answered unusably after retries.",
  description: "The model answered, but unusably, after retries. The call is logged and consumes no quota."
}) {}

export class ScorerTimeout extends FlatError<ScorerTimeout>()("ScorerTimeout", {
  status: 504,
  code: "SCORER_TIMEOUT",
  message: "Scoring did not finish within the 30-second budget.",
  description: "Scoring did not finish within the 30-second budget. The call is logged and consumes no quota."
}) {}
