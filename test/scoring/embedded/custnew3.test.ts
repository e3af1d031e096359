// Custom rubrics in four more domains of our own (custnew3Domains.ts: a heating engineer's
// call-out line, a schools IT helpdesk, a wedding photographer, a self-storage site), 50 messages,
// labelled "id/detector" and "id/escalates" as in custnew.test.ts. KNOWN_MISSES are asserted wrong,
// so a reading that mends one must take it off the list.
// On the scorer at branch custom11's start: 19 of the first 49 messages' 158 labels wrong (4
// escalations); t13 was added with its fix (a code-only form value, "Unit: A9", read as the
// trigger: 2 labels wrong before). Mended there: a data breach told with "a parent who isn't on
// it" (the relative clause's negation read as a denial of the whole sentence), praise ("the
// photos are stunning") read as a complaint, and t13. Left: categories told in other words
// (abstains: a boiler's clicking or pressure, screens freezing, an album not yet printed), a
// shared word picking the category ("Unit: E-402" -> unit_change), scarcity told with "almost no"
// read as a denial, a one-word form value ("Category: software") near a trigger's example by
// sentence vector, and a unit number told lower-case or as a bare answer.
import { DOMAINS3 } from "./custnew3Domains.js"
import { runDomainCases } from "./domainRuns.js"

const KNOWN_MISSES: ReadonlyArray<string> = [
  "h02/job", "h06/job", "p02/enquiry", "p09/enquiry", "s04/escalates", "s04/safeguarding_breach",
  "s06/request", "s12/request", "t02/unit_number", "t05/request", "t11/request"
]

runDomainCases("custom rubrics in four more domains of our own (custnew3)", DOMAINS3, KNOWN_MISSES)
