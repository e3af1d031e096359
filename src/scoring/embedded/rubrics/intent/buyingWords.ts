// A purchase wish told without the buying verbs: the thing wanted for the buyer's people or sites,
// places booked, a plan named as wanted, the paperwork or a deposit asked for, a supplier chosen.
// A question about what the product does names none of these. See ../../text/cues.ts for the syntax.
import type { Cue } from "../types.js"

/** Who or where a purchase is for: "for all 40 of our drivers", "across every branch". */
const THEIR_PEOPLE_OR_SITES =
  "drivers/staff/team/teams/users/sites/branches/stores/shops/clinics/locations/employees/agents/members/people/colleagues/offices/vans/vehicles/studios/schools/restaurants/kitchens/warehouses/depots/practices/salons/technicians/engineers/nurses/teachers/students/reps"

export const WISH_IN_OTHER_WORDS: ReadonlyArray<Cue> = [
  // Wanted for their people: "we'd like this in front of all 40 of our drivers", "want it across every branch".
  [`@like/@want/@love @this/@it/@one/@them @for/@in-front-of/@on/@across/@at ** @all/@every/@each/@both/@{num}/@whole/@entire ** ${THEIR_PEOPLE_OR_SITES} $/please/and/by/from/as/too/asap/soon/next/this/starting/if`, 0.8],
  // What comes next, asked in a buying frame: "what's the next step on your side?".
  // Not "the next step on your side" alone: a refund or a fix has next steps too.
  // "Sign" only of a contract, "order" only as the verb: not "next steps for my order" (placed)
  // nor "next steps for signing into the portal" (a login).
  ["next step/steps * to/for * proceed/proceeding/buy/buying/book/booking/subscribe/purchase/go-ahead/move-forward/get-started/getting-started | next step/steps * to/for * sign/signing up/off/the/a/it/this/that/our/contract/contracts/agreement/today/now/$ | next step/steps to * order/ordering | next step/steps for ordering", 0.75],
  ["what/what-is/whats * next $", 0.45],
  // Convinced: "right, I'm sold", "we're sold on it". Not "sold out", nor what they sold.
  ["i/we am/are * sold $ | i/we am/are * sold on it/this/that/your/the-plan/the-package/the-product/the-service/the-system/the-idea-of-buying $/./,/and/so/let/please", 0.8],
  ["@get/@start/@kick/@set * @the/@our? @paperwork/@contract/@agreement/@onboarding/@order * @moving/@going/@started/@rolling/@underway/@off", 0.8],
  // Places booked or held: "please reserve 12 places on the course", "book us two tables".
  ["reserve/book/secure/hold/save * {num}/two/three/four/five/six/ten/twelve/some/a/an * places/place/seats/seat/spots/spot/tickets/ticket/tables/table/pitches/pitch/rooms", 0.8],
  // A plan or package named as wanted: "we want the Growth package for both studios"; the article
  // right after the verb ("I'd like to see the plan for teams" wants to look, not to buy).
  ["want/wants/like/take/choose/pick the/a/an/your * plan/package/tier/bundle/edition/subscription/membership/licence/license $/for/from/starting/please/as/too/on", 0.8],
  // Paying or ordering set in motion: "we'll raise a PO", "where do we send the deposit?".
  ["raise/issue/cut/send/get * a/the/our * po/purchase-order", 0.8],
  ["pay/send/transfer/put/leave * the/a/our * deposit/down-payment/downpayment", 0.8],
  ["lock/secure in? the/a/our/this * date/booking/price/rate/spot/place", 0.7],
  // The paperwork drawn up, a green light given: "please put together the agreement for 3 vans",
  // "the trustees gave us the green light", "what do you need us to fill in?".
  ["put/pull/draw together/up * the/an/a/our * agreement/contract/order/paperwork/invoice/booking", 0.8],
  ["@gave/@given/@got/@have/@has @us/@me? @the @green-light/@go-ahead/@thumbs-up", 0.8],
  ["what/whatever * need * us/me * to * fill/sign/complete", 0.8],
  // Not a trial or a pilot asked for: trying it out is no purchase yet.
  ["what/whatever/anything * need * from * us/me * to * kick/go-ahead/get-the-ball", 0.8],
  // A service wished from them: "we'd love to have you look after all four of our gardens".
  ["@like/@love/@want @to @have/@get @you/@your * @look-after/@take-on/@handle/@run/@manage/@service/@maintain/@clean/@cater/@install/@fit/@supply/@deliver", 0.75],
  // Non-native: "we want buy 20 pieces", "how I can pay by transfer?" ("need buy more time" is an idiom).
  ["want/wants/like buy/order/purchase/subscribe", 0.85],
  ["how/where i/we can/could pay/buy/order/purchase/subscribe", 0.85],
  // A date held for them: "please pencil us in", "can you book us in for March?" (not "fit us in": a visit).
  ["pencil/book/put me/us in $/for/on", 0.75],
  // Someone or something booked in by name: "please book Biscuit in for a trim", "book the van in on Monday".
  ["book/pencil * in for/on", 0.75],
  // An order or a plan asked for as a question: "can I order the white one?", "could we start on the basic plan?"
  ["@can/@could/@may @i/@we @order/@buy/@purchase", 0.8],
  ["@start/@begin ** @on/@with @the/@a/@your * @plan/@tier/@package/@bundle/@subscription", 0.75],
  // An order that repeats: "could we set up a standing order of 40 kg a month?"
  // The option taken: "I'll take the blue one", "let's do the 12-month option".
  ["@we/@i @will @take @the/@a/@an/@{num}/@two/@three/@both * @one/@ones/@option/@size/@colour/@color/@model/@version/@pair/@set/@room/@slot/@package/@plan/@deal/@lot/@bundle", 0.8],
  ["let us do/book/take/go-for the/a/an * option/plan/package/one/offer/deal/bundle/tier", 0.8],
  ["let us book/order/buy/reserve/take/get it/them/this/that/one $/in", 0.8],
  // A place in the queue for what they sell: "add me to the waiting list for the next litter".
  ["add/put me/us * on/to * the/your * waiting-list/waitlist/wait-list", 0.75],
  // Interest in what they offer, stated: "I'm interested in your compost deliveries", "we'd be interested in a trial".
  ["interested in your/buying/purchasing/ordering/booking/hiring/renting/trialling/trialing/a-trial/a-pilot/an-order", 0.75],
  ["set up * standing/regular/repeat/recurring/monthly/weekly order/orders", 0.8],
  // A contract wanted as a whole ("they want the 3-year maintenance contract"); a copy of one is no wish.
  ["want/wants/like/take the/a/an * contract/agreement/maintenance-plan/service-plan/service-contract $/from/starting", 0.8],
  // Ready, in other words: "we're good to go", "we'll sign" (also after "if you can hold the price").
  ["we/i are/am * good to go", 0.8],
  ["@we/@i @will @sign $/@it/@today/@now/@up/@on | @we/@i @will @sign @the/@your * @contract/@agreement/@order/@order-form/@paperwork/@quote/@proposal/@deal/@mandate/@terms", 0.8],
  // Their people moved onto a paid plan: "can we get the team onto the paid version?"
  ["get/move/put/bring/switch * the/our/my/all * team/staff/users/everyone/everybody/office/department/people * onto/on/to * the/a * paid/pro/premium/full/annual/business/enterprise * version/plan/tier/licence/license/subscription/package", 0.8],
  // An option picked: "perfect, that's the one for us".
  ["that/this/it is * the * one/plan/option/package/tier/bundle for us/me $", 0.75],
  ["that/this/it is * the * one/plan/option/package/tier/bundle we/i * want/will/are-after/need/would", 0.75],
  // A place taken in other words than "sign up" (sales5): "enrol both kids in the lessons", "book me
  // onto the course", "can I book onto it?", a plan tried ("try the paid plan", "the free month").
  // Present forms, stated only: "enrolled last year", "I tried the paid plan" and "we won't enrol"
  // tell no wish; "do your instructors book onto …" has no speaker and stays out.
  // Enrolled into something sold (salesfix2): a phone, a fingerprint or MFA is enrolled too, as a
  // security step, and buys nothing.
  ["enrol/enroll ** in/on/onto/on-to/for/into * course/courses/class/classes/lesson/lessons/programme/program/programmes/membership/plan/camp/club/academy/school/nursery/term/workshop/workshops/session/sessions/scheme/bootcamp/cohort/training", 0.75],
  // Asked for or told as a wish (salesfix2): "someone put us onto the wrong plan" is a complaint.
  ["^ book/put/get me/us/myself/ourselves/my/our/both/all ** onto/on-to * course/courses/class/classes/lesson/lessons/workshop/workshops/programme/program/session/sessions/list/plan/tier/camp | @please/@can/@could/@would/@will/@to/@shall *1 book/put/get me/us/myself/ourselves/my/our/both/all ** onto/on-to * course/courses/class/classes/lesson/lessons/workshop/workshops/programme/program/session/sessions/list/plan/tier/camp", 0.75],
  // Only "book": "we keep trying to get onto your site" is a login.
  ["i/we ** book onto/on-to", 0.75],
  // A plan tried only as a wish or a request (salesfix2): "I only wanted to try the free trial",
  // "signed up to try the free trial and now you've charged me" complain of one already taken.
  ["@like/@love/@want/@keen/@can/@could/@may/@might/@let/@shall/@hoping/@hope/@happy/@will/@would *1 to? try/trial the/your/a * paid/pro/premium/full/free/annual/monthly/business/plus * plan/month/trial/version/tier/subscription/package/membership", 0.75],
  // A supplier chosen: "we have decided to take your software for our 3 shops".
  ["decide/decided/will/want/like/going/chosen/chose/opted * to? * take/choose/pick/go-for * your/the/this * software/system/product/app/platform/service/tool/solution/package/offer/machine/machines $/for", 0.8]
]
