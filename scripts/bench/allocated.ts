// Bytes a function allocates per call, garbage included: V8's sampling heap profiler with the
// objects collected by minor and major GCs kept. Allocation is steadier than time on a shared
// machine, and what a call allocates sets how often the young generation is collected.
import { Session } from "node:inspector"

export const allocatedPerCall = (run: () => unknown, calls = 200): number => {
  const session = new Session()
  session.connect()
  // An in-thread inspector session answers synchronously.
  const post = (method: string, params?: object): unknown => {
    let out: unknown
    session.post(method, params ?? {}, (error, result) => {
      if (error !== null) throw error
      out = result
    })
    return out
  }
  try {
    post("HeapProfiler.startSampling", { samplingInterval: 1024, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true })
    for (let i = 0; i < calls; i++) run()
    const { profile } = post("HeapProfiler.stopSampling") as { profile: { head: Node } }
    return total(profile.head) / calls
  } finally {
    session.disconnect()
  }
}

interface Node {
  readonly selfSize: number
  readonly children: ReadonlyArray<Node>
}
const total = (n: Node): number => n.selfSize + n.children.reduce((sum, c) => sum + total(c), 0)
