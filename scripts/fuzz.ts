// Fuzzes every route of a real `assay serve` process on a fresh PostgreSQL database (or the
// embedded one): `npm run fuzz` (10,000 cases per route), `npm run fuzz -- --runs 500 --seed 42
// --backend embedded --route "POST /v1/evaluate"`. The same cases run, fewer of them, in
// test/reliability/fuzz.test.ts. Needs PostgreSQL at ASSAY_TEST_PG_URL (default 127.0.0.1:5432).
import { parseArgs } from "node:util"
import { freshDataDir, freshPostgresDatabase } from "../test/support/database.js"
import { prepareFuzz } from "../test/reliability/support/fuzz/prepare.js"
import { type RouteName, routes } from "../test/reliability/support/fuzz/routes.js"
import { runRoute } from "../test/reliability/support/fuzz/run.js"
import { createOrgCli, spawnServe } from "../test/reliability/support/serve.js"

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "10000" },
    seed: { type: "string" },
    backend: { type: "string", default: "postgres" },
    route: { type: "string", multiple: true }
  }
})

const runs = Number(values.runs)
const seed = values.seed === undefined ? Date.now() % 2 ** 31 : Number(values.seed)
const names = (values.route ?? Object.keys(routes)) as Array<RouteName>
for (const name of names) if (!(name in routes)) throw new Error(`No route "${name}"; one of: ${Object.keys(routes).join(", ")}`)

const env = values.backend === "embedded" ? { ASSAY_DATA_DIR: freshDataDir() } : { DATABASE_URL: await freshPostgresDatabase() }
const [org, foreign] = values.backend === "embedded"
  ? [await createOrgCli(env), await createOrgCli(env)]
  : await Promise.all([createOrgCli(env), createOrgCli(env)])
const server = await spawnServe(env)
let failed = false
try {
  const ctx = await prepareFuzz(server.baseUrl, org.api_key, foreign.api_key)
  console.log(`fuzz: ${runs} cases per route, seed ${seed}, ${values.backend}`)
  for (const name of names) {
    try {
      const stats = await runRoute(ctx, name, runs, seed)
      console.log(`${name.padEnd(40)} ${stats.runs} cases in ${(stats.ms / 1000).toFixed(1)} s  ${JSON.stringify(stats.statuses)}`)
    } catch (e) {
      failed = true
      console.error(`${name}: FAILED\n${(e as Error).message}`)
    }
  }
  ctx.agent.destroy()
} finally {
  await server.stop()
  const errors = server.output().split("\n").filter((l) => /level=(ERROR|FATAL)|Unhandled failure/.test(l))
  if (errors.length > 0) {
    failed = true
    console.error(`server logged ${errors.length} error lines, first: ${errors[0]}`)
  }
}
process.exit(failed ? 1 : 0)
