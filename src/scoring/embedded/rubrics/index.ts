// The built-in rubric content, by `DetectorSpec.builtin` key.
import { INTENT } from "./intent/index.js"
import { SALES } from "./sales/index.js"
import { TRIAGE } from "./triage.js"
import type { Rubric } from "./types.js"

const ALL: ReadonlyMap<string, Rubric> = new Map<string, Rubric>([
  ...Object.entries(INTENT).map(([name, rubric]) => [`intent.${name}`, rubric] as const),
  ...Object.entries(SALES),
  ...Object.entries(TRIAGE)
])

/** The rubric of a built-in key; null for an unknown key (the detector then uses its examples only). */
export const rubricFor = (key: string): Rubric | null => ALL.get(key) ?? null

export const builtinKeys = (): ReadonlyArray<string> => [...ALL.keys()]
