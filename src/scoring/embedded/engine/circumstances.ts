// Custom detectors for a preference or constraint ("only Saturdays", "third floor flat with no
// lift") or for a hazard ("sparks coming from the socket") learn from 3–5 examples, and customers
// tell them as circumstances ("mornings are out because of the school run", "the only way down is
// the stairs") or observations ("there's a scorch mark round the plug") the sentence vectors put
// at cosine 0.15–0.3, among the near misses. The detector's kind, read off its name and
// description (or its examples), says which shape states it (text/circumstanceWords.ts): a clause
// of that shape, of the customer's own present case and on the examples' topic (nearer them than
// to any sibling detector's), is found just over the line. A requirement is also told as a
// condition of buying ("procurement won't sign unless …", text/demandWords.ts), on any topic, and
// a concern as an act nobody of the customer's did ("a payee none of us recognise",
// text/disowned.ts): escalation triggers of those kinds are found so too, since the routine
// detectors beside them tell no such shapes.
import type { Manifest, Message } from "../../../domain/types.js"
import type { DetModel } from "./model.js"
import type { Unit } from "../text/units.js"
import { tokensOfText } from "../text/units.js"
import { namesADate, saysWhen, tellsConstraint, tellsNoConstraint, tellsObservedHarm } from "../text/circumstanceWords.js"
import { statesNeed, tellsBuyingCondition, tellsDemand } from "../text/demandWords.js"
import { tellsDisowned } from "../text/disowned.js"
import { namesAProblem, wordsOf } from "../text/problemWords.js"
import { escalatesAlone } from "./triggerContrast.js"
import { asksWhatMight, mostlyOpen, opensOpen } from "../text/openClauses.js"
import { longPast, tellsPlan } from "../text/notNow.js"
import { asksOffer } from "./vendorEnquiry.js"
import { clausesOf } from "./denseClauses.js"
import { nearest, unitCode, vectorsOf } from "./unitVectors.js"
import { isTriggerField } from "../../../domain/manifest.js"

/** What a find by circumstance scores: just over the found line, below a find by the examples' own words or vectors. */
export const CIRCUMSTANCE_FOUND = 0.52
/**
 * The least cosine to the detector's nearest example: a constraint's clause must be on the examples'
 * topic (or say when, as they do: a schedule), a harmful state need only not be far from them, the
 * harm word itself being the signal the static vectors do not see ("the gable end is bulging").
 */
const MIN_CONSTRAINT = 0.2
const MIN_HARM = 0.1
/** How much nearer a sibling's examples must be to take a condition of buying from a requirement detector. */
const CONDITION_MARGIN = 0.15
/** Examples beyond which a detector is left to its words and vectors (as detectorExamples.ts). */
const MAX_EXAMPLES = 64

/** Words of a name or description that make a detector one of preferences or limits. */
const CONSTRAINT_NAMES = new Set([
  "preference", "preferences", "prefer", "preferred", "availability", "available", "schedule", "constraint", "constraints",
  "restriction", "restrictions", "access", "accessibility", "limitation", "limitations", "requirement", "requirements", "compliance"
])
/** Words of a name or description that make a detector one of demands the buyer makes ("security_requirement"). */
const DEMAND_NAMES = new Set(["requirement", "requirements", "compliance", "condition", "conditions", "prerequisite", "prerequisites"])

interface Kind {
  readonly constraint: boolean
  readonly hazard: boolean
  readonly trigger: boolean
  /** A requirement: a demand told as a condition of buying also states it, and a trigger of one is found so too. */
  readonly demand: boolean
  /** Every example of a requirement tells a need or asks (a requirement of purchase, not a state such as "two guests use wheelchairs"). */
  readonly demandsOnly: boolean
  /** The examples say when ("only Saturdays", "after 6"): a constraint that says when is on their topic. */
  readonly when: boolean
  readonly vectors: ReadonlyArray<Float64Array>
}
interface Sibling {
  readonly model: DetModel
  readonly vectors: ReadonlyArray<Float64Array>
}
const kinds = new WeakMap<DetModel, Kind>()
const siblings = new WeakMap<DetModel, ReadonlyArray<Sibling>>()


/** Notes each custom presence detector's kind and its rubric's other custom presence detectors: called once per compile. */
export const noteCircumstances = (manifest: Manifest, models: ReadonlyArray<DetModel>): void => {
  // An escalation trigger is read against its rubric's routine (triggerContrast.ts), not by shape.
  const trigger = (m: DetModel) => isTriggerField(manifest, m.spec.name)
  const presence = models.filter((m) => !m.builtin && !m.classification && m.spec.examples.length > 0 && m.spec.examples.length <= MAX_EXAMPLES)
  // Each detector's example vectors once, at compile: its own and, for its siblings, theirs.
  const vectorsByModel = new Map<DetModel, ReadonlyArray<Float64Array>>()
  const vectorsFor = (m: DetModel) => {
    let v = vectorsByModel.get(m)
    if (v === undefined) vectorsByModel.set(m, (v = vectorsOf(m.spec.examples.map((e) => e.text))))
    return v
  }
  for (const m of presence) {
    const named = [...wordsOf(m.spec.name), ...wordsOf(m.spec.description ?? "")]
    const examples = m.spec.examples.map((e) => tokensOfText(e.text))
    // A trigger that escalates by itself is an exception whatever its name ("account_compromise"): a problem here too, as in denseExamples.ts.
    const problem = namesAProblem(m.spec.name, m.spec.description ?? "") || escalatesAlone(m)
    // A complaint's examples limit too ("couldn't sleep"): by its examples only a detector that names no problem is one of limits.
    const constraint = named.some((w) => CONSTRAINT_NAMES.has(w)) || (!problem && examples.filter((t) => tellsConstraint(t)).length > examples.length / 2)
    const hazard = !constraint && problem
    if (!constraint && !hazard) continue
    // A trigger is found here only by a demand or a disowned act; a hazard trigger is still the nearer home of a danger told beside a fault detector.
    const demand = constraint && named.some((w) => DEMAND_NAMES.has(w))
    const demandsOnly = demand && examples.every((t) => statesNeed(t, tellsConstraint))
    kinds.set(m, { constraint, hazard, demand, demandsOnly, trigger: trigger(m), when: examples.some((t) => saysWhen(t)), vectors: vectorsFor(m) })
    siblings.set(m, presence.filter((o) => o !== m).map((o) => ({ model: o, vectors: vectorsFor(o) })))
  }
}

/**
 * A unit's find by circumstance: CIRCUMSTANCE_FOUND when one of its clauses (or the whole unit)
 * tells a limit for a constraint detector or a harmful state for a hazard detector, in the
 * customer's own present case, nearer this detector's examples than any sibling's; else 0.
 */
export const circumstanceFound = (m: DetModel, u: Unit, input: ReadonlyArray<Message>): number => {
  const kind = kinds.get(m)
  if (kind === undefined || kind.vectors.length === 0 || m.valueShape != null || u.whole || u.source !== "user" || u.tokens.length === 0) return 0
  const t = u.tokens
  // Somebody else's case, a plan, a long-past episode, a question of what might be: no case now.
  if (opensOpen(t) || mostlyOpen(t) || tellsPlan(t) || longPast(t) || asksWhatMight(t)) return 0
  // A question about the vendor's offer tells nothing of the case; a clause stated before it still does.
  const enquires = (from: number, to: number) => t.slice(from, to).some((x) => x.norm === "?") && asksOffer(t, from, to, true)
  const { clauses, settled } = clausesOf(u, input)
  if (settled) return 0
  const whole = unitCode(u, input)?.vector ?? null
  const spans = [
    ...(whole === null ? [] : [{ vector: whole, from: 0, to: t.length, open: false, settled: false }]),
    ...clauses.map((c) => ({ vector: c.vector, from: c.match.from, to: c.match.to, open: c.open, settled: c.settled }))
  ]
  const tells = (from: number, to: number) =>
    kind.constraint
      ? (!kind.trigger || kind.demand) && (tellsConstraint(t, from, to) || (kind.demand && tellsDemand(t, from, to)))
      : tellsDisowned(t, from, to) || (!kind.trigger && tellsObservedHarm(t, from, to))
  for (const s of spans) {
    if (s.open || s.settled || enquires(s.from, s.to) || !tells(s.from, s.to)) continue
    const own = nearest(s.vector, kind.vectors)
    // A condition of buying is the requirement whatever its topic words, unless a sibling's examples are clearly nearer.
    if (kind.demand && tellsBuyingCondition(t, s.from, s.to)) {
      if (!(siblings.get(m) ?? []).some((o) => nearest(s.vector, o.vectors) > own + CONDITION_MARGIN)) return CIRCUMSTANCE_FOUND
      continue
    }
    if (kind.constraint ? own < MIN_CONSTRAINT && !(kind.when && saysWhen(t, s.from, s.to)) : own < MIN_HARM) continue
    // A constraint goes to the sibling whose examples it is nearest; a harmful state to the nearest hazard detector.
    const rival = (siblings.get(m) ?? []).some((o) => (kind.constraint || kinds.get(o.model)?.hazard === true) && nearest(s.vector, o.vectors) > own)
    if (!rival) return CIRCUMSTANCE_FOUND
  }
  return 0
}

/**
 * A constraint detector's unit that says the customer has none ("any time works", "we're
 * flexible"), or a requirement-of-purchase detector's unit that tells no need and asks nothing
 * ("security matters to us, like everyone", a past audit that went well, a form line of another
 * field), or is a whole message: a near miss at most. A form line labelled with the detector's own name is its answer.
 */
export const saysNoConstraint = (m: DetModel, u: Unit): boolean => {
  const kind = kinds.get(m)
  if (kind === undefined || u.source !== "user") return false
  // For a constraint on when, a day of the month named beside "any time" is the limit ("the 14th, any time before 3").
  const timed = u.tokens.some((t) => t.cls === "time") || (kind.when && namesADate(u.tokens))
  if (kind.constraint && tellsNoConstraint(u.tokens) && !tellsConstraint(u.tokens) && !timed) return true
  const labelled = u.tokens.slice(0, u.labelEnd).some((t) => m.nameStems.includes(t.stem))
  // A whole message's reading adds nothing here: a demand is told within a sentence, read on its own,
  // and a form's whole reading would lend one line's topic words another line's "need" or "?".
  return kind.demandsOnly && (u.whole || (!labelled && !statesNeed(u.tokens, tellsConstraint)))
}
