// What the triage9 challenge reads of a ticket: the three triage detectors and the status the
// triage template gives them (src/domain/status.ts: critical, or high with an enterprise tier or
// an immediate deadline, escalates; any severity found qualifies; none found is "NONE" here).
import type { Message } from "../../../src/domain/types.js"
import { valueOf } from "./triageReading.js"

export type Status = "ESCALATE" | "QUALIFIED" | "NONE"
type Allowed = ReadonlyArray<string | null>

/** A ticket and what a careful agent could read of it (absent: not asserted). */
export interface T9Case {
  readonly id: string
  readonly messages: ReadonlyArray<Message>
  readonly severity?: Allowed
  readonly time?: Allowed
  readonly tier?: Allowed
  readonly status: Status | ReadonlyArray<Status>
}

const DETECTORS = [
  ["issue_severity", "severity"],
  ["time_sensitivity", "time"],
  ["customer_tier", "tier"]
] as const

const statusOf = (severity: string | null, tier: string | null, time: string | null): Status =>
  severity === "critical" || (severity === "high" && (tier === "enterprise" || time === "immediate"))
    ? "ESCALATE"
    : severity !== null
      ? "QUALIFIED"
      : "NONE"

/** Every reading of `cases` outside what it allows, as "id: detector" (status included). */
export const t9Misses = (cases: ReadonlyArray<T9Case>): { readonly misses: ReadonlyArray<string>; readonly total: number; readonly got: Record<string, string> } => {
  const misses: Array<string> = []
  const got: Record<string, string> = {}
  let total = 0
  for (const c of cases) {
    const read = Object.fromEntries(DETECTORS.map(([d]) => [d, valueOf(d, c.messages) as string | null]))
    const status = statusOf(read.issue_severity ?? null, read.customer_tier ?? null, read.time_sensitivity ?? null)
    got[c.id] = `${read.issue_severity}/${read.time_sensitivity}/${read.customer_tier} ${status}`
    for (const [detector, key] of DETECTORS) {
      const want = c[key]
      if (want === undefined) continue
      total++
      if (!want.includes(read[detector] ?? null)) misses.push(`${c.id}: ${key}`)
    }
    total++
    if (!(typeof c.status === "string" ? [c.status] : c.status).includes(status)) misses.push(`${c.id}: status`)
  }
  return { misses, total, got }
}
