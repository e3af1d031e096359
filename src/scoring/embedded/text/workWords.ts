// What a customer writes when they want work done, in any domain: a request put to the vendor
// ("could you have a look at it?", "is it possible for someone to fetch it?", "please somebody
// come") and a fault told instead of the request ("the chain came off", "the oven stopped getting
// hot", "the door not close good"). A detector built from a few short requests or faults rarely
// shares words with these, and the static sentence vectors put them at cosine 0.1-0.3 from its
// examples; the structure, not the topic, is what they have in common. Read by engine/workAsked.ts.
import type { Token } from "./text.js"

/** Verbs of doing work on a thing: an example that asks for one ("need the lock fixed") is a repair need, which a fault implies. */
const REPAIR = new Set([
  "fix", "fixed", "fixing", "repair", "repaired", "repairing", "replace", "replaced", "replacing", "mend", "mended", "mending",
  "adjust", "adjusted", "adjusting", "service", "serviced", "servicing", "tune", "tuned", "tuning", "sort", "sorted", "unblock", "unblocked"
])

/** Words that tell a thing damaged or not doing its job, in the speaker's own words. */
const FAULT = new Set([
  "broken", "broke", "snapped", "torn", "ripped", "split", "stuck", "sticking", "sticks", "jammed", "jamming", "jams", "buckled", "bent",
  "cracked", "crack", "leaking", "leaks", "leak", "dripping", "flat", "punctured", "puncture", "faulty", "dead", "died", "blank",
  "flickering", "flickers", "freezes", "frozen", "crashes", "crashing", "squealing", "squeaks", "squeaking", "grinding",
  "rattling", "rattles", "slipping", "slips", "misty", "steamed", "stain", "stained", "stains", "missing", "loose", "wobbly", "worn",
  "frayed", "stopped", "tripping", "overheating", "smashed", "shattered", "chipped", "blocked", "clogged", "dirty", "filthy", "faded",
  "awful", "terrible"
])

/** Verbs of a thing's job: negated ("won't drain", "doesn't close", "not change") they tell a fault. */
const FUNCTION = new Set([
  "work", "works", "working", "start", "starts", "starting", "close", "closes", "closing", "shut", "shuts", "open", "opens", "drain",
  "drains", "draining", "heat", "heats", "heating", "cool", "cools", "cooling", "turn", "turns", "change", "changes", "print", "prints",
  "printing", "charge", "charges", "charging", "connect", "connects", "come", "comes", "spin", "spins", "lock", "locks", "flush",
  "flushes", "fit", "fits", "load", "loads", "boot", "boots", "stay", "stays", "hold", "holds", "move", "moves", "budge"
])

/** Things whose absence ("no heat", "no dial tone") tells a fault. */
const LACKED = new Set(["heat", "power", "signal", "sound", "picture", "tone", "water", "pressure", "light", "lights", "display", "internet", "connection"])

/** Verbs that, after "came/come/fell/fallen", tell a part off its place ("the chain came off", "the handle fell off"). */
const CAME = new Set(["came", "come", "comes", "fell", "fallen", "falls", "coming"])

/** Whether tokens[from, to) tell a fault: a fault word not negated, a thing's job negated, a lacked function, or a part come off. */
export const tellsFault = (tokens: ReadonlyArray<Token>, from = 0, to = tokens.length): boolean => {
  for (let k = from; k < to; k++) {
    const t = tokens[k]!
    if (t.cls !== "word" || t.label === true) continue
    if (t.mod === 0 && FAULT.has(t.norm)) return true
    if (t.mod === 1 && FUNCTION.has(t.norm) && negatedJustBefore(tokens, k)) return true
    if (t.norm === "no" && LACKED.has(tokens[k + 1]?.norm ?? "") && !tokens[k + 2]?.norm.startsWith("problem")) return true
    if (t.mod === 0 && CAME.has(t.norm) && (tokens[k + 1]?.norm === "off" || tokens[k + 1]?.norm === "loose" || tokens[k + 1]?.norm === "apart")) return true
  }
  return false
}

/** "won't drain", "doesn't close", "not change", "no working": a negator within two words before the verb. */
const negatedJustBefore = (tokens: ReadonlyArray<Token>, k: number): boolean =>
  [tokens[k - 1]?.norm, tokens[k - 2]?.norm].some((w) => w === "not" || w === "no" || w === "never" || w === "cannot")

/** Who may be asked to do the work: the vendor, its people, or anyone. */
const DOER = new Set(["you", "someone", "somebody", "anyone", "anybody", "your", "one"])
/** Openers of a request put to a doer ("could you …", "can someone …", "would your van be able …"). */
const ASKING = new Set(["could", "can", "would", "will"])
/** Verbs that ask the doer to come or act ("come and sort it", "send somebody round", "have a look"). */
const SEND = new Set(["send", "come", "pop", "call", "look", "check", "see", "fetch", "collect", "pick", "get", "take", "book", "arrange", "visit", "deal", "treat", "install", "set", "add", "put", "give", "clean", "do", "mend", "fix", "repair", "sort", "replace", "order"])

/**
 * Whether a unit's words ask the vendor to do something: "could/can/would/will you|someone …",
 * "is it possible (for someone) to", "would be grateful for/if someone", "(I'd|we'd) like you to",
 * "need/want you|someone to", "please + a verb of acting", or the non-native "you can <verb> …?".
 * Not a question about prices or ways (vendorEnquiry.ts reads those), nor a negated request.
 */
export const asksForWork = (tokens: ReadonlyArray<Token>, from = 0, to = tokens.length): boolean => {
  const w = tokens.slice(from, to).filter((t) => t.cls === "word" && t.label !== true)
  const asked = tokens.slice(from, to).some((t) => t.norm === "?")
  for (let k = 0; k < w.length; k++) {
    const t = w[k]!
    // "please don't give her a bath", "could you not call": a request not to.
    if (t.mod === 1 || w.slice(k + 1, k + 4).some((x) => x.mod === 1 || x.norm === "not")) continue
    const next = w[k + 1]?.norm ?? ""
    const after = w[k + 2]?.norm ?? ""
    // "could you mend it", "can someone come out", "would your van be able to"
    if (ASKING.has(t.norm) && DOER.has(next) && (next !== "your" || w[k + 3] !== undefined)) return true
    // "is it possible for someone to", "possible to collect"
    if (t.norm === "possible" && (next === "for" || next === "to")) return true
    // "be grateful for/if someone came"
    if (t.norm === "grateful" && (next === "for" || next === "if") && w.slice(k + 2, k + 5).some((x) => DOER.has(x.norm) || SEND.has(x.norm))) return true
    // "we'd like you to", "need someone to", "want you to"
    if ((t.norm === "like" || t.norm === "need" || t.norm === "want") && DOER.has(next) && next !== "your" && (after === "to" || SEND.has(after))) return true
    // "please somebody come", "please come and see", "please send"
    if (t.norm === "please" && (SEND.has(next) || (DOER.has(next) && SEND.has(after)))) return true
    // "you can take it from my home?": a request in the word order of a statement
    if (asked && t.norm === "you" && k <= 1 && (next === "can" || next === "could") && SEND.has(after)) return true
  }
  return false
}

/** Whether an example asks for work to be done: a need, a want or a request with a verb or an object. */
export const asksInExample = (tokens: ReadonlyArray<Token>): boolean => {
  const w = tokens.filter((t) => t.cls === "word")
  const first = w[0]?.norm ?? ""
  if (first === "please" || first === "need" || first === "needs" || first === "want") return true
  if ((first === "can" || first === "could" || first === "would") && DOER.has(w[1]?.norm ?? "")) return true
  return w.some((t, k) => (t.norm === "need" || t.norm === "needs" || t.norm === "want") && k <= 4 && t.mod === 0) || (w.some((t) => t.norm === "like") && w.some((t) => t.norm === "would" || t.norm === "d"))
}

/** Whether an example tells a fault or asks for a repair ("need the lock fixed", "brakes need adjusting"). */
export const faultInExample = (tokens: ReadonlyArray<Token>): boolean => tellsFault(tokens) || tokens.some((t) => REPAIR.has(t.norm) && t.mod !== 1)
