// Cross-validation for scripts/fit-calibration.ts, on the tune halves only: the pull toward no
// effect (L2) is the one of a small grid with the least log loss on held-out folds. A case's
// detections stay in one fold (they share a text, so they are not independent), and the folds
// are fixed by a hash of the case id, so the choice is the same on every run.
import { sigmoid } from "./logistic.js"
import { createHash } from "node:crypto"

export const FOLDS = 5
export const L2_GRID = [0.03, 0.1, 0.3, 1, 3, 10, 30] as const

export const foldOf = (caseId: string): number => createHash("sha256").update(`fold:${caseId}`).digest()[0]! % FOLDS

export const predict = (w: ReadonlyArray<number>, x: ReadonlyArray<number>, offset = 0) => sigmoid(x.reduce((s, xi, i) => s + xi * w[i + 1]!, w[0]! + offset))

export interface Row {
  readonly caseId: string
  readonly x: ReadonlyArray<number>
  readonly y: 0 | 1
  /** The logit of a model in hand the weights are fitted on top of (fitLogistic's offsets); 0 when omitted. */
  readonly offset?: number
}

/** Mean held-out log loss of `fit` at each L2 of the grid, and the grid's best (the larger L2 on a tie). */
export const chooseL2 = (rows: ReadonlyArray<Row>, fit: (rows: ReadonlyArray<Row>, l2: number) => ReadonlyArray<number>) => {
  const losses = L2_GRID.map((l2) => {
    let loss = 0
    for (let k = 0; k < FOLDS; k++) {
      const train = rows.filter((r) => foldOf(r.caseId) !== k)
      const w = fit(train, l2)
      for (const r of rows) {
        if (foldOf(r.caseId) !== k) continue
        const p = Math.min(1 - 1e-9, Math.max(1e-9, predict(w, r.x, r.offset)))
        loss -= r.y === 1 ? Math.log(p) : Math.log(1 - p)
      }
    }
    return { l2, loss: loss / Math.max(1, rows.length) }
  })
  const best = losses.reduce((a, b) => (b.loss <= a.loss ? b : a))
  return { l2: best.l2, losses }
}
