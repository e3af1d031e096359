// A form value that gives the field no content of its own (issue 22, decisions §11): it only
// accepts or shrugs ("Access: fine", "Budget: flexible", "Date: whatever suits you"), or it puts
// the answer off in words deferral.ts does not read ("Budget: prefer to discuss", "Guests: still
// waiting on replies", "Venue: still looking"). Read only on a form line whose label names the
// detector (customDenials.ts): the label is then the form's question, not the sender's answer.
// Free text is not read here: "we'd rather talk it through" in a story may still tell a need.
import type { Token } from "./text.js"

/**
 * A whole value that only accepts or leaves the choice to the vendor. Anything after it must be
 * courtesy ("fine thanks", "flexible really"): "flexible, up to 2k" or "any day after the 9th"
 * state the field and are no shrug.
 */
const SHRUG =
  /^(?:(?:all |that is |that would be |should be )?(?:fine|ok|okay|good|great)|no (?:problem|problems at all|preference)|not (?:a problem|fussy|bothered)|(?:i |we )?do not mind|(?:i am |we are )?(?:happy|easy) either way|either(?: is fine)?|any|anything|anytime|any time|flexible|(?:very |fairly |quite )?flexible|open|open to (?:suggestions|ideas|offers)|up to you|your call|whatever(?: (?:suits|works|(?:is )?(?:easiest|best|easier|simplest)|you (?:think|recommend|suggest|prefer))(?: (?:you|for you|best))?)?)(?: (?:really|thanks|thank you|to be honest|honestly|i guess|i suppose))?\W*$/
/**
 * A wish to settle it by talking ("prefer to discuss", "would rather talk it through on a call",
 * "happy to discuss", "can discuss", "let us discuss"): the value names no figure or date yet.
 */
const TALK_FIRST =
  /^(?:(?:i|we) )?(?:would )?(?:prefer|rather|like|happy|glad|can|could|let us|will|want) (?:to )?(?:discuss|talk|chat|go through)\b(?![^]*\d)/
/**
 * Still at it: "still waiting on replies", "still looking", "still deciding", "still working it
 * out". Waiting only on someone's word ("on replies", "for confirmation"): "still waiting on the
 * engineer to fix the leak" tells a problem still there.
 */
const STILL_AT_IT =
  /^(?:(?:i|we|they) (?:am |are )?)?still (?:looking|deciding|thinking|searching|working (?:it|that|this) out|working on (?:it|that|this)|to (?:decide|confirm|choose|book|be decided|be confirmed)|waiting (?:on|for) (?:(?:the|some|a few|more|final|our|their|my) )*(?:replies|reply|answers?|confirmation|rsvps?|numbers|news|approval|sign off|responses?|them|him|her))(?:\W|$)(?![^]*\d)/

/** Whether a form value (its tokens, after the label) only accepts, shrugs or puts the field off. */
export const shrugsAnswer = (value: ReadonlyArray<Token>): boolean => {
  let from = 0
  while (from < value.length && value[from]!.cls === "punct") from++
  if (from === value.length) return false
  const text = value.slice(from).map((t) => t.norm).join(" ")
  return SHRUG.test(text) || TALK_FIRST.test(text) || STILL_AT_IT.test(text)
}
