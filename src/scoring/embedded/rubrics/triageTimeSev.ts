// Round sev (11-28): time words the deadline cues misread or missed. A standing instruction in a
// signature ("For anything urgent please ring the office") asks no haste of this ticket; a
// filing on a named day is a deadline; nobody able to buy or book for tonight is now.
// See ../text/cues.ts for the pattern syntax.
import type { Cue } from "./types.js"

export const STANDING_URGENT_VOIDS: ReadonlyArray<string> = [
  "@for @anything/@any/@something/@all/@emergencies * [@urgent/@urgently/@emergency/@emergencies] ,? ** @call/@ring/@phone/@contact/@text/@dial/@use/@email",
  "[@urgent/@emergency] @matters/@queries/@enquiries/@issues/@calls/@line/@number/@requests ,? ** @call/@ring/@phone/@contact/@text/@dial/@use/@email",
  "@in @an/@case-of/@the-event-of @emergency/@urgent ,? ** @call/@ring/@phone/@contact/@text/@dial"
]

export const TIME_SEV_CUES: ReadonlyArray<Cue> = [
  // An official filing on a day: "our accountant files the return on Thursday".
  ["files-the/files-our/files-their/files-its/filing/submits/submitting/lodges/lodging * out? * on? {weekday}/tomorrow", 0.7, "soon"],
  // Nobody able to buy, book or board for a happening today: "nobody can buy seats for tonight's show".
  ["nobody/no-one/noone/none * !can/!could !buy/!book/!pay/!order/!purchase/!board/!enter/!reserve ** !tonight/!today/!this-morning/!this-afternoon/!this-evening", 0.72, "immediate"]
]
