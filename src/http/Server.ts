import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import * as Headers from "@effect/platform/Headers"
import * as HttpMiddleware from "@effect/platform/HttpMiddleware"
import { NodeHttpServer } from "@effect/platform-node"
import { Effect, Layer } from "effect"
import { createServer } from "node:http"
import { AssayApi } from "../Api.js"
import { AuthenticationLive, OrgAuthenticationLive } from "../auth/Http.js"
import { Credentials } from "../auth/Credentials.js"
import { AppConfig } from "../config.js"
import { DatabaseLive } from "../db/Database.js"
import { migrate } from "../db/migrate.js"
import { DeploymentsHttpLive } from "../deployments/Http.js"
import { DeploymentsRepo } from "../deployments/Repo.js"
import { EvaluateHttpLive } from "../evaluate/Http.js"
import { Evaluator } from "../evaluate/Evaluator.js"
import { LogRepo } from "../evaluate/LogRepo.js"
import { EvaluationsHttpLive } from "../evaluations/Http.js"
import { EvaluationsRepo } from "../evaluations/Repo.js"
import { EvaluationVersions } from "../evaluations/Versions.js"
import { RateLimiterLive } from "../limits/RateLimiterLive.js"
import { carriesLinkSecret, probePaths } from "../observability/requests.js"
import { spanNamer } from "../observability/spanNames.js"
import { TracingLive } from "../observability/Tracing.js"
import { docRoutes, DocsLive } from "../ops/Docs.js"
import { HealthHttpLive } from "../ops/Http.js"
import { OutcomesHttpLive } from "../outcomes/Http.js"
import { OutcomesRepo } from "../outcomes/Repo.js"
import { ReplaysHttpLive } from "../replays/Http.js"
import { ReplaysRepo } from "../replays/Repo.js"
import { ReplayRunner } from "../replays/Runner.js"
import { ReplayScorerLive, ScorerLive } from "../scoring/ScorerLive.js"
import { RejectedCalls } from "../rejections/RejectedCalls.js"
import { withStartupLine } from "../dashboard/auth/Signup.js"
import { DashboardLive } from "../dashboard/Live.js" // issue 7: the dashboard under /dashboard
import { ControlSocketLive } from "../control/socket.js"
import { BoundaryLive } from "./boundary.js"
import { answerWhileDetached } from "./closing.js"
import { InFlightLimitLive } from "./inFlight.js"
import { answerClientErrors } from "./clientErrors.js"
import { InFlightGate, shedWhenFull } from "./gate.js"
import { makeRefusals } from "./refusals.js"
import { HttpServerOptions } from "./serverOptions.js"

const Handlers = Layer.mergeAll(EvaluationsHttpLive, EvaluateHttpLive, OutcomesHttpLive, DeploymentsHttpLive, ReplaysHttpLive, HealthHttpLive)

const Middlewares = Layer.mergeAll(AuthenticationLive, OrgAuthenticationLive).pipe(Layer.provide(Credentials.Default))

const Services = Layer.mergeAll(
  Evaluator.Default,
  LogRepo.Default,
  EvaluationsRepo.Default,
  EvaluationVersions.Default,
  DeploymentsRepo.Default,
  OutcomesRepo.Default,
  ReplaysRepo.Default,
  // Built after the migrations (it fails the replays a restart interrupted), beside the service's scorer.
  ReplayRunner.Default.pipe(Layer.provide(ReplayScorerLive), Layer.provide(EvaluationVersions.Default))
)

const ApiLive = HttpApiBuilder.api(AssayApi).pipe(
  Layer.provide(Handlers),
  Layer.provide(DashboardLive), // issue 7: the dashboard under /dashboard, on the API's router
  Layer.provide(Middlewares),
  Layer.provide(Services),
  Layer.provide(BoundaryLive),
  Layer.provide(RejectedCalls.Default), // one writer for the boundary that records and the dashboard that lists
  Layer.provide(InFlightLimitLive), // built before the boundary, so the boundary answers its 503
  Layer.provide(Credentials.Default), // one instance, shared with the authentication gate
  Layer.provide(RateLimiterLive)
)

/** The database with its migrations applied: nothing serves before the schema is current. */
export const MigratedDatabase = Layer.effectDiscard(migrate).pipe(Layer.provideMerge(DatabaseLive))

const NodeServer = Layer.unwrapScoped(
  Effect.map(Effect.all([AppConfig, HttpServerOptions, InFlightGate, makeRefusals]), ([{ port }, options, gate, refusals]) =>
    NodeHttpServer.layer(() => shedWhenFull(answerWhileDetached(answerClientErrors(createServer(options), refusals)), gate, refusals), {
      port,
      host: "0.0.0.0"
    })
  )
)

/** The HTTP application; needs a server, the database, a scorer, the in-flight gate and the configuration. */
export const HttpLive = HttpApiBuilder.serve().pipe(
  withStartupLine,
  HttpMiddleware.withSpanNameGenerator(spanNamer(AssayApi, docRoutes)),
  HttpMiddleware.withTracerDisabledWhen((request) => probePaths.includes(request.url.split("?")[0]!) || carriesLinkSecret(request.url)),
  // The platform puts every request header on the request span; the guide is the caller's own
  // text (docs/observability.md), so only its presence shows, as for credentials.
  Layer.locallyWith(Headers.currentRedactedNames, (names) => [...names, "x-service-guide"]),
  Layer.provide(DocsLive),
  Layer.provide(ApiLive)
)

/** What `assay serve` runs: everything but the configuration. */
export const ServerLayer = HttpLive.pipe(
  Layer.provide(NodeServer),
  // One gate for the Node server's early refusals and the API's middleware.
  Layer.provide(InFlightGate.layer),
  Layer.provide(ScorerLive),
  // The CLI's way in while this process holds the embedded database (assay user reset-password).
  Layer.merge(ControlSocketLive),
  Layer.provide(MigratedDatabase),
  Layer.provide(TracingLive)
)
