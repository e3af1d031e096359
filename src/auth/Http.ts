import * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import { Effect, FiberRef, Layer, Option } from "effect"
import { AppConfig } from "../config.js"
import { checkBody } from "../http/body.js"
import { CurrentRequest, type RequestState } from "../http/RequestState.js"
import { RateLimited } from "../limits/errors.js"
import { authFailurePolicy, bucketFor, bucketKey } from "../limits/plans.js"
import { policyHeaders, RateLimiter } from "../limits/RateLimiter.js"
import { Attr } from "../observability/attributes.js"
import { Authentication, OrgAuthentication } from "./Api.js"
import { bearerToken } from "./bearer.js"
import { Credentials } from "./Credentials.js"
import { Forbidden, Unauthorized } from "./errors.js"
import { endSpan, span } from "../observability/span.js"


const clientAddress = (request: HttpServerRequest.HttpServerRequest, trustProxy: boolean): string => {
  const forwarded = request.headers["x-forwarded-for"]
  if (trustProxy && forwarded !== undefined) return forwarded.split(",")[0]!.trim()
  return Option.getOrElse(request.remoteAddress, () => "unknown")
}

/** Checks in the order of decisions §1: 401/403, then 429, then 413/415 and JSON syntax. */
const makeGate = (orgOnly: boolean) =>
  Effect.gen(function* () {
    const credentials = yield* Credentials
    const limiter = yield* RateLimiter
    const { trustProxy } = yield* AppConfig

    const refuse = (request: HttpServerRequest.HttpServerRequest) =>
      Effect.gen(function* () {
        const address = clientAddress(request, trustProxy)
        const decision = yield* limiter.consume(`auth-failure:${address}`, authFailurePolicy)
        if (!decision.allowed) return yield* new RateLimited({ retryAfter: decision.retryAfter })
        return yield* new Unauthorized({})
      })

    const check = (state: RequestState) => Effect.gen(function* () {
      const request = yield* HttpServerRequest.HttpServerRequest
      const token = bearerToken(request.headers.authorization)
      // Checked already when the request has a body, before reading it (src/http/inFlight.ts).
      const verified = state.verified ?? (token === null ? Option.none() : yield* credentials.verify(token))
      if (Option.isNone(verified)) return yield* refuse(request)
      const p = verified.value.principal
      state.orgId = p.orgId
      yield* Effect.annotateCurrentSpan({ [Attr.orgId]: p.orgId, "assay.credential.kind": p.kind })
      if (orgOnly && p.kind === "deployment") return yield* new Forbidden({})
      const policy = bucketFor(p.limits)
      // Taken with the credential when the buckets are in PostgreSQL (so a deployment secret on an
      // organization-only endpoint has spent its token on the 403 above); here otherwise.
      const decision = verified.value.rateDecision ?? (yield* limiter.consume(bucketKey(p), policy))
      Object.assign(state.headers, policyHeaders(policy, decision))
      if (!decision.allowed) return yield* new RateLimited({ retryAfter: decision.retryAfter })
      yield* checkBody(request)
      return p
    })

    // The span that src/http/inFlight.ts opened for the credential check, when it did, goes on here.
    return Effect.flatMap(FiberRef.get(CurrentRequest), (state) => {
      const opened = state.authSpan
      if (opened === undefined || Option.isNone(opened)) return check(state).pipe(span("Authentication.check"))
      return Effect.withParentSpan(check(state), opened.value).pipe(Effect.onExit((exit) => endSpan(opened, exit)))
    })
  })

export const AuthenticationLive = Layer.effect(
  Authentication,
  Effect.map(makeGate(false), (gate) => Authentication.of({ bearer: () => gate }))
)

export const OrgAuthenticationLive = Layer.effect(
  OrgAuthentication,
  Effect.map(makeGate(true), (gate) => OrgAuthentication.of({ bearer: () => gate }))
)
