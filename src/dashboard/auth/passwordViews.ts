import { html, type Html, type Part } from "../http/html.js"
import { notice } from "../views/components.js"
import { bareLayout, csrfField } from "../views/layout.js"
import { PASSWORD_MIN } from "./password.js"
import { fieldError, formAlert, invalid } from "./views.js"

type Errors = Readonly<Record<string, string>>

export interface AccountView {
  readonly csrf: string
  readonly email: string
  readonly errors: Errors
  readonly message?: string
}

const newPassword = (errors: Errors) => html`<div><label for="password">New password <span class="hint">At least ${PASSWORD_MIN} characters.</span></label>
    <input type="password" id="password" name="password" autocomplete="new-password" required minlength="${PASSWORD_MIN}"${invalid({ errors }, "password")}>${fieldError({ errors }, "password")}</div>`

/** The account page of a signed-in person: who they are, and the change-password form. */
export const accountBody = (view: AccountView): Html => html`
${view.message === undefined ? "" : notice("ok", view.message)}
${formAlert(view)}
<p>Signed in as <strong>${view.email}</strong>.</p>
<h2>Change password</h2>
<form method="post" action="/dashboard/account/password" class="stack panel" novalidate>
  ${csrfField(view.csrf)}
  <input type="email" name="email" autocomplete="username" value="${view.email}" hidden readonly>
  <div><label for="current">Current password</label>
    <input type="password" id="current" name="current" autocomplete="current-password" required${invalid(view, "current")}>${fieldError(view, "current")}</div>
  ${newPassword(view.errors)}
  <div><label for="repeat">New password again</label>
    <input type="password" id="repeat" name="repeat" autocomplete="new-password" required${invalid(view, "repeat")}>${fieldError(view, "repeat")}</div>
  <div class="actions"><button type="submit">Change password</button></div>
  <p class="small muted">Every other place you are signed in is signed out; this one stays.</p>
</form>`

/** A one-time link that was used, has expired, was replaced or never existed: all look the same. */
export const linkGonePage = (what: string, remedy: Part): Html =>
  bareLayout(
    "This link no longer works",
    html`<div class="alert error" role="alert">This ${what} link has been used, has expired or was replaced by a newer one.</div>
<p>${remedy}</p>
<p><a href="/dashboard/sign-in">Sign in</a></p>`
  )

export const resetGonePage = () =>
  linkGonePage("password reset", html`Ask the operator of this server for a new one (<code>npx assay user reset-password --email …</code>).`)

export interface ResetForm {
  readonly csrf: string
  readonly token: string
  readonly email: string
  readonly errors: Errors
}

export const resetPage = (form: ResetForm): Html =>
  bareLayout(
    "Set a new password",
    html`${formAlert(form)}
<form method="post" action="/dashboard/reset-password" class="stack panel" novalidate>
  <input type="hidden" name="_csrf" value="${form.csrf}">
  <input type="hidden" name="token" value="${form.token}">
  <div><label for="email">Email</label>
    <input type="email" id="email" name="email" autocomplete="username" value="${form.email}" readonly></div>
  ${newPassword(form.errors)}
  <div class="actions"><button type="submit">Set password</button></div>
  <p class="small muted">The link works once. Every session of this account is signed out.</p>
</form>`
  )
