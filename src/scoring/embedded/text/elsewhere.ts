// "A flat across the road had a gas leak", "a house next door lost its roof": a clause that opens
// with a thing or person placed outside the speaker's own ("across the road", "next door", "down
// the street") tells somebody else's case (decisions §11), however near it is. Only a clause
// opened by such a phrase: "our fence next door to the garage" is the speaker's, and "my car is
// across the road" has the speaker's word first.
import type { Token } from "./text.js"

/** Determiners that open a noun phrase naming nobody's in particular ("a flat", "the house", "some people"). */
const INDEFINITE = new Set(["a", "an", "the", "one", "some", "two", "three", "several", "few"])
/** Words of motion or place before "the road": "across the road", "down the street". */
const ACROSS = new Set(["across", "over", "down", "up", "along"])
/** Ways and shared places whose other side is somebody else's. */
const WAYS = new Set(["road", "street", "lane", "way", "corridor", "landing", "hall", "close", "avenue", "block", "estate", "village"])
/** Ways inside a home or an office: only their other side is somebody else's ("the flat across the landing"); "the toilet down the hall" is the speaker's. */
const INNER_WAYS = new Set(["corridor", "landing", "hall"])
/**
 * Words after a place that make it a place relative to a thing named next: "the tap opposite the
 * sink", "the cupboard next door to the kitchen", "the printer round the corner from reception"
 * place the speaker's own things, not someone else's.
 */
const RELATIVE_TO = new Set(["to", "from", "the", "a", "an", "our", "my", "your", "this", "that", "his", "her", "their"])
/** Places told in one or two words: "next door", "opposite", "nearby", "round the corner". */
const NEAR = new Set(["opposite", "nearby"])
/** Words of the noun phrase before its place ("a big old house across …"). */
const PHRASE_WORDS = 3

/** Whether the words at `k` place the phrase outside the speaker's own. */
const placedElsewhere = (tokens: ReadonlyArray<Token>, k: number): boolean => {
  const w = (j: number) => tokens[k + j]?.norm ?? ""
  if (ACROSS.has(w(0)) && w(1) === "the" && WAYS.has(w(2))) return w(0) === "across" || !INNER_WAYS.has(w(2))
  if (w(0) === "next" && w(1) === "door") return !RELATIVE_TO.has(w(2))
  if ((w(0) === "round" || w(0) === "around") && w(1) === "the" && w(2) === "corner") return !RELATIVE_TO.has(w(3))
  return NEAR.has(w(0)) && !RELATIVE_TO.has(w(1))
}

/** The speaker's own words: "a tree across the road fell on our car" is the speaker's case. */
const SPEAKER = new Set(["i", "me", "my", "we", "us", "our", "ours", "mine"])

/**
 * Whether the clause goes on from the place with a verb of the phrase's own ("… across the road
 * had a leak"), not "and" or a mark ("a tree fell across the road, …" places the fall), and never
 * reaches the speaker's own words.
 */
const goesOnElsewhere = (tokens: ReadonlyArray<Token>, at: number, to: number): boolean => {
  let k = at + 1
  while (k < to && tokens[k]!.cls === "word" && (WAYS.has(tokens[k]!.norm) || tokens[k]!.norm === "the" || tokens[k]!.norm === "door" || tokens[k]!.norm === "corner")) k++
  const next = tokens[k]
  if (next === undefined || k >= to || next.cls !== "word" || next.norm === "and" || next.norm === "or") return false
  return !tokens.slice(at, to).some((t) => SPEAKER.has(t.norm))
}

/** Whether the clause tokens[from, to) opens with a noun phrase placed across the road, next door, round the corner. */
export const opensElsewhere = (tokens: ReadonlyArray<Token>, from: number, to: number): boolean => {
  if (!INDEFINITE.has(tokens[from]?.norm ?? "")) return false
  for (let k = from + 1; k < Math.min(to, from + 2 + PHRASE_WORDS); k++) {
    const t = tokens[k]!
    if (placedElsewhere(tokens, k)) return k > from + 1 && goesOnElsewhere(tokens, k, to)
    if (t.cls !== "word" || t.stop) return false
  }
  return false
}
