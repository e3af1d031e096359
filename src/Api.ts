import { HttpApi, OpenApi } from "@effect/platform"
import { DeploymentsGroup } from "./deployments/Api.js"
import { EvaluateGroup } from "./evaluate/Api.js"
import { EvaluationsGroup } from "./evaluations/Api.js"
import { Internal, NotFound, PayloadTooLarge, ServiceUnavailable, UnsupportedMediaType } from "./http/errors.js"
import { OutcomesGroup } from "./outcomes/Api.js"

/** The /v1 contract (interface.md + decisions.md); handlers live beside each group in Http.ts. */
export class AssayApi extends HttpApi.make("assay")
  .add(EvaluationsGroup)
  .add(EvaluateGroup)
  .add(OutcomesGroup)
  .add(DeploymentsGroup)
  .addError(NotFound)
  .addError(PayloadTooLarge)
  .addError(UnsupportedMediaType)
  .addError(ServiceUnavailable)
  .addError(Internal)
  .annotate(OpenApi.Title, "Assay API") {}
