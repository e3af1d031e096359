import type { FeedRow } from "../activity/FeedRepo.js"
import { feedTable } from "../activity/views.js"
import { dailyStatusChart, type DayCounts } from "../charts/dailyStatus.js"
import { html, type Html } from "../http/html.js"
import { notice, number, percent, time } from "../views/components.js"

export interface OverviewView {
  readonly welcome: boolean
  readonly hasKeys: boolean
  readonly evaluations: number
  readonly used: number
  readonly limit: number | null
  readonly resetAt: Date
  readonly days: ReadonlyArray<DayCounts>
  readonly recent: ReadonlyArray<FeedRow>
}

const stat = (value: string, label: Html | string, href: string) =>
  html`<a class="stat" href="${href}"><span class="value">${value}</span><span class="label">${label}</span></a>`

const sum = (days: ReadonlyArray<DayCounts>, status?: string) =>
  days.reduce((n, d) => n + Object.entries(d.counts).reduce((m, [s, c]) => m + (status === undefined || s === status ? c : 0), 0), 0)

const gettingStarted = (v: OverviewView) =>
  v.hasKeys && v.evaluations > 0
    ? ""
    : html`<section class="panel" aria-labelledby="start-h"><h2 id="start-h">Get started</h2><ol>
  <li>${v.hasKeys ? "✓ " : ""}<a href="/dashboard/keys">Create an API key</a> for your integration.</li>
  <li>${v.evaluations > 0 ? "✓ " : ""}<a href="/dashboard/evaluations/new">Create an evaluation</a> from a template, and try it in the <a href="/dashboard/playground">playground</a>.</li>
  <li>Call <code>POST /v1/evaluate</code>; every call shows up in the <a href="/dashboard/activity">activity feed</a>.</li>
</ol></section>`

export const overviewBody = (v: OverviewView): Html => {
  const today = v.days[v.days.length - 1]
  const total = sum(v.days)
  return html`${v.welcome ? notice("ok", "Your organization is ready. Create an API key to start calling the API.") : ""}
${gettingStarted(v)}
<div class="grid stats">
  ${stat(number(today === undefined ? 0 : sum([today])), "calls today (UTC)", "/dashboard/activity")}
  ${stat(v.limit === null ? number(v.used) : `${number(v.used)} / ${number(v.limit)}`, html`quota used, resets ${time(v.resetAt)}`, "/dashboard/usage")}
  ${stat(percent(total === 0 ? null : sum(v.days, "QUALIFIED") / total), "qualified, last 14 days", "/dashboard/activity?status=QUALIFIED")}
  ${stat(number(v.evaluations), "evaluations", "/dashboard/evaluations")}
</div>
${dailyStatusChart("daily-overview", "Evaluate calls per day by status, last 14 days (UTC)", v.days)}
<h2>Latest calls</h2>
${feedTable(v.recent, "No calls yet.")}
<p><a href="/dashboard/activity">All activity →</a></p>`
}
