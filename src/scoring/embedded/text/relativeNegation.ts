// A negation inside a relative clause ("sent the list to a parent who isn't on it", "a pupil who
// is not in my class got past the filter") says what the noun before it is not; the sentence it
// hangs from is still told. The negation's window (modality.ts) runs on over the main clause's
// words, so the readings that take a negated sentence for a denial ask this first.
import type { Token } from "./text.js"
import { isBoundary } from "./scope.js"

/** Pronouns that open a relative clause after a noun. "That" is left out: "I'm afraid that we don't" negates the main clause. */
export const RELATIVES: ReadonlySet<string> = new Set(["who", "whom", "whose", "which"])
/**
 * Words that carry a clause's negation (read here and by engine/negatedExamples.ts). "Cannot" is
 * not among them: the tokenizer (text.ts) splits it into "can" + "not".
 */
export const NEGATORS: ReadonlySet<string> = new Set(["not", "no", "never", "nothing", "none", "nobody", "neither", "nor", "without"])

/** Whether the negator at `k` follows a relative pronoun in its clause, one with a word before it ("Who isn't here?" is a question, not a relative). */
export const inRelativeClause = (tokens: ReadonlyArray<Token>, k: number): boolean => {
  if (inContactClause(tokens, k)) return true
  for (let j = k - 1; j > 0 && !isBoundary(tokens[j]!); j--) {
    if (RELATIVES.has(tokens[j]!.norm)) return tokens[j - 1]!.cls === "word"
  }
  return false
}

/** Subjects that open a relative clause with no pronoun ("a family I've never met"). */
const CONTACT_SUBJECTS = new Set(["i", "we", "you", "they", "he", "she"])
const AUXILIARIES = new Set(["have", "has", "had", "do", "does", "did", "am", "is", "are", "was", "were"])
/** What stands before a noun that such a clause hangs from. */
const DETERMINERS = new Set(["a", "an", "the", "some", "any", "this", "that", "these", "those", "my", "our", "his", "her", "their", "your", "another"])
const PEOPLE = new Set(["someone", "somebody", "anyone", "anybody", "people", "strangers", "things", "stuff", "something", "anything"])
/** Verbs whose object such a clause leaves out: the thing never met, seen, known or ordered. */
const GAP_VERBS = new Set([
  "met", "seen", "saw", "heard", "know", "known", "recognise", "recognize", "recognised", "recognized", "ordered", "order", "sent", "taken",
  "booked", "bought", "asked", "requested", "authorised", "authorized", "made", "signed", "uploaded", "expect", "expected", "meet", "see",
  "hear", "send", "take", "book", "buy", "ask", "request", "authorise", "authorize", "make", "sign", "upload"
])
/** Prepositions that front a phrase of time or place before the clause's subject. */
const FRONTING = new Set(["in", "at", "on", "after", "before", "by", "during", "for", "from", "with", "since", "until", "over", "through", "to", "of"])
/** What may follow the verb when its object is the noun before the clause: a clause's end, a preposition or the main verb, not an object. */
const AFTER_GAP = new Set([
  "in", "on", "at", "of", "for", "from", "with", "before", "about", "anywhere", "again", "there", "here",
  // the sentence's own verb, after the clause: "someone I don't know has been using it"
  "is", "was", "are", "were", "has", "have", "had", "keeps", "kept"
])

/**
 * Whether the negator at `k` stands in a relative clause without a pronoun, after a noun ("photos of
 * a family I've never met in it", "a charge we didn't authorise"): the verb's object is that noun,
 * so the verb is followed by a clause's end or a preposition, never by an object of its own
 * ("at the party I didn't know anyone" negates the sentence).
 */
const inContactClause = (tokens: ReadonlyArray<Token>, k: number): boolean => {
  let j = k - 1
  while (j > 0 && AUXILIARIES.has(tokens[j]!.norm)) j--
  if (j < 1 || !CONTACT_SUBJECTS.has(tokens[j]!.norm) || tokens[j - 1]!.cls !== "word") return false
  const noun = tokens[j - 1]!.norm
  const det = DETERMINERS.has(tokens[j - 2]?.norm ?? "") ? j - 2 : DETERMINERS.has(tokens[j - 3]?.norm ?? "") ? j - 3 : -1
  if (!PEOPLE.has(noun) && det < 0) return false
  // "In the end I didn't order": a phrase that opens the clause after a preposition says when or where, not what.
  if (det >= 1 && FRONTING.has(tokens[det - 1]!.norm) && (det === 1 || tokens[det - 2]!.cls === "punct")) return false
  const verb = tokens[k + 1]
  if (verb === undefined || !GAP_VERBS.has(verb.norm)) return false
  const after = tokens[k + 2]
  return after === undefined || after.cls === "punct" || AFTER_GAP.has(after.norm)
}

/** Whether a sentence has negations and every one of them is inside a relative clause. */
export const negatedOnlyInRelative = (tokens: ReadonlyArray<Token>): boolean => {
  const at = tokens.flatMap((t, k) => (NEGATORS.has(t.norm) ? [k] : []))
  return at.length > 0 && at.every((k) => inRelativeClause(tokens, k))
}
