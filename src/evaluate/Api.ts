import * as HttpApiEndpoint from "@effect/platform/HttpApiEndpoint"
import * as HttpApiGroup from "@effect/platform/HttpApiGroup"
import * as OpenApi from "@effect/platform/OpenApi"
import { Schema } from "effect"
import { Authentication } from "../auth/Api.js"
import { EvaluateRequest as EvaluateBody, strictParseOptions } from "../domain/criteria.js"
import { NotFound, ServiceUnavailable, ValidationError } from "../http/errors.js"
import { logIdParam } from "../http/params.js"
import { QuotaExceeded } from "../limits/errors.js"
import { documented } from "../ops/documented.js"
import * as examples from "../ops/examples.js"
import { ScorerFailed, ScorerTimeout } from "../scoring/errors.js"
import { ForbiddenCriteria, MixedAuth, XorRequired } from "./errors.js"
import { EvaluateResult, LogRecord } from "./schemas.js"

export const EvaluateRequest = EvaluateBody.annotations({ parseOptions: strictParseOptions, identifier: "EvaluateRequest" })

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
      .annotateContext(
        documented({
          summary: "Evaluate text",
          description:
            "Scores `input` against a stored evaluation (`evaluation_id`) or ad-hoc `criteria` (exactly one of them; with a deployment secret, neither) and answers with the status, signals, fields with evidence, missing fields with follow-up questions and, when `options.request_next_action` is true, the next action. Checks run in order: authentication, rate limit, size and media type, validation, quota, then scoring within 30 seconds. Every call that reaches scoring is logged; only successful calls consume quota. `X-Service-Guide` (up to 200 printable characters) is stored on the log row.",
          ...examples.evaluate
        })
      )
  )
  .add(
    HttpApiEndpoint.get("getLog")`/v1/evaluate/${logIdParam}`
      .addSuccess(LogRecord)
      .addError(NotFound)
      .annotateContext(
        documented({
          summary: "Read an evaluate call's log row",
          description:
            "The log row of one evaluate call by the `id` it answered: result, scorer, model and tokens, latency. Rows of ad-hoc calls are not readable; a deployment secret reads only rows of its bound evaluation.",
          ...examples.getLog
        })
      )
  )
  .addError(ValidationError)
  .annotate(OpenApi.Description, "Evaluate calls and their log.")
  .middleware(Authentication) {}
