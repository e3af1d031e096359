// Marks of a seller's pitch or a bulk mailing, shared by the two inboxes that set such a message
// aside: support's (notATicket.ts: no ticket) and sales' (sales/notABuyer.ts: no buyer). Each
// pattern is defined once here so the two lists cannot drift apart; each list gives it its own
// weight (a buyer asks for a call more often than a customer with a fault does). See ../text/cues.ts.

/** The sender's own record ("we have helped 40 firms", "we help over 200 clinics"), not a plea ("I need help, 2 users …"). */
export const HELPED_MARK = "@we/@i/@team @have/@has/@are/@am? @already/@now/@successfully? @helped/@helping/@help {num}/@hundreds/@thousands/@dozens/@over/@more"

/** Something offered for nothing: "we are offering you a complimentary website review". */
export const OFFER_FREE_MARK = "@offer/@offering/@give/@giving * @you * @a? @free/@complimentary"

/** The free thing itself: "a complimentary strategy session", "our free guide". */
export const FREE_THING_MARK =
  "@free/@complimentary * @audit/@consultation/@assessment/@review/@webinar/@course/@crash-course/@ebook/@e-book/@guide/@report/@analysis/@session/@workshop/@masterclass/@checklist/@slot/@strategy/@mockup/@quote"

/** "Up for a 20-minute chat on Friday?": the pitch often drops its "are you". */
export const CALL_MARK =
  "@you? * @open/@up/@interested/@free/@available * @to/@for * @a? @quick/@short/@brief/@{num}-minute? @call/@chat/@demo/@conversation/@meeting/@intro/@interview"

/** A bulk mailing's footer. */
export const UNSUBSCRIBE_MARK = "@unsubscribe+"
export const RECEIVING_BECAUSE_MARK = "@you * @receiving/@received/@getting/@get * @this * @because"
