import { createHash } from "node:crypto"
import type { Manifest } from "../domain/types.js"

/**
 * Names a compiled rubric in the scorers' caches by its evaluation and its content: a version's
 * assertions compile it before the version has a number, and a draft tried in a replay and then
 * published, or two versions with the same detectors, share one compiled rubric. Another
 * evaluation never shares it: its stored prompt may differ (an older prompt format).
 */
export const rubricKeyOf = (evaluationId: string, manifest: Manifest): string =>
  `evaluation:${evaluationId}:${createHash("sha256").update(JSON.stringify(manifest)).digest("base64url")}`
