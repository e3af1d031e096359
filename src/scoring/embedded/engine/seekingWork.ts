// A message asking the business for work — a job applied for, shifts or a placement asked for, a
// CV sent — asks for none of its services: a bakery's order size is not "early morning baking
// jobs", a pool firm's service not "three years' experience servicing hotel pools". Such a
// message is off topic for a custom rubric's presence detectors (unread.ts `offTopicMessages`:
// its marks weigh 1 or more together), as a job application is for the sales packs
// (rubrics/sales/notABuyer.ts, whose applicant marks are read here too). Where applicants are the
// rubric's own customers (a staffing agency, a recruiter), its examples or names say so, and the
// marks are not read at all.
import type { Manifest } from "../../../domain/types.js"
import { APPLICANT_MARKS } from "../rubrics/sales/notABuyer.js"
import type { Cue } from "../rubrics/types.js"
import { compileCue, matchCue } from "../text/cues.js"
import { readInput } from "../text/units.js"

/** Each alone can sit in a customer's message ("I can work from home", "my own van"), so each weighs less than 1. */
export const SEEKING_WORK: ReadonlyArray<Cue> = [
  ...APPLICANT_MARKS,
  // "Do you have any weekend shifts available?", "any labouring work going?"
  ["@any * @jobs/@job/@shifts/@shift/@work/@openings/@positions/@roles * @going/@available/@open", 0.6],
  // "are you hiring at the moment?", "you're hiring kitchen porters"; not "are you hiring out the hall".
  [
    "@are @you/@u @hiring/@recruiting $/@at/@for/@any/@now/@again/@this/@over/@new/@more/@staff/@people/@fitters/@drivers/@cleaners/@porters/@apprentices/@kitchen | @you @are @hiring/@recruiting $/@at/@for/@any/@now/@again/@this/@over/@new/@more/@staff/@people/@fitters/@drivers/@cleaners/@porters/@apprentices/@kitchen",
    0.7
  ],
  // "are you taking on any seasonal staff?" (not "taking on new customers").
  ["@taking @on * @staff/@workers/@apprentices/@trainees/@helpers", 0.7],
  ["@work @experience/@placement", 0.5],
  // "I'm looking for part-time work in a bakery"; not "looking for work to be done".
  ["@looking/@seeking @for @a? @part-time/@full-time/@seasonal/@temporary/@casual/@summer/@weekend/@evening/@some/@paid? @work/@job/@employment $/@in/@at/@with/@as", 0.6],
  ["@would @like @to @apply $/@for", 0.5],
  ["@keep * @my @details/@cv @on @file", 0.5],
  // "I can start next month", "can work weekends".
  ["@i @can @work/@start | @can @work/@start @weekends/@weekdays/@evenings/@nights/@mornings/@days/@{weekday}/@immediately/@straight", 0.4],
  ["@own @transport/@van/@tools/@vehicle", 0.3],
  ["@i @have? @worked @in/@at * @a/@an", 0.3],
  // "I am a second year accounting student".
  ["@i @am ** @student", 0.5]
]

/** A detector name's word that tells of people seeking work: such a rubric's customers are applicants. */
const APPLICANT_NAME = /(?:^|_)(?:cv|resume|candidate|candidates|applicant|applicants|experience|qualifications?|shifts?|vacanc(?:y|ies)|salary|wage)(?:_|$)/

const compiled = SEEKING_WORK.map(([p]) => compileCue(p))

/** Whether the manifest's custom detectors deal with people seeking work: a name says so, or an example carries a mark. */
export const applicantsAreCustomers = (manifest: Manifest): boolean =>
  manifest.detectors.some(
    (d) =>
      d.builtin === null &&
      (APPLICANT_NAME.test(d.name.toLowerCase()) ||
        d.examples.some((e) => readInput([{ role: "user", content: e.text }]).units.some((u) => compiled.some((c) => matchCue(c, u.cue) !== null))))
  )
