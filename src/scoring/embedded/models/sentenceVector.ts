// Sentence vectors that know words are related without sharing letters ("lost" ~ "missing"):
// static piece vectors distilled from Google's Universal Sentence Encoder lite (Apache-2.0;
// scripts/distill-token-vectors.ts, vectors/NOTICE). A text is cut into the encoder's own
// sentencepiece pieces (unigram model, best segmentation by Viterbi) and its vector is the
// frequency-weighted sum of their rows, L2-normalised. ~10-15 µs a sentence, 2 MB of table.
import { sentenceEncoder } from "./sentenceEncoder.js"
import { tableOf } from "./pieceTable.js"

const SEPARATOR = "\u2581"
/** Id of the unknown piece; a character outside the vocabulary becomes it. */
const UNKNOWN = 0

/** Dimensions of a sentence vector. */
export const sentenceDims = (): number => tableOf().dims

/** Pieces of the vocabulary (ids 0 … count - 1). */
export const sentencePieceCount = (): number => tableOf().scales.length

/** The encoder's pieces for a text: the segmentation with the highest total log-probability. */
export const piecesOf = (text: string): Array<number> => {
  const words = text.normalize("NFKC").trim()
  if (words === "") return []
  const out: Array<number> = []
  for (const word of words.split(/\s+/)) {
    let pieces = word.length <= CACHED_WORD ? wordPieces.get(word) : undefined
    if (pieces === undefined) {
      pieces = segment(SEPARATOR + (word.length > SEGMENTED_WORD ? word.slice(0, SEGMENTED_WORD) : word))
      if (word.length <= CACHED_WORD) {
        if (wordPieces.size >= WORD_CACHE) wordPieces.clear()
        wordPieces.set(flatCopy(word), pieces)
      }
    }
    for (let i = 0; i < pieces.length; i++) out.push(pieces[i]!)
  }
  return out
}

/**
 * No piece holds the separator except at its start, so a text's best segmentation is its words'
 * best segmentations end to end: words are segmented once and remembered (they repeat a lot).
 */
const wordPieces = new Map<string, Int32Array>()
const WORD_CACHE = 50_000
/** A "word" longer than this is pasted data, not a URL or a name: its start says all it can. */
const SEGMENTED_WORD = 512
/** Longer words are rare (URLs, hashes) and would fill the cache with one-offs. */
const CACHED_WORD = 32

/**
 * A word split from a message may be a view into the whole message (V8 slices strings of 13
 * characters or more); kept as a cache key it would keep that message alive. Concatenating and
 * slicing makes a copy whose only parent is the word's own characters.
 */
const flatCopy = (word: string): string => (" " + word).slice(1)

const segment = (chars: string): Int32Array => {
  const t = tableOf()
  const n = chars.length
  const best = new Float64Array(n + 1).fill(-Infinity)
  const from = new Int32Array(n + 1)
  const id = new Int32Array(n + 1)
  best[0] = 0
  for (let i = 0; i < n; i++) {
    if (best[i] === -Infinity) continue
    // An unknown character costs more than any known piece, so it is used only when nothing fits.
    const unknown = best[i]! - 20
    if (unknown > best[i + 1]!) {
      best[i + 1] = unknown
      from[i + 1] = i
      id[i + 1] = UNKNOWN
    }
    let node = 0
    for (let j = i; j < n; j++) {
      const child = t.next.get(node * 65536 + chars.charCodeAt(j))
      if (child === undefined) break
      node = child
      const piece = t.pieceAt[node]!
      if (piece < 0) continue
      const score = best[i]! + t.scoreAt[node]!
      if (score > best[j + 1]!) {
        best[j + 1] = score
        from[j + 1] = i
        id[j + 1] = piece
      }
    }
  }
  const out: Array<number> = []
  for (let end = n; end > 0; end = from[end]!) out.push(id[end]!)
  return Int32Array.from(out.reverse())
}

/**
 * A text's vector as the pieces it sums: vector = Σ coef[i] × row(pieces[i]). A linear model over
 * the vector can then project each piece once and add `coef` × its projection (`projectPiece`).
 */
export interface SentenceCode {
  readonly pieces: Int32Array
  readonly coef: Float64Array
  /** Unit length. */
  readonly vector: Float64Array
}

const NO_PIECES = new Int32Array(0)
const NO_COEF = new Float64Array(0)

/** The text's code, or null when it has no piece of weight (empty text). */
export const sentenceCode = (text: string): SentenceCode | null => {
  const encoder = sentenceEncoder()
  if (encoder !== null) {
    const vector = encoder(text)
    return vector === null ? null : { pieces: NO_PIECES, coef: NO_COEF, vector }
  }
  return staticSentenceCode(text)
}

/** The static table's code for a text, whatever encoder is in use. */
export const staticSentenceCode = (text: string): SentenceCode | null => {
  const pieces = Int32Array.from(piecesOf(text))
  if (pieces.length === 0) return null
  const { dims } = tableOf()
  const sum = sumRows(pieces, scratch.length === dims ? scratch : (scratch = new Float64Array(dims)))
  let norm = 0
  for (let k = 0; k < dims; k++) norm += sum[k]! * sum[k]!
  if (norm === 0) return null
  return new Code(pieces, Math.sqrt(norm))
}

/** Σ scale × row over the pieces, into `out`. */
const sumRows = (pieces: Int32Array, out: Float64Array): Float64Array => {
  const { dims, rows, scales } = tableOf()
  out.fill(0)
  for (let i = 0; i < pieces.length; i++) {
    const scale = scales[pieces[i]!]!
    const base = pieces[i]! * dims
    for (let k = 0; k < dims; k++) out[k]! += scale * rows[base + k]!
  }
  return out
}
let scratch = new Float64Array(0)

/** The vector itself is built only when asked for (training reads it; prediction needs the pieces). */
class Code implements SentenceCode {
  readonly coef: Float64Array
  private memo: Float64Array | undefined = undefined

  constructor(
    readonly pieces: Int32Array,
    private readonly norm: number
  ) {
    const { scales } = tableOf()
    this.coef = Float64Array.from(pieces, (p) => scales[p]! / norm)
  }

  get vector(): Float64Array {
    if (this.memo === undefined) {
      const v = sumRows(this.pieces, new Float64Array(tableOf().dims))
      for (let k = 0; k < v.length; k++) v[k] = v[k]! / this.norm
      this.memo = v
    }
    return this.memo
  }
}

/** The text's unit-length vector, or null when it has none. */
export const sentenceVector = (text: string): Float64Array | null => sentenceCode(text)?.vector ?? null

/**
 * out[k] = Σ_d row(piece)[d] × M[(base + d) × C + k]: a piece's row (without its weight) through a
 * class-major matrix whose rows base … base + dims hold the sentence vector's dimensions.
 */
export const projectPiece = (piece: number, M: Float32Array, base: number, C: number, out: Float32Array): void => {
  const t = tableOf()
  out.fill(0)
  const row = piece * t.dims
  for (let d = 0; d < t.dims; d++) {
    const x = t.rows[row + d]!
    if (x === 0) continue
    const at = (base + d) * C
    for (let k = 0; k < C; k++) out[k]! += x * M[at + k]!
  }
}
