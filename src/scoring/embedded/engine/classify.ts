// Custom and built-in classification detectors: per unit, a similarity to each category
// (centroid and nearest example, or the class model's centroid mixed with its softmax), cue
// patterns and form labels (the similarities and exact examples in categoryExamples.ts, the
// names a unit states in categoryNaming.ts); the best unit per category wins, an exact example
// decides outright, and the runner-up's margin lowers the confidence.
import type { Detection, Message } from "../../../domain/types.js"
import type { Compiled } from "./compile.js"
import { matchCue, mayMatchIn, type CueMatch } from "../text/cues.js"
import { evidenceOf } from "./evidence.js"
import { classSims, coverage, denyCue, labelOf } from "./match.js"
import {
  better, type Candidate, CATEGORY_NAME_FULL, CATEGORY_NAME_PART, type DetModel, FEW_EXAMPLES, LABEL_ANSWER, learnedSim, MARGIN_SURE,
  patternOf, plainOf, relatedness, simScore, T_CUSTOM_CLASS_LR, TOPIC_BOOST
} from "./model.js"
import { absentConfidence, deniedConfidence, presentConfidence, round3 } from "./scoreConfidence.js"
import { unitCode } from "./unitVectors.js"
import { bygoneUnit, vendorAsides } from "./bygone.js"
import { settledEpisodes } from "./settledEpisode.js"
import { alsoOffered } from "./alsoOffered.js"
import { onlyReference } from "../text/references.js"
import { correctionTurns, resolvedTurns } from "../text/correction.js"
import { afterCorrection, afterDenial, afterResolution, severestTurn, type TurnEntry, turnsOf } from "./severestTurn.js"
import { markedFaultEntries, stressedUnits } from "./stressed.js"
import { wishesGiveWay } from "./wishBeside.js"
import { featuresAskedLow } from "./featureAsked.js"
import { DENSE_CLASS_FOUND, denseCategory } from "./denseCategories.js"
import type { Turn, Unit } from "../text/units.js"
import { answerUnits } from "./answeredCategory.js"
import { datedReplies } from "./datedReplies.js"
import { scaleVerdict } from "./numericScale.js"
import { reachVerdict } from "./reachScale.js"
import { isAcknowledgement, isCourtesySentence } from "../text/courtesy.js"
import { statesWish } from "../text/setAside.js"
import { unitNaming } from "./categoryNaming.js"
import { catSim, exactCategories, loneExample } from "./categoryExamples.js"
import { chooseCategory, markedPoints, noChoices } from "./chosenCategory.js"
import { cueFor, offTopicMessages } from "./unread.js"
import { namedAsHeldOnly } from "./heldNames.js"
import { ACT_FOUND, actNamedElsewhere, namedByDeedOnly, namesAnother, unitActs } from "./categoryActs.js"
import { noJobAsked } from "./thanksOnly.js"
import { carryingSentence, statementsOf, type WholeReading, wholeReadings } from "./wholeMessage.js"

/** Lead over the runner-up at which a category named in a clause overrules the sentence vectors. */
const NAMED_LEAD = 0.05
/** A member of a category's kind named ("the fridge" for appliance_repair): found, at the boundary. */
const TOPIC_MEMBER = 0.5

export const classify = (
  ctx: Compiled,
  m: DetModel,
  all: ReadonlyArray<Unit>,
  sims: ReadonlyArray<Float64Array>,
  exacts: ReadonlyArray<ReadonlySet<number>>,
  input: ReadonlyArray<Message>,
  turns: ReadonlyArray<Turn> = []
): Detection => {
  const episodes = { aside: true, found: false }
  // A report of work done and fine now, a question whether goods are sold, of opening times or a bill alone asks for no job (thanksOnly.ts).
  const first = noJobAsked(m, all, input) ?? classifyReading(ctx, m, all, sims, exacts, input, turns, episodes)
  // An episode told gone well is background when the message's other sentences name a category;
  // when they name none, it still hints the kind the customer comes back for ("last year's
  // holiday with you was brilliant. This time just the two of us").
  return first.found || first.negated || !episodes.found ? first : classifyReading(ctx, m, all, sims, exacts, input, turns, { aside: false, found: false })
}

const classifyReading = (
  ctx: Compiled,
  m: DetModel,
  all: ReadonlyArray<Unit>,
  sims: ReadonlyArray<Float64Array>,
  exacts: ReadonlyArray<ReadonlySet<number>>,
  input: ReadonlyArray<Message>,
  turns: ReadonlyArray<Turn>,
  /** Whether to read episodes told gone well as asides (settledEpisode.ts), and whether any was. */
  episodes: { readonly aside: boolean; found: boolean }
): Detection => {
  const t = (m.classModel?.softmax ?? null) !== null ? T_CUSTOM_CLASS_LR : m.threshold
  const det = ctx.models.indexOf(m)
  const exactOf = (i: number): Set<string> => exactCategories(ctx, det, exacts[i]!)
  const lone = loneExample(m, all, exactOf, input)
  if (lone !== null) return lone
  const best = new Map<string, Candidate>()
  // Units that speak for each category: of two categories equally strong, the one the text keeps returning to.
  const support = new Map<string, number>()
  // Per category, its best unit that names it (by name or member) while stating a wish, and
  // whether a category's best unit only names it in passing.
  const choices = noChoices()
  const { wished, inPassing, atPoint, acted } = choices
  // Candidates whose score a name, a member of its kind, a form label or a cue raised above their likeness.
  const stated = new Set<Candidate>()
  let anyBest: Candidate | null = null
  let exactCat: { cat: string; cand: Candidate } | null = null
  let denied: Candidate | null = null
  const cm = m.classModel
  // Every category a customer's sentence reaches the found line with, for a rubric read by its most severe turn.
  const turnEntries: Array<TurnEntry> | null = m.severityOrder === null ? null : []
  const chance = 1 / Math.max(2, m.categories.length)
  // Manners (greetings, sign-offs, thanks) win no category, whether or not the message is read whole.
  // So is a reply that only takes in what was said ("perfect, thanks"), the customer's own sentences alone.
  const mannersOnly = (u: Unit, text: string): boolean => isCourtesySentence(text) || (u.confirmation === null && isAcknowledgement(text))
  const courtesy = all.map((u) => u.tokens.length > 0 && !u.whole && mannersOnly(u, input[u.messageIndex]?.content.slice(u.start, u.end) ?? ""))
  const courtesySpans = all.filter((_, i) => courtesy[i])
  // With a softmax, a short message is read whole, without its courtesy (wholeMessage.ts).
  const learned = cm !== null && cm.softmax !== null
  const courteous = new Set(courtesySpans)
  // The vendor's side's asides are left out of a whole message's reading as manners are (bygone.ts).
  const { asides: vendors, wholes } = vendorAsides(m, all, courteous)
  // An episode told gone well beside the request is left out as the vendor's asides are (settledEpisode.ts).
  // So is a question whether the vendor also offers something, beside the customer's other sentences (alsoOffered.ts).
  const settled = episodes.aside ? new Set([...settledEpisodes(m, all, courteous), ...alsoOffered(m, all, courteous)]) : new Set<Unit>()
  episodes.found = settled.size > 0
  const asides = settled.size === 0 ? vendors : new Set([...vendors, ...settled])
  const leftOut = asides.size === 0 ? courtesySpans : [...courtesySpans, ...asides]
  const readings = learned ? wholeReadings(all, input, (u) => courteous.has(u) || asides.has(u)) : new Map<Unit, WholeReading>()
  const readWhole = new Set([...readings.keys()].map((u) => u.messageIndex))
  const offTopic = offTopicMessages(m, all)
  const stressed = stressedUnits(m, all)
  const answers = answerUnits(m, turns)
  const dated = datedReplies(m, turns)
  // A rubric read by its most severe turn has its own marks (stressed.ts).
  const points = m.builtin || m.severityOrder !== null ? new Set<Unit>() : markedPoints(all, input)
  // A sentence told long past or settled ("last spring I had chest pains", "last year's trip was lovely") names no category now.
  const bygone = all.map((u) => bygoneUnit(m, u) || wholes.has(u) || settled.has(u))
  all.forEach((u, i) => {
    if (courtesy[i] || offTopic.has(u.messageIndex)) return
    // A line that is only a reference ("Unit: E-402") is like a category's example by chance alone;
    // not a number under the detector's own name ("Fleet: 40" for fleet_size), which answers it.
    if (!m.builtin && !u.whole && m.scale == null && exacts[i]!.size === 0 && onlyReference(u.tokens) && coverage(ctx, m.nameStems, plainOf(u.tokens, "any")) < 0.5) return
    const ct = cueFor(m, u)
    const global = sims[i]!
    const ex = exacts[i]!
    const exactCats = exactOf(i)
    // The class model's similarities, computed on first use (with a softmax, only `m.any` asks).
    let localSims: Float64Array | null = null
    const simOf = (id: number): number => {
      if (cm === null) return global[id]!
      localSims ??= classSims(cm, u.features)
      return id < 0 ? localSims[-1 - id]! : localSims[cm.local.get(id)!]!
    }
    // With a softmax, its own category centroids give the similarities (catSim's index is empty).
    const partOfWhole = !u.whole && u.confirmation === null && readWhole.has(u.messageIndex)
    const reading = readings.get(u)
    const read = reading !== undefined ? { tokens: reading.tokens, dense: reading.code() } : u.whole ? statementsOf(u, leftOut, input) : { tokens: u.tokens, dense: unitCode(u, input) }
    const prediction = learned && u.tokens.length > 0 && !partOfWhole ? cm.softmax!.predict(read) : null
    const rawSims: ArrayLike<number> = learned ? (prediction?.similarity ?? new Float64Array(m.categories.length)) : m.categories.map((c) => catSim(m, c, simOf))
    const related = relatedness(prediction?.lexical ?? rawSims)
    // The softmax has no "none of these": it speaks only for a unit related to some category.
    const probs = prediction === null || related === 0 ? null : prediction.probs
    // Built-in rubrics read no category names (categoryNaming.ts).
    const { said, naming, unchosenOnly } = unitNaming(ctx, m, u, leftOut)
    // A category named after an act is stated by the act in other words (categoryActs.ts), where no other is named.
    const acts = bygone[i] ? null : unitActs(m, u, input)
    let wishes: boolean | undefined
    const label = m.builtin ? null : labelOf(u)
    const nameCov = naming?.nameCov ?? null
    const listsNames = naming?.listsNames ?? false
    const members = naming?.members ?? null
    const listsMembers = naming?.listsMembers ?? false
    // A form line whose label names the detector ("Reason for visit: ...") is about it.
    const onTopic = label !== null && label.mod === 0 && label.hasValue && coverage(ctx, m.nameStems, label.plain) >= 0.5
    // The cues whose words the sentence holds (the others cannot match), answer cues after them in a reply.
    const cues = dated.has(u) ? [] : mayMatchIn(m.cues, patternOf, ct)
    const tried = answers.has(u) ? [...cues, ...mayMatchIn(m.answerCues, patternOf, ct)] : cues
    m.categories.forEach((c, ci) => {
      const entry = m.byCat.get(c)!
      const exactHit = exactCats.has(c)
      const sim = learnedSim(rawSims[ci]!, probs === null ? null : probs[ci]!, related, chance)
      let score = simScore(sim, t)
      if (onTopic && sim > 0.05) score = Math.min(1, score + TOPIC_BOOST)
      if (!m.builtin && label !== null) {
        const stems = m.catStems.get(c) ?? []
        const labelCov = coverage(ctx, stems, label.plain)
        if (labelCov >= 0.99 && label.mod === 0 && label.hasValue && !unchosenOnly[ci]) score = Math.max(score, LABEL_ANSWER)
        if (labelCov >= 0.99 && label.mod === 1) score = Math.min(score, 0.3)
      }
      // Category names speak when a category has few examples of its own; a sentence listing
      // several of them ("mornings, evenings or weekends") offers them all and names none.
      if (!m.builtin && entry.examples.length <= FEW_EXAMPLES && !listsNames) {
        // Where another category is named for an act, a name said only of a thing the sender holds or
        // as the subject's setting, in a sentence wishing nothing ("my bike keeps throwing its chain"
        // beside "repair"), is what the act is done to (heldNames.ts). Not where categories are kinds
        // of thing ("my cat is off her food" for species): the held thing is the answer there.
        const framed = nameCov![ci]! >= 0.5 && actNamedElsewhere(m, ci) && namedAsHeldOnly(m, c, said) && !(wishes ??= statesWish(said))
        const cov = framed ? 0 : nameCov![ci]!
        if (cov >= 0.99) score = Math.max(score, CATEGORY_NAME_FULL)
        else if (cov >= 0.5) score = Math.max(score, CATEGORY_NAME_PART)
        if (members![ci]! && !listsMembers) score = Math.max(score, TOPIC_MEMBER)
      }
      if (acts !== null && acts[ci]! && entry.examples.length <= FEW_EXAMPLES && !namesAnother(m, ci, naming, said) && !acted.has(c)) acted.set(c, { score: ACT_FOUND, unit: u, match: null })
      if (unchosenOnly[ci] || bygone[i]) score = Math.min(score, CATEGORY_NAME_PART)
      let match: CueMatch | null = null
      for (const cue of tried) {
        if (cue.cat !== c || cue.w <= score) continue
        const mt = matchCue(cue.re, ct)
        if (mt !== null) {
          score = cue.w
          match = mt
        }
      }
      const final = exactHit ? 1 : score
      const named = !exactHit && match === null && score <= CATEGORY_NAME_FULL && score > simScore(sim, t) && score >= TOPIC_MEMBER
      const wish = named && !namedByDeedOnly(m, c, said) && (wishes ??= statesWish(said))
      if (wish && (wished.get(c)?.score ?? 0) < final) wished.set(c, { score: final, unit: u, match })
      if (points.has(u) && final >= 0.5 && (atPoint.get(c)?.score ?? 0) < final) atPoint.set(c, { score: final, unit: u, match })
      if (final >= CATEGORY_NAME_PART) support.set(c, (support.get(c) ?? 0) + 1)
      if (turnEntries !== null && final >= 0.5) turnEntries.push({ c, cand: { score: final, unit: u, match }, stressed: stressed.has(u) })
      // The exact match covering the most text wins (a whole message over one of its sentences).
      const exactWins = exactHit && (exactCat === null || u.end - u.start > exactCat.cand.unit.end - exactCat.cand.unit.start)
      const prev = best.get(c)
      // Most units are no category's best: a candidate is made only when it is kept.
      if (!exactWins && prev !== undefined && final <= prev.score) return
      const cand: Candidate = { score: final, unit: u, match }
      if (named) inPassing.set(cand, !wish)
      if (match !== null || final > simScore(sim, t)) stated.add(cand)
      if (exactWins) exactCat = { cat: c, cand }
      if (prev === undefined || final > prev.score) best.set(c, cand)
    })
    let anySim = 0
    for (const id of m.any) anySim = Math.max(anySim, simOf(id))
    if (anySim > 0) anyBest = better(anyBest, { score: m.any.some((id) => ex.has(id)) ? 1 : simScore(anySim, t), unit: u, match: null })
    const { score: deny, match: denyMatch } = denyCue(m, ct, 0)
    if (deny > 0) denied = better(denied, { score: deny, unit: u, match: denyMatch })
  })
  // Ranked categories; ties go to the category declared first.
  const ranked = m.categories
    .flatMap((c, order) => {
      const cand = best.get(c)
      return cand === undefined ? [] : [{ c, order, cand }]
    })
    .sort((a, b) => b.cand.score - a.cand.score || (support.get(b.c) ?? 0) - (support.get(a.c) ?? 0) || a.order - b.order)
  // A category named in passing gives way to one wished for, and any to the one read at the sender's marked point.
  let { top, second } = chooseCategory(m.categories, choices, ranked[0], ranked[1])
  if (exactCat !== null) {
    const ex = exactCat as { cat: string; cand: Candidate }
    top = ranked.find((r) => r.c === ex.cat) ?? top
  }
  let d = denied as Candidate | null
  if (exactCat === null && turnEntries !== null && m.severityOrder !== null) {
    turnEntries.push(...markedFaultEntries(m, stressed, turnEntries, (u) => offTopic.has(u.messageIndex)))
    // The most severe turn answers; a point told after a denial stands against it (severestTurn.ts).
    const later = d !== null && d.score >= 0.5 ? afterDenial(m.severityOrder, turnEntries, d) : null
    // A later reply that takes back the first alarm ("actually only my login") answers for the call,
    // and so does the last one telling the fault the sender's own and gone ("it was my VPN, works now").
    const corrections = correctionTurns(input)
    const resolved = resolvedTurns(input)
    const gone = later === null && (resolved.at(-1) ?? -1) >= (corrections.at(-1) ?? 0) ? afterResolution(m.severityOrder, turnEntries, resolved, all) : null
    const pick = later ?? gone ?? afterCorrection(m.severityOrder, turnEntries, corrections) ?? severestTurn(m.severityOrder, turnsOf(featuresAskedLow(m, input, all, wishesGiveWay(m, turnEntries))))
    if (later !== null) d = null
    if (pick !== null && (top === undefined || pick.c !== top.c)) {
      second = top
      top = { c: pick.c, order: m.categories.indexOf(pick.c), cand: pick.cand }
    }
  }
  const anyC = anyBest as Candidate | null
  const topScore = top === undefined ? 0 : top.cand.score
  const foundScore = Math.max(topScore, anyC?.score ?? 0)
  // A number on the categories' scale, or who the fault hits on a reach scale, decides short of an exact example.
  const scaled = exactCat === null ? (scaleVerdict(ctx, m, all, input) ?? reachVerdict(m, all, input)) : null
  if (scaled !== null) {
    const { category, cand } = scaled
    return { found: true, confidence: round3(presentConfidence(cand.score)), value: category, negated: false, evidence: evidenceOf([cand], input), invalid: false }
  }
  if (top !== undefined && foundScore >= 0.5 && (d === null || foundScore >= d.score)) {
    const margin = second === undefined ? 1 : Math.max(0, topScore - second.cand.score)
    const conf = exactCat !== null ? 1 : Math.min(foundScore, 0.5 + 0.5 * Math.min(1, foundScore * (0.6 + 2 * margin)))
    const decided = topScore >= 0.5 ? top.cand : (anyC ?? top.cand)
    // A message the softmax read whole is quoted by the sentence that carries its category.
    const reading = exactCat === null && decided === top.cand ? readings.get(decided.unit) : undefined
    const evidenceUnit = reading === undefined ? decided : { ...decided, unit: carryingSentence(reading, m.categories.indexOf(top.c), chance, cm!.softmax!.predict, input), match: null }
    return {
      found: true,
      confidence: round3(exactCat !== null ? 1 : Math.max(0.5, presentConfidence(conf) * (0.55 + 0.45 * Math.min(1, margin / MARGIN_SURE)))),
      value: top.c,
      negated: false,
      evidence: evidenceOf([evidenceUnit], input),
      invalid: false
    }
  }
  if (d !== null && d.score >= 0.5) {
    return { found: false, confidence: round3(deniedConfidence(d.score)), value: null, negated: true, evidence: evidenceOf([d], input), invalid: false }
  }
  // No category shares words with the text: the sentence vectors may still point to one. Not for
  // categories on a numeric scale when that sentence states a number the scale did not take: a
  // count of something else ("40 branches") is no size.
  // A whole message holding an aside of the vendor's side is read by its other sentences alone (bygone.ts `vendorAsides`).
  const asideMessages = new Set([...asides].map((u) => u.messageIndex))
  const dense = denseCategory(m, all.filter((u, i) => !courtesy[i] && !bygone[i] && !offTopic.has(u.messageIndex) && !(u.whole && asideMessages.has(u.messageIndex))), input)
  const otherNumber = dense !== null && m.scale != null && dense.unit.tokens.some((t) => t.cls === "num")
  if (dense !== null && !otherNumber && dense.closeness >= DENSE_CLASS_FOUND) {
    const score = Math.min(0.75, 0.5 + (dense.closeness - DENSE_CLASS_FOUND))
    // A clause naming a category outright ("about a roof repair", "by video") is evidence the
    // vectors' guess from another sentence must not contradict: that category, with that clause.
    // A likeness of 0.45 is no naming: a shared word ("tracking", "bought") would overrule the vectors' reading of the whole.
    const named = top !== undefined && stated.has(top.cand) && top.cand.score >= CATEGORY_NAME_PART && (second === undefined || top.cand.score - second.cand.score >= NAMED_LEAD) ? top : null
    const unit: Candidate = { score, unit: named?.cand.unit ?? dense.unit, match: named?.cand.match ?? null }
    return { found: true, confidence: round3(presentConfidence(score)), value: named?.c ?? dense.category, negated: false, evidence: evidenceOf([unit], input), invalid: false }
  }
  return { found: false, confidence: round3(absentConfidence(foundScore)), value: null, negated: false, evidence: [], invalid: false }
}
