import * as HttpApiEndpoint from "@effect/platform/HttpApiEndpoint"
import * as HttpApiGroup from "@effect/platform/HttpApiGroup"
import * as HttpApiSchema from "@effect/platform/HttpApiSchema"
import * as OpenApi from "@effect/platform/OpenApi"
import { Schema } from "effect"
import { OrgAuthentication } from "../auth/Api.js"
import { NotFound } from "../http/errors.js"
import { deploymentIdParam, evaluationIdParam } from "../http/params.js"
import { documented } from "../ops/documented.js"
import * as examples from "../ops/examples.js"

export const DeploymentCreated = Schema.Struct({
  deployment_id: Schema.String,
  evaluation_id: Schema.String,
  /** The version it is pinned to; null: it follows the latest (decisions §12). */
  version: Schema.NullOr(Schema.Int),
  /** Shown once; only its SHA-256 digest is stored. */
  secret: Schema.String
}).annotations(HttpApiSchema.annotations({ status: 201 }))

/**
 * The optional body `{ "version": n }` as the contract shows it (OpenAPI, the typed client:
 * `client.deployments.create({ path, payload: { version: 1 } })`). No body at all is valid too,
 * which a payload schema cannot say, so this one lets every body through HttpApi's decoder and
 * the handler validates it strictly (`optionalBody`, src/http/emptyBody.ts), with the API's
 * messages and issue paths.
 */
export const CreateDeploymentPayload = Schema.declare(
  (_: unknown): _ is { readonly version?: number } => true,
  {
    identifier: "CreateDeploymentRequest",
    description: "Optional. `version` pins the deployment to that version; without it the deployment follows the latest.",
    jsonSchema: { type: "object", properties: { version: { type: "integer", minimum: 1 } }, additionalProperties: false }
  }
)

export class DeploymentsGroup extends HttpApiGroup.make("deployments")
  .add(
    HttpApiEndpoint.post("create")`/v1/evaluations/${evaluationIdParam}/deployments`
      .setPayload(CreateDeploymentPayload)
      .addSuccess(DeploymentCreated)
      .addError(NotFound)
      .annotateContext(
        documented({
          summary: "Create a deployment",
          description:
            "Binds the evaluation to a new webhook secret (`ech_dw_...`), shown once in this answer. A call with the secret may only evaluate that evaluation, read it and its log rows, and record outcomes on it. The body is optional: `{ \"version\": n }` pins the deployment to version n of the evaluation; without it, the deployment always runs the latest version.",
          ...examples.createDeployment
        })
      )
  )
  .add(
    HttpApiEndpoint.del("revoke")`/v1/deployments/${deploymentIdParam}`
      .addError(NotFound)
      .annotateContext(
        documented({
          summary: "Revoke a deployment",
          description: "The secret stops working on the next request. Answers 204 with no body.",
          ...examples.revokeDeployment
        })
      )
  )
  .middleware(OrgAuthentication)
  .annotate(OpenApi.Description, "Deployments: webhook secrets bound to one evaluation. Organization API keys only.") {}
