import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"
import { RateLimiter } from "../../limits/RateLimiter.js"
import { OrganizationsRepo, OrgLimits } from "../../organizations/Repo.js"
import { DECOY_HASH, hashPassword, verifyPassword } from "./password.js"
import { SessionsRepo, type SessionRow } from "./SessionsRepo.js"
import { SIGN_IN_PER_ACCOUNT, SIGN_IN_PER_ADDRESS, SIGN_UP_PER_ADDRESS, takeTokens } from "./throttle.js"
import { randomToken, sessionId } from "./tokens.js"
import { UsersRepo } from "./UsersRepo.js"

/** A signed-in person; `token` is the cookie value (only its digest is stored). */
export interface Session extends SessionRow {
  readonly token: string
}

/** The organization's plan and overrides, as the limits read them. */
export const orgLimits = (s: SessionRow): OrgLimits =>
  new OrgLimits({ orgId: s.orgId, plan: s.plan, quotaOverride: s.quotaOverride, rateOverride: s.rateOverride })

export type SignUpResult =
  | { readonly _tag: "SignedIn"; readonly token: string }
  | { readonly _tag: "EmailTaken" }
  | { readonly _tag: "Throttled"; readonly retryAfter: number }

export type ChangePasswordResult =
  | { readonly _tag: "Changed" }
  | { readonly _tag: "WrongPassword" }
  | { readonly _tag: "Throttled"; readonly retryAfter: number }

export type SignInResult =
  | { readonly _tag: "SignedIn"; readonly token: string }
  | { readonly _tag: "Rejected" }
  | { readonly _tag: "Throttled"; readonly retryAfter: number }

class EmailTaken {
  readonly _tag = "EmailTaken"
}

export class Accounts extends Effect.Service<Accounts>()("Assay/Dashboard/Accounts", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const users = yield* UsersRepo
    const sessions = yield* SessionsRepo
    const orgs = yield* OrganizationsRepo
    const limiter = yield* RateLimiter

    const startSession = (userId: string) =>
      Effect.gen(function* () {
        const token = randomToken()
        yield* sessions.sweep(userId)
        yield* sessions.create({ id: sessionId(token), userId, csrfSecret: randomToken() })
        return token
      })

    /** A new organization on the free plan, and its first user, together or not at all. */
    const signUp = (input: { orgName: string; email: string; password: string; address: string }) =>
      Effect.gen(function* () {
        const wait = yield* takeTokens(limiter, [[`signup:${input.address}`, SIGN_UP_PER_ADDRESS]])
        if (wait > 0) return { _tag: "Throttled", retryAfter: wait } satisfies SignUpResult
        const passwordHash = yield* hashPassword(input.password)
        const userId = yield* sql
          .withTransaction(
            Effect.gen(function* () {
              const orgId = yield* orgs.create({ name: input.orgName, plan: "free", quotaOverride: null, rateOverride: null })
              const id = yield* users.insert({ orgId, email: input.email, passwordHash, role: "owner", name: null })
              return id === null ? yield* Effect.fail(new EmailTaken()) : id
            })
          )
          .pipe(Effect.catchTag("SqlError", Effect.die))
        return { _tag: "SignedIn", token: yield* startSession(userId) } satisfies SignUpResult
      }).pipe(
        Effect.catchTag("EmailTaken", () => Effect.succeed<SignUpResult>({ _tag: "EmailTaken" })),
        Effect.withSpan("Accounts.signUp")
      )

    const signIn = (input: { email: string; password: string; address: string }) =>
      Effect.gen(function* () {
        const wait = yield* takeTokens(limiter, [
          [`signin:${input.email}|${input.address}`, SIGN_IN_PER_ACCOUNT],
          [`signin:${input.address}`, SIGN_IN_PER_ADDRESS]
        ])
        if (wait > 0) return { _tag: "Throttled", retryAfter: wait } satisfies SignInResult
        const user = yield* users.byEmail(input.email)
        const ok = yield* verifyPassword(input.password, Option.match(user, { onNone: () => DECOY_HASH, onSome: (u) => u.passwordHash }))
        if (!ok || Option.isNone(user)) return { _tag: "Rejected" } satisfies SignInResult
        return { _tag: "SignedIn", token: yield* startSession(user.value.id) } satisfies SignInResult
      }).pipe(Effect.withSpan("Accounts.signIn"))

    /**
     * Throttled by the sign-in buckets of the same email and address, so a stolen session cannot
     * guess the current password faster than the sign-in form allows. Every other session of the
     * user ends; this one stays.
     */
    const changePassword = (input: { session: Session; current: string; next: string; address: string }) =>
      Effect.gen(function* () {
        const wait = yield* takeTokens(limiter, [
          [`signin:${input.session.email}|${input.address}`, SIGN_IN_PER_ACCOUNT],
          [`signin:${input.address}`, SIGN_IN_PER_ADDRESS]
        ])
        if (wait > 0) return { _tag: "Throttled", retryAfter: wait } satisfies ChangePasswordResult
        const user = yield* users.byId(input.session.userId)
        const ok = yield* verifyPassword(input.current, Option.match(user, { onNone: () => DECOY_HASH, onSome: (u) => u.passwordHash }))
        if (!ok || Option.isNone(user)) return { _tag: "WrongPassword" } satisfies ChangePasswordResult
        yield* users.setPassword(user.value.id, yield* hashPassword(input.next), sessionId(input.session.token))
        return { _tag: "Changed" } satisfies ChangePasswordResult
      }).pipe(Effect.withSpan("Accounts.changePassword"))

    /** The session behind a cookie value; renews its idle expiry at most hourly. */
    const resolve = (token: string | undefined): Effect.Effect<Option.Option<Session>> =>
      Effect.gen(function* () {
        if (token === undefined || !/^[A-Za-z0-9_-]{43}$/.test(token)) return Option.none()
        const id = sessionId(token)
        const row = yield* sessions.find(id)
        if (Option.isNone(row)) return Option.none()
        if (row.value.stale) yield* sessions.touch(id)
        return Option.some({ ...row.value, token })
      })

    const signOut = (token: string) => sessions.remove(sessionId(token))

    return { signUp, signIn, resolve, signOut, changePassword, startSession } as const
  }),
  dependencies: [UsersRepo.Default, SessionsRepo.Default, OrganizationsRepo.Default]
}) {}
