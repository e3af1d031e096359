// Migration 0025 on a database that already holds tried drafts: each draft's base version is the
// version that was the latest when it was tried; a replay of a version has none. PostgreSQL only:
// the embedded suites run the same migration on every fresh database.
import { Migrator } from "@effect/sql"
import { PgClient } from "@effect/sql-pg"
import { Effect, Redacted } from "effect"
import { describe, expect, it } from "vitest"
import { migrations } from "../../migrations/index.js"
import { migrate } from "../../src/db/migrate.js"
import { freshPostgresDatabase } from "../support/database.js"

const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < "0025"))
const ORG = "00000000-0000-4000-8000-000000000001"
const EVALUATION = "00000000-0000-4000-8000-0000000000e1"

describe("migration 0025_safe_publish on PostgreSQL", () => {
  it("gives drafts tried before it the latest version of their time, and lets a draft be published once", async () => {
    const url = await freshPostgresDatabase()
    const program = Effect.gen(function* () {
      yield* Migrator.make({})({ loader: Migrator.fromRecord(before) })
      const sql = (yield* PgClient.PgClient).withoutTransforms()
      yield* sql.unsafe(`INSERT INTO organizations (id, name, plan) VALUES ('${ORG}', 'o', 'pro')`)
      yield* sql.unsafe(`INSERT INTO evaluations (id, org_id, name, template, definition, rubric, assertions, created_at)
        VALUES ('${EVALUATION}', '${ORG}', 'Leads', 'intent_detect', '{}', '{}', '{}', '2026-01-01T00:00:00Z')`)
      // Version 1 with the evaluation, version 2 a day later.
      yield* sql.unsafe(`INSERT INTO evaluation_versions (evaluation_id, version, org_id, name, template, definition, rubric, assertions, created_at)
        VALUES ('${EVALUATION}', 1, '${ORG}', 'Leads', 'intent_detect', '{}', '{}', '{}', '2026-01-01T00:00:00Z'),
               ('${EVALUATION}', 2, '${ORG}', 'Leads', 'intent_detect', '{}', '{}', '{}', '2026-01-02T00:00:00Z')`)
      const replay = (id: string, at: string, draft: boolean) =>
        sql.unsafe(`INSERT INTO replays (id, org_id, evaluation_id, version, draft, row_limit, status, created_at)
          VALUES ('${id}', '${ORG}', '${EVALUATION}', ${draft ? "NULL" : "1"}, ${draft ? `'{"template":"intent_detect"}'` : "NULL"}, 10, 'done', '${at}')`)
      yield* replay("00000000-0000-4000-8000-0000000000b1", "2026-01-01T12:00:00Z", true)
      yield* replay("00000000-0000-4000-8000-0000000000b2", "2026-01-03T00:00:00Z", true)
      yield* replay("00000000-0000-4000-8000-0000000000b3", "2026-01-03T00:00:00Z", false)
      yield* migrate
      const bases = yield* sql.unsafe(`SELECT id, base_version FROM replays ORDER BY id`)
      const publishTwice = (version: number) =>
        sql.unsafe(`INSERT INTO evaluation_versions (evaluation_id, version, org_id, name, template, definition, rubric, assertions, replay_id)
          VALUES ('${EVALUATION}', ${version}, '${ORG}', 'Leads', 'intent_detect', '{}', '{}', '{}', '00000000-0000-4000-8000-0000000000b2')`)
      yield* publishTwice(3)
      const second = yield* Effect.either(publishTwice(4))
      return { bases, secondRefused: second._tag === "Left" }
    })
    const result = await Effect.runPromise(Effect.scoped(Effect.provide(program, PgClient.layer({ url: Redacted.make(url) }))))
    expect(result.bases).toEqual([
      { id: "00000000-0000-4000-8000-0000000000b1", base_version: 1 },
      { id: "00000000-0000-4000-8000-0000000000b2", base_version: 2 },
      { id: "00000000-0000-4000-8000-0000000000b3", base_version: null }
    ])
    expect(result.secondRefused).toBe(true)
  })
})
