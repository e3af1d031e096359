import type { BucketPolicy } from "../../limits/RateLimiter.js"
import { dailyStatusChart, type DayCounts } from "../charts/dailyStatus.js"
import { meter } from "../charts/bars.js"
import { html, type Html } from "../http/html.js"
import { number, time } from "../views/components.js"

export interface UsageView {
  readonly plan: string
  readonly used: number
  readonly limit: number | null
  readonly resetAt: Date
  readonly bucket: BucketPolicy
  readonly authFailures: BucketPolicy
  readonly days: ReadonlyArray<DayCounts>
}

export const usageBody = (v: UsageView): Html => html`
<div class="grid">
  <section class="panel" aria-labelledby="quota-h">
    <h2 id="quota-h">Monthly quota</h2>
    ${meter("quota-meter", v.used, v.limit)}
    <dl class="facts">
      <dt>Plan</dt><dd>${v.plan}</dd>
      <dt>Used this month</dt><dd>${number(v.used)}</dd>
      <dt>Limit</dt><dd>${v.limit === null ? "unlimited" : number(v.limit)}</dd>
      <dt>Resets</dt><dd>${time(v.resetAt)}</dd>
    </dl>
    <p class="small muted">Only successful evaluate calls count. Past the limit, calls answer 402 until the reset.</p>
  </section>
  <section class="panel" aria-labelledby="rate-h">
    <h2 id="rate-h">Rate limits</h2>
    <dl class="facts">
      <dt>Per credential</dt><dd>${number(v.bucket.rate)} requests per second, bursts of up to ${number(v.bucket.burst)}</dd>
      <dt>Failed authentications</dt><dd>${number(v.authFailures.burst)} at once per client address, then ${number(v.authFailures.rate)} per second</dd>
    </dl>
    <p class="small muted">Each API key and deployment secret has its own bucket. Past it, calls answer 429 with <code>Retry-After</code>.</p>
  </section>
</div>
<h2>Evaluations per day</h2>
${dailyStatusChart("daily-usage", "Evaluate calls per day by status, last 30 days (UTC)", v.days)}`
