// A bare "no" that states a signal rather than denying it: "Are you still interested?" "No." is a
// customer not interested. A rubric lists the agent questions such a "no" answers (rubrics/types.ts
// `answeredNo`); a "no" that puts the question off ("not yet", "no, maybe next year") says nothing.
import type { Message } from "../../../domain/types.js"
import { matchCue } from "../text/cues.js"
import type { Turn } from "../text/units.js"
import { BARE_NEGATIVE, DEFERRED_ANSWER } from "./evidence.js"
import type { Candidate, DetModel } from "./model.js"

/** Below a clear cue: the "no" carries the signal only through the agent's words. */
const NO_ANSWER = 0.8
/** A "no" with a later time or a "but" after it defers or bargains; it does not turn the offer down. */
const PUTS_OFF =
  /\b(?:yet|now|moment|currently|present|later|maybe|perhaps|next|this (?:time|year|quarter|month|week|weekend|stage|point|phase)|for the time being|but|soon|tomorrow|tonight|weekend|another (?:time|day)|after|afterwards|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|june|july|august|september|october|november|december)\b/i
/**
 * A "no" that closes the conversation ("no, that's everything") or picks another way ("no, email is
 * fine", "no, I'd rather …") turns down nothing on offer.
 */
const OTHER_CHOICE =
  /\b(?:that(?:'s| is) (?:all|everything|it)|all good|(?:is|are|'s|would be|works?) (?:fine|better|ok|okay|good|enough|best|great)|instead|(?:rather|prefer)(?! not\b))\b/i
/**
 * An agent question that closes ("anything else you're interested in?") or offers a channel ("a
 * call with our team?"): a "no" to it is no decline of the product.
 */
const NOT_THE_OFFER =
  /\b(?:anything|something) (?:else|more)\b|\bany other\b|\binterested in (?:a |an |having a |booking a |setting up a )?(?:quick |short )?(?:call|chat|meeting|phone call|video call|callback|call back|webinar)\b/i

/** The customers' first sentences that answer such a question with a bare "no". */
export const noAnswers = (m: DetModel, turns: ReadonlyArray<Turn>, input: ReadonlyArray<Message>): Array<Candidate> => {
  if (m.answeredNo.length === 0) return []
  const out: Array<Candidate> = []
  for (const turn of turns) {
    if (turn.first === null) continue
    const text = input[turn.messageIndex]!.content.slice(turn.first.start, turn.first.end)
    if (!BARE_NEGATIVE.test(text) || DEFERRED_ANSWER.test(text) || PUTS_OFF.test(text) || OTHER_CHOICE.test(text)) continue
    const asks = (a: Turn["first"] & object) =>
      !NOT_THE_OFFER.test(input[a.messageIndex]!.content.slice(a.start, a.end)) && m.answeredNo.some((re) => matchCue(re, a.cue) !== null)
    if (!turn.previousAgent().some(asks)) continue
    out.push({ score: NO_ANSWER, unit: turn.first, match: null })
  }
  return out
}
