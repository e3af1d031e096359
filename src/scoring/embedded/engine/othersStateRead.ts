// A detector of the sender's own record (cover, a concession, residence, a standing; ownRecordFound.ts)
// reads a sentence telling a relative's state beside the sender's (text/othersState.ts) as a near
// miss, unless its examples themselves tell a relative's state ("my son has epilepsy"): then the
// sender telling a household member's case is what the detector wants.
import type { DetModel } from "./model.js"
import type { Token } from "../text/text.js"
import { tokensOfText } from "../text/units.js"
import { namesRelation, tellsOthersState } from "../text/othersState.js"

interface Read {
  /** The examples' content stems: a clause of the sender's sharing one tells the state itself. */
  readonly words: ReadonlySet<string>
  /** Whether any example names a relation of the sender's. */
  readonly relatives: boolean
}
const reads = new WeakMap<DetModel, Read>()

const readOf = (m: DetModel): Read => {
  let r = reads.get(m)
  if (r === undefined) {
    const examples = m.spec.examples.map((e) => tokensOfText(e.text))
    const words = new Set(examples.flatMap((t) => t.filter((x) => !x.stop && x.cls === "word").map((x) => x.stem)))
    reads.set(m, (r = { words, relatives: examples.some(namesRelation) }))
  }
  return r
}

/** Whether the sentence tells somebody else's state, not the sender's, for a detector whose examples are the sender's own. */
export const othersStateLapsed = (m: DetModel, tokens: ReadonlyArray<Token>): boolean => {
  const r = readOf(m)
  return !r.relatives && tellsOthersState(tokens, r.words)
}
