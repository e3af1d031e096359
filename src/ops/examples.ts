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

const evaluationView = {
  evaluation_id: evaluationId,
  version: 1,
  latest_version: 1,
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

export const getEvaluation = { params: { evaluation_id: evaluationId }, response: evaluationView }

export const createVersion = {
  params: { evaluation_id: evaluationId },
  request: {
    template: "custom",
    custom_detectors: customDetectors,
    escalation: { triggers: [{ field: "refund_request" }, { field: "topic", values: ["technical"] }] }
  },
  response: { evaluation_id: evaluationId, version: 2, detector_names: ["refund_request", "topic"], created_at: "2026-11-26T09:12:03.114Z" }
}

export const getVersion = { params: { evaluation_id: evaluationId, version: "1" }, response: { ...evaluationView, latest_version: 2 } }

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
    options: { request_next_action: true, explain: true }
  },
  params: { "x-service-guide": "billing-queue" },
  response: {
    id: logId,
    evaluation_id: evaluationId,
    version: 1,
    ...result,
    explanation: {
      status: { rule: "escalation_matched", value: "ESCALATE", detectors: ["refund_request"], triggers: ["refund_request was found"] },
      next_action: { rule: "escalate", value: "ESCALATE_NOW", detectors: ["refund_request"], triggers: ["refund_request was found"] },
      sentence: "ESCALATE: an escalation trigger matched (refund_request was found), so the next action is ESCALATE_NOW"
    }
  }
}

export const getLog = {
  params: { id: logId },
  response: {
    id: logId,
    evaluation_id: evaluationId,
    version: 1,
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
  request: { version: 2 },
  response: {
    deployment_id: "22e9a516-7f93-4f05-93c3-ab6440e50f7d",
    evaluation_id: evaluationId,
    version: 2,
    secret: "ech_dw_DRZCLvldEPNCdEwVtyp8Tnu8ykMwARurhnPGZkAIHle3sSnWg"
  }
}

export const revokeDeployment = {
  params: { deployment_id: "22e9a516-7f93-4f05-93c3-ab6440e50f7d" }
}

const replayId = "7c0f1a52-93d4-4e55-9a4e-0b7d3f2c8e11"

export const startReplay = {
  params: { evaluation_id: evaluationId },
  request: { definition: createVersion.request, limit: 1000, from: "2026-11-19T00:00:00Z" },
  response: { replay_id: replayId }
}

const zeros = { QUALIFIED: 0, PARTIAL: 0, FAILED: 0, ESCALATE: 0 }

export const getReplay = {
  params: { replay_id: replayId, cursor: "12", limit: "100" },
  response: {
    replay_id: replayId,
    evaluation_id: evaluationId,
    version: null,
    status: "done",
    limit: 1000,
    from: "2026-11-19T00:00:00.000Z",
    to: null,
    total: 214,
    processed: 214,
    error: null,
    created_at: "2026-11-26T09:10:00.102Z",
    finished_at: "2026-11-26T09:10:01.877Z",
    diff: {
      calls: 214,
      changed: 9,
      transitions: {
        QUALIFIED: zeros,
        PARTIAL: { ...zeros, PARTIAL: 120, ESCALATE: 9 },
        FAILED: { ...zeros, FAILED: 31 },
        ESCALATE: { ...zeros, ESCALATE: 54 }
      },
      detectors: { refund_request: { gained: 0, lost: 0 }, topic: { gained: 0, lost: 0 } },
      next_actions: [{ from: "GATHER_INFO", to: "ESCALATE_NOW", count: 9 }],
      outcomes: {
        before: { PARTIAL: { calls: 10, outcomes: { resolved: { count: 6, rate: 0.6 }, churned: { count: 4, rate: 0.4 } } } },
        after: {
          PARTIAL: { calls: 7, outcomes: { resolved: { count: 6, rate: 0.857 }, churned: { count: 1, rate: 0.143 } } },
          ESCALATE: { calls: 3, outcomes: { churned: { count: 3, rate: 1 } } }
        }
      }
    },
    changes: {
      items: [
        {
          log_id: logId,
          created_at: "2026-11-25T16:02:11.431Z",
          before: { status: "PARTIAL", next_action: "GATHER_INFO", found: ["topic"] },
          after: { status: "ESCALATE", next_action: "ESCALATE_NOW", found: ["topic"] }
        }
      ],
      next_cursor: "13"
    }
  }
}
