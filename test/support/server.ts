import { HttpServer } from "@effect/platform"
import { NodeHttpServer } from "@effect/platform-node"
import { SqlClient } from "@effect/sql"
import { Effect, Layer, ManagedRuntime, Option, Redacted } from "effect"
import { createServer } from "node:http"
import { createKey, createOrganization } from "../../src/cli/commands.js"
import { AppConfig, type AppConfigShape } from "../../src/config.js"
import { type Gate, InFlightGate } from "../../src/http/gate.js"
import { HttpLive, MigratedDatabase } from "../../src/http/Server.js"
import { OrganizationsRepo, type Plan } from "../../src/organizations/Repo.js"
import { ScorerLocal } from "../../src/scoring/embedded/ScorerEmbedded.js"
import type { Scorer } from "../../src/scoring/Scorer.js"
import { type Backend, freshPostgresDatabase } from "./database.js"
import { embeddedDataDir } from "./embedded.js"
import { call } from "./client.js"
import { intentEvaluation } from "./fixtures.js"

export interface TestServer {
  readonly baseUrl: string
  readonly createOrg: (opts?: { plan?: Plan; quota?: number; rate?: number }) => Promise<{ org_id: string; api_key: string }>
  readonly createKey: (orgId: string) => Promise<{ key_id: string; api_key: string }>
  readonly query: <T = Record<string, unknown>>(text: string, ...params: Array<unknown>) => Promise<ReadonlyArray<T>>
  /** Runs an effect on the server's own layers (database, configuration): what a CLI command would do. */
  readonly run: <A>(effect: Effect.Effect<A, unknown, SqlClient.SqlClient | AppConfig>) => Promise<A>
  readonly close: () => Promise<void>
}

/** The real HTTP stack on a free loopback port, on a fresh database of the given backend. */
export const startServer = async (
  backend: Backend,
  options: {
    scorer?: Layer.Layer<Scorer, unknown>
    config?: Partial<AppConfigShape>
    /** Built first, beneath everything: a tracer (test/observability), a logger, ... */
    layer?: Layer.Layer<never, unknown>
    /** The in-flight gate, to watch its slots or shorten its deadline; from the environment otherwise. */
    gate?: Gate
  } = {}
): Promise<TestServer> => {
  const config: Partial<AppConfigShape> =
    backend === "postgres"
      ? { databaseUrl: Option.some(Redacted.make(await freshPostgresDatabase())), ...options.config }
      : { databaseUrl: Option.none(), dataDir: embeddedDataDir(), ...options.config }
  const layer = HttpLive.pipe(
    Layer.provideMerge(NodeHttpServer.layer(createServer, { port: 0, host: "127.0.0.1" })),
    Layer.provide(options.scorer ?? ScorerLocal),
    Layer.provide(options.gate === undefined ? InFlightGate.layer : Layer.succeed(InFlightGate, options.gate)),
    Layer.provideMerge(OrganizationsRepo.Default),
    Layer.provideMerge(MigratedDatabase),
    Layer.provideMerge(AppConfig.layer({ publicUrl: "https://assay.test", signup: "open", ...config })),
    Layer.provide(options.layer ?? Layer.empty)
  )
  const runtime = ManagedRuntime.make(layer)
  const server = await runtime.runPromise(HttpServer.HttpServer)
  const address = server.address as HttpServer.TcpAddress
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    createOrg: (opts = {}) =>
      runtime.runPromise(
        createOrganization({ name: "Test org", plan: opts.plan ?? "pro", quota: opts.quota ?? null, rate: opts.rate ?? 1000 })
      ),
    createKey: (orgId) => runtime.runPromise(createKey(orgId)),
    query: (text, ...params) =>
      runtime.runPromise(
        Effect.flatMap(SqlClient.SqlClient, (sql) => sql.withoutTransforms().unsafe(text, params)) as Effect.Effect<ReadonlyArray<never>, unknown>
      ),
    run: (effect) => runtime.runPromise(effect),
    close: () => runtime.dispose()
  }
}

/** A server with one organization (its API key) and one durable evaluation: where most HTTP suites start. */
export const startWithEvaluation = async (
  backend: Backend,
  definition: object = intentEvaluation
): Promise<{ s: TestServer; key: string; evaluationId: string }> => {
  const s = await startServer(backend)
  const key = (await s.createOrg()).api_key
  const created = await call(s.baseUrl, "POST", "/v1/evaluations", { token: key, body: definition })
  if (created.status !== 201) throw new Error(`creating the evaluation answered ${created.status}: ${JSON.stringify(created.body)}`)
  return { s, key, evaluationId: created.body.evaluation_id }
}
