import type { Manifest } from "../../domain/types.js"
import type { AssertionSummary, EvaluationRow } from "../../evaluations/Repo.js"
import { html, type Html, type Part } from "../http/html.js"
import { notice, number, tableWrap, time } from "../views/components.js"
import { archivedLink } from "./archiveViews.js"
import { assertionsView, rubricView } from "./rubricView.js"

export interface CallCount {
  readonly evaluationId: string
  readonly calls: number
  readonly lastCall: Date
}

const templateLabel = (e: EvaluationRow) => {
  const framework = (e.definition as { framework?: unknown }).framework
  return typeof framework === "string" ? `${e.template} (${framework})` : e.template
}

export const listBody = (rows: ReadonlyArray<EvaluationRow>, calls: ReadonlyArray<CallCount>, archived = 0): Html => {
  const byId = new Map(calls.map((c) => [c.evaluationId, c]))
  return html`<div class="actions"><a class="button" href="/dashboard/evaluations/new">New evaluation</a></div>
<h2>Evaluations</h2>
${tableWrap(
  "Evaluations",
  html`<tr><th scope="col">Name</th><th scope="col">Template</th><th scope="col" class="num">Detectors</th><th scope="col" class="num">Calls, 30 days</th><th scope="col">Last call</th><th scope="col">Created</th></tr>`,
  rows.map((e) => {
    const c = byId.get(e.id)
    return html`<tr><td><a href="/dashboard/evaluations/${e.id}">${e.name}</a></td><td>${templateLabel(e)}</td>
      <td class="num">${(e.rubric as Manifest).detectors.length}</td><td class="num">${number(c?.calls ?? 0)}</td>
      <td>${time(c?.lastCall ?? null)}</td><td>${time(e.createdAt)}</td></tr>`
  }),
  "No evaluations yet. Create one from a template, or send criteria inline with an ad-hoc call."
)}${archivedLink(archived)}`
}

/**
 * `filing`: the archive, restore and duplicate controls; an archived evaluation is not offered to
 * the playground or to a new deployment. `versions`: the history (versionRoutes.ts, historyView.ts).
 */
export const detailBody = (e: EvaluationRow, created: boolean, filing: Html = html``, active = true, versions: Part = ""): Html => {
  const manifest = e.rubric as Manifest
  return html`${created ? notice("ok", "The evaluation is created: every example scored as declared.") : ""}
<div class="panel"><dl class="facts">
  <dt>Evaluation id</dt><dd><code id="evaluation-id">${e.id}</code></dd>
  <dt>Template</dt><dd>${templateLabel(e)}</dd>
  <dt>Detectors</dt><dd>${manifest.detectors.map((d, i) => html`${i > 0 ? ", " : ""}<code>${d.name}</code>`)}</dd>
  <dt>Created</dt><dd>${time(e.createdAt)}</dd>
  <dt>Latest version</dt><dd><a href="/dashboard/evaluations/${e.id}/versions/${e.latestVersion}" id="latest-version">${e.latestVersion}</a></dd>
</dl></div>
<div class="actions">
  <a class="button" href="/dashboard/evaluations/${e.id}/edit">Edit</a>
  ${active ? html`<a class="button" href="/dashboard/playground?evaluation=${e.id}">Try it in the playground</a>` : ""}
  <a class="button secondary" href="/dashboard/activity?evaluation=${e.id}">Activity</a>
  <a class="button secondary" href="/dashboard/outcomes?evaluation=${e.id}">Outcomes</a>
  ${active ? html`<a class="button secondary" href="/dashboard/deployments?evaluation=${e.id}">Deploy with a webhook secret</a>` : ""}
</div>
${filing}
${versions}
<h2>Compiled rubric</h2>
${rubricView(manifest)}
<h2>Example assertions</h2>
${assertionsView(manifest, e.assertions as AssertionSummary)}
<details class="panel"><summary>As created through the API</summary>
<pre class="mono">${JSON.stringify({ name: e.name, ...e.definition }, null, 2)}</pre></details>`
}
