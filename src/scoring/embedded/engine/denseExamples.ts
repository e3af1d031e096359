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
import { readInput } from "../text/units.js"
import { mostlyOpen, namesAProblem, opensOpen, statesSettled } from "../text/settled.js"
import type { DetModel } from "./model.js"

/** Examples beyond which a detector is left to its word and character similarities. */
const MAX_EXAMPLES = 64

interface Vectors {
  readonly pos: ReadonlyArray<Float64Array>
  readonly neg: ReadonlyArray<Float64Array>
  /** The detector names a problem: a clause telling something fine or fixed states none (settled.ts). */
  readonly problem: boolean
  /** An example is itself open ("If it isn't refunded by Friday I'll dispute it"): open clauses may state the signal. */
  readonly openExamples: boolean
}

/** Whether a text, read as a customer's message, is mostly open (a condition, a third party, put off). */
const readsOpen = (text: string): boolean => {
  const tokens = readInput([{ role: "user", content: text }]).units.filter((u) => !u.whole).flatMap((u) => u.tokens)
  return opensOpen(tokens)
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
    v = usable
      ? {
          pos: vectorsOf(m.spec.examples.map((e) => e.text)),
          neg: vectorsOf(m.spec.nonExamples),
          problem: namesAProblem(m.spec.name, m.spec.description),
          openExamples: m.spec.examples.some((e) => readsOpen(e.text))
        }
      : null
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
  // Only what the customer states of their own situation counts: a clause that is somebody
  // else's, hypothetical or put off (modality.ts, attribution.ts) says nothing, and for a
  // problem a clause telling it is fine or fixed says it is not there.
  const unread = (open: boolean, settled: boolean) => (open && !examples.openExamples) || (settled && examples.problem)
  // A whole message is read as open when most of it is (a short form whose only message is about a relative).
  const open = (from: number, to: number) => opensOpen(u.tokens, from, to) || (u.whole && mostlyOpen(u.tokens, from, to))
  const v = u.hasNegation || unread(open(0, u.tokens.length), statesSettled(u.tokens)) ? null : (unitCode(u, input)?.vector ?? null)
  const wholeCos = v === null ? 0 : nearest(v, examples.pos)
  const wholeNegCos = v === null ? 0 : nearest(v, examples.neg)
  let [cos, negCos] = [wholeCos, wholeNegCos]
  let match: CueMatch | null = null
  const clauses = clausesOf(u, input)
  // "I changed my password, but I logged in fine": a clause telling the thing is fine settles
  // the clauses before it ("it looks fine, but the wasps are back" still reports the wasps).
  let settledUpTo = -1
  if (examples.problem) clauses.forEach((c, k) => c.settled && !c.negated && (settledUpTo = k))
  for (const [k, c] of clauses.entries()) {
    if (k < settledUpTo || c.negated || unread(c.open || (u.whole && mostlyOpen(u.tokens, c.match.from, c.match.to)), c.settled)) continue
    const cc = nearest(c.vector, examples.pos)
    if (cc > cos) [cos, negCos, match] = [cc, nearest(c.vector, examples.neg), c.match]
  }
  const score = scoreOf(cos, negCos)
  return score === 0 ? NONE : { score, match, whole: scoreOf(wholeCos, wholeNegCos) }
}

/**
 * A problem detector's unit that ends by telling the thing fine or fixed ("I found mice last
 * summer, but it's been sorted"): its words may copy an example's, it reports no problem.
 */
export const settlesProblem = (m: DetModel, u: Unit, input: ReadonlyArray<Message>): boolean => {
  if (u.tokens.length === 0 || examplesOf(m)?.problem !== true) return false
  const clauses = clausesOf(u, input)
  const last = clauses[clauses.length - 1]
  return last === undefined ? statesSettled(u.tokens) : last.settled && !last.negated
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
  readonly open: boolean
  readonly settled: boolean
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
          if (vector === null) return []
          const negated = u.tokens.slice(span.from, span.to).some((t) => t.mod === 1)
          return [{ vector, match: span, negated, open: opensOpen(u.tokens, span.from, span.to), settled: statesSettled(u.tokens, span.from, span.to) }]
        })
  byUnitClauses.set(u, out)
  return out
}
