// Presence detectors: the best unit by cue patterns, similarity to positive phrasings (lowered
// near non-examples) and exact examples; denials from deny cues, denial phrasings, negated
// sentences that would match once un-negated, bare "no" answers to the agent's question (agentAnswers.ts), and for
// custom detectors the denials read off their name, form and examples (customDenials.ts, negatedExamples.ts).
import type { Detection, Message } from "../../../domain/types.js"
import type { Compiled } from "./compile.js"
import { cueTextOf, matchCue, mayMatchIn, type CueMatch, type CueText } from "../text/cues.js"
import { hideMatches } from "../text/cueHiding.js"
import { evidenceOf, snippet } from "./evidence.js"
import { coverage, denyCue, hasExact, labelOf, maxOf, similarities } from "./match.js"
import {
  absentConfidence, better, type Candidate, deniedConfidence, type DetModel, LABEL_ANSWER, LABEL_DENIAL,
  NAME_CUE, NAME_WEIGHT, patternOf, plainOf, presentConfidence, round3, simScore, T_BANK_DENY, T_CUSTOM_DENY
} from "./model.js"
import type { Turn, Unit } from "../text/units.js"
import { denseMatch } from "./denseExamples.js"
import { asksVendorOffer, reportsProblem, settlesProblem, textStates, unitSettled } from "./detectorExamples.js"
import { callsOffWorry, pastSettledContrast } from "../text/settled.js"
import { isProblemWord } from "../text/problemWords.js"
import { playsDown, readsPlayDown } from "../text/notNow.js"
import { featuresOf } from "../text/features.js"
import type { Token } from "../text/text.js"
import { HEAD_FIND, headFind, headSuggestion, headVeto } from "./headFinds.js"
import { SHAPE_VETO, shapeCue } from "./valueShapes.js"
import { asksTopic, blankFormValue, deniesInExamples, emptyFormValue, negatesName, takenBackRest, unansweredField, undecidedFormValue } from "./customDenials.js"
import { NEAR_DENIAL, nearDenial, negatedExample } from "./negatedExamples.js"
import { cueFor, inLabelOnly, noOwnWords, offTopicMessages } from "./unread.js"
import { noAnswers } from "./answeredNo.js"
import { readAnswers, type Reading } from "./agentAnswers.js"
import { findAfterDenial } from "./findAfterDenial.js"
import { workAsked } from "./workAsked.js"
import { askingMessages, TOPIC_ASIDE, topicAside, topicAsked } from "./topicPhrases.js"
import { circumstanceFound, saysNoConstraint } from "./circumstances.js"

/** The longest unit a built-in problem signal checks for being told fixed (a long sentence is read as said). */
const SETTLED_READ_TOKENS = 160
/** A custom detector denied by its name, a form's empty value or its examples read negated (customDenials.ts, negatedExamples.ts). */
const CUSTOM_DENIAL = 0.8
/** The most a problem told fine or fixed counts for its detector by shared words: not found. */
const SETTLED = 0.45
/** The most a sentence's likeness counts beside words about something else (rubrics/types.ts `elsewhere`): a near miss. */
const ELSEWHERE = 0.45
/** A problem detector's worry called off by the customer: a denial, weaker than any find. */
const WORRY_CALLED_OFF = 0.55
/** The most a question to the vendor about its offer counts for a custom detector (vendorEnquiry.ts): a near miss. */
const ENQUIRY = 0.45
/** The most a blank form field ("Forklift certification:" and nothing) counts for its detector: not found. */
const BLANK_FIELD = 0.3

// -------------------------------------------------------------------------------------------

export const presence = (
  ctx: Compiled,
  m: DetModel,
  all: ReadonlyArray<Unit>,
  sims: ReadonlyArray<Float64Array>,
  exacts: ReadonlyArray<ReadonlySet<number>>,
  flips: ReadonlyArray<Float64Array | null>,
  turns: ReadonlyArray<Turn>,
  input: ReadonlyArray<Message>
): Detection => {
  const t = m.threshold
  const det = ctx.models.indexOf(m)
  // A message that is (nearly) a non-example suppresses its own sentences.
  const wholeNeg = new Map<number, number>()
  all.forEach((u, i) => {
    if (u.whole) wholeNeg.set(u.messageIndex, Math.max(wholeNeg.get(u.messageIndex) ?? 0, maxOf(sims[i]!, m.neg)))
  })
  // Messages where a form line names the detector and leaves it blank or "TBD": the whole
  // message holds the name only as the form's question.
  const unanswered = new Set(m.builtin ? [] : all.filter((u) => unansweredField(ctx, m, u, input)).map((u) => u.messageIndex))
  let found: Candidate | null = null
  let denied: Candidate | null = null
  const positives: Array<Candidate> = []
  const denials: Array<Candidate> = []
  // A message that is not about the detector's subject (a job application to a sales inbox) is not read.
  const offTopic = offTopicMessages(m, all)
  // Messages whose sender plays the matter down ("nothing urgent", "not a big deal"): for a problem
  // detector of a danger or an urgency (a hazard, a red flag) their likeness to an example is a near
  // miss at most; a plain problem ("no rush, the printer shows an error") is still told.
  const playedDown = new Set(
    !m.builtin && reportsProblem(m) && readsPlayDown(m.spec.name) ? all.filter((u) => !u.whole && u.source === "user" && playsDown(u.tokens)).map((u) => u.messageIndex) : []
  )
  // Messages holding a question to the vendor about its offer (vendorEnquiry.ts): their whole reading says no more than their sentences.
  const enquiring = new Set(m.builtin ? [] : all.filter((u) => asksVendorOffer(m, u)).map((u) => u.messageIndex))
  // Messages asking for work, where a phrase-shaped detector's own topic word states it (topicPhrases.ts).
  const asking = askingMessages(m, all)
  all.forEach((u, i) => {
    if (offTopic.has(u.messageIndex)) return
    const s = sims[i]!
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
      if (cue !== null && c.w <= cue.score) continue
      const mt = matchCue(c.re, ct)
      if (mt !== null && !inLabelOnly(m, u, mt)) cue = { score: c.w, unit: u, match: mt }
    }
    // A problem the customer tells as fixed is no pain now.
    // Capped in length: the settled reading is not linear on one long unpunctuated run.
    if (cue !== null && m.builtin && m.inabilityStates && u.source === "user" && u.tokens.length <= SETTLED_READ_TOKENS && unitSettled(u, input)) cue = null
    // A form label that asks about this signal ("Budget: $20k", "What's the problem?: ..."),
    // unless its line is about something else ("Date of enquiry: 12/05" is a record's stamp).
    if (u.labelEnd > 0 && m.questions.length > 0 && !aside) {
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
    if (!m.builtin && m.nameStems.length > 0 && !emptyValue) {
      if (coverage(ctx, m.nameStems, plainOf(u.tokens)) >= 0.99 && !blankFormValue(u) && !(u.whole && unanswered.has(u.messageIndex)) && (cue === null || cue.score < NAME_CUE)) cue = { score: NAME_CUE, unit: u, match: null }
      const label = labelOf(u)
      if (label !== null && label.hasValue && (coverage(ctx, m.nameStems, label.plain) >= 0.5 || asksTopic(ctx, m, label.plain))) {
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
    // A need or fault told by its shape where the vectors stay under the line (workAsked.ts): the whole sentence is the value.
    const read1 = denseMatch(m, u, input)
    const work = read1.score < 0.5 ? Math.max(workAsked(m, u, input), topicAsked(m, u, asking, input), circumstanceFound(m, u, input)) : 0
    const dense = work > read1.score ? { ...read1, score: work, match: null } : read1
    const minor = playedDown.has(u.messageIndex)
    let lexical = settlesProblem(m, u, input) ? Math.min(simScore(posSim, t), SETTLED) : simScore(posSim, t)
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
    // The whole sentence's likeness reads the hidden words too: a near miss at most beside them.
    const denseScore = minor ? Math.min(dense.score, SETTLED) : dense.score
    let pos = Math.max(cue?.score ?? 0, aside ? Math.min(Math.max(lexical, denseScore), ELSEWHERE) : Math.max(lexical, denseScore))
    if (shape?.veto === true) pos = Math.min(pos, SHAPE_VETO)
    // A form's label left blank, or answered "TBD", is the form's question, not the customer's answer.
    if (!m.builtin && (blankFormValue(u) || undecidedFormValue(ctx, m, u, input))) pos = Math.min(pos, BLANK_FIELD)
    const ex = exacts[i]!
    const exactPos = hasExact(ctx, ex, det, "pos")
    const exactNeg = hasExact(ctx, ex, det, "neg")
    if (m.ownWordsOnly && noOwnWords(u)) pos = 0
    // A question about the vendor's ways, offer or prices names the topic and states no case of the customer's: a near miss at most.
    if (u.whole ? enquiring.has(u.messageIndex) : enquiring.has(u.messageIndex) && asksVendorOffer(m, u)) pos = Math.min(pos, ENQUIRY)
    // A topic phrase's service told done, asked about in general, somebody else's or a sibling's (topicPhrases.ts); a form's value is the customer's answer.
    if (u.labelEnd === 0 && topicAside(m, u, input)) pos = Math.min(pos, TOPIC_ASIDE)
    // A constraint detector told there is none ("any time works"): no limit stated (circumstances.ts).
    if (saysNoConstraint(m, u)) pos = Math.min(pos, TOPIC_ASIDE)
    if (exactPos) pos = 1
    else if (exactNeg) pos = 0
    else if (negSim >= posSim && negSim >= t * 0.8 && (cue?.score ?? 0) < 0.9) pos = Math.min(pos, 0.45 * (posSim / Math.max(negSim, 1e-9)))
    // The value quotes what decided: the cue, or the clause the sentence vectors matched.
    const decided = cue !== null && cue.score >= lexical ? cue.match : dense.score > Math.max(cue?.score ?? 0, lexical) ? dense.match : lexicalMatch
    const cand: Candidate = { score: pos, unit: u, match: decided }
    if (pos >= 0.5) positives.push(cand)
    found = better(found, cand)

    // Denials: deny cues, denial phrasings, or a negated sentence that would otherwise match.
    const cueDenial = denyCue(m, ct, labelDenial)
    let deny = cueDenial.score
    // The un-negated reading is a guess (the vectors do not tell "isn't calm" from "is aggressive"):
    // a sentence that states the signal elsewhere is no denial by it.
    // A worry called off ("nothing untoward, just the cat on the sensor"): below any find, so a problem reported elsewhere still stands.
    if (!m.builtin && u.source === "user" && reportsProblem(m) && callsOffWorry(u.tokens)) deny = Math.max(deny, WORRY_CALLED_OFF)
    // A whole message is read for denials sentence by sentence: one line's "None" denies nothing the other lines hold.
    if (!m.builtin && !u.whole && !deniesInExamples(m) && (negatesName(ctx, m, u) || nearDenial(m, u, input) >= NEAR_DENIAL || (pos < 0.5 && negatedExample(m, u, input)))) deny = Math.max(deny, CUSTOM_DENIAL)
    const denySim = maxOf(s, m.deny)
    deny = Math.max(deny, simScore(denySim, m.builtin ? T_BANK_DENY : T_CUSTOM_DENY))
    const f = flips[i]
    // Nor when the negation's own words are about something else ("we don't have a huge budget": softened, not denied).
    if (f !== null && f !== undefined && !(m.inabilityStates && tellsInability(u)) && !hidesNegated(read, ct)) {
      const flipSim = maxOf(f, m.pos)
      if (flipSim > posSim + 0.1) deny = Math.max(deny, simScore(flipSim, m.builtin ? T_BANK_DENY : T_CUSTOM_DENY) * 0.95)
    }
    if (deny > 0) {
      const cand: Candidate = { score: deny, unit: u, match: cueDenial.match }
      denials.push(cand)
      denied = better(denied, cand)
    }
  })

  // The finds read off the sentences themselves: the only ones the head's veto may take (headFinds.ts).
  const readFinds = positives.length
  // Answers to an agent question about this signal.
  const read: Reading = { found, denied, positives }
  const unlinked = readAnswers(ctx, m, all, sims, turns, input, offTopic, read)
  found = read.found
  denied = read.denied

  for (const cand of noAnswers(m, turns, input)) {
    positives.push(cand)
    found = better(found, cand)
  }
  // A learned head's find where nothing else found or denied the signal (headFinds.ts).
  const head = ((found as Candidate | null)?.score ?? 0) < HEAD_FIND && ((denied as Candidate | null)?.score ?? 0) < 0.5 ? headFind(m, all, offTopic, input) : null
  if (head !== null) positives.push((found = head))
  found = headVeto(m, positives, readFinds, found, input)

  let f = found as Candidate | null
  const d = denied as Candidate | null
  // A denial the message goes on to take back with the signal itself (findAfterDenial.ts).
  const later = f !== null && d !== null && f.score < d.score - 0.05 && f.unit.messageIndex === d.unit.messageIndex ? findAfterDenial(d, [...denials, d], positives) : null
  if (later !== null) f = later
  if (f !== null && f.score >= 0.5 && (d === null || later !== null || f.score >= d.score - 0.05 || f.unit.messageIndex !== d.unit.messageIndex)) {
    const evidence = evidenceOf(positives.sort((a, b) => b.score - a.score).slice(0, 3), input)
    return {
      found: true,
      confidence: round3(presentConfidence(f.score)),
      value: snippet(f, input),
      negated: false,
      evidence,
      invalid: false
    }
  }
  if (d !== null && d.score >= 0.5) {
    return {
      found: false,
      confidence: round3(deniedConfidence(d.score)),
      value: null,
      negated: true,
      evidence: evidenceOf([d], input),
      invalid: false
    }
  }
  // An unread answer, else a sentence a learned head reads as the signal (headFinds.ts): cited, not found.
  const answer = (unlinked as Candidate | null) ?? headSuggestion(m, all, offTopic, input)
  const evidence = answer === null ? [] : evidenceOf([answer], input)
  return { found: false, confidence: round3(absentConfidence(f?.score ?? 0)), value: null, negated: false, evidence, invalid: false }
}

/** Whether a form label holds a word of the detector's name that is not a word for problems in general ("Pest problems" for pest_hazard, not "Problems" for damp_problem). */
const labelNamesTopic = (m: DetModel, u: Unit): boolean =>
  u.tokens.slice(0, u.labelEnd).some((x) => x.cls === "word" && m.nameStems.includes(x.stem) && !isProblemWord(x.norm))

/** Whether part of a unit (its tokens and text) states the detector by itself: by its words (a find's score) or by sentence vector. */
const restMatches = (ctx: Compiled, m: DetModel, tokens: ReadonlyArray<Token>, text: string, t: number): boolean =>
  tokens.some((x) => x.cls !== "punct") && (simScore(maxOf(similarities(ctx, featuresOf(tokens), null), m.pos), t) >= 0.5 || textStates(m, text))

/** Whether words about something else (`elsewhere`) hid a negated word of the unit. */
const hidesNegated = (read: CueText, shown: CueText): boolean => read.text !== shown.text && [...read.words].some((w) => w.startsWith("~") && !shown.words.has(w))

/**
 * "Patrons can't book rooms online" tells a problem, it denies nothing: for a problem-type
 * signal, a sentence negated only as an inability is not read as the denial of what it would
 * state un-negated ("we can't spend anything" still denies a budget).
 */
const tellsInability = (u: Unit): boolean =>
  u.tokens.some((t, k) => t.norm === "unable" || (t.norm === "not" && k > 0 && (u.tokens[k - 1]!.norm === "can" || u.tokens[k - 1]!.norm === "could")))

