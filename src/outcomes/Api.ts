import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"
import { Authentication } from "../auth/Api.js"
import { Outcome, strictParseOptions } from "../domain/criteria.js"
import { NotFound, ValidationError } from "../http/errors.js"
import { evaluationIdParam } from "../http/params.js"

export const OutcomeRecorded = Schema.Struct({
  outcome_id: Schema.String,
  evaluation_id: Schema.String,
  recorded_at: Schema.String
}).annotations(HttpApiSchema.annotations({ status: 201 }))

export class OutcomesGroup extends HttpApiGroup.make("outcomes")
  .add(
    HttpApiEndpoint.post("record")`/v1/evaluations/${evaluationIdParam}/outcome`
      .setPayload(Outcome.annotations({ parseOptions: strictParseOptions, identifier: "OutcomeRequest" }))
      .addSuccess(OutcomeRecorded)
      .addError(NotFound)
  )
  .addError(ValidationError)
  .middleware(Authentication) {}
