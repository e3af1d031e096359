import * as HttpApiEndpoint from "@effect/platform/HttpApiEndpoint"
import * as HttpApiGroup from "@effect/platform/HttpApiGroup"
import * as HttpApiSchema from "@effect/platform/HttpApiSchema"
import * as OpenApi from "@effect/platform/OpenApi"
import { Schema } from "effect"
import { Authentication, OrgAuthentication } from "../auth/Api.js"
import { CreateEvaluation, CreateVersion, strictParseOptions } from "../domain/criteria.js"
import { NotFound, ValidationError } from "../http/errors.js"
import { evaluationIdParam, versionParam } from "../http/params.js"
import { documented } from "../ops/documented.js"
import * as examples from "../ops/examples.js"
import { ScorerFailed, ScorerTimeout } from "../scoring/errors.js"
import { ExampleAssertionFailed, VersionConflict } from "./errors.js"

export const CreateEvaluationRequest = CreateEvaluation.annotations({
  parseOptions: strictParseOptions,
  identifier: "CreateEvaluationRequest"
})

/** The version it was based on: only a positive whole number (anything else would never match). */
const BaseVersion = Schema.Int.pipe(Schema.greaterThanOrEqualTo(1)).annotations({
  message: () => ({ message: "base_version must be a version number (1, 2, ...).", override: true }),
  description:
    "Optional. The version this definition was edited from. When it is no longer the latest, nothing is published and the answer is 409 `VERSION_CONFLICT` naming the latest; without it, the definition becomes the next version whatever the latest is."
})

/** A version's definition plus the optional `base_version` guard (never part of the stored definition, nor of a replay's draft). */
export const CreateVersionRequest = Schema.Struct({
  ...CreateVersion.fields,
  base_version: Schema.optionalWith(BaseVersion, { exact: true })
}).annotations({
  ...CreateVersion.ast.annotations,
  parseOptions: strictParseOptions,
  identifier: "CreateVersionRequest"
})

export const VersionCreated = Schema.Struct({
  evaluation_id: Schema.String,
  version: Schema.Int,
  detector_names: Schema.Array(Schema.String),
  created_at: Schema.String
}).annotations(HttpApiSchema.annotations({ status: 201 }))

export const EvaluationCreated = Schema.Struct({
  evaluation_id: Schema.String,
  detector_names: Schema.Array(Schema.String),
  created_at: Schema.String
}).annotations(HttpApiSchema.annotations({ status: 201 }))

/** One version of the evaluation as created or published, plus its id, detector names, compiled rubric and assertion results. */
export const EvaluationView = Schema.Struct({
  evaluation_id: Schema.String,
  version: Schema.Int,
  /** The evaluation's latest version (equal to `version` on GET /v1/evaluations/{id}). */
  latest_version: Schema.Int,
  name: Schema.String,
  template: Schema.String,
  framework: Schema.optional(Schema.String),
  standard_detectors: Schema.optional(Schema.Array(Schema.String)),
  custom_detectors: Schema.optional(Schema.Array(Schema.Unknown)),
  escalation: Schema.optional(Schema.Unknown),
  detector_names: Schema.Array(Schema.String),
  rubric: Schema.Unknown,
  example_assertions: Schema.Struct({ checked: Schema.Int, passed: Schema.Boolean }),
  /** When this version was created. */
  created_at: Schema.String
})

export class EvaluationsGroup extends HttpApiGroup.make("evaluations")
  .add(
    HttpApiEndpoint.post("create", "/v1/evaluations")
      .setPayload(CreateEvaluationRequest)
      .addSuccess(EvaluationCreated)
      .addError(ExampleAssertionFailed)
      .addError(ScorerFailed)
      .addError(ScorerTimeout)
      .middleware(OrgAuthentication)
      .annotateContext(
        documented({
          summary: "Create an evaluation",
          description:
            "Compiles the criteria (a template with its framework, standard detectors, custom detectors and escalation triggers) into a rubric and stores it. Every example of a custom detector is scored first: if one does not land where it says, nothing is created (422). Organization API keys only.",
          ...examples.createEvaluation
        })
      )
  )
  .add(
    HttpApiEndpoint.get("get")`/v1/evaluations/${evaluationIdParam}`
      .addSuccess(EvaluationView)
      .addError(NotFound)
      .middleware(Authentication)
      .annotateContext(
        documented({
          summary: "Read an evaluation",
          description:
            "The latest version of the evaluation (`version`), with its detector names, compiled rubric and example assertions. A deployment secret reads only the evaluation it is bound to (that is how a caller checks the binding).",
          ...examples.getEvaluation
        })
      )
  )
  .add(
    HttpApiEndpoint.post("createVersion")`/v1/evaluations/${evaluationIdParam}/versions`
      .setPayload(CreateVersionRequest)
      .addSuccess(VersionCreated)
      .addError(NotFound)
      .addError(VersionConflict)
      .addError(ExampleAssertionFailed)
      .addError(ScorerFailed)
      .addError(ScorerTimeout)
      .middleware(OrgAuthentication)
      .annotateContext(
        documented({
          summary: "Publish a new version",
          description:
            "An evaluation is never changed in place: this takes a full definition (the create body; without `name` the name stays) and stores it as the next version, which becomes the latest. The same validation and example assertions as a create apply, and nothing is stored when they fail. Evaluate calls and deployments that are not pinned use the latest version from then on; every log row records the version it ran on. Concurrent publishes get distinct consecutive numbers. To avoid replacing a version someone else published meanwhile, send `base_version`, the version the definition was edited from: when a newer version is the latest, nothing is published and the answer is 409 `VERSION_CONFLICT` with `latest_version` (so a retried publish whose first attempt succeeded also answers 409, naming the version it made). There is no idempotency key. Organization API keys only.",
          ...examples.createVersion
        })
      )
  )
  .add(
    HttpApiEndpoint.get("getVersion")`/v1/evaluations/${evaluationIdParam}/versions/${versionParam}`
      .addSuccess(EvaluationView)
      .addError(NotFound)
      .middleware(Authentication)
      .annotateContext(
        documented({
          summary: "Read one version of an evaluation",
          description:
            "Version `version` of the evaluation, in the shape of the evaluation read. Version 1 is the create. A deployment secret reads only versions of its bound evaluation.",
          ...examples.getVersion
        })
      )
  )
  .addError(ValidationError)
  .annotate(OpenApi.Description, "Durable evaluations: named criteria compiled once, evaluated many times.") {}
