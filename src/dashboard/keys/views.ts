import { html, type Html } from "../http/html.js"
import { csrfField } from "../views/layout.js"
import { notice, secretBox, tableWrap, time } from "../views/components.js"
import { revocableCells } from "../revocable.js"
import type { KeyRow } from "./KeysRepo.js"

export interface KeysView {
  readonly csrf: string
  readonly keys: ReadonlyArray<KeyRow>
  readonly created?: { readonly apiKey: string; readonly label: string | null }
  readonly message?: { readonly kind: "ok" | "error"; readonly text: string }
}

const keyRow = (csrf: string, k: KeyRow) => html`<tr>
  <td>${k.label ?? html`<span class="muted">(no name)</span>`}</td>
  <td><code>${k.prefix}…</code></td>
  <td>${time(k.createdAt)}</td>
  <td>${time(k.lastUsedAt)}</td>
  ${revocableCells(csrf, k, {
    action: `/dashboard/keys/${k.id}/revoke`,
    confirm: `Revoke the key ${k.prefix}…? Calls made with it will answer 401 from now on.`,
    label: `Revoke key ${k.prefix}`
  })}
</tr>`

export const keysBody = (view: KeysView): Html => html`
${view.message === undefined ? "" : notice(view.message.kind, view.message.text)}
${view.created === undefined ? "" : secretBox("new-key", `New API key${view.created.label === null ? "" : ` “${view.created.label}”`}`, view.created.apiKey)}
<p>Organization API keys (<code>esk_…</code>) call the API with <code>Authorization: Bearer &lt;key&gt;</code>. Give each integration its own key, so one can be revoked without touching the others.</p>
<form method="post" action="/dashboard/keys" class="panel row">
  ${csrfField(view.csrf)}
  <div><label for="label">Name <span class="hint">Optional, e.g. “Zapier production”.</span></label>
    <input type="text" id="label" name="label" maxlength="100"></div>
  <div class="shrink"><button type="submit">Create API key</button></div>
</form>
<h2>Keys</h2>
${tableWrap(
  "API keys",
  html`<tr><th scope="col">Name</th><th scope="col">Key</th><th scope="col">Created</th><th scope="col">Last used</th><th scope="col">State</th><th scope="col"><span class="sr-only">Actions</span></th></tr>`,
  view.keys.map((k) => keyRow(view.csrf, k)),
  "No keys yet."
)}`
