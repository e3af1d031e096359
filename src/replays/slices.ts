import { Effect } from "effect"

/** Calls the main thread decodes or compares between two turns of the event loop (live requests first). */
export const SLICE = 25

/** A turn of the event loop: requests that arrived meanwhile are read before the replay goes on. */
export const nextTurn = Effect.async<void>((resume) => {
  setImmediate(() => resume(Effect.void))
})
