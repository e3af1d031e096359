// A multinomial logistic regression (softmax) over sparse features, trained at compile time
// for custom classification detectors with labelled examples. Deterministic: a fixed
// seed orders the epochs, and the same examples always give the same weights.
//
// Training is AdaGrad SGD on the cross-entropy with an L2 penalty applied to the weights a
// sample touches (the usual sparse approximation); classes whose gradient is tiny for a
// sample are skipped, which keeps training to ~1 s for 1,000 examples in 100 categories.
// Feature groups, each L2-normalised and weighted so that a short and a long text weigh
// alike: the similarity model's word features (stems, stem bigrams, concepts), every word's
// stem with function words and word bigrams, and character 3-4-grams of the word sequence.
// Memory: 4 bytes × features × categories for the weights (~13 MB for 1,500 examples in 150
// categories; twice that while training).
import type { Token } from "./text.js"
import { modPrefix, type Counts, type Features } from "./vector.js"

const addTo = (m: Counts, k: string, v = 1) => m.set(k, (m.get(k) ?? 0) + v)
const SEQ_MIN = 3
const SEQ_MAX = 4

/**
 * The classifier's own view of a text, besides the similarity features: every word's stem
 * (function words included: "how do I" and "why did" ask different things) and word bigrams
 * across function words (with sentence start and end marks).
 */
export const sequenceWords = (tokens: ReadonlyArray<Token>): Counts => {
  const out: Counts = new Map()
  let prev = "<s>"
  for (const t of tokens) {
    if (t.cls === "punct") continue
    const st = modPrefix(t.mod) + t.stem
    addTo(out, st)
    addTo(out, prev + " " + st)
    prev = st
  }
  addTo(out, prev + " </s>")
  return out
}

/** Character n-grams of the whole lowercased word sequence (morphology, short phrases). */
export const sequenceChars = (tokens: ReadonlyArray<Token>): Counts => {
  const out: Counts = new Map()
  let text = " "
  for (const t of tokens) if (t.cls !== "punct") text += (t.cls === "word" ? t.norm : t.stem) + " "
  for (let n = SEQ_MIN; n <= SEQ_MAX; n++) for (let i = 0; i + n <= text.length; i++) addTo(out, text.slice(i, i + n))
  return out
}
export interface SoftmaxOptions {
  readonly epochs: number
  readonly rate: number
  readonly l2: number
  readonly wordWeight: number
  readonly charWeight: number
  readonly seqWordWeight: number
  readonly seqCharWeight: number
}

export const SOFTMAX_DEFAULTS: SoftmaxOptions = { epochs: 8, rate: 0.2, l2: 1e-3, wordWeight: 0.5, charWeight: 0, seqWordWeight: 0.45, seqCharWeight: 0.9 }

/** A class whose gradient |p - y| is below this is not updated for that sample. */
const SKIP = 2e-3

export interface SparseVec {
  readonly ids: Int32Array
  readonly values: Float64Array
}

export interface LrInput {
  readonly features: Features
  readonly tokens: ReadonlyArray<Token>
}

export interface SoftmaxModel {
  readonly classes: number
  /** Number of features with weights. */
  readonly features: number
  /** Class probabilities. */
  readonly predict: (x: LrInput) => Float64Array
}

/** mulberry32: a small seeded PRNG for a deterministic training order. */
const mulberry32 = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0
  let t = seed
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

interface Group {
  readonly weight: number
  readonly of: (x: LrInput) => ReadonlyMap<string, number>
  readonly ids: Map<string, number>
}

export const trainSoftmax = (
  samples: ReadonlyArray<LrInput & { readonly label: number }>,
  classes: number,
  options: SoftmaxOptions = SOFTMAX_DEFAULTS
): SoftmaxModel => {
  const groups: ReadonlyArray<Group> = [
    { weight: options.wordWeight, of: (x: LrInput) => x.features.word, ids: new Map<string, number>() },
    { weight: options.charWeight, of: (x: LrInput) => x.features.char, ids: new Map<string, number>() },
    { weight: options.seqWordWeight, of: (x: LrInput) => sequenceWords(x.tokens), ids: new Map<string, number>() },
    { weight: options.seqCharWeight, of: (x: LrInput) => sequenceChars(x.tokens), ids: new Map<string, number>() }
  ].filter((g) => g.weight > 0)
  let F = 0
  /** Sublinear TF, each group L2-normalised to its weight; `grow` gives unseen features an id (training). */
  const vectorize = (x: LrInput, grow: boolean): SparseVec => {
    const ids: Array<number> = []
    const values: Array<number> = []
    for (const g of groups) {
      const m = g.of(x)
      let norm = 0
      for (const v of m.values()) {
        const w = 1 + Math.log(v > 0 ? v : 1)
        norm += w * w
      }
      if (norm === 0) continue
      const scale = g.weight / Math.sqrt(norm)
      for (const [k, v] of m) {
        let id = g.ids.get(k)
        if (id === undefined) {
          if (!grow) continue
          id = F++
          g.ids.set(k, id)
        }
        ids.push(id)
        values.push((1 + Math.log(v > 0 ? v : 1)) * scale)
      }
    }
    return { ids: Int32Array.from(ids), values: Float64Array.from(values) }
  }
  const train = samples.map((x) => ({ ...vectorize(x, true), label: x.label }))
  const C = classes
  const W = new Float32Array(F * C)
  const G = new Float32Array(F * C)
  const b = new Float64Array(C)
  const Gb = new Float64Array(C)
  const logits = new Float64Array(C)
  const rand = mulberry32(0x5eed)
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
    for (const idx of order) {
      const s = train[idx]!
      forward(W, b, C, s.ids, s.values, logits)
      // gradient of the cross-entropy: p - y
      logits[s.label]! -= 1
      for (let k = 0; k < C; k++) {
        const g = logits[k]!
        Gb[k]! += g * g
        b[k]! -= (options.rate * g) / Math.sqrt(Gb[k]! + eps)
      }
      // Classes the sample barely moves are skipped (their L2 decay is deferred with them).
      let active = 0
      for (let k = 0; k < C; k++) if (logits[k]! > SKIP || logits[k]! < -SKIP) activeK[active++] = k
      for (let n = 0; n < s.ids.length; n++) {
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
  const predict = (f: LrInput): Float64Array => {
    const v = vectorize(f, false)
    const out = new Float64Array(C)
    forward(W, b, C, v.ids, v.values, out)
    return out
  }
  return { classes: C, features: F, predict }
}

/** Softmax probabilities into `out`. */
const forward = (W: Float32Array, b: Float64Array, C: number, ids: Int32Array, values: Float64Array, out: Float64Array): void => {
  for (let k = 0; k < C; k++) out[k] = b[k]!
  for (let n = 0; n < ids.length; n++) {
    const base = ids[n]! * C
    const x = values[n]!
    for (let k = 0; k < C; k++) out[k]! += W[base + k]! * x
  }
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
