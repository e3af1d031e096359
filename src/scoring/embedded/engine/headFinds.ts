// The learned heads' channel into presence (models/heads.ts; docs/quality.md, "Learned heads"):
// a customer sentence a built-in pack or intent head gives at least τ becomes a find just above
// the found line, as a low-weight cue would, when it is read plain. Its words carry no denial,
// deferral, condition or third party (every token plain), it holds none of the detector's words
// about something else (`elsewhere`), its message is on topic, and a qualification signal is
// stated, not asked. It never overrides a denial: presence asks only when nothing denied.
import type { Message } from "../../../domain/types.js"
import { headOf, headProbability, headsEnabled, headsTau } from "../models/heads.js"
import { hideMatches } from "../text/cues.js"
import type { Unit } from "../text/units.js"
import type { Candidate, DetModel } from "./model.js"
import { cueFor } from "./unread.js"

/** A head's find: above the found line (0.5), below every cue and phrasing find. */
export const HEAD_FIND = 0.52
/** The probability from which a head's sentence is a find (chosen on the dev files' tune halves and the corpus CV). */
export const HEAD_TAU = 0.8

const QUALIFICATION = /^(?:bant|meddic|spiced|champ)\./

/** The sentence the head reads best for `m`, as a find, or null. */
export const headFind = (m: DetModel, all: ReadonlyArray<Unit>, offTopic: ReadonlySet<number>, input: ReadonlyArray<Message>, tau = headsTau(HEAD_TAU)): Candidate | null => {
  if (!m.builtin || !headsEnabled()) return null
  const k = headOf(m.spec.builtin)
  if (k < 0) return null
  const asksNot = QUALIFICATION.test(m.spec.builtin ?? "")
  let best: Candidate | null = null
  let bestP = tau
  for (const u of all) {
    if (u.source !== "user" || u.whole || u.tokens.length === 0 || offTopic.has(u.messageIndex)) continue
    if (u.tokens.some((t) => t.mod !== 0) || (asksNot && u.tokens.some((t) => t.norm === "?"))) continue
    const text = input[u.messageIndex]!.content.slice(u.start, u.end)
    const p = headProbability(u, text, k)
    if (p < bestP) continue
    const read = cueFor(m, u)
    if (m.elsewhere.length > 0 && hideMatches(read, m.elsewhere).text !== read.text) continue
    best = { score: HEAD_FIND, unit: u, match: null }
    bestP = p
  }
  return best
}
