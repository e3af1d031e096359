// Steady-state timing of one scorer on one input, shared by bench:quality and its run on a
// scoring thread (onThread.ts).
import type { Message } from "../../src/domain/types.js"
import { allocatedPerCall } from "./allocated.js"

export const percentile = (xs: ReadonlyArray<number>, q: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0
}

/** Wall clock per call (mean and p99), CPU per call and bytes allocated per call of `score` on `input`. */
export const timeCalls = (score: (input: ReadonlyArray<Message>) => unknown, input: ReadonlyArray<Message>, calls = 300): string => {
  for (let i = 0; i < 30; i++) score(input)
  const ts: Array<number> = []
  const cpu0 = process.cpuUsage()
  for (let i = 0; i < calls; i++) {
    const t0 = performance.now()
    score(input)
    ts.push(performance.now() - t0)
  }
  const cpu = process.cpuUsage(cpu0)
  const mean = ts.reduce((s, x) => s + x, 0) / ts.length
  const kb = allocatedPerCall(() => score(input)) / 1024
  return `mean ${mean.toFixed(3)} ms, p99 ${percentile(ts, 0.99).toFixed(3)} ms, CPU ${((cpu.user + cpu.system) / 1000 / calls).toFixed(3)} ms per call, ${kb.toFixed(0)} KB allocated per call`
}
