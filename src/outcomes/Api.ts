import * as HttpApiEndpoint from "@effect/platform/HttpApiEndpoint"
import * as HttpApiGroup from "@effect/platform/HttpApiGroup"
import * as HttpApiSchema from "@effect/platform/HttpApiSchema"
import * as OpenApi from "@effect/platform/OpenApi"
import { Schema } from "effect"
import { Authentication } from "../auth/Api.js"
import { Outcome, strictParseOptions } from "../domain/criteria.js"
import { NotFound, ValidationError } from "../http/errors.js"
import { evaluationIdParam } from "../http/params.js"
import { documented } from "../ops/documented.js"
import * as examples from "../ops/examples.js"

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
      .annotateContext(
        documented({
          summary: "Record an outcome",
          description:
            "What really happened after a decision: `decision` is the status acted on, `actual_outcome` a free label (`won`, `lost`, `resolved`, ...), `conversion_value` and `days_to_close` numbers of at least 0. `evaluation_log_id` ties it to one evaluate call.",
          ...examples.recordOutcome
        })
      )
  )
  .addError(ValidationError)
  .annotate(OpenApi.Description, "Outcomes: what happened after a decision, for measuring the evaluation.")
  .middleware(Authentication) {}
