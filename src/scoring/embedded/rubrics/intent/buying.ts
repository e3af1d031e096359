// Intent detectors about buying: asking about price, and wanting to buy or try.
// Written in general language; see ../../text/cues.ts for the pattern syntax.
import type { Rubric } from "../types.js"
import { WISH_IN_OTHER_WORDS } from "./buyingWords.js"

export const PRICING_INTEREST: Rubric = {
  ownWordsOnly: true,
  positive: [
    "how much does it cost",
    "what is the price",
    "can you send me your pricing",
    "could you share a quote for our team",
    "what would it cost for ten users",
    "do you offer any discounts",
    "is there a discount for annual billing",
    "what are your rates",
    "how is it priced, per user or per month",
    "what does the premium tier cost",
    "is it billed monthly or annually",
    "can I get a price list",
    "what's the cost per seat",
    "is there a reduced rate for charities or schools",
    "how much is the upgrade",
    "is it expensive",
    "what plans do you have and what do they cost"
  ],
  denial: ["price doesn't matter to us", "we are not concerned about cost"],
  negative: ["we already know what it costs", "the price of our own products went up"],
  cues: [
    ["how much @is/@does/@would/@will/@do/@are/@for/@per/@to/@{money}/@it/@this/@that", 0.85],
    ["how much", 0.6],
    ["pric+/quote/quotation/quotes/tariff", 0.85],
    // The document a vendor hands out: "your price sheet", "a rate card", "the fee schedule".
    ["price/prices/pricing/rate/rates/fee/fees list/lists/sheet/sheets/card/cards/schedule/guide", 0.9],
    ["what * cost/costs/fee/fees/rate/rates/charge/charges/pay/paying", 0.85],
    // A longer thing priced, asked: "what a weekend hire for two boats costs?" (a question only).
    ["what ** cost/costs/charge/charges ** ?$", 0.8],
    // Any modality: the sum asked about a change they may make ("what would we pay if we dropped to 30 users?").
    ["@what * @would/@will/@do/@does/@are * @we/@i * @be? @paying/@pay/@charged/@spending", 0.85],
    ["any * fee/fees/charges/extras/hidden-costs/extra-costs", 0.8],
    ["monthly/annual/yearly vs/versus/or/against monthly/annual/yearly/annually", 0.75],
    // "What does that come to?", "what would it add up to": the sum asked for, no price word.
    // Any modality: asked about a change they may make ("if we switch, what does that come to?").
    ["@what * @does/@would/@will/@do * @that/@it/@this/@they * @come/@add/@amount/@work * @to/@up/@out", 0.8],
    ["cost/costs of/per/for", 0.75],
    ["cost", 0.6],
    ["discount+/coupon+/promo/promotion/deal/deals", 0.8],
    ["per seat/user/users/month/year/license/licence/head/agent/location", 0.75],
    ["billed/billing/charged/pay/paid monthly/annually/yearly/per", 0.75],
    ["monthly/annual/yearly price/fee/cost", 0.7],
    ["month to month", 0.7],
    ["plans/tiers/packages and/or pricing/prices/costs", 0.9],
    ["afford/affordable", 0.65],
    // A rate by the stretch of time sold ("your day rate", "the nightly rate"), or rates asked as a
    // fragment ("Message: rates for a large dog over Christmas?").
    ["day/daily/hourly/nightly/weekly/half-day/weekend rate/rates", 0.85],
    ["^ rates/prices/fees/costs for", 0.8],
    // What is charged, asked without a price word: "do you charge extra for weekends?", "what would
    // two more nights add to the bill?", "is delivery included?"
    ["@what/@how-much * @do/@would/@will/@shall @i/@we @owe", 0.8],
    ["@do/@does/@will/@would @you @charge @extra/@more/@anything/@for/@per/@by/@separately/@vat/@a-fee/@a-deposit/@a-call-out/@mileage/@travel", 0.8],
    ["@what/@how-much * @would/@will/@does/@do * @add @to * @the/@my/@our? @bill/@total/@cost/@price/@invoice", 0.8],
    ["@is/@are @vat/@tax/@delivery/@postage/@shipping/@installation/@fitting/@setup/@set-up/@insurance @included/@extra", 0.75],
    // A rate for a kind of customer or order: "reduced rates for non-profits", "a volume fee".
    ["reduced/discounted/special/lower/preferential/concession/concessionary/charity/educational/nonprofit/non-profit/academic/student/volume/bulk/introductory/group/corporate rate/rates/fee/fees/tariff/tariffs", 0.85],
    ["expensive/cheap/cheaper/cheapest/pricier", 0.7],
    ["budget friendly", 0.7],
    ["cost effective", 0.7],
    ["@how much @would @it @be", 0.85],
    // The price asked in other words: what it would run us, set us back, the investment, a ballpark.
    ["@what/@how-much * @would/@will/@does/@do/@is/@are * @run/@set/@come ** @us/@me/@back", 0.85],
    ["what * kind/sort/level * of * investment/outlay/spend/commitment/money/figure/figures/numbers", 0.8],
    ["rough/ballpark/approximate/indicative * idea/estimate/figure/number * of? * the? * cost/costs/outlay/spend/price/fee/fees/charges", 0.8],
    ["@any/@a/@some * @saving/@savings/@reduction/@price-break * @if/@for/@on/@when", 0.8],
    // Asked, not a verdict after the fact ("the course was worth the money"): "is it / would the plan be worth …".
    ["is/would/will/does/do it/this/that/the/a/an/your/upgrading/paying/going/switching ** worth the extra/money/price/cost", 0.75],
    ["breakdown * of * cost/costs/price/prices/pricing/charges/fees/what", 0.8],
    // The sum asked as what they'd be looking at: "what would we be looking at for two vans?"
    ["@what @would/@will @we/@i @be @looking @at * @for @a/@an/@{num}/@the/@two/@three/@four/@five/@six/@ten", 0.75],
    ["@what * @we/@i @would/@will/@are? @be? @paying/@pay/@charged/@billed/@spending", 0.85],
    ["costing/costings for/of/on | need/send/get/want * costing/costings", 0.8],
    ["ballpark/ballpark-figure/rough-figure/indicative-figure", 0.8],
    ["what are/is we/you looking at * for * {num}/{money}/the/a/our", 0.75],
    ["what is/would the damage", 0.8],
    // A free plan asks whether it costs; a free trial asks to try it first.
    ["free tier/plan/version", 0.55],
    ["free trial", 0.45],
    ["{money} * per/a/each month/year/seat/user", 0.45]
  ],
  // "Quote it on the invoice" cites a reference, it asks no price; "how much storage" asks a quantity.
  voids: [
    // What they paid before is a record asked for, not a price: "how much did we pay for last year's service?"
    "[@how] [@much] @did/@have @i/@we [@pay/@paid/@spend/@spent]",
    "[@what] @did @i/@we [@pay/@spend]",
    // A price told as the reason for a past choice: "we picked you because you were cheaper".
    "@because/@since/@as @you/@they/@it @were/@was [@cheaper/@cheapest/@cheap/@less-expensive]",
    // A quote accepted, or a free plan that is enough: "the quote looks fine", "the free tier does everything".
    "[@quote/@quotation/@price/@estimate] ** @looks/@seems/@sounds @fine/@good/@great/@ok/@okay/@reasonable/@fair/@acceptable",
    "[@free] [@tier/@plan/@version] @does/@covers/@is/@has @everything/@all/@enough",
    // What they'd be looking at in time, not money: "what would we be looking at for a turnaround?"
    "@looking @at * @for * @turnaround/@turnarounds/@timescale/@timescales/@timeframe/@timeframes/@lead-time/@lead-times/@wait/@waiting-time/@date/@dates/@slot/@slots/@availability",
    "[@how] [@much] @storage/@data/@time/@space/@memory/@bandwidth/@traffic/@capacity/@notice/@training/@effort/@work/@disk/@room/@history/@detail/@access/@downtime/@support/@usage/@load/@volume/@content/@text/@information/@info","[@quote] @it/@this/@that/@them/@our/@the/@your * @po/@reference/@ref/@number/@on/@in/@when/@with"],
  // A price told, not asked: one that rose ("fuel prices went up"), or another firm's price
  // given as a reason ("they were half the price"). The words left may still ask.
  elsewhere: [
    // A price word naming a thing of the customer's own system ("the discount code field", "our
    // price list upload", "the price on the shelf label") or a price already settled.
    "[@price/@prices/@pricing/@discount/@quote/@quotes/@promo/@coupon/@cost/@tariff] [@list/@code/@codes?] @field/@fields/@label/@labels/@module/@template/@templates/@upload/@uploads/@column/@columns/@tag/@tags/@feed/@feeds/@import/@export/@sync/@setting/@settings/@widget/@engine/@rule/@rules/@screen/@tab/@button/@box/@file/@display/@calculation/@data",
    // A price sheet is the vendor's document unless it is the customer's own ("our price sheet
    // upload", "the pricing sheet in our settings") or told failing ("the price sheet won't load").
    "@our/@my/@own/@internal *1 [@price/@prices/@pricing/@rate/@rates/@cost/@costs/@tariff] [@sheet/@sheets]",
    "[@price/@prices/@pricing/@rate/@rates/@cost/@costs/@tariff] [@sheet/@sheets] @in/@on/@inside @our/@my/@the * @account/@settings/@shop/@system/@store/@dashboard/@portal/@admin/@app/@spreadsheet/@drive/@folder",
    "[@price/@prices/@pricing/@rate/@rates/@cost/@costs/@tariff] [@sheet/@sheets] @lost/@keeps/@kept/@will/@does/@did/@stopped/@crashed/@failed/@fails/@broke/@upload/@uploads/@import/@imports/@column/@columns/@tab/@tabs/@template/@formula/@formulas/@row/@rows/@cell/@cells",
    "[@price/@prices/@pricing/@cost] @shown/@listed/@printed? @on/@in @the/@our/@my/@their * @label/@labels/@tag/@tags/@template/@till/@screen/@receipt/@display/@shelf/@shelves/@menu/@menus/@invoice/@invoices/@bill/@statement",
    // A cheaper option found elsewhere is a reason to leave, not a price asked.
    "@found/@got/@have/@chose/@picked/@switched/@moved/@going * @something/@someone/@another/@other/@a/@an/@somewhere ** [@cheaper/@cheap/@less-expensive]",
    "@agreed/@settled/@accepted/@negotiated/@approved/@finalised/@finalized * @the/@a/@our/@your? [@price/@pricing/@quote/@rate/@cost/@discount]",
    // The price page of the vendor's site told broken is a bug report, not a price asked ("your
    // pricing page won't load", "a typo on the price page"); a question beside it still asks.
    "[@pricing/@price/@prices] [@page/@pages/@section] ** * @crash+/@throws/@returns/@shows/@showing/@load/@loads/@loading/@open/@opens/@404/@error/@errors/@typo/@typos/@mistake/@mistakes/@blank/@spins/@spinning/@broken/@bug/@glitch/@freezes/@frozen/@misspelt/@misspelled/@down",
    "@broken/@typo/@typos/@mistake/@mistakes/@error/@errors/@bug/@glitch/@image/@images/@footer/@header/@link/@links/@logo/@table/@font * @on/@in/@of @the/@your [@pricing/@price/@prices] [@page/@pages/@section]",
    // A quote thanked for, and a price judged too high: what was received and the reason for a
    // no, not a price asked ("thanks for the quote", "it's too pricey for us"). Stated only, so
    // "is it too expensive for one person?" still asks; a further question still reads.
    "@thanks/@thank @you? @for @the/@your/@sending * [@quote/@quotation/@quotes/@estimate/@pricing/@prices/@figures]",
    "^ [too] [expensive/pricey/costly/dear/steep] | @is/@was/@are/@were/@seems/@seemed/@looks/@looked/@felt/@feels/@came/@comes @a-bit/@a-little/@far/@just/@way/@much/@rather/@simply/@still/@slightly/@somewhat? [too] [expensive/pricey/costly/dear/steep]",
    "@out @of @our/@my/@the [@price] @range | @beyond/@over/@outside @our/@my [@price] @range",
    "[@prices/@price/@costs/@cost/@rates] @went/@have/@has/@had/@rose/@risen/@increased/@doubled/@jumped/@shot/@keep/@kept * @up/@risen/@gone/@increased/@doubled/@rising/@climbing?",
    "@they/@competitor/@competitors/@them * @were/@are/@was/@is/@charge/@charges/@charged/@quoted/@offered/@came * @half/@twice/@double/@a-third/@a-fraction/@cheaper/@less/@lower/@much/@far ** [@price/@prices/@pricing/@cost/@cheaper/@less/@lower]"
  ],
  denyCues: [["!price/!prices/!pricing/!cost/!costs !is/!are !an !issue/!concern/!problem", 0.8]],
  questions: ["@price+/@pricing/@cost+/@quote/@budget/@plan/@plans"]
}

export const PURCHASE_INTEREST: Rubric = {
  ownWordsOnly: true,
  positive: [
    "we want to buy it",
    "I'd like to purchase a license",
    "we're ready to sign up",
    "how do I pay",
    "send over the contract and we'll sign",
    "we'd like to begin right away",
    "please send the invoice",
    "I want to upgrade to the paid plan",
    "we'd like to start a subscription",
    "let's move forward with the purchase",
    "can we place an order for twenty licenses",
    "we're ready to go ahead",
    "I want to set up an account for my team today",
    "we'd like to start a trial",
    "I want to subscribe"
  ],
  denial: ["we don't want to buy anything", "we're not going to purchase", "we won't be signing up"],
  negative: ["we bought a competitor's product last year", "I'm just browsing for now"],
  cues: [
    ["want/wants/like/ready/looking/plan/planning/going/keen/eager/hoping/decided/intend to buy/purchase/order/subscribe/upgrade/proceed/sign/renew", 0.9],
    ["want/wants/like/ready/looking/plan/planning/going/keen/eager/hoping/decided/intend to get started/going/moving/set/start", 0.75],
    ["ready to go/move/roll/start/commit/buy/sign/proceed/purchase", 0.9],
    ["how/where do/can/should i/we pay/buy/purchase/subscribe/upgrade/order/sign/checkout/check", 0.9],
    ["@ball @rolling", 0.8],
    ["want/wants/like/ready/looking/plan/planning/going/keen/hoping to trial/pilot/test-drive", 0.75],
    ["how do/can i/we get set/started/going", 0.7],
    // Wanting it live somewhere new: "keen to get this live at the other branch". Not "need":
    // "we need to get it live again" is a fault.
    ["want/wants/like/ready/looking/plan/planning/keen/eager/hoping/intend/aim/aiming * to * get/have/put * it/this/us/them/everyone/everybody? * live/rolled-out/up-and-running/in-place", 0.75],
    ["sign up/on", 0.75],
    // The steps to a purchase asked: "what are the next steps to get this signed?". An order
    // already placed ("next steps for my order") and signing into a portal are no purchase.
    ["@next @step/@steps @to/@for * @signed/@get-started/@getting-started/@proceed/@proceeding/@go-ahead/@going-ahead/@move-forward/@moving-forward/@buy/@buying/@purchase/@purchasing | @next @step/@steps @to/@for * @sign/@signing @up/@off/@the/@a/@it/@this/@that/@our/@contract/@contracts/@agreement/@today/@now/$ | @next @step/@steps @to * @order/@ordering | @next @step/@steps @for @ordering", 0.8],
    // Bare buying words are weak alone: "Purchasing" names a department in a signature, "the
    // proxy upgrade" is maintenance. Stated as something the customer does, they count.
    ["buy/buying/purchase/subscribe/subscribing", 0.6],
    ["purchasing/upgrade/upgrading", 0.45],
    ["am/are/is/be/been/we/i * buying/purchasing/ordering/upgrading", 0.75],
    ["upgrade/upgrading * to/our/my/the/a * plan/tier/pro/premium/paid/business/enterprise/team/annual/account/subscription/package/licence/license/licences/licenses/seats/edition", 0.8],
    // Buying more, told as a plan: rolling it out further, more seats, the rest of the company on it.
    ["want/wants/like/plan/planning/hoping/going/intend/keen/ready/looking/aim/aiming/hope * to * roll/extend/expand/bring/add/onboard/get/move/put/migrate/switch/open ** other/rest/remaining/whole/entire/all/every/more/additional/another/second/new/{num}", 0.8],
    ["plan/idea/goal/aim/intention/next-step * is/would-be * to * roll/extend/expand/bring/add/onboard/move/switch/migrate", 0.8],
    ["add/adding/buy/get/need * more/extra/additional/another/{num} * seats/licenses/licences/users/locations/sites/accounts/logins/branches/stores", 0.85],
    ["rest/remainder/whole/all * of? * the/our? * team/company/department/office/offices/sites/branches/stores/clinics/staff/schools * on * board/it/this", 0.8],
    ["send * contract/invoice/agreement/paperwork/order/proposal/po/proforma/pro-forma", 0.85],
    ["place * order", 0.85],
    // "Make an order" in non-native English; not "made", an order that was.
    ["make * order/booking/purchase", 0.8],
    ["sign * contract/agreement/paperwork/order", 0.85],
    ["go ahead/forward", 0.6],
    ["move forward", 0.75],
    ["get started", 0.7],
    ["get * set up", 0.7],
    ["set up * account/subscription/plan/pro/team", 0.7],
    ["start * trial/subscription/pilot/plan/account", 0.7],
    ["take/get the/a plan/license/licence/subscription/package", 0.7],
    ["credit-card/card-details/payment-details/billing-details", 0.6],
    ["count me/us in", 0.8],
    // Interest in a plan, said or picked on a form: "I'm interested in the team plan", "Interested in: Fleet plan".
    ["interested in :? * plan/plans/tier/package/edition/subscription/licence/license/licences/licenses/seats", 0.75],
    // Committing in other words: turning a trial into a paid plan, renewing, taking the deal.
    ["convert/switch/move/change/upgrade ** to/onto/into * paid/annual/yearly/full/pro/premium/business/enterprise/subscription/licence/license", 0.75],
    ["renew/extend * our/my/the * subscription/contract/licence/license/licences/licenses/plan/membership/agreement", 0.8],
    ["take/accept * the/your/this/that * offer/deal/quote/quotation/proposal/package", 0.85],
    ["we/i will/would * take * the/a/that * deal/plan/package/offer/option/tier/subscription/licence/license/bundle/quote", 0.85],
    ["we/i are/am in ./!/,", 0.75],
    // Set up with a plan or an account, not with a password or a login.
    ["set me/us up with/on * plan/plans/tier/package/account/accounts/subscription/licence/license/licences/licenses/seat/seats/contract/deal/bundle/edition/pro/premium/business/enterprise/annual/monthly/yearly/trial", 0.8],
    ["could/can/would/please * invoice/bill me/us for", 0.8],
    ["book/schedule * the/an/our? * installation/install/onboarding/kickoff/kick-off/fitting", 0.75],
    // What it takes to sign or to open the account, not to start an evaluation.
    // The sign or pay ends the phrase ("whatever I need to sign."), not "sign to cancel".
    ["what/whatever/anything * need * to * sign/pay $/up/it/today/now | what/anything * need * from * us/me * to * proceed/sign | what/anything * need * from * us/me * to * get/open/set * the/an/a/our? * account/contract/order/paperwork/agreement/subscription/licence/license", 0.8],
    // "Added" or "on" with more of them; a bare count "on" the account is who it holds ("3 users on our account can't log in").
    ["{num}/more/extra/additional/another ** users/seats/licences/licenses/logins/accounts added/adding | more/extra/additional/another ** users/seats/licences/licenses/logins/accounts on", 0.8],
    ["another/extra/additional {num}? seats/licences/licenses/logins/places", 0.7],
    ["put/sign/stick/pop/mark/write me/us down for", 0.8],
    // An order raised, a payment link or a card asked for, paying told: "raise an order for the same again",
    // "send me the payment link and I'll pay tonight", "where do I put my card?".
    ["raise/put-through/put-in * a/an/the * order $/for", 0.8],
    ["send/share/email/text * payment/checkout/booking/sign-up/signup/order/registration/enrolment link/page/form", 0.8],
    ["@we/@i @will @pay $/@tonight/@today/@now/@tomorrow/@upfront/@the-deposit/@in-full", 0.75],
    ["where * i/we * put/enter * my/our/the * card/card-details/card-number $/details/number", 0.75],
    ["want/wants/wanting/like * to * have/get/take * the/a/an * plan/package/tier/bundle/edition/subscription/membership/licence/license $/for/from/starting/please", 0.8],
    ["@how/@process/@steps/@want/@like/@keen/@ready ** @become/@becoming @a/@an? @customer/@client/@subscriber/@member/@stockist/@reseller", 0.8],
    ["happy/glad/pleased/willing to * sign/buy/purchase/proceed/order/subscribe/commit/go-ahead/move-forward/pay", 0.8],
    ["we/i will take it", 0.85],
    ["let us do it/this", 0.85],
    ["sign me/us up", 0.9],
    ["decided to go ahead/forward/with", 0.85],
    // Choosing the plan: "we'll go with the annual plan", "we'd like to go with you".
    ["@we/@i * @will/@would/@like/@want/@going * @to? @go @with @the/@your/@you", 0.8],
    ["send * sign up link", 0.8],
    // Asking how starting would go is planning to start: onboarding, set-up, time to go live.
    ["@how/@what * @does/@would/@will/@is/@do * @onboarding/@implementation/@setup/@set-up/@rollout/@roll-out/@kickoff/@kick-off/@migration/@getting-started * @work/@look/@like/@involve/@take/@go", 0.8],
    ["@how @long ** ** @up @and @running | @how @long ** @set/@get/@go/@onboard/@onboarded/@implement/@implemented/@rolled @up/@started/@live/@out", 0.75],
    ["@once/@after/@when * @contract/@agreement/@paperwork/@order/@po/@deal * @is/@are/@has/@been? * @signed/@approved/@through/@done/@agreed", 0.8],
    ...WISH_IN_OTHER_WORDS
  ],
  // Back to live after a fault is a repair, not a purchase ("we'd like to get it live again").
  // A buying plan that was is none now ("we were going to buy it but …").
  voids: [
    // A go-ahead awaited is a deferral, not a purchase: "we'll write again once we have the go-ahead".
    "@when/@once/@until/@till/@if/@after @we/@i/@they @have/@get/@receive @got? @the [@green-light/@go-ahead/@thumbs-up]",
    "[@live/@running/@up-and-running/@online] @again/@back",
    // A place, a date or a slot held for something free or a visit to what they have is no purchase:
    // "save us two seats on the free webinar", "pencil me in for the consultation call".
    "[@reserve/@book/@secure/@lock/@pencil/@put/@save] ** ** @free/@webinar/@webinars/@consultation/@demo/@nda/@maintenance/@repair/@inspection/@visit/@servicing/@open-day/@open-evening/@taster",
    // A confidentiality paper signed first is no order: "we'll sign the NDA before anything else".
    "[@sign/@signing/@signed] @the/@an/@a/@your/@our? @nda/@confidentiality/@non-disclosure",
    // Single sign-on is a feature, not a sign-up: "is the premium plan needed for single sign-on?"
    "@single [@sign] [@on/@in]",
    // A wish to buy for someone else's business: "our accountant is keen to buy one for her own practice".
    "[@keen/@want/@wants/@looking/@hoping/@planning/@ready/@like] @to [@buy/@purchase/@order/@subscribe/@get] ** @for @her/@his/@their @own",
    // A copy of a paper wanted is no purchase: "I want a copy of the contract".
    "[@want/@wants/@like/@need] @a/@the @copy/@copies/@pdf/@scan/@printout",
    "[@purchase] @order/@orders @number/@no/@ref/@reference/@{id}/@{num}",
    // Asking someone else's interest is none of the sender's: "are you interested in our plan?"
    "@are/@would/@were/@is @you/@anyone/@anybody * [@interested]",
    "@were/@was [@going/@planning/@hoping/@about/@meaning/@intending] @to [@buy/@purchase/@order/@subscribe/@sign/@upgrade/@go/@proceed]"
  ],
  // A purchase already made, its paperwork now asked for: "the receipt for that purchase", "a copy
  // of the invoice for our order" (a record wanted, no purchase to come).
  elsewhere: [
    "@receipt/@receipts/@invoice/@invoices/@confirmation/@proof/@record/@records/@copy/@statement ** @for/@of/@on @that/@this/@my/@our/@the/@last/@previous/@earlier * [@purchase/@purchases]",
    // "proof of purchase" told without a determiner (salesfix, 11-29).
    "@proof/@receipt/@receipts @of [@purchase/@purchases]"
  ],
  denyCues: [
    ["!buy/!purchase/!subscribe/!upgrade/!order/!sign", 0.75],
    ["!want !to !buy/!purchase/!anything", 0.9],
    ["!ready !to !buy/!purchase/!commit/!sign", 0.8]
  ],
  questions: ["@buy/@purchase/@sign/@upgrade/@subscribe/@start/@started/@order/@quote/@interested/@bundle/@offer"]
}
