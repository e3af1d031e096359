import type { EvaluationRow } from "../../evaluations/Repo.js"
import { barChart } from "../charts/bars.js"
import { dailyStatusChart, type DayCounts } from "../charts/dailyStatus.js"
import { attr, html, type Html } from "../http/html.js"
import { number, percent, STATUSES, statusBadge, tableWrap } from "../views/components.js"
import type { LabelCount, OutcomesByStatus } from "./StatsRepo.js"

export interface OutcomesView {
  readonly evaluations: ReadonlyArray<EvaluationRow>
  readonly selected: EvaluationRow | null
  readonly byStatus: ReadonlyArray<OutcomesByStatus>
  readonly decisions: ReadonlyMap<string, number>
  readonly labels: ReadonlyArray<LabelCount>
  readonly days: ReadonlyArray<DayCounts>
}

const picker = (v: OutcomesView) => html`<form method="get" action="/dashboard/outcomes" class="panel row">
  <div><label for="evaluation">Evaluation</label>
    <select id="evaluation" name="evaluation">${v.evaluations.map(
      (e) => html`<option value="${e.id}"${attr("selected", e.id === v.selected?.id)}>${e.name}</option>`
    )}</select></div>
  <div class="shrink"><button type="submit">Show</button></div>
</form>`

const statsTable = (v: OutcomesView) => {
  const rows = STATUSES.map((s) => ({ s, o: v.byStatus.find((b) => b.decision === s), calls: v.decisions.get(s) ?? 0 }))
  return tableWrap(
    "Outcomes by decision",
    html`<tr><th scope="col">Decision</th><th scope="col" class="num">Calls</th><th scope="col" class="num">Outcomes logged</th><th scope="col" class="num">Converted</th><th scope="col" class="num">Conversion rate</th><th scope="col" class="num">Total value</th><th scope="col" class="num">Average value</th><th scope="col" class="num">Days to close (avg / median)</th></tr>`,
    rows.map(
      ({ s, o, calls }) => html`<tr><th scope="row">${statusBadge(s)}</th><td class="num">${number(calls)}</td><td class="num">${number(o?.outcomes ?? 0)}</td>
        <td class="num">${number(o?.converted ?? 0)}</td><td class="num">${percent(o === undefined || o.outcomes === 0 ? null : o.converted / o.outcomes)}</td>
        <td class="num">${number(o?.totalValue ?? 0, 2)}</td><td class="num">${o?.avgValue == null ? "–" : number(o.avgValue, 2)}</td>
        <td class="num">${o?.avgDays == null ? "–" : `${number(o.avgDays, 1)} / ${number(o.medianDays ?? 0, 1)}`}</td></tr>`
    ),
    ""
  )
}

const charts = (v: OutcomesView) => {
  const logged = STATUSES.flatMap((s) => {
    const o = v.byStatus.find((b) => b.decision === s)
    return o === undefined ? [] : [{ s, o }]
  })
  return html`<div class="grid">
  ${barChart("conversion-rate", "Conversion rate by decision", logged.map(({ s, o }) => ({ label: s, value: o.converted / o.outcomes, display: percent(o.converted / o.outcomes) })), 1)}
  ${barChart("conversion-value", "Total conversion value by decision", logged.map(({ s, o }) => ({ label: s, value: o.totalValue, display: number(o.totalValue, 0) })))}
  ${barChart("days-to-close", "Average days to close by decision", logged.map(({ s, o }) => ({ label: s, value: o.avgDays ?? 0, display: number(o.avgDays ?? 0, 1) })))}
</div>`
}

export const outcomesBody = (v: OutcomesView): Html => {
  if (v.selected === null) {
    return html`<p class="panel">Outcomes are logged against a saved evaluation with <code>POST /v1/evaluations/{id}/outcome</code>. <a href="/dashboard/evaluations/new">Create an evaluation</a> first.</p>`
  }
  return html`${picker(v)}
<p>How the decisions of <a href="/dashboard/evaluations/${v.selected.id}">${v.selected.name}</a> turned out. An outcome counts as <strong>converted</strong> when it is labelled <code>won</code> or <code>resolved</code>, or carries a conversion value above 0.</p>
${charts(v)}
${statsTable(v)}
<h2>Outcome labels</h2>
${tableWrap(
  "Outcome labels by decision",
  html`<tr><th scope="col">Decision</th><th scope="col">Outcome</th><th scope="col" class="num">Count</th></tr>`,
  v.labels.map((l) => html`<tr><td>${statusBadge(l.decision)}</td><td>${l.actualOutcome}</td><td class="num">${number(l.count)}</td></tr>`),
  "No outcome logged yet for this evaluation."
)}
${dailyStatusChart("daily-evaluation", "Calls of this evaluation per day by status, last 30 days (UTC)", v.days)}`
}
