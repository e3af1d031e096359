import type { EvaluationResult } from "../../domain/result.js"
import type { Message } from "../../domain/types.js"
import { html, type Html } from "../http/html.js"
import { statusBadge } from "./components.js"
import { highlightedInput, type Quote } from "./highlight.js"

const quotesOf = (result: EvaluationResult): ReadonlyArray<Quote> =>
  Object.entries(result.extracted_fields).flatMap(([detector, f]) =>
    (f.evidence ?? []).map((e) => ({ detector, messageIndex: e.message_index, quote: e.quote }))
  )

const yesNo = (b: boolean) => (b ? "yes" : "no")

/** Status, next action, the input with its evidence marked, and every detector's extraction. */
export const resultView = (result: EvaluationResult, input: ReadonlyArray<Message>): Html => html`
<div class="panel"><dl class="facts">
  <dt>Status</dt><dd>${statusBadge(result.status)}</dd>
  ${result.next_action === undefined || result.next_action === null ? "" : html`<dt>Next action</dt><dd><code>${result.next_action}</code>${result.next_instruction ? html` — ${result.next_instruction}` : ""}</dd>`}
  <dt>Missing fields</dt><dd>${result.missing_fields.length === 0 ? "none" : result.missing_fields.map((f, i) => html`${i > 0 ? ", " : ""}<code>${f}</code>`)}</dd>
  ${result.invalid_fields.length === 0 ? "" : html`<dt>Invalid fields</dt><dd>${result.invalid_fields.map((f, i) => html`${i > 0 ? ", " : ""}<code>${f}</code>`)}</dd>`}
</dl></div>
<h3>Input, evidence highlighted</h3>
<div class="evidence">${highlightedInput(input, quotesOf(result))}</div>
<h3>Signals</h3>
<div class="table-wrap"><table>
  <caption class="sr-only">Extracted signals</caption>
  <thead><tr><th scope="col">Detector</th><th scope="col">Found</th><th scope="col" class="num">Confidence</th><th scope="col">Value</th><th scope="col">Negated</th><th scope="col">Evidence</th></tr></thead>
  <tbody>${Object.entries(result.extracted_fields).map(
    ([name, f]) => html`<tr><th scope="row"><code>${name}</code></th><td>${f.found ? html`<strong class="active">found</strong>` : "not found"}</td>
      <td class="num">${f.confidence.toFixed(3)}</td><td>${f.value ?? html`<span class="muted">–</span>`}</td><td>${yesNo(f.negated)}</td>
      <td>${(f.evidence ?? []).length === 0 ? html`<span class="muted">–</span>` : (f.evidence ?? []).map((e) => html`<q>${e.quote}</q> `)}</td></tr>`
  )}</tbody>
</table></div>
${
  result.follow_up_questions.length === 0
    ? ""
    : html`<h3>Follow-up questions</h3><ul>${result.follow_up_questions.map((q) => html`<li><code>${q.field}</code>: ${q.question}</li>`)}</ul>`
}`
