// A short message is also read whole (its sentences' words pooled in one sentence vector), so that
// an incident told over two short sentences is found ("We collected the van at noon. The tail
// lift is hanging off."). For an exception trigger the pooling also adds up the domain's words: a
// routine form or a booking email whose every line is far from the trigger's examples ("Name: …",
// "Site address: …", "Job details: scaffold for a re-roof") comes, as a whole, within the found
// line of an example about the same thing gone wrong. An incident spread over sentences still
// brings one of them half way, or holds a word of trouble (a groom's clipper rash told over three
// sentences, none near alone): so a trigger's find by the whole message stands only when one of
// the message's own sentences comes at least half way to found or it tells trouble; else it is a near miss.
// A sentence that is an aside for a problem (a question of what might happen, hearsay, another
// supplier's: detectorExamples.ts `asidesProblem`) neither backs nor lends its trouble word: "how
// often should it be swept to stop a fire?" names the fire as what is to be kept off.
import type { Unit } from "../text/units.js"
import type { DetModel } from "./model.js"
import { escalatesAlone } from "./triggerContrast.js"
import { tellsTrouble } from "../text/troubleWords.js"
import { asidesProblem } from "./detectorExamples.js"

/** How near one sentence must come (half way to found) for the whole message's find to stand. */
export const SENTENCE_BACKING = 0.25
/** What an unbacked whole-message find counts for: a near miss. */
export const UNBACKED_WHOLE = 0.45

/**
 * The indexes of whole-message units whose find for a trigger no sentence of theirs backs:
 * `scores[i]` is unit i's find score (null when the unit is not read).
 */
export const unbackedWholes = (m: DetModel, all: ReadonlyArray<Unit>, scores: ReadonlyArray<number | null>): ReadonlySet<number> => {
  const out = new Set<number>()
  if (m.builtin || !escalatesAlone(m)) return out
  all.forEach((u, i) => {
    if (!u.whole || (scores[i] ?? 0) < 0.5) return
    const parts = all.flatMap((o, k) => (k !== i && !o.whole && o.messageIndex === u.messageIndex && o.source === u.source && o.tokens.length < u.tokens.length ? [k] : []))
    const told = parts.filter((k) => !asidesProblem(m, all[k]!.tokens))
    // A message holding a word of trouble ("red and raw", "crying") may tell its incident only whole: it stands.
    if (told.length === parts.length ? tellsTrouble(u.tokens) : told.some((k) => tellsTrouble(all[k]!.tokens))) return
    if (!told.some((k) => (scores[k] ?? 0) >= SENTENCE_BACKING)) out.add(i)
  })
  return out
}
