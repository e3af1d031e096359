// Exposure told without "security" or "breach": other people's records, or the admin side, open
// to whoever asks, with no login in the way ("no login needed to see other people's invoices",
// "anyone can open the admin page"). Critical by the triage rubric (a data leak). A page open
// without a login as a feature ("our booking page needs no login") or a question about one names
// no exposure: the patterns need both the way in with no credentials (or "anyone can") and
// somebody else's records or the admin side. See ../text/cues.ts for the pattern syntax.
import type { Cue } from "./types.js"

/** Credentials whose absence opens the door: "no login", "without signing in". */
const CREDENTIALS = "@login/@log-in/@logging-in/@logging/@signing-in/@signing/@sign-in/@password/@passwords/@pin/@authentication/@credentials/@account"

/** Seeing or taking what is shown. */
const REACHES = "@see/@view/@open/@access/@download/@read/@edit/@change/@get/@pull/@browse"

/** Somebody else's: "other people's", "another customer's", "everyone's". */
const OTHERS = "@other/@others/@another/@someone/@somebody/@anyone/@everyone/@everybody/@strangers/@all"

/** People whose records a business holds. */
const HOLDERS =
  "@people/@customers/@customer/@members/@member/@patients/@patient/@clients/@client/@users/@user/@guests/@guest/@tenants/@tenant/@students/@student/@parents/@staff/@employees/@else"

/** Records that are somebody's own. */
const RECORDS =
  "@invoices/@invoice/@addresses/@address/@details/@records/@reports/@report/@statements/@payslips/@contracts/@orders/@bookings/@results/@notes/@files/@documents/@photos/@passports/@data/@accounts/@profiles/@messages/@emails/@numbers/@bills/@prescriptions/@letters"

/** The business's own back office. */
const ADMIN = "@admin/@admin-page/@admin-panel/@administrator/@back-office/@backend/@back-end/@staff-area/@control-panel/@settings"

/**
 * A way in with no login asked about, not told: "Can anyone open the menu page without logging in?"
 * is a wish or a check, no exposure (its "without" is hidden from triageImpact's open-door cue too).
 */
export const EXPOSURE_VOIDS: ReadonlyArray<string> = [
  "^ @can/@could/@would/@will/@does/@do/@is/@should/@may @anyone/@anybody/@everyone/@people/@customers/@visitors/@guests/@members/@the-public ** [@without/@no] ** ?$",
  // "Can I see anyone's invoices from the admin screen?": what a role may do, asked.
  "^ @can/@could/@how/@where/@is/@do/@does/@may @i/@we/@you/@admins/@managers/@staff ** [@anyone/@anybody] ** ?$"
]

export const EXPOSURE_CUES: ReadonlyArray<Cue> = [
  // "No login needed to see other people's invoices": the negation covers the rest, so "@" reads it.
  [`@no/@without ${CREDENTIALS} ** ${REACHES} * ${OTHERS} * ${HOLDERS}`, 0.86, "critical"],
  // "Anyone can open the admin page", "anybody can download our customers' contracts": told, not
  // asked ("can anyone open …?" puts "can" first and is left to the question readings).
  [`@anyone/@anybody/@strangers/@outsiders @can/@could/@is-able/@are-able ** ${REACHES} * @the/@our/@my/@all? * ${ADMIN}`, 0.84, "critical"],
  [`@anyone/@anybody/@strangers/@outsiders @can/@could ** ${REACHES} * @our/@other/@others/@another/@everyone/@all * ${HOLDERS}? * ${RECORDS}`, 0.84, "critical"],
  // Pay and secrets open to any one of a crowd: "any employee can now open the salary column".
  // Only records nobody should see but their owner (pay, passwords, health, bank): "any member can
  // open the timetable" is a feature. Told, not asked: "can any employee see …?" puts "can" first.
  [`@any/@every @employee/@user/@member/@staff/@customer/@guest/@visitor/@junior/@intern/@student/@colleague @can/@could/@is-able ** ${REACHES} ** @salary/@salaries/@payslips/@payslip/@wages/@pay/@passwords/@password/@bank/@medical/@health/@diagnoses/@disciplinary`, 0.84, "critical"],
  // "Change the id in the link and you get anyone's records": anybody's own records reached.
  [`see/view/open/access/download/read/get/gets/getting/pull/seeing/sees * anyone/anybody * s? * ${HOLDERS}? * ${RECORDS}`, 0.84, "critical"],
  // Another party seeing the sender's records in its own login: "a supplier told us they can see our
  // purchase orders in their portal". Not the sender in someone's portal ("we can see our orders in their portal").
  [`@they/@supplier/@suppliers/@customer/@customers/@client/@clients/@someone/@somebody/@another/@other/@he/@she/@partner/@partners @can/@could/@is-able/@are-able ** ${REACHES} * @our/@all-our * ${HOLDERS}? * ${RECORDS}/@purchase-orders/@prices * @in/@on/@from/@through/@via @their/@his/@her * @portal/@account/@app/@dashboard/@system/@login/@screen/@list/@side`, 0.84, "critical"],
  // People's records shown in the open: "our customer list with their home addresses is showing on
  // the public booking page". Prices or opening hours shown there are no one's records.
  [`${HOLDERS} ** ${RECORDS}/@list ** @showing/@shown/@visible/@listed/@displayed/@exposed ** @public/@publicly/@internet/@google`, 0.84, "critical"],
  // "Anyone with the link to our directory can see home addresses": a share link opening what only
  // its owner should see. Only private records: "anyone with the link can view the document" is sharing.
  [`@anyone/@anybody/@strangers @with/@who-has/@who-have * @the/@a/@our? * @link/@links/@url/@address ** @can/@could ** ${REACHES} ** @home/@private/@personal/@salary/@salaries/@payslips/@medical/@bank/@passwords/@passport/@passports/@date-of-birth/@diagnoses`, 0.84, "critical"],
  // "The patient reports can be downloaded without signing in": somebody's records reachable with no credentials.
  [`${RECORDS} ** @can/@could/@are/@is @be? @downloaded/@opened/@seen/@viewed/@accessed/@read/@visible/@viewable ** @without/@no * ${CREDENTIALS}`, 0.84, "critical"]
]
