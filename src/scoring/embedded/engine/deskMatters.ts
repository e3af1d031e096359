// Questions for the front desk, not for any of the jobs a custom classification tells apart: when
// the vendor is open ("are you open on bank holidays?", "what time do you shut on Saturdays?") and
// an invoice, a charge or a payment already made ("I was charged twice", "could you resend the
// invoice?"). Their words are like a category's examples by chance (a weekday beside a booking, the
// job the invoice was for), so tune sets C, D and I read them as that category. The rubric decides:
// where a category's name or one of its examples speaks of opening times (a "visit" taught by
// "when are you open to try a session?") or of billing (a "billing" category), the question is that
// category and is read as any other sentence.
import type { Message } from "../../../domain/types.js"
import type { Unit } from "../text/units.js"
import type { DetModel } from "./model.js"
import { customerSentences } from "./customerSentences.js"

/** What may follow "open"/"close"/"shut" when it is about hours: a day, a time, a season, the question's end. */
const WHEN_AFTER = String.raw`(?=\s*(?:[?.!,]|$|on\b|at\b|over\b|during\b|in\s+the\b|until\b|till\b|late\b|early\b|this\b|next\b|tomorrow\b|today\b|tonight\b|every\b|each\b|between\b|around\b|from\b|(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|weekends?\b|weekdays\b|bank\b|for\s+(?:business|callers|visitors)\b|to\s+(?:callers|visitors|the\s+public)\b))`
/** A question of when the vendor is open: opening hours or times, "are you open …", "what time do you close …". */
const HOURS = new RegExp(
  String.raw`\b(?:open(?:ing)?\s+(?:hours|times)|(?:what|which)\s+(?:are\s+)?(?:your|the)\s+(?:[\w']+\s+){0,3}?hours\b|your\s+hours\b|(?:what\s+time|when)\s+(?:do|does|are|is|will)?\s*(?:you|u|the\s+[\w-]+|it|they)\s+(?:open|close|shut|closing|opening)${WHEN_AFTER}|(?:are|is)\s+(?:you|the\s+[\w-]+|it|they)\s+(?:still\s+|normally\s+|usually\s+|also\s+)?(?:open|closed)${WHEN_AFTER}|(?:do|does)\s+(?:you|the\s+[\w-]+|it)\s+(?:open|close|shut)${WHEN_AFTER})|^\W*(?:opening\s+)?hours\s*\?`,
  "iu"
)
/** A question, asked with its mark or by its opening word ("hi are you open on sundays"). */
const ASKED = /\?|^\W*(?:(?:hi|hello|hey|hiya)\W+)?(?:are|is|do|does|what|when|could|can)\b/iu
/** A bill, a charge or a payment already made or owed: an invoice, a receipt, charged twice, a refund, a card on file. */
const BILLING = /\b(?:invoice[sd]?|receipts?|(?:over|double[\s-]?)?charged|billed|refund(?:ed)?|payments?|paid|direct\s+debit|card\s+(?:on\s+file|details))\b/iu
/**
 * A job beside the bill: a new one asked ("I'd like to pay a deposit to book …"), the job the bill
 * was for ("charged twice for my check-up", which a category may still want) or a fault after
 * a turn ("I paid for it but …"). Then the sentence is read as any other.
 */
const NEW_JOB = /\b(?:book|booking|reserve|hire|quote|order\s+(?:a|an|some|\d+)|for|but|though|however)\b/iu
/** A purpose beside the hours asked ("open on Saturdays for cleanings?"): the purpose may be a category. */
const PURPOSE = /\bfor\s+(?!business\b|callers\b|visitors\b|the\s+(?:public|holidays?|summer|weekend|break|festive)\b|christmas\b|easter\b|new\s+year\b)\w+|\bto\s+(?:get|have|book|bring|see|drop|try|do)\b/iu
/** How a rubric teaches either matter: its words in a category's name or an example. */
const TEACHES_HOURS = /\b(?:open|opening|closed?|closing|hours)\b/iu
const TEACHES_BILLING = /\b(?:invoices?|bill|bills|billing|billed|charges?|charged|payments?|pay|paid|refunds?|fees?|account|funding|price|prices|cost)\b/iu

const taught = new WeakMap<DetModel, { readonly hours: boolean; readonly billing: boolean; readonly names: ReadonlyArray<string> }>()
/** What the rubric's categories are taught by, read once per compiled detector. */
const teaching = (m: DetModel) => {
  let t = taught.get(m)
  if (t === undefined) {
    const texts = [...m.categories.map((c) => c.replace(/_/g, " ")), ...m.spec.examples.filter((e) => e.category !== undefined).map((e) => e.text)]
    const names = m.categories.flatMap((c) => c.toLowerCase().split(/[^a-z]+/).filter((n) => n.length > 3))
    taught.set(m, (t = { hours: texts.some((x) => TEACHES_HOURS.test(x)), billing: texts.some((x) => TEACHES_BILLING.test(x)), names }))
  }
  return t
}

/** Whether the sentence names a category by one of its name's words ("… for puppy swims" for `puppy_intro`). */
const namesCategory = (names: ReadonlyArray<string>, text: string): boolean => {
  const words = new Set(text.toLowerCase().split(/[^a-z]+/).map((w) => w.replace(/ies$/, "y").replace(/s$/, "")))
  return names.some((n) => words.has(n.replace(/s$/, "")))
}

/** Whether a customer sentence only asks when the vendor is open, where no category is taught by opening times. */
const hoursAsked = (m: DetModel, u: Unit, text: string): boolean => {
  if (m.builtin || m.severityOrder !== null || u.source !== "user" || !HOURS.test(text) || !ASKED.test(text) || PURPOSE.test(text)) return false
  const t = teaching(m)
  return !t.hours && !namesCategory(t.names, text)
}

/**
 * Whether the customer's sentences are only opening-times questions and billing matters (each where
 * no category is taught by it), with manners. Read on the whole message, not a sentence at a time:
 * an opening-times question beside a request is left in, since leaving it out moves the reading of
 * the message as a whole (a dev suite's check half lost a category that way).
 */
export const deskOnly = (m: DetModel, all: ReadonlyArray<Unit>, input: ReadonlyArray<Message>): boolean => {
  if (m.builtin || m.severityOrder !== null) return false
  const billing = teaching(m).billing
  let asks = 0
  for (const { unit, text } of customerSentences(all, input)) {
    if (!billing && BILLING.test(text) && !NEW_JOB.test(text)) asks++
    else if (hoursAsked(m, unit, text)) asks++
    else return false
  }
  return asks > 0
}
