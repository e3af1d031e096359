import { describe, expect, it } from "vitest"
import { trainSoftmax } from "../../src/scorer/embedded/softmax.js"
import { phraseUnit } from "../../src/scorer/embedded/units.js"

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
})
