// The built-in detectors (decisions §3): the five standard intent detectors, the four sales
// framework packs and the support-triage pack. Names and order are part of the contract.
import type { DetectorKind, Framework, StandardDetector } from "./types.js"

export interface BuiltinDetector {
  readonly name: string
  readonly kind: DetectorKind
  readonly categories: ReadonlyArray<string>
  readonly description: string
  readonly question: string
  /** `intent.<name>`, `<framework>.<name>` or `triage.<name>`. */
  readonly builtin: string
}

type Entry = readonly [name: string, description: string, question: string]

const presence = (prefix: string, entries: ReadonlyArray<Entry>): ReadonlyArray<BuiltinDetector> =>
  entries.map(([name, description, question]) => ({
    name,
    kind: "presence",
    categories: [],
    description,
    question,
    builtin: `${prefix}.${name}`
  }))

export const STANDARD_DETECTORS: ReadonlyArray<StandardDetector> = [
  "pricing_interest",
  "purchase_interest",
  "urgency",
  "not_interested",
  "needs_human"
]

export const INTENT_DETECTORS: ReadonlyArray<BuiltinDetector> = presence("intent", [
  ["pricing_interest", "The person asks about price, cost, plans or discounts.", "Would you like details on pricing or plans?"],
  ["purchase_interest", "The person wants to buy, sign up, start a trial or get a contract.", "Are you looking to get started or make a purchase?"],
  ["urgency", "The person needs this soon or names a near deadline.", "When do you need this in place?"],
  ["not_interested", "The person declines, unsubscribes or says this is not for them.", "Is this something you would like to hear more about?"],
  ["needs_human", "The person asks for a human, a call back or a real agent, or is upset.", "Would you like to speak with someone from our team?"]
])

export const FRAMEWORKS: ReadonlyArray<Framework> = ["bant", "meddic", "spiced", "champ"]

export const PACKS: Readonly<Record<Framework, ReadonlyArray<BuiltinDetector>>> = {
  bant: presence("bant", [
    ["budget", "The buyer has or states a budget for the purchase.", "What budget have you set aside for this?"],
    ["authority", "The buyer makes or names who makes the purchase decision.", "Who else is involved in making this decision?"],
    ["need", "The buyer describes a problem or need this would solve.", "What problem are you hoping to solve?"],
    ["timeline", "The buyer states when they plan to buy or go live.", "When are you hoping to have a solution in place?"]
  ]),
  meddic: presence("meddic", [
    ["metrics", "The buyer names measurable outcomes or success metrics.", "How will you measure success for this project?"],
    ["economic_buyer", "The buyer names the person who controls the budget.", "Who signs off on the budget for this?"],
    ["decision_criteria", "The buyer states the criteria used to choose a solution.", "What criteria will you use to choose a solution?"],
    ["decision_process", "The buyer describes the steps or approvals needed to decide.", "What steps does your team go through to make this decision?"],
    ["identify_pain", "The buyer describes a business pain driving the purchase.", "What is the main challenge driving this search?"],
    ["champion", "Someone inside the buyer's organization actively advocates for the purchase.", "Who on your team is championing this project?"]
  ]),
  spiced: presence("spiced", [
    ["situation", "The buyer describes their current situation, setup or context.", "Can you describe your current setup?"],
    ["pain", "The buyer describes a problem or frustration with the current situation.", "What is not working well for you today?"],
    ["impact", "The buyer describes the effect solving the problem would have.", "What would solving this change for your business?"],
    ["critical_event", "The buyer names a date or event that forces a decision.", "Is there a date or event driving your timeline?"],
    ["decision", "The buyer describes how and by whom the decision will be made.", "How will the final decision be made, and by whom?"]
  ]),
  champ: presence("champ", [
    ["challenges", "The buyer describes the challenges they need to solve.", "What challenges are you facing right now?"],
    ["authority", "The buyer makes or names who makes the purchase decision.", "Who will make the final purchase decision?"],
    ["money", "The buyer has or states funds available for the purchase.", "Do you have budget allocated for this?"],
    ["prioritization", "The buyer states how high a priority solving this is.", "How high a priority is this for your team right now?"]
  ])
}

export const TRIAGE_DETECTORS: ReadonlyArray<BuiltinDetector> = [
  {
    name: "issue_severity",
    kind: "classification",
    categories: ["critical", "high", "medium", "low"],
    description: "How severe the reported issue is, from a full outage (critical) to a minor question (low).",
    question: "How severely is this issue affecting you?",
    builtin: "triage.issue_severity"
  },
  {
    name: "customer_tier",
    kind: "classification",
    categories: ["enterprise", "business", "free"],
    description: "Which plan or tier the customer is on.",
    question: "Which plan is your account on?",
    builtin: "triage.customer_tier"
  },
  {
    name: "time_sensitivity",
    kind: "classification",
    categories: ["immediate", "soon", "flexible"],
    description: "How quickly the customer needs a response or resolution.",
    question: "How soon do you need this resolved?",
    builtin: "triage.time_sensitivity"
  }
]

/** Intent detectors whose presence qualifies an intent_detect evaluation (decisions §3). */
export const POSITIVE_INTENTS: ReadonlyArray<StandardDetector> = ["pricing_interest", "purchase_interest", "urgency"]

export const intentDetector = (name: StandardDetector): BuiltinDetector =>
  INTENT_DETECTORS.find((d) => d.name === name)!
