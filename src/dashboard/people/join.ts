import { Effect, Option } from "effect"
import { charCount, isBlank } from "../../domain/text.js"
import { anonymousForm } from "../auth/anonymous.js"
import { setSession } from "../auth/cookies.js"
import { PASSWORD_MIN, passwordProblem } from "../auth/password.js"
import { linkGonePage } from "../auth/passwordViews.js"
import { roleLabel } from "../auth/roles.js"
import { fieldError, formAlert, invalid } from "../auth/views.js"
import { html, type Html } from "../http/html.js"
import { htmlResponse, seeOther } from "../http/respond.js"
import type { Kit } from "../http/route.js"
import type { DashboardRouter } from "../router.js"
import { bareLayout } from "../views/layout.js"
import { Invites, type PendingInvite } from "./Invites.js"

interface JoinForm {
  readonly csrf: string
  readonly token: string
  readonly invite: PendingInvite
  readonly name: string
  readonly errors: Readonly<Record<string, string>>
}

const joinPage = (form: JoinForm): Html =>
  bareLayout(
    `Join ${form.invite.orgName}`,
    html`${formAlert(form)}
<p>You are invited to <strong>${form.invite.orgName}</strong> as ${roleLabel(form.invite.role).toLowerCase()}. Choose your name and password.</p>
<form method="post" action="/dashboard/join" class="stack panel" novalidate>
  <input type="hidden" name="_csrf" value="${form.csrf}">
  <input type="hidden" name="token" value="${form.token}">
  <div><label for="email">Email</label>
    <input type="email" id="email" name="email" autocomplete="username" value="${form.invite.email}" readonly></div>
  <div><label for="name">Your name</label>
    <input type="text" id="name" name="name" autocomplete="name" required maxlength="100" value="${form.name}"${invalid(form, "name")}>${fieldError(form, "name")}</div>
  <div><label for="password">Password <span class="hint">At least ${PASSWORD_MIN} characters.</span></label>
    <input type="password" id="password" name="password" autocomplete="new-password" required minlength="${PASSWORD_MIN}"${invalid(form, "password")}>${fieldError(form, "password")}</div>
  <div class="actions"><button type="submit">Join ${form.invite.orgName}</button></div>
</form>`
  )

const gone = () => htmlResponse(linkGonePage("invitation", "Ask an owner of the organization to invite you again."), 404)

/** The invitation link: the invited person chooses a name and password and joins the organization. */
export const registerJoin = (router: DashboardRouter, kit: Kit) =>
  Effect.gen(function* () {
    const invites = yield* Invites

    yield* router.get(
      "/dashboard/join",
      kit.open(({ request, url }) =>
        Effect.gen(function* () {
          const token = url.searchParams.get("token") ?? ""
          const invite = yield* invites.check(token)
          if (Option.isNone(invite)) return gone()
          return anonymousForm(kit.cookies, request, (csrf) => htmlResponse(joinPage({ csrf, token, invite: invite.value, name: "", errors: {} })))
        })
      )
    )

    yield* router.post(
      "/dashboard/join",
      kit.anonymousAction(({ form }) =>
        Effect.gen(function* () {
          const token = form.raw("token")
          const name = form.text("name")
          const password = form.raw("password")
          const errors: Record<string, string> = {}
          if (isBlank(name) || charCount(name) > 100) errors.name = "Enter your name (up to 100 characters)."
          const bad = passwordProblem(password)
          if (bad !== null) errors.password = bad
          const again = (status: number, errs: Record<string, string>) =>
            Effect.map(invites.check(token), (invite) =>
              Option.isNone(invite) ? gone() : htmlResponse(joinPage({ csrf: form.raw("_csrf"), token, invite: invite.value, name, errors: errs }), status)
            )
          if (Object.keys(errors).length > 0) return yield* again(400, errors)
          const result = yield* invites.join({ token, name, password })
          switch (result._tag) {
            case "Gone":
              return gone()
            case "HasAccount":
              return yield* again(409, { "": "An account with this email already exists, so it cannot join another organization. Sign in instead." })
            case "Joined":
              return setSession(kit.cookies, yield* kit.accounts.startSession(result.userId))(seeOther("/dashboard"))
          }
        })
      )
    )
  })
