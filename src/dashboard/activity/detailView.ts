import { html, type Html } from "../http/html.js"
import { modeBadge, number, statusBadge, tableWrap, time } from "../views/components.js"
import { highlightedInput } from "../views/highlight.js"
import { explanationView } from "../views/explanation.js"
import { resultView } from "../views/result.js"
import type { LogDetail, LoggedOutcome } from "./LogDetailRepo.js"
import { playgroundLink, rawJson } from "./rawView.js"

const dash = html`<span class="muted">–</span>`

const evaluationFact = (r: LogDetail) =>
  r.mode === "adhoc"
    ? html`<em>Ad-hoc criteria</em> (sent inline; not saved, not fetchable through the API)`
    : r.evaluationId === null
      ? dash
      : html`<a href="/dashboard/evaluations/${r.evaluationId}">${r.evaluationName ?? r.evaluationId}</a>`

const outcomesTable = (outcomes: ReadonlyArray<LoggedOutcome>) =>
  tableWrap(
    "Outcomes logged against this call",
    html`<tr><th scope="col">Recorded</th><th scope="col">Decision</th><th scope="col">Outcome</th><th scope="col" class="num">Value</th><th scope="col" class="num">Days to close</th></tr>`,
    outcomes.map(
      (o) => html`<tr><td>${time(o.recordedAt)}</td><td>${statusBadge(o.decision)}</td><td>${o.actualOutcome}</td>
        <td class="num">${number(o.conversionValue, 2)}</td><td class="num">${number(o.daysToClose, 1)}</td></tr>`
    ),
    "No outcome has been logged against this call."
  )

export const detailBody = (r: LogDetail, outcomes: ReadonlyArray<LoggedOutcome>): Html => html`
<p class="actions"><a href="/dashboard/activity">← Activity</a> ${playgroundLink(r)}</p>
<div class="panel"><dl class="facts">
  <dt>Call id</dt><dd><code>${r.id}</code></dd>
  <dt>Time</dt><dd>${time(r.createdAt)}</dd>
  <dt>Mode</dt><dd>${modeBadge(r.mode)}</dd>
  <dt>Evaluation</dt><dd>${evaluationFact(r)}</dd>
  ${r.evaluationId === null || r.evaluationVersion === null ? "" : html`<dt>Version</dt><dd><a href="/dashboard/evaluations/${r.evaluationId}/versions/${r.evaluationVersion}" id="call-version">Version ${r.evaluationVersion}</a></dd>`}
  ${r.deploymentPrefix === null ? "" : html`<dt>Deployment</dt><dd><code>${r.deploymentPrefix}…</code></dd>`}
  <dt>Input type</dt><dd>${r.inputType}</dd>
  <dt>Status</dt><dd>${statusBadge(r.status, r.errorCode)}</dd>
  <dt>Guide</dt><dd>${r.guide ?? dash}</dd>
  <dt>Scorer</dt><dd>${r.scorer}${r.model === null ? "" : html` (<code>${r.model}</code>)`}</dd>
  ${r.tokensIn === null ? "" : html`<dt>Tokens</dt><dd>${number(r.tokensIn)} in, ${number(r.tokensOut ?? 0)} out</dd>`}
  <dt>Latency</dt><dd>${number(r.latencyMs)} ms${r.scoringLatencyMs === null ? "" : ` (scoring ${number(r.scoringLatencyMs)} ms)`}</dd>
</dl></div>
${
  r.result === null
    ? html`<div class="alert error" role="status">Scoring failed${r.errorCode === null ? "" : html` with <code>${r.errorCode}</code>`}: no status was decided and no quota was used.</div>
<h3>Input</h3>${highlightedInput(r.input, [])}`
    : html`${explanationView(r.result.explanation)}${resultView(r.result, r.input)}`
}
${r.mode === "adhoc" ? "" : html`<h2>Outcomes</h2>${outcomesTable(outcomes)}`}
<h2>Raw JSON</h2>
${rawJson(r)}`
