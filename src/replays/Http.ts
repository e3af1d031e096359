import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import { Effect, Option } from "effect"
import { randomUUID } from "node:crypto"
import { AssayApi } from "../Api.js"
import { CurrentPrincipal } from "../auth/Principal.js"
import { makeCreateEvaluation } from "../evaluations/create.js"
import { EvaluationsRepo } from "../evaluations/Repo.js"
import { rubricKeyOf } from "../evaluations/rubricKey.js"
import { EvaluationVersions } from "../evaluations/Versions.js"
import { NotFound, ValidationError } from "../http/errors.js"
import { isUuid } from "../http/params.js"
import { bucketFor, bucketKey } from "../limits/plans.js"
import type { ReplayView } from "./Api.js"
import { ReplaysRepo } from "./Repo.js"
import { ReplayRunner } from "./Runner.js"

const DEFAULT_LIMIT = 1_000
const DEFAULT_PAGE = 100

const iso = (d: Date | null) => (d === null ? null : d.toISOString())

/** A draft's issues point into the request: `custom_detectors[0]` → `definition.custom_detectors[0]`. */
const underDefinition = (e: ValidationError) =>
  new ValidationError({ issues: e.issues.map((i) => ({ ...i, path: i.path === "" ? "definition" : `definition.${i.path}` })) })

export const ReplaysHttpLive = HttpApiBuilder.group(AssayApi, "replays", (handlers) =>
  Effect.gen(function* () {
    const repo = yield* ReplaysRepo
    const runner = yield* ReplayRunner
    const evaluations = yield* EvaluationsRepo
    const versions = yield* EvaluationVersions
    const create = yield* makeCreateEvaluation
    return handlers
      .handle("start", ({ path, payload }) =>
        Effect.gen(function* () {
          const principal = yield* CurrentPrincipal
          const evaluationId = path.evaluation_id
          const missing = new NotFound({ message: "No such evaluation." })
          const evaluation = isUuid(evaluationId) ? yield* evaluations.find(principal.orgId, evaluationId) : Option.none()
          if (Option.isNone(evaluation)) return yield* missing
          if (payload.version !== undefined && payload.definition !== undefined) {
            return yield* ValidationError.single("definition", "Send version or definition, not both.")
          }
          const from = payload.from === undefined ? null : new Date(payload.from)
          const to = payload.to === undefined ? null : new Date(payload.to)
          if (from !== null && to !== null && from >= to) return yield* ValidationError.single("to", "to must be later than from.")

          let manifest
          let version: number | null = null
          if (payload.definition !== undefined) {
            const { name: _name, ...definition } = payload.definition
            manifest = (yield* create.prepare(evaluationId, definition).pipe(Effect.mapError((e) => (e._tag === "ValidationError" ? underDefinition(e) : e)))).rubric
          } else {
            const found =
              payload.version === undefined
                ? yield* versions.findLatest(principal.orgId, evaluationId)
                : yield* versions.findVersion(principal.orgId, evaluationId, payload.version)
            if (Option.isNone(found)) return yield* ValidationError.single("version", `This evaluation has no version ${payload.version}.`)
            manifest = found.value.manifest
            version = found.value.version
          }

          const id = randomUUID()
          const limit = payload.limit ?? DEFAULT_LIMIT
          // A draft remembers the latest it was tried against, so publishing it from the dashboard
          // over a newer version warns first (docs/decisions.md, "Safe publishing").
          const draft = payload.definition ?? null
          const baseVersion = draft === null ? null : evaluation.value.latestVersion
          yield* repo.insert({ id, orgId: principal.orgId, evaluationId, version, draft, baseVersion, limit, from, to })
          yield* runner.submit({
            id,
            window: { orgId: principal.orgId, evaluationId, from, to },
            limit,
            manifest,
            rubricKey: rubricKeyOf(evaluationId, manifest),
            bucket: { key: bucketKey(principal), policy: bucketFor(principal.limits) }
          })
          return { replay_id: id }
        }).pipe(Effect.withSpan("Replays.start"))
      )
      .handle("get", ({ path, urlParams }) =>
        Effect.gen(function* () {
          const principal = yield* CurrentPrincipal
          const notFound = new NotFound({ message: "No such replay." })
          if (!isUuid(path.replay_id)) return yield* notFound
          const found = yield* repo.find(principal.orgId, path.replay_id)
          if (Option.isNone(found)) return yield* notFound
          const r = found.value
          const done = r.status === "done"
          const after = urlParams.cursor === undefined ? 0 : Number(urlParams.cursor)
          if (!Number.isSafeInteger(after) || after < 0) return yield* ValidationError.single("cursor", "cursor must be the next_cursor of a page.")
          const size = urlParams.limit ?? DEFAULT_PAGE
          const page = done ? yield* repo.changes(r.id, after, size + 1) : []
          const shown = page.slice(0, size)
          return {
            replay_id: r.id,
            evaluation_id: r.evaluationId,
            version: r.version,
            status: r.status,
            limit: r.rowLimit,
            from: iso(r.fromAt),
            to: iso(r.toAt),
            total: r.total,
            processed: r.processed,
            error: r.error,
            created_at: r.createdAt.toISOString(),
            finished_at: iso(r.finishedAt),
            diff: done ? (r.diff as never) : null,
            changes: done
              ? {
                  items: shown.map((c) => ({ log_id: c.logId, created_at: c.logCreatedAt.toISOString(), before: c.before as never, after: c.after as never })),
                  next_cursor: page.length > size ? String(shown[shown.length - 1]!.seq) : null
                }
              : null
          } satisfies typeof ReplayView.Type
        })
      )
  })
)
