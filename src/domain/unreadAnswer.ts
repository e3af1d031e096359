import type { Detection } from "./types.js"

/**
 * The customer answered the agent's question about this very signal in words that do not give it
 * ("We run three clinics" to the budget question): a not-found, undenied detection that still
 * cites the answer as its evidence (the embedded scorer's presence.ts). Read by its calibration
 * and by the cascade, which sends such a call to the model. A learned head's suggestion (a plain
 * customer sentence the head reads as the signal the rules did not find; engine/headFinds.ts,
 * off by default) takes the same form, for the same reason.
 */
export const isUnreadAnswer = (d: Detection): boolean => !d.found && !d.negated && d.evidence.length > 0
