// "Our dog has been sick since the walk, could the walker have let her eat something?": a sentence
// that states something and then asks about it. The question after the statement may ask what
// might be ("could the walker have …", "is that serious?"), but the statement before it is still
// told: the sentence is no question about what might happen, and its stated clause is read.
// "What should I do if the alarm goes off?" states nothing first, nor does "If it leaks, who do I
// call?" (a condition before the question) or "Just so I know, …" (a preface).
import type { Token } from "./text.js"

/** Words that open the question part: an auxiliary or modal put first, or a question word. */
const QUESTION_OPENERS = new Set([
  "is", "are", "was", "were", "do", "does", "did", "has", "have", "can", "could", "will", "would", "should", "shall", "may", "might",
  "what", "why", "how", "where", "when", "who", "which"
])
/** Marks after which the question part may open. */
const BREAKS = new Set([",", ";", "—", "–", "-", ":"])
/** Words that make the part before the question a condition or a preface, not a statement. */
const NOT_STATED = new Set(["if", "unless", "case", "suppose", "supposing", "say", "know", "wondering", "wonder", "curious", "ask", "asking"])
/** Words a statement has at least: its subject and verb. */
const MIN_STATED_WORDS = 3

/**
 * Whether a sentence ending in a question mark tells a statement of its own before a question
 * joined to it ("X has happened, what do I do?"): the words before the last break that opens a
 * question are a clause of at least three words, opening with no question word and holding no
 * condition or preface. Returns the index where the question opens, or -1.
 */
export const statedBeforeAsking = (tokens: ReadonlyArray<Token>): number => {
  if ([...tokens].reverse().find((t) => t.cls === "punct")?.norm !== "?") return -1
  for (let k = tokens.length - 2; k > 0; k--) {
    if (!BREAKS.has(tokens[k]!.norm) || !QUESTION_OPENERS.has(tokens[k + 1]?.norm ?? "")) continue
    const head = tokens.slice(0, k).filter((t) => t.cls !== "punct")
    if (head.length < MIN_STATED_WORDS || QUESTION_OPENERS.has(head[0]!.norm)) return -1
    if (head.some((t) => NOT_STATED.has(t.norm)) || tokens.slice(0, k).some((t) => t.norm === "?")) return -1
    return k + 1
  }
  return -1
}

/** Words after a speculating "have": a past participle ("could someone have left …", "might it have been …"). */
const PARTICIPLES = new Set(["been", "done", "taken", "left", "got", "gone", "broken", "eaten", "made", "put", "let", "come", "seen", "given", "fallen"])
/** Words between the modal and "have": its subject, one or two words ("could the walker have …"). */
const SUBJECT_WORDS = 2

/**
 * Whether the modal at `at` opens a guess about the past ("could someone have left the gate open?",
 * "might the walker have let her eat it?"): modal, a subject of one or two words, "have", a past
 * participle. "Could you have someone call me?" and "can I have a refund?" are requests.
 */
export const guessesPast = (tokens: ReadonlyArray<Token>, at: number): boolean => {
  for (let k = at + 2; k <= at + 1 + SUBJECT_WORDS; k++) {
    if (tokens[k]?.norm !== "have") continue
    const next = tokens[k + 1]?.norm ?? ""
    return PARTICIPLES.has(next) || (next.length > 4 && next.endsWith("ed"))
  }
  return false
}
