// Custom classification told in paraphrase (branch custcls5): five rubrics of our own
// (custcls5Domains.ts), 38 messages, each label "id/detector" the category stated or null.
// KNOWN_MISSES are asserted wrong, so a reading that mends one must take it off the list.
import { describeClassificationChallenge } from "./classificationChallenge.js"
import { CUSTCLS5_DOMAINS } from "./custcls5Domains.js"

// On main (6a0296b), written before any change: 24 of 38 wrong. With the fault act read again
// (barred where the message wants new kit, dirt no fault): 20. Price read as well, narrowed by a
// bill, funding or a place asked: 17 (s01, s08, a07), but it still cost a calibration rubric, so it
// stays unread. Left: a cost asked (s01, s04, s08, a07), a fee beside a place and a bill or funding
// read as the fees by likeness (s03, a02, a05, a08, o04), a complaint told as "not happy that" (s06),
// a held time asked as "put down for" / a day swapped (a04, o03, o08), new kit (h04, g02), a fault
// after "please someone come check" read as the service (h07), a regular check (g03), a done job (o06; h06 mended by thanksOnly.ts,
// a report of work done and fine now read as asking no job), a dirty carpet priced (o05).
const KNOWN_MISSES: ReadonlyArray<string> = [
  "s01/enquiry_type", "s03/enquiry_type", "s04/enquiry_type", "s06/enquiry_type", "s08/enquiry_type",
  "a02/enquiry", "a04/enquiry", "a05/enquiry", "a07/enquiry", "a08/enquiry", "h04/job_type",
  "h07/job_type", "g02/job", "g03/job",
  "o03/enquiry_kind", "o04/enquiry_kind", "o05/enquiry_kind", "o06/enquiry_kind", "o08/enquiry_kind"
]

describeClassificationChallenge("custom classification told in paraphrase (custcls5)", CUSTCLS5_DOMAINS, KNOWN_MISSES)
