// A category's one-word name met as the first noun of a compound that means another thing ("the
// post box", "the phone line", "a family bereavement", "our credit card machine", "the business
// card"): the compound's head says what is talked about, so the modifier names no category. The
// head keeps the category when it is the category's own kind of thing: a word of its examples or
// name, a word sharing a concept with it ("the email address", "a phone call"), a detail of it
// ("the phone number"), or a gathering the modifier sorts ("a family reunion", "a business
// dinner", "our wedding reception"). A head that names a sibling category ("our family business")
// takes the phrase. Read only after a determiner or a possessive, where the two words are one
// noun phrase ("phone the office" and "post it" are verbs there).
import type { Token } from "../text/text.js"
import { conceptsOf } from "../text/lexicon.js"
import type { DetModel } from "./model.js"

const DETERMINERS = new Set(["a", "an", "the", "my", "our", "your", "his", "her", "their", "its", "this", "that", "these", "those"])
/** Heads a group's word sorts as a kind of gathering or trip, so the modifier still tells the group. */
const GATHERINGS = new Set([
  "reunion", "holiday", "holidays", "trip", "trips", "party", "parties", "dinner", "lunch", "meal", "gathering", "celebration",
  "event", "events", "reception", "do", "outing", "break", "weekend", "visit", "meeting", "day", "night", "get-together", "booking"
])
/** Heads that are a detail or an act of the thing the modifier names. */
const OWN_DETAILS = new Set(["number", "numbers", "call", "calls", "address", "addresses", "message", "messages", "order", "orders", "delivery", "purchase"])

/** Single-stem category names of a custom classification, each with the stems of its examples. */
const namesOf = new WeakMap<DetModel, ReadonlyMap<string, ReadonlySet<string>>>()
const categoryWords = (m: DetModel): ReadonlyMap<string, ReadonlySet<string>> => {
  let out = namesOf.get(m)
  if (out === undefined) {
    const map = new Map<string, Set<string>>()
    for (const c of m.categories) {
      const stems = m.catStems.get(c) ?? []
      if (stems.length !== 1) continue
      const own = new Set(stems)
      for (const e of m.spec.examples) if (e.category === c) for (const w of e.text.toLowerCase().split(/[^a-z]+/)) if (w !== "") own.add(w)
      map.set(stems[0]!, own)
    }
    out = map
    namesOf.set(m, out)
  }
  return out
}

const possessive = (t: Token | undefined): boolean => t !== undefined && (DETERMINERS.has(t.norm) || /['’]s$/.test(t.norm))

/** Whether tokens[k], a category's one-word name, is the modifier of a compound about another thing. */
const modifiesOther = (tokens: ReadonlyArray<Token>, k: number, own: ReadonlySet<string>): boolean => {
  const head = tokens[k + 1]
  if (head === undefined || head.cls !== "word" || head.stop || !possessive(tokens[k - 1])) return false
  // A verb after the name ("the post arrived", "our phone rang") leaves it the noun it is.
  if (/ed$/.test(head.norm) || head.norm.includes("'")) return false
  if (GATHERINGS.has(head.norm) || OWN_DETAILS.has(head.norm) || own.has(head.norm) || own.has(head.stem)) return false
  const shared = conceptsOf(tokens[k]!.stem)
  // A head naming a sibling category ("our family business") or no category is a thing of its own.
  return !conceptsOf(head.stem).some((c) => shared.includes(c))
}

/**
 * The tokens without the category names that only modify a compound's head ("the post box",
 * "a family bereavement"), for a custom classification's naming (categoryNaming.ts).
 */
export const withoutCompoundModifiers = (m: DetModel, tokens: ReadonlyArray<Token>): ReadonlyArray<Token> => {
  if (m.builtin || !m.classification) return tokens
  const words = categoryWords(m)
  let drop: Set<number> | null = null
  tokens.forEach((t, k) => {
    const own = words.get(t.stem)
    if (own !== undefined && t.cls === "word" && modifiesOther(tokens, k, own)) (drop ??= new Set()).add(k)
  })
  return drop === null ? tokens : tokens.filter((_, k) => !drop!.has(k))
}
