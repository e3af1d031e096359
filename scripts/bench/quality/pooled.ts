// The two pools every scorer change is read against (docs/quality.md, "The labelled sets"): the
// fitting ground, where a change may be chosen (the dev files' tune halves, calibration sets A–J:
// A and B fit the calibration, C–J are tune sets since 11-28/29), and the judges, read once after
// (the dev files' check halves and every set from K on, written blind, no rule written from them).
// One figure per pool: a set of 120 cases moves by a case or two either way.
import { basename } from "node:path"
import { type CaseRecord, FIGURE_ROWS, figuresOf } from "./devSets.js"

/** Calibration sets on the fitting ground, by letter; every later letter is a judge. */
export const FITTING_SETS: ReadonlySet<string> = new Set("ABCDEFGHIJ")

/** A calibration file's letter (`own-2026-11-27.json`, the first, is A; every later one has its letter); null for any other file. */
export const setLetter = (file: string): string | null => {
  const name = basename(file)
  if (name === "own-2026-11-27.json") return "A"
  const m = name.match(/^own-\d{4}-\d\d-\d\d([a-z])\.json$/)
  return m === null ? null : m[1]!.toUpperCase()
}

/** Which pool a calibration set belongs to; a file of the calibration folder without a letter is an error, not a judge. */
export const poolOf = (file: string): "ground" | "judges" => {
  const letter = setLetter(file)
  if (letter === null) throw new Error(`${basename(file)}: a calibration set is named own-YYYY-MM-DD<letter>.json`)
  return FITTING_SETS.has(letter) ? "ground" : "judges"
}

export interface Scored {
  readonly file: string
  readonly records: ReadonlyArray<CaseRecord>
}

/** Splits scored files into the two pools; a file that is neither a dev file nor a lettered set is left out. */
export const pools = (scored: ReadonlyArray<Scored>, devFiles: ReadonlyArray<string>) => {
  const ground: Array<CaseRecord> = []
  const judges: Array<CaseRecord> = []
  for (const { file, records } of scored) {
    if (devFiles.includes(basename(file))) {
      ground.push(...records.filter((r) => r.half === "tune"))
      judges.push(...records.filter((r) => r.half === "check"))
      continue
    }
    const letter = setLetter(file)
    if (letter !== null) (FITTING_SETS.has(letter) ? ground : judges).push(...records)
  }
  return { ground, judges }
}

/** The per-set rows but negation F1, found-side ECE and CPU: the pools are read for status, F1, values and routing. */
const ROWS = FIGURE_ROWS.filter(([label]) => !/^(negation|ECE, found|CPU)/.test(label))

/** Prints the fitting ground's and the judges' figures side by side. */
export const printPooled = (scored: ReadonlyArray<Scored>, devFiles: ReadonlyArray<string>): void => {
  const { ground, judges } = pools(scored, devFiles)
  if (ground.length === 0 || judges.length === 0) return
  const [g, j] = [figuresOf(ground), figuresOf(judges)]
  console.log("\n== pooled: the fitting ground (dev tune halves, sets A–J) and the judges (dev check halves, sets K on) ==")
  console.log(`  ${"".padEnd(44)} ${"ground".padStart(7)} ${"judges".padStart(7)}`)
  for (const [label, value] of ROWS) console.log(`  ${label.padEnd(44)} ${value(g).padStart(7)} ${value(j).padStart(7)}`)
}
