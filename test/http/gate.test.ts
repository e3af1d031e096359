import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import { type AddressInfo, connect } from "node:net"
import { afterEach, describe, expect, it } from "vitest"
import { Gate, shedWhenFull } from "../../src/http/gate.js"

// The Node server's side of the in-flight gate, with a handler standing in for the platform: it
// decides when the "middleware" reaches a request (dequeue) and when it answers.
type Handler = (request: IncomingMessage, response: ServerResponse) => void

const serve = async (gate: Gate, handler: Handler): Promise<{ server: Server; url: string; shed: () => number }> => {
  let shed = 0
  const server = shedWhenFull(createServer(handler), gate, { clientError: () => {}, shed: () => void shed++ })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, shed: () => shed }
}

const get = (url: string) =>
  fetch(url).then(async (r) => ({ status: r.status, retryAfter: r.headers.get("retry-after"), body: await r.json().catch(() => null) }))

const until = async (check: () => boolean) => {
  const deadline = Date.now() + 2_000
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5))
}

describe("the in-flight gate at the Node server", () => {
  let server: Server | undefined
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

  it("refuses an arrival when the requests queued ahead of it would take the last slots", async () => {
    const gate = new Gate(2)
    const held: Array<ServerResponse> = []
    const s = await serve(gate, (_request, response) => void held.push(response)) // never reached: queued
    server = s.server
    const first = [get(`${s.url}/v1/evaluate`), get(`${s.url}/v1/evaluate`)]
    await until(() => held.length === 2)
    expect([gate.inFlight, gate.queued, gate.full]).toEqual([0, 2, false])

    const third = await get(`${s.url}/v1/evaluate`)
    expect(third).toMatchObject({ status: 503, retryAfter: "1", body: { code: "SERVICE_UNAVAILABLE" } })
    expect(s.shed()).toBe(1)
    expect(gate.traffic.inFlight).toBe(2) // a refusal at the door is not live work
    // Probes are never refused.
    const probe = get(`${s.url}/healthz`)
    await until(() => held.length === 3)
    for (const response of held) response.end("{}")
    expect((await Promise.all([...first, probe])).map((r) => r.status)).toEqual([200, 200, 200])
    await until(() => gate.queued === 0)
    expect(gate.queued).toBe(0)
  })

  it("counts a request once, whether the middleware reaches it, its answer ends it, or the client goes away", async () => {
    const gate = new Gate(8)
    const held: Array<ServerResponse> = []
    const s = await serve(gate, (request, response) => {
      if (request.url === "/reached") {
        gate.dequeue(request)
        gate.dequeue(request) // twice: still counted once
        response.end("{}")
      } else if (request.url === "/unrouted") {
        response.writeHead(404).end("{}")
      } else held.push(response)
    })
    server = s.server
    const answers = await Promise.all([get(`${s.url}/reached`), get(`${s.url}/unrouted`), get(`${s.url}/reached`)])
    expect(answers.map((a) => a.status)).toEqual([200, 404, 200])
    const abandoned = httpRequest(`${s.url}/abandoned`)
    abandoned.on("error", () => {})
    abandoned.end()
    await until(() => held.length === 1)
    expect(gate.queued).toBe(1)
    abandoned.destroy()
    await until(() => gate.queued === 0)
    expect(gate.queued).toBe(0)
  })

  it("counts live requests from arrival to the close of their answer, for replays to step aside (probes aside)", async () => {
    const gate = new Gate(8)
    const held: Array<ServerResponse> = []
    const probes: Array<ServerResponse> = []
    const s = await serve(gate, (request, response) => void (request.url === "/healthz" ? probes : held).push(response))
    server = s.server
    const calls = [get(`${s.url}/v1/evaluate`), get(`${s.url}/v1/evaluate`)]
    const probe = get(`${s.url}/healthz`)
    await until(() => held.length === 2 && probes.length === 1)
    expect(gate.traffic.inFlight).toBe(2) // the probe, still unanswered, is not counted
    probes[0]!.end("{}")
    await probe
    held[0]!.end("{}")
    await until(() => gate.traffic.inFlight === 1)
    expect(gate.traffic.inFlight).toBe(1)
    held[1]!.end("{}")
    await Promise.all(calls)
    await until(() => gate.traffic.inFlight === 0)
    expect(gate.traffic.inFlight).toBe(0)
  })

  it("stops counting pipelined requests whose client went away before their turn", async () => {
    const gate = new Gate(8)
    const held: Array<ServerResponse> = []
    const s = await serve(gate, (_request, response) => void held.push(response))
    server = s.server
    const { port } = new URL(s.url)
    const socket = connect(Number(port), "127.0.0.1")
    socket.on("error", () => {})
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()))
    // Three requests on one connection: Node hands the handler one at a time.
    socket.write("GET /v1/a HTTP/1.1\r\nHost: x\r\n\r\nGET /v1/b HTTP/1.1\r\nHost: x\r\n\r\nGET /v1/c HTTP/1.1\r\nHost: x\r\n\r\n")
    await until(() => held.length === 1)
    socket.destroy()
    await new Promise((r) => setTimeout(r, 50))
    for (const response of held) response.end("{}")
    await until(() => gate.traffic.inFlight === 0)
    expect(gate.traffic.inFlight).toBe(0)
    expect(gate.queued).toBe(0)
  })
})
