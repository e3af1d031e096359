// A set of learned logistic heads over headFeatures.ts's reading of a text, loaded from a weights
// module in scripts/train/heads/pack.ts's format (detector names, bias, a dims × heads dense matrix,
// sparse rows per key). Each set keeps its own cache of the sentence pieces projected through its
// dense weights.
import type { Token } from "../text/text.js"
import { headInput } from "./headFeatures.js"
import { projectPiece, sentencePieceCount } from "./sentenceVector.js"

export interface HeadWeights {
  readonly detectors: ReadonlyArray<string>
  readonly bias: ReadonlyArray<number>
  readonly dense: string
  readonly keys: ReadonlyArray<string>
  readonly sparse: string
}

export interface HeadSet {
  readonly index: ReadonlyMap<string, number>
  readonly C: number
  /** Every head's probability for a text (its tokens and text). */
  readonly probabilities: (tokens: ReadonlyArray<Token>, text: string) => Float64Array
}

export const loadHeadSet = (w: HeadWeights): HeadSet => {
  const bytes = Buffer.from(w.dense, "base64")
  const dense = new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength))
  const rows = Buffer.from(w.sparse, "base64")
  const sparse = new Map<string, Array<readonly [number, number]>>()
  let at = 0
  for (const key of w.keys) {
    const n = rows[at++]!
    const row: Array<readonly [number, number]> = []
    for (let j = 0; j < n; j++, at += 5) row.push([rows[at]!, rows.readFloatLE(at + 1)])
    sparse.set(key, row)
  }
  const C = w.detectors.length
  const bias = Float64Array.from(w.bias)
  // Each piece's row through the dense weights, on first use.
  let projections = new Float32Array(0)
  let projectedYet = new Uint8Array(0)
  const projected = (piece: number): number => {
    if (projectedYet.length === 0) {
      projections = new Float32Array(sentencePieceCount() * C)
      projectedYet = new Uint8Array(sentencePieceCount())
    }
    const start = piece * C
    if (projectedYet[piece] === 0) {
      projectPiece(piece, dense, 0, C, projections.subarray(start, start + C))
      projectedYet[piece] = 1
    }
    return start
  }
  const probabilities = (tokens: ReadonlyArray<Token>, text: string): Float64Array => {
    const x = headInput(tokens, text)
    const z = Float64Array.from(bias)
    x.keys.forEach((key, i) => {
      for (const [k, weight] of sparse.get(key) ?? []) z[k]! += weight * x.values[i]!
    })
    if (x.code !== null) {
      for (let i = 0; i < x.code.pieces.length; i++) {
        const start = projected(x.code.pieces[i]!)
        const c = x.code.coef[i]!
        for (let k = 0; k < C; k++) z[k]! += c * projections[start + k]!
      }
    }
    for (let k = 0; k < C; k++) z[k] = 1 / (1 + Math.exp(-z[k]!))
    return z
  }
  return { index: new Map(w.detectors.map((d, k) => [d, k])), C, probabilities }
}
