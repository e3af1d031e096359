import { checkCirc } from "./custcircCases.js"
import { DOMAINS } from "./availDomains.js"

// Availability, shifts, start dates and access windows told in other words (availDomains.ts: four
// rubrics of our own, 49 messages, 123 labels, a third near misses). On main 9 labels missed and
// 36 found where absent; with whenElse.ts (another thing's deadline, a routine told only as past) 9 and 23; with the
// vendor's hours asked about (text/vendorSide.ts, vendorq) 9 and 21.

/**
 * Labels still wrong ("case start / detector"), listed, not asserted either way. Missed: an hour in
 * words after "any time" ("any time after ten" read as no limit; the reading was measured and lost
 * a quality-dev2 check case), a window told by a neighbour at home, a day ruled out beside "any
 * other morning is fine", a form's answer. Found where absent: the vendor's hours asked about,
 * somebody else's shift, a term's or service's date, an earliest date read for both windows and
 * start, a frequency read from any time word.
 */
const KNOWN_WRONG: ReadonlyArray<string> = [
  "Mornings suit me better than late shifts / start_date",
  "Name: Dev When can you help: after 7pm o / availability",
  "Her mock exams were last Tuesday and the / subject",
  "Tuesday and Thursday nights after tea wo / subject",
  "Any time after ten, the side gate's open / access_window",
  "My neighbour is in all afternoon if you  / access_window",
  "My neighbour is in all afternoon if you  / walk_time",
  "Fridays are no good, we have guests, any / access_window",
  "We move out on the 30th and need the fla / frequency",
  "Retired last month so my days are pretty / start_date",
  "I finish my current placement on Friday, / availability",
  "My husband works nights at the hospital, / availability",
  "He gets home from school at half three a / start_date",
  "What hours are your tutors available? Do / session_time",
  "Tuesday and Thursday nights after tea wo / start_date",
  "The school term starts on the 5th. / session_time",
  "The school term starts on the 5th. / start_date",
  "The key safe is by the back door, code t / walk_time",
  "I'm working from home on Tuesdays so jus / walk_time",
  "We're out at work till late, but the con / first_clean",
  "Once every fortnight would do. The earli / access_window",
  "Fridays are no good, we have guests, any / frequency",
  "We move out on the 30th and need the fla / access_window",
  "Do your cleaners work on Sundays? / frequency",
  "Our boiler service is on the 18th, so th / access_window",
  "I'm in from lunchtime most days, so the  / first_clean",
  "Could you begin straight after the build / access_window",
  "We had a cleaner every week until she re / frequency",
  "The invoice for last month is due by the / frequency",
  "Weekends only, as we're both at the offi / frequency"
]

checkCirc(DOMAINS, KNOWN_WRONG)
