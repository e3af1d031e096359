// Pain / need / challenges: the sales notion several framework packs share (bant.ts, meddic.ts,
// spiced.ts, champ.ts), its cues and denials exported apart for packs that build their own.
// See ../../text/cues.ts for the pattern syntax.
import type { Cue, Rubric } from "../types.js"
import { SOLVED, TOOLS_NAMED } from "./otherTopics.js"
import { APOLOGY_DELAY, ASKS_HARD, INSTRUCTION, ISSUE_AS_LABEL, OTHERS_CUSTOMERS, VENDOR_CLAIM } from "./notTheirs.js"
import { PAIN_IDIOMS } from "./idioms.js"
import { PAIN_PLAIN } from "./painPlain.js"
import { PAIN_LOOSE } from "./looseGrammar.js"
import { PAIN_CHORE } from "./stakesAndWays.js"
import { PAIN_STORY, REPAIRED } from "./spicedStory.js"
import { PAIN_SHAPE } from "./structural.js"
import { PAIN_TOLD } from "./toldPlainly.js"
import { PAIN_ANSWERS } from "./answerWords.js"
import { ADDRESSEE_GUESS, FIX_OFFERED } from "./bystanders.js"
import { MEMBERS_LOST } from "./plainFacts.js"
import { PAIN_EVERYDAY } from "./ownTerms.js"

export const PAIN_CUES: ReadonlyArray<Cue> = [
  ...PAIN_LOOSE,
  ...PAIN_CHORE,
  ...PAIN_STORY,
  ...PAIN_EVERYDAY,
  ["problem/problems/issue/issues/pain/pains/struggle/struggling/struggles/challenge/challenges/challenging/headache/headaches/bottleneck/bottlenecks/nightmare/mess", 0.7],
  ["frustrat+/annoying/painful/tedious/time-consuming/inefficient/unreliable/clunky/outdated/out-of-date/inaccurate/error-prone", 0.7],
  ["break/breaks/broke/broken/breaking/fails/failing/failed/crashes/crashing", 0.65],
  ["manual/manually/spreadsheet/spreadsheets/paper/by-hand/handwritten/hand-written/copy/copying/re-key+/retype+/re-typ+/re-enter+/reenter+", 0.6],
  ["takes/take/taking/spend/spends/spending/waste/wasting/lose/losing * hours/days/ages/forever/weeks/time/too long", 0.75],
  // A share of a working day lost, not "we spend a day in London": only lose and waste.
  ["waste/wastes/wasting/wasted/lose/loses/losing/lost * half-a-day/half-day/a-whole-day/a-full-day/a-morning/an-afternoon/half-a-week/half-their-day/half-our-day", 0.75],
  ["too slow/long/much/expensive/many", 0.6],
  ["slow/slows/delays/delayed/late/overdue/lost/losing/miss/missed/missing/mistakes/errors/error/duplicate/duplicated", 0.55],
  ["can/could not !see/!find/!track/!get/!keep/!scale/!handle/!manage/!tell/!trust/!rely/!access/!report/!sync/!connect/!follow/!cope/!keep-up", 0.7],
  // What a tool fails to do, told as a negation: "it doesn't scale past two sites", "the old
  // system doesn't let two people edit", "none of our systems talk to each other". Only verbs of
  // a tool's work: "we don't see a problem" denies, it tells no pain.
  // "Update" and "let" told of a person are a habit or a rule ("we don't update our prices often",
  // "we don't let staff use phones"): of a tool, "does not"; "do not let" only with whom it blocks.
  ["does/do/did not !scale/!sync/!connect/!integrate/!match | does not !update/!let | do/did not !let !us/!me/!two/!more/!multiple/!everyone", 0.7],
  // "It doesn't work" of a thing; "we don't work weekends", "Sam doesn't work here any more" are no fault.
  ["it/this/that/which/system/app/software/tool/tools/integration/sync/search/export/import/feature/portal/website/site/spreadsheet/setup/process/printer/scanner/reader/link/form/plugin/module/platform/one *1 does not !work", 0.7],
  ["!talk/!speak/!sync/!link/!connect @to/@with @each/@one @other/@another", 0.7],
  ["never !know/!knows/!see/!sees/!find/!finds", 0.65],
  ["!single/!one/!central/!shared !place/!view/!source/!record/!overview", 0.7],
  // Nothing tells someone something: "nothing shows as overdue" is a clean report.
  ["nothing ** !tells/!shows/!warns/!flags/!alerts/!reminds @us/@me/@you/@them/@staff/@anyone/@when/@which/@who/@what/@whether/@if/@where/@how/@the", 0.65],
  ["keep/keeps/kept * running/run short/out/late/behind", 0.75],
  ["!visibility/!insight/!way/!idea", 0.55],
  ["keep/keeps * getting * lost/missed/wrong/stuck/dropped", 0.75],
  ["keep/keeps/kept * calling/ringing/phoning/emailing/asking/chasing/complaining/coming-back", 0.75],
  ...PAIN_IDIOMS,
  ["keep/keeps/kept * overwriting/double-booking/losing/missing/forgetting/breaking/crashing/duplicating/clashing/deleting/dropping/failing", 0.75],
  ["falls/fall/fell/slip/slips through the cracks", 0.8],
  ["complain/complaints/complaining", 0.65],
  ["churn/churning/drop-off/dropoff", 0.7],
  ["risk/risky/exposed/compliance-gap", 0.5],
  ["hard/difficult/impossible/tough to", 0.7],
  ["lives/live in spreadsheets/email/paper", 0.75],
  ["lives/live/spread/scattered * in/across * {num}/different/separate/multiple * systems/tools/spreadsheets/places/apps", 0.8],
  ["overwhelmed/drowning/swamped/buried/snowed/backlog/backlogs/overloaded/stretched/understaffed/firefighting", 0.75],
  ["burning/burn out | burnout/burned-out/burnt-out/exhausted", 0.7],
  ["slipped/slipping/stuck/wrong/noise/noisy/chaos/chaotic/messy", 0.6],
  ["costing/costs/cost us", 0.75],
  ["eating/eats/eat/consuming/consumes/taking/takes/swallowing * half/week/day/time/hours/days/weeks", 0.75],
  ["nobody/no-one/noone !trusts/!trust/!trusted/!uses/!used/!knows/!knew/!understands/!understood/!reads/!read/!follows/!followed", 0.7],
  // Stock or money thrown away: "we write off damaged tiles every month", "they throw out hundreds of loaves".
  ["written/write/writing/writes off | bin/bins/binning/binned/throw/throws/throwing/threw/waste/wastes/wasted * thousands/hundreds/stock/food/{money}/{num}", 0.7],
  ["never !followed/!answered/!resolved/!fixed/!returned", 0.7],
  // Work done twice or chased by hand: "every invoice is typed twice", "orders need chasing".
  // "Again" only after keying words: "I'm writing again" follows up an email, it is no rework.
  ["typed/entered/keyed/input/done/typing/entering/keying/doing/written/writing/copied/copying * twice | typed/entered/keyed/input/typing/entering/keying/copied/copying/re-entered * again | double-entry/double-keying/double-handling", 0.75],
  ["need/needs/needing/needed * chasing/redoing/correcting/re-entering/retyping/double-checking", 0.7],
  ["fixing/fix/solving/solve/addressing/tackling/sorting that/this/it", 0.6],
  ...PAIN_PLAIN,
  ...PAIN_SHAPE,
  ...PAIN_TOLD
]

export const PAIN_DENIAL = [
  "our existing tools do the job without trouble",
  "things run smoothly as they are",
  "we are satisfied with the provider we use",
  "nothing about our process bothers us",
  "we face no real difficulties today"
]

export const PAIN_DENY_CUES: ReadonlyArray<Cue> = [
  ["!problem/!problems/!issue/!issues/!pain/!pains/!challenge/!challenges/!complaints", 0.85],
  ["works/working/running/runs fine/well/smoothly/great", 0.8],
  ["happy/satisfied/content with * current/existing/our", 0.8],
  ["nothing !is !broken/!wrong", 0.8],
  ["nothing/none , really", 0.5]
]

/**
 * A problem said to be small, "not a huge problem", "no big deal": it is softened, not denied
 * (decisions §11), and whatever the sentence goes on to tell ("…, but the reporting is slow") is
 * read for itself. "No real problems" keeps denying: "real" says there are none.
 */
/** Courtesy, not a report: "No problem if Thursday doesn't suit", "not a problem at all", "no problem, speak soon". */
const COURTESY = "[no/not] [!a?] [!problem/!worries] $/@if/@at/@for"
const PLAYED_DOWN = "[not/no] [!a/!an?] [!huge/!big/!major/!massive/!serious/!great/!terrible/!giant] [!problem/!problems/!issue/!issues/!deal/!headache/!pain]"

// A part of the screen lost ("we lost the bookings page") is no hidden word here (salesfix2): it is a
// defect, so a pain and a need; only SPICED impact hides it (no customer, money or time lost).
export const PAIN: Rubric = {
  titlesUnread: true,
  positive: [
    "our current process is manual and error-prone",
    "we keep losing track of orders",
    "the team spends hours every week copying data between systems",
    "our old system crashes constantly",
    "customers complain that response times are too slow",
    "we struggle to see what's happening across locations",
    "things fall through the cracks",
    "reporting takes days because everything is in spreadsheets",
    "we can't scale with the current setup",
    "it's a constant headache for the team",
    "we're losing customers because of it"
  ],
  denial: PAIN_DENIAL,
  negative: ["we have no questions", "no problem, talk soon", "thanks, that's no problem at all"],
  cues: PAIN_CUES,
  denyCues: PAIN_DENY_CUES,
  elsewhere: [TOOLS_NAMED, SOLVED, VENDOR_CLAIM, APOLOGY_DELAY, ASKS_HARD, OTHERS_CUSTOMERS, PLAYED_DOWN, COURTESY, ISSUE_AS_LABEL, INSTRUCTION, FIX_OFFERED, ADDRESSEE_GUESS, MEMBERS_LOST, REPAIRED],
  questions: ["@problem+/@challenge+/@pain/@issue+/@headache/@struggle+/@prompted/@working/@break+/@wrong/@solve/@frustrat+/@annoy+", "@why * @looking/@switch+/@chang+/@replac+"],
  answers: PAIN_ANSWERS,
  inabilityStates: true
}
