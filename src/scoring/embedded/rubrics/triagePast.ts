// A fault told as a past episode (round triage11): an outage dated to a period gone by ("last
// month's outage", "back in March the payment page was down", "a few weeks ago it crashed") is
// history the sender asks about, not a fault standing now; and a fault told mended before the
// message ("it cleared by itself", "your team fixed it the same afternoon", "no action needed").
// "Last night", "this morning" and "since …" tell a fault still standing and are left alone.
// See ../text/cues.ts for the pattern syntax.
import type { Cue } from "./types.js"

/** Words of a fault that strikes and stops. */
const FAULTS =
  "@down/@offline/@outage/@outages/@downtime/@crashed/@crash/@broken/@failed/@failing/@errors/@error/@unavailable/@unreachable/@incident/@froze/@frozen"
/** A period gone by, after "last" or "previous" (not "night", "hour": those are still now). */
const GONE_BY = "@week/@month/@year/@weekend/@spring/@summer/@autumn/@winter/@quarter/@term/@season"

/** The fault words hidden where they are dated to a period gone by. */
export const PAST_VOIDS: ReadonlyArray<string> = [
  // "Last month's outage, when the app went down on a Saturday": the outage and the clause telling it.
  `@last/@previous ${GONE_BY} 's? [${FAULTS}] ,? @when/@where? ** [${FAULTS}]`,
  `@last/@previous ${GONE_BY} 's? [${FAULTS}]`,
  // A story opened by the period: "Last month the portal was down for a day" (not "since last month": a clause opens at "last").
  `^ @last/@previous ${GONE_BY} ** [${FAULTS}]`,
  // What it cost then: "last year's outage, when …, lost us a few sales".
  `@last/@previous ${GONE_BY} 's? @outage/@outages/@downtime/@incident ,? ** ** ,? ** ** [@lost/@cost] @us/@me/@them`,
  `@back @in/@on/@during @the? {month}/{year}/@spring/@summer/@autumn/@winter ** [${FAULTS}]`,
  `{num}/@a/@few/@couple/@several * @weeks/@months/@years/@week/@month/@year @ago ** [${FAULTS}]`,
  `[${FAULTS}] ** @weeks/@months/@years @ago`
]

/** A fault told mended before the message was written. */
export const PAST_DENY_CUES: ReadonlyArray<Cue> = [
  ["cleared/sorted/fixed/resolved/recovered/righted * by-itself/on-its-own/itself", 0.95],
  ["you/team/support/engineers/developers/guys fixed/sorted/resolved/solved it/that/this/everything", 0.9],
  ["no action needed/required/necessary", 0.9],
  // The same told in a relative clause: "was down for an hour, which you fixed quickly".
  ["which/that * you/team/support/engineers/developers * fixed/sorted/resolved/solved/restored", 0.9]
]

/** A past episode asked about: whether the vendor had one, whether it is mended for good (low). */
export const PAST_ASKED_CUES: ReadonlyArray<Cue> = [
  ["was/were there * outage/incident/problem/issue/fault * on? * your * side/end", 0.7, "low"],
  ["has/have/is/was * that/it/this/they * been? fixed/sorted/resolved * for-good/permanently", 0.7, "low"]
]
