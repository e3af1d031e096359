// A form line labelled with the rubric's domain word ("Piano: Bechstein upright", "Boat: a 36ft
// sloop") describes the domain's thing for the detector that names it (piano_type, boat_details).
// A problem or trigger whose name shares that word (piano_damage, boat_emergency) is named by its
// other words: the label covers half its name by the shared word alone, yet says nothing of
// damage or an emergency. So for such a detector a label answers or denies it only when it holds
// one of the name's own words ("Damage: …", "Boat emergency: none"), never the shared one alone.
// Likewise a line of manners (a greeting, thanks) answers no problem by a word it shares (mannersOnly).
import type { Compiled } from "./compile.js"
import { coverage } from "./match.js"
import type { DetModel, Plain } from "./model.js"
import { reportsProblem } from "./detectorExamples.js"
import { escalatesAlone } from "./triggerContrast.js"
import { isCourtesySentence } from "../text/courtesy.js"
import type { Unit } from "../text/units.js"
import type { Message } from "../../../domain/types.js"

const sharedOf = new WeakMap<DetModel, ReadonlyArray<string>>()

/** The detector's name stems that no other custom detector of its rubric holds in its name. */
const ownStems = (ctx: Compiled, m: DetModel): ReadonlyArray<string> => {
  let own = sharedOf.get(m)
  if (own === undefined) {
    const others = ctx.models.filter((o) => o !== m && !o.builtin)
    own = m.nameStems.filter((s) => !others.some((o) => o.nameStems.includes(s)))
    sharedOf.set(m, own)
  }
  return own
}

/**
 * Whether a form label names a problem or trigger detector only by the word its name shares with
 * another detector of the rubric (the domain's thing), none of its own: then the line is not an
 * answer to it (a label holding no word of the name, "Problems:", is left to the other readings). False for fields, for a name sharing no word, and for one whose every word is shared.
 */
export const labelsDomainOnly = (ctx: Compiled, m: DetModel, label: Plain): boolean => {
  if (m.builtin || !(escalatesAlone(m) || reportsProblem(m))) return false
  const own = ownStems(ctx, m)
  if (own.length === 0 || own.length === m.nameStems.length) return false
  return m.nameStems.some((st) => !own.includes(st) && label.stems.has(st)) && coverage(ctx, own, label) === 0
}

const mannerlyExamples = new WeakMap<DetModel, boolean>()

/**
 * Whether a customer's sentence is only manners ("Morning,", "Cheers,", "Thank you for all your
 * help over the years.") read for a problem or trigger detector whose examples hold none: a
 * greeting or thanks reports no problem, whatever word it shares with an example ("this morning"
 * in an incident's example). Its find is a near miss at most (unitFind.ts).
 */
export const mannersOnly = (m: DetModel, u: Unit, input: ReadonlyArray<Message>): boolean => {
  if (m.builtin || u.whole || u.source !== "user" || u.tokens.length === 0 || !(escalatesAlone(m) || reportsProblem(m))) return false
  let mannerly = mannerlyExamples.get(m)
  if (mannerly === undefined) mannerlyExamples.set(m, (mannerly = m.spec.examples.some((e) => isCourtesySentence(e.text))))
  return !mannerly && isCourtesySentence(input[u.messageIndex]?.content.slice(u.start, u.end) ?? "")
}
