// A fault told over in the same message: the work itself going again ("we're taking cards again",
// "orders are flowing again") or the thing back ("it went offline at 2am, it's back online now").
// Read as a denial of a standing fault, as "everything works now" is (triage.ts); a reply in a
// chat is text/correction.ts. See ../text/cues.ts for the pattern syntax.
import type { Cue } from "./types.js"

/** What stops when a fault strikes, told in the same sentence before the recovery. */
const FAULT_WORDS =
  "@down/@dead/@offline/@crashed/@crashing/@unavailable/@unreachable/@failing/@failed/@broken/@froze/@frozen/@stopped/@declining/@declined/@outage"

/** The recovery told, not denied ("still not back up" stays a fault): "back online", "back up". */
const BACK = "back up/online/to-normal"

/**
 * "Still not taking cards" is negated and stays a fault; "two of the three are taking cards again"
 * is a part recovery (triageImpact.ts), so the subject here is the whole: we, they, the tills.
 */
export const RECOVERY_DENY_CUES: ReadonlyArray<Cue> = [
  ["we/they/tills/till/terminals/terminal/readers/reader/machines/machine/shop/site/store * are/is? * taking/accepting/processing/scanning/selling * cards/card/payments/orders/bookings/tickets/money/contactless? * again | orders/payments/bookings/sales/calls/emails/messages/tickets * are/is * flowing/going-through/coming-through/coming-in/arriving * again", 0.85]
]

/** The fault's words hidden where the same sentence tells it back: what is left is the recovery. */
export const RECOVERY_VOIDS: ReadonlyArray<string> = [
  // The work going again only as a plan, not told as done: "we start taking bookings again tomorrow".
  "@start/@starts/@starting/@begin/@begins/@resume/@resumes/@hope/@hoping/@want/@need/@until/@before/@once @to? @be? [@taking/@accepting/@processing/@scanning/@selling]",
  `[${FAULT_WORDS}] ** ** ,/@but/@and ** @it/@everything/@all/@we/@they/@site/@system/@app/@service ** @is/@are/@'s/@'re/@now/@since? * ${BACK}`,
  `[${FAULT_WORDS}] ** ** ,/@but/@and ** up and running again/now`
]
