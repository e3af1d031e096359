// "The firepit has no guard", "there's no handrail on the steps", "the tank is without a lid": a
// safeguard that is missing is the hazard itself, not a denial of one. The negation's vector
// reading ("there's a handrail on the steps") comes near a hazard's example by its topic words and
// denied the hazard; for a problem detector such a lack is read as the state it tells.
import type { Token } from "./text.js"
import { NEGATORS } from "./relativeNegation.js"

/** Things whose job is to keep people safe: missing, they are the danger. */
const SAFEGUARDS = new Set([
  "guard", "guards", "fireguard", "handrail", "handrails", "banister", "railing", "railings", "rail", "rails", "balustrade", "lid", "lids",
  "cover", "covers", "fence", "fencing", "barrier", "barriers", "gate", "gates", "lock", "locks", "lighting", "lights", "light", "grille",
  "netting", "net", "padding", "mats", "matting", "earth", "earthing", "ventilation", "vent", "helmet", "helmets", "harness", "supervision",
  "lifeguard", "lifeguards", "signage", "alarm", "detector", "extinguisher", "extinguishers"
])
/** Words between the lack and the safeguard: "no proper guard", "without any safety rail", "no smoke alarm". */
const BETWEEN = new Set(["a", "an", "any", "proper", "working", "safety", "hand", "smoke", "fire", "carbon", "monoxide", "co", "stair", "edge", "protective"])
/** Lack words that take a safeguard as their object. */
const LACKS = new Set(["no", "without"])
/** Verbs after which the safeguard did something rather than is missing: "no alarm went off", "no lights came on". */
const EVENT = new Set(["went", "sounded", "rang", "came", "was", "were", "is", "are", "has", "had", "needed", "required"])

/** Whether the lack word at k takes a missing safeguard as its object ("no guard round it"). */
const lacksAt = (tokens: ReadonlyArray<Token>, k: number): boolean => {
  if (!LACKS.has(tokens[k]!.norm)) return false
  let j = k + 1
  while (j < tokens.length && j <= k + 3 && BETWEEN.has(tokens[j]!.norm)) j++
  const t = tokens[j]
  return t !== undefined && SAFEGUARDS.has(t.norm) && !EVENT.has(tokens[j + 1]?.norm ?? "")
}

/** Whether tokens[from, to) tell a safeguard missing. */
export const lacksSafeguard = (tokens: ReadonlyArray<Token>, from = 0, to = tokens.length): boolean => {
  for (let k = from; k < to; k++) if (lacksAt(tokens, k)) return true
  return false
}

/** Whether the tokens are negated and every negator is a safeguard missing: the sentence tells a state, it denies nothing. */
export const negatedOnlyByLack = (tokens: ReadonlyArray<Token>): boolean => {
  const at = tokens.flatMap((t, k) => (NEGATORS.has(t.norm) ? [k] : []))
  return at.length > 0 && at.every((k) => lacksAt(tokens, k))
}
