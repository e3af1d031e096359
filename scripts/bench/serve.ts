// The service as `assay serve` runs it (same HTTP stack, auth, limits, database, migrations,
// logging and tracing layers; loopback only),
// with a choice of scorer for the benchmarks:
//   BENCH_SCORER=live   the configured scorer (ASSAY_SCORER), exactly as in production
//   BENCH_SCORER=cached the embedded scorer's answer, computed once per rubric and input and
//                       then replayed: what is left is the cost of the request path itself
import { NodeHttpServer, NodeRuntime } from "@effect/platform-node"
import { Effect, Layer } from "effect"
import { writeFileSync } from "node:fs"
import { createServer } from "node:http"
import { Session } from "node:inspector"
import { AppConfig } from "../../src/config.js"
import { InFlightGate } from "../../src/http/gate.js"
import { HttpLive, MigratedDatabase } from "../../src/http/Server.js"
import { LoggingLive } from "../../src/observability/Logging.js"
import { TracingLive } from "../../src/observability/Tracing.js"
import { ScorerLocal } from "../../src/scoring/embedded/ScorerEmbedded.js"
import { type Scored, Scorer } from "../../src/scoring/Scorer.js"
import { ScorerLive } from "../../src/scoring/ScorerLive.js"

const ScorerCached = Layer.effect(
  Scorer,
  Effect.map(Effect.provide(Scorer, ScorerLocal), (local) => {
    const answers = new Map<string, Scored>()
    return Scorer.of({
      ...local,
      score: (rubricKey, manifest, input) => {
        const key = `${rubricKey}\u0000${input.length}\u0000${input[0]?.content.length ?? 0}`
        const hit = answers.get(key)
        return hit !== undefined ? Effect.succeed(hit) : Effect.tap(local.score(rubricKey, manifest, input), (s) => answers.set(key, s))
      }
    })
  })
)

const port = Number(process.env.PORT ?? 8080)
const server = NodeHttpServer.layer(() => createServer({ keepAliveTimeout: 5_000 }), { port, host: "127.0.0.1" })
const scorer = process.env.BENCH_SCORER === "cached" ? ScorerCached : ScorerLive

const app = HttpLive.pipe(
  Layer.provide(server),
  Layer.provide(scorer),
  Layer.provide(InFlightGate.layer),
  Layer.provide(MigratedDatabase),
  Layer.provide(TracingLive),
  Layer.provide(AppConfig.Live),
  Layer.provide(LoggingLive)
)
// BENCH_PROFILE=file.cpuprofile: SIGUSR2 starts a CPU profile, the next SIGUSR2 writes it, so a
// profile holds the steady state only (no start-up, no module compilation).
const profile = process.env.BENCH_PROFILE
if (profile !== undefined) {
  const session = new Session()
  session.connect()
  const post = (method: string, params: object = {}) =>
    new Promise<any>((resolve, reject) => session.post(method, params, (err, res) => (err ? reject(err) : resolve(res))))
  // BENCH_HEAP_PROFILE=file.heapprofile: the same window sampled by the heap profiler as well,
  // collected objects included (what a request allocates, not only what it keeps).
  const heap = process.env.BENCH_HEAP_PROFILE
  let running = false
  process.on("SIGUSR2", () => {
    running = !running
    void (running
      ? post("Profiler.enable")
          .then(() => post("Profiler.setSamplingInterval", { interval: Number(process.env.BENCH_PROFILE_INTERVAL_US ?? 1000) }))
          .then(() => post("Profiler.start"))
          .then(() =>
            heap === undefined
              ? undefined
              : post("HeapProfiler.enable").then(() =>
                  post("HeapProfiler.startSampling", { samplingInterval: 16384, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true })
                )
          )
      : post("Profiler.stop")
          .then(({ profile: data }) => writeFileSync(profile, JSON.stringify(data)))
          .then(() => (heap === undefined ? undefined : post("HeapProfiler.stopSampling")))
          .then((res) => (heap === undefined ? undefined : writeFileSync(heap, JSON.stringify(res.profile)))))
  })
}

// As `assay serve` (src/cli/main.ts): JSON log lines only, no second, pretty logger.
NodeRuntime.runMain(Layer.launch(app), { disablePrettyLogger: true })
