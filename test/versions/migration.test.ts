// Migration 0010 on a database that already holds evaluations, deployments and log rows: every
// existing evaluation becomes version 1, every existing row of an evaluation ran on version 1.
// PostgreSQL only: the embedded suites run the same migration on every fresh database.
import { Migrator } from "@effect/sql"
import { PgClient } from "@effect/sql-pg"
import { Effect, Redacted } from "effect"
import { describe, expect, it } from "vitest"
import { migrations } from "../../migrations/index.js"
import { migrate } from "../../src/db/migrate.js"
import { freshPostgresDatabase } from "../support/database.js"

const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < "0010"))

describe("migration 0010_versions on PostgreSQL", () => {
  it("gives existing evaluations version 1 and existing rows version 1 (ad-hoc rows none)", async () => {
    const url = await freshPostgresDatabase()
    const program = Effect.gen(function* () {
      yield* Migrator.make({})({ loader: Migrator.fromRecord(before) })
      const sql = (yield* PgClient.PgClient).withoutTransforms()
      yield* sql.unsafe(`INSERT INTO organizations (id, name, plan) VALUES ('00000000-0000-4000-8000-000000000001', 'o', 'pro')`)
      yield* sql.unsafe(`INSERT INTO evaluations (id, org_id, name, template, definition, rubric, assertions, created_at)
        VALUES ('00000000-0000-4000-8000-0000000000e1', '00000000-0000-4000-8000-000000000001', 'Leads', 'lead_qualification',
                '{"template":"lead_qualification","framework":"bant"}', '{"version":1}', '{"checked":0,"failures":[]}', '2026-01-02T03:04:05Z')`)
      yield* sql.unsafe(`INSERT INTO deployments (id, org_id, evaluation_id, digest, prefix)
        VALUES ('00000000-0000-4000-8000-0000000000d1', '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000e1', 'x', 'ech_dw_x')`)
      yield* sql.unsafe(`INSERT INTO evaluation_logs (id, org_id, evaluation_id, mode, input_type, input, scorer, latency_ms)
        VALUES ('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000e1', 'durable', 'form', '[]', 'local', 1),
               ('00000000-0000-4000-8000-0000000000a2', '00000000-0000-4000-8000-000000000001', NULL, 'adhoc', 'form', '[]', 'local', 1)`)
      yield* migrate
      return {
        versions: yield* sql.unsafe(`SELECT evaluation_id, version, name, template, definition, created_at FROM evaluation_versions`),
        latest: yield* sql.unsafe(`SELECT latest_version FROM evaluations`),
        pins: yield* sql.unsafe(`SELECT version FROM deployments`),
        rows: yield* sql.unsafe(`SELECT id, evaluation_version FROM evaluation_logs ORDER BY id`)
      }
    })
    const result = await Effect.runPromise(Effect.scoped(Effect.provide(program, PgClient.layer({ url: Redacted.make(url) }))))
    expect(result.versions).toEqual([
      {
        evaluation_id: "00000000-0000-4000-8000-0000000000e1",
        version: 1,
        name: "Leads",
        template: "lead_qualification",
        definition: { template: "lead_qualification", framework: "bant" },
        created_at: new Date("2026-01-02T03:04:05Z")
      }
    ])
    expect(result.latest).toEqual([{ latest_version: 1 }])
    expect(result.pins).toEqual([{ version: null }])
    expect(result.rows).toEqual([
      { id: "00000000-0000-4000-8000-0000000000a1", evaluation_version: 1 },
      { id: "00000000-0000-4000-8000-0000000000a2", evaluation_version: null }
    ])
  })
})
