// The version history of an evaluation (issue 24): who published what and when, each version viewable.
import { detectorNames } from "../../domain/manifest.js"
import type { Manifest } from "../../domain/types.js"
import type { EvaluationRow, VersionRow } from "../../evaluations/Repo.js"
import { html, type Html } from "../http/html.js"
import { notice, tableWrap, time } from "../views/components.js"
import { rubricView } from "./rubricView.js"

const publisher = (v: VersionRow) => (v.publishedBy === null ? html`<span class="muted">an API key</span>` : v.publishedBy)
const names = (v: VersionRow) => detectorNames(v.rubric as Manifest).map((n, i) => html`${i > 0 ? ", " : ""}<code>${n}</code>`)

export const historyView = (evaluationId: string, versions: ReadonlyArray<VersionRow>): Html => html`
<h2 id="versions">Versions</h2>
${tableWrap(
  "Versions of this evaluation, newest first",
  html`<tr><th scope="col">Version</th><th scope="col">Published by</th><th scope="col">When</th><th scope="col">Detectors</th></tr>`,
  versions.map(
    (v, i) => html`<tr><td><a href="/dashboard/evaluations/${evaluationId}/versions/${v.version}">Version ${v.version}</a>${
      i === 0 ? html` <span class="badge">latest</span>` : ""
    }</td><td>${publisher(v)}</td><td>${time(v.createdAt)}</td><td>${names(v)}</td></tr>`
  ),
  "No versions."
)}`

/** `already`: the page a second publish of one tried draft lands on (nothing new was published). */
export const versionBody = (e: EvaluationRow, v: VersionRow, already = false): Html => html`
<p class="actions"><a href="/dashboard/evaluations/${e.id}">← ${e.name}</a></p>
${already ? notice("ok", `This tried draft was already published as version ${v.version}; publishing it again made no new version.`) : ""}
${v.version === e.latestVersion ? notice("ok", "This is the latest version: evaluate calls and deployments that are not pinned run it.") : ""}
<div class="panel"><dl class="facts">
  <dt>Version</dt><dd id="version-number">${v.version} of ${e.latestVersion}</dd>
  <dt>Published by</dt><dd>${publisher(v)}</dd>
  <dt>When</dt><dd>${time(v.createdAt)}</dd>
  <dt>Name</dt><dd>${v.name}</dd>
  <dt>Detectors</dt><dd>${names(v)}</dd>
</dl></div>
<div class="actions"><a class="button secondary" href="/dashboard/evaluations/${e.id}/edit?version=${v.version}">Edit from this version</a></div>
<h2>Compiled rubric</h2>
${rubricView(v.rubric as Manifest)}
<details class="panel"><summary>Definition</summary>
<pre class="mono">${JSON.stringify({ name: v.name, ...v.definition }, null, 2)}</pre></details>`
