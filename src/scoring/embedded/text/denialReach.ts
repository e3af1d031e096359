// Negations that deny nothing the sender has (decisions §11: only an explicit denial negates),
// read after the clause scopes are marked (modality.ts) and left to the denial readers
// (unitDenial.ts): the modality is not changed, so no find or category changes (a negated "my
// Leaf" in "why does my Leaf not charge?" still names the car).
// - a negation asked, not told ("is there no way to …?", "you don't take cards, right?");
// - a trouble denied about a thing ("no parking problems"): a problem detector still reads it
//   as a denial, a detector of the thing does not.
import type { Token } from "./text.js"

const TROUBLES = new Set([
  "problem", "problems", "issue", "issues", "trouble", "troubles", "complaint", "complaints", "concern", "concerns",
  "worry", "worries", "difficulty", "difficulties", "hassle", "hassles"
])
/** What links a trouble to its topic: "problems with parking", "concerns about the price". */
const ABOUT = new Set(["with", "about", "around", "regarding", "over", "re"])
const NEGATORS = new Set(["no", "not", "never", "nothing", "none", "without"])
/** When the trouble was denied for ("no garden problems this year"): no thing of its own. */
const WHEN = new Set(["year", "years", "month", "months", "week", "weeks", "day", "days", "today", "lately", "recently", "season", "term", "far", "yet", "since"])
const DEGREE = new Set([
  "huge", "big", "bigger", "biggest", "major", "real", "serious", "massive", "great", "significant", "particular", "small", "minor",
  "actual", "specific", "known", "obvious", "further", "other", "new", "ongoing", "outstanding", "immediate", "urgent", "current"
])

/**
 * The tokens a negated trouble is about: the content words right before it ("no parking
 * problems") and the rest of the negation's reach after a link word ("no problems with parking").
 * Their modality stays negated, as a problem detector reads "no problems with the charger" as a
 * denial; what a denial reader may skip is left to it (unitDenial.ts).
 */
export const troubleTopics = (tokens: ReadonlyArray<Token>): ReadonlySet<number> => {
  const out = new Set<number>()
  for (let j = 1; j < tokens.length; j++) {
    const t = tokens[j]!
    if (t.mod !== 1 || !TROUBLES.has(t.norm)) continue
    // How big or what kind of trouble ("not a huge problem", "no real issues") is the trouble's own word: it stops the walk.
    for (let k = j - 1; k >= 0 && tokens[k]!.mod === 1 && tokens[k]!.cls === "word" && !tokens[k]!.stop && !DEGREE.has(tokens[k]!.norm); k--) out.add(k)
    if (ABOUT.has(tokens[j + 1]?.norm ?? "")) for (let k = j + 2; k < tokens.length && tokens[k]!.mod === 1; k++) out.add(k)
  }
  return out
}

/**
 * Whether every negated word of the sentence is a trouble, its size or its topic ("No problems
 * with parking, there's a big drive", "no budget issues"): the thing is taken for granted and only
 * the trouble denied, so a detector of the thing is not denied by it.
 */
export const deniesOnlyTrouble = (tokens: ReadonlyArray<Token>): boolean => {
  const topics = troubleTopics(tokens)
  if (topics.size === 0) return false
  return tokens.every((t, k) => t.mod !== 1 || topics.has(k) || TROUBLES.has(t.norm) || DEGREE.has(t.norm) || WHEN.has(t.norm) || t.stop || t.cls === "punct")
}

/** Auxiliaries and question words that open a question ("is there no …", "why don't you …"). */
const ASKS = new Set([
  "is", "are", "was", "were", "do", "does", "did", "can", "could", "would", "will", "should", "have", "has", "why", "how", "isn", "aren"
])
/** A tag that asks whether what came before is so: ", right?", ", is that correct?". */
const TRUTH_TAGS = new Set(["right", "correct", "true"])

/**
 * A sentence that asks about a negation states none: it opens with an auxiliary or "why/how" and
 * the negation follows within its first words ("is there no way to …?", "would there be no impact
 * …?"), or it ends in a tag asking whether it is so ("you don't deliver on Sundays, right?").
 * Not "is it OK that we have no parking?": the negation there is told, under "that".
 * An answer to a form's question is no question of the sender's: the caller skips form lines.
 */
export const asksNegation = (tokens: ReadonlyArray<Token>): boolean => {
  const words = tokens.filter((t) => t.cls !== "punct")
  if (tokens[tokens.length - 1]?.norm !== "?" || words.length === 0) return false
  const before = tokens[tokens.length - 3]?.norm ?? ""
  if (TRUTH_TAGS.has(words[words.length - 1]!.norm) && (before === "," || before === "that" || before === "it")) return true
  if (!ASKS.has(words[0]!.norm)) return false
  const at = words.findIndex((t) => NEGATORS.has(t.norm))
  return at > 0 && at <= 4 && !words.slice(0, at).some((t) => t.norm === "that" || t.norm === "if")
}
