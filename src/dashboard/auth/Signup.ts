import * as HttpServer from "@effect/platform/HttpServer"
import { SqlClient } from "@effect/sql"
import { Effect, Layer } from "effect"
import { AppConfig } from "../../config.js"
import { randomToken, tokensMatch } from "./tokens.js"

/**
 * Who may create an organization from the dashboard (ASSAY_SIGNUP, docs/decisions.md).
 * `open`: anyone. `closed` (the default): only the first organization of an empty database,
 * and only through the setup link this process prints in its start-up line, so that a server
 * reachable from the internet cannot be claimed by whoever finds it first.
 */
export class SignupPolicy extends Effect.Service<SignupPolicy>()("Assay/Dashboard/SignupPolicy", {
  effect: Effect.gen(function* () {
    const { signup, publicUrl } = yield* AppConfig
    const sql = yield* SqlClient.SqlClient
    const setupToken = randomToken()

    const empty = sql<{ empty: boolean }>`SELECT NOT EXISTS (SELECT 1 FROM organizations) AS empty`.pipe(
      Effect.map((rows) => rows[0]?.empty === true),
      Effect.orDie
    )

    /** Whether the sign-up page may create an organization for a request carrying this setup token. */
    const allows = (token: string) =>
      signup === "open" ? Effect.succeed(true) : tokensMatch(token, setupToken) ? empty : Effect.succeed(false)

    /** Where a newcomer starts: the setup link while nobody has signed up on a closed server. */
    const startUrl = Effect.map(empty, (isEmpty) =>
      isEmpty && signup === "closed" ? `${publicUrl}/dashboard/sign-up?setup=${setupToken}` : `${publicUrl}/dashboard`
    )

    return { mode: signup, allows, startUrl, firstRun: empty } as const
  })
}) {}

/** The start-up line: where the server listens and where a person opens the dashboard. */
export const withStartupLine = <A, E, R>(layer: Layer.Layer<A, E, R>) =>
  Layer.effectDiscard(
    Effect.gen(function* () {
      const server = yield* HttpServer.HttpServer
      const address = server.address
      const listening = address._tag === "TcpAddress" ? `http://${address.hostname}:${address.port}` : `unix://${address.path}`
      const dashboard = yield* Effect.flatMap(SignupPolicy, (p) => p.startUrl)
      yield* Effect.log(`Listening on ${listening}; open the dashboard at ${dashboard}`)
    })
  ).pipe(Layer.provide(SignupPolicy.Default), Layer.provideMerge(layer))
