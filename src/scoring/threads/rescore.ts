// A replay's batch on a scoring thread: each call's "after" side of the diff (decisions §12),
// computed where it is scored, so that only the small sides travel back to the main thread.
import { Effect } from "effect"
import { detectorNames } from "../../domain/manifest.js"
import { type CallSide, sideOf } from "../../domain/replayDiff.js"
import { buildResult } from "../../domain/result.js"
import type { Manifest, Message } from "../../domain/types.js"
import type { Embedded } from "../embedded/Embedded.js"

/**
 * The side a call gets when the manifest's version scores it, with a next action whether or not
 * the call asked for one (the "before" side gets one too: src/replays/Runner.ts). The rubric is
 * compiled at most once per batch; the calls after the first score synchronously.
 */
export const rescoreOn = async (
  embedded: Embedded,
  rubricKey: string,
  manifest: Manifest,
  /** Each call's messages as logged (JSON text). */
  inputs: ReadonlyArray<string>,
  /** Called before each call: the thread steps aside for live requests (liveTraffic.ts). */
  beforeEach: () => void = () => undefined
): Promise<ReadonlyArray<CallSide>> => {
  const order = detectorNames(manifest)
  const sides: Array<CallSide> = []
  for (const text of inputs) {
    beforeEach()
    const input = JSON.parse(text) as ReadonlyArray<Message>
    // Null only before the first compile, or if the cache evicted the rubric meanwhile.
    const detections =
      embedded.scoreKept(rubricKey, input) ?? (await Effect.runPromise(embedded.score(rubricKey, manifest, input))).detections
    sides.push(sideOf(buildResult(manifest, detections, true), order))
  }
  return sides
}
