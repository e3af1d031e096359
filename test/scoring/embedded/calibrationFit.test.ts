// The fit behind npm run fit:calibration (scripts/bench/logistic.ts, crossValidate.ts) on feature
// vectors of our own: sign constraints hold, the L2 pull is chosen on held-out folds, and the
// same rows always give the same choice.
import { describe, expect, it } from "vitest"
import { chooseL2, FOLDS, foldOf, L2_GRID, type Row } from "../../../scripts/bench/crossValidate.js"
import { fitLogistic, fitLogisticSigned } from "../../../scripts/bench/logistic.js"

// A deterministic stream in [0, 1) (no Math.random: the fit must not depend on the run).
const stream = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
  return seed / 2 ** 31
}

/** Rows where x0 raises the chance of 1 (logit 3·x0 − 1.5) and x1 is noise. */
const rowsOf = (n: number, seed: number): Array<Row> => {
  const next = stream(seed)
  return Array.from({ length: n }, (_, i) => {
    const x = [next(), next()]
    const p = 1 / (1 + Math.exp(-(3 * x[0]! - 1.5)))
    return { caseId: `case-${seed}-${i}`, x, y: next() < p ? 1 : 0 }
  })
}

describe("the calibration fit", () => {
  it("recovers the direction of a real effect", () => {
    const rows = rowsOf(600, 7)
    const w = fitLogistic(rows.map((r) => r.x), rows.map((r) => r.y), 0.1)
    expect(w[1]).toBeGreaterThan(1.5)
    expect(Math.abs(w[2]!)).toBeLessThan(1)
  })

  it("holds at 0 a feature whose weight would take the forbidden sign, and fits the rest", () => {
    const rows = rowsOf(600, 11)
    // x0 truly raises the chance; forbidding a positive weight must leave it at 0, not negative.
    const w = fitLogisticSigned(rows.map((r) => r.x), rows.map((r) => r.y), 0.1, [-1, 0])
    expect(w).toHaveLength(3)
    expect(w[1]).toBe(0)
    const free = fitLogisticSigned(rows.map((r) => r.x), rows.map((r) => r.y), 0.1, [1, 0])
    expect(free[1]).toBeGreaterThan(1.5)
  })

  it("weighs rows by their weight: a row counted twice is a row given weight 2", () => {
    const rows = rowsOf(200, 3)
    const twice = fitLogistic([...rows, ...rows].map((r) => r.x), [...rows, ...rows].map((r) => r.y), 0.2)
    const weighted = fitLogistic(rows.map((r) => r.x), rows.map((r) => r.y), 0.2, 50, rows.map(() => 2))
    weighted.forEach((w, i) => expect(w).toBeCloseTo(twice[i]!, 6))
  })

  it("fits only the features on top of a model in hand's logit: the intercept stays 0, the missed effect is found", () => {
    // The model in hand knows x0 (its logit 3·x0 − 1.5 is the offset); x1 is a feature it lacks.
    const next = stream(17)
    const rows = Array.from({ length: 800 }, () => {
      const x0 = next()
      const x1 = next() < 0.3 ? 1 : 0
      const offset = 3 * x0 - 1.5
      return { x1, offset, y: next() < 1 / (1 + Math.exp(-(offset - 2 * x1))) ? 1 : 0 }
    })
    const w = fitLogistic(rows.map((r) => [r.x1]), rows.map((r) => r.y), 0.1, 50, undefined, rows.map((r) => r.offset))
    expect(w[0]).toBe(0)
    expect(w[1]).toBeLessThan(-1.2)
    expect(w[1]).toBeGreaterThan(-2.8)
    // Signs hold on top of an offset too, and the held-out choice of L2 reads each row's offset.
    expect(fitLogisticSigned(rows.map((r) => [r.x1]), rows.map((r) => r.y), 0.1, [1], undefined, rows.map((r) => r.offset))).toEqual([0, 0])
    const cv: Array<Row> = rows.map((r, i) => ({ caseId: `case-${i}`, x: [r.x1], y: r.y as 0 | 1, offset: r.offset }))
    const withOffset = chooseL2(cv, (rs, l2) => fitLogistic(rs.map((r) => r.x), rs.map((r) => r.y), l2, 50, undefined, rs.map((r) => r.offset ?? 0)))
    const without = chooseL2(cv.map(({ offset: _, ...r }) => r), (rs, l2) => fitLogistic(rs.map((r) => r.x), rs.map((r) => r.y), l2))
    expect(Math.min(...withOffset.losses.map((l) => l.loss))).toBeLessThan(Math.min(...without.losses.map((l) => l.loss)))
  })

  it("keeps a case's rows in one fold and spreads cases over every fold", () => {
    expect(foldOf("case-a")).toBe(foldOf("case-a"))
    const folds = new Set(Array.from({ length: 100 }, (_, i) => foldOf(`case-${i}`)))
    expect(folds.size).toBe(FOLDS)
  })

  it("chooses an L2 of its grid by held-out log loss, the same on every run", () => {
    const rows = rowsOf(400, 5)
    const fit = (rs: ReadonlyArray<Row>, l2: number) => fitLogistic(rs.map((r) => r.x), rs.map((r) => r.y), l2)
    const first = chooseL2(rows, fit)
    expect(L2_GRID).toContain(first.l2)
    expect(first.losses.find((l) => l.l2 === first.l2)!.loss).toBe(Math.min(...first.losses.map((l) => l.loss)))
    // A pull so strong it flattens the real effect loses to the weak ones.
    expect(first.losses.at(-1)!.loss).toBeGreaterThan(first.losses[0]!.loss)
    expect(chooseL2(rows, fit)).toEqual(first)
  })
})
