// A free or reduced service is claimed, more often than by asking for it, by the circumstance that
// earns it: "I'm sixty-eight", "we're on universal credit", "I get carer's allowance", "I'm a
// full-time carer for my son", "I'm retired", "I'm registered disabled". Read for a detector of
// eligibility (engine/ownRecordFound.ts): the sender as subject, in plain words, not asked, and not
// told of a past ("I was on jobseeker's years ago") — somebody else's circumstance is theirs.
import type { Token } from "./text.js"

const SENDER = new Set(["i", "we"])
/** Being ("I'm", "we are") or receiving ("I get", "we receive", "I claim"). */
const BEING = new Set(["am", "m", "are", "re"])
const RECEIVING = new Set(["get", "receive", "claim", "draw", "have", "ve", "got"])
/** Payments and allowances that earn a concession ("on universal credit", "carer's allowance", "pension credit"). */
const AWARDS = new Set(["credit", "allowance", "benefit", "benefits", "pension", "pip", "support", "reduction", "bursary", "grant", "dla", "esa", "jsa"])
/** Standings that earn one ("a carer", "a pensioner", "retired", "a student", "registered disabled"). */
const STANDINGS = new Set(["carer", "pensioner", "oap", "retired", "student", "unemployed", "disabled", "veteran", "widow", "widowed", "jobseeker", "apprentice", "blind"])
const TENS: Readonly<Record<string, number>> = { sixty: 60, seventy: 70, eighty: 80, ninety: 90 }
/** The age from which the sender's age alone tells a concession (a senior's). */
const SENIOR = 60
const REACH = 6

/** The statement before a question ("I'm 71 and retired, what would it cost?"): a sentence that only asks tells nothing. */
const toldBeforeAsking = (span: ReadonlyArray<Token>): ReadonlyArray<Token> => {
  const q = span.findIndex((t) => t.norm === "?")
  if (q < 0) return span
  let cut = q - 1
  while (cut >= 0 && ![",", ".", ";"].includes(span[cut]!.norm)) cut -= 1
  return cut > 0 ? span.slice(0, cut) : []
}

/** An age told at k ("67", "sixty-eight", "over 65"), or null. */
const ageAt = (span: ReadonlyArray<Token>, k: number): number | null => {
  const w = span[k]?.norm ?? ""
  if (/^\d{2,3}$/.test(w)) return Number(w)
  return TENS[w] ?? null
}

/** Whether tokens[from, to) tell a circumstance of the sender's that earns a concession (see above). */
export const tellsEligibleCircumstance = (tokens: ReadonlyArray<Token>, from = 0, to = tokens.length): boolean => {
  const span = toldBeforeAsking(tokens.slice(from, to))
  if (span.some((t) => t.norm === "if" || t.norm === "was" || t.norm === "were" || t.norm === "used")) return false
  for (let k = 0; k < span.length; k++) {
    if (!SENDER.has(span[k]!.norm) || span[k]!.mod !== 0) continue
    const verb = span[k + 1]
    if (verb === undefined || verb.mod !== 0) continue
    const window = span.slice(k + 2, k + 2 + REACH).filter((t) => t.cls !== "punct" || t.norm === "'")
    if (window.some((t) => t.mod !== 0)) continue
    if (BEING.has(verb.norm)) {
      // "I'm 67", "I'm over 65", "I'm sixty-eight": an age closing its clause, a senior's.
      const at = window[0]?.norm === "over" || window[0]?.norm === "nearly" ? 1 : 0
      const age = ageAt(window, at)
      if (age !== null && age >= SENIOR && age < 120) return true
      if (window.slice(0, 4).some((t) => STANDINGS.has(t.norm))) return true
      // "we're on universal credit", "we're both on pension credit".
      const on = window.slice(0, 2).findIndex((t) => t.norm === "on")
      if (on >= 0 && window.slice(on + 1, on + 5).some((t) => AWARDS.has(t.norm))) return true
    }
    if (RECEIVING.has(verb.norm) && window.slice(0, 4).some((t) => AWARDS.has(t.norm))) return true
    // "I lost my job", "we've been made redundant", "I'm out of work".
    const seq = [verb, ...window.slice(0, 4)]
    if (seq.some((t, j) => (t.norm === "lost" && seq[j + 2]?.norm === "job") || t.norm === "redundant" || (t.norm === "out" && seq[j + 1]?.norm === "of" && seq[j + 2]?.norm === "work"))) return true
  }
  return false
}
