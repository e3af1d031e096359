import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import { Effect, Option } from "effect"
import { AssayApi } from "../Api.js"
import { CurrentPrincipal } from "../auth/Principal.js"
import { digestToken, displayPrefix, generateToken } from "../domain/keys.js"
import { EvaluationsRepo } from "../evaluations/Repo.js"
import { refuseBody } from "../http/emptyBody.js"
import { NotFound } from "../http/errors.js"
import { isUuid } from "../http/params.js"
import { DeploymentsRepo } from "./Repo.js"

export const DeploymentsHttpLive = HttpApiBuilder.group(AssayApi, "deployments", (handlers) =>
  Effect.gen(function* () {
    const repo = yield* DeploymentsRepo
    const evaluations = yield* EvaluationsRepo
    return handlers
      .handle("create", ({ path }) =>
        Effect.gen(function* () {
          const { orgId } = yield* CurrentPrincipal
          yield* refuseBody
          const missing = new NotFound({ message: "No such evaluation." })
          if (!isUuid(path.evaluation_id)) return yield* missing
          if (Option.isNone(yield* evaluations.find(orgId, path.evaluation_id))) return yield* missing
          const secret = generateToken("secret")
          const id = yield* repo.insert({
            orgId,
            evaluationId: path.evaluation_id,
            digest: digestToken(secret),
            prefix: displayPrefix(secret)
          })
          return { deployment_id: id, evaluation_id: path.evaluation_id, secret }
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
