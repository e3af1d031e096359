// How a customer tells a standing they already hold with the vendor — a membership, a booking, an
// account — without its name ("I've been on your flex plan since January", "as a current member",
// "we're staying in the cabin from Friday", "I paid the deposit last week"): the sender as subject
// and a mark that the tie runs now — "already", "currently", "since …", a stay or a visit dated
// ahead, a deposit or a fee paid, a regular payment — or "as a current/existing …". Read only in
// plain words (not negated, not a condition or somebody else's) and never in a question.
import type { Token } from "./text.js"

const SENDER = new Set(["i", "we", "me", "us"])
/** Verbs of holding, using or being on something ("we have", "I'm on", "we use", "I pay"). */
const HOLDING = new Set(["have", "ve", "got", "am", "m", "are", "re", "been", "use", "pay", "rent", "hold", "work", "works"])
/** Marks that the tie runs now. */
const RUNNING = new Set(["already", "currently", "since"])
/** Adjectives of a standing held ("as a current member", "an existing customer"). */
const HELD = new Set(["current", "existing", "regular", "longstanding", "long-standing", "returning"])
/** Verbs of a stay or visit ahead ("we're staying …", "we're due …", "we arrive on …"). */
const STAY = new Set(["staying", "due", "arriving", "arrive", "booked", "checking"])
/** What paying marks as a booking held ("paid the deposit", "paid the balance"). */
const PAID_FOR = new Set(["deposit", "balance", "booking", "fee", "fees", "subscription", "membership"])
/** Periods of a regular payment ("I pay monthly"). */
const REGULAR = new Set(["monthly", "annually", "yearly", "weekly"])
const REACH = 10

/** Days a stay is dated by ("we arrive on Saturday"): the tokenizer leaves them plain words. */
const WEEKDAYS = new Set(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"])

const ahead = (window: ReadonlyArray<Token>): boolean =>
  window.some((t) => t.cls === "time" || t.norm === "from" || t.norm === "tomorrow" || t.norm === "next" || WEEKDAYS.has(t.norm))

/** Whether tokens[from, to) tell a standing the sender holds with the vendor now (see above). Not in a clause that asks. */
export const tellsStanding = (tokens: ReadonlyArray<Token>, from = 0, to = tokens.length): boolean => {
  const span = tokens.slice(from, to)
  if (span.some((t) => t.norm === "?")) return false
  // "As a current member …", "as an existing customer …".
  if (span.some((t, k) => t.norm === "as" && t.mod === 0 && ["a", "an"].includes(span[k + 1]?.norm ?? "") && HELD.has(span[k + 2]?.norm ?? ""))) return true
  for (let k = 0; k < span.length; k++) {
    if (!SENDER.has(span[k]!.norm) || span[k]!.mod !== 0) continue
    const window = span.slice(k + 1, k + 1 + REACH)
    const plain = window.filter((t) => t.cls !== "punct")
    if (plain.some((t) => t.mod !== 0)) continue
    const holding = plain.slice(0, 3).some((t) => HOLDING.has(t.norm))
    if (holding && plain.some((t) => RUNNING.has(t.norm) || REGULAR.has(t.norm))) return true
    if (plain.slice(0, 3).some((t) => STAY.has(t.norm)) && ahead(plain)) return true
    if (plain.slice(0, 3).some((t) => t.norm === "paid") && plain.some((t) => PAID_FOR.has(t.norm))) return true
  }
  return false
}
