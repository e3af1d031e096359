// A custom classification reads no category from a message whose sender marks it as idle ("Is
// it possible to fly there without a visa? Just curious."): what the question names is neither
// the request nor an attribute of the sender's own. Not for a detector whose examples are idle
// questions themselves.
import { marksIdleAsk } from "../text/idleAsk.js"
import { phraseUnit, type Unit } from "../text/units.js"
import type { DetModel } from "./model.js"

const idleExamples = new WeakMap<DetModel, boolean>()
const examplesIdle = (m: DetModel): boolean => {
  let out = idleExamples.get(m)
  if (out === undefined) {
    out = m.spec.examples.some((e) => marksIdleAsk(phraseUnit(e.text).tokens))
    idleExamples.set(m, out)
  }
  return out
}

/** Per unit, whether its message is marked idle, for a custom classification. */
export const idleUnits = (m: DetModel, all: ReadonlyArray<Unit>): ReadonlyArray<boolean> => {
  if (m.builtin || !m.classification || examplesIdle(m)) return all.map(() => false)
  const idle = new Set(all.filter((u) => u.source === "user" && marksIdleAsk(u.tokens)).map((u) => u.messageIndex))
  return all.map((u) => idle.has(u.messageIndex))
}
