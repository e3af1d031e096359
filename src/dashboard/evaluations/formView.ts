import { FRAMEWORKS, STANDARD_DETECTORS } from "../../domain/catalog.js"
import type { AssertionFailure, Issue } from "../../domain/types.js"
import { attr, html, type Html } from "../http/html.js"
import { csrfField } from "../views/layout.js"
import type { DetectorDraft, EvaluationDraft, TriggerDraft } from "./draft.js"
import { failureLabel, fieldLabel, readableMessage } from "./formErrors.js"
import { fieldFor, messagesByField } from "./issues.js"

export interface FormProblems {
  readonly issues: ReadonlyArray<Issue>
  readonly failures: ReadonlyArray<AssertionFailure>
  readonly message: string | null
}

export const noProblems: FormProblems = { issues: [], failures: [], message: null }

const TEMPLATES = [
  ["intent_detect", "Intent detection: standard detectors for messages, chats, emails"],
  ["lead_qualification", "Lead qualification: a sales framework pack"],
  ["support_triage", "Support triage: severity, customer tier, time sensitivity"],
  ["custom", "Custom: your own detectors and escalation triggers"]
] as const

type Errors = ReadonlyMap<string, ReadonlyArray<string>>

const errorsOf = (errors: Errors, id: string) => {
  const messages = errors.get(id)
  return messages === undefined ? "" : html`<div class="field-error" id="${id}-error">${messages.map((m) => html`<p>${m}</p>`)}</div>`
}
const described = (errors: Errors, id: string) => (errors.has(id) ? html` aria-invalid="true" aria-describedby="${id}-error"` : "")

const textInput = (errors: Errors, id: string, name: string, label: string, value: string, hint = "") => html`<div>
  <label for="${id}">${label}${hint === "" ? "" : html` <span class="hint">${hint}</span>`}</label>
  <input type="text" id="${id}" name="${name}" value="${value}"${described(errors, id)}>${errorsOf(errors, id)}</div>`

const area = (errors: Errors, id: string, name: string, label: string, value: string, hint: string) => html`<div>
  <label for="${id}">${label} <span class="hint">${hint}</span></label>
  <textarea id="${id}" name="${name}" rows="4"${described(errors, id)}>${value}</textarea>${errorsOf(errors, id)}</div>`

const detectorFieldset = (errors: Errors, d: DetectorDraft, i: number, count: number) => html`
<fieldset id="f-d${i}">
  <legend>Detector ${i + 1}</legend>${errorsOf(errors, `f-d${i}`)}
  <div class="row">
    ${textInput(errors, `f-d${i}-name`, `d${i}.name`, "Name", d.name, "Lower case, digits, underscores.")}
    <div><label for="f-d${i}-type">Type</label>
      <select id="f-d${i}-type" name="d${i}.type"${described(errors, `f-d${i}-type`)}>
        <option value="presence"${attr("selected", d.type === "presence")}>presence: is the signal there?</option>
        <option value="classification"${attr("selected", d.type === "classification")}>classification: which category?</option>
      </select>${errorsOf(errors, `f-d${i}-type`)}</div>
  </div>
  ${area(errors, `f-d${i}-categories`, `d${i}.categories`, "Categories", d.categories, "Classification only; one per line.")}
  ${area(errors, `f-d${i}-examples`, `d${i}.examples`, "Examples", d.examples, "One per line, at least 1. For classification, “category: text” says which category it belongs to; a single word then “: ” is read as a category, so start a line with “:” to keep it as plain text (“: Re: my invoice”).")}
  ${area(errors, `f-d${i}-non_examples`, `d${i}.non_examples`, "Non-examples", d.nonExamples, "Presence only, optional; phrases that must not count.")}
  <label class="check"><input type="checkbox" name="d${i}.required" value="1"${attr("checked", d.required)}> Required: counts toward the status</label>${errorsOf(errors, `f-d${i}-required`)}
  ${count > 1 ? html`<div class="actions"><button type="submit" name="_action" value="remove_detector:${i}" class="secondary" formnovalidate>Remove detector ${i + 1}</button></div>` : ""}
</fieldset>`

const triggerFieldset = (errors: Errors, t: TriggerDraft, i: number) => html`
<fieldset id="f-t${i}">
  <legend>Trigger ${i + 1}</legend>${errorsOf(errors, `f-t${i}`)}
  <div class="row">
    ${textInput(errors, `f-t${i}-field`, `t${i}.field`, "Detector", t.field, "The name of a detector above.")}
    ${textInput(errors, `f-t${i}-values`, `t${i}.values`, "Values", t.values, "Classification: categories that escalate, comma-separated.")}
  </div>
  <label class="check"><input type="checkbox" name="t${i}.required" value="1"${attr("checked", t.required)}> Required (all required triggers must match)</label>
  <div class="actions"><button type="submit" name="_action" value="remove_trigger:${i}" class="secondary" formnovalidate>Remove trigger ${i + 1}</button></div>
</fieldset>`

const summary = (problems: FormProblems, draft: EvaluationDraft) => {
  if (problems.message === null && problems.issues.length === 0 && problems.failures.length === 0) return ""
  const count = problems.issues.length + problems.failures.length
  return html`<div class="alert error" role="alert" id="form-errors" tabindex="-1">
  <p><strong>${problems.message ?? (count === 1 ? "One problem stops this evaluation from being created:" : `${count} problems stop this evaluation from being created:`)}</strong></p>
  ${problems.issues.length === 0 ? "" : html`<ul>${problems.issues.map((i) => {
    const id = fieldFor(i.path)
    const where = fieldLabel(i.path)
    return html`<li>${id === null ? html`<strong>${where}</strong>` : html`<a href="#${id}">${where}</a>`}: ${readableMessage(i.message)}</li>`
  })}</ul>`}
  ${problems.failures.length === 0 ? "" : html`<ul>${problems.failures.map(
    (f) => html`<li>${failureLabel(f, draft)}: “${f.example}” was expected ${f.expected} but scored ${f.got}.</li>`
  )}</ul>`}
</div>`
}

/** Where the form posts and what its button says: creating, or trying a new version (versionEdit.ts). */
export interface FormTarget {
  readonly action: string
  readonly submit: string
  readonly note: string
  readonly busy: string
  /** Fields the form carries unseen, e.g. the version an edit began from. */
  readonly hidden?: ReadonlyArray<readonly [string, string]>
}

export const createTarget: FormTarget = {
  action: "/dashboard/evaluations",
  submit: "Create evaluation",
  note: "Every example is checked before the evaluation is saved.",
  busy: "Checking examples…"
}

export const evaluationForm = (csrf: string, draft: EvaluationDraft, problems: FormProblems, target: FormTarget = createTarget): Html => {
  const errors = messagesByField(problems.issues, problems.failures, draft)
  return html`${summary(problems, draft)}
<form method="post" action="${target.action}" class="stack" data-busy="${target.busy}">
  ${csrfField(csrf)}${(target.hidden ?? []).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`)}
  <button type="submit" class="sr-only" tabindex="-1" aria-hidden="true">${target.submit}</button>
  <div class="panel stack">
    ${textInput(errors, "f-name", "name", "Name", draft.name, "A label for people, e.g. “Inbound demo requests”.")}
    <div><label for="f-template">Template</label>
      <select id="f-template" name="template" data-template-switch${described(errors, "f-template")}>${TEMPLATES.map(
        ([value, label]) => html`<option value="${value}"${attr("selected", draft.template === value)}>${label}</option>`
      )}</select>${errorsOf(errors, "f-template")}</div>
  </div>
  <fieldset data-for-template="intent_detect" id="f-standard_detectors">
    <legend>Standard detectors (intent detection)</legend>${errorsOf(errors, "f-standard_detectors")}
    <div class="checks">${STANDARD_DETECTORS.map(
      (name) => html`<label><input type="checkbox" name="standard_detectors" value="${name}"${attr("checked", draft.standardDetectors.includes(name))}> ${name}</label>`
    )}</div>
  </fieldset>
  <div class="panel" data-for-template="lead_qualification">
    <label for="f-framework">Framework (lead qualification)</label>
    <select id="f-framework" name="framework"${described(errors, "f-framework")}>${FRAMEWORKS.map(
      (f) => html`<option value="${f}"${attr("selected", draft.framework === f)}>${f.toUpperCase()}</option>`
    )}</select>${errorsOf(errors, "f-framework")}
  </div>
  <p class="panel" data-for-template="support_triage">Support triage uses its fixed pack: <code>issue_severity</code>, <code>customer_tier</code>, <code>time_sensitivity</code>.</p>
  <div class="stack" data-for-template="custom" id="f-detectors">
    <h2>Custom detectors</h2>${errorsOf(errors, "f-detectors")}
    ${draft.detectors.map((d, i) => detectorFieldset(errors, d, i, draft.detectors.length))}
    <div class="actions"><button type="submit" name="_action" value="add_detector" class="secondary" formnovalidate>Add a detector</button></div>
    <h2>Escalation triggers <span class="hint">Optional. Required triggers are ANDed; the others ORed.</span></h2>
    <div id="f-triggers" class="stack">${errorsOf(errors, "f-triggers")}${draft.triggers.map((t, i) => triggerFieldset(errors, t, i))}</div>
    <div class="actions"><button type="submit" name="_action" value="add_trigger" class="secondary" formnovalidate>Add a trigger</button></div>
  </div>
  <div class="actions"><button type="submit">${target.submit}</button>
    <span class="small muted">${target.note}</span></div>
</form>`
}
