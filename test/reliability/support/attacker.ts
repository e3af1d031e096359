// Hostile connections, run in a process of their own: a real attacker is not in the normal
// client's process, and its hundreds of sockets must not delay the timings that client takes.
// Driven over the fork IPC channel by test/reliability/support/hostile.ts.
import { connect, type Socket } from "node:net"

export type HeldKind = "idle" | "slow headers" | "slow body"

export interface Held {
  readonly kind: HeldKind
  readonly openedAfterMs: number
  /** When the server ended the connection (its FIN, or the close). */
  closedAfterMs?: number
  /** The socket is gone: for a dripping client, only once the server destroyed its side. */
  gone?: boolean
  response?: string
}

export type Command =
  | { readonly op: "wave"; readonly count: number }
  | { readonly op: "slowBody"; readonly count: number; readonly token: string }
  | { readonly op: "settle"; readonly withinMs: number }

const port = Number(process.argv[2])
const opened = performance.now()
const held: Array<Held> = []
const timers: Array<NodeJS.Timeout> = []
const sockets: Array<Socket> = []
let n = 0

const hold = (kind: HeldKind, start: (s: Socket) => void, drip?: (s: Socket) => void) => {
  const h: Held = { kind, openedAfterMs: performance.now() - opened }
  // Half-open allowed, as a hostile client would: a dripping connection then ends only when
  // the server destroys its side, not when the server merely stops writing.
  const socket = connect({ port, host: "127.0.0.1", allowHalfOpen: true }, () => {
    start(socket)
    if (drip !== undefined) timers.push(setInterval(() => socket.writable && drip(socket), 500))
  })
  const ended = () => (h.closedAfterMs ??= performance.now() - opened)
  socket.on("data", (d) => (h.response = (h.response ?? "") + d.toString("latin1")))
  socket.on("end", ended)
  socket.on("close", () => {
    ended()
    h.gone = true
  })
  socket.on("error", () => undefined)
  held.push(h)
  sockets.push(socket)
}

const slowBody = (token: string) =>
  `POST /v1/evaluate HTTP/1.1\r\nHost: a\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{`

// An idle client writes nothing, so only the server's end can be seen; a dripping one's next
// write fails once the server has destroyed the connection.
const settled = (h: Held) => (h.kind === "idle" ? h.closedAfterMs !== undefined : h.gone === true)

const run = async (command: Command): Promise<unknown> => {
  switch (command.op) {
    case "wave":
      for (let i = 0; i < command.count; i++) hold("idle", () => undefined)
      for (let i = 0; i < command.count; i++) {
        hold("slow headers", (s) => s.write("GET /v1/evaluations HTTP/1.1\r\nHost: a\r\n"), (s) => s.write(`X-Drip-${n++}: 1\r\n`))
      }
      return held.length
    case "slowBody":
      for (let i = 0; i < command.count; i++) hold("slow body", (s) => s.write(slowBody(command.token)), (s) => s.write(" "))
      return held.length
    case "settle": {
      const deadline = performance.now() + command.withinMs
      while (!held.every(settled) && performance.now() < deadline) await new Promise((r) => setTimeout(r, 100))
      timers.forEach(clearInterval)
      sockets.forEach((s) => s.destroy())
      return held
    }
  }
}

process.on("message", (command: Command) => {
  void run(command).then((reply) => process.send!(reply))
})
