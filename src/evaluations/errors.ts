import { Schema } from "effect"
import { FlatError } from "../http/errorSchema.js"

export const AssertionFailureSchema = Schema.Struct({
  detector: Schema.String,
  example: Schema.String,
  expected: Schema.String,
  got: Schema.String
}).annotations({ identifier: "AssertionFailure" })

export class ExampleAssertionFailed extends FlatError<ExampleAssertionFailed>()("ExampleAssertionFailed", {
  status: 422,
  code: "EXAMPLE_ASSERTION_FAILED",
  message: "Some examples do not score as declared; see failures.",
  description: "Some examples of a custom detector do not score as declared; nothing was created.",
  fields: { failures: Schema.Array(AssertionFailureSchema) },
  example: {
    failures: [{ detector: "topic", example: "the app crashes when I log in", expected: "technical", got: "billing" }]
  }
}) {}

/** A publish that named the version it was based on when a newer one is the latest (docs/decisions.md, "Safe publishing"). */
export class VersionConflict extends FlatError<VersionConflict>()("VersionConflict", {
  status: 409,
  code: "VERSION_CONFLICT",
  message: "A newer version is the latest; nothing was published.",
  description:
    "`base_version` is not the latest version: someone published since. Nothing was published; `latest_version` is the latest. Read it, merge, and publish again with it as `base_version`.",
  fields: { latest_version: Schema.Int },
  example: { message: "Version 4 is the latest, not version 3 (base_version); nothing was published.", latest_version: 4 }
}) {}
