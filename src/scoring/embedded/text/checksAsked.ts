// A trigger's topic asked for as work, not told as an event: a check or an inspection booked ("can
// you book the annual gas safety check?", "could someone check the harness clips before Saturday?"),
// a thing to be fitted ("we'd like a smoke alarm fitted"), or a precaution wanted ("we want a fire
// blanket in the kitchen, to be on the safe side"). Such a clause shares the danger's words with
// an escalation trigger's examples (gas, alarm, fire, belay) and reports no danger now. Read by
// denseExamples.ts for problem detectors whose examples ask nothing; a clause that also tells a
// harmful state ("can you check the socket, it sparked and smells burnt") is not such a request.
import { tellsHarm } from "./harmStates.js"
import { stem } from "./stem.js"
import type { Token } from "./text.js"

/** Modals that open a request when the one asked follows ("can you", "could someone"). */
const REQUEST_MODALS = new Set(["can", "could", "would", "will"])
const ASKED = new Set(["you", "u", "someone", "somebody", "anyone", "anybody", "one"])
/** "We'd like", "I want", "we would like": the sender's own wish. */
const WISH = new Set(["like", "love", "want", "wanted"])
const WISHERS = new Set(["we", "i"])
/** Work done to keep a thing safe rather than to mend an event (by stem). */
const CHECK_WORDS = new Set(
  ["check", "inspect", "inspection", "test", "service", "servicing", "survey", "assess", "assessment", "fit", "fitted", "install", "installed", "maintenance"].map(stem)
)
/** Words a precaution is told by: "to be on the safe side", "to avoid …", "just in case", "as a precaution". */
const PRECAUTION = new Set(["avoid", "prevent", "precaution", "precautions", "safe"])
/** A reason joined to the request tells why it is asked: what follows may be the event ("because it sparked"). */
const REASONS = new Set(["because", "cause", "cos", "coz", "since", "as", "after"])

/** Nouns that name a routine check as a heading or a subject line ("Re: Annual gas check", "Boiler service"), by stem. */
const CHECK_NOUNS = new Set(["check", "inspection", "test", "service", "servicing", "survey", "assessment", "certificate", "maintenance"].map(stem))
const FAIL = stem("failed")
/** Words a heading holds at most. */
const HEADING_WORDS = 5

/**
 * Whether tokens[from, to) only name a check ("Annual gas check", "Re: lift inspection"): a short
 * phrase ending in a check's noun, telling no harm and no failure ("failed its gas check" reports one).
 */
export const namesCheck = (tokens: ReadonlyArray<Token>, from = 0, to = tokens.length): boolean => {
  const words = tokens.slice(from, to).filter((t) => t.cls !== "punct")
  if (words.length === 0 || words.length > HEADING_WORDS || !CHECK_NOUNS.has(words.at(-1)!.stem)) return false
  return !words.some((t) => t.stem === FAIL) && !tellsHarm(tokens, from, to)
}

/** Whether tokens[from, to) ask for a check, a fitting or a precaution and tell no harmful state. */
export const asksCheckOrPrecaution = (tokens: ReadonlyArray<Token>, from = 0, to = tokens.length): boolean => {
  const words = tokens.slice(from, to).filter((t) => t.cls !== "punct")
  const requested = words.some(
    (t, k) =>
      t.norm === "please" ||
      (REQUEST_MODALS.has(t.norm) && ASKED.has(words[k + 1]?.norm ?? "")) ||
      (WISH.has(t.norm) && (WISHERS.has(words[k - 1]?.norm ?? "") || (words[k - 1]?.norm === "would" && WISHERS.has(words[k - 2]?.norm ?? ""))))
  )
  if (!requested) return false
  // A precaution may close the sentence in a clause of its own ("…, to be on the safe side"): read to its end.
  const rest = tokens.slice(from).filter((t) => t.cls !== "punct")
  const precautionAt = rest.findIndex((t, k) => (t.norm === "safe" ? rest[k + 1]?.norm === "side" : PRECAUTION.has(t.norm)))
  const checked = words.some((t) => CHECK_WORDS.has(t.stem))
  if (!checked && precautionAt < 0) return false
  if (words.some((t, k) => REASONS.has(t.norm) && k > 0 && (t.norm !== "as" || words[k + 1]?.norm !== "a"))) return false
  // The harm a precaution is against is not told ("to avoid a leak"): only what comes before it counts.
  const harmTo = precautionAt < 0 ? to : Math.min(to, tokens.indexOf(rest[precautionAt]!))
  return !tellsHarm(tokens, from, harmTo)
}

/** Words of a guard against an event: what follows them has not happened ("to avoid a gas leak"). */
const GUARDS = new Set(["avoid", "avoiding", "prevent", "preventing"])
/** What a purpose clause opens with before its subject ("so we avoid", "so that nobody can prevent"). */
const PURPOSE_SO = new Set(["so", "that"])
const PURPOSE_SUBJECTS = new Set(["we", "i", "you", "they", "it", "nobody", "no-one"])
const PURPOSE_MODALS = new Set(["can", "could", "will", "would", "might", "may"])

/** Whether the guard at `k` opens a purpose: "to avoid", "so we (can) avoid", or a clause opened by "avoiding" (read on the whole sentence: "so" ends a clause). */
const guardsFor = (tokens: ReadonlyArray<Token>, from: number, k: number): boolean => {
  if (!GUARDS.has(tokens[k]!.norm)) return false
  if (tokens[k - 1]?.norm === "to" || k === from) return true
  let j = k - 1
  if (PURPOSE_MODALS.has(tokens[j]?.norm ?? "")) j--
  return PURPOSE_SUBJECTS.has(tokens[j]?.norm ?? "") && PURPOSE_SO.has(tokens[j - 1]?.norm ?? "")
}

/**
 * Whether tokens[from, to) tell only a precaution, with no request ("we keep the towels away
 * from the hob to avoid a fire", "which valve do we close so we avoid a gas leak?"): a guard
 * opening a purpose, and no harm told before it (the event guarded against has not happened).
 */
export const guardsOnly = (tokens: ReadonlyArray<Token>, from = 0, to = tokens.length): boolean => {
  for (let k = from; k < to; k++) if (guardsFor(tokens, from, k)) return !tellsHarm(tokens, from, k)
  return false
}
