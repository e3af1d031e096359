// Example bodies for the OpenAPI document, taken from real calls to the embedded scorer.
// test/ops/docs.test.ts decodes each one with its endpoint's schema, so they cannot drift.

const evaluationId = "f3a61df4-4d5d-4d7b-83da-38866de8c189"
const logId = "d5ec5ce1-6f09-4925-9dd2-dff0202a2948"
const ticket = "I was charged twice this month, please refund my last payment."

const customDetectors = [
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
]

export const createEvaluation = {
  request: {
    name: "Refund routing",
    template: "custom",
    custom_detectors: customDetectors,
    escalation: { triggers: [{ field: "refund_request" }] }
  },
  response: { evaluation_id: evaluationId, detector_names: ["refund_request", "topic"], created_at: "2026-11-22T04:25:32.698Z" }
}

export const getEvaluation = {
  params: { evaluation_id: evaluationId },
  response: {
    evaluation_id: evaluationId,
    name: "Refund routing",
    template: "custom",
    custom_detectors: customDetectors,
    escalation: { triggers: [{ field: "refund_request" }] },
    detector_names: ["refund_request", "topic"],
    rubric: {
      version: 1,
      template: "custom",
      framework: null,
      rules: { required: ["refund_request", "topic"], escalates: "refund_request is found", disqualifies: "none" },
      detectors: ["(the compiled detectors: kind, examples, follow-up question, ...)"],
      triggers: [{ field: "refund_request", values: null, required: false }]
    },
    example_assertions: { checked: 5, passed: true },
    created_at: "2026-11-22T04:25:32.698Z"
  }
}

const evidence = [{ message_index: 0, quote: ticket }]

const result = {
  status: "ESCALATE",
  extracted_signals: { refund_request: { found: true, confidence: 0.896 }, topic: { found: true, confidence: 0.89 } },
  extracted_fields: {
    refund_request: { found: true, confidence: 0.896, value: ticket, negated: false, evidence },
    topic: { found: true, confidence: 0.89, value: "billing", negated: false, evidence }
  },
  missing_fields: [],
  follow_up_questions: [],
  invalid_fields: [],
  next_action: "ESCALATE_NOW",
  next_instruction: "Hand this to a person now: refund_request was found."
}

export const evaluate = {
  request: {
    evaluation_id: evaluationId,
    input_type: "ticket",
    input: [{ role: "user", content: ticket }],
    options: { request_next_action: true }
  },
  params: { "x-service-guide": "billing-queue" },
  response: { id: logId, evaluation_id: evaluationId, ...result }
}

export const getLog = {
  params: { id: logId },
  response: {
    id: logId,
    evaluation_id: evaluationId,
    mode: "durable",
    input_type: "ticket",
    ...result,
    error_code: null,
    guide: "billing-queue",
    scorer: "local",
    scorer_fallback: null,
    model: null,
    tokens_in: null,
    tokens_out: null,
    scoring_latency_ms: 5,
    latency_ms: 22,
    created_at: "2026-11-22T04:25:32.841Z"
  }
}

export const recordOutcome = {
  params: { evaluation_id: evaluationId },
  request: { decision: "ESCALATE", actual_outcome: "resolved", conversion_value: 0, days_to_close: 1, evaluation_log_id: logId },
  response: { outcome_id: "0ea26785-23dd-4d02-b815-2940547e568e", evaluation_id: evaluationId, recorded_at: "2026-11-22T04:25:32.910Z" }
}

export const createDeployment = {
  params: { evaluation_id: evaluationId },
  response: {
    deployment_id: "22e9a516-7f93-4f05-93c3-ab6440e50f7d",
    evaluation_id: evaluationId,
    secret: "ech_dw_DRZCLvldEPNCdEwVtyp8Tnu8ykMwARurhnPGZkAIHle3sSnWg"
  }
}

export const revokeDeployment = {
  params: { deployment_id: "22e9a516-7f93-4f05-93c3-ab6440e50f7d" }
}
