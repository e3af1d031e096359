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

/** Heads that are an object apart from their modifier: a container, a line or place of a service, an accessory, a vehicle, a bin. */
const SEPARATE_HEADS = new Set([
  "box", "boxes", "line", "lines", "office", "offices", "shop", "shops", "station", "stand", "stands", "bag", "bags", "case", "cases",
  "charger", "chargers", "cable", "cables", "holder", "mount", "van", "vans", "lorry", "truck", "bin", "bins"
])
const DETERMINERS = new Set(["a", "an", "the", "my", "our", "your", "his", "her", "their", "its", "this", "that"])

/** The category a token's stem names, when it is a custom classification category's one-word name. */
const nameAt = (m: DetModel, t: Token): string | null => {
  if (t.cls !== "word" || t.stop) return null
  for (const [c, stems] of m.catStems) if (stems.length === 1 && stems[0] === t.stem) return c
  return null
}

/** Whether a category's examples use the head word themselves ("post it in the box by the door"). */
const examplesUse = (m: DetModel, cat: string, head: string): boolean =>
  m.spec.examples.some((e) => e.category === cat && e.text.toLowerCase().split(/[^a-z]+/).includes(head))

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
