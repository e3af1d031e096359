// Logistic regression for scripts/fit-calibration.ts: a handful of features, a few hundred
// points, so Newton's method on the full Hessian (a k×k solve) converges in a few steps.

export const sigmoid = (z: number) => 1 / (1 + Math.exp(-z))

/** Solves A x = b by Gaussian elimination with partial pivoting (A is small and, with L2, positive definite). */
const solve = (a: Array<Array<number>>, b: Array<number>): Array<number> => {
  const n = b.length
  const m = a.map((row, i) => [...row, b[i]!])
  for (let c = 0; c < n; c++) {
    let pivot = c
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[pivot]![c]!)) pivot = r
    ;[m[c], m[pivot]] = [m[pivot]!, m[c]!]
    for (let r = c + 1; r < n; r++) {
      const f = m[r]![c]! / m[c]![c]!
      for (let k = c; k <= n; k++) m[r]![k]! -= f * m[c]![k]!
    }
  }
  const x = new Array<number>(n).fill(0)
  for (let r = n - 1; r >= 0; r--) {
    let s = m[r]![n]!
    for (let k = r + 1; k < n; k++) s -= m[r]![k]! * x[k]!
    x[r] = s / m[r]![r]!
  }
  return x
}

/**
 * Weights (intercept first) minimising the log loss plus `l2`/2 · |w|² (the intercept is not
 * pulled toward 0), for rows of features `xs` and outcomes `ys` in {0, 1}. With `offsets` (a
 * model in hand's logit per row) only the features' weights are fitted on top of it and the
 * intercept stays 0: the model in hand keeps the level, the new features say what it missed.
 */
export const fitLogistic = (
  xs: ReadonlyArray<ReadonlyArray<number>>,
  ys: ReadonlyArray<number>,
  l2: number,
  steps = 50,
  /** Each row's weight in the loss (1 when omitted). */
  weights?: ReadonlyArray<number>,
  offsets?: ReadonlyArray<number>
): Array<number> => {
  const rows = xs.map((x) => [1, ...x])
  const k = (rows[0]?.length ?? 1)
  let w = new Array<number>(k).fill(0)
  for (let step = 0; step < steps; step++) {
    const grad = w.map((wi, i) => (i === 0 ? 0 : l2 * wi))
    const hess = Array.from({ length: k }, (_, i) => Array.from({ length: k }, (_, j) => (i === j && i > 0 ? l2 : 0)))
    rows.forEach((x, n) => {
      const p = sigmoid(x.reduce((s, xi, i) => s + xi * w[i]!, offsets?.[n] ?? 0))
      const c = weights?.[n] ?? 1
      const v = c * Math.max(p * (1 - p), 1e-9)
      for (let i = 0; i < k; i++) {
        grad[i]! += c * (p - ys[n]!) * x[i]!
        for (let j = 0; j < k; j++) hess[i]![j]! += v * x[i]! * x[j]!
      }
    })
    hess[0]![0]! += 1e-6
    if (offsets !== undefined) {
      grad[0] = 0
      for (let i = 0; i < k; i++) hess[0]![i] = hess[i]![0] = i === 0 ? 1 : 0
    }
    const delta = solve(hess, grad)
    w = w.map((wi, i) => wi - delta[i]!)
    if (Math.max(...delta.map(Math.abs)) < 1e-8) break
  }
  return w
}

/**
 * `fitLogistic` with sign constraints: `signs[i]` (1 or -1) is the sign feature i's weight may
 * take. A feature whose weight comes out on the wrong side is held at 0 and the rest re-fitted,
 * until none is (an active-set pass; a few features, so a few rounds at most).
 */
export const fitLogisticSigned = (
  xs: ReadonlyArray<ReadonlyArray<number>>,
  ys: ReadonlyArray<number>,
  l2: number,
  signs: ReadonlyArray<1 | -1 | 0>,
  weights?: ReadonlyArray<number>,
  offsets?: ReadonlyArray<number>
): Array<number> => {
  const held = new Set<number>()
  for (;;) {
    const keep = signs.map((_, i) => i).filter((i) => !held.has(i))
    const w = fitLogistic(xs.map((x) => keep.map((i) => x[i]!)), ys, l2, 50, weights, offsets)
    const full = new Array<number>(signs.length + 1).fill(0)
    full[0] = w[0]!
    keep.forEach((i, j) => (full[i + 1] = w[j + 1]!))
    const wrong = keep.filter((i) => signs[i]! * full[i + 1]! < 0)
    if (wrong.length === 0) return full
    // The most wrong first: holding it may bring the others back.
    held.add(wrong.reduce((a, b) => (signs[a]! * full[a + 1]! <= signs[b]! * full[b + 1]! ? a : b)))
  }
}
