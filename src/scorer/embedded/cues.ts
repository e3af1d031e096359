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
//   *  / **         up to 3 / up to 6 arbitrary words (never across punctuation)
//   group?          the group is optional
// Contractions are expanded before matching: "don't" is "do not", "I'm" is "i am".
import { modPrefix } from "./vector.js"
import type { Token } from "./text.js"

export interface CueText {
  readonly text: string
  /** Character offset in `text` where each token starts. */
  readonly starts: ReadonlyArray<number>
}

export const cueTextOf = (tokens: ReadonlyArray<Token>): CueText => {
  let text = " "
  const starts: Array<number> = []
  for (const t of tokens) {
    starts.push(text.length)
    text += (t.cls === "punct" ? "" : modPrefix(t.mod).replace("^", "^")) + t.cue + " "
  }
  return { text, starts }
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")

const WILD = "(?:[^ .,;:!?]+ )"

const compileGroup = (group: string): string => {
  if (group === "*") return `${WILD}{0,3}`
  if (group === "**") return `${WILD}{0,6}`
  let optional = false
  let g = group
  if (g.length > 1 && g.endsWith("?")) {
    optional = true
    g = g.slice(0, -1)
  }
  const alts = g.split("/").map((alt) => {
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
    const body = escape(a).replace(/-/g, " ") + (prefix ? "[^ ]*" : "")
    return (mod === "~" ? "~" : mod) + body
  })
  const re = `(?:${alts.join("|")}) `
  return optional ? `(?:${re})?` : re
}

export const compileCue = (pattern: string): RegExp => {
  const groups = pattern.trim().split(/\s+/)
  return new RegExp("(?<= )" + groups.map(compileGroup).join(""), "g")
}

export interface CueMatch {
  /** Token range [from, to) of the match. */
  readonly from: number
  readonly to: number
}

const tokenAt = (starts: ReadonlyArray<number>, offset: number): number => {
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
export const matchCue = (re: RegExp, ct: CueText): CueMatch | null => {
  re.lastIndex = 0
  const m = re.exec(ct.text)
  if (m === null || m[0].length === 0) return null
  const from = tokenAt(ct.starts, m.index)
  const to = tokenAt(ct.starts, m.index + m[0].length - 1) + 1
  return { from, to }
}
