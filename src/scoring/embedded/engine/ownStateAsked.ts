// A detector of the customer's own state or standing (a warranty still valid, a membership, an
// access need, experience had before) is not told by a question whether that state holds ("Is it
// still under warranty if …?", "Do I need any experience?": text/stateAsked.ts). Such a detector is
// known by its examples: each a statement (or a state told before a question), two thirds or more in the sender's own
// persons ("I'm vegan", "my membership number is …", "we've booked …"), and it reports no problem
// (a problem may be asked about and still be told: "is it normal that the boiler bangs?").
import type { DetModel } from "./model.js"
import type { Unit } from "../text/units.js"
import { tokensOfText } from "../text/units.js"
import type { Token } from "../text/text.js"
import { asksWhetherState } from "../text/stateAsked.js"
import { reportsProblem } from "./detectorExamples.js"
import { escalatesAlone } from "./triggerContrast.js"
import { OWN as FIRST_PERSON } from "./vendorEnquiry.js"

/** The share of examples in the sender's own persons that makes a detector one of the sender's state. */
const OWN_SHARE = 2 / 3

const ownStateDetectors = new WeakMap<DetModel, OwnState>()

interface OwnState {
  /** Mostly in the sender's own persons, no problem, no trigger, no field of values. */
  readonly own: boolean
  /** And every example states (none asks). */
  readonly stated: boolean
}

const ownStateOf = (m: DetModel): OwnState => {
  let own = ownStateDetectors.get(m)
  if (own === undefined) {
    const examples = m.builtin || m.classification || m.valueShape != null ? [] : m.spec.examples.map((e) => tokensOfText(e.text))
    const mine = examples.length >= 2 && examples.filter((t) => t.some((x) => FIRST_PERSON.has(x.norm))).length >= OWN_SHARE * examples.length && !reportsProblem(m) && !escalatesAlone(m)
    own = { own: mine, stated: mine && examples.every(statesFirst) }
    ownStateDetectors.set(m, own)
  }
  return own
}

/**
 * An example states when it asks nothing, or tells the sender's case before it asks ("I'm on
 * universal credit, is there a cheaper rate?"): the question rides on a state told.
 */
const statesFirst = (t: ReadonlyArray<Token>): boolean => {
  const q = t.findIndex((x) => x.norm === "?")
  if (q < 0) return true
  const cut = t.findIndex((x) => x.norm === "," || x.norm === "." || x.norm === ";")
  return cut > 0 && cut < q && t.slice(0, cut).some((x) => FIRST_PERSON.has(x.norm))
}

/** Whether a custom presence detector's examples tell, mostly in the sender's own persons, a case of theirs that is no problem. */
export const toldInOwnPersons = (m: DetModel): boolean => ownStateOf(m).own

/** Whether a custom presence detector's examples all state, mostly in the sender's own persons, and report no problem. */
const readsOwnState = (m: DetModel): boolean => ownStateOf(m).stated

/** Whether a customer's sentence only asks whether the detector's state holds: a near miss at most. */
export const ownStateAsked = (m: DetModel, u: Unit): boolean =>
  u.source === "user" && !u.whole && u.labelEnd === 0 && readsOwnState(m) && asksWhetherState(u.tokens)
