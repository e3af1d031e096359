// Which agent message a customer's turn answers. Mostly the one right before it; but a customer
// who asks back first ("what do your plans usually cost?") or holds the floor ("one sec, someone's
// at the door", "let me check") answers later: "What budget do you have?" "What do plans cost?"
// "Most teams pay 300 a month." "We were thinking 200." The agent's question is still open until
// the customer answers it, as long as the agent has asked nothing new meanwhile.
import type { Message } from "../../../domain/types.js"
import type { Sentence } from "./text.js"
import type { Turn, Unit } from "./units.js"

/** A sentence of fillers only: "hmm", "um, well". */
const FILLER_ONLY = /^\W*(?:(?:h?m{2,}|hmm+|um+|erm*|uh+|well|so|tough one|ooh+)\W*)+$/i
/** Words that hold the floor without answering: the answer comes in a later turn. */
const HOLDS =
  /\b(?:one sec(?:ond)?|one moment|one min(?:ute)?|just a (?:sec(?:ond)?|moment|min(?:ute)?)|give me a (?:sec(?:ond)?|moment|min(?:ute)?)|hang on|hold on|bear with me|brb|let me (?:check|ask|see|find out|look|think)|i(?:'|’)ll (?:check|ask|find out|look)|good question|great question)\b/i
/** Turns looked back over: a question asked back and the agent's reply, or a hold and a "no rush". */
const LOOK_BACK = 4
/** An agent message in between says something short (a price, "no rush"), not a new topic. */
const SHORT_REPLY = 2

export const isQuestion = (s: Sentence): boolean => s.tokens.some((t) => t.norm === "?")
const asks = (sentences: ReadonlyArray<Sentence>): boolean => sentences.some(isQuestion)

/** A customer message that answers nothing: it asks back or holds the floor, sentence by sentence. */
const holdsTheFloor = (m: Message, sentences: ReadonlyArray<Sentence>): boolean =>
  sentences.length > 0 &&
  sentences.every((s) => s.tokens[s.tokens.length - 1]?.norm === "?" || HOLDS.test(m.content.slice(s.start, s.end)) || FILLER_ONLY.test(m.content.slice(s.start, s.end)))

/**
 * The agent messages whose questions the customer message `i` answers: the one right before it, and
 * the one before that when it only prompted again after a hold ("Roughly?").
 */
export const questionsAnswered = (
  input: ReadonlyArray<Message>,
  sentencesByMessage: ReadonlyArray<ReadonlyArray<Sentence>>,
  i: number,
  isUser: (m: Message) => boolean
): ReadonlyArray<number> => {
  const asked = questionAnswered(input, sentencesByMessage, i, isUser)
  if (asked === null || asked !== i - 1 || !onlyPrompts(sentencesByMessage[asked]!)) return asked === null ? [] : [asked]
  // "When do you need it?" "hmm" / "not sure" "Roughly?" "spring": a bare prompt after a reply that
  // answered nothing keeps the question before it open.
  const reply = asked - 1
  if (reply < 1 || !isUser(input[reply]!)) return [asked]
  const answeredNothing = holdsTheFloor(input[reply]!, sentencesByMessage[reply]!) || DODGES.test(input[reply]!.content)
  const before = reply - 1
  return answeredNothing && !isUser(input[before]!) && asks(sentencesByMessage[before]!) ? [before, asked] : [asked]
}

/** A reply that does not know: "not sure", "no idea", "depends". */
const DODGES = /^\W*(?:not (?:really )?sure|no idea|no clue|dunno|(?:i )?don(?:'|’)?t know|depends|hard to say|not certain)\b/i

/** At most this many words in a question that only prompts again: "Roughly?", "Any idea?", "Ballpark?". */
const PROMPT_WORDS = 3
const onlyPrompts = (sentences: ReadonlyArray<Sentence>): boolean =>
  sentences.filter(isQuestion).every((s) => s.tokens.filter((t) => t.cls !== "punct").length <= PROMPT_WORDS)

/**
 * The index of the agent message whose questions the customer message `i` answers: the one right
 * before it, or the last agent question before the customer's turns that only asked back or held
 * the floor (with at most a short agent reply between that asks nothing). Null when none.
 */
const questionAnswered = (
  input: ReadonlyArray<Message>,
  sentencesByMessage: ReadonlyArray<ReadonlyArray<Sentence>>,
  i: number,
  isUser: (m: Message) => boolean
): number | null => {
  if (i === 0) return null
  if (!isUser(input[i - 1]!) && asks(sentencesByMessage[i - 1]!)) return i - 1
  let held = false
  for (let k = i - 1; k >= 0 && k >= i - LOOK_BACK; k--) {
    const sentences = sentencesByMessage[k]!
    if (isUser(input[k]!)) {
      if (!holdsTheFloor(input[k]!, sentences)) return null
      held = true
    } else if (asks(sentences)) return held ? k : null
    else if (sentences.length > SHORT_REPLY || takesUp(sentencesByMessage[i]!, sentences)) return null
  }
  return null
}

/**
 * Whether the customer's words take up a value of the agent's reply in between: "Sure, Tuesday at
 * 10 works." "Great, Tuesday works" accepts what the agent offered; it answers no question of before.
 */
const takesUp = (own: ReadonlyArray<Sentence>, agent: ReadonlyArray<Sentence>): boolean => {
  const values = new Set(agent.flatMap((s) => s.tokens.filter((t) => t.cue.startsWith("{")).map((t) => t.norm)))
  return own.some((s) => s.tokens.some((t) => t.cue.startsWith("{") && values.has(t.norm)))
}

/**
 * The customer's sentence that answers the agent's questions `asked` picks out: with two
 * questions or more and as many sentences in reply, the one in the same place ("Any pets? And a
 * guarantor?" "No pets. My uncle."), so that "No pets" answers no question about a guarantor;
 * else the reply's first sentence, when some question is asked. Null when none is.
 */
export const answerTo = (turn: Turn, asked: (q: Unit) => boolean): Unit | null => {
  const questions = turn.previousAgent()
  if (questions.length >= 2 && turn.units.length === questions.length) {
    const j = questions.findIndex(asked)
    return j === -1 ? null : turn.units[j]!
  }
  return questions.some(asked) ? turn.first : null
}
