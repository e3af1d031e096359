// A unit's clauses for the sentence vectors (denseExamples.ts): split at marks and at the
// conjunctions that join two statements, each clause with its own vector and whether it is
// negated, open or told fine or fixed (settled.ts).
import type { Message } from "../../../domain/types.js"
import type { CueMatch } from "../text/cues.js"
import { sentenceVector } from "../models/sentenceVector.js"
import type { Unit } from "../text/units.js"
import type { Token } from "../text/text.js"
import { settlesAll, settlesClause, type Span, statesSettled } from "../text/settled.js"
import { opensOpen } from "../text/openClauses.js"

/** Where a clause ends: marks and the conjunctions that join two statements. */
export const CLAUSE_END = new Set([",", ";", ":", "and", "but", "because", "so", "since", "although", "though", "which", "while"])
/** Words that say when: "since the weekend" dates what comes before it, it starts no clause. */
const WHEN = new Set([
  "yesterday", "today", "then", "weekend", "morning", "afternoon", "evening", "night", "week", "month", "year", "spring", "summer",
  "autumn", "winter", "christmas", "easter", "update", "upgrade"
])
/** "since" as a preposition before a time ("working since Monday", "since last night"), not the conjunction ("since we moved"). */
export const sinceWhen = (tokens: ReadonlyArray<Token>, k: number): boolean =>
  tokens[k]!.norm === "since" &&
  tokens.slice(k + 1, k + 4).some((t) => WHEN.has(t.norm) || t.stem === "{weekday}" || t.stem === "{month}" || t.stem === "{year}" || t.cls === "time")

/** A subject and auxiliary after "or" that open a clause of its own: "or I'll", "or we are", "or they will". */
const SUBJECTS = new Set(["i", "we", "you", "they", "he", "she"])
const AUXILIARIES = new Set(["will", "shall", "am", "are", "is", "would", "have", "can", "must", "need", "going"])
/**
 * "or" that starts an alternative or a threat with its own subject ("refund me or I'm
 * disputing the charge", ", or we will take it further", "or else"), so the clause after it is
 * read for itself; not "or" between two things ("tea or coffee", "today or tomorrow").
 */
export const orOpensClause = (tokens: ReadonlyArray<Token>, k: number): boolean => {
  if (tokens[k]!.norm !== "or") return false
  const [next, after] = [tokens[k + 1]?.norm ?? "", tokens[k + 2]?.norm ?? ""]
  return tokens[k - 1]?.norm === "," || next === "else" || (SUBJECTS.has(next) && AUXILIARIES.has(after))
}

/** Past forms of "be" and the words that date a state to before an event ("it was fine when I left it"). */
const WAS = new Set(["was", "were"])
const BEFORE = new Set(["when", "before", "until", "till"])

/**
 * Whether a clause tells how a thing was before ("it was perfect when I dropped it off", "the
 * door was fine before the visit"): the state the customer compares with, which fixes nothing
 * told before it ("the wing is dented, it was spotless when I left it" still reports the dent).
 */
export const tellsBefore = (tokens: ReadonlyArray<Token>, span: Span): boolean => {
  const words = tokens.slice(span.from, span.to).map((t) => t.norm)
  const was = words.findIndex((w) => WAS.has(w))
  return was >= 0 && words.slice(was + 1).some((w) => BEFORE.has(w))
}

/** A clause of fewer words says too little for a sentence vector. */
const CLAUSE_WORDS = 3

export interface Clause {
  readonly vector: Float64Array
  readonly negated: boolean
  readonly open: boolean
  /** Told fine or fixed, itself or by a later clause about the same thing (settled.ts). */
  readonly settled: boolean
  readonly match: CueMatch
}

export interface Clauses {
  /** The clauses a sentence vector reads (none when the unit is one clause). */
  readonly clauses: ReadonlyArray<Clause>
  /** The unit settled as a whole: each clause naming a thing told fine or fixed (settled.ts). */
  readonly settled: boolean
  /** Where the unit splits into clauses, kept for `openingOf`. */
  readonly spans: ReadonlyArray<CueMatch>
}

/**
 * A unit's clauses, computed once however many detectors read them. "The app stopped syncing
 * on Monday, but it's been fixed": a clause telling the thing fine settles the clauses
 * before it about the same thing ("the loft looks fine, but the wasps are back" still reports the
 * wasps, "the heating works fine" says nothing of a gas smell).
 */
const byUnitClauses = new WeakMap<Unit, Clauses>()
export const clausesOf = (u: Unit, input: ReadonlyArray<Message>): Clauses => {
  let out = byUnitClauses.get(u)
  if (out !== undefined) return out
  const spans: Array<CueMatch> = []
  let from = 0
  u.tokens.forEach((t, k) => {
    if (!(CLAUSE_END.has(t.norm.toLowerCase()) || orOpensClause(u.tokens, k)) || sinceWhen(u.tokens, k)) return
    if (k > from) spans.push({ from, to: k })
    from = k + 1
  })
  if (from < u.tokens.length) spans.push({ from, to: u.tokens.length })
  const text = input[u.messageIndex]?.content ?? ""
  const settledBy = (span: Span, k: number) =>
    statesSettled(u.tokens, span.from, span.to) || spans.some((later, j) => j > k && !tellsBefore(u.tokens, later) && settlesClause(u.tokens, later, span))
  const clauses =
    spans.length < 2
      ? []
      : spans.flatMap((span, k) => {
          if (u.tokens.slice(span.from, span.to).filter((t) => t.cls !== "punct").length < CLAUSE_WORDS) return []
          const vector = sentenceVector(text.slice(u.tokens[span.from]!.start, u.tokens[span.to - 1]!.end))
          if (vector === null) return []
          const negated = u.tokens.slice(span.from, span.to).some((t) => t.mod === 1)
          return [{ vector, match: span, negated, open: opensOpen(u.tokens, span.from, span.to), settled: settledBy(span, k) }]
        })
  out = { clauses, settled: settlesAll(u.tokens, spans.length === 0 ? [{ from: 0, to: u.tokens.length }] : spans), spans }
  byUnitClauses.set(u, out)
  return out
}

/**
 * A sentence negated only after two plain clauses or more ("my boy came off the wall awkwardly and
 * now his wrist is swollen and he can't bend it") is read as its plain opening too: a sentence
 * vector does not read the negated sentence, and the opening's clauses, each alone, say too little.
 * Read only for a problem detector (custrisk: for every detector it cost a set macro-F1), so kept
 * out of `clausesOf`, whose other readers (circumstances, records, kinds) meant plain clauses, and
 * its vector made only when such a detector asks, once per unit.
 */
const byUnitOpening = new WeakMap<Unit, Clause | null>()
export const openingOf = (u: Unit, input: ReadonlyArray<Message>): Clause | null => {
  let out = byUnitOpening.get(u)
  if (out === undefined) {
    out = plainOpening(u, input[u.messageIndex]?.content ?? "", clausesOf(u, input))
    byUnitOpening.set(u, out)
  }
  return out
}

const plainOpening = (u: Unit, text: string, { spans, clauses }: Clauses): Clause | null => {
  // A whole message is no sentence: its opening runs over form lines up to an answer ("… Any smell of gas: no").
  if (u.whole) return null
  const first = spans.findIndex((s) => u.tokens.slice(s.from, s.to).some((t) => t.mod === 1))
  if (first < 2) return null
  const span = { from: spans[0]!.from, to: spans[first - 1]!.to }
  const read = clauses.filter((c) => c.match.from >= span.from && c.match.to <= span.to)
  if (read.length < 2) return null
  const vector = sentenceVector(text.slice(u.tokens[span.from]!.start, u.tokens[span.to - 1]!.end))
  if (vector === null) return null
  return { vector, match: span, negated: false, open: read.some((c) => c.open), settled: read.some((c) => c.settled) }
}
