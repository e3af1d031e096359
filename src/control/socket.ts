import { Effect, Layer, Option, Runtime, Schema } from "effect"
import { chmodSync, mkdirSync, rmSync } from "node:fs"
import { createConnection, createServer, type Socket } from "node:net"
import { join } from "node:path"
import { AppConfig } from "../config.js"
import { PasswordResets } from "../dashboard/auth/PasswordResets.js"
import { answer, ControlRequest, type ControlReply } from "./protocol.js"

/**
 * The embedded database is one process's (a pid file guards it), so while `assay serve` runs,
 * the CLI cannot open it. The server therefore listens on a Unix socket in the data directory,
 * in a folder only its user may enter (0700): whoever can reach it could read the database files
 * anyway. Kept relative when the data directory is, since socket paths are short (108 bytes).
 */
export const controlSocketPath = (dataDir: string): string => join(dataDir, "control", "assay.sock")

const MAX_LINE = 4096

const readLine = (socket: Socket): Promise<string> =>
  new Promise((resolve, reject) => {
    let text = ""
    socket.setEncoding("utf8")
    socket.on("data", (chunk: string) => {
      text += chunk
      const end = text.indexOf("\n")
      if (end >= 0) resolve(text.slice(0, end))
      else if (text.length > MAX_LINE) reject(new Error("line too long"))
    })
    socket.on("end", () => resolve(text))
    socket.on("error", reject)
  })

const decode = Schema.decodeUnknownOption(Schema.parseJson(ControlRequest))

/** Serves the control socket while the server runs on the embedded database; nothing on PostgreSQL. */
export const ControlSocketLive = Layer.scopedDiscard(
  Effect.gen(function* () {
    const config = yield* AppConfig
    if (Option.isSome(config.databaseUrl)) return
    const runtime = yield* Effect.runtime<PasswordResets>()
    const path = controlSocketPath(config.dataDir)
    const server = createServer((socket) => {
      readLine(socket)
        .then((line) => {
          const request = decode(line)
          if (Option.isNone(request)) return { ok: false, error: "Unknown request." } satisfies ControlReply
          return Runtime.runPromise(runtime)(answer(request.value))
        })
        .then(
          (reply) => socket.end(`${JSON.stringify(reply)}\n`),
          () => socket.destroy()
        )
    })
    yield* Effect.acquireRelease(
      Effect.async<void, Error>((resume) => {
        mkdirSync(join(config.dataDir, "control"), { recursive: true, mode: 0o700 })
        chmodSync(join(config.dataDir, "control"), 0o700)
        // A socket left by a process that was killed; the data directory's pid file says none runs now.
        rmSync(path, { force: true })
        server.once("error", (e) => resume(Effect.fail(e)))
        server.listen(path, () => resume(Effect.void))
      }),
      () =>
        Effect.async<void>((resume) => {
          server.close(() => resume(Effect.void))
          rmSync(path, { force: true })
        })
    ).pipe(Effect.orDie)
    server.unref()
  })
).pipe(Layer.provide(PasswordResets.Default))

/** Asks a running server; null when none listens on this data directory. */
export const askRunningServer = (dataDir: string, request: ControlRequest): Promise<ControlReply | null> =>
  new Promise((resolve, reject) => {
    const socket = createConnection(controlSocketPath(dataDir))
    socket.setTimeout(15_000, () => socket.destroy(new Error("The running server did not answer within 15 s.")))
    socket.on("connect", () => socket.write(`${JSON.stringify(request)}\n`))
    readLine(socket).then(
      (line) => resolve(JSON.parse(line) as ControlReply),
      (e: NodeJS.ErrnoException) => (e.code === "ENOENT" || e.code === "ECONNREFUSED" ? resolve(null) : reject(e))
    )
  })
