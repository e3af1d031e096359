import { Effect, Option } from "effect"
import { clientAddress } from "../http/request.js"
import { htmlResponse, seeOther } from "../http/respond.js"
import type { Kit } from "../http/route.js"
import type { DashboardRouter } from "../router.js"
import { layout } from "../views/layout.js"
import type { Session } from "./Accounts.js"
import { anonymousForm } from "./anonymous.js"
import { setSession } from "./cookies.js"
import { passwordProblem } from "./password.js"
import { PasswordResets } from "./PasswordResets.js"
import { accountBody, type AccountView, resetGonePage, resetPage } from "./passwordViews.js"

const MESSAGES: Readonly<Record<string, string>> = {
  changed: "Your password is changed. Every other session of your account is signed out.",
  reset: "Your new password is set and you are signed in. Every other session of your account was signed out."
}

/** The account page (change password) and the password-reset link of `assay user reset-password`. */
export const registerAccount = (router: DashboardRouter, kit: Kit) =>
  Effect.gen(function* () {
    const resets = yield* PasswordResets

    const account = (session: Session, extra: Partial<AccountView>, status = 200, headers: Record<string, string> = {}) =>
      htmlResponse(
        layout({ title: "Account", session, section: "account", body: accountBody({ csrf: session.csrfSecret, email: session.email, errors: {}, ...extra }) }),
        status,
        headers
      )

    yield* router.get(
      "/dashboard/account",
      kit.page(({ session, url }) => {
        const message = MESSAGES[url.searchParams.get("done") ?? ""]
        return Effect.succeed(account(session, message === undefined ? {} : { message }))
      })
    )

    yield* router.post(
      "/dashboard/account/password",
      kit.action(({ session, form, request }) =>
        Effect.gen(function* () {
          const current = form.raw("current")
          const next = form.raw("password")
          const errors: Record<string, string> = {}
          if (current === "") errors.current = "Enter your current password."
          const bad = passwordProblem(next)
          if (bad !== null) errors.password = bad
          else if (form.raw("repeat") !== next) errors.repeat = "The two new passwords are not the same."
          if (Object.keys(errors).length > 0) return account(session, { errors }, 400)
          const result = yield* kit.accounts.changePassword({ session, current, next, address: clientAddress(request, kit.config.trustProxy) })
          switch (result._tag) {
            case "Throttled":
              return account(
                session,
                { errors: { "": `Too many attempts from here. Try again in ${result.retryAfter} seconds.` } },
                429,
                { "retry-after": String(result.retryAfter) }
              )
            case "WrongPassword":
              return account(session, { errors: { current: "The current password is not correct." } }, 400)
            case "Changed":
              return seeOther("/dashboard/account?done=changed")
          }
        })
      )
    )

    yield* router.get(
      "/dashboard/reset-password",
      kit.open(({ request, url }) =>
        Effect.gen(function* () {
          const token = url.searchParams.get("token") ?? ""
          const email = yield* resets.check(token)
          if (Option.isNone(email)) return htmlResponse(resetGonePage(), 404)
          return anonymousForm(kit.cookies, request, (csrf) => htmlResponse(resetPage({ csrf, token, email: email.value, errors: {} })))
        })
      )
    )

    yield* router.post(
      "/dashboard/reset-password",
      kit.anonymousAction(({ form }) =>
        Effect.gen(function* () {
          const token = form.raw("token")
          const password = form.raw("password")
          const bad = passwordProblem(password)
          if (bad !== null) {
            const email = yield* resets.check(token)
            if (Option.isNone(email)) return htmlResponse(resetGonePage(), 404)
            return htmlResponse(resetPage({ csrf: form.raw("_csrf"), token, email: email.value, errors: { password: bad } }), 400)
          }
          const userId = yield* resets.redeem(token, password)
          if (Option.isNone(userId)) return htmlResponse(resetGonePage(), 404)
          const session = yield* kit.accounts.startSession(userId.value)
          return setSession(kit.cookies, session)(seeOther("/dashboard/account?done=reset"))
        })
      )
    )
  })
