// Identical inputs are scored once per replay: scoring is deterministic and the replay's version
// is fixed, so a call whose input was already sent gets that call's side. Real traffic repeats
// itself (client retries, templated messages, the same call replayed through two deployments).
import { Effect } from "effect"
import { createHash } from "node:crypto"
import type { CallSide } from "../domain/replayDiff.js"

/** A digest rather than the text: a replay holds up to 10,000 keys, and inputs run to 100s of KB. */
const keyOf = (input: string): string => createHash("sha256").update(input).digest("base64")

/** Where a call's side comes from: a batch already sent (maybe still scoring), at this index. */
interface Ref {
  readonly batch: Effect.Effect<ReadonlyArray<CallSide>>
  readonly index: number
}

/**
 * `score` rescored only what no earlier page of the same replay sent; the answer keeps the page's
 * order. Batches may overlap (the next page is sent while one scores): a page waits for the
 * earlier batch that holds its repeated inputs.
 */
export const makeDedupe = (score: (inputs: ReadonlyArray<string>) => Effect.Effect<ReadonlyArray<CallSide>>) => {
  const seen = new Map<string, Ref>()
  return (inputs: ReadonlyArray<string>): Effect.Effect<ReadonlyArray<CallSide>> =>
    Effect.gen(function* () {
      const fresh: Array<string> = []
      const local = new Map<string, number>()
      const refs: Array<Ref | number> = inputs.map((input) => {
        const key = keyOf(input)
        const known = seen.get(key) ?? local.get(key)
        if (known !== undefined) return known
        local.set(key, fresh.length)
        fresh.push(input)
        return fresh.length - 1
      })
      const batch = yield* Effect.cached(fresh.length === 0 ? Effect.succeed([]) : score(fresh))
      // A page running meanwhile misses these and scores its copies itself: slower, never wrong.
      for (const [key, index] of local) seen.set(key, { batch, index })
      const own = yield* batch
      const sides: Array<CallSide> = []
      for (const ref of refs) sides.push(typeof ref === "number" ? own[ref]! : (yield* ref.batch)[ref.index]!)
      return sides
    })
}
