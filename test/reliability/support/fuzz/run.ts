// Drives the cases of routes.ts through fast-check against a live server.
import fc from "fast-check"
import { json, send } from "../load.js"
import { checkExpected, checkWellFormed } from "./check.js"
import type { Expectation } from "./mutations.js"
import { type Case, type FuzzContext, type RouteName, routes } from "./routes.js"

const accept: Expectation = { kind: "accept" }
const notFound: Expectation = { kind: "code", status: 404, code: "NOT_FOUND" }

export interface RouteStats {
  runs: number
  ms: number
  statuses: Record<string, number>
}

const sendCase = (ctx: FuzzContext, c: Case) =>
  send(ctx.baseUrl, c.method, c.path, {
    agent: ctx.agent,
    ...(c.token === null ? {} : { token: c.token }),
    ...(c.raw === undefined ? {} : { raw: c.raw }),
    ...(c.headers === undefined ? {} : { headers: c.headers }),
    timeoutMs: 30_000
  })

/** Runs one case; throws with the case and the answer when the answer breaks a rule. */
export const runCase = async (ctx: FuzzContext, c: Case, stats: RouteStats): Promise<void> => {
  const record = (status: number) => (stats.statuses[status] = (stats.statuses[status] ?? 0) + 1)
  try {
    if (c.path.startsWith("@fresh:")) {
      // DELETE of a deployment made for this case: 204 the first time, 404 the second.
      const made = await send(ctx.baseUrl, "POST", `/v1/evaluations/${c.path.slice(7)}/deployments`, { agent: ctx.agent, token: ctx.key })
      const path = `/v1/deployments/${json(made).deployment_id}`
      for (const [expect, success] of [[accept, [204]], [notFound, [204]]] as const) {
        const res = await sendCase(ctx, { ...c, path })
        record(res.status)
        checkExpected(res, checkWellFormed(res, success), expect, success)
      }
      return
    }
    const res = await sendCase(ctx, c)
    record(res.status)
    checkExpected(res, checkWellFormed(res, c.success), c.expect, c.success)
  } catch (e) {
    const shown = (c.raw ?? "").length > 2000 ? `${c.raw!.slice(0, 2000)}… (${c.raw!.length} chars)` : c.raw
    throw new Error(`${(e as Error).message}\n  case: ${c.label}\n  ${c.method} ${c.path.slice(0, 300)}\n  body: ${shown}\n  headers: ${JSON.stringify(c.headers ?? {})}`)
  }
}

/** Runs `numRuns` cases of one route through fast-check (shrinking a failure to a small case). */
export const runRoute = async (ctx: FuzzContext, name: RouteName, numRuns: number, seed?: number): Promise<RouteStats> => {
  const stats: RouteStats = { runs: 0, ms: 0, statuses: {} }
  const started = performance.now()
  await fc.assert(
    fc.asyncProperty(routes[name](ctx), async (c) => {
      stats.runs++
      await runCase(ctx, c, stats)
    }),
    { numRuns, ...(seed === undefined ? {} : { seed }), endOnFailure: false }
  )
  stats.ms = performance.now() - started
  return stats
}
