// The fields challenge (fieldsSettingDomains.ts): presence fields read on a word of the setting
// and short chat answers to the agent's question, each beside a near miss; 44 messages over three
// rubrics of our own. On the scorer at the branch point 9 messages were wrong; after the fields
// reading (a weekday cut short in a chat answer, "weds") 8.
// KNOWN_MISSES are asserted still wrong, so a reading that mends one must take it off the list.
import { FIELDS_SETTING_DOMAINS } from "./fieldsSettingDomains.js"
import { runFieldCases } from "./fieldRuns.js"

/**
 * Still wrong: "fri" to "When does it need fitting?" (the question names no word of the field, and
 * reading "When …?" as asking for any field of days cost a dev2 check status), an ordinal of a shop ("our 2nd shop") read as a date, a shopfront's width beside a
 * staff count read as the sign's size, a day read as a group's size, and a short chat answer read
 * as the field the question did not ask for (a bare "6" to "How many paddlers?" as a date, "sat
 * 21st" and "25 a head" as a group's size, the last missed as the budget it is).
 */
const KNOWN_MISSES: ReadonlyArray<string> = [
  "We're opening our 2nd shop and need a fa / install_date",
  "We're opening our 2nd shop and need a fa / install_date",
  "The shopfront is 5 metres wide and we ha / sign_size",
  "We did the long route last year; this ti / group_size",
  "When does it need fitting? / fri / install_date",
  "How many paddlers? / 6 / trip_date",
  "Which date? / sat 21st / group_size",
  "Any budget in mind? / about 25 a head / group_size",
  "Any budget in mind? / about 25 a head / budget"
]

runFieldCases(FIELDS_SETTING_DOMAINS, KNOWN_MISSES)
