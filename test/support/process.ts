import { type ChildProcess, spawn } from "node:child_process"
import { once } from "node:events"
import { createServer } from "node:net"

export const bin = new URL("../../bin/assay.mjs", import.meta.url).pathname

export interface Finished {
  readonly code: number | null
  readonly stdout: string
  readonly stderr: string
}

/** Runs `assay ARGS` as a user would, to completion. */
export const runCli = async (args: ReadonlyArray<string>, env: Record<string, string>): Promise<Finished> => {
  const child = spawn(process.execPath, [bin, ...args], { env: { ...process.env, ...env }, stdio: "pipe" })
  let stdout = ""
  let stderr = ""
  child.stdout.on("data", (d) => (stdout += d))
  child.stderr.on("data", (d) => (stderr += d))
  const [code] = (await once(child, "exit")) as [number | null]
  return { code, stdout, stderr }
}

export const freePort = async (): Promise<number> => {
  const server = createServer()
  server.listen(0, "127.0.0.1")
  await once(server, "listening")
  const { port } = server.address() as { port: number }
  server.close()
  return port
}

export interface Listening {
  readonly child: ChildProcess
  readonly baseUrl: string
  /** What the process wrote (stdout and stderr interleaved), within `outputLimit`. */
  readonly output: () => string
}

export interface ListenOptions {
  /** The path polled until it answers (any status). */
  readonly probe?: string
  readonly cwd?: string
  /** A free port when omitted. */
  readonly port?: number
  /** How much of the output to keep (the last characters); all of it by default. */
  readonly outputLimit?: number
  readonly pollMs?: number
  /** How long to wait for the first answer (60 s by default). */
  readonly startTimeoutMs?: number
  /** Called right after the spawn, before the wait: a caller that must track the child from its start. */
  readonly onSpawn?: (child: ChildProcess) => void
}

/**
 * Starts `node ARGS` with PORT set and resolves once `probe` answers HTTP there. A process that
 * exits first, or does not answer within 60 s (or `startTimeoutMs`), fails the start with its output. Shared by the
 * tests (`startServe`, test/reliability/support/serve.ts) and the benchmarks (scripts/bench/lib.ts).
 */
export const startListening = async (
  args: ReadonlyArray<string>,
  env: Record<string, string>,
  options: ListenOptions = {}
): Promise<Listening> => {
  const port = options.port ?? (await freePort())
  const child = spawn(process.execPath, args, {
    ...(options.cwd === undefined ? {} : { cwd: options.cwd }),
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"]
  })
  options.onSpawn?.(child)
  const limit = options.outputLimit ?? Infinity
  let output = ""
  const keep = (d: Buffer) => {
    output += d
    if (output.length > limit) output = output.slice(-limit)
  }
  child.stdout!.on("data", keep)
  child.stderr!.on("data", keep)
  const baseUrl = `http://127.0.0.1:${port}`
  const answers = () =>
    fetch(`${baseUrl}${options.probe ?? "/"}`).then(
      (r) => r.body?.cancel().then(() => true, () => true) ?? true,
      () => false
    )
  const deadline = Date.now() + (options.startTimeoutMs ?? 60_000)
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${args.join(" ")} exited: ${output}`)
    if (await answers()) return { child, baseUrl, output: () => output }
    await new Promise((r) => setTimeout(r, options.pollMs ?? 100))
  }
  child.kill("SIGKILL")
  throw new Error(`${args.join(" ")} did not start: ${output}`)
}

/** Starts `assay serve` and resolves once it answers HTTP. */
export const startServe = (env: Record<string, string>): Promise<Listening> => startListening([bin, "serve"], env, { probe: "/v1/evaluations" })
