// A scoring thread's first module, plain JavaScript and never bundled, so that nothing loads
// before it: it lowers the thread's priority (workerData.niceness: the replays' threads), then
// loads the thread's real module (workerData.module: the bundle's, or the TypeScript source
// through boot.mjs). Loading the scorer, `effect` and the sentence vectors takes ~300 ms of CPU;
// at normal priority, on a server's first replay, that load competed with live calls.
import { readlinkSync } from "node:fs"
import { setPriority } from "node:os"
import { workerData } from "node:worker_threads"

if (workerData?.niceness !== undefined) {
  // Linux schedules threads as tasks: /proc/thread-self names this thread's id, whose niceness
  // lowers only this thread. Elsewhere the thread keeps the process's priority.
  try {
    const tid = Number(readlinkSync("/proc/thread-self").split("/").pop())
    if (Number.isInteger(tid)) setPriority(tid, workerData.niceness)
  } catch {
    // not Linux, or not allowed: the same priority as the live calls' threads
  }
}

const { default: handle } = await import(workerData.module)
export default handle
