// A category's one-word name met only as the modifier of a compound whose head is a separate
// object ("the post box", "the phone line", "a tablet stand", "my phone charger", "the white
// van"): the head says what is talked about, and the sentence, whose vector still comes near the
// category's examples by the modifier, names no category. Narrow on purpose (an earlier reading of
// every compound head, custmop, cost a calibration set): only heads that are a thing apart from
// whatever modifies them (a box, a line, an office, a stand, a case, a van, a bin), never a part
// of the thing ("the phone screen" is the phone), after a determiner or possessive, in a sentence
// naming no category otherwise, and not for a category whose own examples use that head.
import type { Token } from "../text/text.js"
import type { DetModel } from "./model.js"
import type { DetectorSpec } from "../../../domain/types.js"

/** Heads that are an object apart from their modifier: a container, a line or place of a service, an accessory, a vehicle, a bin. */
const SEPARATE_HEADS = new Set([
  "box", "boxes", "line", "lines", "office", "offices", "shop", "shops", "station", "stand", "stands", "bag", "bags", "case", "cases",
  "charger", "chargers", "cable", "cables", "holder", "mount", "van", "vans", "lorry", "truck", "bin", "bins"
])
const DETERMINERS = new Set(["a", "an", "the", "my", "our", "your", "his", "her", "their", "its", "this", "that"])

/**
 * What the compound reading needs of a custom classification, read once at compile (phrasings.ts):
 * each category's one-word name by its stem (the first category listed keeps a stem two share),
 * and the words each category's examples use.
 */
export interface CategoryNames {
  readonly byStem: ReadonlyMap<string, string>
  readonly exampleWords: ReadonlyMap<string, ReadonlySet<string>>
}

export const categoryNamesOf = (spec: DetectorSpec, catStems: ReadonlyMap<string, ReadonlyArray<string>>): CategoryNames => {
  const byStem = new Map<string, string>()
  for (const [c, stems] of catStems) if (stems.length === 1 && !byStem.has(stems[0]!)) byStem.set(stems[0]!, c)
  const exampleWords = new Map<string, Set<string>>()
  for (const e of spec.examples) {
    if (e.category === null) continue
    const words = exampleWords.get(e.category) ?? new Set<string>()
    for (const w of e.text.toLowerCase().split(/[^a-z]+/)) words.add(w)
    exampleWords.set(e.category, words)
  }
  return { byStem, exampleWords }
}

/** The category a token's stem names, when it is a custom classification category's one-word name. */
const nameAt = (m: DetModel, t: Token): string | null =>
  t.cls !== "word" || t.stop ? null : (m.categoryNames.byStem.get(t.stem) ?? null)

/** Whether a category's examples use the head word themselves ("post it in the box by the door"). */
const examplesUse = (m: DetModel, cat: string, head: string): boolean => m.categoryNames.exampleWords.get(cat)?.has(head) === true

/**
 * Whether a sentence names a category of a custom classification only as the modifier of a
 * separate object's noun, and names no category otherwise.
 */
export const namesOnlyInCompound = (m: DetModel, tokens: ReadonlyArray<Token>): boolean => {
  if (m.builtin || !m.classification) return false
  let compound = false
  for (let k = 0; k < tokens.length; k++) {
    const cat = nameAt(m, tokens[k]!)
    if (cat === null) continue
    const head = tokens[k + 1]
    const inCompound = head !== undefined && SEPARATE_HEADS.has(head.norm) && DETERMINERS.has(tokens[k - 1]?.norm ?? "") && !examplesUse(m, cat, head.norm)
    if (!inCompound) return false
    compound = true
  }
  return compound
}
