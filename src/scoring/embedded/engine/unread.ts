// What a built-in detector leaves unread: words that look like its cues but say something else
// in their place (a rubric's `voids`), and whole messages that are not about its subject (its
// `offTopic` marks: a sales pitch or a newsletter sent to the support inbox is no ticket).
import { compileCue, type CueMatch, cueTextOfWords, matchCue, mayMatchIn, type CueText } from "../text/cues.js"
import { hideMatches, hideWords } from "../text/cueHiding.js"
import type { Unit } from "../text/units.js"
import { type CompiledCue, type DetModel, patternOf } from "./model.js"

/** The cue text `m`'s cues read of `u`: its void patterns' words hidden. */
export const cueFor = (m: DetModel, u: Unit): CueText => {
  const read = m.ownWordsOnly || m.titlesUnread ? ownCue(u) : u.cue
  // A whole message holds both sentences already.
  const own = m.nextSentenceVoids.length === 0 ? read : u.whole ? hideMatches(read, m.nextSentenceVoids) : hideWithNext(m, u, read)
  return m.voids.length === 0 ? own : hideMatches(own, m.voids)
}

const wordsOf = (ct: CueText): Array<string> => (ct.starts.length === 0 ? [] : ct.text.slice(1, -1).split(" "))

/**
 * `read` (the cue text of `u`) with the words hidden that `m`'s next-sentence voids mark when
 * `u` is read together with the sentence after it in the same message.
 */
const hideWithNext = (m: DetModel, u: Unit, read: CueText): CueText => {
  const next = u.next
  if (next === null || read.starts.length === 0) return read
  const first = wordsOf(read)
  const pair = cueTextOfWords([...first, ...wordsOf(m.ownWordsOnly || m.titlesUnread ? ownCue(next) : next.cue)])
  // Most pairs hold no such void's words: leave them without building anything.
  if (mayMatchIn(m.nextSentenceVoids, (v) => v, pair).length === 0) return read
  const hidden = hideMatches(pair, m.nextSentenceVoids)
  return hidden.text === pair.text ? read : cueTextOfWords(wordsOf(hidden).slice(0, first.length))
}

/** Each unit's cue text without its signature words, built once for every detector that asks. */
const ownCues = new WeakMap<Unit, CueText>()
const ownCue = (u: Unit): CueText => {
  let ct = ownCues.get(u)
  if (ct === undefined) {
    ct = u.tokens.some((t) => t.signature === true) ? hideWords(u.cue, signatureWords(u)) : u.cue
    ownCues.set(u, ct)
  }
  return ct
}

/** The indexes of `u`'s tokens on a signature's name, title or company lines. */
const signatureWords = (u: Unit): ReadonlyArray<number> => {
  const out: Array<number> = []
  u.tokens.forEach((t, i) => {
    if (t.signature === true) out.push(i)
  })
  return out
}

/**
 * A cue match that lies wholly in a form's label: the form's words, not the sender's ("Purchase
 * date: …" is no purchase). A match that reaches the value reads the pair ("Needed by: Friday").
 */
export const inLabelOnly = (m: DetModel, u: Unit, mt: CueMatch): boolean => {
  if (!m.ownWordsOnly) return false
  const words = u.tokens.slice(mt.from, mt.to).filter((t) => t.cls !== "punct")
  return words.length > 0 && words.every((t) => t.label === true)
}

/** Whether every word of `u` is on a signature's lines: a detector of `titlesUnread` reads nothing there. */
export const allSignature = (u: Unit): boolean => u.tokens.some((t) => t.signature === true) && u.tokens.every((t) => t.cls === "punct" || t.signature === true)

/** Whether every word of `u` is on a signature's lines or a label: the detector reads nothing there. */
export const noOwnWords = (u: Unit): boolean => u.tokens.every((t) => t.cls === "punct" || t.signature === true || t.label === true)

/**
 * The customer's own system: a pitch opens with faults of the world at large ("attacks rose 40%",
 * "most shops are losing sales"), so a fault keeps a message read only when the sentence telling
 * it speaks of the sender or theirs.
 */
const OWN = compileCue("@i/@we/@my/@our/@us/@me/@mine/@ours")

/**
 * The category of an off-topic mark that counts only beside one without it: a mark an ordinary
 * message may hold too ("I can start", "my portfolio"), so several of them alone prove nothing.
 */
export const WEAK_MARK = "weak"

/** The messages `m` does not read: those whose off-topic marks weigh 1 or more, each mark once, one not weak (`WEAK_MARK`), and that report nothing (`onTopic`). */
export const offTopicMessages = (m: DetModel, all: ReadonlyArray<Unit>): ReadonlySet<number> => {
  const out = new Set<number>()
  if (m.offTopic.length === 0) return out
  const marks = new Map<number, Set<CompiledCue>>()
  for (const u of all) {
    if (u.source !== "user") continue
    for (const c of mayMatchIn(m.offTopic, patternOf, u.cue)) {
      if (matchCue(c.re, u.cue) === null) continue
      const seen = marks.get(u.messageIndex) ?? new Set<CompiledCue>()
      seen.add(c)
      marks.set(u.messageIndex, seen)
    }
  }
  const reports = (msg: number) => all.some((u) => u.messageIndex === msg && u.source === "user" && !u.whole && matchCue(OWN, u.cue) !== null && m.onTopic.some((c) => matchCue(c, u.cue) !== null))
  for (const [msg, seen] of marks) {
    let w = 0
    let clear = false
    for (const c of seen) {
      w += c.w
      clear ||= c.cat !== WEAK_MARK
    }
    if (w >= 1 && clear && !reports(msg)) out.add(msg)
  }
  return out
}
