// Prediction with a trained softmax (softmax.ts): class probabilities and the cosine similarity
// to each class centroid, read in place from the feature space's scratch arrays.
import { currentScratch, DENSE, type FeatureSpace, type LrInput, trimScratch } from "./softmaxFeatures.js"
import { projectPiece, sentencePieceCount } from "./sentenceVector.js"

export interface Prediction {
  readonly probs: Float64Array
  readonly similarity: Float64Array
  /** The same from the word groups alone: a sentence vector is never far from everything. */
  readonly lexical: Float64Array
}

/** What training leaves for prediction: weights, biases, centroids and their norms. */
export interface Trained {
  readonly space: FeatureSpace
  readonly groupWeights: ReadonlyArray<number>
  readonly C: number
  readonly W: Float32Array
  readonly b: Float64Array
  readonly M: Float32Array
  readonly idf: Float64Array
  readonly unseen: number
  readonly centroidNorm: Float64Array
  readonly lexicalNorm: Float64Array
}

export const predictorOf = ({ space, groupWeights, C, W, b, M, idf, unseen, centroidNorm, lexicalNorm }: Trained) => {
  const options = { groupWeights }
  const { readInto, read, scaleInto, scale } = space
  const denseBase = space.denseBase()
  const groupNorm = Math.sqrt(options.groupWeights.reduce((sum, w) => sum + w * w, 0))

  // Each piece's projection through the weights and the centroids (its row: C of W, then C of
  // M), computed on first use: a text then costs 2 × categories per piece instead of 2 ×
  // categories × dimensions. One table for the whole vocabulary (8,002 pieces: 9.6 MB at 150
  // categories), made with the first text that has a vector and counted in `bytes`; a smaller
  // cache that clears itself refilled on every call once a rubric's texts used more pieces.
  const dw = options.groupWeights[DENSE] ?? 0
  const pieceCount = denseBase >= 0 ? sentencePieceCount() : 0
  const C2 = 2 * C
  let projections = new Float32Array(0)
  let projectedYet = new Uint8Array(0)
  const projected = (piece: number): number => {
    if (projectedYet.length === 0) {
      projections = new Float32Array(pieceCount * C2)
      projectedYet = new Uint8Array(pieceCount)
    }
    const at = piece * C2
    if (projectedYet[piece] === 0) {
      projectPiece(piece, W, denseBase, C, projections.subarray(at, at + C))
      projectPiece(piece, M, denseBase, C, projections.subarray(at + C, at + C2))
      projectedYet[piece] = 1
    }
    return at
  }

  // A text read for `predict` stays in the scratch arrays and these: training shares `read`'s
  // allocations, and V8 then allocates them in the old generation ("pretenuring", since training
  // keeps them), where every call's dead copies kept its young arrays alive through scavenges:
  // 2 ms pauses, half of them past the 770-example call's p99 (docs/history/quality-notebook.md, 2026-11-26).
  const unknownOfText = new Float64Array(options.groupWeights.length)
  const groupNorms = new Float64Array(options.groupWeights.length)
  const predict = (f: LrInput): Prediction => {
    unknownOfText.fill(0)
    const count = readInto(f, false, false, unknownOfText)
    const r = currentScratch()
    const dense = denseBase >= 0 && dw > 0 ? (f.dense ?? null) : null
    const probs = new Float64Array(C)
    const similarity = new Float64Array(C)
    const denseSim = new Float64Array(C)
    const lexical = new Float64Array(C)
    scaleInto(r, count, unknownOfText, null, 1, r.values, groupNorms)
    logitsOf(W, b, C, r.ids, count, r.values, probs)
    scaleInto(r, count, unknownOfText, idf, unseen, r.values, groupNorms)
    for (let n = 0; n < count; n++) {
      const base = r.ids[n]! * C
      const x = r.values[n]!
      for (let k = 0; k < C; k++) similarity[k]! += M[base + k]! * x
    }
    // The vector is unit length and all its dimensions share one IDF, which the group's
    // normalisation cancels: its scaled values are dw × vector in both spaces.
    if (dense !== null && dense.pieces.length === 0) {
      // A code without pieces (another encoder): its vector through the weights directly.
      const v = dense.vector
      for (let d = 0; d < v.length; d++) {
        const c = dw * v[d]!
        if (c === 0) continue
        const at = (denseBase + d) * C
        for (let k = 0; k < C; k++) {
          probs[k]! += c * W[at + k]!
          denseSim[k]! += c * M[at + k]!
        }
      }
    } else if (dense !== null) {
      for (let i = 0; i < dense.pieces.length; i++) {
        const at = projected(dense.pieces[i]!)
        const c = dw * dense.coef[i]!
        for (let k = 0; k < C; k++) {
          probs[k]! += c * projections[at + k]!
          denseSim[k]! += c * projections[at + C + k]!
        }
      }
    }
    softmaxInPlace(probs, C)
    // Every group present is normalised to its weight, unknown features included.
    let present = 0
    for (let g = 0; g < Math.min(DENSE, options.groupWeights.length); g++) {
      if (unknownOfText[g]! > 0 || (count > 0 && r.group.lastIndexOf(g, count - 1) >= 0)) present += options.groupWeights[g]! ** 2
    }
    trimScratch()
    const lexNorm = Math.sqrt(present) || groupNorm
    const norm = Math.sqrt(present + (dense !== null ? dw * dw : 0)) || groupNorm
    for (let k = 0; k < C; k++) {
      const ln = lexicalNorm[k]!
      lexical[k] = ln > 0 ? similarity[k]! / (lexNorm * ln) : 0
      const cn = centroidNorm[k]!
      similarity[k] = cn > 0 ? (similarity[k]! + denseSim[k]!) / (norm * cn) : 0
    }
    return { probs, similarity, lexical }
  }
  // The definition `predict` computes faster: the full feature vector, sentence vector included,
  // scaled as in training. Kept to check the fast path against (test/scorer/softmax.test.ts).
  const predictReference = (f: LrInput): Prediction => {
    const r = read(f, false, dw > 0)
    const probs = new Float64Array(C)
    forward(W, b, C, r.ids, r.ids.length, scale(r, null, 1).values, probs)
    const v = scale(r, idf, unseen)
    const similarity = new Float64Array(C)
    const lexical = new Float64Array(C)
    for (let n = 0; n < v.ids.length; n++) {
      const isDense = r.group[n] === DENSE
      for (let k = 0; k < C; k++) {
        const x = M[v.ids[n]! * C + k]! * v.values[n]!
        similarity[k]! += x
        if (!isDense) lexical[k]! += x
      }
    }
    let present = 0
    for (let g = 0; g < options.groupWeights.length; g++) {
      if (r.unknown[g]! > 0 || r.group.includes(g)) present += options.groupWeights[g]! ** 2
    }
    const lexPresent = present - (r.group.includes(DENSE) ? dw * dw : 0)
    for (let k = 0; k < C; k++) {
      similarity[k] = centroidNorm[k]! > 0 && present > 0 ? similarity[k]! / (Math.sqrt(present) * centroidNorm[k]!) : 0
      lexical[k] = lexicalNorm[k]! > 0 && lexPresent > 0 ? lexical[k]! / (Math.sqrt(lexPresent) * lexicalNorm[k]!) : 0
    }
    return { probs, similarity, lexical }
  }
  return { predict, predictReference, projectionBytes: pieceCount * (C2 * 4 + 1) }
}

/** Softmax probabilities into `out`. */
export const forward = (W: Float32Array, b: Float64Array, C: number, ids: Int32Array, count: number, values: Float64Array, out: Float64Array): void => {
  logitsOf(W, b, C, ids, count, values, out)
  softmaxInPlace(out, C)
}

/** Logits of the first `count` features into `out`. */
export const logitsOf = (W: Float32Array, b: Float64Array, C: number, ids: Int32Array, count: number, values: Float64Array, out: Float64Array): void => {
  for (let k = 0; k < C; k++) out[k] = b[k]!
  for (let n = 0; n < count; n++) {
    const base = ids[n]! * C
    const x = values[n]!
    for (let k = 0; k < C; k++) out[k]! += W[base + k]! * x
  }
}

export const softmaxInPlace = (out: Float64Array, C: number): void => {
  let max = -Infinity
  for (let k = 0; k < C; k++) if (out[k]! > max) max = out[k]!
  let sum = 0
  for (let k = 0; k < C; k++) {
    const e = Math.exp(out[k]! - max)
    out[k] = e
    sum += e
  }
  for (let k = 0; k < C; k++) out[k] = out[k]! / sum
}
