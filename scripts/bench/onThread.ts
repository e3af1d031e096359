// bench:quality's timing of the reference call on a worker thread, where the service scores
// (src/scoring/threads/): the rubric is compiled there and timed there, with that thread's heap.
import { parentPort, workerData } from "node:worker_threads"
import type { Manifest, Message } from "../../src/domain/types.js"
import { compileEmbedded } from "../../src/scoring/embedded/engine/index.js"
import { timeCalls } from "./timing.js"

const { manifest, input, calls } = workerData as { manifest: Manifest; input: ReadonlyArray<Message>; calls: number }
const scorer = compileEmbedded(manifest)
parentPort!.postMessage(timeCalls(scorer.score, input, calls))
