// A rep's guess and a buyer's long-past episode (issue 22, round "packs5"): call notes carry the
// rep's own read ("My read: the CFO is probably the EB", "guessing budget is ~10k") and buyers
// recall old projects ("back in 2021 we set aside 25k for a CRM", "our previous IT manager had 15k"),
// the vendor's own events are quoted back ("your conference is on 12 May"). The words are a
// field's, the field is not stated: such clauses are words about something else (rubrics/types.ts
// `elsewhere`: hidden from the cues, the likeness a near miss at most). The long past is not hidden
// from the fields of the problem and its effects: a past loss or an old system's failure is still the buyer's pain.
// Pattern syntax: ../../text/cues.ts. Unit-tested on sentences of our own (test/scoring/embedded/packs5*.ts).
import type { Rubric } from "../types.js"
import { TITLES } from "./otherTopics.js"

/** The rep's own read, labelled or told as a guess about "them". */
const GUESSED = [
  // "My read: …", "Rep view: …", "Gut feel - …": an opinion's label, up to the clause's end.
  "^ @my/@rep/@internal/@personal *1 @read/@take/@guess/@hunch/@view/@gut/@feeling/@opinion/@impression/@instinct/@feel :/- ** ** **",
  // "I reckon they've got 20k tucked away", "I think their pain is reporting". Not "I think they": a
  // buyer hedges about their own partners so ("the partners decide; I think they've set aside 12k", rev12).
  "@i @reckon/@guess/@suspect/@bet/@imagine/@assume * @they/@their/@theirs ** ** **",
  "@i @think * @their/@theirs ** ** **",
  // "Guessing budget is ~10k", "presumably they'll want a trial": a guess opening the clause, of
  // others when presumed ("presumably we'd need it live by April" is the buyer's own plan).
  "^ @guessing ** ** **",
  "^ @presumably *1 @they/@their/@them/@he/@she/@his/@her ** ** **"
]

/** A buyer's episode long past, or their predecessor's. */
const LONG_PAST = [
  "^ @back @in @{year} ** ** **",
  "@{num}/@two/@three/@four/@five/@few/@several/@many @years @ago/@back ** ** **",
  // "On our last ERP project we promised a 30% cut": the project named as the previous one.
  "^ @on/@in/@for/@with @our/@the/@my @last/@previous/@former *1 @project/@tender/@rollout/@implementation/@migration/@system/@supplier/@vendor/@employer/@company ** ** **",
  // "Old" is the one still in use when it is a system ("with our old system the licence runs out in May", rev12).
  "^ @on/@in/@for/@with @our/@the/@my @old *1 @project/@tender/@rollout/@supplier/@vendor/@employer/@company ** ** **",
  // "Our previous IT manager had 15k": someone who held the post before.
  `@our/@the/@my @previous/@former/@old/@last *1 ${TITLES.split("/").map((t) => `@${t}`).join("/")}/@manager/@boss/@it-manager/@md ** ** **`
]

/** The vendor's own dated events, quoted back: "your conference is on 12 May". */
const VENDOR_EVENT = "@your *1 @conference/@webinar/@event/@launch/@release/@summit/@sale/@promotion/@roadshow/@expo/@open-day/@meetup/@workshop ** **"

/** A past check the buyer went through: "we had an audit last year that went fine". */
const PAST_CHECK = "@had/@passed/@did/@failed/@survived @a/@an/@the/@our *1 @audit/@inspection/@assessment/@review ** @last/@previous @year/@month/@quarter/@spring/@summer/@autumn/@winter/@time"

/**
 * A vendor's promise told back, kept or broken ("our old provider promised to go live in March and
 * never did", "your colleague swore it'd be ready by May"): the date is theirs, no timeline of the
 * buyer's. Only promising verbs: "our supplier told us the contract ends in June" still dates it.
 */
const VENDOR_PROMISED = "@your/@the/@our @old/@last/@previous/@former/@current/@new? @supplier/@suppliers/@provider/@providers/@vendor/@vendors/@rep/@reps/@salesman/@salesperson/@colleague/@installer/@installers/@contractor/@contractors/@developer/@developers/@agency/@company/@firm @promised/@swore/@assured/@guaranteed/@pledged ** ** **"

const PAST_OR_ELSEWHERE: ReadonlyArray<string> = [...LONG_PAST, VENDOR_EVENT, PAST_CHECK, VENDOR_PROMISED]

/** The fields of the problem and its effects, which a past episode may still tell. */
const PROBLEM_FIELDS = new Set(["bant.need", "meddic.identify_pain", "spiced.situation", "spiced.pain", "spiced.impact", "champ.challenges"])

/** Adds the guess patterns to a sales field's `elsewhere`, and the long-past ones unless it is a problem's field. */
export const readsGuessesAndPastAside = (key: string, rubric: Rubric): Rubric => ({
  ...rubric,
  elsewhere: [...(rubric.elsewhere ?? []), ...GUESSED, ...(PROBLEM_FIELDS.has(key) ? [] : PAST_OR_ELSEWHERE)]
})
