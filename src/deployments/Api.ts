import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"
import { OrgAuthentication } from "../auth/Api.js"
import { NotFound } from "../http/errors.js"
import { deploymentIdParam, evaluationIdParam } from "../http/params.js"

export const DeploymentCreated = Schema.Struct({
  deployment_id: Schema.String,
  evaluation_id: Schema.String,
  /** Shown once; only its SHA-256 digest is stored. */
  secret: Schema.String
}).annotations(HttpApiSchema.annotations({ status: 201 }))

export class DeploymentsGroup extends HttpApiGroup.make("deployments")
  .add(
    HttpApiEndpoint.post("create")`/v1/evaluations/${evaluationIdParam}/deployments`
      .addSuccess(DeploymentCreated)
      .addError(NotFound)
  )
  .add(HttpApiEndpoint.del("revoke")`/v1/deployments/${deploymentIdParam}`.addError(NotFound))
  .middleware(OrgAuthentication) {}
