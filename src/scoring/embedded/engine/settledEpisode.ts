// A sentence telling an episode that went well ("the room was booked for our club last week and
// it went really well", "the refund came through fine", "last year you interpreted for us and it
// was great") is background to what the customer asks now: its words may name a category, yet
// the request is in the message's other sentences. Only for a detector of the matter raised
// (bygone.ts `longPastAside`), and only beside another statement of the same message: alone, it
// is a thank-you and names nothing either way.
import type { Token } from "../text/text.js"
import type { Unit } from "../text/units.js"
import type { DetModel } from "./model.js"

/** Past verbs an episode is told by. */
const PAST = new Set(["was", "were", "went", "came", "worked", "turned", "ran", "arrived", "got"])
/** Verdicts on how it went. */
const WENT_WELL = new Set(["well", "great", "fine", "smoothly", "perfectly", "perfect", "lovely", "brilliant", "brilliantly", "wonderful", "fantastic", "excellent", "amazing", "superb", "flawlessly"])
/** A turn to a fault or to now within the sentence: the episode is not over. */
const NOT_OVER = new Set(["but", "though", "although", "except", "until", "now", "still", "again", "is", "are", "will", "need", "want", "can", "could", "would", "?"])
/** Words a verdict may stand after its verb by ("went really well", "came through fine", "was so great"). */
const GAP = 4

/** Whether a sentence tells only an episode that went well. */
export const wentWell = (tokens: ReadonlyArray<Token>): boolean =>
  !tokens.some((t) => NOT_OVER.has(t.norm)) &&
  tokens.some((t, k) => PAST.has(t.norm) && tokens.slice(k + 1, k + 1 + GAP).some((x) => WENT_WELL.has(x.norm) && x.mod === 0))

/** The sentences of a matter detector's input that tell only an episode gone well, beside another statement of their message. */
export const settledEpisodes = (m: DetModel, all: ReadonlyArray<Unit>, courteous: ReadonlySet<Unit>): ReadonlySet<Unit> => {
  const out = new Set<Unit>()
  if (m.builtin || !m.classification || m.longPastAside !== true) return out
  const own = all.filter((u) => !u.whole && u.source === "user" && u.tokens.length > 0 && !courteous.has(u) && !u.tokens.every((t) => t.signature === true))
  for (const u of own) {
    if (!wentWell(u.tokens)) continue
    if (own.some((o) => o !== u && o.messageIndex === u.messageIndex && !wentWell(o.tokens))) out.add(u)
  }
  return out
}
