// The customer's own sentences that may ask for something, read by the message-wide "no job asked"
// readings (thanksOnly.ts, stockQuestion.ts): both pass over the same lines (a whole-message
// reading, an agent's turn, a "yes" to the agent, a signature, a line giving who writes, manners),
// so the list is kept once, here, and the two cannot drift apart.
import type { Message } from "../../../domain/types.js"
import { isAcknowledgement, isCourtesySentence } from "../text/courtesy.js"
import type { Unit } from "../text/units.js"

/** A form line that only gives who is writing: "Name: ...", "Email: ...". */
const WHO_LINE = /^\s*(?:(?:full\s+)?name|e-?mail|phone|tel(?:ephone)?|mobile|company|from)\s*:/iu

export interface CustomerSentence {
  readonly unit: Unit
  readonly text: string
}

// A call's units are one array read by every classification detector of its rubric: the list is
// made once per call, not once per detector and reading.
const perCall = new WeakMap<ReadonlyArray<Unit>, ReadonlyArray<CustomerSentence>>()

/** The customer's sentences, less whole-message readings, replies to the agent, signatures, who-lines and manners. */
export const customerSentences = (all: ReadonlyArray<Unit>, input: ReadonlyArray<Message>): ReadonlyArray<CustomerSentence> => {
  let told = perCall.get(all)
  if (told === undefined) {
    told = all.flatMap((u) => {
      if (u.whole || u.source !== "user" || u.confirmation !== null || u.tokens.length === 0) return []
      if (u.tokens.every((t) => t.signature === true)) return []
      const text = input[u.messageIndex]?.content.slice(u.start, u.end) ?? ""
      return WHO_LINE.test(text) || isCourtesySentence(text) || isAcknowledgement(text) ? [] : [{ unit: u, text }]
    })
    perCall.set(all, told)
  }
  return told
}
