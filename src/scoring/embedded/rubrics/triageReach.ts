// Severity from who is hit, told without "everyone": every one of the business's sites or working
// devices ("on any of our three tills", "at every one of our shops", "in all our branches") is the
// whole business stopped; every one of the people it serves ("to every parent who opens it", "for
// each visitor") is its customers blocked. "Every" before a thing alone is a recurrence ("every
// invoice shows the old logo") and before a role that may act no fault ("any of our admins can
// reset it"). See ../text/cues.ts for the pattern syntax.
import type { Cue } from "./types.js"

/** The business's own sites and the devices its work runs on: all of them down is the business stopped. */
const WORKPLACES =
  "@branches/@sites/@stores/@shops/@offices/@locations/@depots/@clinics/@practices/@restaurants/@venues/@warehouses/@outlets/@pharmacies/@salons/@hotels/@schools/@surgeries/@tills/@registers/@terminals/@checkouts/@kiosks/@tablets/@vans/@trucks/@lorries/@computers/@laptops/@pcs/@machines/@devices/@workstations/@handsets"

/**
 * People a business serves beyond its buyers (whom triageLevels.ts reads: an error every visitor
 * gets is the shop shut, critical): "every parent", "each student". One of its services refusing
 * them all is its customers blocked.
 */
const SERVED =
  "@student/@pupil/@learner/@parent/@tenant/@subscriber/@resident/@passenger/@diner/@reader/@donor/@attendee/@player/@applicant/@candidate/@rider/@traveller/@traveler/@household/@volunteer/@family"

/** A failure told by its verb or its result: the things BLOCKED reads, and an error or a crash. */
const FAILS =
  "@not/@unable/@cannot/@stuck/@frozen/@froze/@freezes/@freezing/@blocked/@locked/@blank/@empty/@declined/@rejected/@refused/@failing/@fail/@fails/@failed/@down/@offline/@crashing/@crashes/@crashed/@crash/@error/@errors/@hangs/@hanging/@spinning/@stopped/@dead/@404/@500/@503"

/** "Every one of our", "any of our three", "all our", "each of the": the whole set, counted or not. */
const ALL_OF = "@any/@every/@each/@all @one? @of? @our/@the/@my @{num}? *"

export const REACH_CUES: ReadonlyArray<Cue> = [
  [`${FAILS} ** @on/@at/@in/@across/@from/@for ${ALL_OF} ${WORKPLACES}`, 0.84, "critical"],
  [`@on/@at/@in/@across/@for ${ALL_OF} ${WORKPLACES} ** ${FAILS}`, 0.84, "critical"],
  [`${FAILS} ** @to/@for @every/@each/@any ${SERVED} | @{num} @page/@error/@errors/@code ** @to/@for @every/@each/@any ${SERVED}`, 0.77, "high"]
]
