// Dates that are no purchase's (round rev9): the sender's own life dated (a phone contract or a
// gym membership running out, being home or travelling until a month) and a contract with the
// vendor told as ending and not continued ("our subscription with you expires in June and we won't
// continue"). Hidden from the timeline and critical-event cues (bant.ts, spiced.ts `elsewhere`):
// the words they match say when something else happens, not when the buyer means to buy.
// Tested in test/scoring/embedded/rev9.test.ts (rev9Cases.ts, near misses and hits both).

const DATE_WORDS = "{month}/{quarter}/{year}/{weekday}/year-end/yearend/end-of-year/christmas/easter/spring/summer/autumn/fall/winter/month/year/week"
/** Things of a private life that run on contracts or memberships of their own. */
const PRIVATE =
  "mobile/phone/gym/broadband/mortgage/tenancy/insurance/passport/visa/pension/netflix/spotify/season-ticket/membership/gym-membership/phone-contract/mobile-contract"
/**
 * Places and things a sender may also run a business from ("my home studio", "my flat's spare
 * room"): private only with the contract named right after them ("my house insurance", "my car lease").
 */
const PRIVATE_PLACES = "car/flat/house/home"
const PLACE_CONTRACTS = "insurance/lease/tenancy/mortgage/contract/policy/loan/finance/rental/tax/mot"
/** Running out, told of a contract or membership. Not a bare "up": "the new system up by March" is a go-live. */
const ENDING = "ends/end/ending/expires/expire/expiring/runs-out/running-out/lapses/finishes/is-up/are-up/renews/renewal"
/** Not carrying on with it: "we won't continue", "we've decided not to renew". */
const NOT_KEPT = "@not/@never * @continue/@continuing/@renew/@renewing/@extend/@extending/@stay/@staying/@keep/@keeping"

export const OWN_DATES: ReadonlyArray<string> = [
  // "My mobile contract ends in March", "my gym membership runs out next month": the speaker's
  // own contract, by "my" (a business says "our"). The whole clause is hidden, date included.
  `my ${PRIVATE} * contract/membership/plan/deal/policy/tenancy/lease/subscription? * ${ENDING} * in/at/on/by/next/this/end-of/the? * ${DATE_WORDS}?`,
  `my ${PRIVATE_PLACES} *1 ${PLACE_CONTRACTS} * ${ENDING} * in/at/on/by/next/this/end-of/the? * ${DATE_WORDS}?`,
  // "I'll be home by year-end", "I'm travelling until December": where the sender is, not the purchase.
  `i/we * am/are/will/be/get/getting/back * home/back-home ** [by/before/until/till/in/after/at/around] [the/end-of]? [${DATE_WORDS}]`,
  `i/we * am/are/will/be * travelling/traveling/abroad/overseas/away/on-the-road/out-of-the-country ** [until/till/through/in/by/from/over] [the/end-of]? [${DATE_WORDS}]`,
  // A contract with the vendor ending and not carried on: "expires in June and we won't continue", "renews in
  // April, but we've decided not to renew it". The whole clause is hidden.
  // Only with the vendor written to ("with you"): the current tool's licence lapsing, not to be
  // renewed ("the old system's licence runs out in May"), is the event that forces the purchase, and stays read.
  // The vendor's own dated events ("your price increase on 1 April", "your conference in June"):
  // when the vendor acts, not when the buyer must.
  `your * [price/prices/pricing/increase/rise/release/conference/webinar/event/summit/launch/maintenance/outage/sale/promotion/offer/roadshow] ** [on/in/from/at/by/this/next]? [the/end-of]? [${DATE_WORDS}/{num}]`,
  `contract/licence/license/subscription/plan/membership/account/agreement with/from you/yourselves ** ${ENDING} * in/at/on/by/next/this/end-of/the? * ${DATE_WORDS} ,/;? ** ${NOT_KEPT}`
]
