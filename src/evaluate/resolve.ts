import { Effect, Option } from "effect"
import { createHash } from "node:crypto"
import type { Principal } from "../auth/Principal.js"
import type { Criteria } from "../domain/criteria.js"
import { compileManifest } from "../domain/manifest.js"
import type { Manifest } from "../domain/types.js"
import { validateCriteria } from "../domain/validate.js"
import type { RunnableVersion } from "../evaluations/Versions.js"
import type { CompiledPrompt } from "../scoring/openai/prompt.js"
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
  /** The version of the evaluation it runs (decisions §12); null for ad-hoc criteria. */
  readonly version: number | null
  readonly deploymentId: string | null
}

/** How a call finds what it runs (the Evaluator's caches in front of the repositories). */
export interface Lookups {
  /** The organization's evaluation at version `pinned`, or its latest when null. */
  readonly evaluation: (orgId: string, id: string, pinned: number | null) => Effect.Effect<Option.Option<RunnableVersion>>
  /** The version a deployment was pinned to at creation; null: it follows the latest. */
  readonly pin: (deploymentId: string) => Effect.Effect<number | null>
}

const durable = (find: Lookups, orgId: string, evaluationId: string, mode: Mode, deploymentId: string | null) =>
  Effect.flatMap(deploymentId === null ? Effect.succeed(null) : find.pin(deploymentId), (pinned) => find.evaluation(orgId, evaluationId, pinned)).pipe(
    Effect.flatMap(
      Option.match({
        onNone: () => Effect.fail(new NotFound({ message: "No such evaluation." })),
        onSome: (v) =>
          Effect.succeed<Target>({
            mode,
            manifest: v.manifest,
            rubricKey: v.rubricKey,
            prompt: v.prompt,
            evaluationId: v.evaluationId,
            version: v.version,
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
    version: null,
    deploymentId: null
  })
}

/** Which evaluation a call scores: the XOR and deployment rules of the interface's Authentication section. */
export const resolveTarget = (
  principal: Principal,
  body: { readonly evaluation_id?: string | undefined; readonly criteria?: Criteria | undefined },
  find: Lookups
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
