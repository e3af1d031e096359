// What the triage tests read of a scored conversation: a detector's category, or null when not found.
import type { Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { severityHeadsOn, useSeverityHeads } from "../../../src/scoring/embedded/engine/severityOpinion.js"
import { TRIAGE } from "./manifests.js"

export const user = (content: string): Message => ({ role: "user", content })
export const agent = (content: string): Message => ({ role: "agent", content })
export const scorer = compileEmbedded(TRIAGE)
export const valueOf = (detector: string, messages: ReadonlyArray<Message>) => {
  const d = scorer.score(messages)[detector]!
  return d.found ? d.value : null
}
export const severity = (text: string) => valueOf("issue_severity", [user(text)])
/**
 * The rules' severity alone, the severity heads' second opinion off (engine/severityOpinion.ts):
 * for a rule's own reading where the heads are known to overrule it (severityHeads.test.ts, "known costs").
 */
export const rulesSeverity = (text: string) => {
  const was = severityHeadsOn()
  useSeverityHeads(false)
  try {
    return severity(text)
  } finally {
    useSeverityHeads(was)
  }
}
export const timing = (text: string) => valueOf("time_sensitivity", [user(text)])

/** A ticket of a triage challenge file: the categories each detector may read (null: not found). */
export interface TriageCase {
  readonly id: string
  readonly messages: ReadonlyArray<Message>
  readonly severity?: ReadonlyArray<string | null>
  readonly time?: ReadonlyArray<string | null>
}

type Want = Omit<TriageCase, "id" | "messages">
/** A one-message ticket, and a conversation, of a challenge file. */
export const one = (id: string, text: string, want: Want): TriageCase => ({ id, messages: [user(text)], ...want })
export const chat = (id: string, messages: TriageCase["messages"], want: Want): TriageCase => ({ id, messages, ...want })

/** The categories a careful agent could give, in the challenge files' common groupings. */
export const BAD = ["critical", "high"] as const
export const MILD = ["medium", "low"] as const
export const CALM = ["flexible", null] as const

/** The readings of `cases` outside what they allow, as "id: detector"; and how many readings were asked. */
export const triageMisses = (cases: ReadonlyArray<TriageCase>): { readonly misses: ReadonlyArray<string>; readonly total: number } => {
  const misses: Array<string> = []
  let total = 0
  for (const c of cases) {
    for (const [detector, want] of [["issue_severity", c.severity], ["time_sensitivity", c.time]] as const) {
      if (want === undefined) continue
      total++
      if (!want.includes(valueOf(detector, c.messages))) misses.push(`${c.id}: ${detector}`)
    }
  }
  return { misses, total }
}
