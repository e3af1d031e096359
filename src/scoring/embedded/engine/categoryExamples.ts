// A classification detector's categories by its examples: how near a unit comes to each
// category by its similarities, and the categories an exact example of the unit's text gives.
import type { Detection, Message } from "../../../domain/types.js"
import type { Compiled } from "./compile.js"
import type { Unit } from "../text/units.js"
import { evidenceOf } from "./evidence.js"
import { ALPHA_MAX, type DetModel, NAME_WEIGHT } from "./model.js"

/**
 * A unit's similarity to one category: part nearest example, part category centroid, or a
 * share of its name. `simOf` maps a prototype id to its similarity (a negative id `-1 - k`
 * is the class model's own vector k).
 */
export const catSim = (m: DetModel, c: string, simOf: (id: number) => number): number => {
  const entry = m.byCat.get(c)!
  let maxEx = 0
  for (const id of entry.examples) maxEx = Math.max(maxEx, simOf(id))
  let sim = maxEx
  const localCentroid = m.classModel?.centroid.get(c)
  if (localCentroid !== undefined) sim = ALPHA_MAX * maxEx + (1 - ALPHA_MAX) * simOf(-1 - localCentroid)
  else if (entry.centroid !== null && m.classModel === null) sim = 0.65 * maxEx + 0.35 * simOf(entry.centroid)
  for (const id of m.namesOf.get(c) ?? []) sim = Math.max(sim, simOf(id) * NAME_WEIGHT)
  return sim
}

/** The categories of detector `det` whose positive examples a unit's text is exactly (`exact`: the prototypes it matches exactly). */
export const exactCategories = (ctx: Compiled, det: number, exact: ReadonlySet<number>): Set<string> => {
  const cats = new Set<string>()
  for (const id of exact) {
    const p = ctx.protos[id]!
    if (p.det === det && p.role === "pos" && p.cat !== null) cats.add(p.cat)
  }
  return cats
}

/**
 * A lone example's own text: its category decides outright, without scoring every category
 * (null when the text is no example, or the detector has cues). Every create-time assertion is
 * such a text (1,500 for an intent router). A text is read as a few units over one span: its
 * words, and its raw form for exact matches; `exactOf(i)` gives unit i's exact categories.
 */
export const loneExample = (
  m: DetModel,
  all: ReadonlyArray<Unit>,
  exactOf: (i: number) => ReadonlySet<string>,
  input: ReadonlyArray<Message>
): Detection | null => {
  const first = all[0]
  const oneSpan = first !== undefined && all.every((u) => u.messageIndex === first.messageIndex && u.start === first.start && u.end === first.end && u.confirmation === null)
  if (!oneSpan || m.builtin || m.cues.length > 0 || m.denyCues.length > 0) return null
  for (let i = 0; i < all.length; i++) {
    const cats = exactOf(i)
    const cat = m.categories.find((c) => cats.has(c))
    if (cat !== undefined) {
      return { found: true, confidence: 1, value: cat, negated: false, evidence: evidenceOf([{ score: 1, unit: all[i]!, match: null }], input), invalid: false }
    }
  }
  return null
}
