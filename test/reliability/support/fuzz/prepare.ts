import { Agent } from "node:http"
import { customEvaluation, intentEvaluation, pricingInput } from "../../../support/fixtures.js"
import { json, send } from "../load.js"
import type { FuzzContext } from "./routes.js"

const definitions = [
  intentEvaluation,
  { name: "Lead", template: "lead_qualification", framework: "bant" },
  { name: "Triage", template: "support_triage" },
  customEvaluation
]

/** The resources the fuzz cases point at: evaluations of every template, log rows, a deployment, another organization's rows. */
export const prepareFuzz = async (baseUrl: string, key: string, foreignKey: string): Promise<FuzzContext> => {
  const agent = new Agent({ keepAlive: true, maxSockets: 4 })
  const ok = async (token: string, method: string, path: string, body?: unknown) => {
    const res = await send(baseUrl, method, path, { agent, token, ...(body === undefined ? {} : { body }) })
    if (res.status >= 300) throw new Error(`fuzz setup: ${method} ${path} answered ${res.status} ${res.body}`)
    return json(res)
  }
  const evaluations: Array<string> = []
  for (const d of definitions) evaluations.push((await ok(key, "POST", "/v1/evaluations", d)).evaluation_id)
  const foreignEvaluation = (await ok(foreignKey, "POST", "/v1/evaluations", intentEvaluation)).evaluation_id
  const bound = evaluations[0]!
  const { secret } = await ok(key, "POST", `/v1/evaluations/${bound}/deployments`)
  const input = { input_type: "email", input: pricingInput }
  const byEvaluation: Record<string, Array<string>> = {}
  for (const id of evaluations) {
    byEvaluation[id] = []
    for (let i = 0; i < 2; i++) byEvaluation[id]!.push((await ok(key, "POST", "/v1/evaluate", { evaluation_id: id, ...input })).id)
  }
  byEvaluation[bound]!.push((await ok(secret, "POST", "/v1/evaluate", input)).id)
  const adhoc: Array<string> = []
  for (let i = 0; i < 2; i++) adhoc.push((await ok(key, "POST", "/v1/evaluate", { criteria: { template: "support_triage" }, ...input })).id)
  const foreign = (await ok(foreignKey, "POST", "/v1/evaluate", { evaluation_id: foreignEvaluation, ...input })).id
  return { baseUrl, agent, key, foreignKey, secret, bound, evaluations, foreignEvaluation, logs: { byEvaluation, adhoc, foreign } }
}
