import * as HttpApiSchema from "@effect/platform/HttpApiSchema"
import { Schema } from "effect"

// Ids in paths are plain strings: a malformed id is simply not found (404), never a 400 or a 500.
export const evaluationIdParam = HttpApiSchema.param("evaluation_id", Schema.String)
export const logIdParam = HttpApiSchema.param("id", Schema.String)
export const versionParam = HttpApiSchema.param("version", Schema.String)
export const replayIdParam = HttpApiSchema.param("replay_id", Schema.String)
export const deploymentIdParam = HttpApiSchema.param("deployment_id", Schema.String)

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const isUuid = (s: string): boolean => uuidPattern.test(s)

/** A path segment that names a version (1, 2, ...), else null: answered 404 like any unknown id. */
export const versionNumber = (s: string): number | null => (/^[1-9][0-9]{0,8}$/.test(s) ? Number(s) : null)
