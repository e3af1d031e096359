// Re-fits the embedded scorer's confidence, and on request the cascade's default, in one command:
//
//   npm run fit:calibration      (node --import tsx scripts/fit-calibration.ts; ASSAY_DATASETS to point elsewhere)
//   npm run fit:calibration -- --keep-weights   (step 2 only, with the committed calibrationModel.ts: prints the cascade sweep; writes the default only with --choose-default)
//   npm run fit:calibration -- --extend         (the committed weights kept; only features added since are fitted, on top of them)
//   npm run fit:calibration -- --extend=head    (the same, the weights from that feature on re-fitted: after a merge changed the scores)
//   ... -- --choose-default (also writes the cascade's default by the tune halves' rule below; without it the committed
//                            default stays: since 11-29 it is chosen on the whole fitting ground, scripts/bench/cascadeSweep.ts)
//   ASSAY_CALIBRATION_SET=a.json,b.json npm run fit:calibration   (weights fitted on every case of those files instead of the tune halves)
//   ... -- --with-tune   (those files and the tune halves pooled)
//   ... -- --level       (the committed weights kept; each side's level, a shift of its logit, fitted)
//   ... -- --rescale     (the committed weights kept in ratio; each side's logit scaled and shifted: two numbers a side)
//
// 1. On the tune halves of the dev sets: a logistic model per side (found / not found) on the
//    features of src/scoring/embedded/engine/calibration.ts, with the signs SIGNS allows, L2-
//    regularised with the pull cross-validation on the tune halves picks (bench/crossValidate.ts),
//    fitted by Newton's method; written to calibrationModel.ts.
// 2. With those confidences, the cascade's whole-call rule (src/scoring/cascade/statusRisk.ts) at
//    every threshold on the tune halves; the default is the one that sends the most wrong local
//    statuses to the model while keeping at least MIN_LOCAL of each file's calls local (a file
//    of new text must not pay for another's easy calls); among thresholds that send the same share,
//    the one that sends the most calls within that bound: the tune halves hold a dozen wrong
//    statuses, so a tie says they cannot tell the thresholds apart, and rules written from the tune
//    halves leave new text with more misses near the line than the tune halves show (docs/quality.md,
//    "Re-fit with care"); written to src/scoring/cascade/threshold.ts.
// Then prints ECE per file and half, before and after, and the cascade at the new default on
// both halves. Re-run after any change to the engine's scores (rules, banks, custom detectors).
import { writeFileSync } from "node:fs"
import { basename, join } from "node:path"
import { unsureOfStatusAt } from "../src/scoring/cascade/statusRisk.js"
import { CASCADE_DEFAULT_THRESHOLD } from "../src/scoring/cascade/threshold.js"
import { ABSENT_FEATURES, type CalibrationModel, calibrate, FOUND_FEATURES, featuresOf, logitOf, SIGNS } from "../src/scoring/embedded/engine/calibration.js"
import { MODEL } from "../src/scoring/embedded/engine/calibrationModel.js"
import { cascadeOf, collect, type Point } from "./bench/calibration.js"
import { chooseL2, type Row } from "./bench/crossValidate.js"
import { DEV_FILES, type Half } from "./bench/quality/devSets.js"
import { fitLogistic, fitLogisticSigned } from "./bench/logistic.js"
import { ece } from "./bench/quality/stats.js"

const root = join(import.meta.dirname, "..")
const datasets = process.env["ASSAY_DATASETS"] ?? join(root, "..", "shared", "datasets")
/** The share of the tune calls the cascade's default must keep local (issue 22: at least 0.80). */
const MIN_LOCAL = 0.8
const r4 = (x: number) => Math.round(x * 10_000) / 10_000

const { points, calls } = collect(datasets)
// What the weights are fitted on: the tune halves, or, when ASSAY_CALIBRATION_SET names labelled
// files of the same format (comma-separated) that no rule was written from, every case of those:
// the tune halves stop looking like new text once rules are written from them (docs/quality.md).
const calibrationSet = (process.env["ASSAY_CALIBRATION_SET"] ?? "").split(",").filter((f) => f.length > 0)
// --with-tune pools them with the tune halves (more points, but the tune halves' lost level with them).
const tuneHalves = points.filter((p) => p.half === "tune")
const tune = calibrationSet.length > 0
  ? [...collect(datasets, calibrationSet).points, ...(process.argv.includes("--with-tune") ? tuneHalves : [])]
  : tuneHalves
// --extend=<feature>: that feature's weight and those after it are re-fitted on top of the rest
// (the learned heads' weight after a merge changed the scores; docs/quality.md, "Learned heads").
const extendFrom = process.argv.find((a) => a.startsWith("--extend="))?.slice("--extend=".length)
/**
 * One side's weights. With `inHand`, its weights are kept and only the features past their end
 * are fitted, on top of its logit (no intercept: the level stays the one it was fitted at).
 */
const fitSide = (found: boolean, inHand?: ReadonlyArray<number>): ReadonlyArray<number> => {
  const names: ReadonlyArray<string> = found ? FOUND_FEATURES : ABSENT_FEATURES
  // A side with no weights in hand is fitted whole, intercept included.
  if (inHand !== undefined && inHand.length === 0) return fitSide(found)
  const named = extendFrom === undefined ? -1 : names.indexOf(extendFrom)
  if (inHand !== undefined && named >= 0) inHand = inHand.slice(0, Math.min(inHand.length, named + 1))
  const from = inHand === undefined ? 0 : inHand.length - 1
  if (inHand !== undefined && from >= names.length) return inHand
  const signs = names.slice(from).map((n) => SIGNS[n] ?? 0)
  const side = tune.filter((p) => p.raw.found === found && !(found && p.raw.confidence >= 1))
  const rows: Array<Row> = side.map((p) => {
    const x = featuresOf(p.spec, p.raw, p.context)
    return { caseId: p.id, x: x.slice(from), y: p.ok ? 1 : 0, offset: inHand === undefined ? 0 : logitOf(inHand, x) }
  })
  const fit = (rs: ReadonlyArray<Row>, l2: number) =>
    fitLogisticSigned(rs.map((r) => r.x), rs.map((r) => r.y), l2, signs, undefined, inHand === undefined ? undefined : rs.map((r) => r.offset ?? 0))
  const { l2, losses } = chooseL2(rows, fit)
  const fitted = inHand === undefined ? "" : ` (${names.slice(from).join(", ")} on top of the weights in hand)`
  console.log(`${found ? "found" : "absent"} side${fitted}, ${rows.length} detections; held-out log loss by L2: ${losses.map((l) => `${l.l2} ${l.loss.toFixed(4)}`).join(", ")}; chosen ${l2}`)
  const w = fit(rows, l2).map(r4)
  return inHand === undefined ? w : [...inHand, ...w.slice(1)]
}
// The tune halves are also where rules are written from: after a round of rules they stop looking
// like new text (docs/quality.md), and a re-fit can then be worse on it than the weights in hand.
// --keep-weights --choose-default re-chooses only the cascade's default with them; --extend keeps them too and
// fits only the features added since, so a new feature is weighed without re-learning the level.
// --level and --rescale keep what the weights in hand say about which detections are surer than
// others and re-learn only how sure (one or two numbers a side): what a small calibration set can
// tell without learning its own noise.
const recalibrate = (found: boolean, inHand: ReadonlyArray<number>, rescale: boolean): ReadonlyArray<number> => {
  const side = tune.filter((p) => p.raw.found === found && !(found && p.raw.confidence >= 1))
  const logits = side.map((p) => logitOf(inHand, featuresOf(p.spec, p.raw, p.context)))
  const ys = side.map((p) => (p.ok ? 1 : 0))
  // Level: the logit in hand as an offset, a constant's weight the shift. Rescale: the logit as a feature.
  const w = rescale ? fitLogistic(logits.map((z) => [z]), ys, 0) : fitLogistic(logits.map(() => [1]), ys, 0, 50, undefined, logits)
  const [scale, shift] = rescale ? [w[1]!, w[0]!] : [1, w[1]!]
  console.log(`${found ? "found" : "absent"} side, ${side.length} detections: logit × ${scale.toFixed(3)} + ${shift.toFixed(3)}`)
  return inHand.map((wi, i) => r4(wi * scale + (i === 0 ? shift : 0)))
}
const keepWeights = process.argv.includes("--keep-weights")
const extend = process.argv.some((a) => a === "--extend" || a.startsWith("--extend="))
const level = process.argv.includes("--level")
const rescale = process.argv.includes("--rescale")
const model: CalibrationModel = keepWeights
  ? MODEL
  : level || rescale
    ? { found: recalibrate(true, MODEL.found, rescale), absent: recalibrate(false, MODEL.absent, rescale) }
    : extend
      ? { found: fitSide(true, MODEL.found), absent: fitSide(false, MODEL.absent) }
      : { found: fitSide(true), absent: fitSide(false) }

const fittedOn = calibrationSet.length > 0
  ? `every case of ${calibrationSet.map((f) => basename(f)).join(", ")}${process.argv.includes("--with-tune") ? ` and the tune halves of ${DEV_FILES.join(" and ")}` : ""}`
  : `the tune halves of ${DEV_FILES.join(" and ")}`
const names = (features: ReadonlyArray<string>, weights: ReadonlyArray<number>) =>
  `[${weights.join(", ")}], // intercept, ${features.slice(0, weights.length - 1).join(", ")}`
if (!keepWeights) writeFileSync(
  join(root, "src", "scoring", "embedded", "engine", "calibrationModel.ts"),
  `// Written by scripts/fit-calibration.ts (npm run fit:calibration): do not edit by hand; re-fit after a change to the scores.\n` +
    `// ${level || rescale ? `The weights in hand kept; each side's ${rescale ? "scale and level" : "level"} fitted (--${rescale ? "rescale" : "level"}) on` : extend ? "The weights in hand kept; the features added since fitted on top of them (--extend) on" : "Fitted on"} ${fittedOn}: ${tune.length} detections.\n` +
    `import type { CalibrationModel } from "./calibration.js"\n\nexport const MODEL: CalibrationModel = {\n` +
    `  found: ${names(FOUND_FEATURES, model.found)}\n  absent: ${names(ABSENT_FEATURES, model.absent)}\n}\n`
)
console.log(`found:  ${FOUND_FEATURES.map((f, i) => `${f} ${model.found[i + 1]}`).join(", ")}, intercept ${model.found[0]}`)
console.log(`absent: ${ABSENT_FEATURES.map((f, i) => `${f} ${model.absent[i + 1]}`).join(", ")}, intercept ${model.absent[0]}`)

// ECE per file and half, found and not found: the engine's confidence → the fitted one.
// The weights in hand beside the new ones: a re-fit that is better on tune and worse on check has
// learnt the tune halves' rules, not new text (docs/quality.md, "Re-fit with care").
const reported = (p: Point) => ({ conf: calibrate(p.spec, p.raw, p.context, model).confidence, ok: p.ok })
const inHand = (p: Point) => ({ conf: calibrate(p.spec, p.raw, p.context, MODEL).confidence, ok: p.ok })
console.log("\nECE (engine → weights in hand → calibrated now), found | not found:")
for (const file of DEV_FILES) {
  for (const half of ["tune", "check"] as const) {
    const of = (found: boolean) => points.filter((p) => p.file === file && p.half === half && p.raw.found === found)
    const cell = (found: boolean) => {
      const ps = of(found)
      return `${ece(ps.map((p) => ({ conf: p.raw.confidence, ok: p.ok }))).toFixed(3)} → ${ece(ps.map(inHand)).toFixed(3)} → ${ece(ps.map(reported)).toFixed(3)} (${ps.length})`
    }
    console.log(`  ${file.padEnd(18)} ${half.padEnd(5)}  ${cell(true)} | ${cell(false)}`)
  }
}

// The calibration files' own figures (every case: in sample when the weights were fitted on them).
for (const file of calibrationSet) {
  const ps = collect(datasets, [file]).points
  const cell = (found: boolean) => {
    const side = ps.filter((p) => p.raw.found === found)
    return `${ece(side.map(inHand)).toFixed(3)} → ${ece(side.map(reported)).toFixed(3)} (${side.length})`
  }
  console.log(`  ${basename(file).padEnd(20)} all   ${cell(true)} | ${cell(false)}`)
}

// The cascade's default: the tune halves only.
const callsOf = (file: string | null, half: Half) => calls.filter((c) => c.half === half && (file === null || c.file === file))
const thresholds = Array.from({ length: 50 }, (_, i) => Math.round((0.5 + i / 100) * 100) / 100)
const sweep = thresholds.map((t) => ({ t, pooled: cascadeOf(callsOf(null, "tune"), model, unsureOfStatusAt(t)) }))
console.log("\ncascade, whole-call rule, tune halves of both files (threshold: local share, share of wrong statuses sent):")
for (const s of sweep) console.log(`  ${s.t.toFixed(2)}  local ${s.pooled.local.toFixed(3)}  misses sent ${s.pooled.missesSent.toFixed(3)}`)
const perFile = (t: number) => DEV_FILES.map((file) => cascadeOf(callsOf(file, "tune"), model, unsureOfStatusAt(t)).local)
const eligible = sweep.filter((s) => perFile(s.t).every((local) => local >= MIN_LOCAL))
const best = (a: (typeof sweep)[number], b: (typeof sweep)[number]) => (b.pooled.missesSent > a.pooled.missesSent || (b.pooled.missesSent === a.pooled.missesSent && b.pooled.local < a.pooled.local) ? b : a)
const mostLocal = (a: (typeof sweep)[number], b: (typeof sweep)[number]) => (b.pooled.local > a.pooled.local ? b : a)
const chosen = eligible.length > 0 ? eligible.reduce(best) : sweep.reduce(mostLocal)
const keepDefault = !process.argv.includes("--choose-default")
if (!keepDefault) writeFileSync(
  join(root, "src", "scoring", "cascade", "threshold.ts"),
  `// Written by scripts/fit-calibration.ts (npm run fit:calibration): chosen on the tune halves with the calibration it fitted.\n` +
    `/** ASSAY_CASCADE_THRESHOLD when unset: how sure every detector the status hinges on must be for the embedded scorer to answer alone. */\n` +
    `export const CASCADE_DEFAULT_THRESHOLD = ${chosen.t}\n`
)
const used = keepDefault ? CASCADE_DEFAULT_THRESHOLD : chosen.t
console.log(`\ndefault threshold ${used}${keepDefault ? ` (kept; the tune halves' rule would choose ${chosen.t})` : ""}${eligible.length === 0 ? ` (no threshold keeps ${MIN_LOCAL} of each file local: the most local)` : ""}:`)
for (const file of DEV_FILES) {
  for (const half of ["tune", "check"] as const) {
    const c = cascadeOf(callsOf(file, half), model, unsureOfStatusAt(used))
    console.log(`  ${file.padEnd(18)} ${half.padEnd(5)}  local ${c.local.toFixed(3)}  wrong statuses sent ${c.missesSent.toFixed(3)} (${c.misses} wrong of ${c.calls})`)
  }
}
