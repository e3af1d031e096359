// Agent questions a bare "no" does not answer with a denial of the signal they name: "Would budget
// be a problem?" "No" says the budget is fine; "Does anyone else need to approve this?" "No" leaves
// the speaker deciding; "Is the current process working for you?" "Not really" tells a pain.
// (decisions §11: only an explicit denial negates.)
import type { Message } from "../../../domain/types.js"
import type { DetModel } from "./model.js"
import type { Unit } from "../text/units.js"

/** A question after a trouble with the topic: "no" denies the trouble. */
const ASKS_TROUBLE =
  /\b(?:problems?|issues?|concerns?|worr(?:y|ies|ied)|obstacles?|blockers?|barriers?|hurdles?|constraints?|stopping|holding (?:you|things|it) back|objections?|object|risks?|downsides?|catch)\b/i
/** A question after something besides what was said: "anyone else", "any other", "anything more urgent". */
const ASKS_OTHER = /\b(?:any(?:one|body|thing)|some(?:one|body|thing)|no(?:one|body)) else\b|\bany other\b|\banything (?:more|bigger|higher)\b/i
/** A question whether things are fine as they are: "no" tells the trouble. */
const ASKS_FINE =
  /\b(?:working|work|works|going|running)(?: out)? (?:well|ok|okay|fine|smoothly|for (?:you|the team|your team|everyone))\b|\bis (?:it|that|this|everything) working\b|\b(?:happy|satisfied|content|pleased) with\b/i

/**
 * Whether a bare "no" to these agent sentences leaves the signal undenied: a question after
 * something else or besides it, for any signal; one after a trouble with the topic, unless the
 * signal is itself the trouble (pain, need, challenges), for which a question whether all is fine
 * is the inverted one.
 */
export const noDeniesNothing = (m: DetModel, agent: ReadonlyArray<Unit>, input: ReadonlyArray<Message>): boolean =>
  agent.some((u) => {
    if (!u.tokens.some((t) => t.norm === "?")) return false
    const text = input[u.messageIndex]!.content.slice(u.start, u.end)
    if (ASKS_OTHER.test(text)) return true
    return m.inabilityStates ? ASKS_FINE.test(text) : ASKS_TROUBLE.test(text)
  })

/** A question about the speaker's own part: "Are you the one who signs?", "Will you be taking this to the board?". */
const ASKS_SPEAKER = /\b(?:are|were|will|would|could) you\b|\bis (?:it|that) you\b/i
const ANSWER_NO = /^\W*(?:no|nope|not me|not really)\b\W+/i
/** Someone else named after the "no": "No, our finance director does", "No, that's my colleague Priya". */
const ROLE_NAMED =
  /^(?:(?:it(?:'|’)s|that(?:'|’)s|that would be|that is|it is)\s+)?(?:our|my|the)\s+(?:\w+\s+){0,2}?(?:director|manager|owner|owners|boss|ceo|cfo|coo|md|board|partner|partners|head|colleague|committee|chair|chairman|founder|president|vp|treasurer|trustees|principal|accountant|procurement|finance)\b/i
/** A name doing it: "No, Priya will". */
const NAME_DOES = /^(?!(?:It|That|This|We|They|He|She|You|I|There|Not|No)\b)[A-Z][a-z]+\s+(?:does|will|signs|decides|approves)\b/
const someoneElse = (answer: string): boolean => {
  const no = ANSWER_NO.exec(answer)
  if (no === null) return false
  const rest = answer.slice(no[0].length)
  return ROLE_NAMED.test(rest) || NAME_DOES.test(rest)
}
/**
 * Whether a "no" to a question about the speaker's part names the one who has it: the "no"
 * denies the speaker, the signal is there ("Are you the one who signs?" "No, our finance director does").
 */
export const namesSomeoneElse = (agent: ReadonlyArray<Unit>, input: ReadonlyArray<Message>, answer: string): boolean =>
  someoneElse(answer) && agent.some((u) => u.tokens.some((t) => t.norm === "?") && ASKS_SPEAKER.test(input[u.messageIndex]!.content.slice(u.start, u.end)))
