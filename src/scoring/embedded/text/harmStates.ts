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
  "overheating", "melted", "melting", "shattered", "smashed",
  // people
  "threatened", "threatening", "threats", "abusive", "violent", "assaulted", "harassed", "stalking", "wandered"
])

/** By stem, so that every form of a word counts ("bruising", "bruised", "bruises"); not "pool", which "pooling" stems to. */
const HARM_STEMS = new Set([...HARM].map(stem))
const NOT_HARM_FORMS = new Set(["pool", "pools"])
/**
 * A body's symptoms told plainly (skin, sight, pain, a fever, a wound, a stroke's signs), and a
 * person stuck in danger: by their exact form, as their stems are other words ("pounding" a
 * pound, "trapped" a trap, "limping" limp).
 */
const HARM_FORMS = new Set([
  "itchy", "itching", "blotches", "blotchy", "tingling", "tingly", "vomited", "blurry", "blurred", "pounding", "throbbing", "agony",
  "sprained", "fractured", "dislocated", "concussed", "concussion", "feverish", "shivering", "hallucinating", "palpitations", "weeping",
  "oozing", "infected", "unwell", "slurred", "slurring", "drooping", "droopy", "paralysed", "paralyzed", "clammy", "limping", "scalded",
  "stung", "choked", "drowning", "trapped"
])
/** After a harm word, kit that guards against it: "smoke alarm", "leak detector" name no harm. */
const GUARD_KIT = new Set(["alarm", "alarms", "detector", "detectors", "sensor", "sensors", "test", "tests"])
/**
 * Feelings a body word is told "with": "heart pounding with excitement", "shaking with laughter"
 * tell a mood, not a symptom.
 */
const FEELINGS = new Set(["excitement", "joy", "laughter", "pride", "relief", "delight", "happiness", "anticipation", "nerves", "adrenaline", "glee"])
/** "Got burned by another supplier": a business that let the sender down burns no skin. */
const BUSINESSES = new Set(["supplier", "suppliers", "company", "companies", "firm", "firms", "provider", "providers", "agency", "vendor", "vendors", "contractor", "contractors", "builder", "builders", "studio", "shop", "seller", "sellers", "bank", "landlord", "broker", "deal", "deals", "contract", "contracts"])
const burnedByBusiness = (tokens: ReadonlyArray<Token>, k: number): boolean =>
  BURNED.has(tokens[k]!.norm) && tokens[k + 1]?.norm === "by" && tokens.slice(k + 2, k + 6).some((x) => BUSINESSES.has(x.norm))
const BURNED = new Set(["burned", "burnt", "burn", "burns"])
const toldOfFeeling = (tokens: ReadonlyArray<Token>, k: number): boolean => tokens[k + 1]?.norm === "with" && FEELINGS.has(tokens[k + 2]?.norm ?? "")
/** After "sick": no state of a body ("sick of waiting", "sick leave", "a sick note"). */
const NOT_ILL = new Set(["of", "leave", "note", "notes", "day", "days", "pay"])

const CRACK = stem("cracked")
const SOLVED = new Set(["it", "that", "this"])
const SOLVERS = new Set(["we", "i"])

/** After "blood": a test or a measure, no bleeding ("blood test results", "blood pressure"). */
const NOT_BLEEDING = new Set(["test", "tests", "pressure", "sugar", "sugars", "results", "result", "count", "work", "donation", "group", "type", "sample", "samples", "form"])
/** Food and small goods: "burnt" or "cracked" said of them is a bad dish or a damaged item, no danger. */
const FOOD = [
  "steak", "toast", "chips", "fries", "pizza", "food", "meal", "dish", "rice", "bread", "cake", "burger", "chicken", "meat", "fish",
  "bacon", "eggs", "pie", "sauce", "coffee", "tea", "dinner", "lunch", "breakfast", "starter", "dessert", "crust", "pastry", "sausages"
]
const GOODS = new Set([
  ...FOOD,
  "screen", "protector", "case", "cover", "mug", "cup", "plate", "bowl", "lid", "lens", "frame",
  "bottle", "jar", "box", "packaging", "parcel", "vase", "figurine", "ornament", "toy", "handle", "strap", "buckle",
  // pictures: "blurry" or "blurred" said of them is their quality, no eyesight
  "photo", "photos", "picture", "pictures", "image", "images", "video", "videos", "print", "prints", "scan", "website", "page"
])
/** Harm words that, said of food or goods, tell the item's state only. */
const ITEM_STATES = new Set(["burnt", "burned", "burn", "scorched", "cracked", "crack", "bent", "melted", "melting", "leaking", "leak", "bruised", "scratch", "shattered", "smashed"].map(stem))
/** Symptom forms that said of a picture or an item tell its quality ("a blurry photo"). */
const ITEM_FORMS = new Set(["blurry", "blurred"])
/** Habitual "gets" / "get" before the state: a tendency told ("my son gets hives"), not a state now. */
const HABITUAL = new Set(["gets", "get"])

/**
 * Harm told by a verb and its particle, each word too common alone: "passed out", "threw up",
 * "blacked out", "turned / went blue" (a body short of air), "coughing up" blood or water.
 */
const PARTICLE_HARM: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  [stem("passed"), new Set(["out"])], [stem("blacked"), new Set(["out"])], [stem("threw"), new Set(["up"])], [stem("throwing"), new Set(["up"])],
  [stem("thrown"), new Set(["up"])], [stem("coughing"), new Set(["up"])], [stem("went"), new Set(["blue"])], [stem("turned"), new Set(["blue"])],
  [stem("gone"), new Set(["blue"])], [stem("struggling"), new Set(["breathe", "breath", "breathing"])]
])
/** Words that may stand between a verb and its particle ("struggling to breathe"). */
const BETWEEN = new Set(["to", "for"])
const byParticle = (tokens: ReadonlyArray<Token>, k: number, to: number): boolean => {
  const particles = PARTICLE_HARM.get(tokens[k]!.stem)
  if (particles === undefined) return false
  const next = BETWEEN.has(tokens[k + 1]?.norm ?? "") ? k + 2 : k + 1
  return next < to && particles.has(tokens[next]!.norm)
}

/**
 * Whether tokens[from, to) tell a harmful state in the speaker's own words (not negated or open);
 * with `anyone`, somebody else's too (not negated): a trigger's examples tell a friend's or a
 * pupil's harm as often as the sender's.
 */
export const tellsHarm = (tokens: ReadonlyArray<Token>, from = 0, to = tokens.length, anyone = false): boolean => {
  for (let k = from; k < to; k++) {
    const t = tokens[k]!
    if (t.mod === 1 || (t.mod === 2 && !anyone)) continue
    if (byParticle(tokens, k, to)) return true
    if (!((HARM_STEMS.has(t.stem) && !NOT_HARM_FORMS.has(t.norm)) || HARM_FORMS.has(t.norm))) continue
    if (GUARD_KIT.has(tokens[k + 1]?.norm ?? "") || toldOfFeeling(tokens, k) || burnedByBusiness(tokens, k)) continue
    if (t.norm === "sick" && NOT_ILL.has(tokens[k + 1]?.norm ?? "")) continue
    // "We've finally cracked it": a puzzle solved by the speaker, nothing broken ("the van cracked it" still is).
    if (t.stem === CRACK && SOLVED.has(tokens[k + 1]?.norm ?? "") && tokens.slice(Math.max(0, k - 3), k).some((x) => SOLVERS.has(x.norm))) continue
    if (t.norm === "blood" && NOT_BLEEDING.has(tokens[k + 1]?.norm ?? "")) continue
    if (HABITUAL.has(tokens[k - 1]?.norm ?? "") || HABITUAL.has(tokens[k - 2]?.norm ?? "")) continue
    if ((ITEM_STATES.has(t.stem) || ITEM_FORMS.has(t.norm)) && tokens.slice(Math.max(from, k - 4), Math.min(to, k + 5)).some((x) => GOODS.has(x.norm))) continue
    return true
  }
  return false
}

/**
 * Words that tell a system or a machine failed (crashed, frozen, stuck, offline, rebooting): what
 * an outage trigger's examples tell, and a customer's paraphrase keeps ("every screen is stuck on a
 * spinning wheel" beside "the system crashed"). Read only for detectors whose examples tell such a state.
 */
const FAILURE = new Set(
  ["crashed", "crashing", "frozen", "froze", "freezing", "stuck", "offline", "rebooting", "restarting", "unresponsive", "failing", "failed", "declined", "declining", "outage", "dead"].map(stem)
)
/** "Went black", "gone blank", "turned dead": a screen or a device gone out. */
const GONE_OUT = new Set(["black", "blank", "dead", "dark"])
const GOING = new Set(["went", "gone", "goes", "going", "turned"])

/** Food and where one is held up: "frozen peas", "stuck in traffic" tell no failure. A screen stuck or gone black does. */
const NOT_FAILED = new Set([...FOOD, "peas", "veg", "vegetables", "traffic", "queue", "home", "abroad", "snow", "weather", "pipes"])

/** Whether tokens[from, to) tell a failure (not negated; with `anyone`, somebody else's too), not said of food or of being held up. */
export const tellsFailure = (tokens: ReadonlyArray<Token>, from = 0, to = tokens.length, anyone = false): boolean => {
  for (let k = from; k < to; k++) {
    const t = tokens[k]!
    if (t.mod === 1 || (t.mod === 2 && !anyone)) continue
    const failed = FAILURE.has(t.stem) || (GOING.has(t.norm) && GONE_OUT.has(tokens[k + 1]?.norm ?? "") && k + 1 < to)
    if (failed && !tokens.slice(Math.max(from, k - 4), Math.min(to, k + 5)).some((x) => NOT_FAILED.has(x.norm))) return true
  }
  return false
}
