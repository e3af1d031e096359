// decisions §6, plus the bounds the spec leaves open (marked "ours").
export const LIMITS = {
  detectorsPerEvaluation: 50,
  /** raised 2026-11-26 for few-shot intent routers (decisions §6). */
  examplesPerDetector: 3_000,
  examplesPerEvaluation: 6_000,
  exampleChars: 500,
  categoriesMin: 2,
  categoriesMax: 200,
  /** ours: a category is a label returned in results, not prose. */
  categoryChars: 100,
  /** ours: non_examples get the same bounds as examples, counted separately. */
  nonExamplesPerDetector: 3_000,
  nonExamplesPerEvaluation: 6_000,
  /** ours: room for one trigger per detector and several per classification detector. */
  triggersPerEvaluation: 100,
  inputMessagesMin: 1,
  inputMessagesMax: 200,
  contentChars: 32_000,
  roleChars: 32,
  serviceGuideChars: 200
} as const

export const DETECTOR_NAME = /^[a-z][a-z0-9_]{0,63}$/
