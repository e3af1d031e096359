// A purchase wish told without the buying verbs: the thing wanted for the buyer's people or sites,
// places booked, a plan named as wanted, the paperwork or a deposit asked for, a supplier chosen.
// A question about what the product does names none of these. See ../../text/cues.ts for the syntax.
import type { Cue } from "../types.js"

/** Who or where a purchase is for: "for all 40 of our drivers", "across every branch". */
const THEIR_PEOPLE_OR_SITES =
  "drivers/staff/team/teams/users/sites/branches/stores/shops/clinics/locations/employees/agents/members/people/colleagues/offices/vans/vehicles/studios/schools/restaurants/kitchens/warehouses/depots/practices/salons/technicians/engineers/nurses/teachers/students/reps"

export const WISH_IN_OTHER_WORDS: ReadonlyArray<Cue> = [
  // Wanted for their people: "we'd like this in front of all 40 of our drivers", "want it across every branch".
  [`@like/@want/@love @this/@it/@one/@them @for/@in-front-of/@on/@across/@at ** @all/@every/@each/@both/@{num}/@whole/@entire ** ${THEIR_PEOPLE_OR_SITES}`, 0.8],
  // What comes next, asked in a buying frame: "what's the next step on your side?".
  // Not "the next step on your side" alone: a refund or a fix has next steps too.
  ["next step/steps * to/for * proceed/proceeding/sign/signing/buy/buying/order/ordering/book/booking/subscribe/purchase/onboard/onboarding/go-ahead/move-forward/get-started/getting-started", 0.75],
  ["what/what-is/whats * next $", 0.45],
  // Convinced: "right, I'm sold", "we're sold on it". Not "sold out", nor what they sold.
  ["i/we am/are * sold $/on", 0.8],
  ["@get/@start/@kick/@set * @the/@our? @paperwork/@contract/@agreement/@onboarding/@order * @moving/@going/@started/@rolling/@underway/@off", 0.8],
  // Places booked or held: "please reserve 12 places on the course", "book us two tables".
  ["reserve/book/secure * {num}/two/three/four/five/six/ten/twelve/some/a/an * places/place/seats/seat/spots/spot/tickets/ticket/tables/table/pitches/pitch/rooms", 0.8],
  // A plan or package named as wanted: "we want the Growth package for both studios"; the article
  // right after the verb ("I'd like to see the plan for teams" wants to look, not to buy).
  ["want/wants/like/take/choose/pick the/a/an/your * plan/package/tier/bundle/edition/subscription/membership/licence/license $/for/from/starting/please/as/too/on", 0.8],
  // Paying or ordering set in motion: "we'll raise a PO", "where do we send the deposit?".
  ["raise/issue/cut/send/get * a/the/our * po/purchase-order", 0.8],
  ["pay/send/transfer/put/leave * the/a/our * deposit/down-payment/downpayment", 0.8],
  ["lock/secure in? the/a/our/this * date/booking/price/rate/spot/place", 0.7],
  // A supplier chosen: "we have decided to take your software for our 3 shops".
  ["decide/decided/will/want/like/going/chosen/chose/opted * to? * take/choose/pick/go-for * your/the/this * software/system/product/app/platform/service/tool/solution/package/offer/machine/machines $/for", 0.8]
]
