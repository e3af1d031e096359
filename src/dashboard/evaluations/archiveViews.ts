import { html, type Html } from "../http/html.js"
import { notice, tableWrap, time } from "../views/components.js"
import { csrfField } from "../views/layout.js"
import type { ArchivedRow, ArchivedState } from "./EvaluationArchive.js"

const restoreButton = (csrf: string, id: string, name: string) => html`<form method="post" action="/dashboard/evaluations/${id}/restore" class="inline">
  ${csrfField(csrf)}<button type="submit" class="secondary" aria-label="Restore ${name}">Restore</button></form>`

/** The detail page's archive, restore and duplicate controls, and the archived notice. */
export const archiveControls = (csrf: string, id: string, name: string, archived: ArchivedState | null): Html =>
  archived === null
    ? html`<div class="actions">
  <a class="button secondary" href="/dashboard/evaluations/${id}/duplicate">Duplicate</a>
  <form method="post" action="/dashboard/evaluations/${id}/archive" class="inline">${csrfField(csrf)}<button type="submit" class="secondary">Archive</button></form>
</div>`
    : html`${notice(
        "ok",
        html`Archived ${time(archived.archivedAt)}${archived.archivedBy === null ? "" : html` by ${archived.archivedBy}`}. It is hidden from the lists and the playground; API calls to it are still answered and logged.`
      )}
<div class="actions">${restoreButton(csrf, id, name)}<a class="button secondary" href="/dashboard/evaluations/${id}/duplicate">Duplicate</a></div>`

export const archivedListBody = (csrf: string, rows: ReadonlyArray<ArchivedRow>): Html => html`<p><a href="/dashboard/evaluations">All evaluations</a></p>
<h2>Archived evaluations</h2>
<p class="muted">Hidden from the lists and the playground. API calls to them are still answered and logged; restore one to list it again.</p>
${tableWrap(
  "Archived evaluations",
  html`<tr><th scope="col">Name</th><th scope="col">Template</th><th scope="col">Archived</th><th scope="col">By</th><th scope="col"><span class="sr-only">Restore</span></th></tr>`,
  rows.map(
    (e) => html`<tr><td><a href="/dashboard/evaluations/${e.id}">${e.name}</a></td><td>${e.template}</td><td>${time(e.archivedAt)}</td>
      <td>${e.archivedBy ?? ""}</td><td>${restoreButton(csrf, e.id, e.name)}</td></tr>`
  ),
  "No archived evaluations."
)}`

/** The link under the list, with how many are archived. */
export const archivedLink = (count: number): Html =>
  count === 0 ? html`` : html`<p><a href="/dashboard/evaluations/archived">Archived (${count})</a></p>`
