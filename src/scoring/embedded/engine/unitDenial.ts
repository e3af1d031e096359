// One unit's denial of a presence detector: deny cues and phrasings, a form label's denial, a
// worry called off, for custom detectors the denials read off their name and examples
// (customDenials.ts, negatedExamples.ts), and a negated sentence that would state the signal once
// un-negated. Apart from the find (unitFind.ts) because a denial is read by other rules with
// other guards; it takes from the find only what both read (the cue text, the likeness, the
// find's score), so presence.ts weighs the two against each other.
import type { Message } from "../../../domain/types.js"
import type { Compiled } from "./compile.js"
import type { CueText } from "../text/cues.js"
import { denyCue, maxOf } from "./match.js"
import { type Candidate, type DetModel, simScore, T_BANK_DENY, T_CUSTOM_DENY } from "./model.js"
import type { Unit } from "../text/units.js"
import { reportsProblem } from "./detectorExamples.js"
import { callsOffWorry } from "../text/settled.js"
import { negatedOnlyInRelative } from "../text/relativeNegation.js"
import { negatesName } from "./customDenials.js"
import { NEAR_DENIAL, nearDenial, negatedExample } from "./negatedExamples.js"
import type { UnitFind } from "./unitFind.js"
import { asksNegation, deniesOnlyTrouble, troubleTopics } from "../text/denialReach.js"
import { lacksSafeguard } from "../text/safeguards.js"
import { experienceDenied, youthTold } from "./ownRecordFound.js"

const NO_TOPICS: ReadonlySet<number> = new Set()
const range = (from: number, to: number): Array<number> => Array.from({ length: to - from }, (_, k) => from + k)

/** A custom detector denied by its name, a form's empty value or its examples read negated (customDenials.ts, negatedExamples.ts). */
const CUSTOM_DENIAL = 0.8
/** A problem detector's worry called off by the customer: a denial, weaker than any find. */
const WORRY_CALLED_OFF = 0.55

export const unitDenial = (
  ctx: Compiled,
  m: DetModel,
  u: Unit,
  s: Float64Array,
  flip: Float64Array | null | undefined,
  found: UnitFind,
  input: ReadonlyArray<Message>
): Candidate | null => {
  const { posSim, read, shown: ct, labelDenial } = found
  // A negation asked about denies nothing now (denialReach.ts).
  if (u.source === "user" && u.labelEnd === 0 && asksNegation(u.tokens)) return null
  // "It's not even a year old": the negation stresses how young the thing is (ownRecordFound.ts).
  if (!m.builtin && youthTold(m, u)) return null
  const pos = found.find.score
  // Denials: deny cues, denial phrasings, or a negated sentence that would otherwise match.
  // "No budget issues", "no problems with parking": only the trouble is denied, the thing it is
  // about taken for granted (denialReach.ts). A cue on the thing's word denies nothing, nor, for a
  // custom detector of a thing rather than of a problem, does the sentence read by name or vector.
  const topics = u.source === "user" ? troubleTopics(u.tokens) : NO_TOPICS
  const cueDenial = denyCue(m, ct, labelDenial)
  const onTopic = cueDenial.match !== null && cueDenial.match.to > cueDenial.match.from && range(cueDenial.match.from, cueDenial.match.to).every((k) => topics.has(k))
  const ofThing = topics.size > 0 && !m.builtin && !reportsProblem(m) && deniesOnlyTrouble(u.tokens)
  let deny = onTopic ? 0 : cueDenial.score
  // For a problem, a safeguard missing ("no handrail on the steps") tells the danger: its negation read away is no denial (safeguards.ts).
  const lack = !m.builtin && u.source === "user" && reportsProblem(m) && lacksSafeguard(u.tokens)
  // The un-negated reading is a guess (the vectors do not tell "isn't calm" from "is aggressive"):
  // a sentence that states the signal elsewhere is no denial by it.
  // A worry called off ("nothing untoward, just the cat on the sensor"): below any find, so a problem reported elsewhere still stands.
  if (!m.builtin && u.source === "user" && reportsProblem(m) && callsOffWorry(u.tokens)) deny = Math.max(deny, WORRY_CALLED_OFF)
  // A whole message is read for denials sentence by sentence: one line's "None" denies nothing the other lines hold.
  // A denying non-example the rubric gave ("we've never had any issues with landlords") still teaches its denial.
  if (!m.builtin && !u.whole && !lack && m.deniesInExamples !== true && ((!ofThing && (negatesName(ctx, m, u) || (pos < 0.5 && negatedExample(m, u, input)))) || nearDenial(m, u, input) >= NEAR_DENIAL)) deny = Math.max(deny, CUSTOM_DENIAL)
  // "Complete beginner here" denies experience without a negation (ownRecordFound.ts).
  if (!m.builtin && experienceDenied(m, u)) deny = Math.max(deny, CUSTOM_DENIAL)
  const denySim = maxOf(s, m.deny)
  deny = Math.max(deny, simScore(denySim, m.builtin ? T_BANK_DENY : T_CUSTOM_DENY))
  // Nor when the negation's own words are about something else ("we don't have a huge budget": softened, not denied).
  // Nor when the only negation says what a noun is not, in a relative clause (relativeNegation.ts).
  if (flip !== null && flip !== undefined && !lack && !ofThing && !onTopic && !(m.inabilityStates && tellsInability(u)) && !hidesNegated(read, ct) && !negatedOnlyInRelative(u.tokens)) {
    const flipSim = maxOf(flip, m.pos)
    if (flipSim > posSim + 0.1) deny = Math.max(deny, simScore(flipSim, m.builtin ? T_BANK_DENY : T_CUSTOM_DENY) * 0.95)
  }
  return deny > 0 ? { score: deny, unit: u, match: cueDenial.match } : null
}

/** Whether words about something else (`elsewhere`) hid a negated word of the unit. */
const hidesNegated = (read: CueText, shown: CueText): boolean => read.text !== shown.text && [...read.words].some((w) => w.startsWith("~") && !shown.words.has(w))

/**
 * "Patrons can't book rooms online" tells a problem, it denies nothing: for a problem-type
 * signal, a sentence negated only as an inability is not read as the denial of what it would
 * state un-negated ("we can't spend anything" still denies a budget).
 */
const tellsInability = (u: Unit): boolean =>
  u.tokens.some((t, k) => t.norm === "unable" || (t.norm === "not" && k > 0 && (u.tokens[k - 1]!.norm === "can" || u.tokens[k - 1]!.norm === "could")))
