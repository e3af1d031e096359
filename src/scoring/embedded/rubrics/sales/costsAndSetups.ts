// SPICED readings from round spiced2, second pass (issue 22): the costs a problem brings told
// without a figure (at our expense, a day of production, a rating pushed down, morale), the
// set-up told in passing (everything in one database, the same supplier for years, how work
// arrives, daily volumes), outside dates
// told with other verbs (a contract
// finishing, inspectors coming, a harvest starting) and ways of deciding (three quotes, the
// cheapest wins, purchases going to the board). Spread into spiced.ts; unit-tested on sentences
// of our own (test/scoring/embedded/spiced2Readings2.test.ts). See ../../text/cues.ts for the syntax.
import type { Cue } from "../types.js"

/** Costs and losses told without a figure. */
export const IMPACT_COSTS: ReadonlyArray<Cue> = [
  // "Each mistake means a reshipment at our expense"; not "is shipping at our cost or yours?".
  ["at our/my/their own? expense | at our/my/their own cost", 0.75],
  // Money given back: "we had to give three weddings a discount"; not "do you have to give a code?".
  ["had/having to * give/offer/issue/grant * ** discount/discounts/refund/refunds/credit/credits/voucher/vouchers/compensation | we/i * have to give/offer/issue/grant * ** discount/discounts/refund/refunds/credit/credits/voucher/vouchers/compensation", 0.75],
  // Standing with customers dented: "bad reviews have pushed our rating down".
  ["rating/ratings/review-score/star-rating ** dropped/fell/fallen/slipped/sank/plummeted | pushed/dragged/brought/knocked * our/the * rating/ratings/score * down", 0.75],
  // Stock written off: "we wrote off 12% of the cheese"; told as done, not "can we write it off as an expense?".
  ["wrote/written off", 0.75],
  ["cash flow/flows ** tight/hit/squeezed/suffers/suffering/strained/negative | cashflow ** tight/hit/squeezed/suffers/suffering/strained/negative", 0.75],
  // A time cost: "the downtime costs roughly a day of production each time".
  ["cost/costs/costing/costed * ** day/days/week/weeks/hours/shift/shifts * of * production/work/output/sales/trading/picking/packing", 0.75],
  // Kit standing idle because of it: "two boats sat idle for a week because of the mess"; not "empty for the winter, as usual".
  ["sat/stood idle/empty/unused ** because/due-to/while/since/after", 0.7],
  ["morale * is/was/has/gone/went * low/down/rock-bottom/suffering/dropped/hit | low morale", 0.7],
  ["missed/miss/missing out on a/an/the/our/two/three/several/{num}", 0.75],
  // A cost rising: "fuel cost up a lot"; not "costs up front".
  ["cost/costs/bill/bills ** up a/by/again/sharply/{pct} | cost/costs/bill/bills ** doubled/rising/risen/gone-up/went-up/through-the-roof", 0.75],
  // Customers not coming back: "those customers rarely order again"; not the sender's own "I'll never buy from you again".
  ["customers/clients/guests/patients/diners/shoppers/buyers/members/those/they ** @rarely/@never/@seldom @order/@book/@come/@buy/@return/@shop/@visit * @again/@back", 0.7]
]

/** The set-up told in passing. */
export const SITUATION_SETUP: ReadonlyArray<Cue> = [
  // "Everything is in a Filemaker database my brother-in-law built."
  ["everything/all/it * is/lives/sits/runs/stays/goes * in/on/into * a/an/one/our/the? * ** database/spreadsheet/spreadsheets/notebook/folder/diary/excel/access/filemaker/sheet/sheets/binder", 0.75],
  // "We've been with the same EPOS supplier since we opened."
  ["been with * the/our/same/one * ** supplier/provider/vendor/system/bank/agency/company/firm/software * since/for", 0.75],
  // How work arrives: "bookings come through our website, Instagram DMs and the phone"; not
  // "do bookings come through your app?".
  ["bookings/orders/enquiries/inquiries/requests/jobs/leads/tickets/referrals/reservations/appointments ** come/comes/arrive/arrives/land/lands * in? * through/via/on/over/from/by our/the/a/an/email/phone/whatsapp/instagram/facebook/word-of-mouth/website/post/walk-ins", 0.75],
  // Daily volume handled: "our warehouse ships roughly 400 parcels a day"; not "a limit of 500 orders a month".
  ["ship/ships/handle/handles/process/processes/take/takes/get/gets/receive/receives/see/sees/serve/serves/send/sends/deliver/delivers/book/books/answer/answers/sell/sells * ** {num} * parcels/orders/calls/bookings/jobs/tickets/visitors/guests/patients/covers/deliveries/shipments/enquiries/appointments/transactions/invoices * a/per/each/every * day/week/month/year/night/shift/weekend", 0.75]
]

/** Outside dates told with other verbs. */
export const EVENT_MORE: ReadonlyArray<Cue> = [
  ["contract/license/licence/lease/subscription/agreement/deal/tenancy ** finishes/finish/finishing/concludes/is-over/comes-to-an-end", 0.85],
  // "The school inspectors are coming in the autumn term."
  ["inspectors/auditors/assessors/examiners/regulator/inspection/audit ** coming/come/comes/arrive/arriving/due/visit/visiting * in/on/next/this * ** {month}/{quarter}/{weekday}/term/spring/summer/autumn/fall/winter/week/month", 0.8],
  // A working season starting on a date: "the harvest starts mid-August".
  ["harvest/vintage/high-season/ski-season/summer-season/school-year/academic-year/tourist-season/planting ** starts/start/begins/begin/opens/kicks-off * in/on/from/mid/early/late/end/this/next? * {month}/{quarter}/spring/summer/autumn/fall/winter", 0.8]
]

/** Ways of deciding. */
export const DECISION_MORE: ReadonlyArray<Cue> = [
  // "We always get three quotes and the cheapest compliant one wins"; not "can I get three quotes?".
  ["we/they/procurement/finance/policy/always/usually/normally/must/have-to/need-to/has-to get/gets/collect/collects/take/takes/obtain/compare * {num}/three/two/several * quotes/bids/tenders/offers/proposals", 0.75],
  // The cheapest wins; not "the best team wins a trophy".
  ["cheapest/lowest * ** wins/win | cheapest/lowest * ** gets/get * the * contract/job/order", 0.75],
  // "Purchases above 10k go to the board."
  ["purchase/purchases/spend/spending/anything/contracts/contract/decisions/investments/orders ** go/goes/has-to-go/have-to-go/needs-to-go/need-to-go to/before/past * the? * board/committee/partners/trustees/directors/owners/council/cfo/ceo/md/owner/governors", 0.8]
]
