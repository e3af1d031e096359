import { Effect, Option } from "effect"
import { createHash } from "node:crypto"
import type { Principal } from "../auth/Principal.js"
import type { Criteria } from "../domain/criteria.js"
import { compileManifest } from "../domain/manifest.js"
import type { Manifest } from "../domain/types.js"
import { validateCriteria } from "../domain/validate.js"
import type { EvaluationRow } from "../evaluations/Repo.js"
import { type CompiledPrompt, storedPrompt } from "../scoring/openai/prompt.js"
import { NotFound, ValidationError } from "../http/errors.js"
import { ForbiddenCriteria, MixedAuth, XorRequired } from "./errors.js"
import type { Mode } from "./LogRepo.js"

export interface Target {
  readonly mode: Mode
  readonly manifest: Manifest
  /** Names the rubric for the scorer's compile cache. */
  readonly rubricKey: string
  /** The model prompt stored at creation; ad-hoc criteria (and older rows) compile it per process. */
  readonly prompt: CompiledPrompt | undefined
  readonly evaluationId: string | null
  readonly deploymentId: string | null
}

/** The evaluation of an organization by id (the Evaluator's cache in front of EvaluationsRepo.find). */
export type FindEvaluation = (orgId: string, id: string) => Effect.Effect<Option.Option<EvaluationRow>>

const durable = (find: FindEvaluation, orgId: string, evaluationId: string, mode: Mode, deploymentId: string | null) =>
  find(orgId, evaluationId).pipe(
    Effect.flatMap(
      Option.match({
        onNone: () => Effect.fail(new NotFound({ message: "No such evaluation." })),
        onSome: (row) =>
          Effect.succeed<Target>({
            mode,
            manifest: row.rubric as Manifest,
            rubricKey: `evaluation:${row.id}`,
            prompt: storedPrompt(row.compiledPrompt),
            evaluationId: row.id,
            deploymentId
          })
      })
    )
  )

const adhoc = (criteria: Criteria) => {
  const issues = validateCriteria(criteria)
  if (issues.length > 0) {
    return Effect.fail(
      new ValidationError({ issues: issues.map((i) => ({ path: i.path === "" ? "criteria" : `criteria.${i.path}`, message: i.message })) })
    )
  }
  const digest = createHash("sha256").update(JSON.stringify(criteria)).digest("base64url")
  return Effect.succeed<Target>({
    mode: "adhoc",
    manifest: compileManifest(criteria),
    rubricKey: `adhoc:${digest}`,
    prompt: undefined,
    evaluationId: null,
    deploymentId: null
  })
}

/** Which evaluation a call scores: the XOR and deployment rules of the interface's Authentication section. */
export const resolveTarget = (
  principal: Principal,
  body: { readonly evaluation_id?: string | undefined; readonly criteria?: Criteria | undefined },
  find: FindEvaluation
): Effect.Effect<Target, ForbiddenCriteria | MixedAuth | XorRequired | NotFound | ValidationError> => {
  if (principal.kind === "deployment") {
    if (body.criteria !== undefined) return Effect.fail(new ForbiddenCriteria({}))
    if (body.evaluation_id !== undefined) return Effect.fail(new MixedAuth({}))
    return durable(find, principal.orgId, principal.evaluationId, "deployment", principal.credentialId)
  }
  if ((body.evaluation_id === undefined) === (body.criteria === undefined)) return Effect.fail(new XorRequired({}))
  if (body.evaluation_id !== undefined) return durable(find, principal.orgId, body.evaluation_id, "durable", null)
  return adhoc(body.criteria!)
}
