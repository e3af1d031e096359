import * as HttpRouter from "@effect/platform/HttpRouter"
import * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import { Cause, Effect, FiberRef, Option } from "effect"
import { AppConfig } from "../../config.js"
import { CurrentRequest } from "../../http/RequestState.js"
import { Accounts, type Session } from "../auth/Accounts.js"
import { cookiePolicy } from "../auth/cookies.js"
import { tokensMatch } from "../auth/tokens.js"
import { errorPage } from "../views/errors.js"
import { type Form, readForm } from "./form.js"
import { requestUrl, sameOrigin } from "./request.js"
import { seeOther } from "./respond.js"

export interface PageContext {
  readonly request: HttpServerRequest.HttpServerRequest
  readonly url: URL
  readonly params: Readonly<Record<string, string | undefined>>
}

export interface SessionContext extends PageContext {
  readonly session: Session
}

export interface FormContext extends SessionContext {
  readonly form: Form
}

/** Handlers may fail or die: whatever escapes becomes an HTML error page, never the API's JSON boundary. */
export type Handler<C> = (context: C) => Effect.Effect<HttpServerResponse.HttpServerResponse, unknown>

const csrfRejected = (session: Session | null) =>
  errorPage({
    status: 403,
    title: "Form expired",
    message: "This form could not be verified (a missing or stale security token). Reload the page and try again.",
    session
  })

/** The wrappers every dashboard route goes through: error pages, sessions, CSRF checks. */
export const makeKit = Effect.gen(function* () {
  const accounts = yield* Accounts
  const config = yield* AppConfig
  const cookies = cookiePolicy(config.publicUrl)
  const hsts = (response: HttpServerResponse.HttpServerResponse) =>
    cookies.secure ? HttpServerResponse.setHeader(response, "strict-transport-security", "max-age=31536000") : response

  const context = Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const params = yield* HttpRouter.params
    return { request, url: requestUrl(request), params } satisfies PageContext
  })

  const guard = (effect: Effect.Effect<HttpServerResponse.HttpServerResponse, unknown>, session: Session | null) =>
    effect.pipe(
      Effect.catchAllCause((cause) => {
        if (Cause.isInterruptedOnly(cause)) return Effect.failCause(cause)
        return Effect.gen(function* () {
          const { requestId } = yield* FiberRef.get(CurrentRequest)
          yield* Effect.logError("Dashboard page failed", cause)
          return yield* errorPage({
            status: 500,
            title: "Something went wrong",
            message: `The page could not be shown. If this keeps happening, quote request id ${requestId}.`,
            session
          })
        })
      }),
      Effect.map(hsts)
    )

  // The request log line names the organization, as it does for API calls.
  const currentSession = (request: HttpServerRequest.HttpServerRequest) =>
    Effect.tap(accounts.resolve(request.cookies[cookies.session]), (session) =>
      Option.isNone(session)
        ? Effect.void
        : Effect.map(FiberRef.get(CurrentRequest), (state) => {
            state.orgId = session.value.orgId
          })
    )

  /** Pages anyone may open (sign-in, sign-up, assets). */
  const open = (handler: Handler<PageContext>) => Effect.flatMap(context, (ctx) => guard(handler(ctx), null))

  /** Signed-in pages; anyone else is sent to sign in and brought back. */
  const page = (handler: Handler<SessionContext>) =>
    Effect.flatMap(context, (ctx) =>
      guard(
        Effect.flatMap(currentSession(ctx.request), (session) =>
          Option.match(session, {
            onNone: () => Effect.succeed(seeOther(`/dashboard/sign-in?next=${encodeURIComponent(ctx.url.pathname + ctx.url.search)}`)),
            onSome: (s) => guard(handler({ ...ctx, session: s }), s)
          })
        ),
        null
      )
    )

  /** State-changing posts of a signed-in person: same origin, the session's CSRF token, a readable form. */
  const action = (handler: Handler<FormContext>) =>
    Effect.flatMap(context, (ctx) =>
      guard(
        Effect.gen(function* () {
          const found = yield* currentSession(ctx.request)
          if (Option.isNone(found)) return seeOther("/dashboard/sign-in")
          const session = found.value
          if (!sameOrigin(ctx.request, config.publicUrl)) return yield* csrfRejected(session)
          const form = yield* Effect.either(readForm(ctx.request))
          if (form._tag === "Left") {
            return yield* errorPage({ status: 413, title: "Form too large", message: "The form is larger than 256 KiB.", session })
          }
          if (!tokensMatch(form.right.raw("_csrf"), session.csrfSecret)) return yield* csrfRejected(session)
          return yield* guard(handler({ ...ctx, session, form: form.right }), session)
        }),
        null
      )
    )

  /** Anonymous posts (sign-in, sign-up): same origin and the double-submit cookie. */
  const anonymousAction = (handler: Handler<PageContext & { readonly form: Form }>) =>
    Effect.flatMap(context, (ctx) =>
      guard(
        Effect.gen(function* () {
          if (!sameOrigin(ctx.request, config.publicUrl)) return yield* csrfRejected(null)
          const form = yield* Effect.either(readForm(ctx.request))
          if (form._tag === "Left") return yield* csrfRejected(null)
          const cookie = ctx.request.cookies[cookies.anonymous] ?? ""
          if (!tokensMatch(form.right.raw("_csrf"), cookie)) return yield* csrfRejected(null)
          return yield* handler({ ...ctx, form: form.right })
        }),
        null
      )
    )

  /**
   * Only owners manage the organization's credentials and people (keys, deployments, people):
   * a member who opens such a page or posts its form gets a 403 page that says why, and nothing changes.
   */
  const owners =
    <C extends SessionContext>(handler: Handler<C>): Handler<C> =>
    (ctx) =>
      ctx.session.role === "owner"
        ? handler(ctx)
        : errorPage({
            status: 403,
            title: "Owners only",
            message: "Only an owner of this organization can manage API keys, deployments and people. Ask an owner to do it, or to make you one.",
            session: ctx.session
          })

  return { config, cookies, accounts, currentSession, open, page, action, anonymousAction, owners } as const
})

export type Kit = Effect.Effect.Success<typeof makeKit>
