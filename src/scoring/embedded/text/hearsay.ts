// A story the sender read or heard ("I read about a student being attacked near another
// campus", "we heard that a venue nearby went bust", "I saw on the news that …") is somebody
// else's case brought up as a worry, not the sender's own event: a problem detector reads
// nothing in it up to a contrast ("…, but ours is leaking now" is told again as the sender's).
import type { Token } from "./text.js"

const SPEAKERS = new Set(["i", "we"])
/** Between the speaker and the verb: "I just read", "we recently heard". */
const ADVERBS = new Set(["just", "recently", "once", "also", "have", "had", "did"])
/**
 * Reading of a story ("read about / that / in"), hearing about one: never an observation ("I heard a
 * crack upstairs") nor a report passed on ("I heard that someone was hanging round the units", a
 * witness's word).
 */
const TOLD: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ["read", new Set(["about", "that", "of", "on", "in"])],
  ["heard", new Set(["about"])]
])
/** Seeing or watching a story only through a medium: "saw on the news", "watched a programme about". */
const SEEN = new Set(["saw", "seen", "watched", "heard"])
const MEDIA = new Set(["news", "article", "report", "post", "programme", "program", "documentary", "story", "online", "facebook", "twitter", "tiktok", "paper", "newspaper", "forum", "reddit"])
const MEDIA_SPAN = 6
const ENDS = new Set(["but", "however", "though", "although", ".", "!", "?", ";"])

/** Where the hearsay that opens tokens[from, …) ends (a contrast or the sentence's end), or -1 when it opens with none. */
export const hearsayEnd = (tokens: ReadonlyArray<Token>, from = 0): number => {
  let k = from
  while (k < tokens.length && tokens[k]!.cls === "punct") k++
  if (!SPEAKERS.has(tokens[k]?.norm ?? "")) return -1
  k++
  while (ADVERBS.has(tokens[k]?.norm ?? "")) k++
  const verb = tokens[k]?.norm ?? ""
  const told = TOLD.get(verb)?.has(tokens[k + 1]?.norm ?? "") === true
  const seen = SEEN.has(verb) && tokens.slice(k + 1, k + 1 + MEDIA_SPAN).some((t) => MEDIA.has(t.norm))
  if (!told && !seen) return -1
  let end = k + 1
  while (end < tokens.length && !ENDS.has(tokens[end]!.norm)) end++
  return end
}
