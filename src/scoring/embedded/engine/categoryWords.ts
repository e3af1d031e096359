// Whether a sentence names one of a custom classification's categories by a word of its name
// ("… for puppy swims" for `puppy_intro`, "do you sell tablets?" for `tablet`): shared by the
// message-wide "no job asked" readings (stockQuestion.ts, deskMatters.ts), which must not set aside a
// question about the very thing a category is.
import type { DetModel } from "./model.js"

/** A word's singular, enough to meet a name's: "swims" → "swim", "batteries" → "battery", "boxes" → "box". */
const singular = (w: string): string => w.replace(/ies$/, "y").replace(/(ch|sh|x|ss)es$/, "$1").replace(/(?<!s)s$/, "")

const nameWords = new WeakMap<DetModel, ReadonlyArray<string>>()
/** The words of the detector's category names longer than three letters, singular, read once per compiled detector. */
export const categoryNameWords = (m: DetModel): ReadonlyArray<string> => {
  let names = nameWords.get(m)
  if (names === undefined) nameWords.set(m, (names = m.categories.flatMap((c) => c.toLowerCase().split(/[^a-z]+/).filter((n) => n.length > 3).map(singular))))
  return names
}

/** Whether the sentence holds a word of a category's name, plural or not. */
export const namesCategory = (m: DetModel, text: string): boolean => {
  const names = categoryNameWords(m)
  if (names.length === 0) return false
  const words = new Set(text.toLowerCase().split(/[^a-z]+/).filter((w) => w.length > 3).map(singular))
  return names.some((n) => words.has(n))
}
