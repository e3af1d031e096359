// With a softmax, a short message is read as a whole rather than sentence by sentence: the best
// unit per category wins, and a sentence alone ("Please help.", "It was declined.") gives
// confident probabilities to categories the message as a whole does not ask about. The whole
// is its statements only: thanks and greetings around a request ("Hi, thanks for the quick
// reply.") would pull the softmax toward whatever category their words resemble. And once the
// whole decides, its evidence is the sentence that carries the category (decisions §11).
import type { Message } from "../../../domain/types.js"
import { sentenceCode, type SentenceCode } from "../models/sentenceVector.js"
import type { Prediction } from "../models/softmaxPredict.js"
import { isCourtesySentence } from "../text/courtesy.js"
import type { Token } from "../text/text.js"
import type { Unit } from "../text/units.js"
import { unitCode } from "./unitVectors.js"
import { learnedSim, relatedness } from "./model.js"

/**
 * Statements a message may have and still be read whole: past this, its sentences compete each
 * alone, and its whole unit meets the softmax without its manners (statementsOf).
 */
export const WHOLE_MAX_SENTENCES = 3

export interface WholeReading {
  /** The message's sentences that state something (all of them when every one is manners). */
  readonly sentences: ReadonlyArray<Unit>
  readonly tokens: ReadonlyArray<Token>
  /** Their text's sentence vector, computed on first use. */
  readonly code: () => SentenceCode | null
}

type Predict = (x: { tokens: ReadonlyArray<Token>; dense: SentenceCode | null }) => Prediction

/** Per whole-message unit, its reading, when the message is short enough to be read whole. */
export const wholeReadings = (
  all: ReadonlyArray<Unit>,
  input: ReadonlyArray<Message>,
  /** Whether a sentence is only manners: the caller's answer when it has one (classify.ts reads it once per unit). */
  courteous: (u: Unit) => boolean = (u) => isCourtesySentence(input[u.messageIndex]?.content.slice(u.start, u.end) ?? "")
): Map<Unit, WholeReading> => {
  const out = new Map<Unit, WholeReading>()
  const byMessage = new Map<number, Array<Unit>>()
  for (const u of all) {
    if (u.whole || u.confirmation !== null || u.tokens.length === 0) continue
    const list = byMessage.get(u.messageIndex)
    if (list === undefined) byMessage.set(u.messageIndex, [u])
    else list.push(u)
  }
  for (const whole of all) {
    if (!whole.whole || whole.confirmation !== null) continue
    const own = byMessage.get(whole.messageIndex) ?? []
    const content = input[whole.messageIndex]?.content ?? ""
    const stating = own.filter((u) => !courteous(u))
    const sentences = stating.length > 0 ? stating : own
    if (sentences.length > WHOLE_MAX_SENTENCES) continue
    let code: SentenceCode | null | undefined
    const text = () => sentences.map((u) => content.slice(u.start, u.end)).join(" ")
    out.set(whole, {
      sentences,
      tokens: sentences.length === own.length ? whole.tokens : sentences.flatMap((u) => u.tokens),
      code: () => (code === undefined ? (code = sentences.length === own.length ? unitCode(whole, input) : sentenceCode(text())) : code)
    })
  }
  return out
}

/**
 * The sentence of a whole reading that, read alone, is closest to category `ci` by the measure
 * units compete on (learnedSim): the one that would have won the category for the message.
 */
export const carryingSentence = (reading: WholeReading, ci: number, chance: number, predict: Predict, input: ReadonlyArray<Message>): Unit => {
  const [first, ...rest] = reading.sentences
  if (rest.length === 0) return first!
  let best = first!
  let bestSim = -1
  for (const u of reading.sentences) {
    const p = predict({ tokens: u.tokens, dense: unitCode(u, input) })
    const related = relatedness(p.lexical)
    const sim = learnedSim(p.similarity[ci]!, related === 0 ? null : p.probs[ci]!, related, chance)
    if (sim > bestSim) [best, bestSim] = [u, sim]
  }
  return best
}

/**
 * The words and sentence vector of a whole unit past the bound, its courtesy sentences left out
 * as a reading leaves them out: else thanks would still pull the whole toward a category.
 */
export const statementsOf = (whole: Unit, courtesy: ReadonlyArray<Unit>, input: ReadonlyArray<Message>): { tokens: ReadonlyArray<Token>; dense: SentenceCode | null } => {
  const mine = courtesy.filter((c) => c.messageIndex === whole.messageIndex && whole.start <= c.start && c.end <= whole.end)
  const inCourtesy = (at: number) => mine.some((c) => c.start <= at && at < c.end)
  const tokens = whole.tokens.filter((t) => !inCourtesy(t.start))
  // Nothing but manners: the whole is what there is to read (as wholeReadings does).
  if (mine.length === 0 || tokens.length === 0) return { tokens: whole.tokens, dense: unitCode(whole, input) }
  const content = input[whole.messageIndex]?.content ?? ""
  const kept: Array<string> = []
  let from = whole.start
  for (const c of [...mine].sort((a, b) => a.start - b.start)) {
    kept.push(content.slice(from, c.start))
    from = Math.max(from, c.end)
  }
  kept.push(content.slice(from, whole.end))
  const text = kept.join(" ").replace(/\s+/g, " ").trim()
  return { tokens, dense: sentenceCode(text) }
}
