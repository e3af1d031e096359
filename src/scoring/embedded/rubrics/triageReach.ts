// Severity from who is hit, told without "everyone": every one of the business's sites or working
// devices ("on any of our three tills", "at every one of our shops", "in all our branches") is the
// whole business stopped; every one of the people it serves ("to every parent who opens it", "for
// each visitor") is its customers blocked. "Every" before a thing alone is a recurrence ("every
// invoice shows the old logo") and before a role that may act no fault ("any of our admins can
// reset it"). See ../text/cues.ts for the pattern syntax.
import type { Cue } from "./types.js"

/** The business's own sites and the devices its work runs on: all of them down is the business stopped. */
const WORKPLACES =
  "@branches/@sites/@stores/@shops/@offices/@locations/@depots/@clinics/@practices/@restaurants/@venues/@warehouses/@outlets/@pharmacies/@salons/@hotels/@schools/@surgeries/@cafes/@bars/@pubs/@kitchens/@gyms/@studios/@theatres/@cinemas/@nurseries/@tills/@registers/@terminals/@checkouts/@kiosks/@tablets/@vans/@trucks/@lorries/@computers/@laptops/@pcs/@machines/@devices/@workstations/@handsets"

/**
 * One site or till after "each/every", in the singular ("for each shop we run", "at every till").
 * Devices are left out: "on every device I try" is often one person's own.
 */
const WORKPLACE =
  "@branch/@site/@store/@shop/@office/@location/@depot/@clinic/@practice/@restaurant/@venue/@warehouse/@outlet/@pharmacy/@salon/@hotel/@school/@surgery/@cafe/@bar/@pub/@kitchen/@gym/@studio/@theatre/@cinema/@nursery/@till/@register/@terminal/@checkout/@kiosk"

/** Where the business meets the people it serves: "anyone at the counter" is every one of them there. */
const FRONT =
  "@counter/@counters/@till/@tills/@desk/@door/@doors/@checkout/@checkouts/@reception/@gate/@gates/@entrance/@front/@bar/@register/@registers/@kiosk/@kiosks/@terminal/@terminals/@pump/@pumps/@box-office/@ticket-office/@turnstile/@turnstiles"

/**
 * People a business serves beyond its buyers (whom triageLevels.ts reads: an error every visitor
 * gets is the shop shut, critical): "every parent", "each student". One of its services refusing
 * them all is its customers blocked.
 */
const SERVED =
  "@student/@pupil/@learner/@parent/@tenant/@subscriber/@resident/@passenger/@diner/@reader/@donor/@attendee/@player/@applicant/@candidate/@rider/@traveller/@traveler/@household/@volunteer/@family"

/** A failure told by its verb or its result: the things BLOCKED reads, and an error or a crash. */
const FAILS =
  "@declines/@rejects/@refuses/@not/@unable/@cannot/@stuck/@frozen/@froze/@freezes/@freezing/@blocked/@locked/@blank/@empty/@declined/@rejected/@refused/@failing/@fail/@fails/@failed/@down/@offline/@crashing/@crashes/@crashed/@crash/@error/@errors/@hangs/@hanging/@spinning/@stopped/@dead/@404/@500/@503"

/** "Every one of our", "any of our three", "all our", "each of the": the whole set, counted or not. */
const ALL_OF = "@any/@every/@each/@all @one? @of? @our/@the/@my @{num}? *"

export const REACH_CUES: ReadonlyArray<Cue> = [
  [`${FAILS} ** @on/@at/@in/@across/@from/@for ${ALL_OF} ${WORKPLACES}`, 0.84, "critical"],
  [`@on/@at/@in/@across/@for ${ALL_OF} ${WORKPLACES} ** ${FAILS}`, 0.84, "critical"],
  [`${FAILS} ** @on/@at/@in/@across/@for @each/@every ${WORKPLACE}`, 0.84, "critical"],
  // "None of the tills take cards", "not one of our shops can print": every one of them failing,
  // told by "none" (whose scope makes the verb read negated, so "@"). Opening hours ("none of the
  // offices open on Sundays") name no verb here.
  [`@none/@not-one/@neither @of ** ${WORKPLACES} ** @take/@takes/@accept/@accepts/@work/@works/@load/@loads/@print/@prints/@connect/@connects/@scan/@scans/@boot/@boots/@start/@starts/@read/@reads/@sync/@syncs/@process/@processes/@log/@logs/@sign/@signs`, 0.84, "critical"],
  // Every site or device as the subject: "all our kiosks show a blank screen" (told, not denied).
  [`^ @every/@each/@all @one? @of? @our/@the/@my @{num}? * ${WORKPLACES} ** blank/empty/frozen/down/offline/dead/crashing/crashed/stuck/error/errors/declining/declined/rejecting/failing/failed`, 0.84, "critical"],
  // "Declines for anyone at the counter": everyone who comes to pay or get in, turned away.
  // "Rejects anyone at the door" tells the same with them as its object.
  [`${FAILS} ** @to/@for/@with? @anyone/@anybody/@everyone/@everybody @at/@on/@by @the/@our/@a/@any? ${FRONT}`, 0.84, "critical"],
  [`${FAILS} ** @to/@for @every/@each/@any ${SERVED} | @{num} @page/@error/@errors/@code ** @to/@for @every/@each/@any ${SERVED}`, 0.77, "high"]
]

/** Words the reach cues would read as a failure that tell a rule, a policy or a document instead. */
export const REACH_VOIDS: ReadonlyArray<string> = [
  // A rule for the sites, not a failure at them: "staff are not needed at every site on Sunday",
  // "we're not allowed to give refunds to anyone at the till".
  "[@not] @needed/@required/@allowed/@permitted/@necessary/@supposed/@meant/@expected",
  // A payment policy, not every till failing: "none of our shops take cash, we're card only".
  "@none/@not-one/@neither @of ** [@take/@takes/@accept/@accepts] @cash/@cheques/@cheque/@notes/@coins/@amex/@walk-ins/@reservations/@tips",
  // An error named as a document: "all our shops need the error report by Friday".
  "[@error/@errors] @report/@reports/@log/@logs/@export/@exports/@summary/@summaries/@rate/@rates/@history/@list"
]
