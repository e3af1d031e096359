// The learned heads' channel into presence (models/heads.ts; docs/quality.md, "Learned heads"):
// a customer sentence a built-in pack head gives at least τ becomes a find just above
// the found line, as a low-weight cue would, when it is read plain. Its words carry no denial,
// deferral, condition or third party (every token plain), it holds none of the detector's words
// about something else (`elsewhere`), its message is on topic, and a qualification signal is
// stated, not asked. It never overrides a denial: presence asks only when nothing denied.
// With the finds off, the same sentence can instead be cited by a not-found detection, a
// suggestion the cascade reads as doubt (`headSuggestion`, off by default).
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
export const headFind = (m: DetModel, all: ReadonlyArray<Unit>, offTopic: ReadonlySet<number>, input: ReadonlyArray<Message>, tau = headsTau(HEAD_TAU)): Candidate | null =>
  headFindsOn() ? bestHeadSentence(m, all, offTopic, input, tau, HEAD_FIND) : null

/**
 * The head's suggestion (docs/quality.md, "Learned heads"): with the finds off, the plain sentence
 * a head gives at least τ_s where the rules neither found nor denied the detector. It does not
 * change the answer: the detection stays not found, at the confidence it had, and cites the
 * sentence, as an answer the engine could not tie to the signal does (agentAnswers.ts UNLINKED_ANSWER),
 * so the cascade counts the detector undecided when the status hinges on it (statusRisk.ts). A
 * second reader built otherwise than the rules that reads the signal there is a sign of a
 * plausible miss, which the model is asked to settle.
 */
export const headSuggestion = (m: DetModel, all: ReadonlyArray<Unit>, offTopic: ReadonlySet<number>, input: ReadonlyArray<Message>): Candidate | null =>
  !headFindsOn() && suggestOn ? bestHeadSentence(m, all, offTopic, input, suggestTau, SUGGESTED) : null

/**
 * τ_s where suggestions are switched on. From 0.5 to 0.9 no τ_s sent one more wrong status of
 * the tune halves or calibration set A to the model; 0.4 and 0.3 sent one or two more of set A's
 * but took quality-dev2 under 80% local, and quality-dev2's check half gained at none: off by
 * default (docs/quality.md, "Learned heads").
 */
export const HEAD_SUGGEST_TAU = 0.8
/** The score a suggestion carries: it only cites; the confidence is the one the rules gave. */
const SUGGESTED = 0
/** ASSAY_HEADS_SUGGEST=on|off, or a number: τ_s for a sweep of the bench; off when unset. Suggestions run only with the finds off (ASSAY_HEADS=off): a sentence the heads read is a find otherwise. */
const suggestSetting = process.env["ASSAY_HEADS_SUGGEST"]
let suggestOn = suggestSetting === undefined ? false : suggestSetting !== "off"
let suggestTau = Number.isFinite(Number(suggestSetting)) && Number(suggestSetting) > 0 ? Number(suggestSetting) : HEAD_SUGGEST_TAU
export const useHeadSuggestions = (on: boolean, tau = suggestTau): void => {
  suggestOn = on
  suggestTau = tau
}
export const headSuggestionsOn = (): { readonly on: boolean; readonly tau: number } => ({ on: suggestOn, tau: suggestTau })

const bestHeadSentence = (m: DetModel, all: ReadonlyArray<Unit>, offTopic: ReadonlySet<number>, input: ReadonlyArray<Message>, tau: number, score: number): Candidate | null => {
  if (!m.builtin) return null
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
    best = { score, unit: u, match: null }
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
