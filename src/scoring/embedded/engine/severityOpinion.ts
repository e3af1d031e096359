// The severity heads' second opinion on support triage's issue_severity (models/severityHead.ts,
// fitted on messages written for the purpose, apart from the triage rules): the rules read
// severity from cues (a site down, data lost, a workaround named), and on new text they miss a
// fault told in other words (FAILED, no severity) and read critical from a cue a calmer message
// also holds. Two readings, each at a line chosen on the fitting ground (docs/quality.md, "Learned
// heads", 11-29): where the rules read no severity and deny none, a level some customer message
// reaches RESCUE_LINE or more is found (the most likely level, citing the sentence that reads most
// so), high at most: an escalation rests on the rules' cues, and the heads' critical on a message
// the rules read nothing in was wrong three times in four in our own tests (a past outage, a
// 404 for every subscriber); where the rules read critical and no customer message reaches
// DEMOTE_LINE for critical, the level is high.
import type { Detection, Message } from "../../../domain/types.js"
import type { Unit } from "../text/units.js"
import { messageSeverities, SEVERITY_LEVELS, unitSeverity } from "../models/severityHead.js"
import type { DetModel } from "./model.js"
import { evidenceOf } from "./evidence.js"
import { presentConfidence, round3 } from "./scoreConfidence.js"
import { offTopicMessages } from "./unread.js"
import { switchOf, thresholdOf } from "../models/benchSwitch.js"

export const RESCUE_LINE = 0.7
export const DEMOTE_LINE = 0.2

/**
 * ASSAY_SEVERITY_HEADS=off (false, no, 0) turns the opinion off for an A/B run of the bench;
 * ASSAY_SEVERITY_RESCUE / ASSAY_SEVERITY_DEMOTE set a line for a sweep (a rescue line of 1 or more
 * rescues nothing, a demotion line near 0 demotes nothing). Bench switches (models/benchSwitch.ts).
 */
let on = switchOf(process.env["ASSAY_SEVERITY_HEADS"], true)
const rescueAt = thresholdOf(process.env["ASSAY_SEVERITY_RESCUE"], RESCUE_LINE)
const demoteAt = thresholdOf(process.env["ASSAY_SEVERITY_DEMOTE"], DEMOTE_LINE)
export const useSeverityHeads = (next: boolean): void => {
  on = next
}
export const severityHeadsOn = (): boolean => on

const textOf = (u: Unit, input: ReadonlyArray<Message>) => input[u.messageIndex]!.content.slice(u.start, u.end)

const customerUnits = (all: ReadonlyArray<Unit>, read: ReadonlySet<number>) => all.filter((u) => u.source === "user" && !u.whole && u.tokens.length > 0 && read.has(u.messageIndex))

/**
 * Whether every message the rules' critical cites is read by the heads: a short outage report is
 * not outweighed by a longer message beside it that tells no outage. (Reading the cited sentences
 * alone as well was measured: one value lost on the fitting ground, one own test mended; not kept.)
 */
const citedRead = (d: Detection, read: ReadonlySet<number>): boolean => d.evidence.length > 0 && d.evidence.every((e) => read.has(e.message_index))

export const severityOpinion = (m: DetModel, d: Detection, all: ReadonlyArray<Unit>, input: ReadonlyArray<Message>): Detection => {
  if (!on || m.spec.builtin !== "triage.issue_severity" || d.negated || (d.found && d.value !== "critical")) return d
  // What the rubric does not read (a sender's offer, not a report: rubrics/notATicket.ts) the heads do not read either.
  const messages = messageSeverities(all, (i) => input[i]!.content, offTopicMessages(m, all))
  if (messages.length === 0) return d
  const read = new Set(messages.map((s) => s.messageIndex))
  const best = SEVERITY_LEVELS.map((_, k) => Math.max(...messages.map((s) => s.p[k]!)))
  if (d.found) return best[0]! < demoteAt && citedRead(d, read) ? { ...d, value: "high" } : d
  const k = best.indexOf(Math.max(...best))
  if (best[k]! < rescueAt) return d
  const units = customerUnits(all, read)
  const scores = units.map((u) => unitSeverity(u, textOf(u, input))[k]!)
  const cited = units[scores.indexOf(Math.max(...scores))]!
  const level = k === 0 ? "high" : SEVERITY_LEVELS[k]!
  // The confidence of a find just over the line, as a rule's weakest find reports it.
  return { found: true, confidence: round3(presentConfidence(0.5)), value: level, negated: false, evidence: evidenceOf([{ unit: cited, score: best[k]!, match: null }], input), invalid: false }
}
