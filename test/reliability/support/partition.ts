import { once } from "node:events"
import { type AddressInfo, connect, createServer, type Socket } from "node:net"

export interface PartitionProxy {
  readonly port: number
  /** From now on nothing crosses in either direction, closes included: a network partition. */
  readonly partition: () => void
  /**
   * The link is back. `deliver`: what was held crosses now, in order, as TCP's retransmissions
   * would deliver it after a short partition; otherwise it is lost, and the connections that were
   * open stay silent for good, as after a long one (or a failover to another server).
   */
  readonly heal: (options: { readonly deliver: boolean }) => void
  readonly close: () => Promise<void>
}

type Held = { readonly to: Socket; readonly data: Buffer } | { readonly to: Socket; readonly close: true }

/** A TCP proxy on 127.0.0.1 to `target` that can drop the link silently and bring it back. */
export const startPartitionProxy = async (target: { host: string; port: number }): Promise<PartitionProxy> => {
  let partitioned = false
  const held: Array<Held> = []
  // Connections cut by a partition that was not delivered: what they carry goes nowhere.
  const severed = new Set<Socket>()
  const sockets = new Set<Socket>()
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host)
    for (const [from, to] of [[client, upstream], [upstream, client]] as const) {
      sockets.add(from)
      from.on("data", (data: Buffer) => {
        if (severed.has(from)) return
        if (partitioned) held.push({ to, data })
        else to.write(data)
      })
      from.on("close", () => {
        sockets.delete(from)
        if (partitioned) held.push({ to, close: true })
        else if (!severed.has(from)) to.destroy()
      })
      from.on("error", () => undefined)
    }
  })
  server.listen(0, "127.0.0.1")
  await once(server, "listening")
  return {
    port: (server.address() as AddressInfo).port,
    partition: () => {
      partitioned = true
    },
    heal: ({ deliver }) => {
      partitioned = false
      if (!deliver) sockets.forEach((s) => severed.add(s))
      for (const h of held.splice(0)) {
        if (!deliver || h.to.destroyed) continue
        if ("data" in h) h.to.write(h.data)
        else h.to.destroy()
      }
    },
    close: async () => {
      sockets.forEach((s) => s.destroy())
      server.close()
      await once(server, "close")
    }
  }
}
