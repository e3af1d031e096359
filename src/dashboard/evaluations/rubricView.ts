import type { DetectorSpec, Manifest } from "../../domain/types.js"
import { html, type Html } from "../http/html.js"

const kind = (d: DetectorSpec) =>
  d.kind === "presence" ? "presence" : html`classification: ${d.categories.map((c, i) => html`${i > 0 ? ", " : ""}<code>${c}</code>`)}`

const phrases = (title: string, items: ReadonlyArray<string>) =>
  items.length === 0 ? "" : html`<p class="small"><strong>${title}</strong></p><ul class="small">${items.map((t) => html`<li>${t}</li>`)}</ul>`

const customDetails = (d: DetectorSpec) =>
  d.builtin !== null
    ? ""
    : html`<details><summary>${d.examples.length} example${d.examples.length === 1 ? "" : "s"}${
        d.nonExamples.length > 0 ? `, ${d.nonExamples.length} non-example${d.nonExamples.length === 1 ? "" : "s"}` : ""
      }</summary>
      ${phrases("Examples", d.examples.map((e) => (e.category === null ? e.text : `${e.category}: ${e.text}`)))}
      ${phrases("Non-examples", d.nonExamples)}</details>`

/** The compiled manifest in words: what counts, what escalates, what disqualifies, and each detector. */
export const rubricView = (m: Manifest): Html => html`
<div class="panel">
  <dl class="facts">
    <dt>Required fields</dt><dd>${m.rules.required.length === 0 ? "none" : m.rules.required.map((r, i) => html`${i > 0 ? ", " : ""}<code>${r}</code>`)}</dd>
    <dt>Escalates when</dt><dd>${m.rules.escalates}</dd>
    <dt>Disqualifies when</dt><dd>${m.rules.disqualifies}</dd>
    <dt>Status</dt><dd>ESCALATE if an escalation rule matches; else FAILED if a disqualifier is found or no required field is; else PARTIAL while some required fields are missing; else QUALIFIED.</dd>
  </dl>
</div>
<div class="table-wrap"><table>
  <caption class="sr-only">Detectors</caption>
  <thead><tr><th scope="col">Detector</th><th scope="col">Type</th><th scope="col">Required</th><th scope="col">What it looks for</th><th scope="col">Follow-up question</th></tr></thead>
  <tbody>${m.detectors.map(
    (d) => html`<tr><th scope="row"><code>${d.name}</code></th><td>${kind(d)}</td><td>${d.required ? "yes" : "no"}</td>
      <td>${d.description}${customDetails(d)}</td><td>${d.question}</td></tr>`
  )}</tbody>
</table></div>
${
  m.triggers.length === 0
    ? ""
    : html`<h3>Escalation triggers</h3><ul>${m.triggers.map(
        (t) => html`<li><code>${t.field}</code> ${t.values === null ? "is found" : html`is one of ${t.values.map((v, i) => html`${i > 0 ? ", " : ""}<code>${v}</code>`)}`}${
          t.required ? html` <span class="badge">required</span>` : ""
        }</li>`
      )}</ul>`
}`

/** Create-time assertions: every stored evaluation passed them, or it would not exist. */
export const assertionsView = (m: Manifest, summary: { checked: number; failures: ReadonlyArray<unknown> }): Html => {
  const custom = m.detectors.filter((d) => d.builtin === null)
  if (custom.length === 0) return html`<p>Built-in detectors only: their rubrics ship with Assay, so there are no examples to assert.</p>`
  return html`<p>${summary.failures.length === 0 ? "✓ " : ""}${summary.checked} phrase${summary.checked === 1 ? "" : "s"} checked when the evaluation was created; ${
    summary.failures.length === 0 ? "all scored as declared." : `${summary.failures.length} did not.`
  }</p>
<div class="table-wrap"><table>
  <caption class="sr-only">Example assertions per detector</caption>
  <thead><tr><th scope="col">Detector</th><th scope="col" class="num">Examples found</th><th scope="col" class="num">Non-examples not found</th><th scope="col">Result</th></tr></thead>
  <tbody>${custom.map(
    (d) => html`<tr><th scope="row"><code>${d.name}</code></th><td class="num">${d.examples.length}</td><td class="num">${d.nonExamples.length}</td><td><span class="active">passed</span></td></tr>`
  )}</tbody>
</table></div>`
}
