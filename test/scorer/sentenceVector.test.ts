import { describe, expect, it } from "vitest"
import { piecesOf, projectPiece, sentenceCode, sentenceDims, sentenceVector } from "../../src/scorer/embedded/sentenceVector.js"

const cosine = (a: Float64Array, b: Float64Array) => a.reduce((s, x, i) => s + x * b[i]!, 0)
const vector = (text: string) => {
  const v = sentenceVector(text)
  expect(v).not.toBeNull()
  return v!
}

describe("sentence vectors (distilled encoder pieces)", () => {
  it("places a paraphrase closer than an unrelated sentence, without shared words", () => {
    const triples: ReadonlyArray<readonly [string, string, string]> = [
      ["cancel my subscription", "I want to stop my membership", "what time is it in Tokyo"],
      ["how much does it cost", "what is the price", "my flight was delayed"],
      ["I want to speak to a person", "can I talk to a human agent", "the package arrived yesterday"],
      ["we need it by next month", "our deadline is in four weeks", "I like the blue color"],
      ["book a table for two", "reserve a restaurant for dinner", "my password stopped working"],
      ["play some music", "put on a song", "what is my bank balance"]
    ]
    for (const [text, paraphrase, unrelated] of triples) {
      expect(cosine(vector(text), vector(paraphrase)), text).toBeGreaterThan(cosine(vector(text), vector(unrelated)) + 0.05)
    }
  })

  it("gives unit-length vectors, the same for the same text", () => {
    const v = vector("Our budget is about $50k for this quarter.")
    expect(cosine(v, v)).toBeCloseTo(1, 9)
    expect([...vector("Our budget is about $50k for this quarter.")]).toEqual([...v])
  })

  it("segments unknown characters instead of failing, and has no vector for empty text", () => {
    expect(piecesOf("hello ✺✺ world").length).toBeGreaterThan(2)
    expect(sentenceVector("")).toBeNull()
    expect(sentenceVector("   ")).toBeNull()
  })

  it("codes a text as weighted pieces whose projections sum to its vector", () => {
    const text = "please refund the duplicate charge"
    const code = sentenceCode(text)!
    expect(code.pieces.length).toBe(code.coef.length)
    expect(code.pieces.length).toBeGreaterThan(3)
    // Through the identity, a piece's projection is its row: the weighted sum is the vector.
    const D = sentenceDims()
    const identity = new Float32Array(D * D)
    for (let d = 0; d < D; d++) identity[d * D + d] = 1
    const sum = new Float64Array(D)
    const row = new Float32Array(D)
    code.pieces.forEach((piece, i) => {
      projectPiece(piece, identity, 0, D, row)
      for (let d = 0; d < D; d++) sum[d]! += code.coef[i]! * row[d]!
    })
    const v = vector(text)
    for (let d = 0; d < D; d++) expect(sum[d]).toBeCloseTo(v[d]!, 6)
  })
})
