// Whose action a clause tells (decisions §11): "your driver will collect it on Monday", "the
// nurse said she'd ring me", "your rep keeps telling me to upgrade" tell what the vendor's staff
// or a third party will do or wants, not the customer's own choice, wish or request. Such a
// clause is opened like a third party's (attribution.ts). A deed already done ("your team sent
// the wrong size") is left alone: it may be the customer's complaint.
import type { Token } from "./text.js"

/** The vendor's people, after "your" ("your van man", "your warehouse lads"). */
const YOUR_PEOPLE = new Set([
  "driver", "drivers", "courier", "engineer", "engineers", "technician", "tech", "fitter", "fitters", "installer", "nurse", "physio",
  "receptionist", "reception", "rep", "salesman", "saleswoman", "salesperson", "designer", "vet", "doctor", "plumber", "electrician",
  "consultant", "adviser", "advisor", "agent", "colleague", "colleagues", "manager", "team", "staff", "man", "woman", "lads", "guys",
  "people", "office", "assistant", "surveyor", "inspector", "builder", "builders", "cleaner", "cleaners"
])
/**
 * People in a service role after "the": the vendor's as a rule ("the engineer will ring"). Not
 * the roles a customer's own side holds ("the manager will sign it off", "the team will use it").
 */
const THE_PEOPLE = new Set([
  "driver", "courier", "engineer", "technician", "fitter", "installer", "nurse", "physio", "receptionist", "rep", "salesman",
  "saleswoman", "salesperson", "designer", "vet", "plumber", "electrician", "surveyor", "inspector", "groomer", "dentist", "hygienist"
])
/** People outside the speaker's side even after "my" ("my GP wants me to …"). */
const MY_OUTSIDERS = new Set(["gp", "doctor", "landlord", "dentist", "groomer", "accountant", "solicitor", "lawyer"])
const WILL = new Set(["will", "would", "shall"])
const SAYING = new Set(["said", "says", "told", "promised", "mentioned", "reckons", "reckoned"])
const PRONOUNS = new Set(["he", "she", "they", "someone"])
const WANTS = new Set(["wants", "wanted", "offered", "suggested", "insists", "insisted"])
/** "keeps telling me": urging the customer; "your drivers keep blocking the lane" is a complaint. */
const KEEP = new Set(["keep", "keeps", "kept"])
const URGING = new Set(["telling", "asking", "pushing", "saying", "suggesting", "offering", "calling", "ringing", "phoning", "emailing", "texting", "chasing", "nagging"])
const CONTACTED = new Set(["rang", "called", "phoned", "emailed", "texted", "messaged", "contacted", "rung"])
const US = new Set(["me", "us"])
/** Acts done to a thing of the customer's. */
const ON_THINGS = new Set(["collect", "pick", "fetch", "drop", "deliver", "bring", "take", "send", "post", "measure", "check"])
const PARTICLES = new Set(["back", "up", "off", "round", "around", "in", "out", "by", "over"])

/** Where the clause's actor ends, or -1: "your (van) man", "the (vet) nurse", "my GP". */
const actorEnd = (tokens: ReadonlyArray<Token>, from: number, to: number): number => {
  let k = from
  while (k < to && tokens[k]!.cls === "punct") k++
  const whose = tokens[k]?.norm ?? ""
  const people = whose === "your" ? YOUR_PEOPLE : whose === "the" ? THE_PEOPLE : whose === "my" || whose === "our" ? MY_OUTSIDERS : null
  if (people === null) return -1
  for (let j = k + 1; j < Math.min(to, k + 4); j++) {
    const t = tokens[j]!
    // "the vet nurse": the last role word of a run names the person.
    if (people.has(t.norm)) return people.has(tokens[j + 1]?.norm ?? "") ? j + 2 : j + 1
    if (t.cls !== "word" || t.stop) return -1
  }
  return -1
}

/**
 * Acts of service or approach the vendor's side does for the customer. An intended act reads
 * only with one of these: "the vet will have to operate tonight" or "the vet says he won't
 * survive" is the customer's emergency told through someone else, not an arrangement.
 */
const ACTS = new Set([
  "call", "ring", "phone", "email", "text", "message", "contact", "write", "send", "post", "come", "visit", "pop", "collect", "pick",
  "fetch", "drop", "deliver", "bring", "take", "book", "arrange", "refer", "transfer", "upgrade", "quote", "measure", "check", "get"
])
/** An act within two words ("will ring", "will also ring", "is going to ring"), not negated. */
const actAt = (tokens: ReadonlyArray<Token>, at: number, to: number): boolean => {
  for (let k = at; k < Math.min(to, at + 2); k++) {
    const t = tokens[k]!
    if (t.mod === 1 || t.norm === "not") return false
    if (ACTS.has(t.norm)) return true
  }
  return false
}

/** Whether the verb after the actor tells an intended act or an approach to the customer. */
const intends = (tokens: ReadonlyArray<Token>, at: number, to: number): boolean => {
  const [w, next, after] = [tokens[at]?.norm ?? "", tokens[at + 1]?.norm ?? "", tokens[at + 2]?.norm ?? ""]
  if (at >= to) return false
  if (WILL.has(w)) return actAt(tokens, at + 1, to)
  if (w === "is" && next === "going" && after === "to") return actAt(tokens, at + 3, to)
  if (SAYING.has(w)) {
    const p = tokens.slice(at + 1, Math.min(to, at + 5)).findIndex((t) => PRONOUNS.has(t.norm))
    return p >= 0 && WILL.has(tokens[at + 2 + p]?.norm ?? "") && actAt(tokens, at + 3 + p, to)
  }
  // "wants me to …", "wanted to refer us": urging the customer, or an act of service.
  if (WANTS.has(w)) return US.has(next) || (next === "to" && actAt(tokens, at + 2, to))
  if (KEEP.has(w) && URGING.has(next)) return true
  // "your receptionist (already) rang me": the vendor's approach, no request of the customer's.
  const v = w === "already" || w === "just" ? next : w
  const obj = w === "already" || w === "just" ? after : next
  return CONTACTED.has(v) && US.has(obj)
}

/**
 * Where the act told in clause tokens[from, to) ends, when the clause opens with the vendor's
 * staff or an outsider intending it, or -1. It ends at the clause's end or its first "and": "the
 * fitter said he'd come on Monday and nobody turned up" still tells the customer's complaint.
 */
export const othersActEnd = (tokens: ReadonlyArray<Token>, from: number, to: number): number => {
  const end = actorEnd(tokens, from, to)
  if (end < 0 || !intends(tokens, end, to)) return -1
  const and = tokens.findIndex((t, k) => k > end && k < to && t.norm === "and")
  const stop = and > 0 ? and : to
  // An act on a thing opens only itself: the thing stays the customer's ("your van will collect
  // the curtains" still names the curtains). A call or an urging opens the whole clause: what it
  // brings ("ring me with a quote") is the caller's offer.
  const verb = tokens.findIndex((t, k) => k >= end && k < stop && ON_THINGS.has(t.norm))
  if (verb < 0) return stop
  let k = verb + 1
  while (k < stop && (US.has(tokens[k]!.norm) || PARTICLES.has(tokens[k]!.norm))) k++
  return k
}

/** Whether the clause tokens[from, to) opens with the vendor's staff or an outsider intending an act. */
export const opensWithOthersAct = (tokens: ReadonlyArray<Token>, from: number, to: number): boolean => othersActEnd(tokens, from, to) > 0
