// A scoring thread that dies when asked to score the rubric "die", for the pool's failure tests. When
// ASSAY_TEST_WORKER_ONCE names a file, only the first thread of the process loads: later ones
// throw at start, as a thread would whose bundle was deleted under a running server.
import { existsSync, writeFileSync } from "node:fs"
import { register } from "tsx/esm/api"

const once = process.env.ASSAY_TEST_WORKER_ONCE
if (once !== undefined && once !== "") {
  if (existsSync(once)) throw new Error("this thread's module is gone")
  writeFileSync(once, "loaded")
}
register()
const { default: handle } = await import("../../../src/scoring/threads/worker.ts")
export default (task) => {
  if (task.op === "score" && task.rubricKey === "die") process.exit(1)
  return handle(task)
}
