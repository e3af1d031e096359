// Topic words without the signal, shared by the sales packs (rubrics/types.ts `elsewhere`): a
// question about the vendor's product, money that is not set aside, a title or an approval that
// is not this purchase's, today's tools named as plain fact, a past problem told solved. See
// ../../text/cues.ts for the pattern syntax.
import { MONEY_SPENT_SINCE, USED_TO_SIGN } from "./packNearMisses.js"
import { SIGN_OFF_LIMIT } from "./notTheirs.js"

/**
 * Where a noun phrase ends: punctuation or the text's end ("$"), or a word that opens what
 * follows it. "A quote for 30 users" and "the owner of the building is …" end at the noun; "a
 * quote builder" and "the owner of the car wash" do not (the noun opens a compound).
 */
export const PHRASE_ENDS =
  "$/of/for/from/on/to/please/back/with/by/at/about/asap/today/tomorrow/this/next/and/or/but/so/as/in/when/if/that/which/who/where/sent/emailed/again/too/sorted/done/now/i/we/is/was/are/were/has/had/says/said"

/** How a question put to the vendor opens: the same words as text/attribution.ts's vendor-organisation check. */
const ASKING = ["would", "could", "will", "can", "might", "do", "does", "is", "are"]
/** What a product is asked to have or do ("does it have", "can you export"); "can you confirm it must …" states a need instead. */
const PRODUCT_VERBS =
  "have/has/offer/offers/support/supports/include/includes/come/comes/work/works/handle/handles/integrate/integrates/connect/connects/sync/syncs/export/import/let/allow/allows/run/runs/be/store/send/print/do"

/**
 * A question to the vendor about what it or its product has or does (cue syntax, text/cues.ts):
 * "Does it have an API?", "Can your app export to PDF?". The customer states nothing of theirs
 * (sales packs' decision criteria read it as a near miss, rubrics/types.ts `elsewhere`).
 */
export const ASKS_PRODUCT = [
  `${ASKING.map((w) => `@${w}`).join("/")} @it/@you ${PRODUCT_VERBS.split("/").map((w) => `@${w}`).join("/")} ** ?`,
  `${ASKING.map((w) => `@${w}`).join("/")} @your * ${PRODUCT_VERBS.split("/").map((w) => `@${w}`).join("/")} ** ?`,
  // "Does the CEO dashboard show …?": a screen or a report of the product named after a role.
  `${ASKING.map((w) => `@${w}`).join("/")} @the * @dashboard/@report/@reports/@view/@screen/@app/@module/@portal/@page * ${PRODUCT_VERBS.split("/").map((w) => `@${w}`).join("/")}/@show/@shows/@list/@display ** ?`
]
export const ASKS_VENDOR = [...ASKS_PRODUCT, "@is/@are @it/@they/@there ** ?"].join(" | ")

/** What people decide in the day's work that no purchase is: a menu, a rota, a route, a lesson. */
const DAY_TO_DAY =
  "menu/menus/specials/dishes/recipes/rota/rotas/timetable/timetables/schedule/schedules/shifts/shift-pattern/routes/route/rounds/lessons/homework/curriculum/syllabus/playlist/layout/seating/treatment/treatments/dosage/dose/uniform/dress-code/prices/price/fees/menu-prices/holidays/opening-hours/hours/stock-order/order-of-work/workload"

export const TITLES =
  "ceo/cto/cfo/coo/cio/cmo/cro/cpo/cso/ciso/founder/co-founder/cofounder/owner/co-owner/president/vp/svp/evp/chief/director/head/partner/principal/proprietor/chairman/chair/gm"

/**
 * The amounts a money-elsewhere marker owns: the first one after it ("*<" never crosses an amount),
 * and a second only right after "to/and/or", the other end of a range or the next item of a list
 * ("went from 1M to 2M", "wasted 4k in January and 6k in February"). A later amount after a clause
 * of its own is the buyer's: "we paid 3k for the old one and can spend 5k now".
 */
const owns = (marker: string, gap = "*< **<"): Array<string> => [
  `${marker} ${gap} [{money}]`,
  `${marker} ${gap} [{money}] *< to/and/or [{money}]`
]

/** A cost of running the business ("our biggest cost"), and what is paid today ("current spend"). */
const RUNNING_COST = "biggest/main/largest/highest/major/single-biggest cost/costs/expense/expenses/outgoing/outgoings/overhead/overheads"
const CURRENT_COST =
  "current/currently/existing/present spend/spending/cost/costs/pay/paying/bill/bills/outlay/outgoings/subscription/contract/provider/supplier/system"

/**
 * The size of the business in money, or money lost, paid or charged elsewhere, is no money set
 * aside: that amount ("[...]") is hidden, the rest of the sentence still read.
 */
export const MONEY_ELSEWHERE: ReadonlyArray<string> = [
  MONEY_SPENT_SINCE,
  SIGN_OFF_LIMIT,
  // A budget said to be small, "we don't have a huge budget": softened, not denied.
  "[not/no] [!have/!got/!a/!an/!really?] [!a/!an?] [!huge/!big/!large/!massive/!enormous/!unlimited/!bottomless] [!budget/!budgets/!pot/!funds]",
  // "Sales" alone may name the department whose money pays ("8k out of the sales team's pot").
  ...owns("revenue/revenues/turnover/profit/profits/arr/mrr/valuation/valued/raised/salary/salaries/payroll/wages/fines/losses/income/earn/earns/earned/earning/earnings :?"),
  "[@{money}] ** revenue/revenues/turnover/profit/profits/arr/mrr/income/in-sales",
  // The vendor's own price, read back: "your site says $99 a month", "your starter plan is 49".
  ...owns("your/the website/site/page/pricing-page/brochure/ad/advert/listing/email/leaflet says/said/shows/showed/lists/listed/quotes/mentions"),
  ...owns("your * price/prices/plan/plans/tier/package/packages/rate/rates * is/are/was/were/at/of/costs/starts"),
  ...owns("sales were/was/are/is/of/hit/reached/topped/came-to", "*<"),
  // A past spend on something else: "our marketing spend was 40k".
  ...owns("[spend/spending] was/were/came-to/totalled/totaled/ran-to"),
  ...owns("turn/turns/turned over", "*<"),
  ...owns("lost/lose/losing/losses/wasted/waste/wasting"),
  ...owns("cost/costs/costing * us", "*<"),
  // Money that changed hands, or a price someone charges or quoted: paid out, not set aside.
  ...owns("spent/paid/charged/charge/charges/charging/billed/invoiced/quoted/refunded/reimbursed/credited/overcharged"),
  ...owns("refund/refunds/credit/credit-note/invoice/invoices/bill/bills/receipt/statement"),
  "[{money}] * refund/refunds/credit/invoice/bill",
  // A budget line that asks or waits on the price: "Budget: depends on the price", "Budget: what do others pay?".
  "[budget/budgets/spend] :? [depends/depending/dependent/varies]",
  "[budget] : ** ?",
  // "Budget" naming a cheap kind of thing: "a budget airline", "the budget range".
  "[budget] airline/airlines/flight/flights/carrier/hotel/hotels/motel/hostel/brand/brands/model/models/version/phone/supermarket/store/shop/chain",
  // A cheap product line ("their budget range of laptops"), not the form's "Budget range: 200-400/month".
  "[budget] range of? * products/phones/cars/laptops/models/brands/hotels/items/goods/devices/clothes/furniture/kitchens/tyres/tires",
  // A thing once paid from a pot, told in passing: "the banners were paid out of the marketing pot
  // last year" (what the pot paid then, not money for this); "we can take 2k out of the pot" stays.
  "paid/funded/covered/came/bought ** out-of/from * ** pot/pots/fund/funds/budget/kitty/reserves/reserve/grant/takings/allowance ** last/previous/ago/{year}",
  // Money received and used up in the past: "we got a 10k grant last year and it went on boats".
  "received/got/won/awarded/had * ** [{money}] ** last/previous year/quarter/month/spring/summer/autumn/winter",
  // The budget as a yearly round, not money for this: "our budget review is every November".
  "[budget/budgets/budgeting] review/reviews/cycle/cycles/round/rounds/meeting/meetings/season/process/committee",
  // A past transaction's figure: "the amount was £89", "the deposit was 500".
  ...owns("amount/total/charge/payment/sum/deposit/balance/fee was/were", "*<"),
  // A question about what others spend: "do most agencies budget per branch?", "what do firms like ours pay?".
  "@do/@does/@did/@what/@how/@would/@are/@is * @most/@other/@others/@many/@similar/@typical/@comparable * ** [@budget/@budgets/@spend/@spending/@pay/@paying/@invest/@allocate]",
  "@like @ours/@us/@mine ** [@budget/@budgets/@spend/@spending/@pay/@paying/@invest/@allocate] ** ?",
  // The budget named first: "what budget do other practices our size set?" (packs3).
  "@what/@which [@budget/@budgets/@spend/@spending] @do/@does/@did/@would * @most/@other/@others/@many/@similar/@typical/@comparable",
  // A running cost told as today's figure, not money set aside for a purchase: "fuel is our biggest
  // cost, around 40k a quarter", "Current spend on software: £150/month", "we currently pay 300".
  // Past a comma only an amount within three words is the cost's ("fuel is our biggest cost, around
  // 40k"): "our biggest cost is fuel, so we have set aside 10k" keeps the buyer's 10k.
  ...owns(`${RUNNING_COST} :?`),
  ...owns(`${RUNNING_COST} * ,/:`, "*<"),
  ...owns(`${CURRENT_COST} :?`),
  ...owns(`${CURRENT_COST} * ,/:`, "*<"),
  // Something bought before, and its price: "we bought the old vans for 30k"; a non-native present
  // tense after a past time ("last year we buy the units for 1200 euro").
  ...owns("bought/purchased/leased/rented"),
  ...owns("last/previous year/month/quarter/season/time ** buy/buys/bought/purchase/purchased/pay/pays/paid/spend/spent")
]

/**
 * An assistant's title names the one they assist, not themselves: "Executive Assistant to the CEO"
 * in a signature, "Managing Director's PA" (the possessive is dropped in tokens).
 */
export const ASSISTANT_TO_TITLE: ReadonlyArray<string> = [
  `assistant/pa/secretary/ea/aide/personal-assistant/executive-assistant to/for/of * [${TITLES}/managing/manager/boss] [${TITLES}/partner]?`,
  `[${TITLES}/managing/manager] [${TITLES}/manager]? [assistant/assistants/pa/secretary/ea/aide]`
]

/**
 * Titles and approvals that are not this purchase's: a role being hired, a former title or the
 * founder's past ("our founder opened the shop in 2009"), approvals as the work the product
 * would handle ("a sign-off queue five managers long", "signing off rotas eats our mornings").
 */
export const AUTHORITY_ELSEWHERE: ReadonlyArray<string> = [
  // A role being hired: the whole phrase hidden ("recruiting a new finance director" names no finance that decides).
  `recruiting/hiring/hire/recruit/appointing/appoint/replacing/replace/interviewing/advertising * a/an/new/our/the? * ${TITLES}/manager/managers`,
  `former/previous/ex/late/retired/old [${TITLES}/manager/boss]`,
  `our/the/my [${TITLES}] founded/started/opened/built/established/retired/left/quit/resigned/died`,
  // A phone call placed in time, not a final say: "we covered it on the last call", "since our last call" (packs3).
  "on/in/during/after/since/from/before the/our/your/my last/previous [call]",
  // A place or a thing, not a person: "head office", "the owner of the building".
  "[head] office/offices/quarters/hq/count/start",
  // A head that holds what is known, not a title: "tracked in one mechanic's head", "lives in the
  // head of our oldest baker" (the possessive is dropped in tokens).
  "in/inside/out-of one/the/his/her/their/my/our/a/someone/somebody *1 [head] $/and/or/but/so/which/that/when/too/only/alone",
  "live/lives/living/kept/stored/held/sits/sit/stays/stay * in/inside * the/one [head] of",
  // The thing ends its phrase: "the owner of the car wash" or "of the estate agency" is a business's owner.
  `[owner/owners] of * the/our/my/a/{num} * building/buildings/property/premises/house/flat/apartment/land/car/cars/van/vehicle/dog/dogs/cat/cats/horse/horses/pet/pets/boat/unit/block/estate/account/accounts/profile/workspace/subscription/login/group/channel/listing/domain ${PHRASE_ENDS}`,
  // Acting for someone else: "on behalf of our director" names the director, not the writer's say.
  `on behalf of * our/my/the? * [${TITLES}/boss/manager/managing] [${TITLES}/partner]?`,
  // A question about what the product does for a role ("can your app send approvals to a manager?").
  ...ASKS_PRODUCT,
  // Asking the vendor whom or where to sign with ("who would I sign with?", "where do we sign?"): no say told.
  "who/whom/where would/do/does/should/can/will/shall i/we sign/send/talk/speak/deal/go",
  // Asking who signs at the vendor's end: "who signs the contract on your side?" (packs3).
  "@who/@whom * @sign/@signs/@approve/@approves/@decide/@decides/@authorise/@authorize/@authorises/@authorizes ** @on/@at/@for @your @side/@end/@company/@firm",
  // Someone else's title: "assistant to the managing director", "our accountant, who is a partner at …".
  ...ASSISTANT_TO_TITLE,
  `who/whose is/was a/an/the? * [${TITLES}/managing] [${TITLES}/partner]?`,
  // A decision about the day's work, not a purchase: "our head chef decides the menu", "the
  // foreman decides who works which shift", "each teacher decides how homework is set". Only the
  // decision is hidden: a title beside it still reads as a title.
  // Unmarked, so the subject's words go too: a bare title reads as authority on its own (0.55).
  `* decide/decides/decided/deciding/sets/plans/chooses/picks/writes the/our/each/every/their/his/her/this/next? *1 ${DAY_TO_DAY}`,
  "* decide/decides/decided/deciding who works/work/goes/go/covers/cover/drives/drive/cooks/teaches/cleans/serves/does/gets/takes/is/starts/finishes/sits",
  "* decide/decides/decided/deciding how/when/where * is/are/gets/get set/done/run/planned/marked/taught/served/cooked/cleaned/organised/organized/handled/split/allocated/shared/parked/stored",
  // A title held under another: "deputy manager", "assistant head", "trainee partner"; and the
  // speaker working for or reporting to one ("I work for the owner of three cafés").
  `[deputy/assistant/junior/trainee/apprentice/student] [${TITLES}/manager]`,
  `work/works/working/report/reports/reporting for/to/under * the/our/my? * [${TITLES}/manager/boss]`,
  // A title told away: "our CEO is on holiday until the 12th" names no decision.
  `[${TITLES}] is/are/was/were * away/off/on-holiday/on-leave/out-of-office/on-maternity-leave/travelling/traveling/ill/sick/abroad`,
  // Signing paperwork that buys nothing: "sign off on cancelling the old contract", "sign the
  // termination form", "sign for deliveries". Unmarked: the signing goes with its object.
  "sign/signs/signed/signing/sign-off/signoff ** cancel/cancelling/canceling/cancellation/cancelation/terminate/terminating/termination/notice/exit/waiver/waivers/register/for-deliveries/for-delivery/for-parcels/receipt/receipts/delivery-note/consent/timesheet/timesheets",
  // The vendor's people and another firm's: "your account manager said …", "the supplier's CEO
  // called us" (the possessive is dropped in tokens). "Their" is left out: call notes call the buyer "they".
  `[your] *1 [${TITLES}/manager/managers/boss/rep/reps/representative/salesperson]`,
  `supplier/suppliers/vendor/vendors/provider/providers/agency/landlord/landlords/seller/distributor/wholesaler/contractor/contractors/insurer/bank [${TITLES}/manager/boss]`,
  // Someone else's title told by a pronoun: "she's the owner there" (a friend, a sister, a client).
  `[he/she] is/was the/a/an * [${TITLES}/manager/boss]`,
  // A chair as furniture: "each no-show leaves a chair empty", "two dental chairs".
  "empty/free/idle/unused/vacant/spare/dental/barber/barbers/salon/treatment/waiting/office/extra/{num} [chair/chairs] | [chair/chairs] * empty/idle/unused/vacant/occupied/time/utilisation/utilization/hours | leave/leaves/left/leaving * a/the/one * [chair/chairs]",
  // Deciding what goes on a day's list: "my manager decides what goes on the rota each week".
  "* decide/decides/decided/deciding what/who * goes/go/gets/get/is/are * on/in/into * the/our/each/every/this/next * rota/rotas/menu/menus/schedule/timetable/agenda/shift/shifts/roster/list/van/truck/order",
  USED_TO_SIGN,
  // A public body, not the buyer's say: "the fire authority told us …", "the local authorities".
  "fire/local/health/tax/port/harbour/planning/licensing/housing/transport/water/police/regulatory/aviation/education/statutory/competition/financial/maritime/coastguard/environment/environmental/food/safety/highways/civil/medicines/charity/government/state/federal/city/county/district/municipal/parks/school/gaming/data/privacy/energy/rail [authority/authorities] | the [authorities]",
  // Who approves on the vendor's side: "could you tell me who on your side approves discounts?".
  "who * on/at your * side/end/company/team/firm [approves/approve/signs/sign/decides/decide/authorises/authorizes/authorize/authorise]",
  // A property's owner paid or dealt with: "we pay the building owner a penalty".
  "pay/paying/paid/pays/owe/owes/owing/fined/charged/billed/invoiced * the/our * building/property/premises/land/block/site [owner/owners]",
  "[approval/approvals/sign-off/sign-offs/signoff/signoffs] chain/chains/workflow/workflows/queue/queues/flow/flows/loop/loops/routing/bottleneck/bottlenecks/backlog/backlogs/requests/request/step/steps/stage/stages/cycle/cycles/form/forms/tool/app/software/system/emails",
  "[approve/approves/approving/approved/approval/approvals/sign/signs/signing] * timesheets/timesheet/expenses/expense/leave/holidays/holiday/documents/document/claims/claim/drafts/draft/reports/report/shifts/shift/rotas/rota/overtime/requests/request/absences/absence | sit/sits/sat/sitting/waiting/wait/waits/chasing/chase * on/for * [approval/approvals/sign-off/sign-offs]"
]

/**
 * The tools of today named as plain fact ("we use spreadsheets for stock counts"): the situation,
 * not a problem. The doer right before the verb, so "we still use paper" (a complaint) stays read.
 */
export const TOOLS_NAMED = "we/i/they/staff/team use/uses/keep/keeps/run/runs/track/tracks/do/does/manage/manages * [spreadsheet/spreadsheets/paper/excel/manually/by-hand]"
/** A problem of the past told solved: "we had issues with the old line last year but it's sorted now". */
export const SOLVED = "had * [issue/issues/problem/problems/trouble/troubles/headaches] ** ** sorted/fixed/resolved/solved/gone/fine"
