// What a detection quotes: evidence spans (exact substrings of the input) and the value snippet.
import type { Evidence, Message } from "../../../domain/types.js"
import type { Candidate } from "./model.js"

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

export const MAX_SNIPPET = 80

export const snippet = (c: Candidate, input: ReadonlyArray<Message>): string | null => {
  const content = input[c.unit.messageIndex]?.content ?? ""
  const tokens = c.unit.tokens
  let text: string
  if (c.match !== null && c.match.to > c.match.from) {
    const from = tokens[c.match.from]!
    const to = tokens[c.match.to - 1]!
    text = content.slice(from.start, to.end)
  } else {
    const start = c.unit.labelEnd > 0 ? (tokens[c.unit.labelEnd + 1] ?? tokens[c.unit.labelEnd])!.start : c.unit.start
    text = content.slice(start, c.unit.end)
  }
  text = text.replace(/\s+/g, " ").trim()
  if (text.length > MAX_SNIPPET) {
    const cut = text.lastIndexOf(" ", MAX_SNIPPET)
    text = text.slice(0, cut > 20 ? cut : MAX_SNIPPET).replace(/[\s,;:.-]+$/, "") + "…"
  }
  return text === "" ? null : text
}

