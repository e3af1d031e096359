// A detector of the sender's own record (cover, a concession, residence, a standing; ownRecordFound.ts)
// reads a sentence telling a relative's state beside the sender's (text/othersState.ts) as a near
// miss, unless its examples themselves tell a relative's state ("my son has epilepsy"): then the
// sender telling a household member's case is what the detector wants.
import type { DetModel } from "./model.js"
import type { Token } from "../text/text.js"
import { tokensOfText } from "../text/units.js"
import { namesRelation, ownClauseBeside, tellsOthersState } from "../text/othersState.js"
import { eventFamilies } from "../text/eventFamilies.js"

interface Read {
  /** The examples' content stems: a clause of the sender's sharing one tells the state itself. */
  readonly words: ReadonlySet<string>
  /** Whether any example names a relation of the sender's. */
  readonly relatives: boolean
  /** Whether most examples are told in the sender's own persons ("I'm pregnant", "I take blood thinners"). */
  readonly own: boolean
  /** Whether an example tells an incident (text/eventFamilies.ts): its party's harm is the trigger whoever suffers it. */
  readonly events: boolean
}
const FIRST_PERSON = new Set(["i", "me", "my", "we", "our", "us"])
const reads = new WeakMap<DetModel, Read>()

const readOf = (m: DetModel): Read => {
  let r = reads.get(m)
  if (r === undefined) {
    const examples = m.spec.examples.map((e) => tokensOfText(e.text))
    const words = new Set(examples.flatMap((t) => t.filter((x) => !x.stop && x.cls === "word").map((x) => x.stem)))
    const own = examples.filter((t) => t.some((x) => FIRST_PERSON.has(x.norm))).length * 2 > examples.length
    const events = examples.some((t) => eventFamilies(t, 0, t.length, true).size > 0)
    reads.set(m, (r = { words, relatives: examples.some(namesRelation), own, events }))
  }
  return r
}

/** Whether the sentence tells somebody else's state, not the sender's, for a detector whose examples are the sender's own. */
export const othersStateLapsed = (m: DetModel, tokens: ReadonlyArray<Token>): boolean => {
  const r = readOf(m)
  return !r.relatives && tellsOthersState(tokens, r.words)
}

/**
 * For a trigger whose examples tell the sender's own state ("I'm pregnant", "I take blood
 * thinners"), no incident: a sentence telling a relative's state against a clause of the sender's own ("my dad's on
 * blood thinners, so he's sitting it out, but I'd like to book") tells the relative's, not the sender's.
 * A relative's state told alone ("my dad takes blood thinners") may be the one booked for: left found.
 */
export const othersStateBeside = (m: DetModel, tokens: ReadonlyArray<Token>): boolean => {
  const r = readOf(m)
  return r.own && !r.relatives && !r.events && tellsOthersState(tokens, r.words) && ownClauseBeside(tokens)
}
