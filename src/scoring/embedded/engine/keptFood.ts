// A diet or allergy told as a food kept from its holder: "no nuts anywhere near his plate",
// "nothing with gluten for me", "zero peanuts for Ava", "she can't go near shellfish", "he mustn't
// eat eggs". The negation is of the food, for the holder, so it tells the need, where the same
// negation of the need itself ("no allergies in our group", "none of us are vegan", "nobody is
// allergic to nuts") denies it. The negated food is outside the plain words the kind reading
// takes (kindMembers.ts), so it is read here: only for a detector whose kind is the diets, only
// for the foods a diet keeps out, and only after a denial of a thing or of taking one.
import type { Token } from "../text/text.js"
import { NEG_WINDOW } from "../text/scope.js"

/** Foods a diet or an allergy keeps out: the common allergens, and meat and fish for the meat-free diets. */
const FOODS = new Set(
  "nut nuts peanut peanuts gluten wheat dairy milk lactose egg eggs sesame shellfish prawns prawn crustaceans molluscs fish soy soya celery mustard lupin sulphites meat pork beef".split(" ")
)
/** Words that deny a thing, not its holder ("no nuts", "nothing with gluten", "without dairy"). */
const THING_NEGATORS = new Set(["no", "nothing", "zero", "without"])
/** Auxiliaries whose "not" keeps a taking from its holder ("can't have", "mustn't eat", "shouldn't go near"). */
const KEEPING_AUX = new Set(["can", "could", "must", "should", "cannot"])
/** Verbs of taking, touching or being near a food. */
const TAKING = new Set(["have", "eat", "eats", "drink", "take", "touch", "tolerate", "digest", "handle", "go", "be", "come", "risk"])
/** Words between the denial and the food that make it a denial of the holder's reaction or need ("not allergic to nuts", "no one with a nut allergy"). */
const HOLDER_WORDS = new Set(["one", "allergic", "intolerant", "sensitive", "allergy", "allergies", "intolerance", "intolerances", "problem", "problems", "issue", "issues", "need", "needs", "requirement", "requirements", "longer"])
/** Words after the food that keep it the thing denied, not the modifier of a dish ("no nut platter", "no dairy farm tour"). */
const AFTER_FOOD = new Set(["anywhere", "whatsoever", "please", "products", "traces", "trace", "at", "or", "and", "nor", "for", "in", "on", "near", "around", "of", "with", "to", "either"])

/** Whether the food at `k` may be what the denial names: followed by an end, a clause break or a word that goes on past it. */
const standsAlone = (t: ReadonlyArray<Token>, k: number): boolean => {
  const next = t[k + 1]
  if (next?.norm === "and") return dishAfterAnd(t, k + 2)
  return next === undefined || next.cls === "punct" || AFTER_FOOD.has(next.norm) || FOODS.has(next.norm) || (next.stop && next.cls === "word")
}

/** After "and", another food or a denial keeps a list of foods ("no nuts and no sesame"); a content word makes a dish ("no fish and chips"). */
const dishAfterAnd = (t: ReadonlyArray<Token>, k: number): boolean => {
  const w = t[k]
  return w === undefined || w.cls === "punct" || FOODS.has(w.norm) || THING_NEGATORS.has(w.norm) || w.stop
}

/**
 * Words that make a thing negator describe a dish or a product ("the cake has no nuts", "there
 * were no eggs in it", "the pie with no pork in the stuffing"): no holder.
 */
const DESCRIBING = new Set(["is", "are", "was", "were", "be", "been", "has", "have", "had", "contains", "contain", "contained", "there", "with", "comes", "came"])

/** Whether the word at `j` denies a thing to its holder: a thing negator not describing a dish, or "not" after an auxiliary of being allowed before a verb of taking. */
const keepingDenial = (t: ReadonlyArray<Token>, j: number): boolean => {
  const w = t[j]!.norm
  if (THING_NEGATORS.has(w)) return t[j + 1]?.norm !== "one" && t[j + 1]?.norm !== "longer" && !DESCRIBING.has(t[j - 1]?.norm ?? "") && !(w === "without" && namesDish(t[j - 1]))
  const aux = w === "cannot" ? w : w === "not" ? (t[j - 1]?.norm ?? "") : ""
  return KEEPING_AUX.has(aux) && TAKING.has(t[j + 1]?.norm ?? "")
}

/** "A cake without nuts": "without" after a noun tells what the dish is made without, not whom it is kept from. */
const namesDish = (x: Token | undefined): boolean => x !== undefined && x.cls === "word" && !x.stop

/**
 * A food left out for its taste or in a drink ("no milk in my tea", "nothing with mustard, I hate
 * the taste", "the kids don't like the crunch"): a liking, not a diet.
 */
const TASTE = new Set(["taste", "tastes", "flavour", "flavor", "crunch", "texture", "hate", "hates", "dislike", "dislikes", "prefer", "prefers", "rather", "fussy", "picky", "coffee", "coffees", "tea", "teas", "latte", "lattes", "cappuccino"])

/** Clause breaks: the food's clause runs between them ("no dairy for him, he loved it last year" keeps "last year" out). */
const BREAKS = new Set([",", ";", ".", "!", "?", "but", "though", "although"])

/**
 * The clause keeping a food from its holder: a food word in a negation's scope, after a denial of
 * a thing ("no", "nothing", "zero", "without") or of taking one ("can't have", "mustn't go near"),
 * within the negation window, with no word of a reaction or a need between; else null.
 */
export const keptFoodClause = (t: ReadonlyArray<Token>): ReadonlyArray<Token> | null => {
  const at = t.findIndex((x, k) => x.mod === 1 && FOODS.has(x.norm) && standsAlone(t, k) && deniedToHolder(t, k))
  if (at < 0 || t.some((x) => TASTE.has(x.norm))) return null
  let from = at
  while (from > 0 && !BREAKS.has(t[from - 1]!.norm)) from--
  let to = at + 1
  while (to < t.length && !BREAKS.has(t[to]!.norm)) to++
  return t.slice(from, to)
}

/** Whether a denial of a thing or of taking it stands before the food at `k`, no reaction or need word between. */
const deniedToHolder = (t: ReadonlyArray<Token>, k: number): boolean => {
  for (let j = k - 1; j >= Math.max(0, k - NEG_WINDOW); j--) {
    if (HOLDER_WORDS.has(t[j]!.norm) || (t[j]!.mod === 0 && t[j]!.cls === "punct")) return false
    if (keepingDenial(t, j)) return true
  }
  return false
}
