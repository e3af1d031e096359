// Questions for the front desk, not for any of the jobs a custom classification tells apart: when
// the vendor is open ("are you open on bank holidays?", "what time do you shut on Saturdays?") and
// an invoice, a charge or a payment already made ("I was charged twice", "could you resend the
// invoice?"). Their words are like a category's examples by chance (a weekday beside a booking, the
// job the invoice was for), so tune sets C, D and I read them as that category. The rubric decides:
// where a category's name or one of its examples speaks of opening times (a "visit" taught by
// "when are you open to try a session?") or of billing (a "billing" category), the question is that
// category and is read as any other sentence.
import type { Unit } from "../text/units.js"
import type { DetModel } from "./model.js"
import type { CustomerSentence } from "./customerSentences.js"
import { namesCategory } from "./categoryWords.js"

/** What may follow "open"/"close"/"shut" when it is about hours: a day, a time, a season, the question's end. */
const WHEN_AFTER = String.raw`(?=\s*(?:[?.!,]|$|on\b|at\b|over\b|during\b|in\s+the\b|until\b|till\b|late\b|early\b|this\b|next\b|tomorrow\b|today\b|tonight\b|every\b|each\b|between\b|around\b|from\b|(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|weekends?\b|weekdays\b|bank\b|for\s+(?:business|callers|visitors)\b|to\s+(?:callers|visitors|the\s+public)\b))`
/**
 * What the question asks the opening times of: the vendor ("you", "your") or its premises ("the
 * shop", "the pool's"), not a thing or a job ("is it closed at the bottom", "the door").
 */
const PLACE = String.raw`(?:you|u|they|the\s+(?:shop|store|office|branch|workshop|studio|showroom|yard|salon|pool|gym|centre|center|site|depot|counter|reception|caf[eé]|warehouse|garage|clinic|surgery|bakery|premises|unit|gallery|museum|library|restaurant|bar|park|farm|sauna|spa|school|business)(?:['’]s)?)`
/** Hours that are no opening times: a job's "labour hours", "hours on a full rebuild". */
const NOT_OPENING = String.raw`(?!labou?r\b|man\b|billable\b|working\b|engine\b|running\b|flying\b)`
const JOB_AFTER = String.raw`(?!\s+(?:on|for|to)\s+(?:a|an|the|my|our|this)\b)`
/** A question of when the vendor is open: opening hours or times, "are you open …", "what time do you close …". */
export const HOURS = new RegExp(
  String.raw`\b(?:open(?:ing)?\s+(?:hours|times)|(?:what|which)\s+(?:are\s+)?(?:your|the)\s+(?:${NOT_OPENING}[\w']+\s+){0,3}?hours\b${JOB_AFTER}|your\s+hours\b${JOB_AFTER}|(?:what\s+time|when)\s+(?:(?:do|does|are|is|will)\s+)?(?:${PLACE}|it)\s+(?:open|close|shut|closing|opening)${WHEN_AFTER}|(?:are|is)\s+${PLACE}\s+(?:still\s+|normally\s+|usually\s+|also\s+)?(?:open|closed)${WHEN_AFTER}|(?:do|does)\s+${PLACE}\s+(?:open|close|shut)${WHEN_AFTER})|^\W*(?:opening\s+)?hours\s*\?`,
  "iu"
)
/** A question, asked with its mark or by its opening word ("hi are you open on sundays"). */
const ASKED = /\?|^\W*(?:(?:hi|hello|hey|hiya)\W+)?(?:are|is|do|does|what|when|could|can)\b/iu
/** A bill, a charge or a payment already made or owed: an invoice, a receipt, charged twice, a refund, a card on file. */
// "A paid plan" is a tier asked for, not a payment made.
const BILLING = /\b(?:invoice[sd]?|receipts?|(?:over|double[\s-]?)?charged|billed|refund(?:ed)?|payments?|paid(?!\s+(?:plan|version|tier|subscription|account|membership|option|upgrade|licen[cs]es?)\b)|direct\s+debit|card\s+(?:on\s+file|details))\b/iu
/**
 * A job beside the bill: a new one asked ("I'd like to pay a deposit to book …"), the job the bill
 * was for ("charged twice for my check-up", which a category may still want), a fault after
 * a turn ("I paid for it but …") or a visit with the papers ("I can come in with the receipts").
 * Then the sentence is read as any other.
 */
const NEW_JOB = /\b(?:book|booking|reserve|hire|quote|order\s+(?:a|an|some|\d+)|for|but|though|however|come\s+in|pop\s+in|drop\s+in|call\s+in|meet|visit|bring)\b/iu
/** A fault or trouble told beside the bill ("the strings I paid for have snapped"): the fault is the matter. */
const FAULT = /\b(?:snapped|broke|broken|breaks|stopped|stops|cracked|split|leak(?:s|ed|ing)?|fault(?:y|s)?|fail(?:ed|s)?|damaged|jammed|stuck|died|dead|wrong\s+with|went\s+cold|not\s+(?:working|heating|running|starting)|won['’]?t|doesn['’]?t|didn['’]?t|isn['’]?t|wasn['’]?t)\b|\bcan['’]?t\s+get\b/iu
/** Work asked or told beside the bill ("please go ahead and rehair the bow", "to have fitted"): the job is the matter. */
const WORK = /\b(?:go\s+ahead|fit|fitted|fix|fixed|repair|repaired|mend|mended|replace|replaced|service|serviced|do\s+the|start\s+(?:on|the)|carry\s+on|make|made|deliver|collect)\b/iu
/** Words of a category's examples: a bill that speaks of one ("the stove", "the bow") is about that job. */
const STOP = new Set(["about", "after", "again", "could", "would", "should", "there", "their", "these", "those", "which", "where", "while", "please", "thanks", "first", "since", "through", "every", "other", "before", "being", "still", "really", "might", "thing", "things", "something"])
const exampleWords = (texts: ReadonlyArray<string>): ReadonlySet<string> =>
  new Set(texts.flatMap((t) => t.toLowerCase().split(/[^a-z]+/).filter((w) => w.length > 4 && !STOP.has(w))))
/** A purpose beside the hours asked ("open on Saturdays for cleanings?"): the purpose may be a category. */
const PURPOSE = /\bfor\s+(?!business\b|callers\b|visitors\b|the\s+(?:public|holidays?|summer|weekend|break|festive)\b|christmas\b|easter\b|new\s+year\b)\w+|\bto\s+(?:get|have|book|bring|see|drop|try|do)\b/iu
/** How a rubric teaches either matter: its words in a category's name or an example. */
const TEACHES_HOURS = /\b(?:open|opening|closed?|closing|hours)\b/iu
const TEACHES_BILLING = /\b(?:invoices?|bill|bills|billing|billed|charges?|charged|payments?|pay|paid|refunds?|fees?|account|funding|price|prices|cost)\b/iu

const taught = new WeakMap<DetModel, { readonly hours: boolean; readonly billing: boolean; readonly words: ReadonlySet<string> }>()
/** What the rubric's categories are taught by, read once per compiled detector. */
const teaching = (m: DetModel) => {
  let t = taught.get(m)
  if (t === undefined) {
    const examples = m.spec.examples.filter((e) => e.category !== undefined).map((e) => e.text)
    const texts = [...m.categories.map((c) => c.replace(/_/g, " ")), ...examples]
    taught.set(m, (t = { hours: texts.some((x) => TEACHES_HOURS.test(x)), billing: texts.some((x) => TEACHES_BILLING.test(x)), words: exampleWords(examples) }))
  }
  return t
}

/** Whether a customer sentence only asks when the vendor is open, where no category is taught by opening times. */
const hoursAsked = (m: DetModel, u: Unit, text: string): boolean => {
  if (m.builtin || m.severityOrder !== null || u.source !== "user" || !HOURS.test(text) || !ASKED.test(text) || PURPOSE.test(text)) return false
  return !teaching(m).hours && !namesCategory(m, text)
}

/**
 * Whether a sentence is about a bill and nothing else: no job beside it (`NEW_JOB`), no fault or
 * work told, no category named and no word of a category's examples ("the stove … so we'd like a
 * refund" is the fault's matter, "I've paid, please go ahead and rehair the bow" the job's).
 */
const billOnly = (m: DetModel, text: string): boolean => {
  if (!BILLING.test(text) || NEW_JOB.test(text) || FAULT.test(text) || WORK.test(text) || namesCategory(m, text)) return false
  const words = teaching(m).words
  return !text.toLowerCase().split(/[^a-z]+/).some((w) => words.has(w))
}

/**
 * Whether the customer's sentences are only opening-times questions and billing matters (each where
 * no category is taught by it), with manners. Read on the whole message, not a sentence at a time:
 * an opening-times question beside a request is left in, since leaving it out moves the reading of
 * the message as a whole (a dev suite's check half lost a category that way).
 */
export const deskOnly = (m: DetModel, sentences: ReadonlyArray<CustomerSentence>): boolean => {
  if (m.builtin || m.severityOrder !== null) return false
  const billing = teaching(m).billing
  let asks = 0
  for (const { unit, text } of sentences) {
    if (!billing && billOnly(m, text)) asks++
    else if (hoursAsked(m, unit, text)) asks++
    else return false
  }
  return asks > 0
}
