// What the rest of a customer's message says against reading a price asked or a fault told as the
// act a category names (branch custcls5; custcls4 found both acts cost calibration rubrics where
// they decided). A question of money about a bill, a payment or who funds it asks no price of the
// vendor's work ("why is there a charge on this invoice", "is it funded"); a fee asked beside a
// wish for a place or a space ("any spaces on Fridays? and the fees?") is an enquiry about the
// place. A fault told beside a wish for new kit or an install ("the boiler leaks again, we want a
// heat pump fitted instead") is told as the reason for the new kit, not asked mended.
import type { Act } from "./actWords.js"
import { wantsNew } from "./actWords.js"
import type { Token } from "./text.js"

/** A sum billed, owed or paid, or who pays for it: money told of, not a price asked. */
const BILLED = /\b(bill|bills|billed|billing|invoice|invoices|invoiced|statement|owe|owed|owing|paid|charged|direct debit|refund|refunded|overpaid|funded|funding|grant|grants|voucher|vouchers|subsidy|subsidised|subsidized|tax free)\b/
/** A place or a space asked for: the enquiry is about the place, whatever it costs. */
const PLACE = /\b(space|spaces|place|places|room for|availability|available|vacancy|vacancies|waiting list|still taking|any left)\b/

const spelled = (tokens: ReadonlyArray<Token>): string => ` ${tokens.map((t) => t.norm).join(" ")} `

/** New kit asked for in other words: the old one replaced, upgraded, or a quote (a repair is rarely quoted first). */
const RENEWED = /\b(replace (it|them|the [a-z]+|our [a-z]+|my [a-z]+) with|replacing|replacement|upgrade|upgrading|quote|quotation)\b/

/**
 * Whether the customer's message (`message`, its tokens) bars reading `act` in any of its
 * sentences; a place asked anywhere the customer wrote (`customer`) bars a price too.
 */
export const barredByMessage = (act: Act, message: ReadonlyArray<Token>, customer: ReadonlyArray<Token> = message): boolean => {
  if (act === "price") return BILLED.test(spelled(message)) || PLACE.test(spelled(customer))
  if (act === "fault") return wantsNew(message) || RENEWED.test(spelled(message))
  return false
}
