// Custom presence detectors learn from 3–5 examples, and new text rarely shares their words: a
// sentence-vector cosine to the nearest example finds the paraphrase the word and character
// similarities miss. Used only while a detector has few examples (the customer's usual case),
// so its cost per call stays small. The cosine of two unrelated sentences is far from zero
// (shared function words), hence a floor below which it says nothing; the thresholds were read
// off the dev sets' tune halves (docs/decisions.md).
import type { Message } from "../../../domain/types.js"
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

const vectorsOf = (texts: ReadonlyArray<string>): Array<Float64Array> =>
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

const nearest = (v: Float64Array, set: ReadonlyArray<Float64Array>): number => {
  let best = 0
  for (const e of set) {
    let cos = 0
    for (let k = 0; k < v.length; k++) cos += v[k]! * e[k]!
    if (cos > best) best = cos
  }
  return best
}

/**
 * A unit's score (0.5 = found) from its nearest example by sentence vector; 0 when a
 * non-example is nearer, when the detector has too many examples, when the sentence is
 * negated, or when nothing is close.
 */
export const denseScore = (m: DetModel, u: Unit, input: ReadonlyArray<Message>): number => {
  // A sentence vector does not see negation ("I won't dispute it" sits next to "I'll dispute
  // it"): negated sentences are left to the denial rules. A unit without words is there for
  // exact matches only.
  if (u.hasNegation || u.tokens.length === 0) return 0
  const examples = examplesOf(m)
  if (examples === null || examples.pos.length === 0) return 0
  const v = unitCode(u, input)?.vector ?? null
  if (v === null) return 0
  // Cosine at which a paraphrase counts as found (score 0.5), and below which it says nothing.
  const { found, floor } = denseCosines()
  const cos = nearest(v, examples.pos)
  if (cos <= floor || nearest(v, examples.neg) >= cos) return 0
  return cos < found ? (0.5 * (cos - floor)) / (found - floor) : Math.min(1, 0.5 + (0.5 * (cos - found)) / (1 - found))
}
