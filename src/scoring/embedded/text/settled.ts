// A clause that reports something fine or dealt with ("the breaker looks fine", "it's been
// fixed", "it turned out to be nothing") cannot state a problem, however near a hazard it comes
// by its words: sentence vectors see "breaker" and "leak" and not the state they are in. Read
// only for detectors that name a problem (`namesAProblem`): "Tuesday is fine" states a time.
import type { Token } from "./text.js"

/** Words in a detector's name or description that make it a problem to be reported. */
const PROBLEM_WORDS = new Set([
  "hazard", "hazards", "risk", "risks", "concern", "concerns", "flag", "flags", "danger", "dangers", "emergency", "threat",
  "threats", "problem", "problems", "issue", "issues", "incident", "incidents", "symptom", "symptoms", "alert", "warning",
  "breach", "complaint", "complaints", "injury", "damage", "fault", "faults"
])

/** Whether a detector's name or description names a problem (a hazard, a risk, a concern, a red flag). */
export const namesAProblem = (name: string, description: string): boolean =>
  `${name} ${description}`
    .toLowerCase()
    .split(/[^a-z]+/)
    .some((w) => PROBLEM_WORDS.has(w))

const FINE = new Set(["fine", "ok", "okay", "alright", "normal", "normally"])
/** What says how a thing is before "fine": "looks fine", "is ok", "logged in fine", "running normally". */
const STATE_VERBS = new Set([
  "is", "are", "was", "were", "am", "be", "been", "look", "looks", "looked", "seem", "seems", "seemed", "work", "works", "worked",
  "run", "runs", "ran", "feel", "feels", "felt", "logged", "went", "came"
])
const RESOLVED = new Set(["fixed", "sorted", "resolved", "repaired", "solved"])
/** Before a resolved participle: "has been fixed", "got sorted", "was repaired". */
const RESOLVED_AUX = new Set(["been", "was", "were", "is", "are", "got", "get", "has", "have", "had"])
/** Between the auxiliary and the participle: "it's since been fixed", "was already sorted". */
const ADVERBS = new Set(["since", "already", "now", "all", "properly", "finally", "just"])
const STATE_BACK = 4

const plain = (t: Token | undefined): boolean => t !== undefined && t.mod === 0

/** Whether tokens[from, to) report something fine, resolved, or turned out harmless. */
export const statesSettled = (tokens: ReadonlyArray<Token>, from = 0, to = tokens.length): boolean => {
  for (let k = from; k < to; k++) {
    const t = tokens[k]!
    if (!plain(t)) continue
    if (FINE.has(t.norm)) {
      for (let j = k - 1; j >= Math.max(from, k - STATE_BACK); j--) {
        const w = tokens[j]!.norm
        if (STATE_VERBS.has(w) || (w.endsWith("ing") && w.length > 4)) return true
      }
    }
    if (RESOLVED.has(t.norm)) {
      let j = k - 1
      while (j >= from && ADVERBS.has(tokens[j]!.norm)) j--
      if (j >= from && RESOLVED_AUX.has(tokens[j]!.norm) && plain(tokens[j])) return true
    }
    // "It turned out to be reflux", "turns out it was nothing": a worry revised.
    if ((t.norm === "turned" || t.norm === "turns") && tokens[k + 1]?.norm === "out" && k + 2 < to) return true
  }
  return false
}

/**
 * Whether the clause tokens[from, to) opens open: said of a third party, as a condition, as
 * uncertain or put off ("my neighbour had a gas leak", "if it sparks again"). A clause that
 * states something and then adds a condition ("he bites if they come close") is not.
 */
export const opensOpen = (tokens: ReadonlyArray<Token>, from = 0, to = tokens.length): boolean => {
  for (let k = from; k < to; k++) if (tokens[k]!.cls !== "punct") return tokens[k]!.mod === 2
  return false
}

/** Whether most words of tokens[from, to) are open: a message mostly about somebody else, or mostly conditions. */
export const mostlyOpen = (tokens: ReadonlyArray<Token>, from = 0, to = tokens.length): boolean => {
  let words = 0
  let open = 0
  for (let k = from; k < to; k++) {
    if (tokens[k]!.cls === "punct") continue
    words++
    if (tokens[k]!.mod === 2) open++
  }
  return words > 0 && open * 2 >= words
}
