// A model's quote or value is trusted only as an exact substring of a customer message
// (decisions §11). What it wrote is repaired to the nearest exact span when it differs only in
// what a model routinely changes when copying: case, runs of whitespace, typographic quotes and
// dashes, surrounding quote marks or an ellipsis. Anything else (a paraphrase, words of the
// prompt or of an agent) finds no span and is dropped: a fuzzy match could invent evidence.
import type { Message } from "../../domain/types.js"
import { isCustomer as isCustomerMessage } from "../../domain/roles.js"

export interface Span {
  readonly message_index: number
  readonly quote: string
}

const FOLD: Record<string, string> = {
  "\u2018": "'", "\u2019": "'", "\u201A": "'", "\u201B": "'", "\u2032": "'",
  "\u201C": '"', "\u201D": '"', "\u201E": '"', "\u201F": '"', "\u2033": '"',
  "\u2010": "-", "\u2011": "-", "\u2012": "-", "\u2013": "-", "\u2014": "-", "\u2212": "-"
}

/** One character as compared: case folded (when that keeps its length), typographic forms plain. */
const foldChar = (ch: string) => {
  const plain = FOLD[ch] ?? ch
  const lower = plain.toLowerCase()
  return lower.length === plain.length ? lower : plain
}

/**
 * The folded text and, for each of its characters, the offset of the original character it
 * came from; a run of whitespace folds to one space.
 */
const folded = (text: string): { readonly text: string; readonly at: ReadonlyArray<number> } => {
  let out = ""
  const at: Array<number> = []
  let i = 0
  for (const ch of text) {
    if (/\s/u.test(ch)) {
      if (!out.endsWith(" ")) {
        out += " "
        at.push(i)
      }
    } else {
      const f = foldChar(ch)
      out += f
      for (let k = 0; k < f.length; k++) at.push(i)
    }
    i += ch.length
  }
  return { text: out, at }
}

// Quote marks around a quote and a trailing ellipsis are the model's framing, not the customer's text.
const unframed = (quote: string) =>
  quote
    .trim()
    .replace(/^["'\u2018\u2019\u201C\u201D\u00AB\u00BB]+|["'\u2018\u2019\u201C\u201D\u00AB\u00BB]+$/gu, "")
    .replace(/(\.\.\.|\u2026)$/u, "")
    .trim()

const isCustomer = (m: Message | undefined): m is Message => m !== undefined && isCustomerMessage(m)

/** The exact span of `content` that `quote` stands for, or null. */
const spanIn = (content: string, quote: string): string | null => {
  if (content.includes(quote)) return quote
  const c = folded(content)
  const q = folded(quote).text.trim()
  const start = c.text.indexOf(q)
  if (q === "" || start === -1) return null
  const from = c.at[start]!
  const last = c.at[start + q.length - 1]!
  // The last character compared may stand for a surrogate pair: include all of it.
  const to = last + (content.codePointAt(last)! > 0xffff ? 2 : 1)
  return content.slice(from, to)
}

/**
 * Where `quote` really is: in the customer message the model named (`preferred`), else in
 * another customer message, exactly or after folding; null when it is in none of them.
 */
export const locate = (quote: string, preferred: number | null, input: ReadonlyArray<Message>): Span | null => {
  const candidates = [quote.trim(), unframed(quote)].filter((q, i, all) => q.trim() !== "" && all.indexOf(q) === i)
  if (candidates.length === 0) return null
  const order = input.map((_, i) => i).filter((i) => isCustomer(input[i]))
  if (preferred !== null && order.includes(preferred)) order.sort((a, b) => (a === preferred ? -1 : b === preferred ? 1 : a - b))
  for (const q of candidates) {
    for (const i of order) {
      const found = spanIn(input[i]!.content, q)
      if (found !== null) return { message_index: i, quote: found }
    }
  }
  return null
}
