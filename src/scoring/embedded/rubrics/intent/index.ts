// Built-in rubric content for the five standard intent detectors (`intent.<name>`).
import type { Rubric } from "../types.js"
import { PRICING_INTEREST, PURCHASE_INTEREST } from "./buying.js"
import { NEEDS_HUMAN, NOT_INTERESTED, URGENCY } from "./handling.js"

export const INTENT: Readonly<Record<string, Rubric>> = {
  pricing_interest: PRICING_INTEREST,
  purchase_interest: PURCHASE_INTEREST,
  urgency: URGENCY,
  not_interested: NOT_INTERESTED,
  needs_human: NEEDS_HUMAN
}
