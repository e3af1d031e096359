// A category's name spoken as its own prototype ("new", "open", "late") is near its opposite in
// the static vectors: "the old spinnaker" reads as "new" by likeness to the bare name, since
// opposites share their contexts. A unit that holds the opposite of a category name's word, and
// none of the name's own words, gets no likeness to that name's prototype or its word (its examples still count).
import type { Token } from "../text/text.js"
import type { DetModel } from "./model.js"

/** Plain opposites that sit close in distributional vectors, by the name word they oppose. */
const OPPOSITES: ReadonlyMap<string, ReadonlyArray<string>> = new Map([
  ["new", ["old", "existing", "used", "previous", "current", "original"]],
  ["old", ["new", "brand-new"]],
  ["early", ["late", "later"]],
  ["late", ["early", "earlier"]],
  ["open", ["closed", "shut"]],
  ["closed", ["open"]],
  ["hot", ["cold"]],
  ["cold", ["hot"]],
  ["large", ["small"]],
  ["big", ["small"]],
  ["small", ["large", "big"]],
  ["high", ["low"]],
  ["low", ["high"]],
  ["long", ["short"]],
  ["short", ["long"]]
])

interface NameWords {
  readonly own: ReadonlySet<string>
  readonly opposite: ReadonlySet<string>
}

const byModel = new WeakMap<DetModel, ReadonlyArray<NameWords | null>>()

const nameWords = (m: DetModel): ReadonlyArray<NameWords | null> => {
  let out = byModel.get(m)
  if (out !== undefined) return out
  out = m.categories.map((c) => {
    const words = c.toLowerCase().split(/[^a-z-]+/).filter((w) => w.length > 0)
    const opposite = new Set(words.flatMap((w) => OPPOSITES.get(w) ?? []).filter((w) => !words.includes(w)))
    return opposite.size === 0 ? null : { own: new Set(words), opposite }
  })
  byModel.set(m, out)
  return out
}

/** The opposites of category `ci`'s name words (empty when it has none). */
export const oppositesOf = (m: DetModel, ci: number): ReadonlySet<string> => nameWords(m)[ci]?.opposite ?? NONE
const NONE: ReadonlySet<string> = new Set()

/** Per category, whether the unit names only the opposite of its name (null when no category has an opposite). */
export const namesOpposite = (m: DetModel, tokens: ReadonlyArray<Token>): ReadonlyArray<boolean> | null => {
  const words = nameWords(m)
  if (words.every((w) => w === null)) return null
  return words.map((w) => w !== null && tokens.some((t) => w.opposite.has(t.norm)) && !tokens.some((t) => w.own.has(t.norm)))
}
