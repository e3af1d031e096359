// The sentence vectors every vector reading shares: a list of texts' vectors, a unit's vector
// computed once however many detectors (presence, categories, clauses, answers) read it, and
// the nearest cosine to a set. Apart from denseExamples.ts so that the readings built on
// vectors (triggerContrast.ts, workAsked.ts, circumstances.ts, …) need not import the
// nearest-example reading, which itself imports some of them.
import type { Message } from "../../../domain/types.js"
import { sentenceCode, type SentenceCode, sentenceVector } from "../models/sentenceVector.js"
import type { Unit } from "../text/units.js"

/** The sentence vectors of the texts that have one. */
export const vectorsOf = (texts: ReadonlyArray<string>): Array<Float64Array> =>
  texts.flatMap((text) => {
    const v = sentenceVector(text)
    return v === null ? [] : [v]
  })

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
