// The triage severity heads at scoring time: per customer message, the probability that it reports
// an issue of each severity level, by logistic models fitted on corpora written for the purpose
// (severityWeights.ts, scripts/train-severity.ts), apart from the triage rules. Read by
// engine/severityOpinion.ts as a second opinion on the rules' severity.
import { isContent } from "../text/features.js"
import type { Unit } from "../text/units.js"
import { loadHeadSet, type HeadSet } from "./headSet.js"
import { SEVERITY_WEIGHTS } from "./severityWeights.js"

export const SEVERITY_LEVELS = ["critical", "high", "medium", "low"] as const
export type SeverityLevel = (typeof SEVERITY_LEVELS)[number]

let set: HeadSet | null = null
const setOf = (): HeadSet => (set ??= loadHeadSet(SEVERITY_WEIGHTS))

export interface MessageSeverity {
  readonly messageIndex: number
  /** Per level, in SEVERITY_LEVELS' order. */
  readonly p: ReadonlyArray<number>
}

/**
 * A message of fewer content words is not read: the heads were fitted on whole reports (9 in 10 of
 * the corpus's messages hold 8 content words or more, half 15), and on a short sentence or reply
 * they read little but its topic ("I close the app every evening" read critical, "Thanks, bye."
 * low, a one-line leak not critical).
 */
export const MIN_CONTENT_WORDS = 8

/**
 * Each customer message's level probabilities (its sentence units' tokens, the message's text);
 * `skip`: messages not to read (those the triage rubric does not read: not a ticket).
 */
export const messageSeverities = (units: ReadonlyArray<Unit>, contentOf: (messageIndex: number) => string, skip: ReadonlySet<number> = new Set()): Array<MessageSeverity> => {
  const h = setOf()
  const byMessage = new Map<number, Array<Unit>>()
  for (const u of units) {
    if (u.source !== "user" || u.whole || u.tokens.length === 0 || skip.has(u.messageIndex)) continue
    const us = byMessage.get(u.messageIndex)
    if (us === undefined) byMessage.set(u.messageIndex, [u])
    else us.push(u)
  }
  return [...byMessage].filter(([, us]) => us.reduce((n, u) => n + u.tokens.filter(isContent).length, 0) >= MIN_CONTENT_WORDS).map(([messageIndex, us]) => {
    const z = h.probabilities(
      us.flatMap((u) => u.tokens),
      contentOf(messageIndex)
    )
    return { messageIndex, p: SEVERITY_LEVELS.map((l) => z[h.index.get(`severity.${l}`)!]!) }
  })
}

/** One sentence unit's level probabilities. */
export const unitSeverity = (u: Unit, text: string): ReadonlyArray<number> => {
  const h = setOf()
  const z = h.probabilities(u.tokens, text)
  return SEVERITY_LEVELS.map((l) => z[h.index.get(`severity.${l}`)!]!)
}
