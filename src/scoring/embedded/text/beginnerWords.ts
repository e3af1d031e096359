// A sender who calls themself a beginner ("complete beginner here", "I'm a total novice") denies
// experience as plainly as "I've never done it", in words the sentence vectors put beside "a
// beginners' course" or the examples of experience. Read by engine/ownRecordFound.ts for a detector
// of experience; not a class or a level ("the beginner session", "is it fine for novices?"), not
// denied ("I'm not a complete beginner") and not beside experience told ("a beginner, but I've
// done a taster day").
import type { Token } from "./text.js"
import { tellsExperience } from "./experienceWords.js"

const BEGINNER = new Set(["beginner", "beginners", "novice", "novices", "newbie", "newbies", "newcomer", "newcomers", "learner"])
/** Words that may stand before the noun ("a complete beginner", "an absolute novice"). */
const BEFORE = new Set(["a", "an", "complete", "total", "absolute", "utter", "real", "true", "just", "still", "very", "much"])
/** The sender being it: "I'm", "I am", "we are", "we're". */
const BEING = new Set(["am", "m", "are", "re"])
const SENDER = new Set(["i", "we"])
/** What may follow the noun when it names the sender, not a class: the sentence goes on or ends. */
const AFTER = new Set(["here", "and", "so", "at", "when", "with", "i", "to", "in", "really"])

/** Whether tokens tell the sender a beginner: "beginner here" opening the sentence, or "I'm (a complete) beginner", in plain words, no experience told. */
export const tellsBeginner = (tokens: ReadonlyArray<Token>): boolean => {
  // No "?" guard: a question names beginners after "for" ("is it fine for a beginner?"), which neither shape below reads.
  // The cheap test first: most sentences name no beginner, and tellsExperience scans a window after every I/we.
  if (!tokens.some((t) => BEGINNER.has(t.norm)) || tokens.some((t) => t.norm === "but") || tellsExperience(tokens)) return false
  return tokens.some((t, k) => {
    if (!BEGINNER.has(t.norm) || t.mod !== 0) return false
    const next = tokens[k + 1]
    if (next !== undefined && next.cls !== "punct" && !AFTER.has(next.norm)) return false
    let j = k - 1
    while (j >= 0 && BEFORE.has(tokens[j]!.norm)) j -= 1
    const opens = j < 0 || tokens[j]!.cls === "punct"
    const ownBeing = j >= 1 && BEING.has(tokens[j]!.norm) && SENDER.has(tokens[j - 1]!.norm) && tokens[j]!.mod === 0
    return opens ? next?.norm === "here" || next === undefined || next.cls === "punct" : ownBeing
  })
}
