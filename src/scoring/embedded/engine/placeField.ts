// A field of places (every kind its examples share is a place, an address or a journey's end:
// "where is it?", "the pick-up town") met by a town the sender names where their own thing is or
// happens ("on our lawn in Radstock", "the kiln in our garage near Stroud"), in words far from
// the examples'. A town is a weak shape (shapes.ts): elsewhere it counts only in a sentence near
// the examples, as "in" precedes many a name. Here the field asks for exactly where, so the
// sender's own statement of a place is its value; a question, somebody else's place ("a friend in
// Wiltshire"), a place told as past ("we used to live in Bath") or a firm's seat ("our office in
// Leeds") is not.
import type { Shape, ShapeKind } from "../text/shapes.js"
import type { Unit } from "../text/units.js"
import type { ShapeModel } from "./fieldShapes.js"

const WHERE_KINDS: ReadonlySet<ShapeKind> = new Set(["place", "address", "route"])
/** The sender's own thing just before the town ("our lawn in", "my garage studio near"). */
const OWN_BEFORE = /\b(?:my|our)\b[^.,;!?\n]{0,30}\b(?:in|near|outside|around)\s+$/i
/**
 * A thing the sender says they now run, keep or look after, just before the town ("we run a guest
 * house in", "I keep two colonies near", "we operate a tearoom just outside"): told by a verb of
 * keeping rather than "my" or "our", it is as much their own. The present verb alone: "we ran",
 * "used to run" tell a past place (NOT_OWN_BEFORE), and "have" is left out, as one has meetings,
 * friends and holidays in towns too. Nor the same verbs told of no thing kept: "keep getting lost",
 * "manage to park", "run into traffic" (a verb of going on, of succeeding, of meeting by chance).
 */
const KEPT_BEFORE =
  /\b(?:i|we)\s+(?:(?:also|still|now)\s+)?(?:run|operate|own|manage|keep(?!\s+[a-z]+ing\b)|look\s+after)\s+(?!(?:to|into|across|out|off|up|through)\b)[^.,;!?\n]{0,40}\b(?:in|near|outside|around)\s+$/i
/** A firm kept ("we run a removals firm in Bath"): where the sender works from, often not where the job is, as for SEAT_BEFORE. */
const FIRM_KEPT = /\b(?:office|offices|company|firm|business|agency|consultancy|practice|head office|headquarters|hq|branch|depot|team|base)\s+(?:[a-z]+\s+)?(?:in|near|outside|around)\s+$/i
/**
 * A firm's seat ("our office in Leeds", "my company near York", "our firm is based in Hull"): where the sender works from, often
 * not where the job is (a builder asking for scaffolding at a client's house).
 */
const SEAT_BEFORE = /\b(?:my|our)\s+(?:[a-z]+\s+)?(?:office|offices|company|firm|business|head office|headquarters|hq|branch|depot|team|base)\s+(?:is\s+|are\s+)?(?:based\s+|located\s+|situated\s+)?(?:in|near|outside|around)\s+$/i
/** Somebody else's place, or one told as past, in the words just before the town. */
const NOT_OWN_BEFORE = /\b(?:friend|friends|neighbou?r|neighbou?rs|cousin|colleague|relative|relatives|brother|sister|someone|somebody|anyone|people|customers?|clients?|used to|ago|previously|formerly|grew up|born|was|were|went|flew|stayed|visited|had|last (?:year|month|week|summer|winter|spring|autumn|time))\b[^.!?\n]*$/i
/** How far back the words before the town are read. */
const BEFORE_CHARS = 60

/** Whether the field asks only where. */
export const placeField = (model: ShapeModel): boolean => model.kinds.size > 0 && [...model.kinds.keys()].every((k) => WHERE_KINDS.has(k))

/** A town in the sender's own statement of where their thing is, for a field of places. */
export const ownPlace = (model: ShapeModel, u: Unit, content: string, s: Shape): boolean => {
  if (!placeField(model) || s.kind !== "place" || u.source !== "user") return false
  // The town must be among the unit's own words, which are read for the question.
  if (!u.tokens.some((t) => t.start < s.end && s.start < t.end) || u.tokens.some((t) => t.norm === "?")) return false
  const before = content.slice(Math.max(u.start, s.start - BEFORE_CHARS), s.start)
  const own = OWN_BEFORE.test(before) || (KEPT_BEFORE.test(before) && !FIRM_KEPT.test(before))
  return own && !SEAT_BEFORE.test(before) && !NOT_OWN_BEFORE.test(before)
}

/**
 * Whether a unit gives only an email address or a web address ("Email address: jo@example.org"): for
 * a field of places that names no place, though "address" is a word of the field's examples.
 */
export const onlyNetAddress = (model: ShapeModel | null | undefined, u: Unit): boolean => {
  if (model == null || !placeField(model)) return false
  const value = u.tokens.slice(Math.max(u.labelEnd, 0)).filter((t) => t.cls !== "punct")
  return value.length > 0 && value.some((t) => t.cls === "email" || t.cls === "url") && value.every((t) => t.cls === "email" || t.cls === "url" || (u.labelEnd === 0 && t.stop))
}
