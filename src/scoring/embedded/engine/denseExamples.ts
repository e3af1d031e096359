// Custom presence detectors learn from 3–5 examples, and new text rarely shares their words: a
// sentence-vector cosine to the nearest example finds the paraphrase the word and character
// similarities miss, read on the sentence and on each of its clauses (denseClauses.ts). Used
// only while a detector has few examples (the customer's usual case), so its cost per call stays
// small. The cosine of two unrelated sentences is far from zero (shared function words), hence a
// floor below which it says nothing; the thresholds were read off the dev sets' tune halves
// (docs/decisions.md).
// What the examples hold is read once per detector (detectorExamples.ts); this file is the reading
// of one unit against them, with the guards that make a sentence state nothing for a problem.
import type { Message } from "../../../domain/types.js"
import type { CueMatch } from "../text/cues.js"
import { negatedOnlyInRelative } from "../text/relativeNegation.js"
import type { Unit } from "../text/units.js"
import type { Token } from "../text/text.js"
import { asksWhatMight, holdsCondition, mostlyOpen, opensOpen } from "../text/openClauses.js"
import { clausesOf, openingOf } from "./denseClauses.js"
import type { DetModel } from "./model.js"
import { answersLater } from "../text/deferral.js"
import { tellsFailure, tellsHarm } from "../text/harmStates.js"
import { tellsFault } from "../text/workWords.js"
import { lacksSafeguard, negatedOnlyByLack } from "../text/safeguards.js"
import { asksService, deniesTroubleOnly, formOnly, saidInJest, tellsTrouble } from "../text/troubleWords.js"
import { hearsayEnd } from "../text/hearsay.js"
import { aboutOtherSupplier } from "../text/otherSupplier.js"
import { isRoutine as isTriggerRoutine, LABEL_MARGIN, labelledOther } from "./triggerContrast.js"
import { isExtra, readsAsRequired } from "./extraContrast.js"
import type { ShapeKind } from "../text/shapes.js"
import { kindsHeld } from "./valueShapes.js"
import { asksGoodsMakeup, asksOffer } from "./vendorEnquiry.js"
import { statedBeforeAsking } from "../text/askedAfter.js"
import { asksVendorWays, givenErrand, longPast, tellsBreakdown, tellsPlan } from "../text/notNow.js"
import { examplesOf, scoreOf } from "./detectorExamples.js"
import { asksCheckOrPrecaution, guardsOnly, namesCheck } from "../text/checksAsked.js"
import { nearest, unitCode } from "./unitVectors.js"
import { eventOverRoutine, tellsExampleEvent } from "./eventFind.js"


/**
 * A unit's score (0.5 = found) from its nearest example by sentence vector, read on the whole
 * unit and on each of its clauses (a long sentence's other clauses dilute the one that states
 * the signal), with the clause that matched; 0 when a non-example is nearer, when the detector
 * has too many examples, when the sentence is negated, or when nothing is close. `whole`: the
 * same score of the whole unit alone (how close the sentence as a whole came, for valueShapes.ts).
 */
export const denseMatch = (
  m: DetModel,
  u: Unit,
  input: ReadonlyArray<Message>
): { readonly score: number; readonly match: CueMatch | null; readonly whole: number; readonly event?: boolean } => {
  // A sentence vector does not see negation ("I won't dispute it" sits next to "I'll dispute
  // it"): a negated sentence is read only through its plain clauses ("I don't drive, but I'm free
  // to begin next week"), the rest left to the denial rules. A unit without words is there for exact
  // matches only.
  if (u.tokens.length === 0) return NONE
  const examples = examplesOf(m)
  if (examples === null || examples.pos.length === 0) return NONE
  // Only what the customer states of their own situation counts: a clause that is somebody
  // else's, hypothetical or put off (modality.ts, attribution.ts) says nothing, and for a
  // problem a clause telling it is fine or fixed says it is not there.
  const unread = (open: boolean, settled: boolean) => (open && !examples.openExamples) || (settled && examples.problem)
  // A whole message is read as open when most of it is (a short form whose only message is about a friend).
  // A sentence that puts the answer off ("let me ask my lodger over breakfast first") says nothing yet.
  const open = (from: number, to: number) => opensOpen(u.tokens, from, to) || mostlyOpen(u.tokens, from, to) || answersLater(u.tokens.slice(from, to))
  // A question about what might go wrong ("is there any risk it cracks if …?") reports no problem,
  // unless the sentence states something before it asks ("the dog's been sick, could it be the treats?"): read per clause.
  if (examples.problem && !examples.askingExamples && !u.whole && asksWhatMight(u.tokens) && statedBeforeAsking(u.tokens) < 0) return NONE
  // A signature's name, title and company lines report nothing ("Food Safety Officer" under a
  // caterer's quote request): a title may state a role, never a problem.
  if (examples.problem && u.tokens.every((t) => t.cls === "punct" || t.signature === true)) return NONE
  // An episode long past ("years ago I reacted to codeine") is history, not a problem now.
  if (examples.problem && !examples.pastExamples && longPast(u.tokens)) return NONE
  // For a problem, a clause telling a plan ("he'll bring his ID") or an errand given, asking what might go wrong
  // (a whole message's question sits in one of its clauses), asking for a check, a fitting or a precaution or only naming a check (checksAsked.ts),
  // or for a danger a thing merely stopped, states nothing either.
  // Whether the whole message asks of the vendor's ways: the same for every clause, read once.
  let vendorAsked: boolean | undefined
  const unitAsksVendor = (): boolean => (vendorAsked ??= !u.whole && asksVendorWays(u.tokens))
  // A story read or heard (hearsay.ts) is somebody else's, up to its contrast.
  // A whole message is read sentence by sentence: a story told in one of them is that sentence's only.
  const heard = u.whole ? -1 : hearsayEnd(u.tokens)
  const heardTo = (from: number) => (u.whole ? hearsayEnd(u.tokens, sentenceAround(u.tokens, from)[0]) : heard)
  const heardSomewhere = u.whole && examples.problem && !examples.heardExamples && u.tokens.some((t, k) => (k === 0 || SENTENCE_ENDS.has(u.tokens[k - 1]!.norm)) && hearsayEnd(u.tokens, k) >= 0)
  const notAState = (from: number, to: number) =>
    examples.problem &&
    ((!examples.heardExamples && from < heardTo(from)) ||
      (!examples.aheadExamples && (tellsPlan(u.tokens, from, to) || givenErrand(u.tokens, from, to))) ||
      // An event at a past home or another supplier's ("the tub we rented from another firm …") is history elsewhere.
      aboutOtherSupplier(u.tokens, ...sentenceAround(u.tokens, from)) ||
      (!examples.askingExamples && (asksWhatMight(u.tokens.slice(from, to)) || (!examples.offerExamples && asksGoodsMakeup(u.tokens, from, to)) || asksVendorWays(u.tokens, from, to) || unitAsksVendor() || asksCheckOrPrecaution(u.tokens, from, to) || guardsOnly(u.tokens, from, to) || namesCheck(u.tokens, from, to))) ||
      (examples.breakdownIsFault && tellsBreakdown(u.tokens, from, to)))
  // An open reading may state the signal only as an open example does: one example of a threat made
  // on a condition ("if this isn't paid I'll go to the ombudsman") lets a condition be read, not
  // somebody else's case told like a plain example ("my cousin's caterer gave the guests food poisoning").
  // Where an example is such a threat, a condition is the detector's own way of saying it, and the
  // threat after it may take any example's words ("if it isn't fixed this week I'll report you to
  // the regulator" beside "I'm reporting you to the regulator"): a threat missed is worse than a false alarm.
  const against = (isOpen: boolean, from: number, to: number) =>
    isOpen && !(examples.conditionExamples && holdsCondition(u.tokens, from, to)) ? examples.openPos : examples.pos
  // A question to the vendor about its ways, offer or prices tells nothing of the customer's case (vendorEnquiry.ts).
  const asked = u.tokens.some((t) => t.norm === "?")
  const enquires = (from: number, to: number) => !examples.offerExamples && asked && asksOffer(u.tokens, from, to, true)
  // An exception's trigger is not read off a sentence that asks for the domain's routine ("we'd like",
  // "please quote") or a line of a form when it holds no word of trouble (troubleWords.ts), nor off one
  // that only denies trouble ("no damage after the gales, all still tied in"), nor off one told with a
  // laugh ("my brace is killing me lol"); a whole message's clauses are read as their own sentences are.
  const content = input[u.messageIndex]?.content ?? ""
  let form: boolean | undefined
  const inForm = () => (form ??= formOnly(content))
  // For any problem detector a sentence that only denies trouble ("came back without a scratch") tells none.
  const calmSpan = (from: number, to: number) =>
    (examples.problem && deniesTroubleOnly(u.tokens, from, to)) ||
    (examples.troubleExamples &&
      ((!tellsTrouble(u.tokens, from, to) && (asksService(u.tokens, from, to) || inForm())) || saidInJest(u.tokens, from, to, content)))
  const calm = calmSpan(0, u.tokens.length)
  const calmClause = (from: number) => calmSpan(...sentenceAround(u.tokens, from))
  const { clauses, settled } = clausesOf(u, input)
  // For a problem, a thing's job negated ("the toilets won't flush", "the door won't shut") tells a
  // fault, no denial: its clause is read as the examples' own "won't" clauses are. Not in a whole
  // message, whose negation may be a form's answer to another line ("… Any smell of gas: no").
  const faultClause = (from: number, to: number) => examples.problem && !u.whole && (tellsFault(u.tokens, from, to) || lacksSafeguard(u.tokens, from, to))
  // A problem sentence with a clause told fine is read clause by clause: its whole vector still
  // carries the settled clause's words ("the light went off once I topped up the oil, all good now, …").
  const partly = examples.problem && clauses.some((c) => c.settled)
  const wholeOpen = open(0, u.tokens.length)
  // A negation only inside a relative clause denies nothing the sentence tells (relativeNegation.ts).
  // For a problem, a safeguard missing ("the firepit has no guard") is the danger, no negation (safeguards.ts).
  const negated = u.hasNegation && !negatedOnlyInRelative(u.tokens) && !(examples.problem && negatedOnlyByLack(u.tokens))
  const v = negated || partly || calm || heardSomewhere || unread(wholeOpen, settled) || notAState(0, u.tokens.length) ? null : (unitCode(u, input)?.vector ?? null)
  // A trigger's reading that is its rubric's routine is not read for it (triggerContrast.ts).
  const posCos = v === null ? 0 : nearest(v, against(wholeOpen, 0, u.tokens.length))
  // A form line under another detector's label answers that detector (triggerContrast.ts); in a
  // whole message each clause is read under its own line's label.
  const margin = u.labelEnd > 0 && labelledOther(m, u.tokens.slice(0, u.labelEnd)) ? LABEL_MARGIN : 0
  const marginAt = (from: number) => (u.whole ? (labelledOther(m, lineLabel(u, input, from)) ? LABEL_MARGIN : 0) : margin)
  // An optional extra's reading that reads as a required detector's business is not read for it
  // (extraContrast.ts); a form's lines are left alone: a line answers its own label ("Wanted from:
  // early May"), and its label-and-value frame comes near any other line's example.
  // Only for an optional extra: the form is read off the whole message, for every detector that reads the unit.
  const formLine = () => u.labelEnd > 0 || (u.whole && inForm())
  const isRoutine: typeof isTriggerRoutine = (d, x, c, held, mg) =>
    isTriggerRoutine(d, x, c, held, mg) || (isExtra(d) && !formLine() && readsAsRequired(d, x, c, held ?? NO_KINDS, asked))
  const wholeRoutine = v !== null && isRoutine(m, v, posCos, () => kindsHeld(input, u, 0, u.tokens.length), margin)
  const wholeCos = v === null || wholeRoutine ? 0 : posCos
  const wholeNegCos = v === null ? 0 : nearest(v, examples.neg)
  // A harmful state told in the customer's own words on the examples' topic (a near miss by
  // vector) is found: the paraphrase keeps the state, the vectors miss the likeness.
  // The unit's nearest reading by cosine decides (a non-example nearer to it blocks the unit).
  // So is a failure near an outage's examples ("every screen is stuck" beside "the system crashed").
  const harmed = (s: number, from: number, to: number) =>
    s >= HARM_NEAR && ((examples.harmExamples && tellsHarm(u.tokens, from, to)) || (examples.failExamples && tellsFailure(u.tokens, from, to)))
  // An incident of the examples' kind told of another thing (eventFind.ts) is read as a harm is,
  // not in a sentence that tells something healed or fixed ("I broke my wrist skiing, all healed now").
  // An event told by itself (not a harm's state) notes so: a calm non-example's shared words do not outweigh it (unitFind.ts).
  let event = false
  const told = (vec: Float64Array, from: number, to: number) => !partly && (event = tellsExampleEvent(m, u.tokens, from, to, vec, content))
  const incident = (vec: Float64Array, s: number, from: number, to: number) => harmed(s, from, to) || told(vec, from, to)
  // A reading the routine's shared words claim is still read for an incident the routine never tells (eventFind.ts).
  const routineEvent = (from: number, to: number) => eventOverRoutine(m, u.tokens, from, to)
  const whole = scoreOf(wholeCos, wholeNegCos)
  let [cos, negCos] = [wholeCos, wholeNegCos]
  let match: CueMatch | null = null
  let harm: CueMatch | null = v !== null && (harmed(whole, 0, u.tokens.length) || ((wholeCos > 0 || (wholeRoutine && routineEvent(0, u.tokens.length))) && incident(v, whole, 0, u.tokens.length))) ? { from: 0, to: u.tokens.length } : null
  // For a problem, a sentence negated only at its end is read by its plain opening too, after its clauses (denseClauses.ts).
  const opening = examples.problem ? openingOf(u, input) : null
  for (const c of opening === null ? clauses : [...clauses, opening]) {
    const cOpen = c.open || (u.whole && mostlyOpen(u.tokens, c.match.from, c.match.to)) || answersLater(u.tokens.slice(c.match.from, c.match.to))
    if ((c.negated && negated && !faultClause(c.match.from, c.match.to)) || calmClause(c.match.from) || notAState(c.match.from, c.match.to) || unread(cOpen, c.settled) || enquires(c.match.from, c.match.to)) continue
    const cc = nearest(c.vector, against(cOpen, c.match.from, c.match.to))
    if (isRoutine(m, c.vector, cc, () => kindsHeld(input, u, c.match.from, c.match.to), marginAt(c.match.from))) {
      if (harm === null && routineEvent(c.match.from, c.match.to) && told(c.vector, c.match.from, c.match.to)) harm = c.match
      continue
    }
    const nc = nearest(c.vector, examples.neg)
    if (harm === null && incident(c.vector, scoreOf(cc, nc), c.match.from, c.match.to)) harm = c.match
    if (cc > cos) [cos, negCos, match] = [cc, nc, c.match]
  }
  const score = scoreOf(cos, negCos)
  if (harm !== null && score < HARM_FOUND) return { score: HARM_FOUND, match: harm.from === 0 && harm.to === u.tokens.length ? null : harm, whole, event }
  return score === 0 ? NONE : { score, match, whole, event: harm !== null && event }
}

const NO_KINDS = (): ReadonlySet<ShapeKind> => new Set()

/** The sentence (up to a full stop, "!" or "?") that the token at `at` stands in, as [from, to). */
const sentenceAround = (tokens: ReadonlyArray<Token>, start: number): [number, number] => {
  // A whole message's clause may open on the full stop before it: its sentence is the next one.
  let at = start
  while (at + 1 < tokens.length && tokens[at]!.cls === "punct") at++
  let from = at
  while (from > 0 && !SENTENCE_ENDS.has(tokens[from - 1]!.norm)) from--
  let to = at + 1
  while (to < tokens.length && !SENTENCE_ENDS.has(tokens[to - 1]!.norm)) to++
  return [from, to]
}
const SENTENCE_ENDS = new Set([".", "!", "?"])

/** Words a form line's label holds at most. */
const LABEL_WORDS = 4

/** The label of the form line the token at `from` stands on ("Subject:" in "Subject: biology"), empty when the line has none. */
const lineLabel = (u: Unit, input: ReadonlyArray<Message>, from: number): ReadonlyArray<Token> => {
  const content = input[u.messageIndex]?.content ?? ""
  const at = u.tokens[from]
  if (at === undefined) return []
  const lineStart = content.lastIndexOf("\n", at.start - 1) + 1
  const onLine = u.tokens.filter((t) => t.start >= lineStart && t.start < at.start)
  const colon = onLine.findIndex((t) => t.norm === ":")
  return colon > 0 && colon <= LABEL_WORDS ? onLine.slice(0, colon) : []
}

const NONE = { score: 0, match: null, whole: 0 }
/** The vector score from which a clause telling a harmful state counts (half way to found), and what it then scores. */
const HARM_NEAR = 0.25
const HARM_FOUND = 0.52
