import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import * as HttpRouter from "@effect/platform/HttpRouter"
import { Effect, Layer } from "effect"
import { DeploymentsRepo } from "../deployments/Repo.js"
import { EvaluationsRepo } from "../evaluations/Repo.js"
import { Quota } from "../limits/Quota.js"
import { FeedExport } from "./activity/FeedExport.js"
import { FeedRepo } from "./activity/FeedRepo.js"
import { LogDetailRepo } from "./activity/LogDetailRepo.js"
import { registerActivity } from "./activity/routes.js"
import { serveAsset } from "./assets/routes.js"
import { Accounts } from "./auth/Accounts.js"
import { registerAccount } from "./auth/accountRoutes.js"
import { PasswordResets } from "./auth/PasswordResets.js"
import { registerAuth } from "./auth/routes.js"
import { SignupPolicy } from "./auth/Signup.js"
import { DeploymentList } from "./deployments/DeploymentList.js"
import { registerDeployments } from "./deployments/routes.js"
import { registerEvaluationFiling } from "./evaluations/archive.js"
import { EvaluationArchive } from "./evaluations/EvaluationArchive.js"
import { registerEvaluations } from "./evaluations/routes.js"
import { registerEvaluationVersions } from "./evaluations/versionRoutes.js"
import { registerHome } from "./home/routes.js"
import { seeOther } from "./http/respond.js"
import { makeKit } from "./http/route.js"
import { KeysRepo } from "./keys/KeysRepo.js"
import { registerKeys } from "./keys/routes.js"
import { Invites } from "./people/Invites.js"
import { registerJoin } from "./people/join.js"
import { Members } from "./people/Members.js"
import { registerPeople } from "./people/routes.js"
import { registerPlayground } from "./playground/routes.js"
import { registerRejected } from "./rejected/routes.js"
import { registerUsage } from "./usage/routes.js"
import { StatsRepo } from "./usage/StatsRepo.js"
import { notFoundPage } from "./views/errors.js"

const Services = Layer.mergeAll(
  Accounts.Default,
  KeysRepo.Default,
  DeploymentList.Default,
  FeedRepo.Default,
  FeedExport.Default,
  LogDetailRepo.Default,
  StatsRepo.Default,
  EvaluationsRepo.Default,
  EvaluationArchive.Default,
  DeploymentsRepo.Default,
  Quota.Default,
  SignupPolicy.Default,
  PasswordResets.Default,
  Members.Default,
  Invites.Default
)

/**
 * The dashboard (issue 7), served by the API's own router under /dashboard: server-rendered
 * pages, a session cookie, and the services the API uses. Needs the database, the
 * configuration, the rate limiter and the scorer from the application's layer graph.
 */
export const DashboardLive = HttpApiBuilder.Router.use((router) =>
  Effect.gen(function* () {
    const kit = yield* makeKit
    // A newcomer opens the bare address first (issue 25, item 9).
    yield* router.get("/", Effect.succeed(seeOther("/dashboard")))
    yield* router.get("/dashboard/assets/:file", Effect.flatMap(HttpRouter.params, (p) => serveAsset(p.file ?? "")))
    yield* registerAuth(router, kit)
    yield* registerHome(router, kit)
    yield* registerEvaluationFiling(router, kit)
    yield* registerEvaluations(router, kit)
    yield* registerEvaluationVersions(router, kit)
    yield* registerPlayground(router, kit)
    yield* registerActivity(router, kit)
    yield* registerRejected(router, kit)
    yield* registerUsage(router, kit)
    yield* registerKeys(router, kit)
    yield* registerDeployments(router, kit)
    yield* registerPeople(router, kit)
    yield* registerAccount(router, kit)
    yield* registerJoin(router, kit)
    yield* router.get("/dashboard/*", kit.page(({ session }) => notFoundPage(session)))
  })
).pipe(Layer.provide(Services))
