import { Effect, FiberRef } from "effect"

/**
 * The evaluate call's deadline (epoch ms) when a caller has fixed one. The cascade does, so that
 * the embedded scorer and the model share the call's one budget (decisions §6: 30 s per evaluate
 * call, retries included) instead of each having a budget of its own. Every scorer stops at the
 * earlier of its own budget and this; unset, it is never the earlier.
 */
export const ScoringDeadline = FiberRef.unsafeMake<number>(Number.POSITIVE_INFINITY)

/** The deadline of a scoring that starts now with `budgetMs` of its own. */
export const deadlineFor = (budgetMs: number): Effect.Effect<number> =>
  Effect.map(FiberRef.get(ScoringDeadline), (outer) => Math.min(Date.now() + budgetMs, outer))
