import { checkCirc } from "./custcircCases.js"
import { DOMAINS } from "./custreqDomains.js"
import { DOMAINS as DOMAINS2 } from "./custreqDomains2.js"

// Seven custom rubrics of our own (a payroll software trial, a business bank's helpdesk, a letting
// agent, a venue for hire, a cloud host's sales desk, an outdoor centre taking school trips, a
// pharmacy that delivers), 91 messages, 234 labels: requirements told as a condition of buying or
// a rule of someone in the buyer's firm, concerns told as a thing noticed, hazards told as a state
// seen, and near misses that name the topic without it. On main: 33 labels missed, 11 found where
// absent (50 of 91 messages wholly right); with a condition of buying and a disowned act read
// (circumstances.ts): 15 and 11 (65 of 91); with a requirement of purchase told only as a need or a
// question (its topic words alone, a whole form: a near miss): 15 and 8 (68 of 91).

/**
 * Labels still wrong ("case start / detector"), listed, not asserted either way. Missed: a hazard
 * trigger told as a state (a warm switch, a yellow flame, a split step, a window that won't lock
 * high up: a trigger is read against its routine, not by harm words), a need beside a demand
 * ("will need shade"), an audit standard "in the last twelve months" read as long past, a stranger
 * told as "a man who wasn't with your team", a skin reaction and a torn packet (a trigger's harm
 * words are not read). Found where absent: an email line beside a stated workload, somebody else's
 * case, a concern's message also read as a routine request, a boss's errand read as a need.
 */
const KNOWN_WRONG: ReadonlyArray<string> = [
  "Our group's information security team wo / compliance_requirement",
  "We had a data breach scare with our old  / payroll_need",
  "The light switch in the hall is warm to  / safety_hazard",
  "The boiler flame has gone yellow and the / safety_hazard",
  "The top step of the staircase has split  / safety_hazard",
  "Tenancy reference: LA-2204 Issue: kitche / safety_hazard",
  "The window in the kids' room won't lock  / safety_hazard",
  "Do you do a buffet lunch for 80 on 12 Ma / catering_need",
  "Anything we should know about your guest / accessibility_requirement",
  "We're a charity, so nothing fancy. We ne / workload",
  "One boy can't be out in the sun for long / medical_requirement",
  "Since starting the new cream his skin ha / safety_concern",
  "The delivery was left on the doorstep an / safety_concern",
  "Last month I had a reaction to the new b / prescription_request",
  "Just browsing for now, my boss asked me  / payroll_need",
  "I got a text saying a new device was add / account_request",
  "A supplier emailed to say their bank det / account_request",
  "My neighbour in flat 4 had a chimney fir / tenancy_ref",
  "Email me at r.ames@tollbridge.io, we run / hosting_requirement",
  "My colleague at another school had a wor / medical_requirement",
  "One of my pupils came back from archery  / group_booking",
  "The box says 10mg but the tablets inside / prescription_request"
]

checkCirc([...DOMAINS, ...DOMAINS2], KNOWN_WRONG)
