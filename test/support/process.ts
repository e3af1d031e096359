import { type ChildProcess, spawn } from "node:child_process"
import { once } from "node:events"
import { createServer } from "node:net"

const bin = new URL("../../bin/assay.mjs", import.meta.url).pathname

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

/** Starts `assay serve` and resolves once it answers HTTP. */
export const startServe = async (env: Record<string, string>): Promise<{ child: ChildProcess; baseUrl: string }> => {
  const port = await freePort()
  const child = spawn(process.execPath, [bin, "serve"], { env: { ...process.env, ...env, PORT: String(port) }, stdio: "pipe" })
  let output = ""
  child.stdout!.on("data", (d) => (output += d))
  child.stderr!.on("data", (d) => (output += d))
  const baseUrl = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`assay serve exited: ${output}`)
    const up = await fetch(`${baseUrl}/v1/evaluations`).then(() => true, () => false)
    if (up) return { child, baseUrl }
    await new Promise((r) => setTimeout(r, 100))
  }
  child.kill("SIGKILL")
  throw new Error(`assay serve did not start: ${output}`)
}
