import { checkDomains } from "./custescCases.js"
import { DOMAINS } from "./custrelDomains.js"
import { DOMAINS as DOMAINS2 } from "./custrelDomains2.js"

// Eight custom rubrics of our own (a marina, a tutoring agency, a solar installer, a lift firm, a
// swimming school, a self-storage site, an airport parking service, a tree surgeon), 96 messages,
// mostly near misses of their content detectors: does the status escalate, and which required
// detectors are found. On the scorer before custrel: 12 false ESCALATE, 9 events missed; of the
// required labels 13 found where absent, 19 missed. After (vendor enquiries, triggers that escalate
// alone read as problems, a "was fine when …" clause settling nothing): 4 false, 9 missed; 6 and 19.

/**
 * Escalations still wrong (the start of the case), listed, not asserted. Missed:
 * events the sentence vectors bring nowhere near the examples (cosine 0.1–0.2: a boat adrift, a
 * tutor's secret texts, a flash at the isolator, a child out of her depth, a padlock cut, a tree
 * on a conservatory or leaning over a path, a child who cannot get out of a lift, a lip split
 * open). False: somebody else's case the attribution rules do not see as such (a colleague's car
 * at another firm) and a form line under another detector's label. (A stranger at a niece's school
 * and a building across the road mended by custq: text/elsewhere.ts, "niece" an outsider.)
 */
const ESCALATION_WRONG: ReadonlyArray<string> = [
  "The ropes on the motor cruiser next to u",
  "My daughter showed me texts from her tut",
  "Year group: 12 Subject: A-level biology,",
  "Crackling noise and a flash from the iso",
  "my daughter can't get out of the lift at",
  "At today's lesson my little girl got out",
  "My son's lip was split open on the steps",
  "I arrived this morning and the padlock o",
  "My colleague's car was dented at another",
  "Half the sycamore split off in the wind ",
  "the big pine in the front garden has lif"
]

/**
 * Required detectors still wrong ("case start / detector"). Missed: needs and faults told in words
 * the vectors put under the line (a grinding gearbox, reading that is hard, a blank inverter
 * screen, trees that block the light, a form's "Job:" or "Issue:" line). Found where absent: a
 * request detector read off an event or somebody else's errand, a need off praise.
 */
const REQUIRED_WRONG: ReadonlyArray<string> = [
  "Our neighbour's dinghy sank in the storm / service_needed",
  "Berth no: E17 Work: new seacocks fitted  / service_needed",
  "The gearbox makes an awful grinding nois / service_needed",
  "Our tutor has been wonderful, nothing in / subject_need",
  "He's in year 7 and finds reading really  / subject_need",
  "She's in Year 5 and her times tables hav / subject_need",
  "No burning smell or anything, just the a / fault_reported",
  "System ID: SOL-88014 Issue: generation d / fault_reported",
  "Our meter hasn't moved for three days an / fault_reported",
  "An elderly man has been in the lift car  / fault_reported",
  "Nobody is inside, but lift no PX-204 has / fault_reported",
  "my daughter can't get out of the lift at / fault_reported",
  "He bumped his head on the side last year / lesson_request",
  "My son's lip was split open on the steps / lesson_request",
  "Is there room for my four-year-old in a  / lesson_request",
  "I arrived this morning and the padlock o / unit_number",
  "My sister's garage was burgled last week / account_request",
  "Nothing's been taken and the lock's fine / account_request",
  "the door of my unit has been jemmied and / unit_number",
  "the door of my unit has been jemmied and / account_request",
  "Unit no: 1190 Request: please let my bro / account_request",
  "Our neighbour's ash blew over onto their / work_needed",
  "Postcode: BS7 8PQ Job: crown reduction o / work_needed",
  "The apple trees have got far too tall an / work_needed"
]

checkDomains([...DOMAINS, ...DOMAINS2], ESCALATION_WRONG, REQUIRED_WRONG)
