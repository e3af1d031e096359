import { SqlClient } from "@effect/sql"
import { Effect, Schema } from "effect"
import { randomUUID } from "node:crypto"
import { digestToken, displayPrefix, generateToken } from "../../domain/keys.js"
import { listOf } from "../revocable.js"

export const KeyRow = Schema.Struct({
  id: Schema.String,
  label: Schema.NullOr(Schema.String),
  prefix: Schema.String,
  createdAt: Schema.DateFromSelf,
  lastUsedAt: Schema.NullOr(Schema.DateFromSelf),
  revokedAt: Schema.NullOr(Schema.DateFromSelf)
})
export type KeyRow = typeof KeyRow.Type

/** API keys as the dashboard manages them: always within one organization. */
export class KeysRepo extends Effect.Service<KeysRepo>()("Assay/Dashboard/KeysRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const list = listOf(
      KeyRow,
      (orgId) => sql`
        SELECT id, label, prefix, created_at, last_used_at, revoked_at FROM api_keys
        WHERE org_id = ${orgId} ORDER BY revoked_at IS NOT NULL, created_at DESC`
    )

    /** The full key is returned once and never stored: only its digest and display prefix are. */
    const create = (orgId: string, label: string | null) =>
      Effect.gen(function* () {
        const apiKey = generateToken("key")
        const id = randomUUID()
        yield* sql`INSERT INTO api_keys ${sql.insert({ id, orgId, digest: digestToken(apiKey), prefix: displayPrefix(apiKey), label })}`
        return { id, apiKey }
      }).pipe(Effect.orDie)

    /** Another organization's key id revokes nothing. */
    const revoke = (orgId: string, id: string) =>
      sql`UPDATE api_keys SET revoked_at = now()
          WHERE id = ${id} AND org_id = ${orgId} AND revoked_at IS NULL RETURNING id`.pipe(
        Effect.map((rows) => rows.length > 0),
        Effect.orDie
      )

    return { list, create, revoke } as const
  })
}) {}
