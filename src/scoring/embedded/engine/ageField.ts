// What a sentence without the field's kind of age says to a field of ages (valueShapes.ts): an
// age of another's ("our house is 100 years old" for the client's age, "I'm 72" for a boiler's),
// or no number at all ("she'll let you in" near "She's 84" by its words and shape) is no age.
import type { Shape } from "../text/shapes.js"
import type { Unit } from "../text/units.js"
import type { ShapeModel } from "./fieldShapes.js"

/** The kinds a field of ages may hold beside its ages: a date of birth, a year bought, a warranty's length. */
const AGE_FIELD_KINDS = new Set(["age", "date", "duration"])
const isAgeField = (model: ShapeModel): boolean => model.kinds.has("age") && [...model.kinds.keys()].every((k) => AGE_FIELD_KINDS.has(k))

/** An age told as another's than the examples' ages are (a thing's for a person's, a person's for a thing's). */
export const ageOfAnother = (model: ShapeModel, shapes: ReadonlyArray<Shape>): boolean => {
  const whose = model.kinds.get("age")
  return whose != null && whose.size > 0 && shapes.some((s) => s.kind === "age" && s.attr !== null && !whose.has(s.attr))
}

/** A number an age could be, in figures or words ("84", "ninety", "eighties", "twelve"). */
const AGE_NUMBER = /^(?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|\w+teens|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|\w+ties|hundred)$/

/** A stage of life that tells an age without a number ("a newborn", "she's a toddler", "teenage", "retired"). */
const LIFE_STAGE = /^(?:newborns?|babies|baby|infants?|toddlers?|preschoolers?|teens?|teenagers?|teenage|adolescents?|minors?|adults?|pensioners?|retired|retirees?|elderly|seniors?|puppy|puppies|kittens?|foals?|veteran|geriatric|juniors?|underage|adult)$/

/** A sentence with no number an age could be nor a stage of life, under no form label, for a field of ages. */
export const noAgeTold = (model: ShapeModel, u: Unit): boolean =>
  isAgeField(model) && u.labelEnd === 0 && !u.tokens.some((t) => AGE_NUMBER.test(t.norm) || LIFE_STAGE.test(t.norm) || /^\d{1,3}\D/.test(t.norm))
