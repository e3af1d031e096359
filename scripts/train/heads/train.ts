// Fits one logistic head per detector on the corpus (corpus.ts), its L2 penalty chosen by k-fold
// cross-validation, and packs the weights for src/scoring/embedded/models/headWeights.ts.
import { sentenceDims } from "../../../src/scoring/embedded/models/sentenceVector.js"
import { type Corpus, foldOf, hashOf, opposes, type Sentence } from "./corpus.js"
import { fitHead, type HeadFit, type HeadSample, predictHead } from "./fit.js"

export interface TrainOptions {
  readonly lambdas: ReadonlyArray<number>
  readonly folds: number
  readonly passes: number
  /** A sparse weight below this share of its head's largest is dropped (the module stays small). */
  readonly prune: number
  /** A key seen fewer times in the whole corpus gets no weight. */
  readonly minCount: number
  /**
   * Detectors that get a head. The intents' heads cost their dev files' tune halves at every τ
   * (docs/quality.md, "Learned heads"): their sentences only serve as the packs' negatives.
   */
  readonly headed: RegExp
  /** Weight of the sentence vector beside the sparse group (the vector is scaled by it in the fit, and its weights stored times it). */
  readonly denseWeight: number
  /** Other signals' sentences kept as negatives, at most (chosen by a hash of the text: the fit's cost is linear in them). */
  readonly maxOthers: number
}

export const TRAIN_DEFAULTS: TrainOptions = { lambdas: [3e-5, 1e-4, 3e-4, 1e-3], folds: 5, passes: 200, prune: 0.05, minCount: 2, maxOthers: 600, denseWeight: 0.5, headed: /^(?:bant|meddic|spiced|champ)\./ }

export interface HeadReport {
  readonly detector: string
  readonly positives: number
  readonly negatives: number
  readonly lambda: number
  /** Out-of-fold, at probability 0.5, every sample counted once. */
  readonly accuracy: number
  readonly f1: number
  /** Out-of-fold area under the ROC curve: how well the head ranks its positives above every negative. */
  readonly auc: number
  /** Out-of-fold share of the detector's own near misses read as positive. */
  readonly nearMissFp: number
  /** Out-of-fold (probability, role) of every sample, for choosing τ. */
  readonly oof: ReadonlyArray<readonly [number, Role]>
}

export interface TrainedHeads {
  readonly detectors: ReadonlyArray<string>
  readonly keys: ReadonlyArray<string>
  readonly fits: ReadonlyArray<HeadFit>
  readonly reports: ReadonlyArray<HeadReport>
}

/** Where a sample comes from: the detector's positives, its own near misses, other signals', the background. */
export type Role = "positive" | "near" | "other" | "background"

interface Labelled extends HeadSample {
  readonly text: string
  readonly role: Role
}

const vocabularyOf = (corpus: Corpus, minCount: number): Map<string, number> => {
  const counts = new Map<string, number>()
  const all = [...corpus.positives.values(), ...corpus.negatives.values(), corpus.background].flat()
  for (const s of all) for (const k of s.input.keys) counts.set(k, (counts.get(k) ?? 0) + 1)
  const keys = [...counts].filter(([, n]) => n >= minCount).map(([k]) => k).sort()
  return new Map(keys.map((k, i) => [k, i]))
}

const sampleOf = (s: Sentence, vocab: ReadonlyMap<string, number>, y: 0 | 1, w: number, role: Role, dw: number): Labelled => {
  const ids: Array<number> = []
  const values: Array<number> = []
  s.input.keys.forEach((k, i) => {
    const id = vocab.get(k)
    if (id === undefined) return
    ids.push(id)
    values.push(s.input.values[i]!)
  })
  const v = s.input.code?.vector ?? null
  return { text: s.text, dense: v === null ? null : v.map((x) => x * dw), ids: Int32Array.from(ids), values: Float64Array.from(values), y, w, role }
}

/**
 * Positives weigh half the loss; the negatives' half is shared equally by the detector's own near
 * misses, other signals' sentences and the everyday background lines (those there are).
 */
const samplesFor = (corpus: Corpus, d: string, vocab: ReadonlyMap<string, number>, maxOthers: number, dw: number): Array<Labelled> => {
  const pos = corpus.positives.get(d) ?? []
  const own = corpus.negatives.get(d) ?? []
  const all = corpus.detectors.filter((o) => opposes(d, o)).flatMap((o) => corpus.positives.get(o) ?? [])
  const others = all.length <= maxOthers ? all : all.map((s) => [hashOf(d + s.text), s] as const).sort((a, b) => a[0] - b[0]).slice(0, maxOthers).map(([, s]) => s)
  const groups = [own, others, corpus.background].filter((g) => g.length > 0)
  const share = 0.5 / Math.max(1, groups.length)
  return [
    ...pos.map((s) => sampleOf(s, vocab, 1, 0.5 / pos.length, "positive", dw)),
    ...own.map((s) => sampleOf(s, vocab, 0, share / own.length, "near", dw)),
    ...others.map((s) => sampleOf(s, vocab, 0, share / others.length, "other", dw)),
    ...corpus.background.map((s) => sampleOf(s, vocab, 0, share / corpus.background.length, "background", dw))
  ]
}

const crossValidate = (samples: ReadonlyArray<Labelled>, D: number, V: number, lambda: number, o: TrainOptions): Array<number> => {
  const oof = new Array<number>(samples.length).fill(0)
  for (let f = 0; f < o.folds; f++) {
    const fit = fitHead(samples.filter((s) => foldOf(s.text, o.folds) !== f), D, V, lambda, o.passes, o.denseWeight)
    samples.forEach((s, i) => {
      if (foldOf(s.text, o.folds) === f) oof[i] = predictHead(fit, s)
    })
  }
  return oof
}

/** The loss the penalty is chosen by: weighted log loss out of fold. */
const logLoss = (samples: ReadonlyArray<Labelled>, p: ReadonlyArray<number>): number =>
  samples.reduce((sum, s, i) => sum - s.w * Math.log(Math.max(1e-9, s.y === 1 ? p[i]! : 1 - p[i]!)), 0)

export const trainHeads = (corpus: Corpus, o: TrainOptions = TRAIN_DEFAULTS, log: (line: string) => void = () => {}): TrainedHeads => {
  const vocab = vocabularyOf(corpus, o.minCount)
  const D = sentenceDims()
  const V = vocab.size
  const fits: Array<HeadFit> = []
  const reports: Array<HeadReport> = []
  const headed = corpus.detectors.filter((d) => o.headed.test(d))
  for (const d of headed) {
    const samples = samplesFor(corpus, d, vocab, o.maxOthers, o.denseWeight)
    let best = { lambda: o.lambdas[0]!, loss: Infinity, oof: [] as Array<number> }
    for (const lambda of o.lambdas) {
      const oof = crossValidate(samples, D, V, lambda, o)
      const loss = logLoss(samples, oof)
      if (loss < best.loss) best = { lambda, loss, oof }
    }
    const fit = fitHead(samples, D, V, best.lambda, o.passes, o.denseWeight)
    // The runtime reads the unscaled vector: the scale goes into the weights.
    fits.push(prune({ ...fit, dense: fit.dense.map((w) => w * o.denseWeight) }, o.prune))
    const report = reportOf(d, samples, best.lambda, best.oof)
    reports.push(report)
    log(
      `${d.padEnd(28)} pos ${String(report.positives).padStart(3)} neg ${String(report.negatives).padStart(4)}  λ ${best.lambda.toExponential(0)}  ` +
        `CV acc ${report.accuracy.toFixed(3)} F1 ${report.f1.toFixed(3)} AUC ${report.auc.toFixed(3)}  near misses read positive ${report.nearMissFp.toFixed(3)}`
    )
  }
  return { detectors: headed, keys: [...vocab.keys()], fits, reports }
}

const prune = (fit: HeadFit, share: number): HeadFit => {
  const max = fit.sparse.reduce((m, x) => Math.max(m, Math.abs(x)), 0)
  return { ...fit, sparse: fit.sparse.map((x) => (Math.abs(x) < share * max ? 0 : x)) }
}

const reportOf = (detector: string, samples: ReadonlyArray<Labelled>, lambda: number, oof: ReadonlyArray<number>): HeadReport => {
  let tp = 0
  let fp = 0
  let fn = 0
  let right = 0
  let near = 0
  let nearFp = 0
  samples.forEach((s, i) => {
    const said = oof[i]! >= 0.5
    if (said === (s.y === 1)) right++
    if (said && s.y === 1) tp++
    if (said && s.y === 0) fp++
    if (!said && s.y === 1) fn++
    if (s.role === "near") {
      near++
      if (said) nearFp++
    }
  })
  return {
    detector,
    positives: samples.filter((s) => s.y === 1).length,
    negatives: samples.filter((s) => s.y === 0).length,
    lambda,
    accuracy: right / samples.length,
    f1: tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn),
    auc: aucOf(samples.map((s, i) => [oof[i]!, s.y] as const)),
    nearMissFp: near === 0 ? 0 : nearFp / near,
    oof: samples.map((s, i) => [oof[i]!, s.role] as const)
  }
}

/** The share of (positive, negative) pairs ranked right, ties half. */
const aucOf = (scored: ReadonlyArray<readonly [number, 0 | 1]>): number => {
  const sorted = [...scored].sort((a, b) => a[0] - b[0])
  let negatives = 0
  let pairs = 0
  let right = 0
  for (let i = 0; i < sorted.length; ) {
    let j = i
    let pos = 0
    let neg = 0
    for (; j < sorted.length && sorted[j]![0] === sorted[i]![0]; j++) sorted[j]![1] === 1 ? pos++ : neg++
    right += pos * (negatives + neg / 2)
    negatives += neg
    i = j
  }
  const positives = scored.filter((x) => x[1] === 1).length
  pairs = positives * negatives
  return pairs === 0 ? 0 : right / pairs
}
