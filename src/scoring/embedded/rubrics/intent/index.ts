// Built-in rubric content for the five standard intent detectors (`intent.<name>`).
import type { Rubric } from "../types.js"
import { PRICING_INTEREST, PURCHASE_INTEREST } from "./buying.js"
import { NOT_INTERESTED } from "./declining.js"
import { NEEDS_HUMAN } from "./person.js"
import { URGENCY } from "./urgency.js"

export const INTENT: Readonly<Record<string, Rubric>> = {
  pricing_interest: PRICING_INTEREST,
  purchase_interest: PURCHASE_INTEREST,
  urgency: URGENCY,
  not_interested: NOT_INTERESTED,
  needs_human: NEEDS_HUMAN
}
