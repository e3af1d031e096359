// The status rules of decisions §3, applied in order: ESCALATE, FAILED, PARTIAL, QUALIFIED.
import { POSITIVE_INTENTS } from "./catalog.js"
import { type DetectionView, foundValue, isFound, viewDetections } from "./detection.js"
import { listWords } from "./text.js"
import type { Detections, Manifest, NextAction, Status, Trigger } from "./types.js"

export interface StatusOutcome {
  readonly status: Status
  /**
   * The required detectors not found, in manifest order, whatever the status (so a FAILED
   * lead lists every field still to ask about). Always empty for intent_detect, which has no
   * required detectors.
   */
  readonly missing_fields: ReadonlyArray<string>
  readonly invalid_fields: ReadonlyArray<string>
  /** A disqualifying signal was found (it decides DISQUALIFY versus NURTURE). */
  readonly disqualified: boolean
}

const triggerMatches = (t: Trigger, view: DetectionView): boolean => {
  if (t.values === null) return isFound(view, t.field)
  const value = foundValue(view, t.field)
  return value !== null && t.values.includes(value)
}

const describeMatch = (t: Trigger, view: DetectionView) =>
  t.values === null ? `${t.field} was found` : `${t.field} is ${foundValue(view, t.field)}`

/** Why the evaluation escalates, one phrase per matching rule; empty when it does not. */
export const escalationReasons = (manifest: Manifest, view: DetectionView): ReadonlyArray<string> => {
  switch (manifest.template) {
    case "intent_detect":
      return isFound(view, "needs_human") ? ["needs_human was found"] : []
    case "support_triage": {
      const severity = foundValue(view, "issue_severity")
      if (severity === "critical") return ["issue_severity is critical"]
      if (severity !== "high") return []
      return [
        ...(foundValue(view, "customer_tier") === "enterprise" ? ["issue_severity is high and customer_tier is enterprise"] : []),
        ...(foundValue(view, "time_sensitivity") === "immediate" ? ["issue_severity is high and time_sensitivity is immediate"] : [])
      ]
    }
    case "custom": {
      // interface.md Escalation: required triggers are ANDed, the others ORed, and either side escalates.
      const all = manifest.triggers.filter((t) => t.required)
      const any = manifest.triggers.filter((t) => !t.required)
      const allMatch = all.length > 0 && all.every((t) => triggerMatches(t, view))
      return [
        ...(allMatch ? all.map((t) => describeMatch(t, view)) : []),
        ...any.filter((t) => triggerMatches(t, view)).map((t) => describeMatch(t, view))
      ]
    }
    case "lead_qualification":
      return []
  }
}

/** The disqualifying signals found, as phrases; empty when there is none. */
export const disqualifyingSignals = (manifest: Manifest, view: DetectionView): ReadonlyArray<string> => {
  switch (manifest.template) {
    case "intent_detect":
      return isFound(view, "not_interested") ? ["not_interested was found"] : []
    case "lead_qualification":
      return manifest.detectors.filter((d) => view.get(d.name)?.negated === true).map((d) => `${d.name} was denied`)
    case "support_triage":
    case "custom":
      return []
  }
}

/** intent_detect has no required fields: a positive intent qualifies, or with none chosen, the absence of a disqualifier. */
const intentStatus = (manifest: Manifest, view: DetectionView): Status => {
  const positives = manifest.detectors.filter((d) => (POSITIVE_INTENTS as ReadonlyArray<string>).includes(d.name))
  if (positives.length === 0) return "QUALIFIED"
  return positives.some((d) => isFound(view, d.name)) ? "QUALIFIED" : "FAILED"
}

export const deriveStatus = (manifest: Manifest, detections: Detections): StatusOutcome => {
  const view = viewDetections(manifest, detections)
  const required = manifest.detectors.filter((d) => d.required)
  const missing_fields = required.filter((d) => !isFound(view, d.name)).map((d) => d.name)
  const invalid_fields = manifest.detectors.filter((d) => view.get(d.name)?.invalid === true).map((d) => d.name)
  const disqualified = disqualifyingSignals(manifest, view).length > 0

  const status = ((): Status => {
    if (escalationReasons(manifest, view).length > 0) return "ESCALATE"
    if (disqualified) return "FAILED"
    if (manifest.template === "intent_detect") return intentStatus(manifest, view)
    // With no required detector at all (custom, every one `required: false`) nothing is missing: QUALIFIED.
    if (required.length > 0 && missing_fields.length === required.length) return "FAILED"
    if (missing_fields.length > 0) return "PARTIAL"
    return "QUALIFIED"
  })()
  return { status, missing_fields, invalid_fields, disqualified }
}

export interface NextStep {
  readonly next_action: NextAction
  readonly next_instruction: string
}

const triageRoute = (view: DetectionView) =>
  (["issue_severity", "customer_tier", "time_sensitivity"] as const)
    .map((name) => `${name.replace(/_/g, " ")} ${foundValue(view, name) ?? "unknown"}`)
    .join(", ")

/** decisions §3 next_action table, with a one-line hint for the person or queue that acts on it. */
export const nextAction = (manifest: Manifest, status: Status, detections: Detections, disqualified: boolean): NextStep => {
  const view = viewDetections(manifest, detections)
  switch (status) {
    case "ESCALATE": {
      const reasons = escalationReasons(manifest, view)
      return {
        next_action: "ESCALATE_NOW",
        next_instruction: `Hand this to a person now${reasons.length > 0 ? `: ${reasons.join("; ")}` : ""}.`
      }
    }
    case "QUALIFIED":
      if (manifest.template === "support_triage") {
        return { next_action: "CLOSE", next_instruction: `Triage complete: route the ticket by ${triageRoute(view)}.` }
      }
      if (isFound(view, "purchase_interest") && isFound(view, "urgency")) {
        return { next_action: "CLOSE", next_instruction: "The buyer is ready now: send the offer or contract and close the deal." }
      }
      return { next_action: "BOOK_MEETING", next_instruction: "Qualified: book a meeting with a sales rep." }
    case "PARTIAL": {
      const missing = manifest.detectors.filter((d) => d.required && !isFound(view, d.name)).map((d) => d.name)
      return { next_action: "GATHER_INFO", next_instruction: `Ask for the missing information: ${listWords(missing, "and")}.` }
    }
    case "FAILED": {
      if (!disqualified) {
        return { next_action: "NURTURE", next_instruction: "Not qualified yet: add to the nurture queue and follow up later." }
      }
      const signals = disqualifyingSignals(manifest, view)
      return {
        next_action: "DISQUALIFY",
        next_instruction: `Disqualified${signals.length > 0 ? ` (${signals.join("; ")})` : ""}: close without further outreach.`
      }
    }
  }
}
