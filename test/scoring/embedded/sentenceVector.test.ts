import { readFileSync } from "node:fs"
import { runInNewContext } from "node:vm"
import { setFlagsFromString } from "node:v8"
import { describe, expect, it } from "vitest"
import { piecesOf, projectPiece, sentenceCode, sentenceDims, sentenceVector } from "../../../src/scoring/embedded/models/sentenceVector.js"

const vocabulary: ReadonlyArray<readonly [string, number | null]> = JSON.parse(
  readFileSync(new URL("../../../src/scoring/embedded/models/vectors/use-lite-vocab.json", import.meta.url), "utf8")
).pieces
const UNKNOWN = vocabulary[0]![0]
const pieceNames = (text: string) => piecesOf(text).map((id) => vocabulary[id]![0])
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
    // One unknown piece per UTF-16 unit the vocabulary lacks, between the known words.
    expect(pieceNames("hello ✺✺ world")).toEqual(["▁hell", "o", "▁", UNKNOWN, UNKNOWN, "▁world"])
    expect(pieceNames("😀")).toEqual(["▁", UNKNOWN, UNKNOWN])
    expect(pieceNames("\ud800 x \udfff")).toEqual(["▁", UNKNOWN, "▁x", "▁", UNKNOWN])
    expect(sentenceVector("😀 \ud800")).not.toBeNull()
    // Pasted data with no spaces is encoded by its start, not piece by piece.
    expect(piecesOf("ab".repeat(500_000)).length).toBeLessThanOrEqual(513)
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

  it("does not keep the messages it segmented alive", () => {
    // Words split from a message can be views into it; the word cache must hold copies.
    setFlagsFromString("--expose-gc")
    const gc = runInNewContext("gc") as () => void
    gc()
    const before = process.memoryUsage().heapUsed
    for (let i = 0; i < 100; i++) piecesOf(`remembered${String(i).padStart(8, "0")} ${"x".repeat(1_000_000)}${i}`)
    gc()
    // 100 messages of 1 MB each: kept alive they would add 100 MB.
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(20e6)
  })
})
