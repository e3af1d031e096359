// One unit's find for a presence detector: how near the sentence comes to stating the signal, as a
// score with 0.5 for found and the part of it that decided (the value's quote). Cue patterns, a
// form label or the detector's name, similarity to positive phrasings and to the nearest example
// by sentence vector (denseExamples.ts), a field's value shape (valueShapes.ts), exact examples;
// then the caps that make a sentence a near miss at most (played down, about something else, a
// question to the vendor, a blank field, nearer a non-example). Apart from presence.ts, which
// puts the units' finds and denials together, because this reading is most of a detector's
// rules; what a message as a whole says of every unit in it is read once (MessageFacts).
import { anyTimeElse, deadlineElse, pastElse, vendorHoursElse } from "./whenElse.js"
import type { Message } from "../../../domain/types.js"
import type { Compiled } from "./compile.js"
import { cueTextOf, matchCue, mayMatchIn, type CueMatch, type CueText } from "../text/cues.js"
import { hideMatches } from "../text/cueHiding.js"
import { coverage, type FormLabel, hasExact, labelOf, maxOf, similarities } from "./match.js"
import { type Candidate, type DetModel, LABEL_ANSWER, LABEL_DENIAL, NAME_CUE, NAME_WEIGHT, patternOf, plainOf, simScore } from "./model.js"
import type { Unit } from "../text/units.js"
import { denseMatch } from "./denseExamples.js"
import { asidesProblem, asksVendorOffer, reportsProblem, settlesProblem, textStates, unitSettled } from "./detectorExamples.js"
import { pastSettledContrast } from "../text/settled.js"
import { isProblemWord } from "../text/problemWords.js"
import { playsDown, readsPlayDown } from "../text/notNow.js"
import { featuresOf } from "../text/features.js"
import type { Token } from "../text/text.js"
import { SHAPE_VETO, shapeCue } from "./valueShapes.js"
import { roleCue } from "./fieldRoles.js"
import { nameLineOnly } from "./nameLines.js"
import { asksTopic, blankFormValue, emptyFormValue, takenBackRest, unansweredField, undecidedFormValue } from "./customDenials.js"
import { allSignature, cueFor, inLabelOnly, noOwnWords } from "./unread.js"
import { asksInExamples, workAsked } from "./workAsked.js"
import { labelMeans, noticeLabel } from "./labelMeaning.js"
import { namesHolder, namesOnlyHarmed } from "./labelHolder.js"
import { onlyNetAddress } from "./placeField.js"
import { askingMessages, TOPIC_ASIDE, topicAside, topicAsked } from "./topicPhrases.js"
import { circumstanceFound, saysNoConstraint } from "./circumstances.js"
import { kindNamed } from "./kindMembers.js"
import { praisedAside } from "./praisedAside.js"
import { escalatesAlone } from "./triggerContrast.js"
import { staleSmellAside } from "./eventFind.js"
import { othersStateBeside } from "./othersStateRead.js"
import { asksATime, occasionNamedOnly } from "./eventName.js"
import { ownStateAsked } from "./ownStateAsked.js"
import { claimTold, recordFound, standingLapsed } from "./ownRecordFound.js"
import { stanceFound } from "./stanceFound.js"
import { labelsDomainOnly, mannersOnly } from "./domainLabel.js"

/** The longest unit a built-in problem signal checks for being told fixed (a long sentence is read as said). */
const SETTLED_READ_TOKENS = 160
/** The most a problem told fine or fixed counts for its detector by shared words: not found. */
const SETTLED = 0.45
/** The most a sentence's likeness counts beside words about something else (rubrics/types.ts `elsewhere`): a near miss. */
const ELSEWHERE = 0.45
/** The most a question to the vendor about its offer counts for a custom detector (vendorEnquiry.ts): a near miss. */
const ENQUIRY = 0.45
/** The most a blank form field ("Forklift certification:" and nothing) counts for its detector: not found. */
const BLANK_FIELD = 0.3

/** Whether a cue's match is read before another's: it starts first, or at the same token and runs longer. */
const readsBefore = (a: CueMatch, b: CueMatch): boolean => a.from < b.from || (a.from === b.from && a.to > b.to)

/** What a message as a whole tells every unit in it, read once per detector and conversation. */
export interface MessageFacts {
  /** The detector's index among the compiled models (for its exact examples). */
  readonly det: number
  /** Per message, its whole reading's likeness to the nearest non-example. */
  readonly wholeNeg: ReadonlyMap<number, number>
  readonly unanswered: ReadonlySet<number>
  readonly playedDown: ReadonlySet<number>
  readonly enquiring: ReadonlySet<number>
  readonly asking: ReadonlySet<number>
}

export const messageFacts = (ctx: Compiled, m: DetModel, all: ReadonlyArray<Unit>, sims: ReadonlyArray<Float64Array>, input: ReadonlyArray<Message>): MessageFacts => {
  const det = ctx.models.indexOf(m)
  // A message that is (nearly) a non-example suppresses its own sentences.
  const wholeNeg = new Map<number, number>()
  all.forEach((u, i) => {
    if (u.whole) wholeNeg.set(u.messageIndex, Math.max(wholeNeg.get(u.messageIndex) ?? 0, maxOf(sims[i]!, m.neg)))
  })
  // Messages where a form line names the detector and leaves it blank or "TBD": the whole
  // message holds the name only as the form's question.
  const unanswered = new Set(m.builtin ? [] : all.filter((u) => unansweredField(ctx, m, u, input)).map((u) => u.messageIndex))
  // Messages whose sender plays the matter down ("nothing urgent", "not a big deal"): for a problem
  // detector of a danger or an urgency (a hazard, a red flag) their likeness to an example is a near
  // miss at most; a plain problem ("no rush, the printer shows an error") is still told.
  const playedDown = new Set(
    !m.builtin && reportsProblem(m) && readsPlayDown(m.spec.name) ? all.filter((u) => !u.whole && u.source === "user" && playsDown(u.tokens)).map((u) => u.messageIndex) : []
  )
  // Messages holding a question to the vendor about its offer (vendorEnquiry.ts), or one asking whether
  // the sender's state holds (ownStateAsked.ts): their whole reading says no more than their sentences.
  const enquiring = new Set(m.builtin ? [] : all.filter((u) => asksVendorOffer(m, u) || ownStateAsked(m, u)).map((u) => u.messageIndex))
  // Messages asking for work, where a phrase-shaped detector's own topic word states it (topicPhrases.ts).
  const asking = askingMessages(m, all)
  return { det, wholeNeg, unanswered, playedDown, enquiring, asking }
}

/** A unit's find, and what its denial reading (unitDenial.ts) takes from it. */
export interface UnitFind {
  readonly find: Candidate
  /** The unit's likeness to the positive phrasings and the name. */
  readonly posSim: number
  /** The unit's cue text, and the same with words about something else hidden. */
  readonly read: CueText
  readonly shown: CueText
  /** A form label's or empty value's denial of the detector. */
  readonly labelDenial: number
}

export const unitFind = (
  ctx: Compiled,
  m: DetModel,
  facts: MessageFacts,
  u: Unit,
  s: Float64Array,
  ex: ReadonlySet<number>,
  input: ReadonlyArray<Message>
): UnitFind => {
  const t = m.threshold
  const { det, wholeNeg, unanswered, playedDown, enquiring, asking } = facts
  const posSim = Math.max(maxOf(s, m.pos), maxOf(s, m.name) * NAME_WEIGHT)
  let negSim = maxOf(s, m.neg)
  if (u.source === "user" && (wholeNeg.get(u.messageIndex) ?? 0) >= 0.9) negSim = Math.max(negSim, wholeNeg.get(u.messageIndex)!)
  let cue: Candidate | null = null
  let labelDenial = 0
  // Words about something else (an amount of revenue, a past installation's date) are hidden
  // from the cues, which read what is left ("we turn over 2M and can spend 15k" keeps the 15k).
  const read = cueFor(m, u)
  const ct = m.elsewhere.length === 0 ? read : hideMatches(read, m.elsewhere)
  const aside = ct.text !== read.text
  for (const c of mayMatchIn(m.cues, patternOf, ct)) {
    if (cue !== null && c.w < cue.score) continue
    // Two cues of one weight: the one read first in the sentence, then the longer, whatever
    // their order in the rubric's list (a rubric split over files reorders it).
    const tie = cue !== null && c.w === cue.score
    const mt = matchCue(c.re, ct)
    if (mt !== null && !inLabelOnly(m, u, mt) && (!tie || readsBefore(mt, cue!.match!))) cue = { score: c.w, unit: u, match: mt }
  }
  // A problem the customer tells as fixed is no pain now.
  // Capped in length: the settled reading is not linear on one long unpunctuated run.
  if (cue !== null && m.builtin && m.inabilityStates && u.source === "user" && u.tokens.length <= SETTLED_READ_TOKENS && unitSettled(u, input)) cue = null
  // A form label that asks about this signal ("Budget: $20k", "What's the problem?: ..."),
  // unless its line is about something else ("Date of enquiry: 12/05" is a record's stamp).
  // "Event: school play" names the occasion, no date of it (eventName.ts).
  const occasionOnly = asksATime(m) && occasionNamedOnly(u)
  if (u.labelEnd > 0 && m.questions.length > 0 && !aside && !occasionOnly) {
    const label = u.tokens.slice(0, u.labelEnd)
    const labelText = cueTextOf(label.map((x) => (x.mod === 0 ? x : { ...x, mod: 0 as const })))
    if (m.questions.some((re) => matchCue(re, labelText) !== null)) {
      const mod = label.find((x) => x.cls !== "punct")?.mod ?? 0
      if (mod === 0 && !m.ownWordsOnly && (cue === null || cue.score < LABEL_ANSWER)) cue = { score: LABEL_ANSWER, unit: u, match: null }
      if (mod === 1) labelDenial = Math.max(labelDenial, LABEL_DENIAL)
    }
  }
  const emptyValue = !m.builtin && emptyFormValue(ctx, m, u, input)
  if (emptyValue) labelDenial = Math.max(labelDenial, LABEL_DENIAL)
  // The form line's label, read once for the name below and a notice period's answer (noticeAnswered).
  const label = m.builtin ? null : labelOf(u)
  if (!m.builtin && m.nameStems.length > 0 && !emptyValue) {
    if (coverage(ctx, m.nameStems, plainOf(u.tokens)) >= 0.99 && !blankFormValue(u) && !(u.whole && unanswered.has(u.messageIndex)) && (cue === null || cue.score < NAME_CUE)) cue = { score: NAME_CUE, unit: u, match: null }
    // A label naming a problem only by the domain's word it shares with a field ("Piano:" for piano_damage) answers the field (domainLabel.ts);
    // one naming only the thing harmed ("Dog:" for dog_injury) leaves the harm to its value's own words (labelHolder.ts).
    const harmedOnly = label !== null && namesOnlyHarmed(m, label.plain)
    if (label !== null && label.hasValue && !harmedOnly && !labelsDomainOnly(ctx, m, label.plain) && (coverage(ctx, m.nameStems, label.plain) >= 0.5 || namesHolder(m, label.plain) || asksTopic(ctx, m, label.plain) || (labelMeans(ctx, m, label.plain) && !(label.mod === 1 && noticeLabel(label.plain))))) {
      // ("Notice: none" under a label meaning a start is no denial of it: no notice to serve is a start now.)
      // "Problems: none, apart from a dripping tap": once the denial is taken back under a label
      // that asks after problems in general, only what follows can state the detector, by its
      // own words or sentence vector; if it does not, the "none" stands for this detector (a
      // dripping tap is no damp). A label naming the detector's own topic ("Pest problems: none,
      // just wasps") keeps what follows on that topic.
      const rest = label.mod === 0 && !labelNamesTopic(m, u) ? takenBackRest(u, input) : null
      const restStates = rest === null || restMatches(ctx, m, u.tokens.slice(rest.from), rest.text, t)
      if (label.mod === 0 && restStates && (cue === null || cue.score < LABEL_ANSWER)) cue = { score: LABEL_ANSWER, unit: u, match: null }
      if (label.mod === 1 || !restStates) labelDenial = Math.max(labelDenial, LABEL_DENIAL)
    }
  }
  // The sentence vectors' match, clause by clause (denseExamples.ts), and a field's value of the
  // examples' shape (valueShapes.ts), which a weak shape (a day, a count) needs the whole
  // sentence to have come close for: one clause near "call me on Friday" is not enough.
  // A need or fault told by its shape where the vectors stay under the line (workAsked.ts), or another member of the detector's kind named (kindMembers.ts): the whole sentence is the value.
  const read1 = denseMatch(m, u, input)
  const record = read1.score < 0.5 ? recordFound(m, u, input) : 0
  const work = read1.score < 0.5 ? Math.max(workAsked(m, u, input), topicAsked(m, u, asking, input), circumstanceFound(m, u, input), record, kindNamed(m, u, input), stanceFound(m, u, input)) : 0
  const dense = work > read1.score ? { ...read1, score: work, match: null } : read1
  const minor = playedDown.has(u.messageIndex)
  const settles = settlesProblem(m, u, input)
  let lexical = settles ? Math.min(simScore(posSim, t), SETTLED) : simScore(posSim, t)
  // The detector's own name told of an episode fixed or long past ("we had a chimney fire ten years
  // ago, all fine now" for chimney_fire) is that history too, as its examples' words are above.
  if (settles && cue !== null && cue.score === NAME_CUE && u.labelEnd === 0) cue = null
  // Past a contrast after a clause told fine or a worry called off, the rest read by its own words.
  let lexicalMatch: CueMatch | null = null
  const past = !m.builtin && u.source === "user" && reportsProblem(m) ? pastSettledContrast(u.tokens) : -1
  if (past > 0) {
    const rest = simScore(maxOf(similarities(ctx, featuresOf(u.tokens.slice(past)), null), m.pos), t)
    if (rest > lexical) [lexical, lexicalMatch] = [rest, { from: past, to: u.tokens.length }]
  }
  if (minor) lexical = Math.min(lexical, SETTLED)
  const shape = shapeCue(ctx, m, u, input, Math.max(lexical, dense.whole))
  if (shape !== null && !shape.veto && (cue === null || cue.score < shape.score)) cue = { score: shape.score, unit: u, match: shape.match }
  const role = roleCue(m, u, input)
  if (role !== null && !role.veto && (cue === null || cue.score < role.score)) cue = { score: role.score, unit: u, match: role.match }
  // The whole sentence's likeness reads the hidden words too: a near miss at most beside them.
  const denseScore = minor ? Math.min(dense.score, SETTLED) : dense.score
  let pos = Math.max(cue?.score ?? 0, aside ? Math.min(Math.max(lexical, denseScore), ELSEWHERE) : Math.max(lexical, denseScore))
  if ((shape?.veto === true && !noticeAnswered(ctx, m, label)) || role?.veto === true) pos = Math.min(pos, SHAPE_VETO)
  // A form's label left blank, or answered "TBD", is the form's question, not the customer's answer.
  if (!m.builtin && (blankFormValue(u) || undecidedFormValue(ctx, m, u, input))) pos = Math.min(pos, BLANK_FIELD)
  // "Your name: G. Hartley" gives who filled the form in, not someone else's name (nameLines.ts).
  if (nameLineOnly(m, u)) pos = Math.min(pos, BLANK_FIELD)
  // A form line whose value is only a date, a number or a code ("Arrival: 21/08") records a field:
  // for a problem or a trigger it tells no event, whatever its label shares with the examples.
  if (!m.builtin && m.valueShape == null && (reportsProblem(m) || escalatesAlone(m)) && wordlessValue(u)) pos = Math.min(pos, TOPIC_ASIDE)
  const exactPos = hasExact(ctx, ex, det, "pos")
  const exactNeg = hasExact(ctx, ex, det, "neg")
  if ((m.ownWordsOnly && noOwnWords(u)) || (m.titlesUnread && allSignature(u))) pos = 0
  // A sign-off's lines (a name, a title, a firm, a phone number) ask for nothing: a detector of a
  // request ("please send your risk assessment") is not read off them, whatever word a firm's name
  // shares with its examples ("Town Council" beside "the council needs a copy of your insurance").
  if (!m.builtin && asksInExamples(m) && allSignature(u)) pos = 0
  // A question about the vendor's ways, offer or prices, or whether the sender's state holds, names the topic and states no case of the customer's: a near miss at most.
  // Not when the question follows the circumstance that is the claim ("I'm 71 and retired, what would it cost?", ownRecordFound.ts).
  if ((u.whole ? enquiring.has(u.messageIndex) : enquiring.has(u.messageIndex) && (asksVendorOffer(m, u) || ownStateAsked(m, u))) && !(record > 0 && claimTold(m))) pos = Math.min(pos, ENQUIRY)
  // A topic phrase's service told done, asked about in general, somebody else's or a sibling's (topicPhrases.ts); a form's value is the customer's answer.
  if (u.labelEnd === 0 && topicAside(m, u, input)) pos = Math.min(pos, TOPIC_ASIDE)
  // Another thing's deadline ("the invoice is due by the 10th"), or a routine told only as past ("we had a cleaner every week"), is no time of the customer's now (whenElse.ts).
  // So is a question after the vendor's own hours ("are you open on bank holidays?").
  if (u.labelEnd === 0 && (deadlineElse(m, u.tokens) || vendorHoursElse(m, u.tokens) || pastElse(m, u.tokens, { byVerb: !u.whole }))) pos = Math.min(pos, TOPIC_ASIDE)
  // A constraint detector told there is none ("any time works"): no limit stated (circumstances.ts).
  // Nor is a case told by its words used in praise ("flames and all", praisedAside.ts).
  // So is a time detector's "any time" naming no day or time (whenElse.ts).
  if (saysNoConstraint(m, u) || (u.source === "user" && (praisedAside(m, u.tokens) || anyTimeElse(m, u.tokens)))) pos = Math.min(pos, TOPIC_ASIDE)
  // An email or web address names no place for a field of places (placeField.ts).
  if (!m.builtin && onlyNetAddress(m.valueShape, u)) pos = Math.min(pos, TOPIC_ASIDE)
  // A standing told ended ("I cancelled my membership last year") is none held now (ownRecordFound.ts).
  if (standingLapsed(m, u)) pos = Math.min(pos, TOPIC_ASIDE)
  // A smell told as damp or staleness is no fumes for a trigger of gas or burning (eventFind.ts).
  if (u.source === "user" && u.labelEnd === 0 && staleSmellAside(m, u.tokens)) pos = Math.min(pos, TOPIC_ASIDE)
  // A relative's state told beside the sender's own clause is theirs, for a trigger of the sender's own state (othersStateRead.ts).
  if (!m.builtin && u.source === "user" && u.labelEnd === 0 && escalatesAlone(m) && othersStateBeside(m, u.tokens)) pos = Math.min(pos, TOPIC_ASIDE)
  // For a problem, a story read or heard, or a question of what might happen, says nothing of the
  // sender's own case by shared words either (denseExamples.ts reads the vectors so): a near miss at most.
  if (!m.builtin && u.source === "user" && !u.whole && reportsProblem(m) && asidesProblem(m, u.tokens)) pos = Math.min(pos, TOPIC_ASIDE)
  if (mannersOnly(m, u, input)) pos = Math.min(pos, TOPIC_ASIDE)
  if (exactPos) pos = 1
  else if (exactNeg) pos = 0
  // An incident told of the examples' kind (eventFind.ts, which a non-example telling one blocks) is not outweighed by a calm non-example's shared words.
  else if (negSim >= posSim && negSim >= t * 0.8 && (cue?.score ?? 0) < 0.9 && !(read1.event === true && dense === read1)) pos = Math.min(pos, 0.45 * (posSim / Math.max(negSim, 1e-9)))
  // The value quotes what decided: the cue, or the clause the sentence vectors matched.
  const decided = cue !== null && cue.score >= lexical ? cue.match : dense.score > Math.max(cue?.score ?? 0, lexical) ? dense.match : lexicalMatch
  const cand: Candidate = { score: pos, unit: u, match: decided }
  return { find: cand, posSim, read, shown: ct, labelDenial }
}

/** Labels of what a fault shows on a device: a code under them is the fault itself. */
const FAULT_LABELS = new Set(["error", "errors", "fault", "faults", "alarm", "alarms", "warning", "warnings", "symptom", "symptoms"])

/**
 * Whether a unit is a form line whose value holds no word ("Arrival: 21/08", "Ref: 44-190"); a
 * code's letters are none ("Unit: A9", "Bay: E-402": a letter beside digits, or a lone letter).
 * Not under a label asking what a fault shows ("Error: F7", "Alarm code: E13"): the code is the fault told.
 */
const wordlessValue = (u: Unit): boolean => {
  if (u.labelEnd <= 0 || u.whole || u.tokens.slice(0, u.labelEnd).some((x) => FAULT_LABELS.has(x.norm))) return false
  const value = u.tokens.slice(u.labelEnd).filter((x) => x.cls !== "punct")
  return value.length > 0 && value.some((x) => x.cls !== "word" || /\d/.test(x.norm)) && value.every((x) => x.cls !== "word" || /\d/.test(x.norm) || x.norm.length === 1)
}

/** A notice period given under a label meaning the detector's start (labelMeaning.ts): its length of time is the answer. */
const noticeAnswered = (ctx: Compiled, m: DetModel, label: FormLabel | null): boolean =>
  label !== null && label.mod === 0 && label.hasValue && noticeLabel(label.plain) && labelMeans(ctx, m, label.plain)

/** Whether a form label holds a word of the detector's name that is not a word for problems in general ("Pest problems" for pest_hazard, not "Problems" for damp_problem). */
const labelNamesTopic = (m: DetModel, u: Unit): boolean =>
  u.tokens.slice(0, u.labelEnd).some((x) => x.cls === "word" && m.nameStems.includes(x.stem) && !isProblemWord(x.norm))

/** Whether part of a unit (its tokens and text) states the detector by itself: by its words (a find's score) or by sentence vector. */
const restMatches = (ctx: Compiled, m: DetModel, tokens: ReadonlyArray<Token>, text: string, t: number): boolean =>
  tokens.some((x) => x.cls !== "punct") && (simScore(maxOf(similarities(ctx, featuresOf(tokens), null), m.pos), t) >= 0.5 || textStates(m, text))
