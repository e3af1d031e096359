import { checkDomains } from "./custescCases.js"
import { DOMAINS } from "./custescDomains.js"
import { DOMAINS as DOMAINS2 } from "./custescDomains2.js"

// Six custom rubrics of our own (a home-care agency, an IT managed-service desk, a wedding
// caterer, a plumbing firm, a pet insurer with two triggers, a coworking space), 90 messages: does
// the status escalate, and which required presence detectors are found. On the scorer as
// committed: 16 false ESCALATE and 8 events missed; of 270 required-detector labels, 14 missed and
// 26 found where absent. After the six custesc readings (commit 2377ed4): 10 false, 8 missed; 14
// missed and 21 found where absent. docs/quality.md ("Tried", 11-27, custesc) tells what was measured.

/**
 * Escalations still wrong (the start of the case's name), listed, not asserted.
 * Missed: events in words the sentence vectors bring nowhere near the examples (cosine 0.1–0.3:
 * files renamed with a ransom note, a website defaced, a fall with no carer, a throat closing,
 * a night in A&E, a head injury on the stairs, a vet waiting for cover) or blocked as routine
 * (a laptop gone missing from the office reads as the site). False: a form line read as the
 * trigger ("Appointment: 15/10 …"), a question with a condition ("Should the vet …"), someone
 * else's case (a sister's complaint, a sister company hacked), "all fine" after a drill, a past
 * episode with "now" in the next sentence, a suspect email deleted unopened, a rough morning put
 * down to the bar, and routine matter in the trigger's words (a CO alarm battery, a phishing test).
 */
const ESCALATION_WRONG: ReadonlyArray<string> = [
  "Client number HC-20418. My father had a ",
  "Customer code ACME-0042. Every file on t",
  "The phishing test you sent last week cau",
  "Our sister company was hacked last month",
  "Our backup drive was stolen from a car t",
  "A laptop went missing from the office ov",
  "Service desk, what's happening? / our we",
  "We got an odd email with an attachment, ",
  "My father collapsed after the prawn star",
  "Just to say the food at the wedding was ",
  "several guests and the bride's mother sp",
  "Our carbon monoxide alarm needs a new ba",
  "Appointment: 15/10 please for the shower",
  "My sister went to the ombudsman with her",
  "Pet claims, how can I help? / the vet wo",
  "Should the vet recommend surgery at his ",
  "There was a fire drill this morning, all",
  "Front desk chat, how can I help? / someo"
]

/**
 * Required detectors still wrong ("case start / detector"). Found where absent: a field of keys
 * or of dates read off a sentence whose only figure or time is no value of its kind ("at 3am", "last
 * year"), a need read off an event or a question; missed:
 * needs told in words the vectors put just under the line (0.45–0.5) or denied by a negated
 * sentence elsewhere in the message ("mum went without lunch").
 */
const REQUIRED_WRONG: ReadonlyArray<string> = [
  "Last year a visit was missed and mum wen / visit_date",
  "Last year a visit was missed and mum wen / care_need",
  "A friend's mother was neglected by anoth / care_need",
  "Please come on 14 May for the assessment / care_need",
  "We watched a programme about carers mist / care_need",
  "The carer was a bit late this morning, n / care_need",
  "The phishing test you sent last week cau / request",
  "Our sister company was hacked last month / request",
  "someone logged into our admin account fr / account_code",
  "Hi team, the VPN keeps dropping at our M / request",
  "Our backup drive was stolen from a car t / site",
  "A laptop went missing from the office ov / site",
  "A laptop went missing from the office ov / request",
  "Could you run the monthly patching a day / request",
  "Just to say the food at the wedding was  / event_date",
  "Just to say the food at the wedding was  / venue",
  "Hi, we'd like a quote for a hog roast fo / venue",
  "My neighbour's flat flooded yesterday so / job_needed",
  "I don't smell gas, it's only that one ri / job_needed",
  "The hot water cylinder is leaking steadi / job_needed",
  "Policy number PT-448120. Max has just be / treatment_date",
  "Policy number PT-448120. Max has just be / claim_request",
  "Our old dog had emergency surgery years  / treatment_date",
  "I'm not complaining, just asking when th / treatment_date",
  "I'm not complaining, just asking when th / claim_request",
  "I wish to lodge an official complaint ab / claim_request",
  "Should the vet recommend surgery at his  / treatment_date",
  "Should the vet recommend surgery at his  / claim_request",
  "Member ID CW-5521. My laptop was taken f / member_request",
  "There's smoke coming out of the print ro / member_request",
  "The wifi has been dreadful all week at 1 / member_request",
  "Nobody's been bothering me, I just want  / member_request",
  "Loved the safety induction today. Please / member_request",
  "Last year my phone went missing from the / member_request",
  "Hi, I need to cancel my membership. Best / member_request"
]

checkDomains([...DOMAINS, ...DOMAINS2], ESCALATION_WRONG, REQUIRED_WRONG)
