import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import { Effect, Option, Schema } from "effect"
import { AssayApi } from "../Api.js"
import { CurrentPrincipal } from "../auth/Principal.js"
import { digestToken, displayPrefix, generateToken } from "../domain/keys.js"
import { EvaluationsRepo } from "../evaluations/Repo.js"
import { optionalBody } from "../http/emptyBody.js"
import { NotFound, ValidationError } from "../http/errors.js"
import { isUuid } from "../http/params.js"
import { DeploymentsRepo } from "./Repo.js"

/** decisions §12: `{ "version": n }` pins the deployment to that version; without it, it follows the latest. */
export const CreateDeploymentBody = Schema.Struct({ version: Schema.optional(Schema.Int.pipe(Schema.greaterThanOrEqualTo(1))) })

export const DeploymentsHttpLive = HttpApiBuilder.group(AssayApi, "deployments", (handlers) =>
  Effect.gen(function* () {
    const repo = yield* DeploymentsRepo
    const evaluations = yield* EvaluationsRepo
    return handlers
      .handle("create", ({ path }) =>
        Effect.gen(function* () {
          const { orgId } = yield* CurrentPrincipal
          const body = yield* optionalBody(CreateDeploymentBody)
          const missing = new NotFound({ message: "No such evaluation." })
          if (!isUuid(path.evaluation_id)) return yield* missing
          const evaluation = yield* evaluations.find(orgId, path.evaluation_id)
          if (Option.isNone(evaluation)) return yield* missing
          const version = body.version ?? null
          if (version !== null && version > evaluation.value.latestVersion) {
            return yield* ValidationError.single("version", `This evaluation has no version ${version}; its latest is ${evaluation.value.latestVersion}.`)
          }
          const secret = generateToken("secret")
          const id = yield* repo.insert({
            orgId,
            evaluationId: path.evaluation_id,
            version,
            digest: digestToken(secret),
            prefix: displayPrefix(secret)
          })
          return { deployment_id: id, evaluation_id: path.evaluation_id, version, secret }
        })
      )
      .handle("revoke", ({ path }) =>
        Effect.gen(function* () {
          const { orgId } = yield* CurrentPrincipal
          const revoked = isUuid(path.deployment_id) && (yield* repo.revoke(orgId, path.deployment_id))
          if (!revoked) return yield* new NotFound({ message: "No such active deployment." })
        })
      )
  })
)
