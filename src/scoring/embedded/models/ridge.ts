// Ridge regression of one-hot labels on dense vectors, in closed form: W = (ZᵀZ + λI)⁻¹ ZᵀY.
// The softmax (softmax.ts) takes its sentence-vector weights from here instead of learning them
// by gradient descent: the vector's 256 dimensions were two thirds of every sample's features,
// so of every training step's work, while this costs one D × D system per fold (docs/limits.md).
// Out-of-fold predictions give the softmax's training samples the vector's say as it will be on
// new text, not as it is on the samples it was fitted on.
import type { Steps } from "../../../domain/steps.js"

export interface RidgeFit {
  /** D × C weights, row-major (d × C + k), fitted on every sample. */
  readonly weights: Float64Array
  /** n × C: each sample's prediction by the fit that left its fold out. */
  readonly outOfFold: Float64Array
}

/** A += w × z zᵀ over the rows of `members`, upper triangle. */
function* addGram(A: Float64Array, rows: ReadonlyArray<Float64Array | null>, weights: ReadonlyArray<number>, members: ReadonlyArray<number>, D: number, sign: number): Steps<void> {
  for (const i of members) {
    const z = rows[i]
    if (z === null || z === undefined) continue
    const w = sign * weights[i]!
    for (let a = 0; a < D; a++) {
      const za = w * z[a]!
      if (za === 0) continue
      const base = a * D
      for (let b = a; b < D; b++) A[base + b]! += za * z[b]!
    }
    yield
  }
}

/** Solves (A + λI) X = B for symmetric A (upper triangle given), B D × C; Cholesky, in place on a copy. */
function* solve(A: Float64Array, B: Float64Array, D: number, C: number, lambda: number): Steps<Float64Array> {
  const L = new Float64Array(D * D)
  for (let i = 0; i < D; i++) {
    for (let j = 0; j <= i; j++) {
      let sum = (j <= i ? A[j * D + i]! : A[i * D + j]!) + (i === j ? lambda : 0)
      for (let k = 0; k < j; k++) sum -= L[i * D + k]! * L[j * D + k]!
      L[i * D + j] = i === j ? Math.sqrt(Math.max(sum, 1e-12)) : sum / L[j * D + j]!
    }
    yield
  }
  const X = Float64Array.from(B)
  // L Y = B, then Lᵀ X = Y, all C columns at once.
  for (let i = 0; i < D; i++) {
    for (let k = 0; k < i; k++) {
      const l = L[i * D + k]!
      if (l === 0) continue
      for (let c = 0; c < C; c++) X[i * C + c]! -= l * X[k * C + c]!
    }
    const d = L[i * D + i]!
    for (let c = 0; c < C; c++) X[i * C + c]! /= d
  }
  for (let i = D - 1; i >= 0; i--) {
    for (let k = i + 1; k < D; k++) {
      const l = L[k * D + i]!
      if (l === 0) continue
      for (let c = 0; c < C; c++) X[i * C + c]! -= l * X[k * C + c]!
    }
    const d = L[i * D + i]!
    for (let c = 0; c < C; c++) X[i * C + c]! /= d
    yield
  }
  return X
}

/** Zᵀ Y of the members (Y one-hot, weighted). */
const crossTerm = (rows: ReadonlyArray<Float64Array | null>, labels: ReadonlyArray<number>, weights: ReadonlyArray<number>, members: Iterable<number>, D: number, C: number): Float64Array => {
  const B = new Float64Array(D * C)
  for (const i of members) {
    const z = rows[i]
    if (z === null || z === undefined) continue
    const w = weights[i]!
    for (let d = 0; d < D; d++) B[d * C + labels[i]!]! += w * z[d]!
  }
  return B
}

const predictInto = (out: Float64Array, rows: ReadonlyArray<Float64Array | null>, members: ReadonlyArray<number>, W: Float64Array, D: number, C: number): void => {
  for (const i of members) {
    const z = rows[i]
    if (z === null || z === undefined) continue
    for (let d = 0; d < D; d++) {
      const x = z[d]!
      if (x === 0) continue
      for (let c = 0; c < C; c++) out[i * C + c]! += x * W[d * C + c]!
    }
  }
}

/**
 * Fits on every row (a null row has no vector and counts for nothing), and `folds` more times
 * with one fold left out (sample i is in fold i mod folds) for the out-of-fold predictions.
 */
export function* fitRidgeSteps(
  rows: ReadonlyArray<Float64Array | null>,
  labels: ReadonlyArray<number>,
  weights: ReadonlyArray<number>,
  D: number,
  C: number,
  lambda: number,
  folds: number
): Steps<RidgeFit> {
  const n = rows.length
  const all = Array.from({ length: n }, (_, i) => i)
  const outOfFold = new Float64Array(n * C)
  // Too few samples to leave a fold out: the fit's own predictions.
  if (n < 2 * folds) {
    const A = new Float64Array(D * D)
    yield* addGram(A, rows, weights, all, D, 1)
    const weightsAll = yield* solve(A, crossTerm(rows, labels, weights, all, D, C), D, C, lambda)
    predictInto(outOfFold, rows, all, weightsAll, D, C)
    return { weights: weightsAll, outOfFold }
  }
  // One pass over the samples: each fold's Gram matrix and cross term; the whole fit's are their
  // sums, and a fold left out is the whole minus that fold (half the Gram work of adding every
  // sample once and then subtracting each fold again).
  const helds = Array.from({ length: folds }, (_, f) => all.filter((i) => i % folds === f))
  const grams: Array<Float64Array> = []
  const crosses: Array<Float64Array> = []
  const A = new Float64Array(D * D)
  const B = new Float64Array(D * C)
  for (const held of helds) {
    const G = new Float64Array(D * D)
    yield* addGram(G, rows, weights, held, D, 1)
    const X = crossTerm(rows, labels, weights, held, D, C)
    for (let j = 0; j < A.length; j++) A[j]! += G[j]!
    for (let j = 0; j < B.length; j++) B[j]! += X[j]!
    grams.push(G)
    crosses.push(X)
  }
  const weightsAll = yield* solve(A, B, D, C, lambda)
  for (let f = 0; f < folds; f++) {
    const Af = Float64Array.from(A)
    const G = grams[f]!
    for (let j = 0; j < Af.length; j++) Af[j]! -= G[j]!
    const Bf = Float64Array.from(B)
    const X = crosses[f]!
    for (let j = 0; j < Bf.length; j++) Bf[j]! -= X[j]!
    predictInto(outOfFold, rows, helds[f]!, yield* solve(Af, Bf, D, C, lambda), D, C)
    yield
  }
  return { weights: weightsAll, outOfFold }
}
