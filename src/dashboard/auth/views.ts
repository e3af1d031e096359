import { html, type Html } from "../http/html.js"
import { bareLayout } from "../views/layout.js"
import { PASSWORD_MIN } from "./password.js"

export interface AuthForm {
  readonly csrf: string
  readonly email: string
  readonly orgName?: string
  readonly next?: string
  /** The sign-up link's setup token, carried through the form on a closed server. */
  readonly setup?: string
  /** Field name → message; "" for the form as a whole. */
  readonly errors: Readonly<Record<string, string>>
}

export const fieldError = (form: Pick<AuthForm, "errors">, name: string) =>
  form.errors[name] === undefined ? "" : html`<p class="field-error" id="${name}-error">${form.errors[name]}</p>`

export const invalid = (form: Pick<AuthForm, "errors">, name: string) =>
  form.errors[name] === undefined ? "" : html` aria-invalid="true" aria-describedby="${name}-error"`

export const formAlert = (form: Pick<AuthForm, "errors">) =>
  form.errors[""] === undefined ? "" : html`<div class="alert error" role="alert">${form.errors[""]}</div>`

/** What the sign-in page says about creating an organization (ASSAY_SIGNUP). */
export type SignupHint = "open" | "closed" | "first-run"

const signupHint = (hint: SignupHint) =>
  hint === "open"
    ? html`<p>New to Assay? <a href="/dashboard/sign-up">Create an organization</a>.</p>`
    : hint === "first-run"
      ? html`<div class="alert ok" role="status">No organization exists yet. Open the set-up link printed in the server's start-up line to create the first one.</div>`
      : html`<p class="muted">New here? Sign-up is closed on this server: ask its operator for an account.</p>`

export const signupClosedPage = (): Html =>
  bareLayout(
    "Sign-up is closed",
    html`<div class="alert error" role="alert">This server does not let visitors create organizations (<code>ASSAY_SIGNUP=closed</code>).</div>
<p>The operator of this server can create an organization with <code>npx assay org create --name NAME</code>, or open sign-up with <code>ASSAY_SIGNUP=open</code>.</p>
<p><a href="/dashboard/sign-in">Sign in</a></p>`
  )

export const signInPage = (form: AuthForm, hint: SignupHint = "open"): Html =>
  bareLayout(
    "Sign in",
    html`${formAlert(form)}
<form method="post" action="/dashboard/sign-in" class="stack panel" novalidate>
  <input type="hidden" name="_csrf" value="${form.csrf}">
  <input type="hidden" name="next" value="${form.next ?? ""}">
  <div><label for="email">Email</label>
    <input type="email" id="email" name="email" autocomplete="username" required value="${form.email}"${invalid(form, "email")}>${fieldError(form, "email")}</div>
  <div><label for="password">Password</label>
    <input type="password" id="password" name="password" autocomplete="current-password" required${invalid(form, "password")}>${fieldError(form, "password")}</div>
  <div class="actions"><button type="submit">Sign in</button></div>
</form>
${signupHint(hint)}`
  )

export const signUpPage = (form: AuthForm): Html =>
  bareLayout(
    "Create your organization",
    html`${formAlert(form)}
<form method="post" action="/dashboard/sign-up" class="stack panel" novalidate>
  <input type="hidden" name="_csrf" value="${form.csrf}">
  <input type="hidden" name="setup" value="${form.setup ?? ""}">
  <div><label for="org_name">Organization name</label>
    <input type="text" id="org_name" name="org_name" autocomplete="organization" required maxlength="200" value="${form.orgName ?? ""}"${invalid(form, "org_name")}>${fieldError(form, "org_name")}</div>
  <div><label for="email">Email</label>
    <input type="email" id="email" name="email" autocomplete="username" required value="${form.email}"${invalid(form, "email")}>${fieldError(form, "email")}</div>
  <div><label for="password">Password <span class="hint">At least ${PASSWORD_MIN} characters.</span></label>
    <input type="password" id="password" name="password" autocomplete="new-password" required minlength="${PASSWORD_MIN}"${invalid(form, "password")}>${fieldError(form, "password")}</div>
  <div class="actions"><button type="submit">Create organization</button></div>
  <p class="small muted">The organization starts on the free plan (1,000 evaluations a month).</p>
</form>
<p>Already have an account? <a href="/dashboard/sign-in">Sign in</a>.</p>`
  )
