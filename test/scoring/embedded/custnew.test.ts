// Custom rubrics in four domains of our own (custnewDomains.ts: a dog groomer, a removals firm, a
// holiday-cottage agent, a print shop), 60 messages: each detector's reading (a category, or found)
// and whether the status escalates, labelled "id/detector" and "id/escalates". KNOWN_MISSES are
// asserted wrong, so a reading that mends one must take it off the list.
// On the scorer before branch custom9: 14 of 60 messages read fully right, 85 of 288 labels wrong
// (18 escalations wrong). After its three readings (a question to the vendor with a joining word or a
// softener tail, vendorEnquiry.ts; a form line with a wordless value, unitFind.ts; a time told only
// past, whenElse.ts): 17/60, 78 wrong (15 escalations).
// Left: a breed or size told by a breed's name alone (the examples' sizes and weights do not reach
// "Shih tzu", "westie"); a category told in other words (abstains) or named by a chance shared word
// ("two-bed apartment … for a house", "flat-pack", "single bed"); events told far from the trigger's
// examples (arthritis, a jammed lock, a baby grand); a same-day value read off a past or someone
// else's clause ("you did our banner same-day last year", "a colleague rushed posters this morning").
import { DOMAINS } from "./custnewDomains.js"
import { runDomainCases } from "./domainRuns.js"

const KNOWN_MISSES: ReadonlyArray<string> = [
  "g01/escalates", "g01/service", "g01/dog_breed_size", "g01/handling_concern", "g02/escalates", "g02/dog_breed_size", 
  "g02/handling_concern", "g03/dog_breed_size", "g04/dog_breed_size", "g05/service", "g06/dog_breed_size", "g07/escalates", 
  "g07/dog_breed_size", "g07/handling_concern", "g09/service", "g10/service", "g10/dog_breed_size", "g11/dog_breed_size", 
  "g14/dog_breed_size", "g15/service", "g15/dog_breed_size", "r01/move_size", 
  "r02/escalates", "r02/move_size", "r02/fragile_valuable", "r03/move_size", "r07/move_size", "r07/addresses", "r08/escalates", 
  "r08/fragile_valuable", "r10/move_size", "r14/move_size", "r15/move_size", 
  "c02/escalates", "c02/enquiry", "c02/urgent_property_problem", "c04/enquiry", "c05/enquiry", "c07/party_size", "c08/escalates", 
  "c08/enquiry", "c08/urgent_property_problem", "c09/escalates", "c09/enquiry", "c09/urgent_property_problem", "c10/enquiry", 
  "c12/enquiry", "c13/enquiry", "c14/enquiry", "c14/party_size", "c15/enquiry", 
  "p01/turnaround", "p02/product", "p02/artwork_ready", "p03/escalates", "p03/turnaround", "p05/turnaround", "p06/escalates", 
  "p06/turnaround", "p06/artwork_ready", "p10/escalates", "p10/turnaround", "p11/escalates", "p11/product", "p11/turnaround", 
  "p11/artwork_ready", "p12/turnaround", "p13/escalates", "p13/turnaround", "p14/product", "p15/escalates", "p15/turnaround"
]

runDomainCases("custom rubrics in four domains of our own (custnew)", DOMAINS, KNOWN_MISSES)
