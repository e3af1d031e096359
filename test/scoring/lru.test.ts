import { describe, expect, it } from "vitest"
import { Lru } from "../../src/scoring/cache/lru.js"
import { compileEmbedded } from "../../src/scoring/embedded/engine/index.js"
import { compileManifest } from "../../src/domain/manifest.js"
import { manyCategories } from "./embedded/manifests.js"

describe("rubric cache", () => {
  it("keeps entries by count, most recently used last out", () => {
    const lru = new Lru<string, number>(2)
    lru.set("a", 1)
    lru.set("b", 2)
    expect(lru.get("a")).toBe(1)
    lru.set("c", 3)
    expect(lru.get("b")).toBeUndefined()
    expect([lru.get("a"), lru.get("c")]).toEqual([1, 3])
  })

  it("evicts the least recently used entries once their weight passes the budget", () => {
    const lru = new Lru<string, { bytes: number }>(100, { of: (v) => v.bytes, budget: 100 })
    lru.set("small", { bytes: 10 })
    lru.set("big", { bytes: 60 })
    lru.get("small")
    lru.set("bigger", { bytes: 50 })
    expect(lru.get("big")).toBeUndefined()
    expect(lru.get("small")).toEqual({ bytes: 10 })
    expect(lru.weighed).toBe(60)
    // Replacing an entry counts only its new weight.
    lru.set("small", { bytes: 20 })
    expect(lru.weighed).toBe(70)
  })

  it("keeps the newest entry even when it alone is over budget", () => {
    const lru = new Lru<string, { bytes: number }>(100, { of: (v) => v.bytes, budget: 100 })
    lru.set("a", { bytes: 30 })
    lru.set("huge", { bytes: 500 })
    expect(lru.size).toBe(1)
    expect(lru.get("huge")).toEqual({ bytes: 500 })
  })

  it("weighs a many-category classifier far above a sales pack", () => {
    const pack = compileEmbedded(compileManifest({ template: "lead_qualification", framework: "meddic" }))
    const big = compileEmbedded(manyCategories(40))
    expect(pack.bytes).toBeGreaterThan(100_000)
    expect(pack.bytes).toBeLessThan(5_000_000)
    // 200 examples and a 40-category softmax against a pack's built-in phrasings.
    expect(big.bytes).toBeGreaterThan(4 * pack.bytes)
  })
})
