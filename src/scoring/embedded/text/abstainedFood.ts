// A diet told as a habit of not eating ("I don't eat pork", "she never touches dairy", "we no
// longer drink alcohol"): the negation is the diet itself, not a denial of one, and the sentence
// vectors put it far from "I'm vegetarian" or "a peanut allergy". Read by engine/ownRecordFound.ts
// for a detector of a diet by its name. A negated having ("I don't have any allergies") is a
// denial, and an object of quantity or a meal ("I don't eat much", "we don't eat breakfast") no
// food left out, so neither is read.
import type { Token } from "./text.js"

const EATER = new Set(["i", "we", "he", "she"])
/** Verbs of taking food or drink in. */
const CONSUME = new Set(["eat", "eats", "drink", "drinks", "touch", "touches", "digest", "tolerate", "consume", "stomach"])
/** Words that may stand between the eater and the verb ("don't", "can't really", "no longer"). */
const BETWEEN = new Set(["do", "does", "did", "not", "never", "can", "cannot", "could", "really", "usually", "generally", "strictly", "ever", "no", "longer"])
const NEGATOR = new Set(["not", "never", "cannot", "no"])
/** Objects that leave no food out: a quantity, a meal, a time. */
const NO_FOOD = new Set([
  "any", "anything", "much", "many", "a", "an", "the", "lot", "lots", "enough", "breakfast", "lunch", "dinner", "supper", "out", "before", "after",
  "in", "at", "late", "early", "there", "here", "that", "it", "this", "everything", "well", "properly", "alone"
])

/** Whether tokens tell a food or drink the eater leaves out: an eater, a negator within three words, a verb of consuming, then a food. */
export const tellsAbstention = (tokens: ReadonlyArray<Token>, from = 0, to = tokens.length): boolean => {
  for (let k = from; k < to; k++) {
    if (!EATER.has(tokens[k]!.norm)) continue
    let v = k + 1
    while (v < to && v <= k + 3 && BETWEEN.has(tokens[v]!.norm)) v += 1
    if (v >= to || !CONSUME.has(tokens[v]!.norm) || !tokens.slice(k + 1, v).some((t) => NEGATOR.has(t.norm))) continue
    const object = tokens[v + 1]
    if (object !== undefined && object.cls === "word" && !NO_FOOD.has(object.norm)) return true
  }
  return false
}
