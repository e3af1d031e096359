// A message asking the business for work — a job applied for, shifts or a placement asked for, a
// CV sent — asks for none of its services: a bakery's order size is not "early morning baking
// jobs", a pool firm's service not "three years' experience servicing hotel pools". Such a
// message is off topic for a custom rubric's presence detectors (unread.ts `offTopicMessages`:
// its marks weigh 1 or more together), as a job application is for the sales packs
// (rubrics/sales/notABuyer.ts, whose applicant marks are read here too). Where applicants are the
// rubric's own customers (a staffing agency, a recruiter), its examples or names say so, and the
// marks are not read at all.
//
// Only a clear mark of an application makes the message one: the weak marks (a customer's "my
// references", "I can start paying monthly", "I'm a student landlord", "keep my details on file",
// "our own transport") count only beside it (unread.ts `WEAK_MARK`), since together they still
// sit in an ordinary customer's message.
import type { DetectorSpec, Manifest } from "../../../domain/types.js"
import { ADVERTISED_MARK, APPLIED_MARK, CV_MARK, PORTFOLIO_MARK, STUDENT_MARK } from "../rubrics/sales/notABuyer.js"
import type { Cue } from "../rubrics/types.js"
import { compileCue, matchCue } from "../text/cues.js"
import { readInput } from "../text/units.js"
import { WEAK_MARK } from "./unread.js"
import { isTriggerField } from "../../../domain/manifest.js"

/** Words a hiring-out business uses ("marquee hire", "rent a trailer"): its customers' "are you hiring now?" asks for goods. */
const HIRES_OUT = /\b(?:hire|hires|hired|hiring|rent|rents|rented|rental|rentals|renting|lease|leasing)\b/iu

/** "Are you hiring fitters?", "are you recruiting?": staff asked after, whatever the business. */
const HIRING_STAFF: Cue = [
  "@are @you/@u @hiring/@recruiting * @staff/@people/@workers/@fitters/@drivers/@cleaners/@porters/@apprentices/@kitchen/@anyone/@someone | @you @are @hiring/@recruiting * @staff/@people/@workers/@fitters/@drivers/@cleaners/@porters/@apprentices/@kitchen | @are @you/@u @recruiting | @hiring/@recruiting @for @a/@the * @role/@position/@job/@post",
  0.7
]
/** "Are you hiring at the moment?": a job asked, unless the business hires things out (`HIRES_OUT`). */
const HIRING_BARE: Cue = ["@are @you/@u @hiring $/@at/@for/@any/@now/@again/@this/@over/@new/@more | @you @are @hiring $/@at/@for/@any/@now/@again/@this/@over/@new/@more", 0.7]

/** Clear marks of someone asking for work: each weighs 0.5 or more, and only they let the weak marks count. */
const CLEAR: ReadonlyArray<Cue> = [
  [CV_MARK, 0.6],
  [APPLIED_MARK, 0.6],
  [ADVERTISED_MARK, 0.5],
  // "Got any Saturday shifts going?", "any labouring work going?"; not "any openings this month" (a slot for a job).
  ["@any * @jobs/@job/@shifts/@shift/@work/@positions/@roles/@vacancies * @going/@available/@open", 0.6],
  // "are you taking on any seasonal staff?" (not "taking on new customers").
  ["@taking @on * @staff/@workers/@apprentices/@trainees/@helpers", 0.7],
  ["@work @experience/@placement", 0.5],
  // "I'm looking for part-time work in a bakery"; not "looking for work to be done".
  ["@looking/@seeking @for @a? @part-time/@full-time/@seasonal/@temporary/@casual/@summer/@weekend/@evening/@some/@paid? @work/@job/@employment $/@in/@at/@with/@as", 0.6],
  // "I saw your advert and would like to apply."; not "would like to apply for a trade account".
  ["@would @like @to @apply $", 0.5]
]

const weak = (pattern: string, w: number): Cue => [pattern, w, WEAK_MARK]

/** Marks a customer's message may hold too: read only beside a clear one. */
const WEAK: ReadonlyArray<Cue> = [
  weak(PORTFOLIO_MARK, 0.6),
  weak(STUDENT_MARK, 0.5),
  weak("@salary/@pay/@wage/@compensation/@remuneration * @expectation/@expectations/@expected/@requirement/@requirements | @expected/@expecting/@desired * @salary/@pay/@wage/@rate/@compensation", 0.5),
  weak("@notice @period", 0.5),
  weak("@hiring/@recruiting/@recruitment @manager/@team/@panel/@committee", 0.3),
  weak("@years * @of * @experience", 0.3),
  weak("@contribute/@contributing/@bring/@bringing/@add/@adding * @to/@value/@skills/@experience * @your/@the * @team/@company/@organisation/@organization/@business/@firm", 0.4),
  weak("@any * @openings * @going/@available/@open", 0.6),
  weak("@keep * @my @details/@cv @on @file", 0.5),
  // "I can start next month", "can work weekends".
  weak("@i @can @work/@start | @can @work/@start @weekends/@weekdays/@evenings/@nights/@mornings/@days/@{weekday}/@immediately/@straight", 0.4),
  weak("@own @transport/@van/@tools/@vehicle", 0.3),
  weak("@i @have? @worked @in/@at * @a/@an", 0.3)
]

/** Whether the manifest's custom detectors speak of hiring or renting things out. */
const hiresOut = (manifest: Manifest): boolean =>
  manifest.detectors.some((d) => d.builtin === null && [d.name.replace(/_/g, " "), d.description, ...d.examples.map((e) => e.text), ...d.nonExamples].some((t) => HIRES_OUT.test(t)))

/** The marks of a job seeker's message for this manifest's custom presence detectors. */
export const seekingWorkCues = (manifest: Manifest): ReadonlyArray<Cue> => [...CLEAR, HIRING_STAFF, ...(hiresOut(manifest) ? [] : [HIRING_BARE]), ...WEAK]

/** Whether the screen may read a detector: never an escalation trigger's (a harm told in a job application is still a harm). */
export const screened = (manifest: Manifest, spec: DetectorSpec): boolean => !isTriggerField(manifest, spec.name)

/** A detector name's word that tells of people seeking work: such a rubric's customers are applicants. */
const APPLICANT_NAME = /(?:^|_)(?:cv|resume|candidate|candidates|applicant|applicants|experience|qualifications?|shifts?|vacanc(?:y|ies)|salary|wage)(?:_|$)/

const compiled = [...CLEAR, HIRING_STAFF, HIRING_BARE, ...WEAK].map(([p]) => compileCue(p))

/** Whether the manifest's custom detectors deal with people seeking work: a name says so, or an example carries a mark. */
export const applicantsAreCustomers = (manifest: Manifest): boolean =>
  manifest.detectors.some(
    (d) =>
      d.builtin === null &&
      (APPLICANT_NAME.test(d.name.toLowerCase()) ||
        d.examples.some((e) => readInput([{ role: "user", content: e.text }]).units.some((u) => compiled.some((c) => matchCue(c, u.cue) !== null))))
  )
