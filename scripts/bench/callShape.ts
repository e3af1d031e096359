// Readers of a call built apart from the detectors' confidences, for ranking the calls the
// embedded scorer may get wrong (cascadeReaders.ts measures them; none ranked better, so none is in src). The weakest
// pivot's doubt comes from the same scores that decided the status; these look at what the
// scores did not use: customer sentences no detection cites while the status hinges on a
// signal not found (the signal may be in them, told in words the engine did not tie to it),
// and the text's shape (a quoted chain, a form, a long exchange), where the local reading has
// more to strip before it reads the customer's words.
import { isCustomer } from "../../src/domain/roles.js"
import type { Detections, Manifest, Message } from "../../src/domain/types.js"
import { pivotsOf } from "../../src/scoring/cascade/statusRisk.js"

export interface CallShape {
  /** Customer sentences with content (not a greeting, sign-off or thanks) that no detection cites. */
  readonly uncited: number
  /** Of the customer's sentences with content, the share no detection cites. */
  readonly uncitedShare: number
  /** The weakest pivot is a signal not found. */
  readonly weakestNotFound: boolean
  /** Quoted or forwarded mail under the customer's words. */
  readonly chain: boolean
  /** Three or more "Label: value" lines. */
  readonly form: boolean
  /** Over 1,200 characters of customer text, or five customer turns or more. */
  readonly long: boolean
}

// Openers, sign-offs and thanks carry no signal whatever the rubric.
const FORMULA = /^(?:hi|hello|hey|hiya|dear|good (?:morning|afternoon|evening)|thanks?|thank you|many thanks|cheers|regards|kind regards|best|best wishes|all the best|sincerely|yours|sent from|ok|okay|great|perfect|sounds good|no worries)\b/i
const HEADER = /^(?:>|(?:from|to|sent|subject|cc|date)\s*:)/i
const CHAIN = /^(?:>|on .{4,80} wrote:|-{2,}\s*(?:original|forwarded) message)/im
const FORM_LINE = /^[A-Za-z][A-Za-z ?/()'-]{1,40}:\s*\S/gm
const MIN_WORDS = 4

const sentencesOf = (text: string): ReadonlyArray<string> =>
  text
    .split(/\n+|(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => s.split(/\s+/).length >= MIN_WORDS && !FORMULA.test(s) && !HEADER.test(s))

const overlaps = (sentence: string, quote: string): boolean => quote.length > 0 && (sentence.includes(quote) || quote.includes(sentence))

export const callShapeOf = (detections: Detections, manifest: Manifest, input: ReadonlyArray<Message>): CallShape => {
  const quotes = Object.values(detections).flatMap((d) => d.evidence)
  let content = 0
  let uncited = 0
  input.forEach((m, index) => {
    if (!isCustomer(m)) return
    for (const s of sentencesOf(m.content)) {
      content++
      if (!quotes.some((q) => q.message_index === index && overlaps(s, q.quote))) uncited++
    }
  })
  const weakest = [...pivotsOf(detections, manifest)].sort((a, b) => b.doubt - a.doubt)[0]
  const customer = input.filter(isCustomer)
  const chars = customer.reduce((n, m) => n + m.content.length, 0)
  return {
    uncited,
    uncitedShare: content === 0 ? 0 : uncited / content,
    weakestNotFound: weakest !== undefined && detections[weakest.name]?.found !== true,
    chain: customer.some((m) => CHAIN.test(m.content)),
    form: customer.some((m) => (m.content.match(FORM_LINE) ?? []).length >= 3),
    long: chars > 1200 || customer.length >= 5
  }
}
