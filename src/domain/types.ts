// Plain data shared by the pure core, the scorers and the HTTP layer.
// Nothing here depends on Effect services: these values are stored as JSON.

export type Template = "intent_detect" | "lead_qualification" | "support_triage" | "custom"
export type Framework = "bant" | "meddic" | "spiced" | "champ"
export type StandardDetector = "pricing_interest" | "purchase_interest" | "urgency" | "not_interested" | "needs_human"
export type InputType = "transcript" | "form" | "ticket" | "email"
export type Status = "QUALIFIED" | "PARTIAL" | "FAILED" | "ESCALATE"
export type NextAction = "BOOK_MEETING" | "GATHER_INFO" | "NURTURE" | "DISQUALIFY" | "ESCALATE_NOW" | "CLOSE"
export type DetectorKind = "presence" | "classification"

export interface Message {
  readonly role: string
  readonly content: string
}

/** A labelled phrasing; `category` is null for presence detectors and unlabelled classification examples. */
export interface Example {
  readonly text: string
  readonly category: string | null
}

export interface DetectorSpec {
  readonly name: string
  readonly kind: DetectorKind
  /** The fixed category set of a classification detector; empty for presence detectors. */
  readonly categories: ReadonlyArray<string>
  /** Whether the status rules count it (decisions §3, §4 `required: false`). */
  readonly required: boolean
  readonly description: string
  /** The follow-up question asked when the field is missing (decisions §2). */
  readonly question: string
  /** Caller-declared examples (custom detectors); empty for built-in detectors. */
  readonly examples: ReadonlyArray<Example>
  readonly nonExamples: ReadonlyArray<string>
  /**
   * Key of the built-in rubric content for standard detectors and pack fields:
   * `intent.<detector>`, `<framework>.<field>` (e.g. `bant.budget`, `champ.authority`),
   * `triage.<field>`. Null for custom detectors.
   */
  readonly builtin: string | null
}

export interface Trigger {
  readonly field: string
  /** Categories that match, for classification detectors; null for presence detectors. */
  readonly values: ReadonlyArray<string> | null
  readonly required: boolean
}

/** The compiled rubric stored with an Evaluation (and compiled per call for ad-hoc criteria). */
export interface Manifest {
  readonly version: 1
  readonly template: Template
  readonly framework: Framework | null
  readonly detectors: ReadonlyArray<DetectorSpec>
  /** Custom escalation triggers; empty for other templates. */
  readonly triggers: ReadonlyArray<Trigger>
  /** Human-readable summary of the status rules, shown in GET /v1/evaluations/{id}. */
  readonly rules: {
    readonly required: ReadonlyArray<string>
    readonly escalates: string
    readonly disqualifies: string
  }
}

export interface Evidence {
  readonly message_index: number
  /** An exact substring of `input[message_index].content`. */
  readonly quote: string
}

/** What a scorer extracts for one detector (decisions §2, `extracted_fields[name]`). */
export interface Detection {
  readonly found: boolean
  /** In [0, 1], at most 3 decimals. */
  readonly confidence: number
  /** The category (classification) or a short normalized snippet (presence), else null. */
  readonly value: string | null
  readonly negated: boolean
  readonly evidence: ReadonlyArray<Evidence>
  /** True when a classification value fell outside the categories (then found is false). */
  readonly invalid: boolean
}

export type Detections = Readonly<Record<string, Detection>>

export interface Issue {
  /** e.g. `custom_detectors[1].categories` */
  readonly path: string
  readonly message: string
}

export interface AssertionFailure {
  readonly detector: string
  readonly example: string
  readonly expected: string
  readonly got: string
}
