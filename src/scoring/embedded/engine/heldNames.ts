// A category's name said only of a thing the sender holds or a place where the trouble sits is
// not what they ask for: "my bike keeps throwing its chain" asks a repair, not a bike; "the boat on
// our mooring won't start" asks about the engine, not a mooring. The request's verb or wish acts
// on the category; a possessor or a setting only frames it.
import type { Token } from "../text/text.js"
import type { DetModel } from "./model.js"

const OWNER = new Set(["my", "our", "his", "her", "their", "its"])
const DET = new Set(["the", "a", "an", "my", "our", "his", "her", "their", "its", "this", "that", "these", "those", "your"])
const PLACE = new Set(["in", "on", "at", "inside", "by", "near", "beside", "under", "behind"])
/** Words that tell a wish or a deed acting on the next noun ("want my bike back", "sell our boat"): that noun is the request. */
const ACTING = /^(want|wants|wanted|need|needs|like|buy|buying|sell|selling|order|ordering|get|getting|find|looking|book|booking|rent|hire|replace|replacing|swap|upgrade|trade|value|valued|insure|part)$/

/** The indices of the sentence's opening noun phrase's setting ("the angelfish in [my tank] are hiding"). */
const openingSetting = (t: ReadonlyArray<Token>): ReadonlySet<number> => {
  const out = new Set<number>()
  if (!DET.has(t[0]?.norm ?? "")) return out
  // Up to three words of the subject, then a place word, then a determiner and up to three words.
  for (let p = 2; p <= 4 && p < t.length; p++) {
    if (!PLACE.has(t[p]!.norm)) {
      if (t[p]!.cls !== "word" || t[p]!.stop) break
      continue
    }
    if (!DET.has(t[p + 1]?.norm ?? "")) break
    for (let k = p + 2; k < Math.min(t.length, p + 5) && t[k]!.cls === "word" && !t[k]!.stop; k++) out.add(k)
    break
  }
  return out
}

/** Whether the word at k is a noun held by the sender ("my bike", "our tandem") that no wish or deed acts on. */
const heldAt = (t: ReadonlyArray<Token>, k: number): boolean => {
  let j = k - 1
  // "my old bike", "our 26 foot boat": modifiers between the owner and the noun.
  while (j >= 0 && k - j <= 3 && !OWNER.has(t[j]!.norm) && t[j]!.cls !== "punct" && !t[j]!.stop) j--
  if (j < 0 || !OWNER.has(t[j]!.norm)) return false
  // The word just before the owner acts on the thing: "sell my boat", "want our tank cleaned".
  const before = t.slice(Math.max(0, j - 3), j).map((x) => x.norm)
  return !before.some((w) => ACTING.test(w))
}

/**
 * Whether category `c`'s name is said in the sentence only of a thing the sender holds or as the
 * setting of its opening subject; false where the name is not said at all.
 */
export const namedAsHeldOnly = (m: DetModel, c: string, tokens: ReadonlyArray<Token>): boolean => {
  const stems = m.catStems.get(c) ?? []
  if (stems.length !== 1) return false
  const hits = tokens.flatMap((t, k) => (t.cls === "word" && t.stem === stems[0] ? [k] : []))
  if (hits.length === 0) return false
  const setting = openingSetting(tokens)
  return hits.every((k) => heldAt(tokens, k) || setting.has(k))
}
