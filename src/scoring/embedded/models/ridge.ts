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

/** Rows of `members` that have a vector, and their weights times `sign`. */
const present = (rows: ReadonlyArray<Float64Array | null>, weights: ReadonlyArray<number>, members: ReadonlyArray<number>, sign: number) => {
  const zs: Array<Float64Array> = []
  const ws: Array<number> = []
  for (const i of members) {
    const z = rows[i]
    if (z === null || z === undefined) continue
    zs.push(z)
    ws.push(sign * weights[i]!)
  }
  return { zs, ws }
}

/**
 * A += w × z zᵀ over the rows of `members`, upper triangle. Four rows per pass over A: A (512 KB
 * at 256 dimensions) is read and written a quarter as often, which was most of the cost.
 */
function* addGram(A: Float64Array, rows: ReadonlyArray<Float64Array | null>, weights: ReadonlyArray<number>, members: ReadonlyArray<number>, D: number, sign: number): Steps<void> {
  const { zs, ws } = present(rows, weights, members, sign)
  const zero = new Float64Array(D)
  for (let r = 0; r < zs.length; r += 4) {
    const z0 = zs[r]!
    const z1 = zs[r + 1] ?? zero
    const z2 = zs[r + 2] ?? zero
    const z3 = zs[r + 3] ?? zero
    const w0 = ws[r]!
    const w1 = ws[r + 1] ?? 0
    const w2 = ws[r + 2] ?? 0
    const w3 = ws[r + 3] ?? 0
    for (let a = 0; a < D; a++) {
      const a0 = w0 * z0[a]!
      const a1 = w1 * z1[a]!
      const a2 = w2 * z2[a]!
      const a3 = w3 * z3[a]!
      const base = a * D
      for (let b = a; b < D; b++) A[base + b]! += a0 * z0[b]! + a1 * z1[b]! + a2 * z2[b]! + a3 * z3[b]!
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
  // L Y = B, then Lᵀ X = Y, all C columns at once; row i takes four earlier rows per pass.
  for (let i = 0; i < D; i++) {
    const at = i * C
    let k = 0
    for (; k + 3 < i; k += 4) {
      const l0 = L[i * D + k]!
      const l1 = L[i * D + k + 1]!
      const l2 = L[i * D + k + 2]!
      const l3 = L[i * D + k + 3]!
      const r0 = k * C
      for (let c = 0; c < C; c++) X[at + c]! -= l0 * X[r0 + c]! + l1 * X[r0 + C + c]! + l2 * X[r0 + 2 * C + c]! + l3 * X[r0 + 3 * C + c]!
    }
    for (; k < i; k++) {
      const l = L[i * D + k]!
      for (let c = 0; c < C; c++) X[at + c]! -= l * X[k * C + c]!
    }
    const d = L[i * D + i]!
    for (let c = 0; c < C; c++) X[at + c]! /= d
  }
  for (let i = D - 1; i >= 0; i--) {
    const at = i * C
    let k = i + 1
    for (; k + 3 < D; k += 4) {
      const l0 = L[k * D + i]!
      const l1 = L[(k + 1) * D + i]!
      const l2 = L[(k + 2) * D + i]!
      const l3 = L[(k + 3) * D + i]!
      const r0 = k * C
      for (let c = 0; c < C; c++) X[at + c]! -= l0 * X[r0 + c]! + l1 * X[r0 + C + c]! + l2 * X[r0 + 2 * C + c]! + l3 * X[r0 + 3 * C + c]!
    }
    for (; k < D; k++) {
      const l = L[k * D + i]!
      for (let c = 0; c < C; c++) X[at + c]! -= l * X[k * C + c]!
    }
    const d = L[i * D + i]!
    for (let c = 0; c < C; c++) X[at + c]! /= d
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

/** Each member's prediction z W into its row of `out`; four members per pass over W. */
const predictInto = (out: Float64Array, rows: ReadonlyArray<Float64Array | null>, members: ReadonlyArray<number>, W: Float64Array, D: number, C: number): void => {
  const at = members.filter((i) => rows[i] !== null && rows[i] !== undefined)
  const zero = new Float64Array(D)
  for (let r = 0; r < at.length; r += 4) {
    const n = Math.min(4, at.length - r)
    const z0 = rows[at[r]!]!
    const z1 = n > 1 ? rows[at[r + 1]!]! : zero
    const z2 = n > 2 ? rows[at[r + 2]!]! : zero
    const z3 = n > 3 ? rows[at[r + 3]!]! : zero
    const o0 = at[r]! * C
    // Members past the block's end write into the first member's row with zero vectors: adds nothing.
    const o1 = n > 1 ? at[r + 1]! * C : o0
    const o2 = n > 2 ? at[r + 2]! * C : o0
    const o3 = n > 3 ? at[r + 3]! * C : o0
    for (let d = 0; d < D; d++) {
      const x0 = z0[d]!
      const x1 = z1[d]!
      const x2 = z2[d]!
      const x3 = z3[d]!
      const base = d * C
      for (let c = 0; c < C; c++) {
        const w = W[base + c]!
        out[o0 + c]! += x0 * w
        out[o1 + c]! += x1 * w
        out[o2 + c]! += x2 * w
        out[o3 + c]! += x3 * w
      }
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
