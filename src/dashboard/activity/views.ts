import type { EvaluationRow } from "../../evaluations/Repo.js"
import { attr, html, type Html } from "../http/html.js"
import { modeBadge, number, statusBadge, tableWrap, time } from "../views/components.js"
import type { FeedPage, FeedRow } from "./FeedRepo.js"
import { FEED_MODES, FEED_STATUSES, type FeedFilters, feedQuery } from "./filters.js"

const MODE_NAMES: Readonly<Record<string, string>> = { durable: "Durable", adhoc: "Ad-hoc", deployment: "Deployment" }

const select = (id: string, label: string, options: ReadonlyArray<readonly [string, string]>, current: string | null) => html`<div>
  <label for="${id}">${label}</label>
  <select id="${id}" name="${id}"><option value="">All</option>${options.map(
    ([value, text]) => html`<option value="${value}"${attr("selected", value === current)}>${text}</option>`
  )}</select></div>`

const filtersForm = (f: FeedFilters, evaluations: ReadonlyArray<EvaluationRow>) => html`
<form method="get" action="/dashboard/activity" class="panel filters" role="search" aria-label="Search and filter the activity">
  <div class="wide"><label for="q">Search <span class="hint">Words of the input, or a call id</span></label>
    <input type="search" id="q" name="q" maxlength="200" value="${f.q ?? ""}"></div>
  ${select("evaluation", "Evaluation", evaluations.map((e) => [e.id, e.name] as const), f.evaluationId)}
  ${select("status", "Status", FEED_STATUSES.map((s) => [s, s === "ERROR" ? "Error (scoring failed)" : s] as const), f.status)}
  ${select("mode", "Mode", FEED_MODES.map((m) => [m, MODE_NAMES[m]!] as const), f.mode)}
  <div><label for="from">From <span class="hint">UTC day</span></label><input type="date" id="from" name="from" value="${f.from ?? ""}"></div>
  <div><label for="to">To <span class="hint">UTC day, inclusive</span></label><input type="date" id="to" name="to" value="${f.to ?? ""}"></div>
  <div class="actions"><button type="submit">Filter</button><a href="/dashboard/activity">Clear</a></div>
</form>`

const evaluationCell = (r: FeedRow) =>
  r.mode === "adhoc"
    ? html`<em>Ad-hoc criteria</em>`
    : r.evaluationId === null
      ? html`<span class="muted">–</span>`
      : html`<a href="/dashboard/evaluations/${r.evaluationId}">${r.evaluationName ?? r.evaluationId}</a>${
          r.evaluationVersion === null ? "" : html` <span class="muted small" title="Version ${r.evaluationVersion}">v${r.evaluationVersion}</span>`
        }`

export const feedRow = (r: FeedRow): Html => html`<tr data-mode="${r.mode}">
  <td><a href="/dashboard/activity/${r.id}" aria-label="Details of the call at ${r.createdAt.toISOString()}">${time(r.createdAt)}</a></td>
  <td>${modeBadge(r.mode)}</td>
  <td>${evaluationCell(r)}</td>
  <td>${statusBadge(r.status, r.errorCode)}</td>
  <td><span class="preview" title="${r.preview ?? ""}">${r.preview ?? ""}</span></td>
  <td>${r.nextAction === null ? html`<span class="muted" title="The call did not ask for a next action">–</span>` : html`<span class="action">${r.nextAction}</span>`}</td>
  <td class="num">${number(r.latencyMs)} ms</td>
</tr>`

export const feedTable = (rows: ReadonlyArray<FeedRow>, empty: string): Html =>
  tableWrap(
    "Evaluate calls, newest first",
    html`<tr><th scope="col">Time</th><th scope="col">Mode</th><th scope="col">Evaluation</th><th scope="col">Status</th><th scope="col">Input</th><th scope="col">Next action</th><th scope="col" class="num">Latency</th></tr>`,
    rows.map(feedRow),
    empty
  )

export const feedBody = (page: FeedPage, f: FeedFilters, paged: boolean, evaluations: ReadonlyArray<EvaluationRow>): Html => html`
<p>Every evaluate call, newest first. <span class="badge m-adhoc">Ad-hoc</span> rows ran inline criteria rather than a saved evaluation.
Calls the API refused (a bad key, a malformed body) are under <a href="/dashboard/rejected">Rejected calls</a>.</p>
${filtersForm(f, evaluations)}
${feedTable(page.rows, paged ? "No older calls match." : "No calls match these filters yet.")}
${
  page.rows.length === 0
    ? ""
    : html`<p class="actions small">Download these calls (every page, with these filters):
  <a href="/dashboard/activity.csv${feedQuery(f)}" download>CSV</a>
  <a href="/dashboard/activity.jsonl${feedQuery(f)}" download>JSON Lines</a></p>`
}
<nav class="pager" aria-label="Pages">
  ${paged ? html`<a href="/dashboard/activity${feedQuery(f)}">← Newest</a>` : html`<span></span>`}
  ${page.next === null ? html`<span class="muted small">End of the feed</span>` : html`<a href="/dashboard/activity${feedQuery(f, page.next)}" rel="next">Older →</a>`}
</nav>`
