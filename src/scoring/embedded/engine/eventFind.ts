// A trigger that escalates by itself and whose examples tell an incident of a kind (a thing lost,
// come off, broken, a fire or a smell, water, a body hurt, somebody trapped, an animal got out:
// text/eventFamilies.ts) reads a customer's clause that tells an incident of the same kind, on
// the examples' topic, as found: "the padlock is hanging off" beside "the hinge snapped", "my
// wallet has vanished from the locker" beside "someone took the trainers from the cubbies". A
// sentence vector puts such a paraphrase at cosine 0.15–0.3, below a find. The clause must still
// pass every guard of the nearest-example reading (somebody else's, asked, hypothetical, settled,
// long past: denseExamples.ts), which calls this in place of its own vector score.
import { eventFamilies, namesStaleness, tellsStaleSmellOnly, type EventFamily } from "../text/eventFamilies.js"
import type { Token } from "../text/text.js"
import { tokensOfText } from "../text/units.js"
import type { DetModel } from "./model.js"
import { escalatesAlone, rivalTextsOf } from "./triggerContrast.js"
import { nearest, vectorsOf } from "./unitVectors.js"

interface EventExamples {
  readonly families: ReadonlySet<EventFamily>
  /** The stems of the examples', the name's and the description's words: the places the trigger is about. */
  readonly topic: ReadonlySet<string>
  readonly pos: ReadonlyArray<Float64Array>
  /** Only the non-examples that tell an incident too: a calm one ("the arena was busy") blocks no incident told. */
  readonly neg: ReadonlyArray<Float64Array>
  /** Whether no other detector's example (the routine, a field's value) tells an incident. */
  readonly calmRivals: boolean
  /** Whether an example names damp or staleness: then a musty smell is the trigger's own kind. */
  readonly stale: boolean
}

const familiesOfText = (text: string): ReadonlySet<EventFamily> => {
  const t = tokensOfText(text)
  return eventFamilies(t, 0, t.length, true)
}

const byModel = new WeakMap<DetModel, EventExamples | null>()
const eventExamplesOf = (m: DetModel): EventExamples | null => {
  let e = byModel.get(m)
  if (e === undefined) {
    const examples = m.spec.examples.map((x) => x.text)
    const families = new Set(examples.flatMap((x) => [...familiesOfText(x)]))
    e =
      m.builtin || m.classification || !escalatesAlone(m) || families.size === 0
        ? null
        : { families, topic: topicOf([...examples, m.spec.name.replace(/_/g, " "), m.spec.description ?? ""]), pos: vectorsOf(examples), neg: vectorsOf(m.spec.nonExamples.filter((x) => familiesOfText(x).size > 0)), calmRivals: rivalTextsOf(m).every((x) => familiesOfText(x).size === 0), stale: examples.some((x) => namesStaleness(tokensOfText(x))) }
    byModel.set(m, e)
  }
  return e
}

const topicOf = (texts: ReadonlyArray<string>): ReadonlySet<string> => new Set(texts.flatMap((x) => tokensOfText(x).filter((t) => t.cls === "word").map((t) => t.stem)))

/** Words that open a place's name after "at" and say nothing of which it is. */
const DETERMINERS = new Set(["a", "an", "the", "my", "our", "his", "her", "their", "your", "this", "that"])
/** A first word after "at" that places nothing: a position, a time, a manner ("at one end", "at night", "at an angle", "at home"). */
const NO_PLACE = new Set([
  "one", "each", "either", "both", "least", "all", "once", "first", "last", "end", "top", "bottom", "side", "back", "front", "edge",
  "corner", "angle", "moment", "night", "times", "point", "speed", "home", "full", "far", "same", "time", "base", "weekend"
])
/** Words of a place's name read after "at", up to a clause's end or a word that is no word. */
const PLACE_WORDS = 3

/**
 * Whether tokens[from, to) place the incident "at" somewhere the trigger's own words never name
 * ("hurt his knee at rugby practice", "broke her finger at work"): another place's accident, not
 * the vendor's. "At one end", "at night", "at home" place nothing of the kind.
 */
const atOtherPlace = (tokens: ReadonlyArray<Token>, from: number, to: number, topic: ReadonlySet<string>, content: string): boolean => {
  for (let k = from; k < to; k++) {
    if (tokens[k]!.norm !== "at") continue
    let j = k + 1
    while (j < to && DETERMINERS.has(tokens[j]!.norm)) j++
    const place: Token[] = []
    for (; j < to && place.length < PLACE_WORDS && tokens[j]!.cls === "word"; j++) place.push(tokens[j]!)
    // A place named ("at the Corn Exchange") is where the vendor's work is as often as not: only a kind of place is read.
    const named = place.length > 0 && /\p{Lu}/u.test(content[place[0]!.start] ?? "")
    if (place.length > 0 && !named && !NO_PLACE.has(place[0]!.norm) && !place.some((t) => topic.has(t.stem))) return true
  }
  return false
}

/** Words telling the incident over ("all healed now", "since repaired"): history, not an incident to escalate; not negated ("still not fixed"). */
const RESOLVED = new Set(["healed", "recovered", "mended", "repaired", "fixed", "sorted", "resolved"])
const toldOver = (tokens: ReadonlyArray<Token>): boolean => tokens.some((t) => t.mod !== 1 && RESOLVED.has(t.norm))

/** The cosine from which a clause telling the examples' kind of incident is on their topic. */
const EVENT_NEAR = 0.1

/** Whether tokens[from, to) of `content`, with sentence vector `v`, tell in the sender's plain words an incident of a kind the trigger's examples tell, near them. */
/** Auxiliaries that open a yes/no question. */
const YES_NO_OPENERS = new Set(["has", "have", "had", "did", "does", "do", "is", "are", "was", "were"])

/** A yes/no question whether it happened ("has anyone on our street reported leaks?") tells no incident. */
const askedWhether = (tokens: ReadonlyArray<Token>): boolean =>
  YES_NO_OPENERS.has(tokens[0]?.norm ?? "") && tokens.some((x) => x.norm === "?")

export const tellsExampleEvent = (m: DetModel, tokens: ReadonlyArray<Token>, from: number, to: number, v: Float64Array, content: string): boolean => {
  const e = eventExamplesOf(m)
  if (e === null) return false
  const told = eventFamilies(tokens, from, to)
  if (![...told].some((f) => e.families.has(f)) || atOtherPlace(tokens, from, to, e.topic, content) || toldOver(tokens) || askedWhether(tokens)) return false
  const cos = nearest(v, e.pos)
  return cos >= EVENT_NEAR && nearest(v, e.neg) < cos
}

/**
 * Whether tokens[from, to) tell, in the sender's plain words, an incident of a kind the trigger's
 * examples tell while no sibling detector's example tells any: the sibling's shared words (a session,
 * a unit, a day: "my wallet vanished during the 7pm public skate" beside "the 7pm public skate") say
 * where the incident was, not that the sentence is the routine, so the clause is still read for the event.
 */
export const eventOverRoutine = (m: DetModel, tokens: ReadonlyArray<Token>, from: number, to: number): boolean => {
  const e = eventExamplesOf(m)
  return e !== null && e.calmRivals && [...eventFamilies(tokens, from, to)].some((f) => e.families.has(f))
}

/**
 * Whether a unit's only likeness to a trigger of fumes ("we can smell gas", "a burning smell from
 * the socket") is a smell told as damp or staleness ("the spare room smells musty", "the hall smells
 * of wet dogs"), with no incident of the examples' kinds told beside it: the sentence vectors put it
 * near the examples by the smell alone, but a room wanting air is no gas leak or fire. Not for a
 * trigger whose own examples name damp (a mould alert).
 */
export const staleSmellAside = (m: DetModel, tokens: ReadonlyArray<Token>): boolean => {
  const e = eventExamplesOf(m)
  if (e === null || !e.families.has("fumes") || e.stale || !tellsStaleSmellOnly(tokens)) return false
  return ![...eventFamilies(tokens)].some((f) => e.families.has(f))
}
