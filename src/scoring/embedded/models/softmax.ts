// A multinomial logistic regression (softmax) over sparse features, trained at compile time
// for custom classification detectors with labelled examples. Deterministic: a fixed
// seed orders the epochs, and the same examples always give the same weights.
//
// Training is AdaGrad SGD on the cross-entropy with an L2 penalty applied to the weights a
// sample touches (the usual sparse approximation); classes whose gradient is tiny for a
// sample are skipped. The sentence vector's weights are not trained this way: a ridge regression
// gives them in closed form (ridge.ts), and the steps touch only the sparse features.
// Feature groups (classifierKeys, then the text's sentence vector: sentenceVector.ts), each
// L2-normalised and weighted so that a short and a long text weigh alike. Besides the
// probabilities, the model keeps each category's centroid in the same space (IDF over
// categories) for a cosine similarity. Scoring costs 2 × features
// × categories multiply-adds, whatever the number of examples. Memory: 4 bytes × features ×
// categories for the weights and as much for the centroids (~22 MB for 1,500 examples in 150
// categories; more while training).
import { classifierKeys } from "./classifierKeys.js"
import type { Token } from "../text/text.js"
import { projectPiece, type SentenceCode, sentencePieceCount } from "./sentenceVector.js"
import { drain, type Steps } from "../../../domain/steps.js"
import { fitRidgeSteps } from "./ridge.js"

export interface SoftmaxOptions {
  readonly epochs: number
  readonly rate: number
  readonly l2: number
  /** Weights of the groups of `classifierKeys` (words, bigrams, characters, concepts), then of the sentence vector. */
  readonly groupWeights: ReadonlyArray<number>
  /** Seed of the training order. Accuracy moves by about a point with it (docs/quality.md). */
  readonly seed: number
  /**
   * The sentence vector's weights in closed form (ridge.ts; λ, the scale of its predictions as
   * logits, out-of-fold folds) rather than trained with the rest; null trains them too.
   */
  readonly ridge: { readonly lambda: number; readonly scale: number; readonly folds: number } | null
}

/**
 * Chosen on the few-shot dev splits (docs/quality.md): few epochs with a firm L2 penalty
 * generalise better than a converged model (10 examples per category are easily memorised).
 */
export const SOFTMAX_DEFAULTS: SoftmaxOptions = {
  // 8 epochs with the sentence vector's weights in closed form, on the few-shot sets' tune
  // halves (2026-11-26): CLINC150 0.821 (0.818 with 15 epochs trained whole), BANKING77 0.702
  // (0.712) for half the compile time (docs/limits.md).
  epochs: 8,
  rate: 0.3,
  l2: 3e-3,
  groupWeights: [1, 0.6, 1, 0.4, 1],
  seed: 0x5eed,
  ridge: { lambda: 1, scale: 20, folds: 4 }
}

/** Index of the sentence vector's group in `groupWeights`. */
const DENSE = 4

/** A class whose gradient |p - y| is below this is not updated for that sample. */
const SKIP = 2e-3

export interface SparseVec {
  readonly ids: Int32Array
  readonly values: Float64Array
}

export interface LrInput {
  readonly tokens: ReadonlyArray<Token>
  /** Weight of the sample in training (1 for an example). */
  readonly weight?: number
  /** The text's sentence vector (sentenceVector.ts), when it has one. */
  readonly dense?: SentenceCode | null
}

export interface SoftmaxModel {
  readonly classes: number
  /** Number of features with weights. */
  readonly features: number
  /** Estimated memory kept by the model. */
  readonly bytes: number
  /** Class probabilities, and cosine similarity to each class centroid. */
  readonly predict: (x: LrInput) => Prediction
  /** The same, computed plainly from the definition (slow; for tests). */
  readonly predictReference: (x: LrInput) => Prediction
}

export interface Prediction {
  readonly probs: Float64Array
  readonly similarity: Float64Array
  /** The same from the word groups alone: a sentence vector is never far from everything. */
  readonly lexical: Float64Array
}

interface Raw {
  readonly ids: Int32Array
  readonly tf: Float64Array
  readonly group: Int32Array
  readonly unknown: Float64Array
}

/**
 * Growing scratch arrays for reading one text at a time (`values`: its scaled features). Training
 * copies a text out of them; `predict` reads them in place, allocating no arrays per text.
 */
const newScratch = (n: number) => ({ ids: new Int32Array(n), tf: new Float64Array(n), group: new Int32Array(n), values: new Float64Array(n) })
let scratch = newScratch(1024)
const SCRATCH_KEPT = 1 << 16
const scratchFor = (size: number) => {
  if (scratch.ids.length < size) {
    const grown = newScratch(Math.max(size, 2 * scratch.ids.length))
    grown.ids.set(scratch.ids)
    grown.tf.set(scratch.tf)
    grown.group.set(scratch.group)
    scratch = grown
  }
  return scratch
}
/** One huge text must not keep huge scratch arrays for the life of the process. */
const trimScratch = () => {
  if (scratch.ids.length > SCRATCH_KEPT) scratch = newScratch(1024)
}

/** mulberry32: a small seeded PRNG for a deterministic training order. */
const mulberry32 = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0
  let t = seed
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

export const trainSoftmax = (
  samples: ReadonlyArray<LrInput & { readonly label: number }>,
  classes: number,
  options: SoftmaxOptions = SOFTMAX_DEFAULTS
): SoftmaxModel => drain(trainSoftmaxSteps(samples, classes, options))

/**
 * `trainSoftmax`, pausing after every sample and every few hundred features (steps.ts): early
 * samples update every category, ~1 ms each with 150 of them.
 */
export function* trainSoftmaxSteps(
  samples: ReadonlyArray<LrInput & { readonly label: number }>,
  classes: number,
  options: SoftmaxOptions = SOFTMAX_DEFAULTS
): Steps<SoftmaxModel> {
  const ids = options.groupWeights.map(() => new Map<string, number>())
  let F = 0
  // The sentence vector's dimensions take one block of ids, given by the first sample that has one.
  let denseBase = -1
  let denseDims = 0
  // Where each feature id sits in the text being read, valid when its stamp is the read's: the
  // counts go straight into the output, with no Map of counts per group and per text.
  let slotOf = new Int32Array(1024)
  let stampOf = new Int32Array(1024)
  let stamp = 0
  /**
   * A text's features into `scratch`: ids, sublinear TF and group, and how many; `unknown[g]`
   * sums the squared TF of the group's features without an id (they count in its norm). `grow`
   * gives them ids (training).
   */
  const readInto = (x: LrInput, grow: boolean, withDense: boolean, unknown: Float64Array): number => {
    const dense = withDense ? (x.dense?.vector ?? null) : null
    if (++stamp === 0x7fffffff) {
      stamp = 1
      stampOf.fill(0)
    }
    let at = scratchFor(256 + (dense?.length ?? 0))
    let n = 0
    for (let gi = 0; gi < DENSE && gi < options.groupWeights.length; gi++) {
      if ((options.groupWeights[gi] ?? 0) <= 0) continue
      const groupIds = ids[gi]!
      const first = n
      // Occurrences of keys without an id (only when not growing), for their share of the norm.
      let unseen: Map<string, number> | null = null
      classifierKeys(x.tokens, gi, (key) => {
        let id = groupIds.get(key)
        if (id === undefined) {
          if (!grow) {
            unseen ??= new Map()
            unseen.set(key, (unseen.get(key) ?? 0) + 1)
            return
          }
          id = F++
          groupIds.set(key, id)
          if (F > slotOf.length) {
            const stamps = new Int32Array(2 * F)
            const slots = new Int32Array(2 * F)
            stamps.set(stampOf)
            slots.set(slotOf)
            stampOf = stamps
            slotOf = slots
          }
        }
        if (stampOf[id] === stamp) {
          at.tf[slotOf[id]!]! += 1
          return
        }
        if (n === at.ids.length) at = scratchFor(2 * n + (dense?.length ?? 0))
        stampOf[id] = stamp
        slotOf[id] = n
        at.ids[n] = id
        at.tf[n] = 1
        at.group[n++] = gi
      })
      for (let j = first; j < n; j++) at.tf[j] = 1 + Math.log(at.tf[j]!)
      const unseenCounts = unseen as Map<string, number> | null
      unseenCounts?.forEach((count) => {
        const w = 1 + Math.log(count)
        unknown[gi]! += w * w
      })
    }
    if (dense !== null && (options.groupWeights[DENSE] ?? 0) > 0) {
      at = scratchFor(n + dense.length)
      if (denseBase < 0 && grow) {
        denseBase = F
        denseDims = dense.length
        F += dense.length
      }
      if (denseBase >= 0) {
        for (let d = 0; d < dense.length; d++) {
          at.ids[n] = denseBase + d
          at.tf[n] = dense[d]!
          at.group[n++] = DENSE
        }
      }
    }
    return n
  }
  /** A text's features, copied out of the scratch arrays: training keeps them. */
  const read = (x: LrInput, grow: boolean, withDense = true): Raw => {
    const unknown = new Float64Array(options.groupWeights.length)
    const n = readInto(x, grow, withDense, unknown)
    const raw = { ids: scratch.ids.slice(0, n), tf: scratch.tf.slice(0, n), group: scratch.group.slice(0, n), unknown }
    trimScratch()
    return raw
  }
  /**
   * The first `count` features scaled into `out`: each group L2-normalised to its weight,
   * features weighted by `idf` (unseen ones by `unseen`) when given. `norms`: one per group.
   */
  const scaleInto = (
    r: Omit<Raw, "unknown">,
    count: number,
    unknown: Float64Array,
    idf: Float64Array | null,
    unseen: number,
    out: Float64Array,
    norms: Float64Array
  ): void => {
    for (let g = 0; g < norms.length; g++) norms[g] = unknown[g]! * unseen * unseen
    for (let n = 0; n < count; n++) {
      out[n] = r.tf[n]! * (idf === null ? 1 : idf[r.ids[n]!]!)
      norms[r.group[n]!]! += out[n]! * out[n]!
    }
    for (let n = 0; n < count; n++) out[n] = (out[n]! * options.groupWeights[r.group[n]!]!) / Math.sqrt(norms[r.group[n]!]!)
  }
  const scale = (r: Raw, idf: Float64Array | null, unseen: number): SparseVec => {
    const values = new Float64Array(r.ids.length)
    scaleInto(r, r.ids.length, r.unknown, idf, unseen, values, new Float64Array(options.groupWeights.length))
    return { ids: r.ids, values }
  }
  const train: Array<SparseVec & { readonly raw: Raw; readonly label: number; readonly weight: number }> = []
  for (const x of samples) {
    const raw = read(x, true)
    train.push({ ...scale(raw, null, 1), raw, label: x.label, weight: x.weight ?? 1 })
    yield
  }
  const C = classes
  const dw = options.groupWeights[DENSE] ?? 0
  // Ridge on the sentence vectors: its out-of-fold predictions join each sample's logits as a
  // fixed offset, and the gradient steps touch only the word and character features.
  const ridge = options.ridge !== null && denseBase >= 0 && dw > 0 ? options.ridge : null
  const fit = ridge === null ? null : yield* fitRidgeSteps(
    samples.map((x) => x.dense?.vector ?? null),
    train.map((s) => s.label),
    train.map((s) => s.weight),
    denseDims,
    C,
    ridge.lambda,
    ridge.folds
  )
  const trained = train.map((s) => (fit === null ? s.ids.length : s.raw.group.indexOf(DENSE) >= 0 ? s.raw.group.indexOf(DENSE) : s.ids.length))
  const W = new Float32Array(F * C)
  const G = new Float32Array(F * C)
  const b = new Float64Array(C)
  const Gb = new Float64Array(C)
  const logits = new Float64Array(C)
  const rand = mulberry32(options.seed)
  const order = train.map((_, i) => i)
  const eps = 1e-8
  const activeK = new Int32Array(C)
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1))
      const t = order[i]!
      order[i] = order[j]!
      order[j] = t
    }
    for (let o = 0; o < order.length; o++) {
      yield
      const i = order[o]!
      const s = train[i]!
      const count = trained[i]!
      logitsOf(W, b, C, s.ids, count, s.values, logits)
      if (fit !== null) for (let k = 0; k < C; k++) logits[k]! += ridge!.scale * fit.outOfFold[i * C + k]!
      softmaxInPlace(logits, C)
      // gradient of the cross-entropy: p - y
      logits[s.label]! -= 1
      for (let k = 0; k < C; k++) logits[k]! *= s.weight
      for (let k = 0; k < C; k++) {
        const g = logits[k]!
        Gb[k]! += g * g
        b[k]! -= (options.rate * g) / Math.sqrt(Gb[k]! + eps)
      }
      // Classes the sample barely moves are skipped (their L2 decay is deferred with them).
      let active = 0
      for (let k = 0; k < C; k++) if (logits[k]! > SKIP || logits[k]! < -SKIP) activeK[active++] = k
      for (let n = 0; n < count; n++) {
        const base = s.ids[n]! * C
        const x = s.values[n]!
        for (let a = 0; a < active; a++) {
          const k = activeK[a]!
          const at = base + k
          const g = logits[k]! * x + options.l2 * W[at]!
          G[at]! += g * g
          W[at]! -= (options.rate * g) / Math.sqrt(G[at]! + eps)
        }
      }
    }
  }
  // The vector's weights from the fit on every sample: its scaled values are dw × vector.
  if (fit !== null) {
    for (let d = 0; d < denseDims; d++) {
      for (let k = 0; k < C; k++) W[(denseBase + d) * C + k] = (ridge!.scale * fit.weights[d * C + k]!) / dw
    }
  }
  // Category centroids in the same feature space, IDF over categories (a feature every category
  // has says nothing): a nearest-centroid similarity that complements the softmax.
  const perLabel = Array.from({ length: C }, () => new Set<number>())
  for (const s of train) {
    for (const id of s.ids) perLabel[s.label]!.add(id)
    yield
  }
  const df = new Float64Array(F)
  for (const set of perLabel) for (const id of set) df[id]! += 1
  const idf = Float64Array.from(df, (d) => Math.log((C + 1) / (d + 1)) + 1)
  const unseen = Math.log(C + 1) + 1
  const M = new Float32Array(F * C)
  for (const s of train) {
    const v = scale(s.raw, idf, unseen)
    for (let n = 0; n < v.ids.length; n++) M[v.ids[n]! * C + s.label]! += v.values[n]! * s.weight
    yield
  }
  // Norms of each centroid, whole and without the sentence vector's dimensions (`lexical`).
  const centroidNorm = new Float64Array(C)
  const lexicalNorm = new Float64Array(C)
  for (let f = 0; f < F; f++) {
    if (f % 512 === 511) yield
    const isDense = f >= denseBase && f < denseBase + denseDims
    for (let k = 0; k < C; k++) {
      const sq = M[f * C + k]! ** 2
      centroidNorm[k]! += sq
      if (!isDense) lexicalNorm[k]! += sq
    }
  }
  for (let k = 0; k < C; k++) {
    centroidNorm[k] = Math.sqrt(centroidNorm[k]!)
    lexicalNorm[k] = Math.sqrt(lexicalNorm[k]!)
  }
  const groupNorm = Math.sqrt(options.groupWeights.reduce((sum, w) => sum + w * w, 0))

  // Each piece's projection through the weights and the centroids (its row: C of W, then C of
  // M), computed on first use: a text then costs 2 × categories per piece instead of 2 ×
  // categories × dimensions. One table for the whole vocabulary (8,002 pieces: 9.6 MB at 150
  // categories), made with the first text that has a vector and counted in `bytes`; a smaller
  // cache that clears itself refilled on every call once a rubric's texts used more pieces.
  const pieceCount = denseBase >= 0 ? sentencePieceCount() : 0
  const C2 = 2 * C
  let projections = new Float32Array(0)
  let projectedYet = new Uint8Array(0)
  const projected = (piece: number): number => {
    if (projectedYet.length === 0) {
      projections = new Float32Array(pieceCount * C2)
      projectedYet = new Uint8Array(pieceCount)
    }
    const at = piece * C2
    if (projectedYet[piece] === 0) {
      projectPiece(piece, W, denseBase, C, projections.subarray(at, at + C))
      projectPiece(piece, M, denseBase, C, projections.subarray(at + C, at + C2))
      projectedYet[piece] = 1
    }
    return at
  }

  // A text read for `predict` stays in the scratch arrays and these: training shares `read`'s
  // allocations, and V8 then allocates them in the old generation ("pretenuring", since training
  // keeps them), where every call's dead copies kept its young arrays alive through scavenges:
  // 2 ms pauses, half of them past the 770-example call's p99 (docs/quality.md, 2026-11-26).
  const unknownOfText = new Float64Array(options.groupWeights.length)
  const groupNorms = new Float64Array(options.groupWeights.length)
  const predict = (f: LrInput): Prediction => {
    unknownOfText.fill(0)
    const count = readInto(f, false, false, unknownOfText)
    const r = scratch
    const dense = denseBase >= 0 && dw > 0 ? (f.dense ?? null) : null
    const probs = new Float64Array(C)
    const similarity = new Float64Array(C)
    const denseSim = new Float64Array(C)
    const lexical = new Float64Array(C)
    scaleInto(r, count, unknownOfText, null, 1, r.values, groupNorms)
    logitsOf(W, b, C, r.ids, count, r.values, probs)
    scaleInto(r, count, unknownOfText, idf, unseen, r.values, groupNorms)
    for (let n = 0; n < count; n++) {
      const base = r.ids[n]! * C
      const x = r.values[n]!
      for (let k = 0; k < C; k++) similarity[k]! += M[base + k]! * x
    }
    // The vector is unit length and all its dimensions share one IDF, which the group's
    // normalisation cancels: its scaled values are dw × vector in both spaces.
    if (dense !== null) {
      for (let i = 0; i < dense.pieces.length; i++) {
        const at = projected(dense.pieces[i]!)
        const c = dw * dense.coef[i]!
        for (let k = 0; k < C; k++) {
          probs[k]! += c * projections[at + k]!
          denseSim[k]! += c * projections[at + C + k]!
        }
      }
    }
    softmaxInPlace(probs, C)
    // Every group present is normalised to its weight, unknown features included.
    let present = 0
    for (let g = 0; g < Math.min(DENSE, options.groupWeights.length); g++) {
      if (unknownOfText[g]! > 0 || (count > 0 && r.group.lastIndexOf(g, count - 1) >= 0)) present += options.groupWeights[g]! ** 2
    }
    trimScratch()
    const lexNorm = Math.sqrt(present) || groupNorm
    const norm = Math.sqrt(present + (dense !== null ? dw * dw : 0)) || groupNorm
    for (let k = 0; k < C; k++) {
      const ln = lexicalNorm[k]!
      lexical[k] = ln > 0 ? similarity[k]! / (lexNorm * ln) : 0
      const cn = centroidNorm[k]!
      similarity[k] = cn > 0 ? (similarity[k]! + denseSim[k]!) / (norm * cn) : 0
    }
    return { probs, similarity, lexical }
  }
  // The definition `predict` computes faster: the full feature vector, sentence vector included,
  // scaled as in training. Kept to check the fast path against (test/scorer/softmax.test.ts).
  const predictReference = (f: LrInput): Prediction => {
    const r = read(f, false, dw > 0)
    const probs = new Float64Array(C)
    forward(W, b, C, r.ids, r.ids.length, scale(r, null, 1).values, probs)
    const v = scale(r, idf, unseen)
    const similarity = new Float64Array(C)
    const lexical = new Float64Array(C)
    for (let n = 0; n < v.ids.length; n++) {
      const isDense = r.group[n] === DENSE
      for (let k = 0; k < C; k++) {
        const x = M[v.ids[n]! * C + k]! * v.values[n]!
        similarity[k]! += x
        if (!isDense) lexical[k]! += x
      }
    }
    let present = 0
    for (let g = 0; g < options.groupWeights.length; g++) {
      if (r.unknown[g]! > 0 || r.group.includes(g)) present += options.groupWeights[g]! ** 2
    }
    const lexPresent = present - (r.group.includes(DENSE) ? dw * dw : 0)
    for (let k = 0; k < C; k++) {
      similarity[k] = centroidNorm[k]! > 0 && present > 0 ? similarity[k]! / (Math.sqrt(present) * centroidNorm[k]!) : 0
      lexical[k] = lexicalNorm[k]! > 0 && lexPresent > 0 ? lexical[k]! / (Math.sqrt(lexPresent) * lexicalNorm[k]!) : 0
    }
    return { probs, similarity, lexical }
  }
  // Weights and centroids, the piece projections, and the feature-id maps (~64 bytes a key).
  const bytes = W.byteLength + M.byteLength + pieceCount * (C2 * 4 + 1) + F * 64
  return { classes: C, features: F, bytes, predict, predictReference }
}

/** Softmax probabilities into `out`. */
const forward = (W: Float32Array, b: Float64Array, C: number, ids: Int32Array, count: number, values: Float64Array, out: Float64Array): void => {
  logitsOf(W, b, C, ids, count, values, out)
  softmaxInPlace(out, C)
}

/** Logits of the first `count` features into `out`. */
const logitsOf = (W: Float32Array, b: Float64Array, C: number, ids: Int32Array, count: number, values: Float64Array, out: Float64Array): void => {
  for (let k = 0; k < C; k++) out[k] = b[k]!
  for (let n = 0; n < count; n++) {
    const base = ids[n]! * C
    const x = values[n]!
    for (let k = 0; k < C; k++) out[k]! += W[base + k]! * x
  }
}

const softmaxInPlace = (out: Float64Array, C: number): void => {
  let max = -Infinity
  for (let k = 0; k < C; k++) if (out[k]! > max) max = out[k]!
  let sum = 0
  for (let k = 0; k < C; k++) {
    const e = Math.exp(out[k]! - max)
    out[k] = e
    sum += e
  }
  for (let k = 0; k < C; k++) out[k] = out[k]! / sum
}
