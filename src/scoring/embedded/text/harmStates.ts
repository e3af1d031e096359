// Words that tell a thing or a person in a harmful state (bleeding, swollen, smoking, leaking,
// cracked, unlocked, threatened): across domains, what an escalation detector's examples
// describe, and what a customer's paraphrase keeps when a sentence vector cannot see the likeness
// (static word vectors know "swollen" and "puffed up" only loosely). Read by denseExamples.ts
// for problem detectors whose own examples tell such a state.
import { stem } from "./stem.js"
import type { Token } from "./text.js"

const HARM = new Set([
  // bodies
  "bleeding", "bled", "blood", "swollen", "swelling", "swelled", "swell", "puffed", "puffy", "numb", "numbness", "faint", "fainted",
  "fainting", "dizzy", "collapsed", "unconscious", "unresponsive", "seizure", "seizures", "choking", "breathless", "wheezing",
  "rash", "hives", "blisters", "blistering", "vomiting", "bruise", "bruised", "bruises", "scratch", "bite", "bitten", "burn", "burns",
  "burned", "burnt", "injured", "hurt", "shaking", "sick", "ill",
  // things
  "smoke", "smoking", "sparks", "sparking", "scorched", "fumes", "burning", "leaking", "leak", "pooling", "flooding", "flooded",
  "gushing", "pouring", "cracked", "crack", "bent", "buckled", "collapsing", "toppled", "leaning", "unlocked", "exposed",
  "overheating", "melted", "melting",
  // people
  "threatened", "threatening", "threats", "abusive", "violent", "assaulted", "harassed", "stalking", "wandered"
])

/** By stem, so that every form of a word counts ("bruising", "bruised", "bruises"). */
const HARM_STEMS = new Set([...HARM].map(stem))
/** After "sick": no state of a body ("sick of waiting", "sick leave", "a sick note"). */
const NOT_ILL = new Set(["of", "leave", "note", "notes", "day", "days", "pay"])

/** After "blood": a test or a measure, no bleeding ("blood test results", "blood pressure"). */
const NOT_BLEEDING = new Set(["test", "tests", "pressure", "sugar", "sugars", "results", "result", "count", "work", "donation", "group", "type", "sample", "samples", "form"])
/** Food and small goods: "burnt" or "cracked" said of them is a bad dish or a damaged item, no danger. */
const GOODS = new Set([
  "steak", "toast", "chips", "fries", "pizza", "food", "meal", "dish", "rice", "bread", "cake", "burger", "chicken", "meat", "fish",
  "bacon", "eggs", "pie", "sauce", "coffee", "tea", "dinner", "lunch", "breakfast", "starter", "dessert", "crust", "pastry", "sausages",
  "screen", "protector", "case", "cover", "mug", "cup", "plate", "bowl", "lid", "lens", "frame",
  "bottle", "jar", "box", "packaging", "parcel", "vase", "figurine", "ornament", "toy", "handle", "strap", "buckle"
])
/** Harm words that, said of food or goods, tell the item's state only. */
const ITEM_STATES = new Set(["burnt", "burned", "burn", "scorched", "cracked", "crack", "bent", "melted", "melting", "leaking", "leak", "bruised", "scratch"].map(stem))
/** Habitual "gets" / "get" before the state: a tendency told ("my son gets hives"), not a state now. */
const HABITUAL = new Set(["gets", "get"])

/** Whether tokens[from, to) tell a harmful state in the speaker's own words (not negated or open). */
export const tellsHarm = (tokens: ReadonlyArray<Token>, from = 0, to = tokens.length): boolean => {
  for (let k = from; k < to; k++) {
    const t = tokens[k]!
    if (t.mod !== 0 || !HARM_STEMS.has(t.stem)) continue
    if (t.norm === "sick" && NOT_ILL.has(tokens[k + 1]?.norm ?? "")) continue
    if (t.norm === "blood" && NOT_BLEEDING.has(tokens[k + 1]?.norm ?? "")) continue
    if (HABITUAL.has(tokens[k - 1]?.norm ?? "") || HABITUAL.has(tokens[k - 2]?.norm ?? "")) continue
    if (ITEM_STATES.has(t.stem) && tokens.slice(Math.max(from, k - 4), Math.min(to, k + 5)).some((x) => GOODS.has(x.norm))) continue
    return true
  }
  return false
}
