// Live calls keep priority over replays (decisions §12). Niceness 19 alone did not give it: the
// two vCPUs of the machine this runs on share one core's execution units, and the V8 helper
// threads that collect a replay thread's garbage run at normal priority, so live p99 rose 4-10×
// while a replay ran (docs/performance.md, "Replays against live traffic"). So a replay thread
// also steps aside by itself: between two calls of its batch it waits while any request is
// being worked on in the process, up to a bound, so that it never stops entirely.

/**
 * The longest a replay thread waits, before one call (~0.5 ms of CPU), for the process's requests
 * to finish: under unbroken live traffic a replay still gets about a tenth of a core per thread,
 * so 10,000 calls take under a minute rather than never ending.
 */
export const REPLAY_YIELD_MAX_MS = 5
/** The same bound for the main thread's share of a page (reading 200 calls, comparing them). */
export const PAGE_YIELD_MAX_MS = 25

/** What a replay thread is given: the counter, and how long it may wait before one call. */
export interface LiveTrafficShare {
  readonly counter: Int32Array
  readonly maxWaitMs: number
}

/** Requests being worked on in this process, counted where the replays' threads can read them. */
export class LiveTraffic {
  /** [0]: requests from arrival to the close of their response. */
  readonly counter = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT))
  arrived(): void {
    Atomics.add(this.counter, 0, 1)
  }
  left(): void {
    // The last one out wakes a replay thread waiting for quiet.
    if (Atomics.sub(this.counter, 0, 1) === 1) Atomics.notify(this.counter, 0)
  }
  get inFlight(): number {
    return Atomics.load(this.counter, 0)
  }
}

/**
 * On a replay thread: returns once no request is being worked on, or after `maxMs`. Blocks the
 * thread (it has nothing else to do in the middle of a batch).
 */
export const waitForQuiet = (counter: Int32Array, maxMs = REPLAY_YIELD_MAX_MS): void => {
  const until = performance.now() + maxMs
  for (let n = Atomics.load(counter, 0); n > 0; n = Atomics.load(counter, 0)) {
    const left = until - performance.now()
    if (left <= 0) return
    Atomics.wait(counter, 0, n, left)
  }
}

/** Node 16+ has it; the project's TypeScript lib (ES2022) does not declare it yet. */
const waitAsync = (Atomics as unknown as {
  waitAsync: (a: Int32Array, index: number, value: number, timeoutMs: number) => { async: false; value: string } | { async: true; value: Promise<string> }
}).waitAsync

/** On the main thread: resolves once no request is being worked on, or after `maxMs`. */
export const quietOrAfter = async (counter: Int32Array, maxMs = PAGE_YIELD_MAX_MS): Promise<void> => {
  const until = performance.now() + maxMs
  for (let n = Atomics.load(counter, 0); n > 0; n = Atomics.load(counter, 0)) {
    const left = until - performance.now()
    if (left <= 0) return
    const waited = waitAsync(counter, 0, n, left)
    if (waited.async) await waited.value
  }
}
