// What a detection quotes: evidence spans (exact substrings of the input) and the value snippet.
import type { Evidence, Message } from "../../../domain/types.js"
import type { Candidate } from "./model.js"
import type { Token } from "../text/text.js"
import { isUser } from "../text/units.js"

export const BARE_NEGATIVE = /^\W*(no|nope|nah|not really|not at all|none|nothing|never|no way|negative|not now|not currently)\b(?![- ]?(?:brainer|doubt|problem|worries))/i
/** "Not yet", "no, not yet": the answer puts the topic off, it does not deny it (decisions §11). */
export const DEFERRED_ANSWER = /^\W*(?:(?:no|nope|not)\b[^.;!?]{0,24}\byet\b|not yet\b)/i
export const evidenceOf = (cands: ReadonlyArray<Candidate>, input: ReadonlyArray<Message>): Array<Evidence> => {
  const out: Array<Evidence> = []
  const seen = new Set<string>()
  const push = (messageIndex: number, start: number, end: number) => {
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
  const valueFrom = u.labelEnd > 0 && tokens.slice(u.labelEnd).some(CONTENT) ? u.labelEnd : 0
  // A form line's value starts after its separator; the clause never reaches back into the label.
  const floor = valueFrom > 0 ? valueFrom + 1 : 0
  let from = c.match !== null && c.match.to > c.match.from ? c.match.from : floor
  let to = c.match !== null && c.match.to > c.match.from ? c.match.to : tokens.length
  // A match inside the label: the value part says what the label asks.
  if (from < floor) {
    from = floor
    to = Math.max(to, floor + 1)
  }
  while (from > floor && !isClauseEnd(tokens[from - 1]!)) from--
  while (to < tokens.length && !isClauseEnd(tokens[to]!)) to++
  // Too short to state anything alone: take in the neighbouring clause.
  if (tokens.slice(from, to).filter(CONTENT).length < 2) {
    if (to < tokens.length - 1) for (to++; to < tokens.length && !isClauseEnd(tokens[to]!); to++);
    else if (from > 1) for (from--; from > 0 && !isClauseEnd(tokens[from - 1]!); from--);
  }
  while (from < to && tokens[from]!.cls === "punct") from++
  while (to > from && tokens[to - 1]!.cls === "punct" && tokens[to - 1]!.norm !== "%") to--
  // "and people are burning out": the conjunction ties the clause to the one before, it states nothing.
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

/** Conjunctions a value does not open with. */
const LEADING_JOINER = new Set(["and", "but", "so", "or", "yet", "plus"])

const isOpen = (t: Token) => t.cls === "punct" && t.norm === "("
const isClose = (t: Token) => t.cls === "punct" && t.norm === ")"

/**
 * A value never leaves a bracket half open: "a day of lost work (~£6k" takes in its ")" when the
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
