// Feature counts without a Map per text: the same keys, counts and order a Map would give.
import { setFlagsFromString } from "node:v8"
import { runInNewContext } from "node:vm"
import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { Space } from "../../../src/scoring/embedded/text/counts.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { featuresOf } from "../../../src/scoring/embedded/text/features.js"
import { tokenize } from "../../../src/scoring/embedded/text/text.js"

const mapOf = (keys: ReadonlyArray<string>, values: ReadonlyArray<number>) => {
  const m = new Map<string, number>()
  keys.forEach((k, i) => m.set(k, (m.get(k) ?? 0) + values[i]!))
  return m
}

describe("feature counts", () => {
  it("sum repeated features and keep the order in which they first came, as a Map does", () => {
    const space = new Space()
    const keys = ["budget", "q3", "budget", "~budget", "q3", "budget"]
    const values = [1, 0.8, 1, 1, 0.5, 2]
    const b = space.start()
    keys.forEach((k, i) => b.add(k, values[i]))
    const counts = b.done()
    expect([...counts]).toEqual([...mapOf(keys, values)])
    expect(counts.size).toBe(3)
  })

  it("start every text from nothing, however many texts came before", () => {
    const space = new Space()
    for (let text = 0; text < 3; text++) {
      const b = space.start()
      b.add("shared")
      b.add(`only-${text}`)
      expect([...b.done()]).toEqual([["shared", 1], [`only-${text}`, 1]])
    }
  })

  it("stay right when the feature ids start over past their bound", () => {
    const space = new Space(100)
    for (let text = 0; text < 50; text++) {
      const b = space.start()
      const keys = Array.from({ length: 30 }, (_, i) => `w${text}-${i % 20}`)
      keys.forEach((k) => b.add(k))
      expect([...b.done()]).toEqual([...mapOf(keys, keys.map(() => 1))])
    }
  })

  it("keep a word and a character n-gram apart when they are the same string", () => {
    // "car" is a stem and also a 3-gram inside "<cars>".
    const { word, char } = featuresOf(tokenize("car cars"))
    expect(word.keyList).toContain("car")
    expect(char.keyList).toContain("car")
    expect(char.tfs[char.keyList.indexOf("car")]).toBe(2)
  })

  it("keep no message alive through the long-lived feature ids", () => {
    setFlagsFromString("--expose-gc")
    const gc = runInNewContext("gc") as () => void
    const scorer = compileEmbedded(compileManifest({ template: "intent_detect", standard_detectors: ["pricing_interest", "urgency"] }))
    const filler = "lorem ipsum dolor sit amet ".repeat(12_000) // ~320 KB
    gc()
    const before = process.memoryUsage().heapUsed
    for (let i = 0; i < 40; i++) {
      // A new long word in each message: V8 may keep a word of 13 characters or more as a view
      // into its message, and a cache keyed by it would then keep the whole message.
      const content = JSON.parse(JSON.stringify(`We need pricing extraordinary${String(i).padStart(4, "0")}x soon. ${filler}`)) as string
      scorer.score([{ role: "user", content }])
    }
    gc()
    // 40 messages kept would be 12.8 MB.
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(6 * 2 ** 20)
  })
})
