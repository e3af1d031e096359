import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { Authentication } from "../auth/Api.js"
import { Criteria, EvaluateOptions, InputMessage, strictParseOptions } from "../domain/criteria.js"
import { NotFound, ServiceUnavailable, ValidationError } from "../http/errors.js"
import { logIdParam } from "../http/params.js"
import { QuotaExceeded } from "../limits/errors.js"
import { ScorerFailed, ScorerTimeout } from "../scoring/errors.js"
import { ForbiddenCriteria, MixedAuth, XorRequired } from "./errors.js"
import { EvaluateResult, LogRecord } from "./schemas.js"

export const EvaluateRequest = Schema.Struct({
  evaluation_id: Schema.optional(Schema.UUID),
  criteria: Schema.optional(Criteria),
  input_type: Schema.Literal("transcript", "form", "ticket", "email"),
  input: Schema.Array(InputMessage),
  options: Schema.optional(EvaluateOptions)
}).annotations({ parseOptions: strictParseOptions, identifier: "EvaluateRequest" })

export class EvaluateGroup extends HttpApiGroup.make("evaluate")
  .add(
    HttpApiEndpoint.post("evaluate", "/v1/evaluate")
      .setPayload(EvaluateRequest)
      .setHeaders(Schema.Struct({ "x-service-guide": Schema.optional(Schema.String) }))
      .addSuccess(EvaluateResult)
      .addError(XorRequired)
      .addError(ForbiddenCriteria)
      .addError(MixedAuth)
      .addError(NotFound)
      .addError(QuotaExceeded)
      .addError(ScorerFailed)
      .addError(ScorerTimeout)
      .addError(ServiceUnavailable)
  )
  .add(
    HttpApiEndpoint.get("getLog")`/v1/evaluate/${logIdParam}`.addSuccess(LogRecord).addError(NotFound)
  )
  .addError(ValidationError)
  .middleware(Authentication) {}
