// A sender who calls themself a beginner ("complete beginner here", "I'm a total novice") denies
// experience as plainly as "I've never done it", in words the sentence vectors put beside "a
// beginners' course" or the examples of experience. Read by engine/ownRecordFound.ts for a detector
// of experience; not a class or a level ("the beginner session", "is it fine for novices?"), not
// denied ("I'm not a complete beginner") and not beside experience told ("a beginner, but I've
// done a taster day").
import type { Token } from "./text.js"
import { tellsExperience } from "./experienceWords.js"

const BEGINNER = new Set(["beginner", "beginners", "novice", "novices", "newbie", "newbies", "newcomer", "newcomers", "learner", "landlubber", "landlubbers", "greenhorn", "rookie"])
/** Words that may stand before the noun ("a complete beginner", "an absolute novice"). */
const BEFORE = new Set(["a", "an", "complete", "total", "absolute", "utter", "real", "true", "just", "still", "very", "much", "all"])
/** The sender being it: "I'm", "I am", "we are", "we're". */
const BEING = new Set(["am", "m", "are", "re"])
const SENDER = new Set(["i", "we"])
/** What may follow the noun when it names the sender, not a class: the sentence goes on or ends. */
const AFTER = new Set(["here", "and", "so", "at", "when", "with", "i", "to", "in", "really"])

/** Whether tokens tell the sender a beginner: "beginner here" opening the sentence, or "I'm (a complete) beginner", in plain words, no experience told. */
export const tellsBeginner = (tokens: ReadonlyArray<Token>): boolean => {
  // No "?" guard: a question names beginners after "for" ("is it fine for a beginner?"), which neither shape below reads.
  // The cheap test first: most sentences name no beginner, and tellsExperience scans a window after every I/we.
  const firstGo = tellsFirstTime(tokens)
  if (!(firstGo || tokens.some((t, k) => BEGINNER.has(t.norm) || firstTimer(tokens, k))) || tokens.some((t) => t.norm === "but") || tellsExperience(tokens)) return false
  if (firstGo) return true
  return tokens.some((t, k) => {
    if (!(BEGINNER.has(t.norm) || firstTimer(tokens, k)) || t.mod !== 0) return false
    const next = tokens[k + 1]
    if (next !== undefined && next.cls !== "punct" && !AFTER.has(next.norm)) return false
    let j = firstTimer(tokens, k) ? k - 2 : k - 1
    while (j >= 0 && BEFORE.has(tokens[j]!.norm)) j -= 1
    const opens = j < 0 || tokens[j]!.cls === "punct"
    const ownBeing = j >= 1 && BEING.has(tokens[j]!.norm) && SENDER.has(tokens[j - 1]!.norm) && tokens[j]!.mod === 0
    return opens ? next?.norm === "here" || next === undefined || next.cls === "punct" : ownBeing
  })
}

/** "first-timer(s)": the tokenizer splits it in two, read as one beginner's noun at its second half. */
const firstTimer = (tokens: ReadonlyArray<Token>, k: number): boolean => /^timers?$/.test(tokens[k]!.norm) && tokens[k - 1]?.norm === "first"

/** Words after "first time" that keep it the sender's first go ("first time on snow", "my first time skiing"), not "the first time we came". */
const FIRST_GO_AFTER = new Set(["on", "in", "for", "here", "doing", "trying", "ever"])
/** "it's my", "this is our", "my", "our" before "first time". */
const OWN_FIRST = new Set(["my", "our"])

/** Whether the sentence opens calling this the sender's first go: "First time on snow for all of us", "It's my first time skiing". */
const tellsFirstTime = (tokens: ReadonlyArray<Token>): boolean => {
  const k = tokens.findIndex((t, j) => t.norm === "first" && tokens[j + 1]?.norm === "time" && t.mod === 0)
  if (k < 0) return false
  const before = tokens.slice(0, k).map((t) => t.norm)
  const opens = before.length === 0 || (OWN_FIRST.has(before[before.length - 1]!) && before.length <= 3 && !before.includes("?"))
  const next = tokens[k + 2]
  return opens && (next === undefined || next.cls === "punct" || FIRST_GO_AFTER.has(next.norm) || next.norm.endsWith("ing"))
}
