import type { RejectedRow } from "../../rejections/RejectedCalls.js"
import { html, type Html } from "../http/html.js"
import { tableWrap, time } from "../views/components.js"

const row = (r: RejectedRow) => html`<tr>
  <td>${time(r.createdAt)}</td>
  <td>${r.credentialPrefix === null ? html`<span class="muted">–</span>` : html`<code>${r.credentialPrefix}…</code>`}</td>
  <td><code>${r.method} ${r.route}</code></td>
  <td class="num">${r.status}</td>
  <td>${r.code === null ? html`<span class="muted">–</span>` : html`<code>${r.code}</code>`}</td>
  <td><code class="small">${r.requestId}</code></td>
</tr>`

export const rejectedBody = (input: { rows: ReadonlyArray<RejectedRow>; next: number | null; paged: boolean; retentionDays: number }): Html => html`
<p>API calls the service refused (4xx) or could not answer (5xx) in the last ${input.retentionDays} days, newest first:
the request line, the credential's prefix when it belongs to this organization, the status, the error code and the
request id to quote. Bodies and secrets are never kept. Calls that were scored are in the <a href="/dashboard/activity">activity feed</a>.</p>
${tableWrap(
  "Rejected API calls, newest first",
  html`<tr><th scope="col">Time</th><th scope="col">Credential</th><th scope="col">Request</th><th scope="col" class="num">Status</th><th scope="col">Code</th><th scope="col">Request id</th></tr>`,
  input.rows.map(row),
  input.paged ? "No older rejected calls." : "No rejected calls. Calls refused with a 4xx or 5xx answer appear here within a second."
)}
<nav class="pager" aria-label="Pages">
  ${input.paged ? html`<a href="/dashboard/rejected">← Newest</a>` : html`<span></span>`}
  ${input.next === null ? html`<span class="muted small">End of the log</span>` : html`<a href="/dashboard/rejected?before=${input.next}" rel="next">Older →</a>`}
</nav>`
