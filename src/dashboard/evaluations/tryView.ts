// The page of a tried draft: the replay's progress, then its diff (decisions §12) and "Publish".
import type { CallSide, OutcomeRates, ReplayDiff } from "../../domain/replayDiff.js"
import type { EvaluationRow } from "../../evaluations/Repo.js"
import type { ReplayRow } from "../../replays/Repo.js"
import { transitionChart } from "../charts/transitions.js"
import { html, type Html } from "../http/html.js"
import { notice, number, percent, statusBadge, tableWrap, time } from "../views/components.js"
import { csrfField } from "../views/layout.js"

export interface ChangedCall {
  readonly seq: number
  readonly logId: string
  readonly logCreatedAt: Date
  readonly before: CallSide
  readonly after: CallSide
}

export interface TryPage {
  readonly csrf: string
  readonly evaluation: EvaluationRow
  readonly replay: ReplayRow
  readonly changes: ReadonlyArray<ChangedCall>
  /** The `seq` of the last change shown when more follow; null on the last page. */
  readonly next: string | null
  readonly paged: boolean
}

const base = (p: TryPage) => `/dashboard/evaluations/${p.evaluation.id}`
const codes = (names: ReadonlyArray<string>) => (names.length === 0 ? html`<span class="muted">none</span>` : names.map((n, i) => html`${i > 0 ? ", " : ""}<code>${n}</code>`))
const action = (a: string | null) => (a === null ? html`<span class="muted">–</span>` : html`<code>${a}</code>`)

const side = (s: CallSide) => html`${statusBadge(s.status)} ${action(s.next_action)}<br><span class="small">found: ${codes(s.found)}</span>`

const changedTable = (p: TryPage) =>
  tableWrap(
    "Calls the draft scores differently",
    html`<tr><th scope="col">Call</th><th scope="col">Before (logged)</th><th scope="col">After (draft)</th><th scope="col">Detectors</th></tr>`,
    p.changes.map((c) => {
      const gained = c.after.found.filter((d) => !c.before.found.includes(d))
      const lost = c.before.found.filter((d) => !c.after.found.includes(d))
      return html`<tr><td><a href="/dashboard/activity/${c.logId}">${time(c.logCreatedAt)}</a></td><td>${side(c.before)}</td><td>${side(c.after)}</td>
        <td class="small">${gained.length === 0 ? "" : html`gained ${codes(gained)} `}${lost.length === 0 ? "" : html`lost ${codes(lost)}`}</td></tr>`
    }),
    "No call would be scored differently."
  )

const detectorTable = (d: ReplayDiff) =>
  tableWrap(
    "Per detector: calls where it would be found and was not (gained), and the reverse (lost)",
    html`<tr><th scope="col">Detector</th><th scope="col" class="num">Gained</th><th scope="col" class="num">Lost</th></tr>`,
    Object.entries(d.detectors).map(([name, g]) => html`<tr><th scope="row"><code>${name}</code></th><td class="num">+${g.gained}</td><td class="num">−${g.lost}</td></tr>`),
    "No detectors."
  )

const actionTable = (d: ReplayDiff) =>
  tableWrap(
    "Next actions that would change",
    html`<tr><th scope="col">Before</th><th scope="col">After</th><th scope="col" class="num">Calls</th></tr>`,
    d.next_actions.map((a) => html`<tr><td>${action(a.from)}</td><td>${action(a.to)}</td><td class="num">${a.count}</td></tr>`),
    "No next action would change."
  )

const rateCell = (r: OutcomeRates | undefined, label: string) => {
  const o = r?.outcomes[label]
  return r === undefined ? html`<span class="muted">–</span>` : html`${percent(o?.rate ?? 0)} <span class="muted small">(${o?.count ?? 0} of ${r.calls})</span>`
}

const outcomeTable = (d: ReplayDiff) => {
  const labels = [...new Set([...Object.values(d.outcomes.before), ...Object.values(d.outcomes.after)].flatMap((r) => Object.keys(r.outcomes)))].sort()
  const statuses = ["QUALIFIED", "PARTIAL", "FAILED", "ESCALATE"].filter((s) => s in d.outcomes.before || s in d.outcomes.after)
  return tableWrap(
    "Outcome rate per status, before and after",
    html`<tr><th scope="col">Status</th><th scope="col">Outcome</th><th scope="col">Before</th><th scope="col">After</th></tr>`,
    statuses.flatMap((s) =>
      labels.map((l) => html`<tr><td>${statusBadge(s)}</td><td>${l}</td><td>${rateCell(d.outcomes.before[s], l)}</td><td>${rateCell(d.outcomes.after[s], l)}</td></tr>`)
    ),
    "No outcome was recorded on these calls, so there are no rates to compare."
  )
}

/** Said before the button, so the warning page that publishing would show is no surprise. */
const staleNotice = (p: TryPage) => {
  const base = p.replay.baseVersion
  return base === null || p.evaluation.latestVersion <= base
    ? ""
    : notice(
        "error",
        `Version ${p.evaluation.latestVersion} was published after you started editing from version ${base}: publishing this draft will ask you to confirm replacing it.`
      )
}

const publishForm = (p: TryPage) => html`<form method="post" action="${base(p)}/publish" class="actions" data-busy="Publishing…">
  ${csrfField(p.csrf)}<input type="hidden" name="replay_id" value="${p.replay.id}">
  <button type="submit">Publish as version ${p.evaluation.latestVersion + 1}</button>
  <a class="button secondary" href="${base(p)}/edit?from=${p.replay.id}">Edit the draft again</a>
  <a class="button secondary" href="${base(p)}">Discard</a>
</form>`

const progress = (r: ReplayRow) => html`<div class="panel" role="status" aria-live="polite" id="try-progress">
  <p>Re-scoring the last calls with the draft: <strong>${number(r.processed)}</strong> of ${r.total === null ? "…" : number(r.total)}.</p>
  <progress max="${r.total ?? 1}" value="${r.processed}"></progress>
  <p class="small muted">This page reloads by itself every second; live calls keep priority.</p></div>`

const done = (p: TryPage, d: ReplayDiff) => html`
<p id="try-summary"><strong>${number(d.changed)}</strong> of ${number(d.calls)} recent calls would be scored differently by the draft.</p>
${publishForm(p)}
${transitionChart("transitions", "Status: logged (rows) → draft (columns)", d.transitions)}
<h2>Detectors</h2>${detectorTable(d)}
<h2>Next actions</h2>${actionTable(d)}
<h2>Outcomes</h2>${outcomeTable(d)}
<h2 id="changed">Changed calls</h2>${changedTable(p)}
<nav class="pager" aria-label="Pages of changed calls">
  ${p.paged ? html`<a href="${base(p)}/tries/${p.replay.id}#changed">← First</a>` : html`<span></span>`}
  ${p.next === null ? html`<span class="muted small">End of the changed calls</span>` : html`<a href="${base(p)}/tries/${p.replay.id}?cursor=${p.next}#changed" rel="next">More →</a>`}
</nav>`

export const tryBody = (p: TryPage): Html => html`
<p class="actions"><a href="${base(p)}">← ${p.evaluation.name}</a></p>
<p>A draft of the next version, tried on the last ${number(p.replay.rowLimit)} calls of this evaluation (durable and deployment calls that were scored) without publishing it. Tried ${time(p.replay.createdAt)}; the latest published version is ${p.evaluation.latestVersion}.</p>
${staleNotice(p)}
${
  p.replay.status === "done"
    ? done(p, p.replay.diff as ReplayDiff)
    : p.replay.status === "failed"
      ? html`${notice("error", p.replay.error ?? "The replay failed.")}<p><a class="button" href="${base(p)}/edit?from=${p.replay.id}">Edit the draft again</a></p>`
      : progress(p.replay)
}`
