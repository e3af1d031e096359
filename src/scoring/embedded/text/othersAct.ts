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

/** Whether the verb after the actor tells an intended act or an approach to the customer. */
const intends = (tokens: ReadonlyArray<Token>, at: number, to: number): boolean => {
  const [w, next, after] = [tokens[at]?.norm ?? "", tokens[at + 1]?.norm ?? "", tokens[at + 2]?.norm ?? ""]
  if (at >= to) return false
  if (WILL.has(w) || (w === "is" && next === "going" && after === "to")) return true
  if (SAYING.has(w)) {
    const rest = tokens.slice(at + 1, Math.min(to, at + 5)).map((t) => t.norm)
    const p = rest.findIndex((x) => PRONOUNS.has(x))
    return p >= 0 && (WILL.has(rest[p + 1] ?? "") || rest[p + 1] === "is")
  }
  if (WANTS.has(w) || (KEEP.has(w) && URGING.has(next))) return true
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
  return and > 0 ? and : to
}

/** Whether the clause tokens[from, to) opens with the vendor's staff or an outsider intending an act. */
export const opensWithOthersAct = (tokens: ReadonlyArray<Token>, from: number, to: number): boolean => othersActEnd(tokens, from, to) > 0
