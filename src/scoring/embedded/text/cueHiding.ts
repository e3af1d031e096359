// Words hidden from the cue patterns: a hidden word is read by no pattern group ("@" included),
// so words that look like a cue but say something else here ("closes immediately" tells the
// fault, not a hurry) speak for no detector.
import { type Cue, type CueText, cueTextOfWords, mayMatchIn, tokenAt } from "./cues.js"

/** Marks a hidden word: no pattern group, "@" included, matches it. */
const HIDDEN = "%"

/** `ct` with the words at the indexes `hidden` (token order) read by no pattern. */
export const hideWords = (ct: CueText, hidden: ReadonlyArray<number>): CueText => {
  if (hidden.length === 0) return ct
  const list = ct.text.slice(1, -1).split(" ")
  for (const i of hidden) list[i] = HIDDEN + list[i]!
  return cueTextOfWords(list)
}

/**
 * The cue text with the words of every match of `voids` hidden from later patterns: words that
 * look like a cue but say something else here ("closes immediately" tells the fault, not a
 * hurry). A void with marked groups hides only their words ("immediately", not "closes": the
 * fault stays a fault). Every void reads the text as given; it is rebuilt once.
 */
export const hideMatches = (ct: CueText, voids: ReadonlyArray<Cue>): CueText => {
  // Most sentences hold no void's words: leave them without building anything.
  const candidates = mayMatchIn(voids, (v) => v, ct)
  if (candidates.length === 0) return ct
  const hidden = new Set<number>()
  const hide = (from: number, to: number) => {
    if (to <= from) return
    const a = tokenAt(ct.starts, from)
    const b = tokenAt(ct.starts, to - 1)
    for (let i = a; i <= b; i++) hidden.add(i)
  }
  // A wildcard before a marked group reaches the farthest word it fits ("revenue went from 1M to
  // 2M"): every word within the match that the group's own pattern fits is hidden, the nearer too.
  const hideAll = (mark: RegExp | undefined, from: number, to: number) => {
    if (mark === undefined) return
    for (let i = tokenAt(ct.starts, from); i < ct.starts.length && ct.starts[i]! < to; i++) {
      mark.lastIndex = ct.starts[i]!
      const hit = mark.exec(ct.text)
      if (hit !== null && hit[0].length > 0 && hit.index + hit[0].length <= to) hide(hit.index, hit.index + hit[0].length)
    }
  }
  for (const v of candidates) {
    const re = v.re
    re.lastIndex = 0
    // Matches may overlap ("down down to"): each search starts one character past the last start.
    for (let m = re.exec(ct.text); m !== null; m = re.exec(ct.text)) {
      if (m[0].length > 0) {
        // The marked groups' words; an alternative with none marked hides its whole match.
        const groups = (m.indices ?? []).slice(1)
        if (groups.every((x) => x === undefined)) hide(m.index, m.index + m[0].length)
        groups.forEach((x, k) => {
          if (x !== undefined) hideAll(v.marks?.[k], m!.index, m!.index + m![0].length)
        })
      }
      re.lastIndex = m.index + 1
    }
  }
  return hideWords(ct, [...hidden])
}
