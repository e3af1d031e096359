// A standing (a membership, a booking) told in the customer's message that is not the sender's now:
// held by somebody outside the sender's household ("my colleague has a membership with you", "our
// friends have the barn booked that week"), or a stay that was and is over ("we stayed with you two
// summers ago and loved it"). The sentence vectors put both beside "I'm a member" and "we've booked
// the cottage", and neither tells a standing the sender holds. Read by engine/ownRecordFound.ts for
// standing detectors only: a companion's need (an access need, a diet) is the sender's to tell.
import type { Token } from "./text.js"

/**
 * People outside the sender's household, by relation. Not a partner, a parent or a child: their
 * booking is the family's ("my wife booked the cottage"), and their membership often joint.
 */
const OUTSIDE_HOUSEHOLD = new Set([
  "friend", "friends", "colleague", "colleagues", "coworker", "coworkers", "flatmate", "flatmates", "housemate", "housemates",
  "roommate", "roommates", "neighbour", "neighbours", "neighbor", "neighbors", "sister", "brother", "cousin", "cousins", "boss", "mate", "mates"
])
/** Verbs by which the relation holds a standing ("my colleague has …", "our friends are members"). */
const HOLDS = new Set(["has", "have", "had", "is", "are", "was", "were", "got", "booked"])
/** The sender inside the clause ("my friend and I have …", "booked it for us"): the standing is shared. */
const SENDER_TOO = new Set(["i", "we", "me", "us"])
/** Verbs of having been somewhere as a guest. */
const VISITED = new Set(["stayed", "visited", "holidayed", "came", "camped"])
/** Words of a standing held now that a past stay may stand beside ("we stayed before and have booked again"). */
const HELD_NOW = new Set(["booked", "booking", "reservation", "reserved", "deposit"])
/** Nouns a number dates as gone ("three years ago" is read by "ago"; "two summers back"). */
const PAST_MARK = new Set(["ago", "back", "previously", "before"])

const BOUNDARY = new Set([",", ";", ".", "?", "!"])

/**
 * For each token, the index of the next token at or after it that `marks`, or of the next clause
 * boundary if that comes first (a comma, semicolon or full stop), in one backward pass: a scan of the
 * clause per hit would be quadratic in a long unpunctuated text.
 */
const nextInClause = (tokens: ReadonlyArray<Token>, marks: (k: number) => boolean): Array<{ readonly at: number; readonly marked: boolean }> => {
  const next = new Array<{ readonly at: number; readonly marked: boolean }>(tokens.length + 1)
  next[tokens.length] = { at: tokens.length, marked: false }
  for (let k = tokens.length - 1; k >= 0; k--) next[k] = BOUNDARY.has(tokens[k]!.norm) ? { at: k, marked: false } : marks(k) ? { at: k, marked: true } : next[k + 1]!
  return next
}

/** Whether a clause opening "my/our <relation>" has the relation hold something, with the sender not among the holders. */
export const tellsOthersStanding = (tokens: ReadonlyArray<Token>): boolean => {
  let sender: ReturnType<typeof nextInClause> | null = null
  return tokens.some((t, k) => {
    // In any mode: a relation's standing denied or opened (text/attribution.ts) is no more the sender's.
    if ((t.norm !== "my" && t.norm !== "our") || !OUTSIDE_HOUSEHOLD.has(tokens[k + 1]?.norm ?? "")) return false
    const holds = [tokens[k + 2], tokens[k + 3]].some((w) => w !== undefined && !BOUNDARY.has(w.norm) && HOLDS.has(w.norm))
    if (!holds || tokens[k + 2] === undefined || BOUNDARY.has(tokens[k + 2]!.norm)) return false
    sender ??= nextInClause(tokens, (j) => SENDER_TOO.has(tokens[j]!.norm))
    return !sender[k + 2]!.marked
  })
}

/**
 * Whether tokens tell a stay of the sender's that is over: "I"/"we" then a verb of visiting within
 * two words, with a past time in its clause ("two summers ago", "last August", "in 2021", "before"),
 * and no word of a booking held anywhere in the sentence.
 */
export const tellsPastVisit = (tokens: ReadonlyArray<Token>): boolean => {
  if (tokens.some((t) => HELD_NOW.has(t.norm))) return false
  let past: ReturnType<typeof nextInClause> | null = null
  const pastMark = (j: number): boolean => {
    const w = tokens[j]!
    const after = tokens[j + 1]
    return PAST_MARK.has(w.norm) || (w.norm === "last" && after !== undefined && after.cls !== "punct") || /^(19|20)\d\d$/.test(w.norm)
  }
  return tokens.some((t, k) => {
    if ((t.norm !== "i" && t.norm !== "we") || t.mod !== 0) return false
    const verb = [tokens[k + 1], tokens[k + 2]].findIndex((w) => w !== undefined && VISITED.has(w.norm) && w.mod === 0)
    if (verb < 0) return false
    past ??= nextInClause(tokens, pastMark)
    return past[k + 1 + verb]!.marked
  })
}
