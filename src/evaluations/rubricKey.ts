import { createHash } from "node:crypto"
import type { Manifest } from "../domain/types.js"

/**
 * Names a compiled rubric in the scorers' caches by its evaluation and its content: a version's
 * assertions compile it before the version has a number, and a draft tried in a replay and then
 * published, or two versions with the same detectors, share one compiled rubric. Another
 * evaluation never shares it: its stored prompt may differ (an older prompt format).
 */
export const rubricKeyOf = (evaluationId: string, manifest: Manifest): string =>
  `evaluation:${evaluationId}:${createHash("sha256").update(canonicalJson(manifest)).digest("base64url")}`

/**
 * JSON with every object's keys sorted: a manifest read back from jsonb has its keys in
 * jsonb's order, not in the order it was built, and must name the same compiled rubric (else
 * the rubric compiled at create time is never used and the first call compiles it again).
 */
export const canonicalJson = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v
  )
