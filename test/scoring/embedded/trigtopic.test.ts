import { runDomains } from "./triggerRunner.js"
import { DOMAINS } from "./trigtopicCases.js"

// A trigger's topic without its event (trigtopicCases.ts): questions, checks, precautions, past or
// others' events and harmless marks must not escalate; the event must.

/**
 * Cases still wrong (the start of their name), asserted to fail so a mend shows up. On the unchanged
 * scorer 5 of 47 were wrong (a safety check booked, a check of the belays asked, a fire blanket
 * wanted as a precaution, a leak below "all fixed now", a hand shut in lift doors); a check or a
 * precaution asked (text/checksAsked.ts) and "fixed" closing a past episode (notNow.ts) mend three.
 * - a precaution wanted whose object is a word-level find of the trigger ("fire blanket"): the
 *   reading is a sentence-vector one, the word find is not read through it;
 * - an injury in words the vectors put far from every example (doors "slammed shut on" a hand).
 */
const STILL_WRONG: ReadonlyArray<string> = [
  "We want a fire blanket and an extinguisher in the kitchen, t",
  "the lift doors slammed shut on a delivery driver's hand at F"
]

runDomains(DOMAINS, STILL_WRONG)
