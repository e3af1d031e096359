// The engine's score → confidence mapping, shared by presence and classification: internal scores
// (0.5 = decision boundary) → the confidence the engine reports, the estimated probability that
// the signal is present (and, for classification, in the reported category). Fitted loosely on the
// dev set's reliability bins, deliberately not to its extremes; calibration.ts re-maps it last.

/** A found detection, score in [0.5, 1]: 0.8 at the boundary up to 0.99 (1 for an exact example). */
export const presentConfidence = (score: number): number => (score >= 1 ? 1 : 0.8 + 0.19 * Math.max(0, Math.min(1, (score - 0.5) / 0.5)))
/** Not found, score in [0, 0.5): weak evidence stays weak. */
export const absentConfidence = (score: number): number => 0.3 * Math.min(1, score / 0.5) ** 2
/** Explicitly denied. */
export const deniedConfidence = (denial: number): number => 0.1 * (1 - Math.min(1, denial))

export const round3 = (x: number): number => Math.round(Math.min(1, Math.max(0, x)) * 1000) / 1000
