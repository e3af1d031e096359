// The learned heads' channel into presence (models/heads.ts; docs/quality.md, "Learned heads"):
// a customer sentence a built-in pack head gives at least τ becomes a find just above
// the found line, as a low-weight cue would, when it is read plain. Its words carry no denial,
// deferral, condition or third party (every token plain), it holds none of the detector's words
// about something else (`elsewhere`), its message is on topic, and a qualification signal is
// stated, not asked. It never overrides a denial: presence asks only when nothing denied.
import type { Message } from "../../../domain/types.js"
import { headFindsOn, headOf, headProbability, headsTau, headsVetoAt, headVetoOn } from "../models/heads.js"
import { hideMatches } from "../text/cueHiding.js"
import type { Unit } from "../text/units.js"
import type { Candidate, DetModel } from "./model.js"
import { cueFor } from "./unread.js"

/** A head's find: above the found line (0.5), below every cue and phrasing find. */
export const HEAD_FIND = 0.52
/**
 * The probability from which a head's sentence is a find: 0.8 cost a tune-half detector, 0.9
 * none; on the corpus, out of fold, 0.9 reads 1 near miss in 100 as the signal.
 */
export const HEAD_TAU = 0.9

const QUALIFICATION = /^(?:bant|meddic|spiced|champ)\./

/** The sentence the head reads best for `m`, as a find, or null. */
export const headFind = (m: DetModel, all: ReadonlyArray<Unit>, offTopic: ReadonlySet<number>, input: ReadonlyArray<Message>, tau = headsTau(HEAD_TAU)): Candidate | null => {
  if (!m.builtin || !headFindsOn()) return null
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

/** The probability under which a head vetoes a find read off a sentence (models/heads.ts's switch). */
export const HEAD_VETO = 0.03
/** What a vetoed find becomes: a near miss. */
const VETOED = 0.45

/**
 * The head's veto: of the finds read off the detector's sentences (`positives` up to `read`;
 * exact examples and answers to the agent's question are not vetoed), those whose sentence the
 * head gives less than HEAD_VETO leave `positives`; the best find left, or the vetoed one as a
 * near miss, is returned as the new best.
 */
export const headVeto = (m: DetModel, positives: Array<Candidate>, read: number, found: Candidate | null, input: ReadonlyArray<Message>): Candidate | null => {
  const k = m.builtin && headVetoOn() ? headOf(m.spec.builtin) : -1
  if (k < 0 || found === null || found.score < 0.5) return found
  const vetoed = new Set(
    positives.slice(0, read).filter((c) => c.score < 1 && c.unit.source === "user" && c.unit.tokens.length > 0 && headProbability(c.unit, input[c.unit.messageIndex]!.content.slice(c.unit.start, c.unit.end), k) < headsVetoAt(HEAD_VETO))
  )
  if (vetoed.size === 0) return found
  const kept = positives.filter((c) => !vetoed.has(c))
  positives.splice(0, positives.length, ...kept)
  if (!vetoed.has(found)) return found
  const best = kept.reduce<Candidate | null>((b, c) => (b === null || c.score > b.score ? c : b), null)
  return best ?? { ...found, score: VETOED }
}
