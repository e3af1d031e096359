// Custom escalation triggers that name a stance (a worry, complaint, demand or threat), end to end:
// seven rubrics of our own (trigworryDomains.ts), 58 messages, each labelled "id/status" and
// "id/detector". KNOWN_MISSES are asserted still wrong, so a reading that mends one must take it
// off the list. docs/quality.md ("Tried", 11-28, trigworry) tells what was measured.
import { DOMAINS } from "./trigworryDomains.js"
import { runStatusCases } from "./statusRuns.js"

/**
 * Still wrong: 26 of 172 labels (34 on the branch point, 28 after trigworry), 15 of 58 statuses (19, 16). Mended by the
 * customer's stance (engine/stanceFound.ts): a demand for money back in paraphrase ("every penny
 * back"), a complaint put on record, a worry felt now ("I'm uneasy that …"). Missed: a threat told
 * as a step outside ("I'll be speaking to my bank", "this is going to the ombudsman", the public to
 * hear; read but not found, it cost a dev check case), "I want compensating" after a sentence read
 * as its denial, and events far from the examples' words (a pony thin, a pond of sludge, a post pulled away, a wall that shifts); falsely found: questions to the vendor (how
 * long backups are kept, a warranty) and a courtesy ("sorry to complain but …"). Fields missed:
 * counts told as "a class of 30", "9 family portraits".
 */
const KNOWN_MISSES: ReadonlyArray<string> = [
  "lw01/legal_threat", "lw01/status", "lw02/legal_threat", "lw02/status", "lw07/legal_threat", "lw07/status",
  "ds08/formal_complaint", "ds08/status", "gr02/status", "gr02/structural_worry",
  "gr03/status", "gr07/status", "gr07/structural_worry", "gr08/status", "gr08/structural_worry", 
  "pf01/status",
  "pf01/welfare_concern", "pf07/status", "pf07/welfare_concern", "pf08/status", 
  "sr05/status", "sr07/refund_demand", "sr07/status", "sr08/status", "tv05/privacy_worry", "tv05/status"
  // tv08 ("charts … missing from the restore") found since trig3's incident families (a loss): off the list in rev16.
]

runStatusCases("custom stance triggers: worry, complaint, demand, threat (trigworry)", DOMAINS, KNOWN_MISSES)
