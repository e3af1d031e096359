import { Config, Context, Effect, Layer } from "effect"
import type { IncomingMessage, Server, ServerResponse } from "node:http"
import { probePaths } from "../observability/requests.js"
import { writeUnavailable } from "./closing.js"
import type { Refusals } from "./refusals.js"
import { LiveTraffic } from "./liveTraffic.js"

/** ASSAY_MAX_IN_FLIGHT: requests one process works on at once (docs/reliability.md, overload). */
export const maxInFlight = Config.integer("ASSAY_MAX_IN_FLIGHT").pipe(
  Config.validate({ message: "must be a whole number, at least 1", validation: (n) => n >= 1 }),
  Config.withDefault(64)
)

/**
 * ASSAY_SLOT_DEADLINE_MS: the longest a request holds an in-flight slot. The scorer's 30 s budget
 * plus a margin for the log write; whatever a handler waits on past it, the caller gets a 503
 * and the slot comes back (docs/limits.md, issue 23).
 */
export const slotDeadlineMs = Config.integer("ASSAY_SLOT_DEADLINE_MS").pipe(
  Config.validate({ message: "must be a whole number of milliseconds, at least 100", validation: (n) => n >= 100 }),
  Config.withDefault(35_000)
)

/** How many requests one process works on, shared by the Node server and the API middleware. */
export class Gate {
  inFlight = 0
  /** API calls with a valid credential whose body is arriving. */
  reading = 0
  /** Bodies arriving without an API credential (dashboard forms), capped at `max` on their own. */
  readingAnonymous = 0
  /**
   * Requests handed to the platform that are neither reading their body nor holding a slot yet:
   * waiting for the middleware, or for their credential check. A burst of more than `max` calls,
   * or a slow credential lookup, therefore refuses new arrivals at the door (backpressure).
   */
  queued = 0
  /** Requests from arrival to their response's close, probes and refusals aside: replays step aside for them. */
  readonly traffic = new LiveTraffic()
  private readonly waiting = new WeakSet<object>()
  constructor(
    readonly max: number,
    readonly deadlineMs = 35_000
  ) {}
  /**
   * Takes a slot until the returned release is called, or until the deadline: then the slot is
   * released and `overdue` runs. A plain timer rather than an Effect timeout, which would fork
   * two fibers on every request (docs/performance.md) and could not answer a fiber stuck in a
   * region that ignores interruption.
   */
  hold(overdue: () => void): () => void {
    this.inFlight++
    let held = true
    const release = () => {
      if (!held) return
      held = false
      clearTimeout(timer)
      this.inFlight--
    }
    const timer = setTimeout(() => {
      release()
      overdue()
    }, this.deadlineMs)
    timer.unref()
    return release
  }
  /** Bodies are read before authentication: readers are bounded too (256 KiB each at most). */
  get maxReading(): number {
    return 4 * this.max
  }
  get full(): boolean {
    return this.inFlight >= this.max || this.reading >= this.maxReading
  }
  /**
   * Whether a request arriving now would find the slots taken once it is reached. The requests
   * queued ahead of it count: admitted while a slot was momentarily free, a flood reached the
   * middleware only after the slots had filled, and was refused there, through the whole platform,
   * at several times the cost (docs/reliability.md, overload).
   */
  get fullOnArrival(): boolean {
    return this.inFlight + this.queued >= this.max || this.reading >= this.maxReading
  }
  enqueue(request: object): void {
    this.waiting.add(request)
    this.queued++
  }
  /** Called when the middleware reaches a request, and when its response closes; counts once. */
  dequeue(request: unknown): void {
    if (typeof request === "object" && request !== null && this.waiting.delete(request)) this.queued--
  }
}

export class InFlightGate extends Context.Tag("Assay/InFlightGate")<InFlightGate, Gate>() {
  static readonly layer = Layer.effect(
    InFlightGate,
    Effect.map(Effect.all([maxInFlight, slotDeadlineMs]), ([max, deadlineMs]) => new Gate(max, deadlineMs))
  )
}

export const BUSY_MESSAGE = "The server is at capacity. Retry shortly."

/**
 * While the gate is full, a request is refused before the Effect handler sees it: the same 503 the
 * middleware would give, at a fraction of the cost. Under five times the sustainable rate the
 * refusals themselves took most of the one core, and refusals queued behind refusals waited up to
 * 2 s (docs/reliability.md, overload). A request let through is counted as queued until the
 * middleware reaches it, or until its response closes (answered while the handler is detached, or
 * abandoned before the middleware ran). `emit` is wrapped rather than the listener, so the
 * platform can still add and remove its own handler (the drain relies on that). Probes are never
 * refused.
 */
export const shedWhenFull = (server: Server, gate: Gate, refusals: Refusals): Server => {
  const emit = server.emit
  server.emit = function (this: Server, event: string | symbol, ...args: Array<unknown>): boolean {
    if (event === "request") {
      const request = args[0] as IncomingMessage
      if (!probePaths.includes((request.url ?? "").split("?")[0]!)) {
        const response = args[1] as ServerResponse
        if (gate.fullOnArrival) {
          writeUnavailable(response, BUSY_MESSAGE, { close: false })
          refusals.shed(request.method ?? "_OTHER")
          return true
        }
        gate.enqueue(request)
        gate.traffic.arrived()
        // The response's close, or the socket's: a pipelined request still waiting its turn when
        // the client goes away never gets its response's (Node 20), and would stay counted.
        // Once only: the socket's close can emit the response's, inside which removing a listener
        // does not stop that same emit from calling it.
        const socket = request.socket
        let counted = true
        const gone = () => {
          if (!counted) return
          counted = false
          response.off("close", gone)
          socket.off("close", gone)
          gate.dequeue(request)
          gate.traffic.left()
        }
        response.once("close", gone)
        socket.once("close", gone)
      }
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>)
  } as typeof server.emit
  return server
}
