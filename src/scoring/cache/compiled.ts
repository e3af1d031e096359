import { Effect } from "effect"
import { Attr } from "../../observability/attributes.js"
import type { Lru } from "./lru.js"
import { span } from "../../observability/span.js"

/** A compiled rubric from the cache, or compiled now and kept; its span says which (hit or miss). */
export const compileCached = <V>(cache: Lru<string, V>, key: string, compile: () => V): Effect.Effect<V> =>
  Effect.suspend(() => {
    const hit = cache.get(key)
    if (hit !== undefined) return Effect.as(Effect.annotateCurrentSpan(Attr.rubricCache, "hit"), hit)
    const value = compile()
    cache.set(key, value)
    return Effect.as(Effect.annotateCurrentSpan(Attr.rubricCache, "miss"), value)
  }).pipe(span("Scorer.compile"))
