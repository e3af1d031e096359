// Sparse TF-IDF vectors over two feature groups: stemmed words and word bigrams, and
// character n-grams of each word. Every feature carries the modality of its token, so
// "budget" (stated), "~budget" (denied) and "^budget" (hypothetical) never match each other.
import { conceptsOf } from "./lexicon.js"
import type { Token } from "./text.js"

export type Counts = Map<string, number>

const NON_FEATURES = new Set([
  "not", "no", "never", "nobody", "nothing", "none", "neither", "nor", "without", "cannot", "zero",
  "if", "unless", "whether", "suppose", "supposing", "assuming", "hypothetically", "unsure"
])

/** Weight of a concept feature (lexicon.ts) relative to a word. */
const CONCEPT_WEIGHT = 0.8
const HYP_IN_PROTOTYPE = 0.6

export const modPrefix = (mod: number): string => (mod === 1 ? "~" : mod === 2 ? "^" : "")

const add = (m: Counts, k: string, v = 1) => m.set(k, (m.get(k) ?? 0) + v)

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

export interface Features {
  readonly word: Counts
  readonly char: Counts
}

/**
 * `prototype`: an example's hypothetical words also count, softly, as plain ones: "if this
 * isn't refunded I'm disputing it" is an example of a threat to dispute.
 */
export const featuresOf = (tokens: ReadonlyArray<Token>, prototype = false): Features => {
  const word: Counts = new Map()
  const char: Counts = new Map()
  let prev: Token | null = null
  for (const t of tokens) {
    if (t.cls === "punct") {
      prev = null
      continue
    }
    if (!isContent(t)) {
      // Function words ("how", "why", "can") only matter to classification models (see weigh).
      if (t.stop && t.cls === "word") add(word, STOP_MARK + modPrefix(t.mod) + t.norm)
      continue
    }
    const p = modPrefix(t.mod)
    add(word, p + t.stem)
    if (prototype && t.mod === 2) add(word, t.stem, HYP_IN_PROTOTYPE)
    for (const c of conceptsOf(t.stem)) add(word, `${p}≈${c}`, CONCEPT_WEIGHT)
    if (prev !== null) {
      const bp = modPrefix(Math.max(prev.mod, t.mod))
      const bigram = prev.stem + "_" + t.stem
      add(word, bp + bigram, 0.8)
      for (const c of conceptsOf(bigram)) add(word, `${bp}≈${c}`, CONCEPT_WEIGHT)
    }
    prev = t
    if (t.cls === "word" && t.norm.length >= 3 && !t.stem.startsWith("{")) {
      for (const g of charGrams(t.norm)) add(char, p + g)
    }
  }
  return { word, char }
}

/** The features of the same text with every negated word read as stated ("~budget" → "budget"). */
export const flipNegation = (f: Features): Features => {
  const flip = (m: Counts): Counts => {
    const out: Counts = new Map()
    for (const [k, v] of m) add(out, k.startsWith("~") ? k.slice(1) : k, v)
    return out
  }
  return { word: flip(f.word), char: flip(f.char) }
}

/** The sum of several feature maps (a message made of sentences). */
export const mergeFeatures = (fs: ReadonlyArray<Features>): Features => {
  const word: Counts = new Map()
  const char: Counts = new Map()
  for (const f of fs) {
    for (const [k, v] of f.word) add(word, k, v)
    for (const [k, v] of f.char) add(char, k, v)
  }
  return { word, char }
}

/** Document frequencies over a set of feature maps, and the resulting IDF function. */
export class Idf {
  private readonly df = new Map<string, number>()
  private n = 0
  addDocument(f: Counts): void {
    this.n++
    for (const k of f.keys()) this.df.set(k, (this.df.get(k) ?? 0) + 1)
  }
  idf(k: string): number {
    return Math.log((this.n + 1) / ((this.df.get(k) ?? 0) + 1)) + 1
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

/** An inverted index of prototype vectors for fast cosine similarity against many prototypes. */
export class Index {
  private readonly ids = new Map<string, number>()
  private readonly postings: Array<Array<number>> = []
  private size = 0

  /** Adds a prototype; returns its number. */
  add(v: Vec): number {
    const p = this.size++
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
