// What scoring asks of a compiled Manifest: similarities of a unit to every prototype (shared
// index) or to a class model's vectors, exact matches, how much of a name a unit states, and the
// strongest deny cue its text matches.
import type { Compiled } from "./compile.js"
import { conceptsOf } from "../text/lexicon.js"
import { matchCue, mayMatchIn, type CueMatch, type CueText } from "../text/cues.js"
import { type ClassModel, type DetModel, type Plain, patternOf, plainOf, type Role } from "./model.js"
import type { Unit } from "../text/units.js"
import type { Features } from "../text/features.js"

export const classSims = (cm: ClassModel, f: Features): Float64Array => {
  const w = new Float64Array(cm.size)
  const c = new Float64Array(cm.size)
  cm.wordIndex.accumulateCounts(f.word, cm.wordIdf, true, w, 1)
  cm.charIndex.accumulateCounts(f.char, cm.charIdf, false, c, 1)
  for (let i = 0; i < w.length; i++) w[i] = cm.wScale[i]! * w[i]! + cm.cScale[i]! * c[i]!
  return w
}

/** Cosine similarity with every prototype; prototypes whose text equals the unit's score exactly 1. */
export const similarities = (ctx: Compiled, f: Features, key: string | null): Float64Array => {
  const { protos, wordIndex, charIndex, wordIdf, charIdf, wScale, cScale, exact } = ctx
  const w = new Float64Array(protos.length)
  const c = new Float64Array(protos.length)
  wordIndex.accumulateCounts(f.word, wordIdf, false, w, 1)
  charIndex.accumulateCounts(f.char, charIdf, false, c, 1)
  for (let i = 0; i < w.length; i++) w[i] = wScale[i]! * w[i]! + cScale[i]! * c[i]!
  if (key !== null) for (const id of exact.get(key) ?? []) w[id] = 1
  return w
}

/** Whether a unit's exact matches include a phrasing of this detector in this role. */
export const hasExact = (ctx: Compiled, ex: ReadonlySet<number>, det: number, role: Role): boolean => {
  const protos = ctx.protos
  for (const id of ex) if (protos[id]!.det === det && protos[id]!.role === role) return true
  return false
}

export const maxOf = (sims: Float64Array, ids: ReadonlyArray<number>): number => {
  let best = 0
  for (const id of ids) if (sims[id]! > best) best = sims[id]!
  return best
}

/** IDF-weighted share of `stems` the unit states (a shared concept counts 0.8). */
export const coverage = (ctx: Compiled, stems: ReadonlyArray<string>, plain: Plain): number => {
  if (stems.length === 0) return 0
  if (stems.length === 2 && conceptsOf(`${stems[0]}_${stems[1]}`).some((c) => plain.concepts.has(c))) return 1
  let got = 0
  let total = 0
  for (const st of stems) {
    const w = ctx.wordIdf.idf(st)
    total += w
    if (plain.stems.has(st)) got += w
    else if (conceptsOf(st).some((c) => plain.concepts.has(c))) got += 0.8 * w
  }
  return got / total
}

/** A form line's label: what it states, its polarity, and whether a value follows it. */
export interface FormLabel {
  readonly plain: Plain
  readonly mod: number
  readonly hasValue: boolean
}

/** A form line's label and its polarity, or null. */
export const labelOf = (u: Unit): FormLabel | null => {
  if (u.labelEnd <= 0) return null
  const label = u.tokens.slice(0, u.labelEnd)
  const mod = label.find((x) => x.cls !== "punct")?.mod ?? 0
  const hasValue = u.tokens.slice(u.labelEnd).some((x) => x.cls !== "punct")
  return { plain: plainOf(label, "any"), mod, hasValue }
}

/** The strongest of a detector's deny cues that matches `ct` and weighs more than `floor`: its weight and match (`floor` and null when none does). */
export const denyCue = (m: DetModel, ct: CueText, floor: number): { readonly score: number; readonly match: CueMatch | null } => {
  let score = floor
  let match: CueMatch | null = null
  for (const c of mayMatchIn(m.denyCues, patternOf, ct)) {
    if (c.w <= score) continue
    const mt = matchCue(c.re, ct)
    if (mt !== null) {
      score = c.w
      match = mt
    }
  }
  return { score, match }
}
