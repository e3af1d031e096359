// A need or a decider only wondered about (packs7, test/scoring/embedded/packs7Cases.ts): the
// words of a need or of sign-off are there, but the sender asks whether they apply, answers a
// form's need with browsing, or runs an errand on the account. `elsewhere` patterns
// (../../text/cues.ts): the bracketed words are hidden from the cues. Imports nothing.

/** What an errand changes on an account: a detail of the account, not how the work is done. */
const ACCOUNT_DETAIL =
  "card/card-details/card-on-file/address/email/email-address/password/login/username/phone-number/mobile-number/billing-details/payment-details/payment-method/contact-details/bank-details"

/** Words that close the errand's object: "the card on our account", "the address to our new office". */
const DETAIL_ENDS = "$/on/for/to/in/at/with/from/please/now/and/but/so"

/**
 * Hidden from the need: whether a need exists is asked, not told ("whether we even need a rota
 * app"); an answer of browsing ("just looking", "Interest: just browsing"); an errand on the account ("I only
 * wanted to change the card on our account"). "We need a way to log it, whether that's you or
 * not" keeps its need (the need comes first); "just looking for a way to …" keeps it (no end).
 */
export const NEED_WONDERED: ReadonlyArray<string> = [
  "@whether/@if ** [@need/@needs/@require/@requires]",
  // Wanting to know whether is a question, not a wish: "they want to know if we really need one".
  "[@want/@wants/@wanted/@wanting] @to @know/@find-out/@work-out/@figure-out/@understand/@see/@check @whether/@if",
  "[@just/@only/@merely/@simply] [@looking/@browsing] @really/@around/@for-now/@at-the-moment? $",
  // Whether what is used today will do: "or whether a spreadsheet will do" asks, it tells no lack.
  "@whether/@if ** @will/@would/@might/@could @do/@suffice/@cope $",
  // A message sent to the wrong place: "I'm in the wrong chat", "wrong window, sorry" (not "orders
  // go to the wrong address", whose subject is no sender and whose place is no chat).
  "@i/@we @am/@are/@was/@were/@clicked/@opened/@picked/@chose/@think/@must/@probably ** [@wrong] @chat/@window/@tab/@chat-window/@form/@inbox",
  "^ [@wrong] @chat/@window/@tab/@chat-window/@inbox @probably/@maybe/@sorry/@again? $",
  `[want/wants/wanted/wanting/need/needs/needed/like/help] me/us? to? update/change/edit/swap/correct/amend/reset * the/my/our/its? * ${ACCOUNT_DETAIL} ${DETAIL_ENDS}`,
  `[need/needs/want/wants/wanted] the/my/our * ${ACCOUNT_DETAIL} updated/changed/corrected/amended/reset`,
  // "That's all I need" after an errand adds no need of its own.
  "that/this is all [i/we] [need/want] $"
]

/**
 * Hidden from who decides, from the need and from the money: a question whether sign-off is needed
 * at all ("would a pilot even need budget approval?") names no one who holds it, no lack and no
 * sum; the whole question up to the consent word is hidden. "We need approval from the council"
 * is told, not asked, and stays.
 */
export const APPROVAL_ASKED =
  "^ @do/@does/@did/@will/@would/@should @we/@i/@a/@the/@this/@our/@any/@it/@you * @need/@needs/@require/@requires * @approval/@sign-off/@signoff/@permission/@go-ahead"
