// The sentences a sender marks as the one that matters ("second, and more pressing: ...", "Now
// for what actually matters."): with a rubric's `stressed` patterns, the category read there is
// its turn's answer (severestTurn.ts), so a small first point does not outweigh the real problem
// told later in the same email.
import { compileCue, matchCue } from "../text/cues.js"
import { hideMatches } from "../text/cueHiding.js"
import type { Unit } from "../text/units.js"
import type { DetModel } from "./model.js"
import { tellsFault } from "../text/workWords.js"
import { severestTurn, type TurnEntry, turnsOf } from "./severestTurn.js"

/**
 * A point marked as LESS important than another ("the less urgent one:", "a less important
 * point"): its degree word is hidden before the marks are read, so only a point marked as more or
 * most important decides (the mark's "urgent * one" would otherwise fit "less urgent one").
 */
const LESSER = [compileCue("less/least/lesser [pressing/important/urgent/serious/worrying/critical]")]

/** A mark this short is a sentence of its own that points to the next one. */
const MARK_ONLY = 10

/** The customer's sentences `m` reads as stressed: those with a mark, and the one after a short mark. */
export const stressedUnits = (m: DetModel, all: ReadonlyArray<Unit>): ReadonlySet<Unit> => {
  const out = new Set<Unit>()
  if (m.stressed.length === 0 || m.severityOrder === null) return out
  let pointsOn: number | null = null
  for (const u of all) {
    if (u.source !== "user" || u.whole || u.tokens.length === 0) continue
    if (pointsOn === u.messageIndex) out.add(u)
    pointsOn = null
    // Read before the rubric's voids: a mark may be words a void hides from the cues ("the more urgent one").
    const ct = hideMatches(u.cue, LESSER)
    if (!m.stressed.some((c) => matchCue(c, ct) !== null)) continue
    out.add(u)
    if (u.tokens.length <= MARK_ONLY) pointsOn = u.messageIndex
  }
  return out
}

/** Auxiliaries whose negation tells the work cannot go on: "can't start", "won't let", "couldn't send". */
const BLOCKING = new Set(["can", "could", "will", "would"])
/** Auxiliaries whose negation tells a thing not doing its job: "don't show up", "isn't sent". */
const FAILING = new Set(["do", "does", "did", "is", "are", "was", "were", "has", "have"])
/** Verbs whose negation tells a wish or a view, not a fault: "we don't want to lose it", "I can't say". */
const NO_FAULT = new Set(["want", "need", "know", "mind", "think", "care", "worry", "expect", "like", "say", "tell", "wait", "believe", "imagine", "complain", "thank", "fault", "blame", "had", "have", "has", "been", "heard", "used"])

/**
 * How a marked sentence fails, read from its structure when it names no category: "blocked" for
 * an inability (an action negated after can/will, "unable", "never" before a verb), "fault" for a
 * thing not doing its job (an action negated after do/be/have, or a fault word: workWords.ts).
 */
export const markedFaultOf = (u: Unit): "blocked" | "fault" | null => {
  const ts = u.tokens
  let fault = tellsFault(ts)
  for (let k = 0; k < ts.length; k++) {
    const t = ts[k]!
    if (t.cls !== "word" || t.label === true) continue
    if (t.norm === "unable" && t.mod !== 2) return "blocked"
    const next = ts[k + 1]
    if (t.norm === "never" && next?.cls === "word" && !NO_FAULT.has(next.norm)) return "blocked"
    if (t.norm !== "not" || next === undefined || next.mod !== 1 || NO_FAULT.has(next.norm)) continue
    const aux = ts[k - 1]?.norm ?? ""
    if (BLOCKING.has(aux)) return "blocked"
    if (FAILING.has(aux)) fault = true
  }
  return fault ? "fault" : null
}

/** The found line: a category read only there (the floor, triageFloor.ts) says nothing of how bad. */
const FOUND = 0.5
/** A marked fault's score: over the found line, so its category answers for the turn, under any cue of the rubric's own. */
const MARKED_FAULT = 0.6

/**
 * Entries for the stressed sentences that read no category of their own over the found line but
 * tell a fault: the sender called it the real problem, so how it fails answers for its turn, when
 * that is more severe than what the turn reads without it. A mark raises, never lowers: a worse
 * fault told beside the marked one ("someone else's records", two sentences on) still stands.
 */
export const markedFaultEntries = (m: DetModel, stressed: ReadonlySet<Unit>, entries: ReadonlyArray<TurnEntry>, skip: (u: Unit) => boolean): Array<TurnEntry> => {
  const marked = m.markedFault
  const order = m.severityOrder
  if (marked === null || order === null || stressed.size === 0) return []
  const read = new Set(entries.filter((e) => e.cand.score > FOUND).map((e) => e.cand.unit))
  const out: Array<TurnEntry> = []
  for (const u of stressed) {
    if (read.has(u) || skip(u)) continue
    const kind = markedFaultOf(u)
    if (kind === null) continue
    const c = marked[kind]
    const now = severestTurn(order, turnsOf(entries.filter((e) => e.cand.unit.messageIndex === u.messageIndex)))
    if (now !== null && order.indexOf(now.c) <= order.indexOf(c)) continue
    out.push({ c, cand: { score: MARKED_FAULT, unit: u, match: null }, stressed: true })
  }
  return out
}
