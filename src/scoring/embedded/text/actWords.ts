// The kind of act a customer's sentence performs, whatever its topic: telling a fault, asking what
// something costs, asking for a time, calling a regular service off, complaining, wanting something
// new, telling a service that did not happen, asking what to do, telling a theft or a loss. A
// classification category named after such an act ("repair", "price", "booking", "cancellation")
// is stated by the act in other words ("the spring has snapped", "what do you charge", "are you
// free on the 14th", "we won't need you after June"), which shares neither words nor, in the
// static vectors, much meaning with the category's one or two examples. Read by
// engine/categoryActs.ts on the customer's own present sentences.
import type { Token } from "./text.js"
import { asksForWork, tellsFault } from "./workWords.js"

export type Act = "fault" | "price" | "booking" | "change" | "cancel" | "complaint" | "acquire" | "missed" | "advice" | "theft" | "loss"

/** The norms of a run of words, space-separated and padded, for the phrase patterns below. */
const spelled = (tokens: ReadonlyArray<Token>): string => ` ${tokens.map((t) => t.norm).join(" ")} `

/** Owners and articles before "flat" that make it a home ("the flat I rent out"), not a tyre gone flat. */
const HOME_BEFORE = new Set(["a", "the", "my", "our", "his", "her", "their", "your", "this", "that", "ground", "first", "top"])
/** Words between an owner and "flat" that keep it a home ("our new flat", "my rented flat"). */
const HOME_KIND = new Set(["new", "old", "own", "rented", "little", "studio", "shared", "council", "basement"])
const homesLeft = (tokens: ReadonlyArray<Token>): ReadonlyArray<Token> =>
  tokens.filter((t, k) => {
    if (t.norm !== "flat") return true
    const before = tokens[k - 1]?.norm ?? ""
    return !(HOME_BEFORE.has(before) || (HOME_KIND.has(before) && HOME_BEFORE.has(tokens[k - 2]?.norm ?? "")))
  })

/** Dirt and bare judgements ("the toilets were filthy", "an awful job"): a clean not done well, not a thing's fault. */
const SOILED_OR_JUDGED = new Set(["dirty", "filthy", "grubby", "stain", "stained", "stains", "awful", "terrible"])

/** An amount taken off a sum ("could that come off next month's payment"), not a part come off its place. */
const MONEY_OFF = /\b(come|comes|came|coming) off ([a-z']+ ){0,3}(bill|bills|payment|payments|invoice|price|total|rent|balance|account|fee|fees)\b/

/** A question mark, or a clause opening as a question does ("hello, how expensive is it"). */
const isQuestion = (tokens: ReadonlyArray<Token>): boolean =>
  tokens.some((t, k) => t.norm === "?" || (t.cls === "word" && (k === 0 || tokens[k - 1]!.cls === "punct") && QUESTION_OPENERS.has(t.norm)))
const QUESTION_OPENERS = new Set(["what", "how", "which", "is", "are", "do", "does", "would", "could", "can", "will"])

/** Price nouns and judgements; "charge" only as asked ("what do you charge"), never "I was charged". */
// Not "rate" or "tariff" ("the export tariff", "an interest rate") nor "afford": other amounts than the vendor's price.
const PRICE = /\b(price|prices|pricing|priced|cost|costs|costing|quote|quotation|estimate|fee|fees|expensive|cheap|cheaper|discount|discounts)\b/
/** "how much is it", "how much for two": not "how much would I save / we use", an amount of the sender's own. */
// "how much does she sleep", "how much do they eat": an amount of the child's or the thing's, no price; "do/does" only with cost or charge.
const HOW_MUCH = /\bhow much (for|per|extra|\?|(is|are|r|would|will|could) (?!(i|we|my|our|me|us|he|she|they)\b)[a-z]+|(does|do|did) ([a-z]+ ){1,4}(cost|charge))/
const ASKED_CHARGE = /\b(you|they|we) charge\b|\bcharge (for|per|to)\b|\ba charge\b/
/** What a price question is about: another cost told as a grievance ("the price went up") asks nothing. */
const PRICE_GRIEF = /\b(went up|gone up|increase|increased|overcharged|too much|rip off)\b/

const asksPrice = (tokens: ReadonlyArray<Token>, text: string): boolean => {
  if (PRICE_GRIEF.test(text)) return false
  const word = PRICE.test(text) || HOW_MUCH.test(text) || (isQuestion(tokens) && ASKED_CHARGE.test(text))
  return word && (isQuestion(tokens) || asksForWork(tokens) || /\b(give|send|get|like|need|want|after) (me |us )?(a |an |some )?(rough |ballpark |idea of )?(price|quote|quotation|estimate|costing)/.test(text))
}

/** A time named for the work: a weekday, a date, a clock time, a part of the day, a near week. */
const WHEN = /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|tomorrow|weekend|morning|mornings|afternoon|afternoons|evening|evenings|next week|this week|next month|\d{1,2}(st|nd|rd|th)|\d{1,2}(am|pm))\b/
/** Nouns and verbs of holding a time. */
const SLOT = /\b(slot|slots|appointment|appointments|availability|reserve|reserved|book in|book a|book an|book me|book us|rebook|reschedule|rearrange|rearranged|a space|a place)\b/
const FREE = /\b(are|is) (you|anyone|someone|somebody) (free|available)\b|\bhave you (got|any)\b/

const asksTime = (tokens: ReadonlyArray<Token>, text: string): boolean => {
  // "I booked …", "was booked": a time held before, background to what is asked now.
  if (/\b(i|we) (booked|reserved)\b|\bwas (booked|reserved)\b/.test(text) && !/\b(can|could|would|like|want|need) /.test(text)) return false
  const asked = isQuestion(tokens) || asksForWork(tokens) || /\b(i|we)( would| d)? like to\b|\bplease\b/.test(text)
  return asked && (SLOT.test(text) || (WHEN.test(text) && (FREE.test(text) || asksForWork(tokens))))
}

/** A held time or order moved or altered ("move us from the Friday to the Saturday", "swap the date"). */
const CHANGE = /\b(move|moving|change|changing|swap|switch|amend|alter|bring forward|push back|postpone) (it|us|me|my|our|the|this|that|them|her|him)\b(?! (house|home|flat))|\b(instead of|bring forward|push back|postpone)\b/

/** A regular service called off in other words: no longer needed, given a miss, stopped from now on. */
const CALL_OFF = [
  /\b(no longer|not any more|not anymore) (need|want|require|use)\b/,
  /\b(will|shall|do|does) not (need|want|require) (you|your|the|it|them|us|any)\b/,
  /\bgive (it|them|the [a-z ]{1,25}|our [a-z ]{1,25}|my [a-z ]{1,25}) a miss\b/,
  /\b(stop|end|pause) (my|our|the) [a-z ]{0,25}(clean|cleaning|visits|service|subscription|membership|lessons|deliveries|round|plan)\b/,
  // "can we call it off", "we'll have to call the party off"
  /\bcall (it|this|that|them|the [a-z]+|our [a-z]+) off\b/
]

/** A let-down told as such. */
// Not a bare "unhappy" or "disappointed": a child unhappy at drop-off, a friend disappointed, tell no grievance with the vendor.
const COMPLAINT = /\b(unacceptable|appalling|disgraceful|let down by|fed up with|(disappointed|unhappy) (with|by|in|that)|disappointing|disappointment|complain|complaint|rude)\b/
/** Complaints told through a negator, read before negated words are dropped. */
const COMPLAINT_NEGATED = /\b(not good enough|not happy with|not acceptable)\b/
const complains = (tokens: ReadonlyArray<Token>, text: string): boolean =>
  COMPLAINT_NEGATED.test(text) || COMPLAINT.test(spelled(tokens.filter((t) => t.mod !== 1)))

/** Wanting something new: buying, having one fitted or put in, or needing one ("after something modern", "needs something bigger"). */
const ACQUIRE = [
  /\b(buy|purchase|in stock|for sale|new one|new ones|replacement for)\b/,
  /\b(are|am|m|re|is) after (a|an|some|something|one|new)\b/,
  /\b(need|needs|want|wants|looking for|after) (a new|new|something|some new|another)\b/,
  /\b(will|would|d|going to) need (new |some |two |a pair of )?[a-z]+s\b/
]
/** Fitting or putting in, wanted: "we'd like a door fitted", "can you install …", "interested in having one put in". */
const FITTING = /\b(fit|fitted|install|installed|put in|putting in)\b/
const WANTING = /\b(like|want|wants|need|needs|looking|after|interested)\b/

/** Wanting new kit, fitted or bought, whatever else the words tell (a fault may be told as the reason). */
export const wantsNew = (tokens: ReadonlyArray<Token>): boolean => {
  const text = spelled(tokens)
  return ACQUIRE.some((re) => re.test(text)) || (FITTING.test(text) && (WANTING.test(text) || asksForWork(tokens)))
}

/** A service that did not happen: not emptied, never came, passed by. */
const MISSED = [
  /\b(not|never|nobody has|no one has|nobody) (been )?(emptied|empty|collected|collect|picked up|come|came|turned up|showed up|arrived|delivered)\b/,
  /\b(went|drove|go) (right )?(past|by) (our|my|the)\b/,
  /\bstill (sitting|full|out|waiting|on the)\b/
]

/** Asking what to do or take: "what can I give him", "should I be worried", "which … would you recommend". */
const ADVICE = /\b(recommend|suggest|advise|advice|should (i|we) (be|take|use|give|see|try|stop|keep|worry|do|go)|what can (i|we) (give|take|use|do|try)|is it safe|what do i do)\b/

/** Taken by someone: stolen, snatched, broken into. */
const THEFT = /\b(stolen|stole|snatched|nicked|pinched|robbed|mugged|burgled|burglary|broken into|pickpocketed|took my|took it|taken from)\b/

/** Gone astray: lost, left somewhere, not found. "lost my temper / patience / way" is no loss of a thing. */
const LOSS = /\b(lost (it|them|my|our|his|her)(?! (temper|patience|way|mind|voice|job|nerve|track|signal|connection|weight))|left (it|them|my [a-z]+) (in|on|at)|can not find|cannot find|could not find|misplaced|fell out of|gone missing|went missing|(been|anyone|anybody|someone|somebody) handed (it |them |one |a [a-z]+ |in)|handed in)\b/

/** A question asked idly, for later: no work wanted now (a price may still be asked so). */
const IDLE = /\b(out of curiosity|just curious|for future reference|only thinking|just thinking|nothing needed yet)\b/

/** A thing asked brought back to working ("get the old clock going again", "back to working order"): a repair asked without a fault told. */
const RESTORE = /\b(get|getting|bring|put) (it|them|[a-z']+( [a-z']+){0,3}) (going|running|working|ticking) again\b|\bback (in|into|to) (working|running) order\b|\bback up and running\b/

/** Goods asked for by a question about the vendor's stock ("do you have any in stock?"). */
const STOCK = /\b(in stock|for sale|buy|purchase|sell)\b/

/**
 * Whether a customer's sentence performs the act. A question about what the vendor offers
 * (`offer`: "do your engineers fit hobs?") asks no work, though it may ask a price or stock.
 */
export const performs = (act: Act, tokens: ReadonlyArray<Token>, offer = false): boolean => {
  const text = spelled(tokens)
  if ((offer || IDLE.test(text)) && act !== "price" && !(act === "acquire" && STOCK.test(text))) return false
  switch (act) {
    case "fault":
      // "broken into" is a theft, not a thing broken; a sum "come off the bill" is a deduction, not a part come off.
      return (RESTORE.test(text) || tellsFault(homesLeft(tokens).filter((t) => !SOILED_OR_JUDGED.has(t.norm)))) && !/ broken into /.test(text) && !MONEY_OFF.test(text)
    case "price":
      return asksPrice(tokens, text)
    case "booking":
      return asksTime(tokens, text)
    case "change":
      return CHANGE.test(spelled(tokens.filter((t) => t.mod !== 1)))
    case "cancel":
      return CALL_OFF.some((re) => re.test(text))
    case "complaint":
      return complains(tokens, text)
    case "acquire":
      return !tellsFault(homesLeft(tokens)) && wantsNew(tokens)
    case "missed":
      return MISSED.some((re) => re.test(text))
    case "advice":
      return ADVICE.test(text)
    case "theft":
      return THEFT.test(text)
    case "loss":
      return LOSS.test(text)
  }
}

/** Name words of a category that name an act. */
const NAMES: ReadonlyArray<readonly [Act, ReadonlyArray<string>]> = [
  ["fault", ["repair", "repairs", "fix", "fixes", "fault", "faults", "breakdown", "breakdowns", "damage", "damaged", "defect", "defects", "malfunction", "broken"]],
  ["price", ["price", "prices", "pricing", "cost", "costs", "quote", "quotes", "quotation", "quotations", "estimate", "estimates", "fee", "fees", "rates", "tariff"]],
  ["booking", ["booking", "bookings", "appointment", "appointments", "reservation", "reservations", "scheduling", "slot"]],
  ["change", ["change", "changes", "amendment", "amendments", "amend", "reschedule", "rescheduling", "modification", "alteration", "alterations"]],
  ["cancel", ["cancel", "cancellation", "cancellations", "cancelling", "termination", "unsubscribe"]],
  ["complaint", ["complaint", "complaints", "complain", "grievance"]],
  ["acquire", ["purchase", "purchases", "buy", "buying", "sale", "sales", "install", "installation", "installs", "fitting"]],
  ["missed", ["missed", "failed", "noshow"]],
  ["advice", ["advice", "advise", "guidance"]],
  ["theft", ["theft", "thefts", "stolen", "robbery", "burglary"]],
  ["loss", ["loss", "lost"]]
]

/** Acts done to a thing: a name that also names the thing ("road_defect", "unit_change") is that thing's, not any. */
const OF_A_THING: ReadonlySet<Act> = new Set(["fault", "change", "acquire"])
/** Name words that add no thing to an act ("repair_job", "general_enquiry", "new_install"). */
// "report", "equipment", "kit": a report of the act or any kit, no particular thing ("fault_report", "equipment_fault").
const GENERIC = new Set(["report", "reports", "equipment", "kit", "request", "requests", "enquiry", "inquiry", "query", "job", "jobs", "visit", "call", "general", "new", "other", "issue", "type", "work", "service", "a", "an", "the", "of", "or", "and", "to", "for"])

/**
 * The acts a category's name is read for, each brought back from custcat3 and gated (branches
 * custcls4, custcls5). Fault came back in custcls5, barred where the message wants new kit
 * (actAside.ts) and with dirt told no fault. Not "price": narrowed by a bill, funding or a place
 * asked anywhere the customer wrote, it still cost a calibration nursery's enquiry type a case
 * where it decided (custcls5 gates 1-2); performs() and actAside.ts keep its narrowings for a next try.
 */
const READ: ReadonlySet<Act> = new Set<Act>(["fault", "complaint", "booking", "change", "cancel", "missed", "theft", "loss", "advice", "acquire"])

/** The acts a category's name names ("missed_collection" → missed, "price_enquiry" → price; "road_defect" none). */
export const actsOfName = (name: string): ReadonlyArray<Act> => {
  const words = name.toLowerCase().split(/[^a-z]+/).filter((w) => w.length > 0)
  return NAMES.filter(([a, ws]) => {
    if (!READ.has(a)) return false
    const own = words.filter((w) => ws.includes(w))
    return own.length > 0 && (!OF_A_THING.has(a) || words.every((w) => own.includes(w) || GENERIC.has(w)))
  }).map(([a]) => a)
}
