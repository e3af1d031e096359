// API keys and deployment secrets are the dashboard's two revocable credentials: the same list
// query shape, the same state and revoke cells, the same revoke action.
import type { SqlError } from "@effect/sql/SqlError"
import * as SqlSchema from "@effect/sql/SqlSchema"
import type * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import { Effect, Schema } from "effect"
import { isUuid } from "../http/params.js"
import type { Session } from "./auth/Accounts.js"
import { html, type Html } from "./http/html.js"
import { seeOther } from "./http/respond.js"
import type { Kit } from "./http/route.js"
import { time } from "./views/components.js"
import { csrfField } from "./views/layout.js"

/** One organization's credentials, decoded with `Result`; active ones first, newest first (the query's ORDER BY). */
export const listOf = <A, I>(
  Result: Schema.Schema<A, I>,
  execute: (orgId: string) => Effect.Effect<ReadonlyArray<unknown>, SqlError>
) => {
  const list = SqlSchema.findAll({ Request: Schema.String, Result, execute })
  return (orgId: string) => Effect.orDie(list(orgId))
}

/** The state cell and the revoke cell of one credential's table row. */
export const revocableCells = (
  csrf: string,
  row: { readonly revokedAt: Date | null },
  revoke: { readonly action: string; readonly confirm: string; readonly label: string }
): Html => html`<td>${row.revokedAt === null ? html`<span class="active">Active</span>` : html`<span class="revoked">Revoked ${time(row.revokedAt)}</span>`}</td>
  <td>${
    row.revokedAt === null
      ? html`<form method="post" action="${revoke.action}" class="inline" data-confirm="${revoke.confirm}">
          ${csrfField(csrf)}<button type="submit" class="danger" aria-label="${revoke.label}">Revoke</button></form>`
      : ""
  }</td>`

/**
 * POST …/:id/revoke (owners only): revokes an active credential of the session's organization and redirects to
 * `done`; any other id (malformed, another organization's, already revoked) answers `missing` (a 404 page).
 */
export const revokeAction = (
  kit: Kit,
  o: {
    readonly revoke: (orgId: string, id: string) => Effect.Effect<boolean>
    readonly missing: (session: Session) => Effect.Effect<HttpServerResponse.HttpServerResponse>
    readonly done: string
  }
) =>
  kit.action(
    kit.owners(({ session, params }) =>
      Effect.gen(function* () {
        const id = params.id ?? ""
        const revoked = isUuid(id) && (yield* o.revoke(session.orgId, id))
        if (!revoked) return yield* o.missing(session)
        return seeOther(o.done)
      })
    )
  )
