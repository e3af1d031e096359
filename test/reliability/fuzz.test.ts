import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends, freshPostgresDatabase } from "../support/database.js"
import { prepareFuzz } from "./support/fuzz/prepare.js"
import { type FuzzContext, type RouteName, routes } from "./support/fuzz/routes.js"
import { type RouteStats, runRoute } from "./support/fuzz/run.js"
import { round } from "./support/load.js"
import { report } from "./support/report.js"
import { createOrgCli, type Served, spawnServe } from "./support/serve.js"

/** Cases per route in `npm test`; `npm run fuzz` runs 10,000 (scripts/fuzz.ts). */
const RUNS = Number(process.env.ASSAY_FUZZ_RUNS ?? 300)
const SEED = process.env.ASSAY_FUZZ_SEED === undefined ? undefined : Number(process.env.ASSAY_FUZZ_SEED)

// Every route of a real `assay serve` process, on PostgreSQL: valid requests are accepted,
// each single mutation gets the answer it must (a 400 whose issues name the broken path, or the
// specific code of decisions §1), piles of mutations never get a 5xx, and the server logs no error.
describe.runIf(backends.includes("postgres"))("fuzzing every route", () => {
  let server: Served
  let ctx: FuzzContext
  const stats: Record<string, RouteStats> = {}
  beforeAll(async () => {
    const env = { DATABASE_URL: await freshPostgresDatabase() }
    const [org, foreign] = await Promise.all([createOrgCli(env), createOrgCli(env)])
    server = await spawnServe(env)
    ctx = await prepareFuzz(server.baseUrl, org.api_key, foreign.api_key)
  }, 120_000)
  afterAll(async () => {
    ctx?.agent.destroy()
    await server?.stop()
    report("fuzz", {
      casesPerRoute: RUNS,
      seed: SEED ?? "random",
      routes: Object.fromEntries(Object.entries(stats).map(([name, s]) => [name, { cases: s.runs, seconds: round(s.ms / 1000), statuses: s.statuses }]))
    })
  })

  it.each(Object.keys(routes) as Array<RouteName>)("%s", async (name) => {
    stats[name] = await runRoute(ctx, name, RUNS, SEED)
  }, 120_000)

  it("logged no error while fuzzed", () => {
    const errors = server.output().split("\n").filter((line) => /"level":"(ERROR|FATAL)"|Unhandled failure/.test(line))
    expect(errors).toEqual([])
  })
})
