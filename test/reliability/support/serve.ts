import type { ChildProcess } from "node:child_process"
import { once } from "node:events"
import { Agent } from "node:http"
import { intentEvaluation, pricingInput } from "../../support/fixtures.js"
import { bin, runCli, startListening } from "../../support/process.js"
import { json, send } from "./load.js"

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
  let exited: Promise<number | null> = Promise.resolve(null)
  const onSpawn = (child: ChildProcess) => {
    exited = once(child, "exit").then(([code]) => code as number | null)
  }
  const options = { probe: "/v1/evaluations", pollMs: 50, onSpawn, ...(port === undefined ? {} : { port }) }
  const { child, baseUrl, output } = await startListening([bin, "serve"], baseEnv(env), options)
  return {
    child,
    port: Number(new URL(baseUrl).port),
    baseUrl,
    output,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      return exited
    }
  }
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

/**
 * A server under test for the database-failure suites: an organization made through the CLI
 * (`cliEnv`), `assay serve` (`serveEnv`), one evaluation, a keep-alive agent for `workers`
 * callers, and the evaluate body they send.
 */
export const serveWithEvaluation = async (cliEnv: Record<string, string>, serveEnv: Record<string, string>, workers: number) => {
  const key = (await createOrgCli(cliEnv)).api_key
  const server = await spawnServe(serveEnv)
  const agent = new Agent({ keepAlive: true, maxSockets: workers })
  const created = await send(server.baseUrl, "POST", "/v1/evaluations", { agent, token: key, body: intentEvaluation })
  const body = { evaluation_id: json(created).evaluation_id, input_type: "form", input: pricingInput }
  return { key, server, agent, body }
}
