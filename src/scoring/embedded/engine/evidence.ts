// What a detection quotes: evidence spans (exact substrings of the input) and the value snippet.
import type { Evidence, Message } from "../../../domain/types.js"
import type { Candidate } from "./model.js"
import type { Token } from "../text/text.js"
import { isUser } from "../text/units.js"

/** A bare "no" to the agent's question; "no idea", "no comment", "not really sure" are dodges, not denials. */
export const BARE_NEGATIVE = /^\W*(no|nope|nah|not really|not at all|none|nothing|never|no way|negative|not now|not currently)\b(?![- ]?(?:brainer|doubt|problem|worries))(?! (?:idea|clue|comment|notion|sure|certain)\b)(?!-(?!one\b|body\b)\w)/i
/** "Not yet", "no, not yet": the answer puts the topic off, it does not deny it (decisions §11). */
export const DEFERRED_ANSWER = /^\W*(?:(?:no|nope|not)\b[^.;!?]{0,24}\byet\b|not yet\b)/i
export const evidenceOf = (cands: ReadonlyArray<Candidate>, input: ReadonlyArray<Message>): Array<Evidence> => {
  const out: Array<Evidence> = []
  const seen = new Set<string>()
  const push = (messageIndex: number, start: number, end: number) => {
    // Evidence is the customer's words (decisions §11): an agent's sentence the customer
    // confirmed or answered is cited by the customer's confirmation or answer, never itself.
    if (!isUser(input[messageIndex] ?? { role: "", content: "" })) return
    const content = input[messageIndex]?.content ?? ""
    const quote = content.slice(start, end)
    const k = `${messageIndex}:${start}:${end}`
    if (quote === "" || seen.has(k)) return
    seen.add(k)
    out.push({ message_index: messageIndex, quote })
  }
  const spans: Array<Candidate["unit"]> = []
  // Sentences before whole messages; never two overlapping quotes.
  for (const c of [...cands].sort((a, b) => Number(a.unit.whole) - Number(b.unit.whole))) {
    const u = c.unit
    if (spans.some((x) => x.messageIndex === u.messageIndex && x.start < u.end && u.start < x.end)) continue
    spans.push(u)
    push(u.messageIndex, u.start, u.end)
    const conf = u.confirmation
    if (conf !== null) push(conf.messageIndex, conf.start, conf.end)
  }
  return out.sort((a, b) => a.message_index - b.message_index)
}

/** The longest value: a clause longer than this is cut back to the words around the match. */
export const MAX_SNIPPET = 160

/** Tokens that end a clause: a value stops at them. */
const CLAUSE_END = new Set([",", ";", ":", "(", ")", "—", "–", "!", "?", ".", "…"])
const isClauseEnd = (t: Token) => t.cls === "punct" && CLAUSE_END.has(t.norm)
const CONTENT = (t: Token) => t.cls !== "punct" && !t.stop

/**
 * A presence detection's value (decisions §11): the customer's shortest clause that states the
 * signal, an exact substring of their message. The clause around the matched cue (or, without
 * one, the unit's value part of a form line, else the whole unit); a clause of a word or two
 * ("Timeline: Q3") keeps the next one over, so the value is never a bare keyword. An agent's
 * sentence that a customer confirmed gives the customer's confirmation instead.
 */
export const snippet = (c: Candidate, input: ReadonlyArray<Message>): string | null => {
  const u = c.unit
  if (!isUser(input[u.messageIndex] ?? { role: "", content: "" })) {
    const conf = u.confirmation
    return conf === null ? null : exact(input[conf.messageIndex]?.content.slice(conf.start, conf.end) ?? "")
  }
  const content = input[u.messageIndex]?.content ?? ""
  const tokens = u.tokens
  if (tokens.length === 0) return exact(content.slice(u.start, u.end))
  // A clause ends at a mark ("Dr." is no end) and at a line break: a value never runs into the next line.
  const lineBreak = (i: number) => i > 0 && i < tokens.length && startsLine(content.slice(tokens[i - 1]!.end, tokens[i]!.start), tokens, i)
  const endMark = (i: number) => isClauseEnd(tokens[i]!) && !(tokens[i]!.norm === "." && i > 0 && tokens[i - 1]!.end === tokens[i]!.start && TITLE_ABBREVIATION.has(tokens[i - 1]!.norm.toLowerCase()))
  const hasMatch = c.match !== null && c.match.to > c.match.from
  // The line the signal is on: a whole message's value stays within one of its lines.
  const anchor = hasMatch ? busiestLine(c.match!.from, c.match!.to, lineBreak) : 0
  let lo = anchor
  while (lo > 0 && !lineBreak(lo)) lo--
  let hi = anchor + 1
  while (hi < tokens.length && !lineBreak(hi)) hi++
  const ownLabel = u.labelEnd > lo && u.labelEnd < hi && tokens.slice(u.labelEnd, hi).some(CONTENT)
  const valueFrom = ownLabel ? u.labelEnd : lineLabelEnd(tokens, lo, hi)
  // A form line's value starts after its separator; the clause never reaches back into the label.
  const floor = Math.max(lo, valueFrom > 0 ? valueFrom + 1 : 0)
  let from = hasMatch ? c.match!.from : floor
  let to = hasMatch ? Math.min(c.match!.to, hi) : hi
  // A match inside the label: the value part says what the label asks.
  if (from < floor) {
    from = floor
    to = Math.max(to, floor + 1)
  }
  while (from > floor && !endMark(from - 1)) from--
  while (to < hi && !endMark(to)) to++
  // Too short to state anything alone: take in the neighbouring clause.
  if (tokens.slice(from, to).filter(CONTENT).length < 2) {
    if (to < hi - 1) for (to++; to < hi && !endMark(to); to++);
    else if (from > lo + 1) for (from--; from > lo && !endMark(from - 1); from--);
  }
  while (from < to && tokens[from]!.cls === "punct") from++
  while (to > from && tokens[to - 1]!.cls === "punct" && tokens[to - 1]!.norm !== "%") to--
  // "and the backlog keeps growing": the conjunction ties the clause to the one before, it states nothing.
  while (to - from > 2 && LEADING_JOINER.has(tokens[from]!.norm.toLowerCase())) {
    from++
    while (from < to && tokens[from]!.cls === "punct") from++
  }
  ;[from, to] = closeBrackets(tokens, from, to)
  if (from >= to) return exact(content.slice(u.start, u.end))
  if (tokens[to - 1]!.end - tokens[from]!.start > MAX_SNIPPET && c.match !== null) {
    from = Math.max(from, c.match.from - 4)
    to = Math.min(to, c.match.to + 4)
  }
  return exact(content.slice(tokens[from]!.start, tokens[to - 1]!.end))
}

/** Titles whose "." ends no clause: "Dr. Lee has the budget". */
const TITLE_ABBREVIATION = new Set(["dr", "mr", "mrs", "ms", "mx", "prof", "st", "messrs"])

/**
 * Where a line's label ends ("Account: ...", "- Budget: ..."), for the lines of a whole message
 * (its sentences' labels are read by the sentence splitter): the separator's index, or 0.
 */
const lineLabelEnd = (tokens: ReadonlyArray<Token>, lo: number, hi: number): number => {
  for (let i = lo; i < Math.min(hi, lo + 5); i++) {
    const t = tokens[i]!
    if (t.cls === "punct" && t.norm === ":") return i > lo && tokens.slice(i + 1, hi).some(CONTENT) ? i : 0
    if (t.cls === "punct" && t.norm !== "-" && t.norm !== "*") return 0
  }
  return 0
}

/**
 * Whether `gap`, the text before token i, breaks the line for a value: a blank line, or a line
 * break before a bullet or a form label. A single break in running prose is the sender's
 * wrapping ("we have 20k\nset aside"), not an end.
 */
const startsLine = (gap: string, tokens: ReadonlyArray<Token>, i: number): boolean => {
  if (!gap.includes("\n")) return false
  if (/\n[ \t]*\n/.test(gap)) return true
  const first = tokens[i]!
  if (first.cls === "punct" && BULLET.has(first.norm)) return true
  for (let k = i + 1; k < Math.min(tokens.length, i + 5); k++) {
    if (tokens[k]!.cls !== "punct") continue
    return tokens[k]!.norm === ":"
  }
  return false
}
const BULLET = new Set(["-", "*", "•", "–"])

/** The first token of the line holding most of tokens [from, to): where a match across lines says most. */
const busiestLine = (from: number, to: number, lineBreak: (i: number) => boolean): number => {
  let best = from
  let bestLength = 0
  let start = from
  for (let i = from + 1; i <= to; i++) {
    if (i === to || lineBreak(i)) {
      if (i - start > bestLength) [best, bestLength] = [start, i - start]
      start = i
    }
  }
  return best
}

/** Conjunctions a value does not open with. */
const LEADING_JOINER = new Set(["and", "but", "so", "or", "yet", "plus"])

const isOpen = (t: Token) => t.cls === "punct" && t.norm === "("
const isClose = (t: Token) => t.cls === "punct" && t.norm === ")"

/**
 * A value never leaves a bracket half open: "a week of overtime (about $5k" takes in its ")" when the
 * sentence has it close by, so the amount in it stays whole; otherwise the value stops before
 * the "(". A ")" whose "(" comes before the value reaches back to it the same way.
 */
const closeBrackets = (tokens: ReadonlyArray<Token>, from: number, to: number): [number, number] => {
  let open = -1
  let depth = 0
  for (let i = from; i < to; i++) {
    if (isOpen(tokens[i]!)) {
      if (depth === 0) open = i
      depth++
    } else if (isClose(tokens[i]!)) {
      if (depth > 0) depth--
      else {
        // A stray ")": reach back to its "(", or start after it.
        let k = from - 1
        while (k >= 0 && !isOpen(tokens[k]!) && !isClose(tokens[k]!)) k--
        if (k >= 0 && isOpen(tokens[k]!) && tokens[to - 1]!.end - tokens[k]!.start <= MAX_SNIPPET) return closeBrackets(tokens, k, to)
        return closeBrackets(tokens, i + 1, to)
      }
    }
  }
  if (depth === 0) return [from, to]
  let j = to
  while (j < tokens.length && !isClose(tokens[j]!) && !isOpen(tokens[j]!)) j++
  if (j < tokens.length && isClose(tokens[j]!) && depth === 1 && tokens[j]!.end - tokens[from]!.start <= MAX_SNIPPET) return [from, j + 1]
  let end = open
  while (end > from && tokens[end - 1]!.cls === "punct") end--
  return [from, end]
}

/** A value as it stands in the message: trimmed at its ends only, so it stays an exact substring. */
const exact = (text: string): string | null => {
  const t = text.trim()
  return t === "" ? null : t
}
