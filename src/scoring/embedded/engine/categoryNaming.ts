// Which categories a run of a customer's words names: by its name (or the share of it stated),
// or by a member of the kind the name is after (categoryTopics.ts). A sentence listing several
// names offers them all and names none; past a sentence's last "but", the one named is the point.
import type { Token } from "../text/text.js"
import type { Compiled } from "./compile.js"
import { categoryTopics, namesMember, phraseNames, plainKeys, withoutCountedTimes } from "./categoryTopics.js"
import { coverage } from "./match.js"
import { type DetModel, plainOf } from "./model.js"

export interface Naming {
  /** Per category, the share of its name stated (1 for a phrase name stated). */
  readonly nameCov: ReadonlyArray<number>
  /** Per category, whether a member of its kind is named. */
  readonly members: ReadonlyArray<boolean>
  readonly listsNames: boolean
  readonly listsMembers: boolean
}

/** Which categories a run of tokens names, by name or by a member of their kind. */
export const namingOf = (ctx: Compiled, m: DetModel, said: ReadonlyArray<Token>): Naming => {
  // "three days' leave", "last weekend": a counted or dated time noun is a span, not the category it names.
  const tokens = withoutCountedTimes(said)
  const plain = plainOf(tokens)
  const keys = plainKeys(tokens)
  const nameCov = m.categories.map((c, ci) => {
    const phrase = phraseNames(m)[ci]
    return phrase ? (phrase.some((k) => keys.has(k)) ? 1 : 0) : coverage(ctx, m.catStems.get(c) ?? [], plain)
  })
  const members = namesMember(categoryTopics(m), keys)
  return { nameCov, members, listsNames: nameCov.filter((x) => x >= 0.99).length >= 2, listsMembers: members.filter(Boolean).length >= 2 }
}

/** The tokens after a sentence's last "but" / "however" (null when there is none, or nothing after it). */
export const afterContrast = (tokens: ReadonlyArray<Token>): ReadonlyArray<Token> | null => {
  for (let k = tokens.length - 2; k >= 0; k--) if (tokens[k]!.norm === "but" || tokens[k]!.norm === "however") return tokens.slice(k + 1)
  return null
}
