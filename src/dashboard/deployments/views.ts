import type { EvaluationRow } from "../../evaluations/Repo.js"
import { html, type Html } from "../http/html.js"
import { notice, secretBox, tableWrap, time } from "../views/components.js"
import { csrfField } from "../views/layout.js"
import { revocableCells } from "../revocable.js"
import type { DeploymentListRow } from "./DeploymentList.js"

export interface DeploymentsView {
  readonly csrf: string
  readonly publicUrl: string
  readonly deployments: ReadonlyArray<DeploymentListRow>
  readonly evaluations: ReadonlyArray<EvaluationRow>
  readonly selected?: string
  readonly created?: { readonly secret: string; readonly evaluationName: string }
  readonly message?: { readonly kind: "ok" | "error"; readonly text: string }
}

const row = (csrf: string, d: DeploymentListRow) => html`<tr>
  <td><a href="/dashboard/evaluations/${d.evaluationId}">${d.evaluationName}</a></td>
  <td><code>${d.prefix}…</code></td>
  <td>${time(d.createdAt)}</td>
  ${revocableCells(csrf, d, {
    action: `/dashboard/deployments/${d.id}/revoke`,
    confirm: "Revoke this deployment secret? Webhooks using it will answer 401.",
    label: `Revoke deployment ${d.prefix} of ${d.evaluationName}`
  })}
</tr>`

const createForm = (view: DeploymentsView) =>
  view.evaluations.length === 0
    ? html`<p class="panel">A deployment binds a webhook secret to one evaluation. <a href="/dashboard/evaluations/new">Create an evaluation</a> first.</p>`
    : html`<form method="post" action="/dashboard/deployments" class="panel row">
  ${csrfField(view.csrf)}
  <div><label for="evaluation_id">Evaluation</label>
    <select id="evaluation_id" name="evaluation_id" required>${view.evaluations.map(
      (e) => html`<option value="${e.id}"${e.id === view.selected ? html` selected` : ""}>${e.name}</option>`
    )}</select></div>
  <div class="shrink"><button type="submit">Create deployment</button></div>
</form>`

export const deploymentsBody = (view: DeploymentsView): Html => html`
${view.message === undefined ? "" : notice(view.message.kind, view.message.text)}
${
  view.created === undefined
    ? ""
    : html`${secretBox("new-secret", `Webhook secret for “${view.created.evaluationName}”`, view.created.secret)}
<p class="small">Your handler calls <code>POST ${view.publicUrl}/v1/evaluate</code> with <code>Authorization: Bearer &lt;secret&gt;</code> and a body of <code>input_type</code> and <code>input</code> only: the secret decides which evaluation runs.</p>`
}
<p>A deployment secret (<code>ech_dw_…</code>) can only evaluate, read and log outcomes for the one evaluation it is bound to: safe to paste into a form vendor's webhook settings.</p>
${createForm(view)}
<h2>Deployments</h2>
${tableWrap(
  "Deployments",
  html`<tr><th scope="col">Evaluation</th><th scope="col">Secret</th><th scope="col">Created</th><th scope="col">State</th><th scope="col"><span class="sr-only">Actions</span></th></tr>`,
  view.deployments.map((d) => row(view.csrf, d)),
  "No deployments yet."
)}`
