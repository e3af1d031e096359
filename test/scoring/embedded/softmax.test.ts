import { describe, expect, it } from "vitest"
import { SOFTMAX_DEFAULTS, trainSoftmax } from "../../../src/scoring/embedded/models/softmax.js"
import { sentenceCode } from "../../../src/scoring/embedded/models/sentenceVector.js"
import { phraseUnit } from "../../../src/scoring/embedded/text/units.js"

const texts: ReadonlyArray<ReadonlyArray<string>> = [
  ["I lost my card yesterday", "My card is missing, I think it was stolen", "I can't find my card anywhere"],
  ["How do I add money to my account?", "My top up failed", "Can I top up with a bank transfer?"],
  ["What rate do you use to convert euros?", "Why was the exchange rate so bad?", "Is the currency conversion rate fixed?"]
]
const samples = texts.flatMap((list, label) => list.map((text) => ({ tokens: phraseUnit(text).tokens, label })))

describe("trainSoftmax", () => {
  const model = trainSoftmax(samples, texts.length)
  const argmax = (xs: Float64Array) => xs.indexOf(Math.max(...xs))

  it("gives class probabilities and centroid similarities for a new text", () => {
    const { probs, similarity } = model.predict({ tokens: phraseUnit("my top up did not go through").tokens })
    expect(probs.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 9)
    expect(argmax(probs)).toBe(1)
    expect(argmax(similarity)).toBe(1)
    for (const s of similarity) expect(s).toBeGreaterThanOrEqual(0)
    for (const s of similarity) expect(s).toBeLessThanOrEqual(1 + 1e-9)
  })

  it("finds nothing similar in a text with no known feature", () => {
    const { similarity } = model.predict({ tokens: phraseUnit("zzqx").tokens })
    expect([...similarity]).toEqual([0, 0, 0])
  })

  describe("with sentence vectors", () => {
    const dense = texts.flatMap((list, label) => list.map((text) => ({ tokens: phraseUnit(text).tokens, dense: sentenceCode(text), label })))

    it("scores the vector group as cosine to each category's summed vectors", () => {
      // Only the vector group: the similarity must be the plain cosine, however predict computes it.
      const only = trainSoftmax(dense, texts.length, { ...SOFTMAX_DEFAULTS, epochs: 3, groupWeights: [0, 0, 0, 0, 1] })
      const q = "someone took my card"
      const v = sentenceCode(q)!.vector
      const { similarity } = only.predict({ tokens: phraseUnit(q).tokens, dense: sentenceCode(q) })
      texts.forEach((list, k) => {
        const c = new Float64Array(v.length)
        for (const t of list) sentenceCode(t)!.vector.forEach((x, d) => (c[d]! += x))
        const cos = v.reduce((s, x, d) => s + x * c[d]!, 0) / Math.hypot(...c)
        expect(similarity[k]).toBeCloseTo(cos, 5)
      })
    })

    it("computes what the plain definition computes, with and without a query vector", () => {
      // Some examples without a vector (a class may then lack one), a heavy vector group.
      const mixed = dense.map((s, i) => (i % 4 === 1 ? { ...s, dense: null } : s))
      const model = trainSoftmax(mixed, texts.length, { ...SOFTMAX_DEFAULTS, epochs: 5, groupWeights: [1, 0.6, 1, 0.4, 2.5] })
      const queries = ["someone took my card", "the exchange rate looked wrong", "zzqx", "", "top up ✺ failed"]
      for (const q of queries) {
        for (const input of [{ tokens: phraseUnit(q).tokens, dense: sentenceCode(q) }, { tokens: phraseUnit(q).tokens, dense: null }]) {
          const fast = model.predict(input)
          const plain = model.predictReference(input)
          for (const key of ["probs", "similarity", "lexical"] as const) {
            fast[key].forEach((x, k) => expect(x, `${key}[${k}] of "${q}"`).toBeCloseTo(plain[key][k]!, 5))
          }
        }
      }
    })

    it("ignores a query's vector when the model was trained without vectors", () => {
      const words = trainSoftmax(samples, texts.length)
      const q = "my top up did not go through"
      const withVector = words.predict({ tokens: phraseUnit(q).tokens, dense: sentenceCode(q) })
      const without = words.predict({ tokens: phraseUnit(q).tokens })
      expect([...withVector.probs]).toEqual([...without.probs])
      expect([...withVector.similarity]).toEqual([...without.similarity])
    })

    it("keeps a word-only similarity that stays zero for a text with no known word", () => {
      const model = trainSoftmax(dense, texts.length)
      const p = model.predict({ tokens: phraseUnit("zzqx").tokens, dense: sentenceCode("zzqx") })
      expect([...p.lexical]).toEqual([0, 0, 0])
      expect(p.probs.reduce((s, x) => s + x, 0)).toBeCloseTo(1, 9)
      expect(argmax(model.predict({ tokens: phraseUnit("my top up did not go through").tokens, dense: sentenceCode("my top up did not go through") }).probs)).toBe(1)
    })
  })
})
