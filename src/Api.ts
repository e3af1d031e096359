import * as HttpApi from "@effect/platform/HttpApi"
import * as OpenApi from "@effect/platform/OpenApi"
import { DeploymentsGroup } from "./deployments/Api.js"
import { EvaluateGroup } from "./evaluate/Api.js"
import { EvaluationsGroup } from "./evaluations/Api.js"
import { Internal, MethodNotAllowed, NotFound, PayloadTooLarge, ServiceUnavailable, UnsupportedMediaType } from "./http/errors.js"
import { HealthGroup } from "./ops/Api.js"
import { finishDocument } from "./ops/openapi.js"
import { OutcomesGroup } from "./outcomes/Api.js"
import { ReplaysGroup } from "./replays/Api.js"

const description = `Scores inbound text (chat transcripts, form submissions, support tickets, emails) against
business criteria and answers synchronously with a status, per-detector signals with evidence, missing fields
with follow-up questions and an optional next action. Every evaluate call is logged.

Authenticate with \`Authorization: Bearer <key>\`: an organization API key (\`esk_...\`) for every route, or a
deployment secret (\`ech_dw_...\`) to evaluate its bound evaluation. Every error is one flat JSON object
\`{ "code", "message", ... }\`; every response carries \`X-Request-Id\`.`

/** The /v1 contract (interface.md + decisions.md); handlers live beside each group in Http.ts. */
export class AssayApi extends HttpApi.make("assay")
  .add(EvaluationsGroup)
  .add(EvaluateGroup)
  .add(OutcomesGroup)
  .add(DeploymentsGroup)
  .add(ReplaysGroup)
  .add(HealthGroup)
  .addError(NotFound)
  .addError(MethodNotAllowed)
  .addError(PayloadTooLarge)
  .addError(UnsupportedMediaType)
  .addError(ServiceUnavailable)
  .addError(Internal)
  .annotate(OpenApi.Title, "Assay API")
  .annotate(OpenApi.Version, "1")
  .annotate(OpenApi.Description, description)
  .annotate(OpenApi.Transform, finishDocument) {}
