// Custom rubrics in four more domains of our own (custnew2Domains.ts: a veterinary practice, a car
// rental desk, a school admissions office, an office-printer leasing firm), 60 messages, labelled
// "id/detector" and "id/escalates" as in custnew.test.ts. KNOWN_MISSES are asserted wrong, so a
// reading that mends one must take it off the list.
// On the scorer at branch custom10's start: 27 of 60 messages read fully right, 54 of 209 labels
// wrong (12 escalations). Left: triggers told far from their examples (pale gums and a collapse,
// chocolate eaten, a clipped wing mirror, a dead battery, "total standstill"); a category chosen by a
// word the domain shares ("Booking KT7PL" -> new_booking beside a booking reference, "Machine ID" ->
// end_of_lease, "in Year 9" -> new_application beside a child's-year field, "last month's visit" ->
// sick_visit); a category told in other words (abstains); a denial's tail read as the trigger
// ("She isn't unhappy or unsafe …", "the other one upstairs is fine"). Tried in custom10 and
// dropped: capping a lone example's likeness met only in such shared words (5 wrong picks became
// abstentions, one right) lost status on most gate sets, a required category left unread.
import { DOMAINS2 } from "./custnew2Domains.js"
import { runDomainCases } from "./domainRuns.js"

const KNOWN_MISSES: ReadonlyArray<string> = [
  "v01/escalates", "v01/visit_type", "v01/emergency_sign", "v05/visit_type", "v05/pet_species", "v06/escalates", "v06/visit_type", "v06/emergency_sign",
  "v08/pet_species", "v09/pet_species", "v10/escalates", "v10/visit_type", "v10/emergency_sign", "v11/visit_type", "v11/pet_species", "v12/visit_type",
  "v13/escalates", "v13/emergency_sign", "v15/visit_type", "k04/request", "k05/request", "k06/escalates", "k06/vehicle_incident",
  "k07/request", "k12/request", "a01/enquiry_type", "a02/enquiry_type",
  "a02/child_age", "a04/enquiry_type", "a09/enquiry_type", "a10/escalates", "a10/enquiry_type", "a10/safeguarding_concern", "a11/enquiry_type", "a12/escalates",
  "a12/safeguarding_concern", "a13/enquiry_type", "l01/escalates", "l01/business_stoppage", "l02/ticket", "l04/ticket", "l05/ticket",
  "l11/escalates", "l11/ticket", "l11/business_stoppage", "l14/ticket"
]

runDomainCases("custom rubrics in four more domains of our own (custnew2)", DOMAINS2, KNOWN_MISSES)
