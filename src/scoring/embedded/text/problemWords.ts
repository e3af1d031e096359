// Whether a detector is one for problems to be reported (a hazard, a risk, a concern, a red
// flag), read off its name and description: for such a detector a clause telling something fine
// or fixed states nothing (settled.ts), and a form's "None" under a question after problems in
// general denies it.
import type { Token } from "./text.js"

/** Words in a detector's name or description that make it a problem to be reported. */
const PROBLEM_WORDS = new Set([
  "hazard", "hazards", "risk", "risks", "concern", "concerns", "danger", "dangers", "emergency", "threat", "threats", "problem",
  "problems", "issue", "issues", "incident", "incidents", "symptom", "symptoms", "warning", "breach", "complaint", "complaints",
  "injury", "damage", "fault", "faults", "adverse", "harm", "unsafe", "abuse", "accident", "accidents", "defect", "defects",
  // a worry is a problem the sender fears ("structural_worry", "data_worry"): told fine, it is none
  "worry", "worries", "fear", "fears", "dangerous", "hazardous"
])
/**
 * Words a detector's name uses as nouns ("red_flag", "medical_alert") but its description often
 * as verbs ("flag any mention of a deadline", "alert the manager when …"): in a description they
 * name a problem only after a word that makes them a noun.
 */
const VERB_TOO = new Set(["flag", "flags", "alert", "alerts"])
const MAKES_NOUN = new Set(["a", "an", "any", "the", "red", "security", "safety", "medical", "fraud", "health"])
/** "Issue a refund", "to issue the invoice": the verb, not a problem. */
const ISSUE_VERB_BEFORE = new Set(["to", "will", "we", "please", "should", "can"])

/** A name's or a text's lower-case words (letters only): shared by the readers of detector names. */
export const wordsOf = (text: string): Array<string> => text.toLowerCase().split(/[^a-z]+/).filter((w) => w !== "")

/** Whether a detector's name or description names a problem (a hazard, a risk, a concern, a red flag). */
export const namesAProblem = (name: string, description: string): boolean => {
  const named = wordsOf(name)
  if (named.some((w) => PROBLEM_WORDS.has(w) || VERB_TOO.has(w))) return true
  const words = wordsOf(description)
  return words.some((w, k) => {
    if (VERB_TOO.has(w)) return MAKES_NOUN.has(words[k - 1] ?? "")
    if (w === "issue" || w === "issues") return !ISSUE_VERB_BEFORE.has(words[k - 1] ?? "") && words[k + 1] !== "a" && words[k + 1] !== "an"
    return PROBLEM_WORDS.has(w)
  })
}

/** Whether a word is one that makes a detector a problem ("problems", "issue", "hazard"): no topic of its own. */
export const isProblemWord = (word: string): boolean => PROBLEM_WORDS.has(word.toLowerCase())

/** Words that ask about something beside what was told ("any other concerns?"): no question about the detector's own. */
const BESIDE = new Set(["other", "else", "additional", "further", "more"])

/**
 * Whether a form's question asks after problems in general ("Any faults spotted on the
 * rig?", "Known hazards"): for a problem detector, "None" there denies it, whatever the problem is called.
 */
export const asksForProblems = (tokens: ReadonlyArray<Token>): boolean => {
  const words = tokens.map((t) => t.norm.toLowerCase())
  return words.some((w) => PROBLEM_WORDS.has(w)) && !words.some((w) => BESIDE.has(w))
}
