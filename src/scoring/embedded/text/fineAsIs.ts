// A thing the sender tells fine before turning to their real point ("the tuning is fine, it's the
// pedal that's loose", "the price is fine, but what we need is …", "we've rented before and
// that's fine, this time …") is what they are NOT asking about: its words must not speak for the
// category they name (setAside.ts `unchosen`). "X is fine" alone is often acceptance ("the studio
// is fine, can we have it till 11?"), so only a thing told working ("the engine runs fine"), or
// one followed by a clause that names the point instead (a cleft "it's the …", "what we need is
// …", "the problem is …", "this time …"), is set aside.
import { COPULA, isBoundary } from "./scope.js"
import type { Token } from "./text.js"

/** Predicates telling a thing needs nothing done. */
const FINE: ReadonlyArray<ReadonlyArray<string>> = [
  ["fine"], ["ok"], ["okay"], ["perfect"], ["perfectly", "fine"], ["all", "right"], ["alright"], ["no", "problem"], ["not", "the", "problem"],
  ["not", "an", "issue"], ["not", "the", "issue"], ["sorted"], ["in", "good", "shape"]
]
/** Subjects that are the sender's own state, not a thing ("I'm fine", "we're okay"). */
const SELVES = new Set(["i", "we", "you", "he", "she", "they", "everyone", "everything", "all"])
/** Pronouns that stand for the clause before them ("we rented before and that's fine"). */
const BACK_REFERENCE = new Set(["that", "this"])
/** Words of the subject's phrase at most: a longer run before the verb is a sentence, not a thing. */
const MAX_SUBJECT = 5

/** The length of the FINE predicate at k, or 0. */
const fineAt = (tokens: ReadonlyArray<Token>, k: number): number => {
  const p = FINE.find((f) => f.every((w, j) => tokens[k + j]?.norm === w))
  return p?.length ?? 0
}

/** Openings of a clause that names the sender's real point instead. */
const TURNS: ReadonlyArray<ReadonlyArray<string>> = [
  ["it", "is", "the"], ["it", "is", "just"], ["it", "is", "only"], ["it", "is", "our"], ["it", "is", "my"], ["it", "was", "the"], ["what"], ["the", "problem"], ["the", "issue"], ["the", "trouble"], ["our", "problem"],
  ["our", "issue"], ["my", "problem"], ["my", "issue"], ["this", "time"], ["now"], ["just"], ["only"]
]
/** Verbs that tell a thing working, not an option accepted ("the engine runs fine"). */
const WORKING = new Set(["works", "runs", "plays", "sounds", "looks", "seems"])

/** Whether `n` words or more follow from k: counted up to n only (a slice of the rest per hit ran quadratic on a long message). */
const wordsFrom = (tokens: ReadonlyArray<Token>, k: number, n: number): boolean => {
  let seen = 0
  for (let j = k; j < tokens.length && seen < n; j++) if (tokens[j]!.cls === "word") seen++
  return seen >= n
}

/** Whether after index `end` the sentence goes on, past a mark, "and" or "but", to a clause naming another point. */
const turnsTo = (tokens: ReadonlyArray<Token>, end: number, working: boolean): boolean => {
  let k = end + 1
  const next = tokens[k]
  if (next === undefined || !(isBoundary(next) || next.norm === "and")) return false
  while (k < tokens.length && (isBoundary(tokens[k]!) || tokens[k]!.norm === "and")) k++
  if (!wordsFrom(tokens, k, 2)) return false
  return working || TURNS.some((p) => p.every((w, j) => tokens[k + j]?.norm === w))
}

/** The start of the clause ending before `at` (the token after a boundary or "and"). */
const clauseStart = (tokens: ReadonlyArray<Token>, at: number): number => {
  let s = at
  while (s > 0 && !isBoundary(tokens[s - 1]!) && tokens[s - 1]!.norm !== "and") s--
  return s
}

/** Per token, whether it names a thing the sentence tells fine before turning to another point. */
export const toldFine = (tokens: ReadonlyArray<Token>): Array<boolean> => {
  const out = tokens.map(() => false)
  for (let c = 1; c < tokens.length; c++) {
    const v = tokens[c]!.norm
    if (!COPULA.has(v) && !WORKING.has(v)) continue
    const len = fineAt(tokens, c + 1)
    if (len === 0 || !turnsTo(tokens, c + len, WORKING.has(v))) continue
    let s = clauseStart(tokens, c)
    if (s === c || c - s > MAX_SUBJECT || SELVES.has(tokens[s]!.norm)) continue
    // "… and that's fine": the clause before the "and" is the thing told fine.
    if (c - s === 1 && BACK_REFERENCE.has(tokens[s]!.norm) && tokens[s - 1]?.norm === "and") s = clauseStart(tokens, s - 1)
    for (let k = s; k <= c + len; k++) out[k] = true
  }
  return out
}
