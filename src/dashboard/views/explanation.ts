import type { Explanation } from "../../domain/explain.js"
import { html, type Html } from "../http/html.js"

const RULE_WORDS: Readonly<Record<string, string>> = {
  escalation_matched: "an escalation trigger matched",
  disqualifying_signal_found: "a disqualifying signal was found",
  no_positive_intent_found: "no positive intent was found",
  no_required_detector_found: "no required detector was found",
  required_detector_missing: "a required detector is missing",
  positive_intent_found: "a positive intent was found",
  no_positive_intent_chosen: "no positive intent is chosen",
  every_required_detector_found: "every required detector was found",
  no_detector_required: "no detector is required",
  escalate: "the call escalates",
  triage_complete: "triage is complete",
  ready_to_buy: "the customer is ready to buy",
  qualified: "the call qualified",
  gather_missing_information: "information is missing",
  disqualified: "the call is disqualified",
  not_qualified_yet: "the call is not qualified yet"
}

const rule = (label: string, use: { rule: string; value: string; detectors: ReadonlyArray<string>; triggers: ReadonlyArray<string> }) => html`
  <dt>${label}</dt><dd><code>${use.value}</code> because ${RULE_WORDS[use.rule] ?? use.rule} <span class="muted small">(rule <code>${use.rule}</code>)</span>${
    use.detectors.length === 0 ? "" : html`<br><span class="small">detectors: ${use.detectors.map((d, i) => html`${i > 0 ? ", " : ""}<code>${d}</code>`)}</span>`
  }${use.triggers.length === 0 ? "" : html`<br><span class="small">matched: ${use.triggers.join("; ")}</span>`}</dd>`

/** decisions §11: the rules that set the status and the next action, and the plain sentence. */
export const explanationView = (e: Explanation | undefined): Html =>
  e === undefined
    ? html``
    : html`<section class="panel" aria-labelledby="explanation-heading" id="explanation">
  <h3 id="explanation-heading">Why this result</h3>
  <p id="explanation-sentence">${e.sentence}</p>
  <dl class="facts">${rule("Status", e.status)}${e.next_action === null ? "" : rule("Next action", e.next_action)}</dl>
</section>`
