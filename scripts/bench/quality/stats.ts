// Figures shared by bench:quality's sections: F1, expected calibration error, formatting.

export const pct = (x: number) => (Number.isFinite(x) ? x.toFixed(3) : "n/a")

export const f1 = (tp: number, fp: number, fn: number) => {
  const p = tp + fp === 0 ? 1 : tp / (tp + fp)
  const r = tp + fn === 0 ? 1 : tp / (tp + fn)
  return { p, r, f: p + r === 0 ? 0 : (2 * p * r) / (p + r) }
}

/** A calibration point: the confidence that the signal is present (and right), and whether it is. */
export interface CalibrationPoint {
  readonly conf: number
  readonly ok: boolean
}

/** Expected calibration error over equal-width bins. */
export const ece = (points: ReadonlyArray<CalibrationPoint>, bins = 10) => {
  let total = 0
  for (let b = 0; b < bins; b++) {
    const inBin = points.filter((p) => Math.min(bins - 1, Math.floor(p.conf * bins)) === b)
    if (inBin.length === 0) continue
    const conf = inBin.reduce((s, p) => s + p.conf, 0) / inBin.length
    const acc = inBin.filter((p) => p.ok).length / inBin.length
    total += (inBin.length / points.length) * Math.abs(conf - acc)
  }
  return total
}

export const mean = (xs: ReadonlyArray<number>) => (xs.length === 0 ? Number.NaN : xs.reduce((a, b) => a + b, 0) / xs.length)
