import { type ChildProcess, spawn } from "node:child_process"
import { once } from "node:events"
import { freePort, runCli } from "../../support/process.js"

const bin = new URL("../../../bin/assay.mjs", import.meta.url).pathname

export interface Served {
  readonly child: ChildProcess
  readonly port: number
  readonly baseUrl: string
  /** Everything the process printed so far, stdout and stderr interleaved. */
  readonly output: () => string
  /** Sends the signal and resolves with the exit code once the process is gone. */
  readonly stop: (signal?: NodeJS.Signals) => Promise<number | null>
}

/** The environment every spawned process gets: the embedded scorer, never a model provider. */
export const baseEnv = (extra: Record<string, string>): Record<string, string> => ({
  ASSAY_SCORER: "local",
  OPENAI_API_KEY: "",
  ...extra
})

/** `assay serve` as a real process, on `port` (a free one when omitted); resolves once it answers HTTP. */
export const spawnServe = async (env: Record<string, string>, port?: number): Promise<Served> => {
  const p = port ?? (await freePort())
  const child = spawn(process.execPath, [bin, "serve"], { env: { ...process.env, ...baseEnv(env), PORT: String(p) }, stdio: "pipe" })
  let text = ""
  child.stdout!.on("data", (d) => (text += d))
  child.stderr!.on("data", (d) => (text += d))
  const exited = once(child, "exit").then(([code]) => code as number | null)
  const served: Served = {
    child,
    port: p,
    baseUrl: `http://127.0.0.1:${p}`,
    output: () => text,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      return exited
    }
  }
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`assay serve exited: ${text}`)
    const up = await fetch(`${served.baseUrl}/v1/evaluations`).then(
      (r) => r.body?.cancel().then(() => true, () => true) ?? true,
      () => false
    )
    if (up) return served
    await new Promise((r) => setTimeout(r, 50))
  }
  child.kill("SIGKILL")
  throw new Error(`assay serve did not start: ${text}`)
}

const lastJson = (stdout: string) => JSON.parse(stdout.trim().split("\n").at(-1)!)

/** `assay org create ... --json` (the server must be stopped on the embedded database). */
export const createOrgCli = async (
  env: Record<string, string>,
  flags: ReadonlyArray<string> = ["--plan", "pro", "--quota", "10000000", "--rate", "100000"]
): Promise<{ org_id: string; api_key: string }> => {
  const run = await runCli(["org", "create", "--name", "Reliability", ...flags, "--json"], baseEnv(env))
  if (run.code !== 0) throw new Error(`org create failed: ${run.stderr}`)
  return lastJson(run.stdout)
}
