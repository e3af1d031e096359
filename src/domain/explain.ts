// decisions §11 `options.explain`: which rule of decisions §3 set the status and which set the
// next action, with the detectors and triggers each used, and one plain sentence. It reads the
// status the rules derived (status.ts) and names the rule that produced it, so the two never
// disagree on the outcome.
import { POSITIVE_INTENTS } from "./catalog.js"
import { type DetectionView, isFound, viewDetections } from "./detection.js"
import type { EvaluationResult } from "./result.js"
import { disqualifyingSignals, escalationReasons } from "./status.js"
import { listWords } from "./text.js"
import type { Detections, Manifest, NextAction, Status } from "./types.js"

export type StatusRule =
  | "escalation_matched"
  | "disqualifying_signal_found"
  | "no_positive_intent_found"
  | "no_required_detector_found"
  | "required_detector_missing"
  | "positive_intent_found"
  | "no_positive_intent_chosen"
  | "every_required_detector_found"
  | "no_detector_required"

export type NextActionRule =
  | "escalate"
  | "triage_complete"
  | "ready_to_buy"
  | "qualified"
  | "gather_missing_information"
  | "disqualified"
  | "not_qualified_yet"

export interface RuleUse<R, V> {
  readonly rule: R
  readonly value: V
  /** The detectors the rule looked at to decide. */
  readonly detectors: ReadonlyArray<string>
  /** The escalation triggers or disqualifying signals that matched, as phrases. */
  readonly triggers: ReadonlyArray<string>
}

export interface Explanation {
  readonly status: RuleUse<StatusRule, Status>
  /** Null when the call did not ask for a next action. */
  readonly next_action: RuleUse<NextActionRule, NextAction> | null
  readonly sentence: string
}

const use = <R, V>(rule: R, value: V, detectors: ReadonlyArray<string>, triggers: ReadonlyArray<string> = []): RuleUse<R, V> => ({
  rule,
  value,
  detectors,
  triggers
})

/** `authority` → "required detector authority was", two or more → "required detectors a and b were". */
const named = (what: string, names: ReadonlyArray<string>) =>
  `${what}${names.length === 1 ? "" : "s"} ${listWords(names, "and")} ${names.length === 1 ? "was" : "were"}`

/** The detectors a trigger phrase names ("issue_severity is high and customer_tier is enterprise"). */
const detectorsIn = (manifest: Manifest, phrases: ReadonlyArray<string>) =>
  manifest.detectors.map((d) => d.name).filter((name) => phrases.some((p) => p.split(/[ ;]/).includes(name)))

const statusRule = (manifest: Manifest, view: DetectionView, status: Status): [RuleUse<StatusRule, Status>, string] => {
  const required = manifest.detectors.filter((d) => d.required).map((d) => d.name)
  const positives = manifest.detectors.map((d) => d.name).filter((n) => (POSITIVE_INTENTS as ReadonlyArray<string>).includes(n))
  switch (status) {
    case "ESCALATE": {
      const reasons = escalationReasons(manifest, view)
      return [use("escalation_matched", status, detectorsIn(manifest, reasons), reasons), `an escalation trigger matched (${reasons.join("; ")})`]
    }
    case "FAILED": {
      const signals = disqualifyingSignals(manifest, view)
      if (signals.length > 0) {
        return [use("disqualifying_signal_found", status, detectorsIn(manifest, signals), signals), `a disqualifying signal was found (${signals.join("; ")})`]
      }
      if (manifest.template === "intent_detect") {
        return [use("no_positive_intent_found", status, positives), `no positive intent was found (${listWords(positives)})`]
      }
      return [use("no_required_detector_found", status, required), `none of the required detectors was found (${listWords(required)})`]
    }
    case "PARTIAL": {
      const missing = required.filter((n) => !isFound(view, n))
      return [use("required_detector_missing", status, missing), `${named("required detector", missing)} not found`]
    }
    case "QUALIFIED": {
      if (manifest.template === "intent_detect") {
        if (positives.length === 0) return [use("no_positive_intent_chosen", status, []), "no positive intent is chosen and no disqualifying signal was found"]
        const found = positives.filter((n) => isFound(view, n))
        return [use("positive_intent_found", status, found), `positive intent ${listWords(found, "and")} ${found.length === 1 ? "was" : "were"} found`]
      }
      if (required.length === 0) return [use("no_detector_required", status, []), "no detector is required and no escalation trigger matched"]
      return [use("every_required_detector_found", status, required), `every required detector was found (${listWords(required, "and")})`]
    }
  }
}

const nextActionRule = (manifest: Manifest, view: DetectionView, status: Status, action: NextAction, statusUse: RuleUse<StatusRule, Status>) => {
  switch (action) {
    case "ESCALATE_NOW":
      return use<NextActionRule, NextAction>("escalate", action, statusUse.detectors, statusUse.triggers)
    case "CLOSE":
      return manifest.template === "support_triage"
        ? use<NextActionRule, NextAction>("triage_complete", action, manifest.detectors.map((d) => d.name))
        : use<NextActionRule, NextAction>("ready_to_buy", action, ["purchase_interest", "urgency"])
    case "BOOK_MEETING":
      return use<NextActionRule, NextAction>("qualified", action, manifest.detectors.map((d) => d.name).filter((n) => ["purchase_interest", "urgency"].includes(n)))
    case "GATHER_INFO":
      return use<NextActionRule, NextAction>("gather_missing_information", action, statusUse.detectors)
    case "DISQUALIFY":
      return use<NextActionRule, NextAction>("disqualified", action, statusUse.detectors, statusUse.triggers)
    case "NURTURE":
      return use<NextActionRule, NextAction>("not_qualified_yet", action, status === "FAILED" ? statusUse.detectors : [])
  }
}

/** The explanation of a result that `buildResult(manifest, detections, ...)` produced. */
export const explain = (manifest: Manifest, detections: Detections, result: EvaluationResult): Explanation => {
  const view = viewDetections(manifest, detections)
  const [status, why] = statusRule(manifest, view, result.status)
  const action = result.next_action === undefined ? null : nextActionRule(manifest, view, result.status, result.next_action, status)
  const sentence = `${result.status}: ${why}${action === null ? "" : `, so the next action is ${action.value}`}`
  return { status, next_action: action, sentence }
}
