import { describe, expect, it } from "vitest"
import { phraseUnit } from "../../../src/scoring/embedded/text/units.js"
import { Idf, Index, weigh } from "../../../src/scoring/embedded/models/vector.js"

describe("Index", () => {
  const texts = ["My card has not arrived yet", "How do I top up by bank transfer?", "The exchange rate looked wrong", "card card top up"]
  const features = texts.map((t) => phraseUnit(t).features)
  const idf = new Idf()
  for (const f of features) idf.addDocument(f.char)
  const index = new Index()
  for (const f of features) index.add(weigh(f.char, idf))

  it("scores raw counts exactly as their weighed vector", () => {
    const query = phraseUnit("has my new card arrived? I topped up").features.char
    const viaVector = new Float64Array(index.count)
    const viaCounts = new Float64Array(index.count)
    index.accumulate(weigh(query, idf), viaVector, 0.4)
    index.accumulateCounts(query, idf, false, viaCounts, 0.4)
    expect([...viaCounts].map((x) => x.toFixed(12))).toEqual([...viaVector].map((x) => x.toFixed(12)))
    expect(Math.max(...viaCounts)).toBeGreaterThan(0)
  })

  it("numbers prototypes as given, leaving gaps unscored", () => {
    const sparse = new Index()
    sparse.add(weigh(features[0]!.char, idf), 3)
    const out = new Float64Array(4)
    sparse.accumulate(weigh(features[0]!.char, idf), out, 1)
    expect(sparse.count).toBe(4)
    expect(out[3]).toBeCloseTo(1, 9)
    expect([out[0], out[1], out[2]]).toEqual([0, 0, 0])
  })
})

describe("Index lookup cache", () => {
  it("follows documents and prototypes added after a first scoring", () => {
    const features = ["card arrived late", "top up failed"].map((t) => phraseUnit(t).features.word)
    const idf = new Idf()
    idf.addDocument(features[0]!)
    const index = new Index()
    index.add(weigh(features[0]!, idf))
    const query = phraseUnit("my card arrived, the top up failed").features.word
    index.accumulateCounts(query, idf, false, new Float64Array(2), 1)
    idf.addDocument(features[1]!)
    index.add(weigh(features[1]!, idf))
    const viaCounts = new Float64Array(index.count)
    const viaVector = new Float64Array(index.count)
    index.accumulateCounts(query, idf, false, viaCounts, 1)
    index.accumulate(weigh(query, idf), viaVector, 1)
    expect([...viaCounts].map((x) => x.toFixed(12))).toEqual([...viaVector].map((x) => x.toFixed(12)))
    expect(viaCounts[1]).toBeGreaterThan(0)
  })
})
