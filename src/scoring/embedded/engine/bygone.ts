// A custom category is what the customer asks about now. A sentence telling an episode long past
// ("Last spring I had chest pains that turned out to be nothing", "last year's trip with you was
// lovely") is background: its words may be a category's, yet it states none now. Not for a
// detector whose own examples tell the past so (a category of "played as a child" reads such
// sentences). Only for a detector of what the customer asks or reports (its name says request,
// reason, issue …): an attribute holds across time ("we were 40 people back in 2019" may still
// be the size). A clause told fine is no such mark here: "an email's fine" picks a channel.
import { longPast } from "../text/notNow.js"
import type { Token } from "../text/text.js"
import type { Unit } from "../text/units.js"
import type { DetModel } from "./model.js"
import { tellsVendorDeed, vendorDeedEnd } from "../text/vendorSide.js"
import { namesOnlyInCompound } from "./compoundHeads.js"
import { deadlineElse, namesWhen, pastElse, vendorHoursElse } from "./whenElse.js"

/** Name words of a detector of the matter raised now, not of a lasting attribute. */
const MATTER_WORDS = new Set(["request", "requests", "reason", "reasons", "enquiry", "inquiry", "query", "issue", "issues", "problem", "problems", "purpose", "intent", "job", "visit", "report", "complaint", "matter", "need", "needs", "ask"])
const namesMatter = (name: string): boolean => name.toLowerCase().split(/[^a-z]+/).some((w) => MATTER_WORDS.has(w))

/** Whether the detector's own examples tell an episode long past (read at compile, whenElse.ts `exampleTimesOf`). */
const examplesTellPast = (m: DetModel): boolean => m.exampleTimes?.longPast === true

// A detector of when the customer can reads now too: "we had a tutor on Saturdays last year" picks
// no session time, nor "he was walked at seven", and nor does another thing's deadline ("the
// coursework is due on the 9th").
/** Whether an episode long past is an aside for a custom classification: its name says the matter raised or when, and its examples tell none. Read once by compile.ts, after `exampleTimes` (`DetModel.longPastAside`). */
export const longPastAsideOf = (m: DetModel): boolean => (namesMatter(m.spec.name) || namesWhen(m.spec.name)) && !examplesTellPast(m)

/** Whether a sentence of a custom classification's input tells only an episode long past. */
export const bygoneUnit = (m: DetModel, u: Unit): boolean =>
  !m.builtin && m.classification && !u.whole && u.tokens.length > 0 &&
  ((m.longPastAside === true && longPast(u.tokens)) || deadlineElse(m, u.tokens) || pastElse(m, u.tokens, { byVerb: true }) || vendorAside(m, u))

/** A sentence only of the vendor's side (its hours asked, a deed it did) or naming a category only in a compound's modifier. */
const vendorAside = (m: DetModel, u: Unit): boolean => vendorHoursElse(m, u.tokens) || vendorDeedElse(m, u) || namesOnlyInCompound(m, u.tokens)

/**
 * The sentences of a custom classification's input that are such asides, and the whole-message
 * units made of nothing else (besides manners): an aside is left out of its message's whole reading
 * too ("The post box is overflowing. Could I book a blood test?" is read without the box), and a
 * message of asides alone names no category.
 */
export const vendorAsides = (m: DetModel, all: ReadonlyArray<Unit>, courteous: ReadonlySet<Unit>): { readonly asides: ReadonlySet<Unit>; readonly wholes: ReadonlySet<Unit> } => {
  const asides = new Set<Unit>()
  if (m.builtin || !m.classification) return { asides, wholes: asides }
  // A sentence of a when- or way-detector told only in the past ("last time I came in") is left out too.
  for (const u of all) if (!u.whole && u.tokens.length > 0 && bygoneUnit(m, u) && (vendorAside(m, u) || pastElse(m, u.tokens, { byVerb: true }))) asides.add(u)
  if (asides.size === 0) return { asides, wholes: asides }
  const wholes = new Set<Unit>()
  for (const w of all) {
    if (!w.whole) continue
    // Manners and a signature's lines ("Paul") state nothing beside the asides.
    const own = all.filter((u) => !u.whole && u.messageIndex === w.messageIndex && u.tokens.length > 0 && !courteous.has(u) && !u.tokens.every((t) => t.signature === true))
    if (own.length > 0 && own.every((u) => asides.has(u))) wholes.add(w)
  }
  return { asides, wholes }
}

// A deed the vendor's side already did ("you installed grey frames", "your driver delivered it to
// the wrong hall") is a complaint about its act: it names no choice of the customer's (a frame
// colour, a size, a handover). Not for a detector of the matter raised (its name says issue,
// reason, complaint …) nor one whose own examples tell such deeds: there the deed is the category.
/** Whether a custom classification reads such deeds as asides: read once by compile.ts, after `exampleTimes` (`DetModel.readsDeeds`). */
export const readsDeedsOf = (m: DetModel): boolean => !m.builtin && m.classification && !namesMatter(m.spec.name) && m.exampleTimes?.vendorDeed !== true
const vendorDeedElse = (m: DetModel, u: Unit): boolean => m.readsDeeds === true && tellsVendorDeed(u.tokens)

/** Where a sentence's opening deed of the vendor's side ends before the customer's own words, for such a detector; else -1 (categoryNaming.ts reads its things as unchosen). */
export const deedEndFor = (m: DetModel, tokens: ReadonlyArray<Token>): number => (m.readsDeeds === true ? vendorDeedEnd(tokens) : -1)
