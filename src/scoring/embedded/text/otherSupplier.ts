// "Our previous house had a chimney fire", "our old provider leaked client records", "the tub we
// rented from another firm kept tripping": an event that befell a home or a supplier the sender had
// before, or a thing had from another supplier, is history elsewhere, not a problem with the
// vendor's goods or service now. Read only for problem detectors (denseExamples.ts): for any other
// detector such a sentence still tells a choice ("we went with another firm", an intent to leave).
import type { Token } from "./text.js"

/** Homes and suppliers a sender may have had before ("our old flat", "my former accountant"). */
const HOMES_AND_SUPPLIERS = new Set([
  "house", "home", "flat", "address", "landlord", "provider", "supplier", "accountant", "bank", "installer", "builder",
  "contractor", "company", "firm", "business", "agency", "shop", "store", "gym", "club"
])
/** Words that put them in the past; not "last", which may name this vendor's own last visit ("our last service"). */
const BEFORE = new Set(["previous", "former", "old"])
const OWNERS = new Set(["my", "our"])
/** Words of having a thing from somebody: "rented from", "hired from", "bought from". */
const FROM = "from"
/** Words from a sentence's opening within which "our old house" names what the sentence is about. */
const OPENING_WORDS = 4
/** A contrast after which the sender speaks of now ("…, but yours is leaking too"). */
const CONTRASTS = new Set(["but", "however", "whereas", "yet"])

/** Whether the words at k are "my/our previous|former|old <home or supplier>". */
const pastOwn = (tokens: ReadonlyArray<Token>, k: number): boolean =>
  OWNERS.has(tokens[k]!.norm) && BEFORE.has(tokens[k + 1]?.norm ?? "") && HOMES_AND_SUPPLIERS.has(tokens[k + 2]?.norm ?? "")

/**
 * Whether the words at k are "from another <supplier>" or "from a different <supplier>", the
 * supplier named with one word of its trade before it or not ("from a different hire firm").
 */
const fromOther = (tokens: ReadonlyArray<Token>, k: number): boolean => {
  if (tokens[k]!.norm !== FROM) return false
  const w = (j: number) => tokens[k + j]?.norm ?? ""
  const supplierAt = (j: number) => HOMES_AND_SUPPLIERS.has(w(j)) || (tokens[k + j]?.cls === "word" && HOMES_AND_SUPPLIERS.has(w(j + 1)))
  return (w(1) === "another" && supplierAt(2)) || (w(1) === "a" && w(2) === "different" && supplierAt(3))
}

/** Prepositions that place a sentence's event at a past home anywhere in it ("we had a leak at our old house"). */
const AT = new Set(["at", "in", "from"])

/**
 * Whether the sentence tokens[from, to) is about a past home or supplier of the sender's or a thing
 * had from another supplier: "my/our previous|former|old <home or supplier>" among its opening
 * words or after "at/in/from", or "from another|a different <supplier>"; never when it turns on a
 * contrast, after which the sender may tell a problem of now.
 */
export const aboutOtherSupplier = (tokens: ReadonlyArray<Token>, from = 0, to = tokens.length): boolean => {
  let words = 0
  let found = false
  for (let k = from; k < to; k++) {
    const t = tokens[k]!
    if (CONTRASTS.has(t.norm)) return false
    if (t.cls === "punct") continue
    if (pastOwn(tokens, k) && (words < OPENING_WORDS || AT.has(tokens[k - 1]?.norm ?? ""))) found = true
    if (fromOther(tokens, k)) found = true
    words++
  }
  return found
}
