// Challenge "trifix2" (round trifix2, 11-29): earlier rounds' cues a read-only review found
// over-wide. Each probe the review quoted is checked with one or two near variants of our own, and
// beside them the readings those cues were written for, which must keep their level.
// (1) "unknown user" hidden only as an error's text, not when a stranger acts.
// (2) access kept out is no breach only as a wish, not when the access already happened.
// (3) a takeover is of the account itself and unwanted, not of "account duties".
// (4) a PS after "Sent from my iPhone" is still the sender's (its haste keeps the alarm).
// (5) the unsaid-fault cues need a fault: a sign-in code, a quiet day, a slow reply are none.
import type { T9Case } from "./triage9Read.js"
import { sevCase } from "./triage13Cases.js"
import { user } from "./triageReading.js"

type Levels = ReadonlyArray<string | null>
const one = (id: string, text: string, severity: Levels) => sevCase(id, [user(text)], severity)
const CRIT: Levels = ["critical"]
const HIGH: Levels = ["high"]
const BAD: Levels = ["high", "critical"]
const QUIET: Levels = [null, "low"]
const NOT_HIGH: Levels = [null, "low", "medium"]
const NOT_CRIT: Levels = [null, "low", "medium", "high"]

/** (1) A stranger named "unknown user" who acts stays critical; the error's text does not. */
export const UNKNOWN_USER: ReadonlyArray<T9Case> = [
  one("u1-panel-export", "An unknown user logged into our admin panel last night and exported the customer list.", CRIT),
  one("u2-signed-with", "Someone signed in with an unknown user account and deleted our products.", CRIT),
  one("u3-logs-show", "Our logs show an unknown user accessed the payroll records overnight.", CRIT),
  one("u4-unrecognised-added", "An unrecognised user has been added to our admin team.", CRIT),
  one("u5-kennel-strange", "An unknown user signed in to our kennel bookings on Sunday and cancelled every stay.", CRIT),
  one("u6-page-says", "The login page says unknown user for two of our tutors, although their accounts are active.", NOT_CRIT),
  one("u7-user-unknown", "Our florists get a 'user unknown' error when they sign in on the shop tablet.", NOT_CRIT)
]

/** (2) Unauthorised access already had is a breach; a wish to keep it out is none. */
export const ACCESS_HAD: ReadonlyArray<T9Case> = [
  one("k1-block-3am", "We had to block an unauthorised login to our account at 3am, someone had our password.", CRIT),
  one("k2-failed-prevent", "Your system failed to prevent unauthorized access to our customer data, it's all been leaked.", CRIT),
  one("k3-kiln-stopped", "We only just stopped an unauthorised sign-in to our account last night, they had changed the bank details.", CRIT),
  one("k4-restrict-wish", "Can we restrict unauthorised access to the admin page?", QUIET),
  one("k5-florist-protect", "Is there a way to protect the order history against unauthorized access by temps?", QUIET)
]

/** (3) Work taken over is a handover, not a takeover. */
export const HANDOVER: ReadonlyArray<T9Case> = [
  one("h1-finance-duties", "Somebody in finance took over my account duties while I was on leave, can you add her as a user?", QUIET),
  one("h2-florist-role", "A colleague has taken over my account responsibilities from Monday, please give her admin rights.", QUIET),
  one("h3-hijacked", "Someone has taken over our account and changed the payout details.", CRIT)
]

/** (4) A PS after the mobile sign-off is the sender's: its haste keeps the alarm. */
export const SIGNED_OFF: ReadonlyArray<T9Case> = [
  one("s1-ps-losing", "Card payments fail for every customer. Could you fix it by Friday?\nSent from my iPhone\nPS we're losing sales every hour", CRIT),
  one("s2-calm-signed", "Card payments fail for every customer. Could you fix it by Friday?\nSent from my iPhone", HIGH)
]

/** (5) No fault told: a sign-in code, a quiet day, a slow reply, a setting to change. */
export const NO_FAULT: ReadonlyArray<T9Case> = [
  one("f1-2fa-code", "I get a code every time I log in.", QUIET),
  one("f1b-2fa-number", "I get a code 482913 every time I log in, is that normal?", QUIET),
  one("f2-sms-code", "I receive a code by text each time I sign in, can I turn that off?", QUIET),
  one("f3-error-code", "Getting error code E-403 every time I open the rota.", ["medium", "high"]),
  one("f4-quiet-day", "No orders have come through today. Is that normal for a bank holiday?", NOT_HIGH),
  one("f5-since-8", "No orders have come through since 8am and the checkout looks fine to us.", BAD),
  one("f6-waiting-reply", "We've been waiting forever for a reply to our last email.", NOT_HIGH),
  one("f7-upload-stuck", "The photo upload is stuck forever at ninety percent.", ["medium", "high"]),
  one("f8-timeout", "Session time-out for all users is too short, can we make it 60 minutes?", QUIET)
]
