// Which categories a run of a customer's words names: by its name (or the share of it stated),
// or by a member of the kind the name is after (categoryTopics.ts). A sentence listing several
// names offers them all and names none; past a sentence's last "but", the one named is the point.
import type { Token } from "../text/text.js"
import type { Unit } from "../text/units.js"
import { unchosen } from "../text/setAside.js"
import type { Compiled } from "./compile.js"
import { categoryTopics, namesMember, phraseNames, plainKeys, withoutCountedTimes } from "./categoryTopics.js"
import { coverage } from "./match.js"
import { deedEndFor } from "./bygone.js"
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

/** What a unit names for a classification detector (classify.ts). */
export interface UnitNaming {
  /** The unit's tokens without what it declines or gives as a detail. */
  readonly said: ReadonlyArray<Token>
  /** The categories its words name (null for a built-in rubric, which reads no names). */
  readonly naming: Naming | null
  /** Per category, whether it is named only in what the unit declines or gives as a detail. */
  readonly unchosenOnly: ReadonlyArray<boolean>
}

/**
 * The categories a unit names. A whole message is read without its greeting and closing lines
 * (`courtesySpans`); an option the sentence declines ("rather than by post") or a contact detail
 * ("Phone: 0161 …") names no category.
 */
export const unitNaming = (ctx: Compiled, m: DetModel, u: Unit, courtesySpans: ReadonlyArray<Unit>): UnitNaming => {
  // The things of a deed the vendor's side already did ("you made the large one instead of …") are no choice either (bygone.ts).
  const deedEnd = m.builtin || u.whole ? -1 : deedEndFor(m, u.tokens)
  const unchosenTokens = m.builtin ? null : unchosen(u.tokens)
  // After "instead of" such a deed the thing is the one the customer wanted, not one set aside.
  const insteadOf = deedEnd >= 0 && (u.tokens[deedEnd]!.norm === "instead" || u.tokens[deedEnd]!.norm === "rather")
  const aside = deedEnd < 0 || unchosenTokens === null ? unchosenTokens : unchosenTokens.map((x, k) => k < deedEnd || (!insteadOf && x))
  const said = aside === null || !aside.some(Boolean) ? u.tokens : u.tokens.filter((_, k) => !aside[k])
  const spoken = u.whole ? said.filter((t) => !courtesySpans.some((c) => c.messageIndex === u.messageIndex && c.start <= t.start && t.start < c.end)) : said
  let naming = m.builtin ? null : namingOf(ctx, m, spoken)
  // Categories named only in what the sentence declines or gives as a detail: a near miss at most.
  const rawNaming = naming !== null && said.length < u.tokens.length ? namingOf(ctx, m, u.tokens.filter((t, k) => aside![k] && t.cls === "word")) : null
  const namesIt = (n: Naming, ci: number) => n.nameCov[ci]! >= 0.5 || n.members[ci]!
  const unchosenOnly = m.categories.map((_, ci) => rawNaming !== null && namesIt(rawNaming, ci) && !namesIt(naming!, ci))
  // "My boss said to ring, but email suits me better": past a contrast, the one category named is the point.
  if (naming !== null && (naming.listsNames || naming.listsMembers)) {
    const tail = afterContrast(spoken)
    const then = tail === null ? null : namingOf(ctx, m, tail)
    if (then !== null && !then.listsNames && !then.listsMembers && (then.nameCov.some((x) => x >= 0.99) || then.members.some(Boolean))) naming = then
  }
  return { said, naming, unchosenOnly }
}
