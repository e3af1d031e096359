// Sparse TF-IDF vectors over two feature groups: stemmed words and word bigrams, and
// character n-grams of each word. Every feature carries the modality of its token, so
// "budget" (stated), "~budget" (denied) and "^budget" (hypothetical) never match each other.
import { charSpace, type Counts, wordSpace } from "./counts.js"
import { conceptsOf } from "./lexicon.js"
import type { Token } from "./text.js"

export { Counts } from "./counts.js"

const NON_FEATURES = new Set([
  "not", "no", "never", "nobody", "nothing", "none", "neither", "nor", "without", "cannot", "zero",
  "if", "unless", "whether", "suppose", "supposing", "assuming", "hypothetically", "unsure"
])

/** Weight of a concept feature (lexicon.ts) relative to a word. */
const CONCEPT_WEIGHT = 0.8
const HYP_IN_PROTOTYPE = 0.6

export const modPrefix = (mod: number): string => (mod === 1 ? "~" : mod === 2 ? "^" : "")

const add = (m: Map<string, number>, k: string, v = 1) => m.set(k, (m.get(k) ?? 0) + v)

export const isContent = (t: Token) => t.cls !== "punct" && !t.stop && !NON_FEATURES.has(t.norm)

const gramCache = new Map<string, ReadonlyArray<string>>()

/** Character 3- to 5-grams of a word with boundary marks, cached (words repeat a lot). */
const charGrams = (word: string): ReadonlyArray<string> => {
  let grams = gramCache.get(word)
  if (grams === undefined) {
    const padded = `<${word}>`
    const out: Array<string> = []
    for (let n = 3; n <= 5; n++) for (let i = 0; i + n <= padded.length; i++) out.push(padded.slice(i, i + n))
    grams = out
    if (gramCache.size > 100_000) gramCache.clear()
    gramCache.set(word, grams)
  }
  return grams
}

/** Concept feature keys by concept and modality ("≈12", "~≈12", "^≈12"). */
const conceptKeyCache: Array<Array<string>> = [[], [], []]

const conceptKeysOf = (concepts: ReadonlyArray<number>, mod: number): ReadonlyArray<string> => {
  if (concepts.length === 0) return concepts as ReadonlyArray<never>
  const byConcept = conceptKeyCache[mod]!
  const out: Array<string> = []
  for (const c of concepts) out.push((byConcept[c] ??= `${modPrefix(mod)}≈${c}`))
  return out
}

const conceptKeys = (key: string, mod: number): ReadonlyArray<string> => conceptKeysOf(conceptsOf(key), mod)

/** Stem bigram keys and their concepts, by first and second stem (built once per pair). */
const bigramCache = new Map<string, Map<string, { readonly key: string; readonly concepts: ReadonlyArray<number> }>>()
let bigramCount = 0

const bigramOf = (a: string, b: string): { readonly key: string; readonly concepts: ReadonlyArray<number> } => {
  let second = bigramCache.get(a)
  if (second === undefined) {
    if (bigramCount > 100_000) {
      bigramCache.clear()
      bigramCount = 0
    }
    second = new Map()
    bigramCache.set(a, second)
  }
  let hit = second.get(b)
  if (hit === undefined) {
    const key = a + "_" + b
    hit = { key, concepts: conceptsOf(key) }
    second.set(b, hit)
    bigramCount++
  }
  return hit
}

export interface Features {
  readonly word: Counts
  readonly char: Counts
}

/**
 * `prototype`: an example's hypothetical words also count, softly, as plain ones: "if this
 * isn't refunded I'm disputing it" is an example of a threat to dispute.
 */
export const featuresOf = (tokens: ReadonlyArray<Token>, prototype = false): Features => {
  const word = wordSpace.start()
  const char = charSpace.start()
  let prev: Token | null = null
  for (const t of tokens) {
    if (t.cls === "punct") {
      prev = null
      continue
    }
    if (!isContent(t)) {
      // Function words ("how", "why", "can") only matter to classification models (see weigh).
      if (t.stop && t.cls === "word") word.add(STOP_MARK + modPrefix(t.mod) + t.norm)
      continue
    }
    const p = modPrefix(t.mod)
    word.add(p + t.stem)
    if (prototype && t.mod === 2) word.add(t.stem, HYP_IN_PROTOTYPE)
    for (const c of conceptKeys(t.stem, t.mod)) word.add(c, CONCEPT_WEIGHT)
    if (prev !== null) {
      const bmod = Math.max(prev.mod, t.mod)
      const b = bigramOf(prev.stem, t.stem)
      word.add(modPrefix(bmod) + b.key, 0.8)
      for (const c of conceptKeysOf(b.concepts, bmod)) word.add(c, CONCEPT_WEIGHT)
    }
    prev = t
    if (t.cls === "word" && t.norm.length >= 3 && !t.stem.startsWith("{")) {
      for (const g of charGrams(t.norm)) char.add(p + g)
    }
  }
  return { word: word.done(), char: char.done() }
}

/** The features of the same text with every negated word read as stated ("~budget" → "budget"). */
export const flipNegation = (f: Features): Features => {
  const stated = (k: string) => (k.startsWith("~") ? k.slice(1) : k)
  const word = wordSpace.start()
  const char = charSpace.start()
  word.addAll(f.word, stated)
  char.addAll(f.char, stated)
  return { word: word.done(), char: char.done() }
}

/** The sum of several feature maps (a message made of sentences). */
export const mergeFeatures = (fs: ReadonlyArray<Features>): Features => {
  const word = wordSpace.start()
  const char = charSpace.start()
  for (const f of fs) {
    word.addAll(f.word)
    char.addAll(f.char)
  }
  return { word: word.done(), char: char.done() }
}

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

/** Marks function-word features. */
export const STOP_MARK = "•"

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
