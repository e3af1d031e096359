// A custom presence detector's word used in praise of something enjoyed, not told as the customer's
// case (round rev9): "the chef's flambé was the best bit, flames and all" (a hazard word as part of
// a show), "not vegetarian, but loved the veggie rolls" (a diet denied for its holder, then a dish
// liked). The examples' words and the kind's members (kindMembers.ts) are there, so the sentence
// reads close to "I'm vegetarian"; the praise says what the words are about. Capped to a near miss
// in unitFind.ts. Tested in test/scoring/embedded/rev9.test.ts and rev7kind.test.ts.
import type { DetModel } from "./model.js"
import type { Token } from "../text/text.js"
import { tokensOfText } from "../text/units.js"
import { kindsOf } from "../text/lexicon.js"
import { PRAISING_ADJECTIVES } from "../text/praiseWords.js"

/** Words of liking what was had or seen. */
const PRAISE = new Set([
  ...PRAISING_ADJECTIVES,
  ..."loved love loves adore adores adored enjoyed enjoy enjoys liked delicious tasty great best star highlight hit magic magical".split(" ")
])

/** Modals that make a word of liking a wish ("would love someone to come", "it'd be great if"): a request, not praise. */
const WISHED = new Set(["would", "could", "should", "might", "may", "will"])
/** Whether the token at `k` likes something had or seen, not something wished for. */
const likes = (t: ReadonlyArray<Token>, k: number): boolean =>
  PRAISE.has(t[k]!.norm) && !t.slice(Math.max(0, k - 2), k).some((y) => WISHED.has(y.norm))

/** The content stems of a detector's examples: read once by compile.ts (`DetModel.exampleStems`). */
export const exampleStemsOf = (spec: DetModel["spec"]): ReadonlySet<string> =>
  new Set(spec.examples.flatMap((e) => tokensOfText(e.text).filter((x) => x.cls === "word" && !x.stop).map((x) => x.stem)))

/** Whether a word names a member of the detector's kind (detectorKinds.ts `noteKinds`): one test for the kind reading and the praise rule. */
export const memberOfKind = (m: DetModel, x: Token): boolean =>
  x.cls === "word" && m.kind !== undefined && kindsOf(x.stem).some((k) => m.kind!.topics.has(k))

/** "Flames and all", "smoke and all": the member is one part of a whole enjoyed, a thing included, not a state of the place. */
export const andAll = (t: ReadonlyArray<Token>, k: number): boolean =>
  t[k + 1]?.norm === "and" && t[k + 2]?.norm === "all" && (t[k + 3] === undefined || t[k + 3]!.cls === "punct")

/**
 * Words that deny a thing rather than its holder ("no nuts", "nothing with gluten", "without dairy"),
 * and verbs of taking one that a denial keeps from the holder ("can't have dairy", "mustn't eat eggs").
 */
const THING_DENIALS = new Set(["no", "nothing", "without", "zero", "nor", "have", "eat", "eats", "drink", "take", "touch", "tolerate", "digest", "handle"])

/**
 * A member denied for its holder, then a liking ("isn't vegetarian but she adores your veggie
 * pasties", "none of us are vegan, we just liked the vegan cakes"). A member denied as a thing
 * ("nothing with gluten", "no nuts, we loved the cake though") is the case itself and stays read.
 */
export const deniedThenLiked = (t: ReadonlyArray<Token>, member: (x: Token) => boolean): boolean => {
  const denied = t.findIndex((x, k) => x.mod === 1 && member(x) && !t.slice(Math.max(0, k - 3), k).some((y) => THING_DENIALS.has(y.norm)))
  return denied >= 0 && t.some((_, k) => k > denied && likes(t, k))
}

const isMember = (m: DetModel, x: Token): boolean =>
  x.cls === "word" && !x.stop && ((m.exampleStems?.has(x.stem) ?? false) || memberOfKind(m, x))

/**
 * Whether the sentence names the detector's words only in praise: one in "X and all" beside a word
 * of liking, or one denied for its holder with a liking after "but" ("isn't vegetarian but she
 * adores your veggie pasties"). "I'm not vegetarian but my son is" likes nothing: still read.
 */
export const praisedAside = (m: DetModel, t: ReadonlyArray<Token>): boolean => {
  if (m.builtin || !t.some((_, k) => likes(t, k))) return false
  return t.some((x, k) => andAll(t, k) && isMember(m, x)) || deniedThenLiked(t, (x) => isMember(m, x))
}
