// The features of a text, in two groups: stemmed words, word bigrams and lexicon concepts, and
// character n-grams of each word. Every feature carries the modality of its token, so "budget"
// (stated), "~budget" (denied) and "^budget" (hypothetical) never match each other.
import { charSpace, type Counts, wordSpace } from "./counts.js"
import { conceptsOf } from "./lexicon.js"
import type { Token } from "./text.js"

/** Marks function-word features. */
export const STOP_MARK = "•"

const NON_FEATURES = new Set([
  "not", "no", "never", "nobody", "nothing", "none", "neither", "nor", "without", "cannot", "zero",
  "if", "unless", "whether", "suppose", "supposing", "assuming", "hypothetically", "unsure"
])

/** Weight of a concept feature (lexicon.ts) relative to a word. */
const CONCEPT_WEIGHT = 0.8
const HYP_IN_PROTOTYPE = 0.6

export const modPrefix = (mod: number): string => (mod === 1 ? "~" : mod === 2 ? "^" : "")

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
