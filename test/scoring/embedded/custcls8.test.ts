// Custom classification on fresh text (branch custcls8): six rubrics of our own
// (custcls8Domains.ts), 60 messages, each label "id/detector" the category stated or null, or
// found/not for the presence detector. KNOWN_MISSES are asserted wrong, so a mend takes its label off.
import { describeClassificationChallenge } from "./classificationChallenge.js"
import { CUSTCLS8_DOMAINS } from "./custcls8Domains.js"

// On the unchanged scorer (6bb9923), written before any change: 47 of 74 labels wrong. With a thing
// told fine before the real point set aside (fineAsIs.ts: p04, h10), a long code read as a reference
// though the clause goes on (references.ts: b04 no longer "order", still not "return"): 45.
const KNOWN_MISSES: ReadonlyArray<string> = [
  "p01/job", "p02/job", "p03/job", "p06/job", "p06/deadline", "p07/job", "p09/job", "p10/job",
  "t01/service", "t02/service", "t04/service", "t05/service", "t05/legal_papers", "t06/service", "t07/service",
  "t09/service", "b01/enquiry", "b03/enquiry", "b04/enquiry", "b05/enquiry", "b06/enquiry", "b07/enquiry",
  "f01/work", "f02/work", "f04/work", "f05/work", "f06/work", "f06/grant", "f09/work", "f10/work", "h01/request",
  "h02/request", "h03/request", "h04/request", "h05/request", "h05/event_date", "h06/request", "h08/request",
  "r02/enquiry", "r03/transport_needed", "r04/transport_needed", "r05/enquiry", "r08/enquiry",
  "r09/enquiry", "r10/enquiry"
]

describeClassificationChallenge("custom classification on fresh text (custcls8)", CUSTCLS8_DOMAINS, KNOWN_MISSES)
