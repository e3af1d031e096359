// Answers to the agent's question about a presence detector's signal (the turn's first user
// sentence): a bare "no" denies it; in a qualification pack a plain stated answer gives it,
// found when its words tie it to the signal and a near miss when they do not.
import type { Message } from "../../../domain/types.js"
import type { Compiled } from "./compile.js"
import { matchCue } from "../text/cues.js"
import { hideMatches } from "../text/cueHiding.js"
import { BARE_NEGATIVE, DEFERRED_ANSWER } from "./evidence.js"
import { coverage, maxOf, similarities } from "./match.js"
import { better, type Candidate, CONTEXT_DENIAL, type DetModel, plainOf } from "./model.js"
import type { Turn, Unit } from "../text/units.js"
import type { Token } from "../text/text.js"
import { isCourtesySentence } from "../text/courtesy.js"
import { exampleCosine } from "./detectorExamples.js"
import { denseCosines } from "../models/sentenceEncoder.js"
import { linksToSignal } from "./answerLink.js"
import { answerTo } from "../text/openQuestion.js"
import { asksTopic } from "./customDenials.js"
import { cueFor } from "./unread.js"
import { namesSomeoneElse, noDeniesNothing } from "./invertedQuestions.js"
import { placeField } from "./placeField.js"
import { kindsHeld } from "./valueShapes.js"

/** A plain answer to the agent's question about the signal, tied to it: found, below most cues. */
const PLAIN_ANSWER = 0.55
/**
 * The same answer with nothing of the signal in it: a near miss, reported not found with the
 * answer as its evidence. Whether it gives the signal in words the engine does not know is what
 * the local scorer cannot tell: the calibration weighs such answers (`answered`), and the
 * cascade sends a call whose status hinges on one to the model (statusRisk.ts; decisions §11).
 */
const UNLINKED_ANSWER = 0.45
/** Qualification packs, where the agent asks for the signal; an intent is not stated by answering. */
const ANSWERED_BY_STATING = /^(?:bant|meddic|spiced|champ)\./
/** A denial a custom detector's question gets ("not at the moment", "not right now"): no, for now. */
const NOT_AT_PRESENT = /^\W*not (?:at the moment|right now|at present|currently)\b/i

/** What a presence detector has read so far: the answers add to it. */
export interface Reading {
  found: Candidate | null
  denied: Candidate | null
  readonly positives: Array<Candidate>
}

/**
 * Reads each turn that answers an agent question about the signal into `r` (messages in
 * `offTopic` are not read); returns the first answer not tied to the signal, the evidence of a
 * near miss, or null.
 */
export const readAnswers = (
  ctx: Compiled,
  m: DetModel,
  all: ReadonlyArray<Unit>,
  sims: ReadonlyArray<Float64Array>,
  turns: ReadonlyArray<Turn>,
  input: ReadonlyArray<Message>,
  offTopic: ReadonlySet<number>,
  r: Reading
): Candidate | null => {
  let unlinked: Candidate | null = null
  for (const turn of turns) {
    if (turn.first === null || offTopic.has(turn.messageIndex) || (m.questions.length === 0 && m.builtin)) continue
    const told = fieldAnswer(ctx, m, turn, input)
    if (told !== null) {
      r.positives.push(told)
      r.found = better(r.found, told)
    }
    const answer = answerTo(turn, (q) => asksAbout(ctx, m, [q], input))
    if (answer === null) continue
    const text = input[turn.messageIndex]!.content.slice(answer.start, answer.end)
    if ((BARE_NEGATIVE.test(text) || (!m.builtin && NOT_AT_PRESENT.test(text))) && !DEFERRED_ANSWER.test(text) && !putsOffAfterNo(answer)) {
      // "Would budget be a problem?" "No": the "no" denies the trouble, not the budget (invertedQuestions.ts).
      if (m.builtin && noDeniesNothing(m, turn.previousAgent(), input)) continue
      // "Are you the one who signs?" "No, our finance director does": the speaker is denied, not the signal.
      if (m.builtin && namesSomeoneElse(turn.previousAgent(), input, text)) continue
      r.denied = better(r.denied, { score: CONTEXT_DENIAL, unit: answer, match: null })
    } else if (ANSWERED_BY_STATING.test(m.spec.builtin ?? "") && statesAnswer(answer, text)) {
      const k = all.indexOf(answer)
      const posSim = k === -1 ? 0 : maxOf(sims[k]!, m.pos)
      const read = cueFor(m, answer)
      const own = m.elsewhere.length === 0 ? read : hideMatches(read, m.elsewhere)
      const linked = linksToSignal(m, answer, input[turn.messageIndex]!.content, posSim, own.text === read.text ? answer.cue : own)
      const cand: Candidate = { score: linked ? PLAIN_ANSWER : UNLINKED_ANSWER, unit: answer, match: null }
      if (linked && (r.found?.score ?? 0) < PLAIN_ANSWER) r.positives.push(cand)
      if (!linked) unlinked ??= cand
      r.found = better(r.found, cand)
    }
  }
  return unlinked
}

/** "No, we haven't discussed it yet", "not really, still working it out": the "no" answers "is it settled?". */
const putsOffAfterNo = (u: Unit): boolean => u.tokens.slice(1).some((t) => t.mod === 2 && t.cls !== "punct")

/** An answer that puts the question off: "let me check with finance", "I'll find out". */
const PUTS_OFF = /\b(?:one sec(?:ond)?|one moment|hang on|hold on|bear with me)\b|\b(?:let me|i(?:'|’)ll|i will|i(?:'|’)d have to|i need to|have to|need to) (?:check|ask|find out|confirm|look into|get back|come back|see)\b|\bget back to you\b|\b(?:no idea|not sure|depends)\b/i

/**
 * A plain answer to the agent's question about the signal ("How do things get approved?" "I
 * write a paper for the committee, then the treasurer signs"): stated (nothing negated, put off
 * or asked back) and with some words of its own, it states the signal in other words.
 */
const statesAnswer = (u: Unit, text: string): boolean => {
  if (PUTS_OFF.test(text) || BARE_NEGATIVE.test(text) || DEFERRED_ANSWER.test(text)) return false
  if (u.tokens.some((t) => t.mod === 1 || t.norm === "?" || t.norm === "not" || t.norm === "yet")) return false
  const words = u.tokens.filter((t) => t.cls !== "punct" && !t.stop)
  // A condition inside the answer ("then he signs if they agree") is allowed, an answer that is all condition not.
  if (words.length >= 3) return words.filter((t) => t.mod === 0).length * 2 > words.length
  return answersInAFragment(u, text, words)
}

/** Courtesy and fillers that answer nothing: "sure", "good question", "hello?", "one sec". */
const FILLER = /^\W*(?:yes|yeah|yep|yup|ok(?:ay)?|sure|right|fine|great|cool|hi|hello|hey|sorry|pardon|thanks|cheers|hmm+|um+|er+|well|good question|one sec(?:ond)?|one moment|hang on|hold on|bear with me|why|what|who|how)\b/i
/** At most this many tokens in a fragment answer: a short noun phrase, not a sentence. */
const FRAGMENT_TOKENS = 6

/**
 * A fragment that answers the question outright ("Our CFO.", "The phones.", "Excel.", "About
 * 5k."): one or two words of content, plainly stated, no filler. Still tied to the signal by its
 * words (answerLink.ts) before it counts: a name alone answers "who decides?" only as a person.
 */
const answersInAFragment = (u: Unit, text: string, words: ReadonlyArray<Token>): boolean =>
  (words.length >= 1 || SPEAKER.test(text)) &&
  u.tokens.length <= FRAGMENT_TOKENS &&
  u.tokens.every((t) => t.mod === 0) &&
  !FILLER.test(text) &&
  !isCourtesySentence(text)

/**
 * The speaker as the whole answer to "who …?": "Me.", "Myself, mostly.", with a lead-in of stop
 * words too ("just me", "only me", "that'd be me", "it's me"): stop words only, yet an answer.
 */
const SPEAKER = /^\W*(?:(?:just|only|mostly|mainly|probably|really|that(?:'|’)?d be|that would be|that(?:'|’)?ll be|that(?:'|’)?s|it(?:'|’)?s|it(?:'|’)?d be|it would be)\s+)?(?:me|myself|us|ourselves)\b/i

/** Whether the agent sentences before a user message ask about this detector's signal. */
const asksAbout = (ctx: Compiled, m: DetModel, agent: ReadonlyArray<Unit>, input: ReadonlyArray<Message>): boolean => {
  for (const u of agent) {
    if (!u.tokens.some((t) => t.norm === "?")) continue
    if (m.questions.some((re) => matchCue(re, u.cue) !== null)) return true
    if (!m.builtin && !m.classification) {
      const plain = plainOf(u.tokens, "any")
      if (m.nameStems.length > 0 && (coverage(ctx, m.nameStems, plain) >= 0.5 || asksTopic(ctx, m, plain))) return true
      const s = similarities(ctx, u.features, null)
      if (maxOf(s, m.pos) >= 0.3) return true
      // A question told in other words than the examples' ("Any lights showing on the dashboard?"):
      // as near an example by sentence vector as a find would be.
      if (exampleCosine(m, u, input) >= denseCosines().found) return true
    }
  }
  return false
}

/** Words that open a yes/no question ("Is it …?", "Do you …?"): its answer says yes or no, not the field's value. */
const YES_NO_OPENERS = new Set(["do", "does", "did", "is", "are", "was", "were", "can", "could", "will", "would", "have", "has", "had", "should", "shall", "may", "might", "any", "anything", "anyone"])
/** Words before a question's opener that open nothing ("And the date?", "So, where …?"). */
const LEAD_INS = new Set(["and", "so", "also", "ok", "okay", "right", "great", "thanks", "lovely", "then", "now"])

/**
 * A custom field the agent asked for by name in an open question ("What sort of piano is it?", "And
 * the date?"), or by the question word its values answer: "Where should we collect you?" for a field of
 * places): the customer's plain answer, a fragment or a sentence stated (not negated, put off or
 * asked back), is the field told in whatever words ("A Challen, the tall kind", "Just outside
 * Cheltenham"), which the examples' words and vectors may not reach. A yes/no question is
 * answered by a yes or a no; a trigger or a classification is not asked for.
 */
const fieldAnswer = (ctx: Compiled, m: DetModel, turn: Turn, input: ReadonlyArray<Message>): Candidate | null => {
  if (m.builtin || m.classification || !m.spec.required) return null
  const answer = answerTo(turn, (q) => {
    // The question is the agent's last clause before its question mark ("Homes there go for 600k. Does that fit?").
    const mark = q.tokens.findIndex((t) => t.norm === "?")
    const start = q.tokens.slice(0, Math.max(0, mark)).reduce((k, t, i) => (SENTENCE_END.has(t.norm) ? i + 1 : k), 0)
    const words = q.tokens.slice(start).filter((t) => t.cls !== "punct")
    const opens = words.findIndex((t) => !LEAD_INS.has(t.norm))
    if (opens < 0 || !q.tokens.some((t) => t.norm === "?") || YES_NO_OPENERS.has(words[opens]!.norm)) return false
    // Named, not merely near: "What can we print for you?" is near every field of a print shop.
    const plain = plainOf(q.tokens, "any")
    return (m.nameStems.length > 0 && (coverage(ctx, m.nameStems, plain) >= 0.5 || asksTopic(ctx, m, plain))) || asksItsKind(m, words[opens]!.norm)
  })
  if (answer === null) return null
  const text = input[turn.messageIndex]!.content.slice(answer.start, answer.end)
  if (!statesAnswer(answer, text) || LATER.test(text)) return null
  // A field of a value shape is told by such a value, not by any words ("I'll sort that out", "the
  // same as last time"); a field of places by a place or any name ("Northwich, by the church").
  const model = m.valueShape
  const held = [...kindsHeld(input, answer, 0, answer.tokens.length)]
  if (model != null && !held.some((k) => model.kinds.has(k)) && !(placeField(model) && namesSomewhere(text))) return null
  return { score: PLAIN_ANSWER, unit: answer, match: null }
}

/** A capitalised word after the first, or a figure: a place's name or number told in an answer. */
const namesSomewhere = (text: string): boolean => /\d|\s[A-Z][a-z]/.test(text)

/** Punctuation that ends a sentence inside an agent's unit. */
const SENTENCE_END = new Set([".", "!", "?"])
/** An answer that leaves the value for later or open ("We'll see.", "I'll send it over", "maybe"). */
const LATER = /\b(?:(?:i|we)(?:['’]ll|\s+will)|we(?:['’]ll| will) see|maybe|perhaps|not sure|no idea|depends|later|tbc|tbd)\b/i

/** A question word a field's values answer: "where" a field of places. */
const asksItsKind = (m: DetModel, opener: string): boolean => opener === "where" && m.valueShape != null && placeField(m.valueShape)
