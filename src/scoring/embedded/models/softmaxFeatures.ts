// How the softmax (softmax.ts) reads a text: its sparse features (classifierKeys groups, then
// the sentence vector's dimensions), their ids, and their scaling. One feature space per model:
// training grows it, prediction reads texts into it without growing it.
import { classifierKeys } from "./classifierKeys.js"
import type { Token } from "../text/text.js"
import type { SentenceCode } from "./sentenceVector.js"

/** Index of the sentence vector's group in `groupWeights`. */
export const DENSE = 4

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

export interface Raw {
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
export const trimScratch = () => {
  if (scratch.ids.length > SCRATCH_KEPT) scratch = newScratch(1024)
}

/** The scratch arrays as they are now (`readInto` may have grown them). */
export const currentScratch = () => scratch

export interface FeatureSpace {
  /**
   * A text's features into the scratch arrays: ids, sublinear TF and group, and how many;
   * `unknown[g]` sums the squared TF of the group's features without an id (they count in its
   * norm). `grow` gives them ids (training).
   */
  readonly readInto: (x: LrInput, grow: boolean, withDense: boolean, unknown: Float64Array) => number
  /** A text's features, copied out of the scratch arrays: training keeps them. */
  readonly read: (x: LrInput, grow: boolean, withDense?: boolean) => Raw
  /**
   * The first `count` features scaled into `out`: each group L2-normalised to its weight,
   * features weighted by `idf` (unseen ones by `unseen`) when given. `norms`: one per group.
   */
  readonly scaleInto: (
    r: Omit<Raw, "unknown">,
    count: number,
    unknown: Float64Array,
    idf: Float64Array | null,
    unseen: number,
    out: Float64Array,
    norms: Float64Array
  ) => void
  readonly scale: (r: Raw, idf: Float64Array | null, unseen: number) => SparseVec
  /** Number of feature ids given so far. */
  readonly features: () => number
  /** First id of the sentence vector's block, -1 before a text with a vector was read growing. */
  readonly denseBase: () => number
  readonly denseDims: () => number
}

export const featureSpace = (groupWeights: ReadonlyArray<number>): FeatureSpace => {
  const options = { groupWeights }
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
  const read = (x: LrInput, grow: boolean, withDense = true): Raw => {
    const unknown = new Float64Array(options.groupWeights.length)
    const n = readInto(x, grow, withDense, unknown)
    const raw = { ids: scratch.ids.slice(0, n), tf: scratch.tf.slice(0, n), group: scratch.group.slice(0, n), unknown }
    trimScratch()
    return raw
  }
  const scaleInto: FeatureSpace["scaleInto"] = (r, count, unknown, idf, unseen, out, norms) => {
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
  return { readInto, read, scaleInto, scale, features: () => F, denseBase: () => denseBase, denseDims: () => denseDims }
}
