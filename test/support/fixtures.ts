export const intentEvaluation = {
  name: "Inbound intent",
  template: "intent_detect",
  standard_detectors: ["pricing_interest", "purchase_interest", "urgency", "not_interested", "needs_human"]
}

export const customEvaluation = {
  name: "Refund routing",
  template: "custom",
  custom_detectors: [
    {
      name: "refund_request",
      type: "presence",
      examples: ["I want my money back", "please refund my last payment"],
      non_examples: ["how do I update my card details"]
    },
    {
      name: "topic",
      type: "classification",
      categories: ["billing", "technical"],
      examples: [
        { text: "I was charged twice this month", category: "billing" },
        { text: "the app crashes when I log in", category: "technical" }
      ]
    }
  ],
  escalation: { triggers: [{ field: "refund_request" }] }
}

export const pricingInput = [
  { role: "user", content: "Hi, how much does the pro plan cost for 25 seats? We want to buy this month." }
]

export const evaluateBody = (evaluationId: string, extra: Record<string, unknown> = {}) => ({
  evaluation_id: evaluationId,
  input_type: "email",
  input: pricingInput,
  ...extra
})
