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

/** Marks each token's modality in place. */
export const markModality = (tokens: ReadonlyArray<Token>): void => {
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
