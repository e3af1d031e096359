// The reliability tables behind the ECE figures: per confidence bin, how many signals, their
// mean reported confidence and the share that was right (found) or present (not found), for
// found and not-found signals in each half of one dev file. A calibrated scorer's two numbers
// agree in every bin (decisions §11).
import { type CalibrationPoint, ece, pct } from "./stats.js"

const BINS = 10
const WIDTH = 19

const cell = (points: ReadonlyArray<CalibrationPoint>, bin: number): string => {
  const inBin = points.filter((p) => Math.min(BINS - 1, Math.floor(p.conf * BINS)) === bin)
  if (inBin.length === 0) return "".padEnd(WIDTH)
  const conf = inBin.reduce((s, p) => s + p.conf, 0) / inBin.length
  const share = inBin.filter((p) => p.ok).length / inBin.length
  return `${String(inBin.length).padStart(4)} ${pct(conf)} ${pct(share)}`.padEnd(WIDTH)
}

/** Lines of one table: a column per labelled set of points, a row per bin any of them fills, then ECE. */
export const reliabilityTable = (columns: ReadonlyArray<readonly [string, ReadonlyArray<CalibrationPoint>]>): Array<string> => {
  const lines = [`  ${"bin".padEnd(8)} ${columns.map(([label]) => label.padEnd(WIDTH)).join(" ")}`]
  lines.push(`  ${"".padEnd(8)} ${columns.map(() => "   n  conf right".padEnd(WIDTH)).join(" ")}`)
  for (let b = 0; b < BINS; b++) {
    const cells = columns.map(([, points]) => cell(points, b))
    if (cells.every((c) => c.trim() === "")) continue
    lines.push(`  ${`${(b / BINS).toFixed(1)}-${((b + 1) / BINS).toFixed(1)}`.padEnd(8)} ${cells.join(" ")}`)
  }
  lines.push(`  ${"ECE".padEnd(8)} ${columns.map(([, points]) => `${"".padEnd(5)}${pct(ece(points))}`.padEnd(WIDTH)).join(" ")}`)
  return lines
}
