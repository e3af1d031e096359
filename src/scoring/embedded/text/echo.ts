// "Any deadline, like a licence renewal?" "A licence renewal? Not that I know of.": a customer's short
// question that only repeats the agent's words asks back; it states nothing (modality 2).
import type { Sentence } from "./text.js"

const ECHO_MAX_WORDS = 4

/** Marks, in place, the customer's sentences that echo the agent's preceding words as a question. */
export const markEchoes = (own: ReadonlyArray<Sentence>, agent: ReadonlyArray<Sentence>): void => {
  if (agent.length === 0) return
  const said = new Set(agent.flatMap((s) => s.tokens.map((t) => t.stem)))
  for (const s of own) {
    const words = s.tokens.filter((t) => t.cls !== "punct")
    if (s.tokens[s.tokens.length - 1]?.norm !== "?" || words.length === 0 || words.length > ECHO_MAX_WORDS) continue
    const content = words.filter((t) => !t.stop)
    if (content.length === 0 || !content.every((t) => said.has(t.stem))) continue
    for (const t of s.tokens) t.mod = 2
  }
}
