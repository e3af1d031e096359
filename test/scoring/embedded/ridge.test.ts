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
