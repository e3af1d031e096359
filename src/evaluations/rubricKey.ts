import { createHash } from "node:crypto"
import type { Manifest } from "../domain/types.js"

/**
 * Names a compiled rubric in the scorers' caches by its content: a version's assertions compile
 * it before the version has a number, and a draft tried in a replay and then published, or two
 * versions with the same detectors, share one compiled rubric.
 */
export const rubricKeyOf = (manifest: Manifest): string =>
  `rubric:${createHash("sha256").update(JSON.stringify(manifest)).digest("base64url")}`
