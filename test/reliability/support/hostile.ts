import { type ChildProcess, fork } from "node:child_process"
import { once } from "node:events"
import type { Command, Held } from "./attacker.js"

export type { Held, HeldKind } from "./attacker.js"

const script = new URL("./attacker.ts", import.meta.url).pathname

/** The attacker process of test/reliability/support/attacker.ts, aimed at one server. */
export interface Attacker {
  /** Opens `count` idle and `count` slow-header connections. */
  readonly wave: (count: number) => Promise<void>
  /** Opens `count` evaluate calls that declare a 100 kB body and drip it a byte at a time. */
  readonly slowBody: (count: number, token: string) => Promise<void>
  /** Waits (at most `withinMs`) until the server has ended every connection; then closes the rest. */
  readonly settle: (withinMs: number) => Promise<Array<Held>>
  readonly stop: () => void
}

export const startAttacker = (port: number): Attacker => {
  const child: ChildProcess = fork(script, [String(port)], { execArgv: ["--import", "tsx"], stdio: "inherit" })
  const ask = async <T>(command: Command): Promise<T> => {
    const reply = once(child, "message")
    child.send(command)
    return (await reply)[0] as T
  }
  return {
    wave: async (count) => void (await ask({ op: "wave", count })),
    slowBody: async (count, token) => void (await ask({ op: "slowBody", count, token })),
    settle: (withinMs) => ask({ op: "settle", withinMs }),
    stop: () => void child.kill("SIGKILL")
  }
}
