import { describe, expect, it } from "vitest"
import { drain } from "../../../src/domain/steps.js"
import { fitRidgeSteps } from "../../../src/scoring/embedded/models/ridge.js"

// Small deterministic data: 12 rows of 3 dimensions in 2 classes, one row without a vector.
const D = 3
const C = 2
const rows: Array<Float64Array | null> = Array.from({ length: 12 }, (_, i) =>
  i === 5 ? null : Float64Array.from([Math.sin(i + 1), Math.cos(2 * i), i % 2 === 0 ? 1 : -0.5])
)
const labels = rows.map((_, i) => i % 2)
const weights = rows.map(() => 1)
const lambda = 0.5

/** (ZᵀZ + λI) W − ZᵀY over the given rows: zero for the exact solution. */
const residual = (W: Float64Array, members: ReadonlyArray<number>) => {
  const out: Array<number> = []
  for (let a = 0; a < D; a++) {
    for (let c = 0; c < C; c++) {
      let lhs = lambda * W[a * C + c]!
      let rhs = 0
      for (const i of members) {
        const z = rows[i]
        if (z === null || z === undefined) continue
        let zw = 0
        for (let b = 0; b < D; b++) zw += z[b]! * W[b * C + c]!
        lhs += z[a]! * zw
        rhs += z[a]! * (labels[i] === c ? 1 : 0)
      }
      out.push(lhs - rhs)
    }
  }
  return out
}

describe("ridge regression in closed form", () => {
  const fit = drain(fitRidgeSteps(rows, labels, weights, D, C, lambda, 4))

  it("solves the regularised normal equations", () => {
    for (const r of residual(fit.weights, rows.map((_, i) => i))) expect(Math.abs(r)).toBeLessThan(1e-9)
  })

  it("predicts each row by the fit that left its fold out", () => {
    for (let fold = 0; fold < 4; fold++) {
      const kept = rows.map((_, i) => i).filter((i) => i % 4 !== fold)
      const alone = drain(fitRidgeSteps(kept.map((i) => rows[i]!), kept.map((i) => labels[i]!), kept.map(() => 1), D, C, lambda, 1))
      for (let i = fold; i < rows.length; i += 4) {
        const z = rows[i] ?? null
        for (let c = 0; c < C; c++) {
          const expected = z === null ? 0 : z.reduce((s, x, d) => s + x * alone.weights[d * C + c]!, 0)
          expect(fit.outOfFold[i * C + c]).toBeCloseTo(expected, 9)
        }
      }
    }
  })
})

describe("ridge regression with more dimensions than one block of four", () => {
  // 9 dimensions and 23 rows: the four-at-a-time loops run whole blocks and leave remainders.
  const D9 = 9
  const C3 = 3
  const rows9 = Array.from({ length: 23 }, (_, i) => Float64Array.from({ length: D9 }, (_, d) => Math.sin(1.7 * i + 0.3 * d * d) + (d === i % D9 ? 1 : 0)))
  const labels9 = rows9.map((_, i) => i % C3)
  const fit = drain(fitRidgeSteps(rows9, labels9, rows9.map(() => 1), D9, C3, lambda, 4))

  /** The normal equations solved plainly by Gauss-Jordan elimination. */
  const plain = (members: ReadonlyArray<number>) => {
    const A = Array.from({ length: D9 }, (_, a) => Array.from({ length: D9 + C3 }, (_, b) => (b === a ? lambda : 0)))
    for (const i of members) {
      for (let a = 0; a < D9; a++) {
        for (let b = 0; b < D9; b++) A[a]![b]! += rows9[i]![a]! * rows9[i]![b]!
        A[a]![D9 + labels9[i]!]! += rows9[i]![a]!
      }
    }
    for (let p = 0; p < D9; p++) {
      for (let r = 0; r < D9; r++) {
        if (r === p) continue
        const f = A[r]![p]! / A[p]![p]!
        for (let b = 0; b < D9 + C3; b++) A[r]![b]! -= f * A[p]![b]!
      }
    }
    return (d: number, c: number) => A[d]![D9 + c]! / A[d]![d]!
  }

  it("gives the weights of the plain solution", () => {
    const w = plain(rows9.map((_, i) => i))
    for (let d = 0; d < D9; d++) for (let c = 0; c < C3; c++) expect(fit.weights[d * C3 + c]).toBeCloseTo(w(d, c), 9)
  })

  it("predicts each row by the plain solution without its fold", () => {
    for (let fold = 0; fold < 4; fold++) {
      const w = plain(rows9.map((_, i) => i).filter((i) => i % 4 !== fold))
      for (let i = fold; i < rows9.length; i += 4) {
        for (let c = 0; c < C3; c++) expect(fit.outOfFold[i * C3 + c]).toBeCloseTo(rows9[i]!.reduce((s, x, d) => s + x * w(d, c), 0), 9)
      }
    }
  })
})
