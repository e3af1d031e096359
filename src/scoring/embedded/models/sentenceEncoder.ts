// Which sentence vectors the scorer reads: the static table (sentenceVector.ts) unless another
// encoder is put in place (a contextual encoder, measured by scripts/bench/encoder.ts; docs/quality.md,
// "A contextual encoder"). Another encoder's codes carry no pieces, so readers use the vector itself.
export type SentenceEncoder = (text: string) => Float64Array | null

/**
 * Cosines at which a custom detector's nearest example counts as found, and below which it says
 * nothing (engine/denseExamples.ts): they depend on the encoder (unrelated sentences sit at
 * another cosine). The static table's were read off the dev sets' tune halves.
 */
export interface DenseCosines {
  readonly found: number
  readonly floor: number
}
const STATIC_COSINES: DenseCosines = { found: 0.32, floor: 0.15 }

let encoder: SentenceEncoder | null = null
let cosines = STATIC_COSINES

/** Puts another encoder (and its cosines) in place; null: the static table again. */
export const useSentenceEncoder = (next: SentenceEncoder | null, nextCosines: DenseCosines = STATIC_COSINES): void => {
  encoder = next
  cosines = next === null ? STATIC_COSINES : nextCosines
}
export const sentenceEncoder = (): SentenceEncoder | null => encoder
export const denseCosines = (): DenseCosines => cosines
