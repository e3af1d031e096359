import { Effect, Layer, Option, Redacted } from "effect"
import { describe, expect, it } from "vitest"
import { AppConfig } from "../../src/config.js"
import { DatabaseLive } from "../../src/db/Database.js"
import { migrate } from "../../src/db/migrate.js"
import { backends, freshPostgresDatabase } from "../support/database.js"
import { startServer } from "../support/server.js"
import { report } from "./support/report.js"

describe.runIf(backends.includes("postgres"))("instances starting together on PostgreSQL", () => {
  // The migrator's CREATE TABLE IF NOT EXISTS is not serialised by PostgreSQL: before the retry
  // in src/db/migrate.ts about half of eight simultaneous first starts failed (23505 / 42P07).
  it("migrates one empty database from eight instances at once, every one of them succeeding", async () => {
    const failures: Array<string> = []
    for (let round = 0; round < 5; round++) {
      const url = await freshPostgresDatabase()
      const instance = Effect.scoped(
        migrate.pipe(Effect.provide(DatabaseLive.pipe(Layer.provide(AppConfig.layer({ databaseUrl: Option.some(Redacted.make(url)) })))))
      )
      const exits = await Promise.all(Array.from({ length: 8 }, () => Effect.runPromiseExit(instance)))
      for (const exit of exits) if (exit._tag === "Failure") failures.push(String(exit.cause).split("\n")[0]!)
    }
    report("simultaneous-migrations", { rounds: 5, instancesPerRound: 8, failures: failures.length })
    expect(failures).toEqual([])
  }, 120_000)
})

describe.runIf(backends.includes("embedded"))("the embedded database", () => {
  // PGlite's defaults (`-F`, fsync off) survive kill -9 but not a power loss; see docs/reliability.md.
  it("writes its WAL synchronously, so a commit is on disk before the answer", async () => {
    const s = await startServer("embedded")
    try {
      const [fsync] = await s.query<{ fsync: string }>("SHOW fsync")
      const [method] = await s.query<{ wal_sync_method: string }>("SHOW wal_sync_method")
      const [commit] = await s.query<{ synchronous_commit: string }>("SHOW synchronous_commit")
      expect({ fsync: fsync!.fsync, method: method!.wal_sync_method, commit: commit!.synchronous_commit }).toEqual({
        fsync: "on",
        method: "open_datasync",
        commit: "on"
      })
    } finally {
      await s.close()
    }
  }, 60_000)
})
