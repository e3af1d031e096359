import * as HttpApiEndpoint from "@effect/platform/HttpApiEndpoint"
import * as HttpApiGroup from "@effect/platform/HttpApiGroup"
import * as HttpApiSchema from "@effect/platform/HttpApiSchema"
import * as OpenApi from "@effect/platform/OpenApi"
import { Schema } from "effect"
import { OrgAuthentication } from "../auth/Api.js"
import { CreateVersion, strictParseOptions } from "../domain/criteria.js"
import { ExampleAssertionFailed } from "../evaluations/errors.js"
import { NextActionSchema, StatusSchema } from "../evaluate/schemas.js"
import { NotFound, ValidationError } from "../http/errors.js"
import { evaluationIdParam, replayIdParam } from "../http/params.js"
import { documented } from "../ops/documented.js"
import * as examples from "../ops/examples.js"
import { ScorerFailed, ScorerTimeout } from "../scoring/errors.js"

const instant = (field: string) =>
  Schema.String.pipe(
    Schema.filter((s) => /^\d{4}-\d{2}-\d{2}(T[0-9:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(s) && !Number.isNaN(Date.parse(s)), {
      message: () => `${field} must be an ISO 8601 date or date-time, such as 2026-11-20T00:00:00Z.`
    })
  )

export const MAX_REPLAY_CALLS = 10_000

export const StartReplayRequest = Schema.Struct({
  version: Schema.optional(Schema.Int.pipe(Schema.greaterThanOrEqualTo(1))),
  definition: Schema.optional(CreateVersion),
  limit: Schema.optional(
    Schema.Int.pipe(Schema.between(1, MAX_REPLAY_CALLS, { message: () => `limit must be a whole number from 1 to ${MAX_REPLAY_CALLS}.` }))
  ),
  from: Schema.optional(instant("from")),
  to: Schema.optional(instant("to"))
}).annotations({ parseOptions: strictParseOptions, identifier: "StartReplayRequest" })

export const ReplayStarted = Schema.Struct({ replay_id: Schema.String }).annotations(HttpApiSchema.annotations({ status: 202 }))

const Side = Schema.Struct({ status: StatusSchema, next_action: Schema.NullOr(NextActionSchema), found: Schema.Array(Schema.String) })
const PerStatus = <S extends Schema.Schema.Any>(value: S) => Schema.Record({ key: Schema.String, value })
const OutcomeRates = Schema.Struct({
  calls: Schema.Int,
  outcomes: Schema.Record({ key: Schema.String, value: Schema.Struct({ count: Schema.Int, rate: Schema.Number }) })
})

export const ReplayDiffSchema = Schema.Struct({
  calls: Schema.Int,
  changed: Schema.Int,
  transitions: PerStatus(PerStatus(Schema.Int)),
  detectors: Schema.Record({ key: Schema.String, value: Schema.Struct({ gained: Schema.Int, lost: Schema.Int }) }),
  next_actions: Schema.Array(Schema.Struct({ from: Schema.NullOr(NextActionSchema), to: Schema.NullOr(NextActionSchema), count: Schema.Int })),
  outcomes: Schema.Struct({ before: PerStatus(OutcomeRates), after: PerStatus(OutcomeRates) })
}).annotations({ identifier: "ReplayDiff" })

export const ReplayView = Schema.Struct({
  replay_id: Schema.String,
  evaluation_id: Schema.String,
  /** Null for a draft definition. */
  version: Schema.NullOr(Schema.Int),
  status: Schema.Literal("queued", "running", "done", "failed"),
  limit: Schema.Int,
  from: Schema.NullOr(Schema.String),
  to: Schema.NullOr(Schema.String),
  total: Schema.NullOr(Schema.Int),
  processed: Schema.Int,
  error: Schema.NullOr(Schema.String),
  created_at: Schema.String,
  finished_at: Schema.NullOr(Schema.String),
  diff: Schema.NullOr(ReplayDiffSchema),
  changes: Schema.NullOr(
    Schema.Struct({
      items: Schema.Array(Schema.Struct({ log_id: Schema.String, created_at: Schema.String, before: Side, after: Side })),
      next_cursor: Schema.NullOr(Schema.String)
    })
  )
})

export const ReplayPage = Schema.Struct({
  cursor: Schema.optional(Schema.String),
  limit: Schema.optional(Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, 500, { message: () => "limit must be a whole number from 1 to 500." })))
})

export class ReplaysGroup extends HttpApiGroup.make("replays")
  .add(
    HttpApiEndpoint.post("start")`/v1/evaluations/${evaluationIdParam}/replays`
      .setPayload(StartReplayRequest)
      .addSuccess(ReplayStarted)
      .addError(NotFound)
      .addError(ExampleAssertionFailed)
      .addError(ScorerFailed)
      .addError(ScorerTimeout)
      .annotateContext(
        documented({
          summary: "Replay logged calls with a version or a draft",
          description:
            "Re-scores this evaluation's logged calls (durable and deployment rows that have a result, newest first, at most `limit` of 1 to 10,000, default 1,000, optionally only those logged from `from` and before `to`) with version `version` (default: the latest) or with `definition`, an unsaved draft validated and asserted like a create, and answers 202 at once. The replay runs in the background on the embedded scorer, one at a time per instance and at a lower priority than live calls; it consumes no quota, writes no log rows, and counts against the rate limit of the key that started it as one request per 100 re-scored calls (it waits for tokens rather than failing). A replay interrupted by a restart is marked failed, never half-reported. Organization API keys only.",
          ...examples.startReplay
        })
      )
  )
  .add(
    HttpApiEndpoint.get("get")`/v1/replays/${replayIdParam}`
      .setUrlParams(ReplayPage)
      .addSuccess(ReplayView)
      .addError(NotFound)
      .annotateContext(
        documented({
          summary: "Read a replay: progress, then the diff",
          description:
            "While `queued` or `running`: how many calls it has re-scored of `total`. When `done`: the diff against each call's logged result: `transitions[before][after]` (the status transition matrix), per-detector gains and losses, next-action changes, where outcomes were recorded the outcome rate per status before and after, and the changed calls (log id, before, after), `limit` (default 100) per page from `cursor` (the `next_cursor` of the page before). `failed`: `error` says why, and nothing else is reported.",
          ...examples.getReplay
        })
      )
  )
  .middleware(OrgAuthentication)
  .addError(ValidationError)
  .annotate(OpenApi.Description, "Replays: how a version or a draft would have scored the calls already logged. Organization API keys only.") {}
