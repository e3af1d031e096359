// Shared by the escalation-trigger challenge sets (r5triggers.test.ts, rev1triggers.test.ts, triggerDomains*.ts): a custom rubric of several
// detectors, one of them an escalation trigger, and a table of messages with whether the status
// must be ESCALATE. What is judged is the status, as a caller sees it: a trigger found on a message
// that only shares the domain's words with its examples is a false escalation.
import { compileManifest } from "../../../src/domain/manifest.js"
import { deriveStatus } from "../../../src/domain/status.js"
import type { Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"

export const user = (content: string): Message => ({ role: "user", content })
export const agent = (content: string): Message => ({ role: "agent", content })

/** An input and whether it must escalate. */
export type TriggerCase = readonly [string | ReadonlyArray<Message>, boolean]

export interface Domain {
  readonly name: string
  readonly criteria: Record<string, unknown>
  readonly cases: ReadonlyArray<TriggerCase>
}

/** A case's name: its first words, on one line. */
export const short = (input: string | ReadonlyArray<Message>): string =>
  (typeof input === "string" ? input : input.map((m) => m.content).join(" / ")).replace(/\s+/g, " ").slice(0, 60)

/** The status and the trigger detectors' readings (for a failing case's message). */
export const statusOf = (criteria: Record<string, unknown>) => {
  const manifest = compileManifest({ template: "custom", ...criteria } as never)
  const scorer = compileEmbedded(manifest)
  return (input: string | ReadonlyArray<Message>) => {
    const detections = scorer.score(typeof input === "string" ? [user(input)] : input)
    const why = manifest.triggers.map((t) => {
      const d = detections[t.field]!
      return `${t.field}: ${d.found ? "found" : "no"} ${d.value ?? ""} (${d.confidence}) ${d.evidence.map((e) => e.quote).join(" | ")}`
    })
    return { escalates: deriveStatus(manifest, detections).status === "ESCALATE", why: why.join("; ") }
  }
}
