import { runDomains } from "./triggerRunner.js"
import { DOMAINS } from "./trigtopicCases.js"

// A trigger's topic without its event (trigtopicCases.ts): questions, checks, precautions, past or
// others' events and harmless marks must not escalate; the event must.

/**
 * Cases still wrong (the start of their name), asserted to fail so a mend shows up. On the unchanged
 * scorer 8 of 67 were wrong (a safety check booked, a check of the belays asked, a fire blanket
 * wanted as a precaution, a leak below "all fixed now", a hand shut in lift doors, a reply to a
 * check's e-mail, a bad landing, two people trapped); a check or a precaution asked or a check
 * only named (text/checksAsked.ts) and "fixed" closing a past episode (notNow.ts) mend three.
 * - a precaution wanted whose object is a word-level find of the trigger ("fire blanket"): the
 *   reading is a sentence-vector one, the word find is not read through it;
 * - an injury in words the vectors put far from every example (doors "slammed shut on" a hand, an
 *   ankle "gone purple" after a landing);
 * - a reply under a check's subject line ("Re: Annual gas check") that names the engineer: the
 *   subject line alone is read as a check named, the sentence under it is read with its words;
 * - people trapped told in the routine detectors' words ("in the lift"): the routine test drops
 *   the clause (triggerContrast.ts), as "my dad is trapped" is not.
 */
const STILL_WRONG: ReadonlyArray<string> = [
  "We want a fire blanket and an extinguisher in the kitchen, t",
  "the lift doors slammed shut on a delivery driver's hand at F",
  "Subject: Re: Annual gas check Thursday works for the gas eng"
  // "Site: 12 Mill Lane. Two people trapped in the lift …" mended by trig4 (11-28): an incident beside a rival's shared words.
]

runDomains(DOMAINS, STILL_WRONG)
