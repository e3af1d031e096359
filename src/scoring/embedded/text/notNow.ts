// Readings that tell a problem detector (a hazard, a red flag, a concern: settled.ts) that a
// sentence does not report the problem as it is now, though its words come near an example: the
// worry was mistaken ("I thought I smelled burning, but it was the barbecue next door"), the
// episode is long past ("years ago I reacted to codeine"), the sender plays the matter down
// ("nothing urgent", "not a big deal"), the sentence tells a plan ("he'll bring his ID") or an
// errand ("the landlord told me to ring the agent"), or, for a hazard, a thing that has merely stopped ("the
// boiler's packed in": a breakdown, no danger, unless an example is a breakdown too).
// A sentence vector sees the topic's words and not their state; these read the state.
import { tellsHarm } from "./harmStates.js"
import type { Token } from "./text.js"

/** Verbs of a belief the sender then corrects: "I thought …, but it was …". */
const BELIEF = new Set(["thought", "assumed", "worried", "feared", "suspected", "reckoned", "imagined", "wondered"])
const IT = new Set(["it", "that", "this", "they"])
const WAS = new Set(["was", "were", "is", "turned"])
/** Where the sender turns from the belief to what it was. */
const TURNS = new Set(["but", "then", "actually"])

/**
 * Whether the clause tokens[from, …) corrects a belief told before it in the sentence ("I
 * thought the alarm was going off, but it was the oven timer"): it opens "it/that was …" and a
 * belief verb comes before it, past a "but" or "then".
 */
export const correctsBelief = (tokens: ReadonlyArray<Token>, from: number): boolean => {
  const first = tokens[from]
  if (first === undefined || !IT.has(first.norm) || !WAS.has(tokens[from + 1]?.norm ?? "")) return false
  const before = tokens.slice(0, from)
  let turn = before.length - 1
  while (turn >= 0 && !TURNS.has(before[turn]!.norm)) turn--
  return turn >= 0 && before.slice(0, turn).some((t) => BELIEF.has(t.norm))
}

/** Seasons and spans that date an episode well back ("last spring", "years ago"). */
const LONG_SPANS = new Set(["year", "years", "spring", "summer", "autumn", "winter", "decade"])
/** Words that bring a past episode up to now: "it's back", "still", "again". */
const NOW_AGAIN = new Set(["still", "again", "now", "back", "currently", "since", "recently", "keeps", "anymore", "today"])
/** Verbs after which "back" tells a return ("it's back", "came back"), not a place ("the back door", "back home"). */
const RETURNS = new Set(["is", "are", "was", "been", "came", "come", "comes", "coming", "keeps", "flared", "crept"])
/** What follows "back" when it tells where ("come back home", "back to work") or when ("back then", "back in spring"). */
const BACK_WHERE_WHEN = new Set(["home", "to", "from", "at", "in", "then", "when"])
/** States told well, after which "now" and "since" close the episode ("doing well now", "all fine since"). */
const WELL = new Set(["well", "fine", "better", "good", "ok", "okay", "sorted", "healed", "recovered", "stable", "great", "settled", "fixed", "mended", "repaired", "resolved"])
const NEVER = new Set(["not", "never", "no", "nothing", "none"])
/**
 * "Has anything changed since?", "it's improved since", "we had it replaced since": what became of
 * the episode, not the episode carried on (a part renewed after it closes it as a repair does).
 */
const CHANGED = new Set(["changed", "improved", "updated", "different", "replaced", "renewed", "rebuilt", "relined", "redone", "refitted"])

/**
 * Whether tokens[k], a word of NOW_AGAIN, brings the episode up to now in its time sense. "Back"
 * only as a return ("it's back"), "now" not after a state told well ("I'm doing well now"),
 * "since" not closing a clause that tells nothing happened, all well or a change since ("it hasn't moved
 * since", "all fine since", "has anything changed since?"): those close a past episode rather than carry it on.
 */
const bringsToNow = (tokens: ReadonlyArray<Token>, k: number): boolean => {
  const t = tokens[k]!.norm
  const before = tokens.slice(Math.max(0, k - 4), k).map((x) => x.norm)
  if (t === "back") return RETURNS.has(before.at(-1) ?? "") && !BACK_WHERE_WHEN.has(tokens[k + 1]?.norm ?? "")
  if (t === "now") return !before.slice(-2).some((w) => WELL.has(w))
  if (t === "since") {
    const next = tokens[k + 1]
    const endsClause = next === undefined || next.cls === "punct" || next.norm === "then"
    return !(endsClause && before.some((w) => WELL.has(w) || NEVER.has(w) || CHANGED.has(w)))
  }
  return true
}

/**
 * Whether a sentence tells an episode long past and nothing of now ("Years ago I reacted to
 * codeine", "Back in spring she took a tumble", "as a child I had fits"): a year ago or more,
 * a season named after "last" or "back in", a year, a childhood ("when I was a teenager"). "Last spring it started and it's still
 * there" and "last night" do not.
 */
export const longPast = (tokens: ReadonlyArray<Token>): boolean => {
  if (tokens.some((t, k) => NOW_AGAIN.has(t.norm) && bringsToNow(tokens, k))) return false
  return tokens.some((t, k) => {
    const prev = tokens[k - 1]?.norm ?? ""
    // "Two years back" dates the episode as "two years ago" does.
    if (t.norm === "ago" || t.norm === "back") return LONG_SPANS.has(prev) || prev === "months"
    if (LONG_SPANS.has(t.norm) || t.stem === "{year}") return prev === "last" || (prev === "in" && tokens[k - 2]?.norm === "back") || prev === "back"
    if (t.norm === "as") return tokens[k + 1]?.norm === "a" && CHILDHOOD.has(tokens[k + 2]?.norm ?? "")
    return t.norm === "when" && grewUp(tokens, k + 1)
  })
}
const CHILDHOOD = new Set(["child", "kid", "baby", "toddler", "teenager", "teen"])
/** "When I was a teenager", "when she was little", "when we were kids": a childhood, told after "when". */
const YOUNG = new Set(["little", "young", "younger", "small", "kids", "children", "teenagers", "teens", "babies"])
const grewUp = (tokens: ReadonlyArray<Token>, at: number): boolean => {
  const [who, was, a, what] = tokens.slice(at, at + 4).map((x) => x.norm)
  if (who === undefined || !["i", "he", "she", "we", "they"].includes(who) || (was !== "was" && was !== "were")) return false
  return YOUNG.has(a ?? "") || (a === "a" && CHILDHOOD.has(what ?? ""))
}

/** After "nothing", "not" or "no": the matter played down. */
const MINOR = new Set(["urgent", "serious", "major", "pressing", "emergency", "rush", "hurry", "urgency", "biggie"])

/**
 * Whether the sender plays the matter down ("nothing urgent", "not a big deal", "no rush",
 * "it's not an emergency"): their own word that it is no escalation. "Not a big deal yet" and
 * "no rush, but it smells of gas" are read for what follows the contrast as well (the caller
 * reads each sentence).
 */
export const playsDown = (tokens: ReadonlyArray<Token>): boolean =>
  tokens.some((t, k) => {
    if (t.norm !== "nothing" && t.norm !== "not" && t.norm !== "no") return false
    const next = tokens.slice(k + 1, k + 4).map((x) => x.norm)
    if (MINOR.has(next[0] ?? "")) return !tokens.slice(k + 2, k + 5).some((x) => x.norm === "but")
    const [a, b, c] = next
    return (a === "a" && b === "big" && c === "deal") || (a === "big" && b === "deal") || (a === "an" && b === "emergency")
  })

/** Future forms: "he'll bring", "we will send", "I'm going to call". */
const WILL = new Set(["will", "shall"])

/**
 * Whether a clause tells what someone will do ("He'll bring his ID", "we will send the form"):
 * a plan, no state of things. Read only when no example is itself told ahead ("may try to get
 * in"), and not when the clause says what a thing will not stop doing (negated) or is a condition.
 */
export const tellsPlan = (tokens: ReadonlyArray<Token>, from = 0, to = tokens.length): boolean => {
  const words = tokens.slice(from, to).filter((t) => t.cls !== "punct")
  const at = words.findIndex((t) => WILL.has(t.norm) || (t.norm === "going" && words[words.indexOf(t) + 1]?.norm === "to"))
  return at >= 1 && at <= 3 && words.every((t) => t.mod === 0) && words[at + 1]?.cls === "word"
}

/** "The landlord told me to ring the agent", "the engineer told us to ring back": an errand the sender was given, no state of things. */
const GIVES_ERRAND = new Set(["asked", "told", "advised", "reminded", "wants", "wanted"])

/** Whether a clause reports an errand someone gave the sender ("the mechanic advised us to bring the van back"). */
export const givenErrand = (tokens: ReadonlyArray<Token>, from = 0, to = tokens.length): boolean => {
  const words = tokens.slice(from, to).filter((t) => t.cls !== "punct")
  // An errand about a harmful state ("asked me to book in about the rash") still tells the state.
  if (tellsHarm(tokens, from, to)) return false
  return words.some((t, k) => k >= 1 && GIVES_ERRAND.has(t.norm) && (words[k + 1]?.norm === "me" || words[k + 1]?.norm === "us") && words[k + 2]?.norm === "to" && t.mod === 0)
}

/** Words by which an example itself tells what may come ("may try to get in", "planning to disrupt"). */
const AHEAD = new Set(["will", "shall", "may", "might", "going", "planning", "plans", "threatened", "threatening"])
/** Whether an example tells what may come: then a plan may state the signal. */
export const tellsAhead = (tokens: ReadonlyArray<Token>): boolean => tokens.some((t) => AHEAD.has(t.norm))

/** Names of detectors for a danger, where a thing that has merely stopped is a fault, not the signal. */
const DANGER_NAMES = new Set(["hazard", "hazards", "danger", "dangers", "unsafe", "safety"])
export const namesDanger = (name: string): boolean => name.toLowerCase().split(/[^a-z]+/).some((w) => DANGER_NAMES.has(w))

/** Names of detectors for urgency, escalation or harm to someone, where the sender's "no rush" answers the question itself. */
const URGENCY_NAMES = new Set(["urgent", "urgency", "emergency", "emergencies", "escalation", "escalate", "critical", "priority", "severity", "immediate", "flag", "flags", "risk", "risks", "injury", "injuries", "harm", "welfare", "concern", "concerns", "reaction", "reactions", "incident", "threat", "threats", "abuse"])
/**
 * Whether the sender playing a matter down ("no rush", "nothing major") bears on a detector: one
 * for a danger or an urgency. For a plain problem ("technical problem") a printer error told
 * "no rush" is still the problem.
 */
export const readsPlayDown = (name: string): boolean =>
  namesDanger(name) || name.toLowerCase().split(/[^a-z]+/).some((w) => URGENCY_NAMES.has(w))

/** A thing that has stopped: "packed in/up", "stopped working", "broken down", "died", "gave up", "conked out". */
const STOPPED_PARTICLE: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ["packed", new Set(["in", "up"])],
  ["conked", new Set(["out"])],
  ["gave", new Set(["up", "out"])],
  ["given", new Set(["up", "out"])],
  ["broken", new Set(["down"])],
  ["broke", new Set(["down"])],
  ["stopped", new Set(["working", "running", "heating", "cooling", "draining", "spinning"])]
])
const STOPPED = new Set(["died", "dead", "kaput"])

/** Whether tokens[from, to) tell a thing that has merely stopped ("the boiler's packed in", "the fridge died"). */
export const tellsBreakdown = (tokens: ReadonlyArray<Token>, from = 0, to = tokens.length): boolean => {
  for (let k = from; k < to; k++) {
    const t = tokens[k]!
    if (t.mod !== 0) continue
    if (STOPPED.has(t.norm)) return true
    if (STOPPED_PARTICLE.get(t.norm)?.has(tokens[k + 1]?.norm ?? "") === true) return true
  }
  return false
}

/** Auxiliaries that open a question to the vendor about their ways ("Do you cook …?", "Are your staff …?"). */
const QUESTION_AUX = new Set(["do", "does", "are", "is", "have", "has", "will", "would", "can", "could", "did"])

/**
 * Whether a clause asks the vendor about their own ways ("Do you cook the fish on a separate
 * grill?", "Are your instructors first-aid trained?"): a question, opening with an auxiliary and
 * "you/your", that reports nothing of the sender's. "Can you send someone, there's smoke …?"
 * still reports the smoke in its next clause.
 */
export const asksVendorWays = (tokens: ReadonlyArray<Token>, from = 0, to = tokens.length): boolean => {
  const words = tokens.slice(from, to).filter((t) => t.cls !== "punct" || t.norm === "?")
  const you = (w: Token | undefined) => w?.norm === "you" || w?.norm === "your"
  if (words.at(-1)?.norm === "?" && QUESTION_AUX.has(words[0]?.norm ?? "") && you(words[1]) && !VERBS_OF_REQUEST.has(words[2]?.norm ?? "")) return true
  // Told as a wish to know: "I wanted to ask how you handle biting", "wondering whether your staff …".
  return words.some((w, k) => ASKING.has(w.norm) && WH.has(words[k + 1]?.norm ?? "") && (you(words[k + 2]) || you(words[k + 3])))
}
const ASKING = new Set(["ask", "know", "wondering", "wondered", "check", "confirm", "asking"])
const WH = new Set(["how", "whether", "if", "what", "when"])
/** "Can you send …", "could you come …": a request for help, which may go on to tell the problem in the same clause. */
const VERBS_OF_REQUEST = new Set(["send", "come", "help", "check", "look", "fix", "get", "sort", "call", "ring", "please"])
