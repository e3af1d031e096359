// Confidence from token log probabilities: the probability the model gave to the very tokens
// of one answer value (`true` of `budget.found`, `"critical"` of `issue_severity.value`).
// A model's self-reported confidence is poorly calibrated; these probabilities are what it
// actually sampled from.
import type { TokenLogprob } from "./ModelClient.js"

type Span = readonly [start: number, end: number]

/** Character spans of every primitive value of a JSON text, by path (`budget/found`). Throws on bad JSON. */
export const valueSpans = (text: string): ReadonlyMap<string, Span> => {
  const spans = new Map<string, Span>()
  let i = 0
  const fail = (): never => {
    throw new Error(`unexpected JSON at ${i}`)
  }
  const skipSpace = () => {
    while (i < text.length && " \t\n\r".includes(text[i]!)) i++
  }
  const expect = (c: string) => (text[i] === c ? i++ : fail())
  const string = (): string => {
    const start = i
    expect('"')
    while (i < text.length && text[i] !== '"') i += text[i] === "\\" ? 2 : 1
    expect('"')
    return JSON.parse(text.slice(start, i)) as string
  }
  const members = (close: string, member: (n: number) => void) => {
    i++
    skipSpace()
    if (text[i] === close) return void i++
    for (let n = 0; ; n++) {
      member(n)
      skipSpace()
      if (text[i] !== ",") return void expect(close)
      i++
    }
  }
  const value = (path: string): void => {
    skipSpace()
    const at = (key: string) => (path === "" ? key : `${path}/${key}`)
    if (text[i] === "{") {
      return members("}", () => {
        skipSpace()
        const key = string()
        skipSpace()
        expect(":")
        value(at(key))
      })
    }
    if (text[i] === "[") return members("]", (n) => value(at(String(n))))
    const start = i
    if (text[i] === '"') string()
    else while (i < text.length && /[-+.\w]/.test(text[i]!)) i++
    if (i === start) fail()
    spans.set(path, [start, i])
  }
  value("")
  return spans
}

const utf8Length = (s: string) => Buffer.byteLength(s, "utf8")

/**
 * `path → probability` over the answer's tokens, or null when the tokens cannot be lined up
 * with the text (no logprobs, or a server whose tokens do not add up to the content).
 */
export const logprobConfidence = (
  content: string,
  tokens: ReadonlyArray<TokenLogprob> | null
): ((path: string) => number | null) | null => {
  if (tokens === null || tokens.length === 0) return null
  // Byte offsets: a token may hold part of a multi-byte character, so characters cannot be used.
  const starts: Array<number> = []
  let offset = 0
  for (const t of tokens) {
    starts.push(offset)
    offset += t.bytes === null ? utf8Length(t.token) : t.bytes.length
  }
  if (offset !== utf8Length(content)) return null
  let spans: ReadonlyMap<string, Span>
  try {
    spans = valueSpans(content)
  } catch {
    return null
  }
  return (path) => {
    const span = spans.get(path)
    if (span === undefined) return null
    const from = utf8Length(content.slice(0, span[0]))
    const to = from + utf8Length(content.slice(span[0], span[1]))
    let logprob = 0
    tokens.forEach((t, k) => {
      const end = k + 1 < starts.length ? starts[k + 1]! : offset
      if (starts[k]! < to && end > from) logprob += t.logprob
    })
    return Math.exp(logprob)
  }
}
