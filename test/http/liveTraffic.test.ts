import { Worker } from "node:worker_threads"
import { describe, expect, it } from "vitest"
import { LiveTraffic, quietOrAfter, waitForQuiet } from "../../src/http/liveTraffic.js"

// Replays step aside for live requests (decisions §12): a replay thread waits while requests are
// in flight, but never longer than its bound, so that a replay always finishes.
describe("stepping aside for live requests", () => {
  it("does not wait when nothing is in flight", async () => {
    const traffic = new LiveTraffic()
    const t0 = performance.now()
    waitForQuiet(traffic.counter, 1_000)
    await quietOrAfter(traffic.counter, 1_000)
    expect(performance.now() - t0).toBeLessThan(200)
  })

  it("waits at most its bound while a request stays in flight", async () => {
    const traffic = new LiveTraffic()
    traffic.arrived()
    const t0 = performance.now()
    waitForQuiet(traffic.counter, 30)
    const blocked = performance.now() - t0
    await quietOrAfter(traffic.counter, 30)
    const waited = performance.now() - t0 - blocked
    expect(blocked).toBeGreaterThanOrEqual(29)
    expect(waited).toBeGreaterThanOrEqual(29)
    expect(traffic.inFlight).toBe(1)
  })

  it("resumes as soon as the last request in flight has left, on the main thread and on another thread", async () => {
    const traffic = new LiveTraffic()
    traffic.arrived()
    traffic.arrived()
    const t0 = performance.now()
    const waiting = quietOrAfter(traffic.counter, 10_000)
    setTimeout(() => traffic.left(), 20)
    setTimeout(() => traffic.left(), 40)
    await waiting
    expect(performance.now() - t0).toBeLessThan(5_000)
    expect(traffic.inFlight).toBe(0)

    // A thread blocked in waitForQuiet is woken by the last one out.
    traffic.arrived()
    const worker = new Worker(
      `const { parentPort, workerData } = require("node:worker_threads");
       const t0 = performance.now();
       for (let n = Atomics.load(workerData, 0); n > 0; n = Atomics.load(workerData, 0)) Atomics.wait(workerData, 0, n, 10000);
       parentPort.postMessage(performance.now() - t0);`,
      { eval: true, workerData: traffic.counter }
    )
    const waitedMs = new Promise<number>((resolve) => worker.once("message", resolve))
    setTimeout(() => traffic.left(), 50)
    expect(await waitedMs).toBeLessThan(5_000)
    await worker.terminate()
  })
})
