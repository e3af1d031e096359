// Cue patterns: a tiny pattern language over a sentence's tokens, modality included.
//
// A pattern is a space-separated sequence of token groups:
//   word            the lowercase surface word, stated (not negated, not hypothetical)
//   word+           any word starting with "word"
//   a/b/c           any of the alternatives; inside an alternative "-" separates words
//                   ("by-hand/manually" matches "by hand" or "manually")
//   !word           the word inside a negation scope ("no budget" → !budget)
//   @word           the word whatever its modality
//   {money} {num} {pct} {month} {weekday} {quarter} {year} {time} {email} {url} {id}
//   *  / **         up to 3 / up to 6 arbitrary words (never across punctuation); *1 at most one
//   *< / **<        the same, never across an amount ({money}): the group after it fits the
//                   first one
//   *- / **-        the same, never over the speaker's own words (I, me, my, we, us, our …):
//                   a question with none of them asks about others, it tells nothing of theirs
//   ^               (as a group) a clause opens here: the text's start or a punctuation mark
//   ?$              a question mark that ends a question, not a form label's ("Deadline?: May")
//   $               (as a group or one of its alternatives) the phrase ends here: punctuation or
//                   the end of the text follows ("a quote $/for" fits "a quote." and "a quote for",
//                   not "a quote builder")
//   group?          the group is optional
//   [group]         (void patterns) the words hideMatches hides; unmarked, it hides the whole match
//   p1 | p2         either whole pattern
// Contractions are expanded before matching: "don't" is "do not", "I'm" is "i am". Words can be
// hidden from every pattern (cueHiding.ts).
import { type Anchors, anchorsOf, HYPHEN_KEPT, holdsAnchor, spellingsOf } from "./cueAnchors.js"
import type { CueIndex } from "./cueIndex.js"
import { modPrefix } from "./features.js"
import type { Token } from "./text.js"

export interface CueText {
  readonly text: string
  /** Every token as patterns see it ("budget", "~budget", "^budget"). */
  readonly words: ReadonlySet<string>
  /** Character offset in `text` where each token starts. */
  readonly starts: ReadonlyArray<number>
  /** Whether some token starts with `prefix` (built on first use: every cue asks). */
  readonly hasPrefix: (prefix: string) => boolean
}

export const cueTextOf = (tokens: ReadonlyArray<Token>): CueText =>
  cueTextOfWords(tokens.map((t) => (t.cls === "punct" ? "" : modPrefix(t.mod)) + t.cue))

/** The cue text of words already in pattern form (modality prefix and cue spelling). */
export const cueTextOfWords = (list: ReadonlyArray<string>): CueText => {
  let text = " "
  const starts: Array<number> = []
  const words = new Set<string>()
  for (const w of list) {
    starts.push(text.length)
    words.add(w)
    text += w + " "
  }
  // The words in code-unit order: the words starting with a prefix follow its lower bound.
  let sorted: Array<string> | null = null
  const hasPrefix = (prefix: string): boolean => {
    if (prefix.length === 0) return false
    if (sorted === null) sorted = [...words].sort()
    let lo = 0
    let hi = sorted.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (sorted[mid]! < prefix) lo = mid + 1
      else hi = mid
    }
    return lo < sorted.length && sorted[lo]!.startsWith(prefix)
  }
  return { text, starts, words, hasPrefix }
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")

const WILD = "(?:[^ .,;:!?]+ )"
/** A wildcard word that is no amount. */
const WILD_NO_MONEY = "(?:(?![~^]?\\{money\\} )[^ .,;:!?]+ )"
/** The speaker's own words: a span without them tells nothing of the speaker's (`*-`). */
const OWN_WORDS = "i|me|my|mine|myself|we|us|our|ours|ourselves"
/** A wildcard word that is none of the speaker's own. */
const WILD_NOT_OWN = `(?:(?![~^]?(?:${OWN_WORDS}) )[^ .,;:!?]+ )`
/** Zero-width: the text starts here or a punctuation mark comes right before. */
const CLAUSE_START = "(?<=^ |[.,;:!?] )"
/** A question mark that no label's colon follows. */
const QUESTION_END = "\\? (?!: )"
/** Zero-width: the next token is punctuation, or the text ends. */
const PHRASE_END = "(?=[.,;:!?()\\[\\]\"“”—–-]|\\.\\.\\.|$)"

const compileGroup = (group: string): string => {
  if (group === "*1") return `${WILD}{0,1}`
  if (group === "*") return `${WILD}{0,3}`
  if (group === "**") return `${WILD}{0,6}`
  if (group === "*<") return `${WILD_NO_MONEY}{0,3}`
  if (group === "**<") return `${WILD_NO_MONEY}{0,6}`
  if (group === "*-") return `${WILD_NOT_OWN}{0,3}`
  if (group === "**-") return `${WILD_NOT_OWN}{0,6}`
  if (group === "^") return CLAUSE_START
  if (group === "?$") return QUESTION_END
  if (group === "$") return PHRASE_END
  const marked = group.length > 2 && group.startsWith("[") && group.endsWith("]")
  if (marked) return `(${compileGroup(group.slice(1, -1))})`
  let optional = false
  let g = group
  if (g.length > 1 && g.endsWith("?")) {
    optional = true
    g = g.slice(0, -1)
  }
  const ends = g.split("/").includes("$")
  const alts = g.split("/").filter((alt) => alt !== "$").map((alt) => {
    let mod = ""
    let a = alt
    if (a.startsWith("!")) {
      mod = "~"
      a = a.slice(1)
    } else if (a.startsWith("@")) {
      mod = "[~^]?"
      a = a.slice(1)
    }
    const prefix = a.endsWith("+") && a.length > 1
    if (prefix) a = a.slice(0, -1)
    // Every word of "!any-longer" / "@any-longer" carries the mark, as the first does: "not need it
    // any longer" reads "~any ~longer". Split "no one": the word after "no" sits in the negation
    // "no" opens ("no ~one ~can").
    const later = (words: ReadonlyArray<string>) => (mod !== "" ? mod : HYPHEN_KEPT.has(words[0]!) ? "~?" : "")
    const bodies = spellingsOf(a).map((words) => words.map((w, i) => (i > 0 ? later(words) : "") + escape(w)).join(" ") + (prefix ? "[^ ]*" : ""))
    const body = bodies.length === 1 ? bodies[0]! : `(?:${bodies.join("|")})`
    return (mod === "~" ? "~" : mod) + body
  })
  const words = `(?:${alts.join("|")}) `
  const re = ends ? `(?:${words}|${PHRASE_END})` : words
  return optional ? `(?:${re})?` : re
}

/** A compiled pattern; `anchors` are words one of which any match contains (null: no quick test). */
export interface Cue {
  readonly re: RegExp
  /** Each marked group's own pattern, sticky, in capture order (void patterns only). */
  readonly marks?: ReadonlyArray<RegExp>
  readonly anchors: Anchors | null
  /** The index its Manifest's patterns share (cueIndex.ts), and its slot there; else its anchors are tested alone. */
  readonly indexed?: { readonly index: CueIndex; readonly slot: number }
}

/** Compiles a pattern; with `index`, its anchors are looked up there, with the other patterns' in it. */
export const compileCue = (pattern: string, index?: CueIndex): Cue => {
  const alternatives = pattern.split(" | ").map((p) => p.trim().split(/\s+/).map(compileGroup).join(""))
  // A marked group is a capture group, read through the match's indices.
  const marked = pattern.split(/\s+/).filter((g) => g.length > 2 && g.startsWith("[") && g.endsWith("]"))
  const re = new RegExp(`(?<= )(?:${alternatives.join("|")})`, marked.length > 0 ? "gd" : "g")
  const marks = marked.map((g) => new RegExp(compileGroup(g.slice(1, -1)), "y"))
  const anchors = anchorsOf(pattern)
  if (index === undefined) return { re, marks, anchors }
  return { re, marks, anchors, indexed: { index, slot: index.add(pattern, anchors) } }
}

const mayMatch = (cue: Cue, ct: CueText): boolean =>
  cue.indexed === undefined ? holdsAnchor(cue.anchors, ct) : cue.indexed.index.holds(cue.indexed.slot, ct)

/** Whether each list's patterns sit in consecutive slots of one index, as a rubric's lists are compiled. */
const runs = new WeakMap<ReadonlyArray<unknown>, boolean>()

/**
 * The entries of `list` whose pattern (`cueOf`) may match `ct`, in list order: the only ones a
 * loop over the list needs to try, since `matchCue` answers null for the others. A rubric's list
 * is read off its index's bits for the sentence, without touching the other entries.
 */
export const mayMatchIn = <T>(list: ReadonlyArray<T>, cueOf: (entry: T) => Cue, ct: CueText): ReadonlyArray<T> => {
  if (list.length === 0) return list
  const first = cueOf(list[0]!).indexed
  let run = runs.get(list)
  if (run === undefined) {
    run = first !== undefined && list.every((e, k) => cueOf(e).indexed?.index === first.index && cueOf(e).indexed!.slot === first.slot + k)
    runs.set(list, run)
  }
  if (!run) return list.filter((e) => mayMatch(cueOf(e), ct))
  const slots = first!.index.slotsIn(first!.slot, first!.slot + list.length - 1, ct)
  return slots.length === 0 ? NONE : slots.map((slot) => list[slot - first!.slot]!)
}
const NONE: ReadonlyArray<never> = []

export interface CueMatch {
  /** Token range [from, to) of the match. */
  readonly from: number
  readonly to: number
}

/** The index of the token whose text holds character `offset`. */
export const tokenAt = (starts: ReadonlyArray<number>, offset: number): number => {
  let lo = 0
  let hi = starts.length - 1
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1
    if (starts[mid]! <= offset) lo = mid
    else hi = mid - 1
  }
  return lo
}

/** The first match of `re` in the cue text, as a token range; null when none. */
export const matchCue = (cue: Cue, ct: CueText): CueMatch | null => {
  if (!mayMatch(cue, ct)) return null
  const re = cue.re
  re.lastIndex = 0
  const m = re.exec(ct.text)
  if (m === null || m[0].length === 0) return null
  const from = tokenAt(ct.starts, m.index)
  const to = tokenAt(ct.starts, m.index + m[0].length - 1) + 1
  return { from, to }
}
