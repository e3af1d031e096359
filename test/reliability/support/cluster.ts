import { execFile } from "node:child_process"
import { chmodSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { promisify } from "node:util"

const run = promisify(execFile)
const BIN = process.env.ASSAY_PG_BIN ?? "/usr/lib/postgresql/15/bin"

/** Runs a PostgreSQL binary as the `postgres` OS user (the server refuses to run as root). */
const asPostgres = (command: string, args: ReadonlyArray<string>) =>
  run("runuser", ["-u", "postgres", "--", join(BIN, command), ...args], { timeout: 60_000 })

/**
 * A PostgreSQL cluster of its own (initdb on a fresh directory under /tmp, its own port), so a
 * test can stop and restart the database under a running service without touching the shared one.
 */
export class PgCluster {
  private constructor(readonly dataDir: string, readonly port: number) {}

  static async create(port: number): Promise<PgCluster> {
    const root = mkdtempSync(join(tmpdir(), "assay-cluster-"))
    chmodSync(root, 0o777)
    const cluster = new PgCluster(join(root, "data"), port)
    await asPostgres("initdb", ["-D", cluster.dataDir, "-A", "trust", "-U", "postgres", "--no-sync"])
    return cluster
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`
  }

  async start(): Promise<void> {
    const options = `-p ${this.port} -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off`
    await asPostgres("pg_ctl", ["-D", this.dataDir, "-o", options, "-l", join(this.dataDir, "..", "server.log"), "-w", "-t", "30", "start"])
  }

  /** `immediate`: no shutdown checkpoint and every connection cut, like a crash. */
  async stop(mode: "immediate" | "fast" = "immediate"): Promise<void> {
    await asPostgres("pg_ctl", ["-D", this.dataDir, "-m", mode, "-w", "-t", "30", "stop"])
  }

  async destroy(): Promise<void> {
    await this.stop("immediate").catch(() => undefined)
    rmSync(join(this.dataDir, ".."), { recursive: true, force: true })
  }
}
