// "Do you restore old stones as well? Ours is fine, we need a plaque made": a question whether the
// vendor also offers something, beside another sentence of the customer's, asks about the range
// and names what the customer is NOT here for. It is left out of a classification's first reading
// as an episode gone well is (classify.ts); a message that names nothing else is read again with it.
import type { Token } from "../text/text.js"
import type { Unit } from "../text/units.js"
import { asksOffer } from "./vendorEnquiry.js"
import type { DetModel } from "./model.js"

/** Whether a question ends on "too" / "as well" or holds "also": the vendor's range beyond something. */
const asksAlso = (t: ReadonlyArray<Token>): boolean => {
  const q = t.findIndex((x) => x.norm === "?")
  if (q < 0) return false
  const last = t[q - 1]?.norm
  return last === "too" || (last === "well" && t[q - 2]?.norm === "as") || t.slice(0, q).some((x) => x.norm === "also")
}

/** The customer's sentences asking whether the vendor also offers something, beside another sentence of their message. */
export const alsoOffered = (m: DetModel, all: ReadonlyArray<Unit>, courteous: ReadonlySet<Unit>): ReadonlySet<Unit> => {
  const out = new Set<Unit>()
  if (m.builtin || !m.classification) return out
  const own = all.filter((u) => !u.whole && u.source === "user" && u.tokens.length > 0 && !courteous.has(u))
  // Per message, whether it holds a sentence other than such questions (a signature is none): counted once, not per question.
  const also = own.map((u) => asksAlso(u.tokens))
  const other = new Set(own.filter((u, k) => !also[k] && !u.tokens.every((t) => t.signature === true)).map((u) => u.messageIndex))
  own.forEach((u, k) => {
    if (also[k] && other.has(u.messageIndex) && asksOffer(u.tokens)) out.add(u)
  })
  return out
}
