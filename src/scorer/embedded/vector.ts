// Sparse TF-IDF vectors over two feature groups: stemmed words and word bigrams, and
// character n-grams of each word. Every feature carries the modality of its token, so
// "budget" (stated), "~budget" (denied) and "^budget" (hypothetical) never match each other.
import type { Token } from "./text.js"

export type Counts = Map<string, number>

const NON_FEATURES = new Set([
  "not", "no", "never", "nobody", "nothing", "none", "neither", "nor", "without", "cannot", "zero",
  "if", "unless", "whether", "suppose", "supposing", "assuming", "hypothetically", "unsure"
])

export const modPrefix = (mod: number): string => (mod === 1 ? "~" : mod === 2 ? "^" : "")

const add = (m: Counts, k: string, v = 1) => m.set(k, (m.get(k) ?? 0) + v)

const isContent = (t: Token) => t.cls !== "punct" && !t.stop && !NON_FEATURES.has(t.norm)

export interface Features {
  readonly word: Counts
  readonly char: Counts
}

export const featuresOf = (tokens: ReadonlyArray<Token>): Features => {
  const word: Counts = new Map()
  const char: Counts = new Map()
  let prev: Token | null = null
  for (const t of tokens) {
    if (t.cls === "punct") {
      prev = null
      continue
    }
    if (!isContent(t)) continue
    const p = modPrefix(t.mod)
    add(word, p + t.stem)
    if (prev !== null) add(word, modPrefix(Math.max(prev.mod, t.mod)) + prev.stem + "_" + t.stem, 0.8)
    prev = t
    if (t.cls === "word" && t.norm.length >= 3 && !t.stem.startsWith("{")) {
      const padded = `<${t.norm}>`
      for (let n = 3; n <= 5; n++) {
        for (let i = 0; i + n <= padded.length; i++) add(char, p + padded.slice(i, i + n))
      }
    }
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

/** Sublinear TF times IDF, L2-normalised. */
export const weigh = (f: Counts, idf: Idf): Vec => {
  const keys: Array<string> = []
  const weights: Array<number> = []
  let norm = 0
  for (const [k, tf] of f) {
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
