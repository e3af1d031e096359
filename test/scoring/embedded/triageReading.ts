// What the triage tests read of a scored conversation: a detector's category, or null when not found.
import type { Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { TRIAGE } from "./manifests.js"

export const user = (content: string): Message => ({ role: "user", content })
export const agent = (content: string): Message => ({ role: "agent", content })
export const scorer = compileEmbedded(TRIAGE)
export const valueOf = (detector: string, messages: ReadonlyArray<Message>) => {
  const d = scorer.score(messages)[detector]!
  return d.found ? d.value : null
}
export const severity = (text: string) => valueOf("issue_severity", [user(text)])
export const timing = (text: string) => valueOf("time_sensitivity", [user(text)])
