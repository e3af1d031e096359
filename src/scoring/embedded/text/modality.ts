// The modality of each token: plain, negated ("we don't have budget") or hypothetical/uncertain
// ("if we ever had budget"), scoped by cue words, small windows and clause breaks.
import type { Modality, Token } from "./text.js"

const NEG_CUES = new Set(["not", "no", "never", "nobody", "nothing", "none", "neither", "nor", "without", "zero", "nowhere", "noone", "cannot"])
const HYP_CUES = new Set(["if", "unless", "suppose", "supposing", "assuming", "hypothetically", "someday"])
/** "if you could", "if possible": politeness, not a condition. */
const POLITE_IF = new Set(["you", "possible", "convenient", "needed", "necessary", "so", "any", "anything", "interested", "that"])
const BREAKERS = new Set([
  "but", "however", "although", "though", "except", "because", "whereas", "while", "so", "then", "instead", "yet", "still"
])
const CLAUSE_PUNCT = new Set([".", ",", ";", ":", "!", "?", "(", ")", "[", "]", "—", "–", "-", "...", "\"", "“", "”"])
const NEG_WINDOW = 7
const HYP_WINDOW = 9

const isBoundary = (t: Token): boolean => (t.cls === "punct" && CLAUSE_PUNCT.has(t.norm)) || BREAKERS.has(t.norm)

/**
 * Verbs that, negated, put a topic off rather than deny it: "we haven't discussed budget",
 * "nothing's been decided", "we haven't got to timelines" (decisions §11: a deferral is not a denial).
 */
const DEFERRAL_VERBS = new Set([
  "discussed", "decided", "talked", "thought", "figured", "finalized", "finalised", "agreed", "settled", "looked",
  "considered", "scoped", "defined", "determined", "worked", "planned", "gotten", "got", "reached", "confirmed", "discuss",
  "decide", "talk", "think", "figure", "finalize", "finalise", "agree", "settle", "look", "consider", "confirm"
])
/** Words between a negation and its verb that do not change it: "haven't really discussed", "not been decided". */
const NEG_FILLER = new Set(["been", "really", "even", "actually", "properly", "fully", "formally", "quite", "yet", "as", "so", "far", "had", "have", "has", "a", "the"])

/**
 * A negation that defers rather than denies: a "yet" in its clause ("no budget yet", "not yet"),
 * or a deferral verb right after it ("haven't discussed it").
 */
const defers = (tokens: ReadonlyArray<Token>, at: number): boolean => {
  if (tokens[at + 1]?.norm === "yet") return true
  let j = at + 1
  while (j < tokens.length && NEG_FILLER.has(tokens[j]!.norm)) j++
  if (j < tokens.length && DEFERRAL_VERBS.has(tokens[j]!.norm)) return true
  for (let k = at + 1; k < tokens.length && k <= at + NEG_WINDOW + 2; k++) {
    const t = tokens[k]!
    if (t.norm === "yet") return tokens[k - 1]?.cls !== "punct" // "..., yet we" is "but"
    if (t.cls === "punct" && CLAUSE_PUNCT.has(t.norm)) return false
  }
  return false
}

/** "It's not that we don't want it": the first negation cancels the second (a double negation). */
const cancelsNext = (tokens: ReadonlyArray<Token>, at: number): number => {
  if (tokens[at + 1]?.norm !== "that") return -1
  for (let k = at + 2; k < tokens.length && k <= at + 6; k++) {
    const t = tokens[k]!
    if (t.cls === "punct" && CLAUSE_PUNCT.has(t.norm)) return -1
    if (t.norm === "not" || t.norm === "no" || t.norm === "never") return k
  }
  return -1
}

/** Marks each token's modality in place. */
export const markModality = (tokens: ReadonlyArray<Token>): void => {
  // "Not yet, no number": a sentence that opens with a deferral defers each of its negations.
  const opening = tokens.findIndex((t) => t.cls !== "punct")
  const sentenceDefers = opening >= 0 && opening <= 2 && NEG_CUES.has(tokens[opening]!.norm) && tokens[opening + 1]?.norm === "yet"
  let mode: Modality = 0
  let left = 0
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!
    const next = tokens[i + 1]
    if (isBoundary(t)) {
      if (!(mode === 2 && left > HYP_WINDOW && t.norm !== "." && t.norm !== "!" && t.norm !== "?" && t.norm !== ";")) {
        mode = 0
        left = 0
      }
      continue
    }
    // Uncertainty: "not sure", "no idea", "don't know", "unsure".
    const uncertain =
      (t.norm === "not" && (next?.norm === "sure" || next?.norm === "certain" || next?.norm === "know")) ||
      (t.norm === "no" && next?.norm === "idea") ||
      t.norm === "unsure"
    if ((t.norm === "if" || t.norm === "unless") && next !== undefined && POLITE_IF.has(next.norm)) continue
    if (HYP_CUES.has(t.norm) || uncertain || (t.norm === "in" && next?.norm === "case") || (t.norm === "were" && next?.norm === "to")) {
      if (uncertain) {
        // "Budget-wise I don't know yet": the whole clause is uncertain, not only what follows.
        for (let j = i - 1; j >= 0 && !isBoundary(tokens[j]!); j--) tokens[j]!.mod = 2
      }
      mode = 2
      // A sentence that opens with a condition is hypothetical to its end ("If it breaks, can I call someone?").
      const opening = tokens.slice(0, i).every((x) => x.cls === "punct" || x.stop || x.norm === "and" || x.norm === "but" || x.norm === "so")
      // "If X, Y": the consequent is as hypothetical as the condition.
      const conditional = t.norm === "if" || t.norm === "unless" || t.norm === "suppose" || t.norm === "supposing" || t.norm === "assuming"
      left = opening || conditional ? 1000 : HYP_WINDOW
      t.mod = 2
      continue
    }
    // Pseudo-negations: "not only", "no doubt", "no matter", "not just", "no later than", "nothing but".
    const pseudo =
      (t.norm === "not" && (next?.norm === "only" || next?.norm === "just")) ||
      (t.norm === "no" && (next?.norm === "doubt" || next?.norm === "matter" || next?.norm === "later" || next?.norm === "sooner")) ||
      (t.norm === "nothing" && next?.norm === "but") ||
      (t.norm === "without" && next?.norm === "delay")
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
        mode = 2
        left = NEG_WINDOW
        t.mod = 2
        continue
      }
      if (mode !== 2) {
        mode = 1
        left = NEG_WINDOW
      } else {
        t.mod = 2
      }
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
