// What a learned detector head (heads.ts) reads of a sentence: the same tokens and sentence code
// the scorer reads at scoring time, so that scripts/train-heads.ts fits on exactly what the
// runtime will see. Two groups, each L2-normalised: the sentence's stems, their lexicon concepts
// and stem bigrams, modality-marked ("~budget" denied, "^budget" open), and its static sentence-piece vector.
import { isContent, modPrefix } from "../text/features.js"
import { conceptsOf } from "../text/lexicon.js"
import type { Token } from "../text/text.js"
import { staticSentenceCode, type SentenceCode } from "./sentenceVector.js"

export interface HeadInput {
  /** Sparse keys and their L2-normalised weights (every key counts in the norm, known to a model or not). */
  readonly keys: ReadonlyArray<string>
  readonly values: Float64Array
  /** The static table's code: heads are fitted on it whatever encoder is in use. */
  readonly code: SentenceCode | null
}

/** Stems and stem bigrams of the content words, with their modality; punctuation breaks a bigram. */
export const headKeys = (tokens: ReadonlyArray<Token>): Map<string, number> => {
  const tf = new Map<string, number>()
  const add = (k: string) => tf.set(k, (tf.get(k) ?? 0) + 1)
  let prev: string | null = null
  for (const t of tokens) {
    if (t.cls === "punct") {
      prev = null
      continue
    }
    if (!isContent(t)) continue
    const st = modPrefix(t.mod) + t.stem
    add(st)
    // The lexicon's concepts carry a stem to its synonyms: a paraphrase shares them.
    for (const c of conceptsOf(t.stem)) add(modPrefix(t.mod) + "≈" + c)
    if (prev !== null) add(prev + " " + st)
    prev = st
  }
  return tf
}

export const headInput = (tokens: ReadonlyArray<Token>, text: string): HeadInput => {
  const tf = headKeys(tokens)
  const keys = [...tf.keys()]
  // Sublinear counts: a word said twice is not twice the evidence.
  const values = Float64Array.from(keys, (k) => 1 + Math.log(tf.get(k)!))
  let norm = 0
  for (const v of values) norm += v * v
  norm = Math.sqrt(norm)
  if (norm > 0) for (let i = 0; i < values.length; i++) values[i] = values[i]! / norm
  return { keys, values, code: staticSentenceCode(text) }
}
