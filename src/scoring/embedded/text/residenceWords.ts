// Living in the vendor's area is told, more often than as "I'm a resident", as where or how long
// the sender lives: "we live two streets away", "I've lived here since 1990", "born and raised in
// this town", "we're local". Read for a detector of local residency (engine/ownRecordFound.ts):
// the sender's own home now, in plain words, not asked, not a move ahead or behind ("we're moving
// to the area", "we moved out in May") and not somebody else's ("my parents live nearby").
import type { Token } from "./text.js"

const SENDER = new Set(["i", "we"])
/** Living, now or up to now ("we live", "I've lived", "we've been living", "I'm based"). */
const LIVING = new Set(["live", "lived", "living", "based", "reside"])
/** Between the sender and the living verb: the perfect's and the present's auxiliaries. */
const AUX = new Set(["ve", "have", "am", "m", "are", "re", "been", "both", "all", "still", "only"])
const BEING = new Set(["am", "m", "are", "re"])
const LOCAL = new Set(["local", "locals", "resident", "residents"])

/** Whether tokens[from, to) tell the sender living in a place now (see above). */
export const tellsResidence = (tokens: ReadonlyArray<Token>, from = 0, to = tokens.length): boolean => {
  const span = tokens.slice(from, to)
  if (span.some((t) => t.norm === "?" || t.norm === "if" || t.norm === "used")) return false
  // "Born and raised in this town", "born and bred here" opening the sentence: the sender's own.
  const opener = span.findIndex((t) => t.cls !== "punct")
  if (opener >= 0 && span[opener]!.norm === "born" && span[opener + 1]?.norm === "and" && ["raised", "bred"].includes(span[opener + 2]?.norm ?? "")) return true
  for (let k = 0; k < span.length; k++) {
    if (!SENDER.has(span[k]!.norm) || span[k]!.mod !== 0) continue
    let j = k + 1
    while (j < span.length && AUX.has(span[j]!.norm) && j < k + 4) j += 1
    const verb = span[j]
    if (verb === undefined || verb.mod !== 0) continue
    // A bare past "we lived in Leeds" is a former home; "we've lived here" runs to now.
    const perfect = span.slice(k + 1, j).some((t) => t.norm === "ve" || t.norm === "have" || t.norm === "been")
    if (LIVING.has(verb.norm) && (verb.norm !== "lived" || perfect)) return true
    if (span.slice(k + 1, j).some((t) => BEING.has(t.norm)) && (LOCAL.has(verb.norm) || (verb.norm === "a" && LOCAL.has(span[j + 1]?.norm ?? "")))) return true
  }
  return false
}
