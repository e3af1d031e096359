// The cform challenge (cformDomains.ts): form values that defer, accept or shrug, and lines that
// give only the sender's name, each beside a near miss whose value does state the field; 53
// messages over four rubrics of our own. On the scorer at the branch point 21 messages were wrong;
// after the cform readings (a shrugging or talk-first value under a label naming the field,
// formShrugs.ts; a sender's name line stating no one else's name, nameLines.ts) 15.
// KNOWN_MISSES are asserted still wrong, so a reading that mends one must take it off the list.
import { CFORM_DOMAINS } from "./cformDomains.js"
import { runFieldCases } from "./fieldRuns.js"

/**
 * Still wrong, none of them a shrug or a sender's name read as the field: a make named beside a
 * deferred date (Broadwood), a floor with no lift read as no stairs, a "40th birthday" read as a
 * date, a guest count or an address read as a budget, short chat answers of a number missed, a
 * kids' club day read as a session date, a pet's age read as an injury, "Name of pet" read as the
 * sender's name; a bare "Name:" or "Full name:" read as a pet's name (such a label may name the
 * one the form is about, as on a care home's form, so only a sender's word marks it the sender's);
 * an owner's name line read as the owner's phone (a field of no name is left to the line's likeness:
 * capping it lost a member's injury told on the next line, r4escalation2).
 */
const KNOWN_MISSES: ReadonlyArray<string> = [
  "Piano make: Broadwood Date: will confirm / piano_model",
  "Piano: Yamaha grand Access: third floor, / stairs_access",
  "Your name: Ama Mensah Event: 40th birthd / event_date",
  "Guests: around 80 Venue: still looking,  / budget",
  "Guests: around 80 Venue: Marsh Lane Scou / budget",
  "Contact name: Ben Achterberg Venue addre / budget",
  "How many guests are you expecting? / Abo / guest_count",
  "How many guests are you expecting? / Abo / budget",
  "What's your budget? / Somewhere near two / budget",
  "Child's name: Elsie Marr Age: 9 Message: / session_date",
  "Child's name: Elsie Marr Age: 9 Message: / group_size",
  "Name: Corinne Aubert Message: please sto / pet_name",
  "Full name: Gareth Pryce-Jones / pet_name",
  "Owner name: Nadia Farouk Pet: Pickle, a  / owner_phone",
  "Owner name: Nadia Farouk Message: do you / owner_phone",
  "Owner name: Nadia Farouk Pet: Pickle, a  / pet_injury",
  "Name of pet: Saffron Injury: none / contact_name",
  "Name of pet: Saffron Injury: a torn claw / contact_name"
]

runFieldCases(CFORM_DOMAINS, KNOWN_MISSES)
