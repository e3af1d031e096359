// The word-level likeness and the sentence vectors are two readings of one text. When the word
// level stops just under the found line and the vectors, short of their own line, point to the
// same category, the two together say what neither says alone ("we'd like to keep her with us,
// properly preserved": "preserved" near one example, the sentence near the same category).
import type { Candidate } from "./model.js"
import type { DenseCategory } from "./denseCategories.js"

/** Word-level score from which a category is near found. */
const NEAR_FOUND = 0.45
/** The vectors' closeness from which they confirm a near-found category (found alone from 0.45). */
const CONFIRMING = 0.35
/** Lead over the runner-up with which a near-found category is the word level's choice. */
const LEAD = 0.1

interface Ranked {
  readonly c: string
  readonly cand: Candidate
}

const leadOf = (top: Ranked, second: Ranked | undefined): number => top.cand.score - (second?.cand.score ?? 0)

/** The category both readings point to, each short of its own found line (null when they part). */
export const agreedCategory = <R extends Ranked>(top: R | undefined, second: R | undefined, dense: DenseCategory | null): R | null =>
  top !== undefined && dense !== null && top.c === dense.category && top.cand.score >= NEAR_FOUND && dense.closeness >= CONFIRMING && leadOf(top, second) >= LEAD ? top : null
