// Imported first by the scoring thread's module, so that a replay thread is at its low priority
// (workerData.niceness) before it loads anything: loading the scorer and its sentence vectors
// takes a few hundred milliseconds of CPU, and at normal priority, on the first replay, that
// load stalled live calls (docs/performance.md, "Replays against live traffic").
import { readlinkSync } from "node:fs"
import { setPriority } from "node:os"
import { workerData } from "node:worker_threads"

const niceness = (workerData as { niceness?: number } | null)?.niceness
// Linux schedules threads as tasks: /proc/thread-self names this thread's id, whose niceness
// lowers only this thread. Elsewhere the thread keeps the process's priority.
if (niceness !== undefined) {
  try {
    const tid = Number(readlinkSync("/proc/thread-self").split("/").pop())
    if (Number.isInteger(tid)) setPriority(tid, niceness)
  } catch {
    // not Linux, or not allowed: the same priority as the live calls' threads
  }
}
