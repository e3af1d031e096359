// Custom presence detectors learn from 3–5 examples, and new text rarely shares their words: a
// sentence-vector cosine to the nearest example finds the paraphrase the word and character
// similarities miss, read on the sentence and on each of its clauses. Used only while a
// detector has few examples (the customer's usual case), so its cost per call stays small. The cosine of two unrelated sentences is far from zero
// (shared function words), hence a floor below which it says nothing; the thresholds were read
// off the dev sets' tune halves (docs/decisions.md).
import type { Message } from "../../../domain/types.js"
import type { CueMatch } from "../text/cues.js"
import { denseCosines } from "../models/sentenceEncoder.js"
import { sentenceCode, type SentenceCode, sentenceVector } from "../models/sentenceVector.js"
import type { Unit } from "../text/units.js"
import type { DetModel } from "./model.js"

/** Examples beyond which a detector is left to its word and character similarities. */
const MAX_EXAMPLES = 64

interface Vectors {
  readonly pos: ReadonlyArray<Float64Array>
  readonly neg: ReadonlyArray<Float64Array>
}

/** The sentence vectors of the texts that have one. */
export const vectorsOf = (texts: ReadonlyArray<string>): Array<Float64Array> =>
  texts.flatMap((text) => {
    const v = sentenceVector(text)
    return v === null ? [] : [v]
  })

const byModel = new WeakMap<DetModel, Vectors | null>()
const examplesOf = (m: DetModel): Vectors | null => {
  let v = byModel.get(m)
  if (v === undefined) {
    const usable = !m.builtin && !m.classification && m.spec.examples.length <= MAX_EXAMPLES
    v = usable ? { pos: vectorsOf(m.spec.examples.map((e) => e.text)), neg: vectorsOf(m.spec.nonExamples) } : null
    byModel.set(m, v)
  }
  return v
}

/** A unit's sentence vector, computed once however many detectors read it. */
const byUnit = new WeakMap<Unit, SentenceCode | null>()
export const unitCode = (u: Unit, input: ReadonlyArray<Message>): SentenceCode | null => {
  let v = byUnit.get(u)
  if (v === undefined) {
    v = sentenceCode(input[u.messageIndex]?.content.slice(u.start, u.end) ?? "")
    byUnit.set(u, v)
  }
  return v
}

/** The highest cosine of `v` to a set of unit vectors (0 when none is positive). */
export const nearest = (v: Float64Array, set: ReadonlyArray<Float64Array>): number => {
  let best = 0
  for (const e of set) {
    let cos = 0
    for (let k = 0; k < v.length; k++) cos += v[k]! * e[k]!
    if (cos > best) best = cos
  }
  return best
}

/**
 * A unit's score (0.5 = found) from its nearest example by sentence vector, read on the whole
 * unit and on each of its clauses (a long sentence's other clauses dilute the one that states
 * the signal), with the clause that matched; 0 when a non-example is nearer, when the detector
 * has too many examples, when the sentence is negated, or when nothing is close. `whole`: the
 * same score of the whole unit alone (how close the sentence as a whole came, for valueShapes.ts).
 */
export const denseMatch = (
  m: DetModel,
  u: Unit,
  input: ReadonlyArray<Message>
): { readonly score: number; readonly match: CueMatch | null; readonly whole: number } => {
  // A sentence vector does not see negation ("I won't dispute it" sits next to "I'll dispute
  // it"): a negated sentence is read only through its plain clauses ("I don't drive, but I can
  // start Monday"), the rest left to the denial rules. A unit without words is there for exact
  // matches only.
  if (u.tokens.length === 0) return NONE
  const examples = examplesOf(m)
  if (examples === null || examples.pos.length === 0) return NONE
  const v = u.hasNegation ? null : (unitCode(u, input)?.vector ?? null)
  const wholeCos = v === null ? 0 : nearest(v, examples.pos)
  const wholeNegCos = v === null ? 0 : nearest(v, examples.neg)
  let [cos, negCos] = [wholeCos, wholeNegCos]
  let match: CueMatch | null = null
  for (const c of clausesOf(u, input)) {
    if (c.negated) continue
    const cc = nearest(c.vector, examples.pos)
    if (cc > cos) [cos, negCos, match] = [cc, nearest(c.vector, examples.neg), c.match]
  }
  const score = scoreOf(cos, negCos)
  return score === 0 ? NONE : { score, match, whole: scoreOf(wholeCos, wholeNegCos) }
}

/** 0.5 at the found cosine, 0 at or below the floor or when a non-example is at least as near. */
const scoreOf = (cos: number, negCos: number): number => {
  const { found, floor } = denseCosines()
  if (cos <= floor || negCos >= cos) return 0
  return cos < found ? (0.5 * (cos - floor)) / (found - floor) : Math.min(1, 0.5 + (0.5 * (cos - found)) / (1 - found))
}

const NONE = { score: 0, match: null, whole: 0 }

/** Where a clause ends: marks and the conjunctions that join two statements. */
export const CLAUSE_END = new Set([",", ";", ":", "and", "but", "because", "so", "since", "although", "though", "which", "while"])
/** A clause of fewer words says too little for a sentence vector. */
const CLAUSE_WORDS = 3

interface Clause {
  readonly vector: Float64Array
  readonly negated: boolean
  readonly match: CueMatch
}

/** A unit's clauses (none when it is one clause), computed once however many detectors read them. */
const byUnitClauses = new WeakMap<Unit, ReadonlyArray<Clause>>()
const clausesOf = (u: Unit, input: ReadonlyArray<Message>): ReadonlyArray<Clause> => {
  let out = byUnitClauses.get(u)
  if (out !== undefined) return out
  const spans: Array<CueMatch> = []
  let from = 0
  u.tokens.forEach((t, k) => {
    if (!CLAUSE_END.has(t.norm.toLowerCase())) return
    if (k > from) spans.push({ from, to: k })
    from = k + 1
  })
  if (from < u.tokens.length) spans.push({ from, to: u.tokens.length })
  const text = input[u.messageIndex]?.content ?? ""
  out =
    spans.length < 2
      ? []
      : spans.flatMap((span) => {
          if (u.tokens.slice(span.from, span.to).filter((t) => t.cls !== "punct").length < CLAUSE_WORDS) return []
          const vector = sentenceVector(text.slice(u.tokens[span.from]!.start, u.tokens[span.to - 1]!.end))
          return vector === null ? [] : [{ vector, match: span, negated: u.tokens.slice(span.from, span.to).some((t) => t.mod === 1) }]
        })
  byUnitClauses.set(u, out)
  return out
}
