import { createEvaluation } from "../../src/ops/examples.js"

export const intentEvaluation = {
  name: "Inbound intent",
  template: "intent_detect",
  standard_detectors: ["pricing_interest", "purchase_interest", "urgency", "not_interested", "needs_human"]
}

/** The API documentation's own example (src/ops/examples.ts): the docs show what the tests use. */
export const customEvaluation = createEvaluation.request

export const pricingInput = [
  { role: "user", content: "Hi, how much does the pro plan cost for 25 seats? We want to buy this month." }
]

export const evaluateBody = (evaluationId: string, extra: Record<string, unknown> = {}) => ({
  evaluation_id: evaluationId,
  input_type: "email",
  input: pricingInput,
  ...extra
})
