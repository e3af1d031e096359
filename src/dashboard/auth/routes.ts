import type * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import { Effect, Option } from "effect"
import { charCount, isBlank } from "../../domain/text.js"
import { clientAddress, safeNext } from "../http/request.js"
import { htmlResponse, seeOther } from "../http/respond.js"
import type { Kit } from "../http/route.js"
import type { DashboardRouter } from "../router.js"
import { anonymousForm as anonymousFormOf } from "./anonymous.js"
import { clearSession, setSession } from "./cookies.js"
import { emailProblem, normalizeEmail, passwordProblem } from "./password.js"
import { SignupPolicy } from "./Signup.js"
import { type AuthForm, signInPage, signupClosedPage, signUpPage, type SignupHint } from "./views.js"

const throttled = (retryAfter: number) => `Too many attempts from here. Try again in ${retryAfter} seconds.`

export const registerAuth = (router: DashboardRouter, kit: Kit) =>
  Effect.gen(function* () {
    const { accounts, cookies } = kit
    const signup = yield* SignupPolicy
    const hint: Effect.Effect<SignupHint> =
      signup.mode === "open" ? Effect.succeed("open") : Effect.map(signup.firstRun, (first) => (first ? "first-run" : "closed"))
    const address = (request: HttpServerRequest.HttpServerRequest) => clientAddress(request, kit.config.trustProxy)

    const anonymousForm = (request: HttpServerRequest.HttpServerRequest, render: (csrf: string) => ReturnType<typeof htmlResponse>) =>
      anonymousFormOf(cookies, request, render)

    const alreadySignedIn = (request: HttpServerRequest.HttpServerRequest) => Effect.map(kit.currentSession(request), Option.isSome)

    yield* router.get(
      "/dashboard/sign-in",
      kit.open(({ request, url }) =>
        Effect.gen(function* () {
          if (yield* alreadySignedIn(request)) return seeOther(safeNext(url.searchParams.get("next")))
          const shown = yield* hint
          return anonymousForm(request, (csrf) =>
            htmlResponse(signInPage({ csrf, email: "", next: safeNext(url.searchParams.get("next")), errors: {} }, shown))
          )
        })
      )
    )

    yield* router.post(
      "/dashboard/sign-in",
      kit.anonymousAction(({ request, form }) =>
        Effect.gen(function* () {
          const email = normalizeEmail(form.text("email"))
          const next = safeNext(form.text("next"))
          const again = (status: number, errors: AuthForm["errors"], headers: Record<string, string> = {}) =>
            htmlResponse(signInPage({ csrf: form.raw("_csrf"), email, next, errors }, signup.mode === "open" ? "open" : "closed"), status, headers)
          if (emailProblem(email) !== null || form.raw("password") === "") {
            return again(400, { "": "Enter your email and password." })
          }
          const result = yield* accounts.signIn({ email, password: form.raw("password"), address: address(request) })
          switch (result._tag) {
            case "Throttled":
              return again(429, { "": throttled(result.retryAfter) }, { "retry-after": String(result.retryAfter) })
            case "Rejected":
              return again(401, { "": "The email or password is not correct." })
            case "SignedIn":
              return setSession(cookies, result.token)(seeOther(next))
          }
        })
      )
    )

    yield* router.get(
      "/dashboard/sign-up",
      kit.open(({ request, url }) =>
        Effect.gen(function* () {
          if (yield* alreadySignedIn(request)) return seeOther("/dashboard")
          const setup = url.searchParams.get("setup") ?? ""
          if (!(yield* signup.allows(setup))) return htmlResponse(signupClosedPage())
          return anonymousForm(request, (csrf) => htmlResponse(signUpPage({ csrf, email: "", setup, errors: {} })))
        })
      )
    )

    yield* router.post(
      "/dashboard/sign-up",
      kit.anonymousAction(({ request, form }) =>
        Effect.gen(function* () {
          const email = normalizeEmail(form.text("email"))
          const orgName = form.text("org_name")
          const password = form.raw("password")
          const setup = form.raw("setup")
          if (!(yield* signup.allows(setup))) return htmlResponse(signupClosedPage(), 403)
          const errors: Record<string, string> = {}
          if (isBlank(orgName) || charCount(orgName) > 200) errors.org_name = "Enter the organization's name (up to 200 characters)."
          const badEmail = emailProblem(email)
          if (badEmail !== null) errors.email = badEmail
          const badPassword = passwordProblem(password)
          if (badPassword !== null) errors.password = badPassword
          const again = (status: number, errs: AuthForm["errors"], headers: Record<string, string> = {}) =>
            htmlResponse(signUpPage({ csrf: form.raw("_csrf"), email, orgName, setup, errors: errs }), status, headers)
          if (Object.keys(errors).length > 0) return again(400, errors)
          const result = yield* accounts.signUp({ orgName, email, password, address: address(request) })
          switch (result._tag) {
            case "Throttled":
              return again(429, { "": throttled(result.retryAfter) }, { "retry-after": String(result.retryAfter) })
            case "EmailTaken":
              return again(409, { email: "An account with this email already exists. Sign in instead." })
            case "SignedIn":
              return setSession(cookies, result.token)(seeOther("/dashboard?welcome=1"))
          }
        })
      )
    )

    yield* router.post(
      "/dashboard/sign-out",
      kit.action(({ session }) =>
        Effect.as(accounts.signOut(session.token), clearSession(cookies)(seeOther("/dashboard/sign-in")))
      )
    )
  })

