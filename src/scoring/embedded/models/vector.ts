// Sparse TF-IDF vectors over the feature groups of features.ts, an inverted index of them for
// cosine similarity against many prototypes, and their centroids.
import type { Counts } from "../text/counts.js"
import { STOP_MARK } from "../text/features.js"

const add = (m: Map<string, number>, k: string, v = 1) => m.set(k, (m.get(k) ?? 0) + v)

/** Document frequencies over a set of feature maps, and the resulting IDF function. */
export class Idf {
  private readonly df = new Map<string, number>()
  /** IDF values by feature once documents stop coming (scoring looks up the same features over and over). */
  private readonly values = new Map<string, number>()
  private n = 0
  private unseen = 1
  /** Changes with every document (caches built from these values check it). */
  version = 0
  addDocument(f: { keys(): IterableIterator<string> }): void {
    this.n++
    this.version++
    this.values.clear()
    for (const k of f.keys()) this.df.set(k, (this.df.get(k) ?? 0) + 1)
  }
  idf(k: string): number {
    if (this.values.size === 0) this.computeValues()
    return this.values.get(k) ?? this.unseen
  }
  /** The IDF of a feature no document has. */
  unseenIdf(): number {
    if (this.values.size === 0) this.computeValues()
    return this.unseen
  }
  /** Every feature some document has. */
  keys(): IterableIterator<string> {
    return this.df.keys()
  }
  private computeValues(): void {
    for (const [key, df] of this.df) this.values.set(key, Math.log((this.n + 1) / (df + 1)) + 1)
    this.unseen = Math.log(this.n + 1) + 1
  }
}

export interface Vec {
  readonly keys: ReadonlyArray<string>
  readonly weights: ReadonlyArray<number>
}

/** Sublinear TF times IDF, L2-normalised; function-word features only when `withStop`. */
export const weigh = (f: Counts, idf: Idf, withStop = false): Vec => {
  const keys: Array<string> = []
  const weights: Array<number> = []
  let norm = 0
  for (const [k, tf] of f) {
    if (!withStop && k.startsWith(STOP_MARK)) continue
    const w = (1 + Math.log(tf)) * idf.idf(k)
    keys.push(k)
    weights.push(w)
    norm += w * w
  }
  norm = Math.sqrt(norm)
  if (norm > 0) for (let i = 0; i < weights.length; i++) weights[i] = weights[i]! / norm
  return { keys, weights }
}

/** Scratch for Index.accumulateCounts (synchronous, one text at a time). */
let hitIds = new Int32Array(256)
let hitWeights = new Float64Array(256)
const HITS_KEPT = 1 << 16

/** An inverted index of prototype vectors for fast cosine similarity against many prototypes. */
export class Index {
  private readonly ids = new Map<string, number>()
  private readonly postings: Array<Array<number>> = []
  private size = 0
  /**
   * Scoring's lookup table for one Idf: feature → slot, with the slot's posting list (or -1)
   * and IDF value, so that a unit's feature costs one map lookup instead of two. Rebuilt when
   * the index or the Idf changes.
   */
  private lookup: {
    readonly idf: Idf
    readonly version: number
    readonly adds: number
    readonly slots: Map<string, number>
    readonly ids: Int32Array
    readonly idfs: Float64Array
    readonly unseen: number
  } | null = null
  private adds = 0

  private lookupFor(idf: Idf): NonNullable<Index["lookup"]> {
    const l = this.lookup
    if (l !== null && l.idf === idf && l.version === idf.version && l.adds === this.adds) return l
    const slots = new Map<string, number>()
    for (const k of this.ids.keys()) slots.set(k, slots.size)
    for (const k of idf.keys()) if (!slots.has(k)) slots.set(k, slots.size)
    const ids = new Int32Array(slots.size)
    const idfs = new Float64Array(slots.size)
    for (const [k, slot] of slots) {
      ids[slot] = this.ids.get(k) ?? -1
      idfs[slot] = idf.idf(k)
    }
    const built = { idf, version: idf.version, adds: this.adds, slots, ids, idfs, unseen: idf.unseenIdf() }
    this.lookup = built
    return built
  }

  /** Adds a prototype (numbered in order, or `p`: the index may skip numbers); returns its number. */
  add(v: Vec, p: number = this.size): number {
    this.adds++
    this.size = Math.max(this.size, p + 1)
    for (let i = 0; i < v.keys.length; i++) {
      const k = v.keys[i]!
      let id = this.ids.get(k)
      if (id === undefined) {
        id = this.postings.length
        this.ids.set(k, id)
        this.postings.push([])
      }
      this.postings[id]!.push(p, v.weights[i]!)
    }
    return p
  }

  get count(): number {
    return this.size
  }

  /**
   * The same as `accumulate(weigh(f, idf, withStop), out, scale)` without building the vector
   * (scoring does this for every unit against every index).
   */
  accumulateCounts(f: Counts, idf: Idf, withStop: boolean, out: Float64Array, scale: number): void {
    // Nothing indexed (a manifest with only custom classification detectors has an empty shared index).
    if (this.postings.length === 0) return
    const { slots, ids, idfs, unseen } = this.lookupFor(idf)
    let norm = 0
    let n = 0
    // Sized for this text; one huge text does not keep huge arrays afterwards.
    if (hitIds.length < f.size || hitIds.length > HITS_KEPT) {
      hitIds = new Int32Array(Math.max(256, 2 * f.size))
      hitWeights = new Float64Array(hitIds.length)
    }
    // Plain loops and reused arrays: this runs for every unit against every index.
    const { keyList, tfs } = f
    for (let i = 0; i < keyList.length; i++) {
      const k = keyList[i]!
      if (!withStop && k.startsWith(STOP_MARK)) continue
      const slot = slots.get(k)
      const w = (1 + Math.log(tfs[i]!)) * (slot === undefined ? unseen : idfs[slot]!)
      norm += w * w
      if (slot === undefined) continue
      const id = ids[slot]!
      if (id === -1) continue
      hitIds[n] = id
      hitWeights[n++] = w
    }
    if (norm === 0) return
    const s = scale / Math.sqrt(norm)
    for (let i = 0; i < n; i++) {
      const w = hitWeights[i]! * s
      const post = this.postings[hitIds[i]!]!
      for (let j = 0; j < post.length; j += 2) out[post[j]!]! += w * post[j + 1]!
    }
  }

  /** Cosine similarity of `v` with every prototype, added into `out` times `scale`. */
  accumulate(v: Vec, out: Float64Array, scale: number): void {
    for (let i = 0; i < v.keys.length; i++) {
      const id = this.ids.get(v.keys[i]!)
      if (id === undefined) continue
      const w = v.weights[i]! * scale
      const post = this.postings[id]!
      for (let j = 0; j < post.length; j += 2) out[post[j]!]! += w * post[j + 1]!
    }
  }
}

/** The normalised sum of vectors (a category centroid). */
export const centroid = (vs: ReadonlyArray<Vec>): Vec => {
  const sum = new Map<string, number>()
  for (const v of vs) for (let i = 0; i < v.keys.length; i++) add(sum, v.keys[i]!, v.weights[i]!)
  let norm = 0
  for (const w of sum.values()) norm += w * w
  norm = Math.sqrt(norm)
  const keys = [...sum.keys()]
  return { keys, weights: keys.map((k) => (norm > 0 ? sum.get(k)! / norm : 0)) }
}
