// Binary logistic regression with an L2 penalty for the learned detector heads
// (scripts/train-heads.ts): a few hundred sentences, 256 dense dimensions and a few thousand
// sparse keys. Full-batch Nesterov gradient descent with a fixed step and a fixed number of
// passes: no random order, so the same samples always give the same weights.

export interface HeadSample {
  /** The sentence vector (unit length), or null. */
  readonly dense: Float64Array | null
  /** Sparse key ids and their (normalised) values. */
  readonly ids: Int32Array
  readonly values: Float64Array
  readonly y: 0 | 1
  /** Weight in the loss. */
  readonly w: number
}

export interface HeadFit {
  readonly bias: number
  readonly dense: Float64Array
  readonly sparse: Float64Array
}

export const sigmoid = (z: number): number => (z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z)))

const logitOf = (s: HeadSample, bias: number, dense: Float64Array, sparse: Float64Array): number => {
  let z = bias
  if (s.dense !== null) for (let d = 0; d < dense.length; d++) z += dense[d]! * s.dense[d]!
  for (let n = 0; n < s.ids.length; n++) z += sparse[s.ids[n]!]! * s.values[n]!
  return z
}

export const predictHead = (fit: HeadFit, s: HeadSample): number => sigmoid(logitOf(s, fit.bias, fit.dense, fit.sparse))

/**
 * Minimises Σ w·logloss / Σ w + λ/2 |weights|² (the bias is not penalised). A sample's
 * sparse group has norm ≤ 1 and its dense one ≤ `denseNorm`, so the loss's gradient is
 * ((1 + denseNorm²) / 4 + λ)-Lipschitz, and its inverse is a safe step.
 */
export const fitHead = (samples: ReadonlyArray<HeadSample>, D: number, V: number, lambda: number, passes = 300, denseNorm = 1): HeadFit => {
  const total = samples.reduce((s, x) => s + x.w, 0) || 1
  const step = 1 / ((1 + denseNorm * denseNorm) / 4 + lambda)
  let bias = 0
  let prevBias = 0
  const dense = new Float64Array(D)
  const prevDense = new Float64Array(D)
  const sparse = new Float64Array(V)
  const prevSparse = new Float64Array(V)
  const ld = new Float64Array(D)
  const ls = new Float64Array(V)
  const gd = new Float64Array(D)
  const gs = new Float64Array(V)
  for (let k = 1; k <= passes; k++) {
    // The look-ahead point of Nesterov's method.
    const mom = (k - 1) / (k + 2)
    const lb = bias + mom * (bias - prevBias)
    for (let d = 0; d < D; d++) ld[d] = dense[d]! + mom * (dense[d]! - prevDense[d]!)
    for (let v = 0; v < V; v++) ls[v] = sparse[v]! + mom * (sparse[v]! - prevSparse[v]!)
    let gb = 0
    for (let d = 0; d < D; d++) gd[d] = lambda * ld[d]!
    for (let v = 0; v < V; v++) gs[v] = lambda * ls[v]!
    for (const s of samples) {
      const g = ((sigmoid(logitOf(s, lb, ld, ls)) - s.y) * s.w) / total
      gb += g
      if (s.dense !== null) for (let d = 0; d < D; d++) gd[d]! += g * s.dense[d]!
      for (let n = 0; n < s.ids.length; n++) gs[s.ids[n]!]! += g * s.values[n]!
    }
    prevBias = bias
    prevDense.set(dense)
    prevSparse.set(sparse)
    bias = lb - step * gb
    for (let d = 0; d < D; d++) dense[d] = ld[d]! - step * gd[d]!
    for (let v = 0; v < V; v++) sparse[v] = ls[v]! - step * gs[v]!
  }
  return { bias, dense, sparse }
}
