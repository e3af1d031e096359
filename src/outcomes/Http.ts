import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import { Effect, Option } from "effect"
import { AssayApi } from "../Api.js"
import { CurrentPrincipal } from "../auth/Principal.js"
import { EvaluationsRepo } from "../evaluations/Repo.js"
import { NotFound } from "../http/errors.js"
import { isUuid } from "../http/params.js"
import { OutcomesRepo } from "./Repo.js"

export const OutcomesHttpLive = HttpApiBuilder.group(AssayApi, "outcomes", (handlers) =>
  Effect.gen(function* () {
    const repo = yield* OutcomesRepo
    const evaluations = yield* EvaluationsRepo
    return handlers.handle("record", ({ path, payload }) =>
      Effect.gen(function* () {
        const principal = yield* CurrentPrincipal
        const id = path.evaluation_id
        const missing = new NotFound({ message: "No such evaluation." })
        if (!isUuid(id)) return yield* missing
        if (principal.kind === "deployment" && principal.evaluationId !== id) return yield* missing
        if (Option.isNone(yield* evaluations.find(principal.orgId, id))) return yield* missing
        const recorded = yield* repo.insert({
          orgId: principal.orgId,
          evaluationId: id,
          evaluationLogId: payload.evaluation_log_id ?? null,
          decision: payload.decision,
          actualOutcome: payload.actual_outcome,
          conversionValue: payload.conversion_value,
          daysToClose: payload.days_to_close
        })
        if (recorded === null) return yield* new NotFound({ message: "No such evaluation log for this evaluation." })
        return { outcome_id: recorded.id, evaluation_id: id, recorded_at: recorded.recordedAt.toISOString() }
      })
    )
  })
)
