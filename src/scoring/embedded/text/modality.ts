// The modality of each token: plain, negated ("we don't have budget") or hypothetical/uncertain
// ("if we ever had budget"), scoped by cue words, small windows and clause breaks.
import { doubtBack, doubtTagAt } from "./doubtTag.js"
import { endsCondition, invertsCondition, markConditionedMain } from "./conditions.js"
import { defers, putsOff, reachesSubject } from "./deferral.js"
import { continuesList, joinsOwnClause, mainVerbAt, negatesRelative, startsPredicate, tellsScarcity } from "./clauseJoins.js"
import { CLAUSE_PUNCT, isBoundary, markBack, NEG_WINDOW } from "./scope.js"
import type { Modality, Token } from "./text.js"

const NEG_CUES = new Set(["not", "no", "never", "nobody", "nothing", "none", "neither", "nor", "without", "zero", "nowhere", "noone", "cannot"])
const HYP_CUES = new Set(["if", "unless", "suppose", "supposing", "assuming", "hypothetically", "someday"])
/** "if you could", "if possible": politeness, not a condition. */
const POLITE_IF = new Set(["you", "possible", "convenient", "needed", "necessary", "so", "any", "anything", "interested", "that"])
const HYP_WINDOW = 9
/** "Without proper software we keep running short": "without" governs a noun phrase; a subject after it opens the main clause. */
const SUBJECTS = new Set(["we", "i", "they", "you", "he", "she"])
/** "no more than", "not later than": comparatives that bound an amount or a date. */
const BOUNDS = new Set(["more", "less", "fewer", "higher", "lower", "later", "earlier", "greater", "bigger", "longer", "over", "above", "beyond"])

/** Verbs that, after "a day without bookings", are the main clause's: the phrase was the subject's. */
const SUBJECT_VERBS = new Set(["is", "was", "are", "were", "costs", "cost", "means", "meant", "leaves", "left"])
/**
 * "Every day without bookings is €6,000 in lost sales": a "without" phrase inside the subject
 * (a word before it) ends at the main verb, which tells the plain consequence. Sentence-initial
 * "without" ("Without a system is how we …") and a relative clause's verb are left negated.
 */
const endsWithoutPhrase = (tokens: ReadonlyArray<Token>, at: number, i: number): boolean => {
  if (i - at < 2 || !SUBJECT_VERBS.has(tokens[i]!.norm)) return false
  const before = tokens[at - 1]
  if (before === undefined || before.cls !== "word") return false
  for (let k = at + 1; k < i; k++) if (RELATIVES.has(tokens[k]!.norm) || tokens[k]!.cls === "punct") return false
  return true
}
const RELATIVES = new Set(["who", "which", "that", "where", "whose"])

const SAYING = new Set(["say", "saying", "said", "think", "mean", "claim", "believe", "suggest", "argue"])
/** "It's not that we don't want it": the first negation cancels the second (a double negation). */
const cancelsNext = (tokens: ReadonlyArray<Token>, at: number): number => {
  // "not that we don't", and "I wouldn't say (that) we aren't": denying a denial affirms.
  // Also "it's not like we don't", "it isn't as if we can't" (a comparison that denies a denial).
  let from = at + 1
  if (SAYING.has(tokens[from]?.norm ?? "") || tokens[from]?.norm === "like") from++
  else if (tokens[from]?.norm === "as" && (tokens[from + 1]?.norm === "if" || tokens[from + 1]?.norm === "though")) from += 2
  else if (tokens[from]?.norm !== "that") return -1
  if (tokens[from]?.norm === "that") from++
  for (let k = from; k < tokens.length && k <= from + 4; k++) {
    const t = tokens[k]!
    if (t.cls === "punct" && CLAUSE_PUNCT.has(t.norm)) return -1
    // "It's not that nobody got hurt": any negator but "without" is the denied denial.
    if (NEG_CUES.has(t.norm) && t.norm !== "without") return k
  }
  return -1
}

/** "Not short of / on", "not lacking", "no shortage / lack of": a negated want says there is plenty. */
const plenty = (tokens: ReadonlyArray<Token>, at: number): boolean => {
  const w = tokens[at]!.norm
  const next = tokens[at + 1]?.norm
  const after = tokens[at + 2]?.norm
  if (w === "not" || w === "never") return next === "lacking" || (next === "short" && (after === "of" || after === "on"))
  return w === "no" && (next === "shortage" || next === "lack") && after === "of"
}

const CAN = new Set(["can", "could", "cannot"])
const SPEAK = new Set(["speak", "comment", "answer"])
const SPEAK_TO = new Set(["to", "on", "for", "about"])
/**
 * "I can't speak to the budget", "I can't comment on timing": the speaker does not know, nothing
 * is denied. Not "can't say where": that tells what nobody can find out ("stock goes missing and
 * we can't say where").
 */
const cannotSpeakTo = (tokens: ReadonlyArray<Token>, at: number): boolean => {
  const w = tokens[at]!.norm
  const prev = tokens[at - 1]?.norm ?? ""
  const speaks = SPEAK.has(tokens[at + 1]?.norm ?? "") && SPEAK_TO.has(tokens[at + 2]?.norm ?? "")
  return speaks && (w === "cannot" || (w === "not" && CAN.has(prev)))
}

/** The finite forms before "yet to": "we have yet to set a budget", "it is yet to be agreed". */
const YET_TO_AUX = new Set(["have", "has", "had", "is", "are", "am", "was", "were"])

/**
 * "Yet" as an adverb, not the contrast "but": right after a negation ("we have not yet set a
 * budget") it belongs to the negation's scope; in "have yet to" it puts the topic off.
 */
const adverbialYet = (tokens: ReadonlyArray<Token>, at: number): boolean => {
  if (tokens[at]!.norm !== "yet") return false
  const prev = tokens[at - 1]?.norm ?? ""
  return NEG_CUES.has(prev) || (YET_TO_AUX.has(prev) && tokens[at + 1]?.norm === "to")
}

/** Marks each token's modality in place. */
export const markModality = (tokens: ReadonlyArray<Token>): void => {
  // "Not yet, no number": a sentence that opens with a deferral defers each of its negations.
  const opening = tokens.findIndex((t) => t.cls !== "punct")
  const sentenceDefers = opening >= 0 && opening <= 2 && NEG_CUES.has(tokens[opening]!.norm) && tokens[opening + 1]?.norm === "yet"
  let mode: Modality = 0
  let left = 0
  // Where the open condition started, and whether it opened the sentence (conditions.ts).
  let condAt = -1
  let condOpened = false
  // Where the open negation's "without" stood, if it opened one.
  let withoutAt = -1
  // Where the open negation stood when it is a relative clause's: the main verb after it ends it.
  let relativeAt = -1
  // Whether the open uncertain reach came from a condition, which spans both sides of an "and".
  let conditionOpen = false
  // Whether the open negation already went on past a comma into a list.
  let inList = false
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!
    const next = tokens[i + 1]
    // "We don't have a budget, a timeline or anyone to sign off": the negation governs the list.
    if (mode === 1 && t.norm === "," && continuesList(tokens, i, inList)) {
      left = NEG_WINDOW
      inList = true
      continue
    }
    // "I'm not sure which plan and we need it by Friday": a second clause with its own subject is
    // not in doubt. A negation is not ended so (gate: "I didn't click the link and I deleted the
    // email" then read whole as the clicking, a false find of a security concern).
    if (mode === 2 && !conditionOpen && joinsOwnClause(tokens, i)) {
      mode = 0
      left = 0
      relativeAt = -1
      continue
    }
    if (isBoundary(t) && !adverbialYet(tokens, i)) {
      const holds = mode === 2 && left > HYP_WINDOW && t.norm !== "." && t.norm !== "!" && t.norm !== "?" && t.norm !== ";"
      if (!holds || (condAt >= 0 && endsCondition(tokens, i, condAt, condOpened))) {
        mode = 0
        left = 0
      }
      continue
    }
    // Put off without a negation ("still to be determined", "too early to say"): open, as uncertain.
    const putOffFrom = putsOff(tokens, i)
    if (putOffFrom >= 0) {
      markBack(tokens, putOffFrom, 2)
      mode = 2
      left = HYP_WINDOW
      conditionOpen = false
      t.mod = 2
      continue
    }
    // "…, who knows": the sender doubts the whole sentence, not only what follows (doubtTag.ts).
    if (doubtTagAt(tokens, i)) {
      doubtBack(tokens, i, 2)
      mode = 2
      left = 1000
      conditionOpen = false
      t.mod = 2
      continue
    }
    // Uncertainty: "not sure", "no idea", "don't know", "unsure".
    const uncertain =
      (t.norm === "not" && (next?.norm === "sure" || next?.norm === "certain" || next?.norm === "know")) ||
      cannotSpeakTo(tokens, i) ||
      (t.norm === "no" && next?.norm === "idea") ||
      t.norm === "unsure"
    if ((t.norm === "if" || t.norm === "unless") && next !== undefined && POLITE_IF.has(next.norm)) continue
    if (HYP_CUES.has(t.norm) || uncertain || (t.norm === "in" && next?.norm === "case") || (t.norm === "were" && next?.norm === "to") || (i === opening && invertsCondition(tokens, i))) {
      if (uncertain) {
        // "Budget-wise I don't know yet": the whole clause is uncertain, not only what follows;
        // not a first predicate before "and" + a doubt about something new ("we need a roof and
        // don't know where to start"), clauseJoins.ts.
        for (let j = i - 1; j >= 0 && !isBoundary(tokens[j]!) && !startsPredicate(tokens, j, i); j--) tokens[j]!.mod = 2
      }
      conditionOpen = !uncertain
      mode = 2
      // A sentence that opens with a condition is hypothetical to its end ("If it breaks, can I call someone?").
      const opensSentence = tokens.slice(0, i).every((x) => x.cls === "punct" || x.stop || x.norm === "and" || x.norm === "but" || x.norm === "so")
      // "If X, Y": the consequent is as hypothetical as the condition.
      const conditional = t.norm === "if" || t.norm === "unless" || t.norm === "suppose" || t.norm === "supposing" || t.norm === "assuming"
      left = opensSentence || conditional ? 1000 : HYP_WINDOW
      condAt = i
      condOpened = opensSentence
      // "We'd start in March if we went ahead": a would-clause before the condition depends on it.
      if (conditional && !opensSentence) markConditionedMain(tokens, i)
      t.mod = 2
      continue
    }
    // Pseudo-negations: "not only", "no doubt", "no matter", "not just", "no later than", "nothing but".
    const pseudo =
      (t.norm === "not" && (next?.norm === "only" || next?.norm === "just")) ||
      (t.norm === "no" && (next?.norm === "doubt" || next?.norm === "matter" || next?.norm === "later" || next?.norm === "sooner")) ||
      (t.norm === "nothing" && next?.norm === "but") ||
      // A bound, not a denial: "no more than 600 a month", "not later than June" ("no more budget" stays one).
      ((t.norm === "no" || t.norm === "not") && BOUNDS.has(next?.norm ?? "") && tokens[i + 2]?.norm === "than") ||
      (t.norm === "without" && next?.norm === "delay") ||
      // Litotes, plenty told by its opposite: "we're not short of money", "no shortage of problems".
      plenty(tokens, i) ||
      // Scarcity, a complaint of too little: "almost no drivers", "next to no stock".
      tellsScarcity(tokens, i)
    if (NEG_CUES.has(t.norm) && !pseudo) {
      const cancelled = cancelsNext(tokens, i)
      if (cancelled >= 0) {
        // Both negations read as plain: what follows the second is affirmed.
        mode = 0
        left = 0
        i = cancelled
        continue
      }
      if (mode !== 2 && (sentenceDefers || defers(tokens, i))) {
        // Deferred, not denied: the topic is open, as for an uncertain statement.
        if (reachesSubject(tokens, i)) markBack(tokens, i, 2)
        mode = 2
        conditionOpen = false
        left = NEG_WINDOW
        t.mod = 2
        continue
      }
      if (mode !== 2) {
        mode = 1
        left = NEG_WINDOW
        withoutAt = t.norm === "without" ? i : -1
        relativeAt = negatesRelative(tokens, i) ? i : -1
        inList = false
      } else {
        t.mod = 2
      }
      continue
    }
    if (mode === 1 && withoutAt >= 0 && (SUBJECTS.has(t.norm) || endsWithoutPhrase(tokens, withoutAt, i))) {
      mode = 0
      left = 0
      withoutAt = -1
      continue
    }
    // "The technician who didn't bring the part fixed the leak": the main verb ends the relative clause.
    if (mode === 1 && relativeAt >= 0 && i - relativeAt >= 2 && mainVerbAt(tokens, i)) {
      mode = 0
      left = 0
      relativeAt = -1
      continue
    }
    if (mode !== 0 && left > 0) {
      t.mod = mode
      left--
      if (left === 0) mode = 0
    } else {
      mode = 0
    }
  }
}
