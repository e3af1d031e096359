// Qualification signals told without their textbook words (issue 22: recall on text written by
// others). Each list is a family of phrasings, spread into its rubric's cues in meddic.ts,
// spiced.ts and champ.ts; unit-tested in test/scoring/embedded/meddicrec*.test.ts.
// See ../../text/cues.ts for the pattern syntax.
import type { Cue } from "../types.js"
import { OVERPAYING } from "./painPlain.js"
import { TITLES } from "./otherTopics.js"
import { PRIORITY_SPOKEN } from "./spokenPlain.js"

/**
 * Who inside the buyer decides or must be won over. Not "team" nor "finance": "your finance team
 * keeps chasing me" and "a new team taking over" are no deciders of a purchase.
 */
const DECIDERS = `boss/manager/managers/leadership/board/partners/owner/owners/management/trustees/directors/governors/council/committee/${TITLES}`

/** Someone inside the buyer who will carry the purchase: idioms of advocacy, winning the deciders over. */
export const CHAMPION_PLAIN: ReadonlyArray<Cue> = [
  // Advocacy idioms: "I'll go to bat for you", "I've been banging the drum for this".
  ["go/going/went/gone to bat", 0.85],
  ["bang/banging/banged/beat/beating * drum", 0.8],
  ["stick/sticking/stuck * my/our * neck out", 0.8],
  ["in your corner | fight/fighting/fought * your/this * corner | sing/singing/sang * your/its * praises", 0.85],
  ["i/we * pitched/proposed/suggested/floated/raised * the * idea", 0.8],
  // Making the case to the deciders: "I will explain to my boss why we need it".
  // Why the purchase is needed, not "tell my boss why the delivery didn't arrive".
  [`explain/explaining/tell/telling/show/showing * to? * my/our/the * ${DECIDERS} * why * we/it/this/they * need/needs/should/must/want/ought/makes/is-worth/would`, 0.8],
  ["convinced/convince/sold on/by * your/this/the * product/solution/tool/system/platform/app/software/service", 0.75],
  // Ends there or says for what: not "fighting hard to keep the doors open".
  ["lobbying/pushing/campaigning/fighting/arguing hard/internally/away/already $/for/with/internally", 0.8],
  ["biggest/huge/massive * fan/supporter/advocate/cheerleader | argue/argues/argued/make-the-case/making-the-case for * it/this/you/your", 0.85],
  // Told of the product, not "told everyone about your terrible service".
  ["told/telling/tell * everyone/everybody/all * about * it/this/you $ | told/telling/tell * everyone/everybody/all * about * your * product/tool/system/platform/app/software/solution $", 0.75],
  // The deciders named with "the/our/my" (not "a new manager taking over"); "over" only after a winning verb.
  [`got/have/has/getting/brought/won * the/our/my/both/all/his/her/their * ${DECIDERS} * on-side/onside/on-board/onboard/round/behind | won/win/winning/brought/bring/got/get/getting * the/our/my/both/all/his/her/their * ${DECIDERS} over`, 0.8],
  // Pressing one decider until they agree: "I'll keep on at her until she signs".
  ["on at * him/her/them/the/our/my? * ** until", 0.8],
  ["told/said/recommended * ** we * should * go-for/buy/get/sign/switch-to/take * it/this/you/your", 0.75],
  ["put/putting * my/our * name * to/on * it/this | your * person/man/woman/guy/ally/contact * on the inside | person/man/woman on the inside", 0.85],
  // Carried to the deciders, not "I had to carry it upstairs myself".
  [`carry/carrying/carried * this/it * through/forward | carry/carrying/carried * this/it * to * the/our/my? * ${DECIDERS}`, 0.8],
  [`nudging/nudge/nudged/prodding/prod/prodded/leaning-on/lean-on * the/our/my? * ${DECIDERS}`, 0.8],
  [`pushing/push/pushed * it/this * with * the/our/my? * other? * ${DECIDERS}`, 0.8],
  // Not bare "over the line" ("the signature goes over the line").
  ["get/gets/getting/got/push/pushing/take/taking/help/helping * it/this/the-deal/the-purchase * over * line | it/this/the-deal/the-purchase * gets/get/goes/go/went * over the line", 0.8],
  ["fan/ally/friend/supporter/advocate in me | put/putting/puts/putting in a good word | good word * with/for", 0.85],
  ["i * want * to see * it/this * land/through/succeed", 0.75],
  ["i/we * suggested/proposed/recommended/brought * you/your * ** to/in * the? * table/team/board/partners/meeting/first-place", 0.75],
  // Carrying it to the deciders: "I'm the one who'll have to sell this upstairs".
  ["sell/selling/pitch/pitching * this/it * upstairs/internally/in-house/inside", 0.85],
  ["the one ** sell/selling/pitch/pitching/convince/convincing/persuade/persuading/present/presenting", 0.8],
  [`leave * the/our/my? * ${DECIDERS} * to me/us`, 0.85],
  [`convince/convincing/persuade/persuading/win-over/winning-over/talk-round/talking-round/bring-round * the/our/my? * ${DECIDERS}`, 0.8],
  [`make/making * sure * the/our/my? * ${DECIDERS} * hear/hears/see/sees/know/knows/back/approve/sign`, 0.75],
  ["strong/internal/real/vocal/keen/huge/big/key * supporter/supporters/ally/allies/backer/backers/proponent", 0.85],
  // Recommending it to the deciders, not to a friend: "I'll talk to our director and recommend your tool".
  [`talk/speak/speaking/talking/go/going * to/with * our/my/the * ${DECIDERS} ** recommend/push/pitch`, 0.8],
  [`recommend/recommending * it/this/your * ** to * the/our/my? * ${DECIDERS}`, 0.8]
]

/** A measurable change wanted, a baseline against a target, a payback told in time. */
export const METRICS_PLAIN: ReadonlyArray<Cue> = [
  // "If it saves each rep an hour a day", "it pays for itself".
  ["@save/@saves/@saving/@cut/@cuts/@shave/@shaves * @an/@a/@{num}/@half * @hour/@hours/@minute/@minutes/@day/@days * @a/@per/@each/@every", 0.8],
  ["@pays/@pay/@paid for @itself", 0.75],
  // A wait capped: "no customer waits more than a day".
  ["@waits/@wait/@waiting/@takes/@take/@response/@reply/@replies/@turnaround * @more/@longer/@less @than * @a/@an/@{num}/@one * @hour/@hours/@day/@days/@minute/@minutes/@week/@weeks | @waits/@wait/@waiting/@takes/@take/@response/@reply/@replies/@turnaround * @under/@within/@over * @a/@an/@{num}/@one * @hour/@hours/@day/@days/@minute/@minutes/@week/@weeks", 0.75],
  ["@like/@want/@need/@see/@get/@aim/@hope/@expect/@love ** @halved/@doubled/@tripled/@quartered", 0.8],
  // Today's duration and the wish that follows: "a quote takes four days and I'd love it same-day".
  // Not "it takes a week and we need it by Friday" (a date, not a target).
  ["takes/take/taking ** {num}/a/an * minute/minutes/hour/hours/day/days/week/weeks ** want/like/love/need/aim/hope * it/that/this/them * down/under/below/within/closer/halved | takes/take/taking ** {num}/a/an * minute/minutes/hour/hours/day/days/week/weeks ** want/like/love/need/aim/hope * it/that/this/them to-be * same-day/next-day/instant/immediate/faster/quicker/shorter/under/less/fewer/half/{num}", 0.8],
  // A rate as a ratio, a figure set against another, a rate that should move, an aim that names all or none.
  ["one/{num} in/out-of a? {num}/hundred/thousand", 0.75],
  ["instead-of/rather-than/versus/vs {num}", 0.7],
  ["done/do/doing/finished/processed/run/closed * in * one/a/an/{num} * minute/minutes/hour/hours/afternoon/morning/day/days/week/weeks * not/instead-of/rather-than * @{num}", 0.8],
  ["@call/@count/@consider * @it/@that/@this * @a * @win/@success", 0.75],
  ["@go/@get/@bring/@cut/@take/@move/@going/@getting * ** @from ** @to * @a? @couple/@few/@{num}/@one/@half * @of? * @day/@days/@hour/@hours/@minutes/@weeks", 0.75],
  // Today's figure beside a target: "today it's closer to a week".
  ["today/currently/now/at-the-moment/right-now * it/that/we * is/are/takes/take * closer/nearer/about/around/roughly/more-like/nearly * to? * {num}/a/an * hour/hours/day/days/week/weeks/minutes", 0.75],
  ["every/each/all * ** answered/done/shipped/sent/invoiced/paid/closed/resolved/fixed/delivered/returned/processed * within/in-under/the-same/same-day/before-the-end", 0.75],
  ["@{num} @times @faster/@quicker/@better/@more/@fewer/@less | @twice/@three-times/@half/@double @as @fast/@quick/@many/@much/@few/@long", 0.75],
  // A count per period bounded, also as the condition of a win ("happy if we got re-visits under ten a month").
  ["@under/@below/@over/@above/@fewer/@less/@more * @than? @{num} * @a/@per/@each/@every @week/@month/@day/@year/@quarter/@shift", 0.75],
  ["measure/measures/number/numbers/figure/figures/metric/kpi/stat/stats * that/which/we * matters/matter/counts/count/care/watch/track/report", 0.8],
  // A figure of the business moving, not "the count goes up every time I refresh".
  ["@rate/@ratio/@percentage/@numbers/@figure * @comes/@come/@goes/@go/@went/@came/@gets/@get/@drops/@drop/@falls/@fall @down/@up", 0.7],
  ["aim/goal/target/objective/ambition * is/are for * every/each/all/no/none/zero/most", 0.75],
  // From a figure to another, not "get an invoice from one of your team to send".
  ["reduce/reducing/cut/cutting/bring/bringing/get/getting/lower/lowering/shorten/shortening/speed/speeding ** from {num}/a/an/one * ** to/down-to/into * {num}/{pct}/a/an/one/half/under/below/zero/nothing/same-day/few/couple/hours/days/minutes/weeks", 0.8],
  // Our own figure watched ("we track first-time fix rate"), not a question whether the product tracks one.
  ["we/i/team/board/management/managers * track/tracking/measure/measuring/monitor/monitoring/watch/watching ** rate/ratio/score/percentage/average/turnaround", 0.8]
]

/** The buyer's steps: a body it goes to, a call made at a meeting, what happens once someone has seen it. */
export const PROCESS_PLAIN: ReadonlyArray<Cue> = [
  // The purchase goes somewhere, not "I went to the community forum".
  ["it/this/that/quote/proposal/decision/purchase/anything/everything/spend/contract * ** go/goes/going/went/sent/put to * group/panel/forum/exco/sign-off/approval", 0.8],
  ["makes/make/take/takes/making * the? call/decision * at/in/during * meeting/review/board/committee/session", 0.8],
  // Someone of the buyer's looks first ("once our site leads have seen it"); "once you've reviewed it" is the vendor.
  // To the deciders, not "my refund request went to the wrong team".
  [`recommendation/proposal/request/business-case/paper/summary * goes/go/went/gets/is-sent * to * the/our/my? * ${DECIDERS}/procurement/purchasing/legal/compliance/head-office/hq`, 0.8],
  // Someone of the buyer's approves, not "I have to clear this with the bank".
  [`${DECIDERS}/legal/procurement/purchasing/compliance/it/they/he/she/someone/somebody * has/have/needs/need/must * to? okay/ok/approve/vet/clear/bless/review * it/this/off | clear/clearing * it/this * with * the/our/my? * ${DECIDERS}`, 0.8],
  [`then * ** chat/meeting/call/conversation/catch-up/sit-down * with * the/our/my? * ${DECIDERS}`, 0.75],
  // Steps told with a comma, as non-native writers do: "first my manager must see a demo, after he gives the final ok".
  // Someone's step first, not "first it will load, then it crashes".
  [`first ,? my/our/we/i/they/he/she/legal/procurement ** must/has-to/needs-to/will/should ** ,? after/afterwards/then/next | first ,? the * ${DECIDERS} ** must/has-to/needs-to/will/should ** ,? after/afterwards/then/next`, 0.75],
  // Steps with their dates: "demo to the team in May, trial in June".
  ["demo/trial/pilot/review/presentation * ** {month}/{quarter}/{weekday} ,? * trial/pilot/decision/review/board/contract/go-live/rollout/sign-off", 0.75],
  // The purchase goes there, not "the parcel went to head office".
  ["it/this/that/quote/quotes/proposal/decision/purchase/purchases/anything/everything/spend/contract/contracts/order * ** go/goes/going/went/sent/put to * ** purchasing/procurement/head-office/hq/headquarters/compliance", 0.8],
  ["needs/need/get/getting/got * the? * thumbs-up/go-ahead/green-light/nod/blessing/ok/okay * from/of", 0.8],
  ["trial/test/pilot/try * it/this * for * a/{num} * week/weeks/month/months/fortnight", 0.75],
  ["rubber-stamp/rubber-stamps/rubberstamp/rubberstamps/green-light/green-lights/signs-off/sign-off * it/this? * at/in * the? * meeting/agm/board/committee/review", 0.8],
  ["put-together/putting-together/draw-up/drawing-up/make/making/prepare/preparing * a * shortlist/short-list/longlist", 0.8],
  ["tender/tenders/rfp/rfq * for * anything/everything/purchases/spend/contracts * over/above | go/going/went out to * market/tender", 0.8],
  ["signs/sign/approves/approve/decides/decide * after/following * a/the * ** trial/pilot/demo/review/test", 0.8],
  ["shortlist/shortlisting/narrow/narrowing/narrowed * it? * down? * to? * {num}/a-few * providers/vendors/suppliers/options/companies/firms/tools | narrow/narrowing/narrowed * it * down * to * {num}", 0.8],
  ["get/getting/got * it/this * past/through * ** meeting/board/committee/review/partners/trustees/finance/legal/procurement/owners/council", 0.8],
  [`write/writing/draft/drafting/put-together/prepare/preparing * up? * summary/proposal/paper/memo/recommendation/report/note ** for/to * the/our/my? * ${DECIDERS}`, 0.8],
  ["{num}/several/other/more/multiple * quotes/offers/proposals/bids/options/suppliers/vendors/providers/tenders * before/first", 0.8],
  // The deciders' yes, not "before we sign, can you send …".
  [`before * they/the/our ${DECIDERS}? * say-yes/sign/approve/agree/commit`, 0.75],
  ["@roll/@rolling/@rollout/@roll-out * @it/@this/@them? * @out * @to/@across/@everywhere/@company-wide/@wider/@all/@other", 0.75],
  // Then a next step; not "after my engineer checked it, the boiler still leaks".
  ["once/after the/our/my ** seen/reviewed/tested/tried/approved/checked/vetted/trialled/piloted * it/this ,? * we/they/he/she/i * will/can/would/decide/sign/make/give/let/get/go/be", 0.75]
]

/** What the choice will turn on, told as a comparison, a quality the tool must have, a test. */
export const CRITERIA_PLAIN: ReadonlyArray<Cue> = [
  ["matters/matter/counts/count/weighs/weigh * more/less than | less/more important/critical/crucial ** than", 0.8],
  ["it/whatever/anything/solution/system/tool/software/platform/app/product/vendor/supplier/provider/they must * support/integrate/work/connect/sync/comply/handle/include/offer/run/play/fit/talk/plug/meet/pass/export/import/cope/scale", 0.8],
  // The thing bought must be so, not "should be quick - just a question".
  ["it/system/tool/software/platform/app/product/solution/whatever/anything/something/they/everything/whichever * must/got-to/has-to/have-to/needs-to/need-to/should be * simple/easy/quick/fast/cheap/affordable/secure/reliable/compliant/intuitive/robust/mobile/offline/hosted/local/flexible/scalable/accessible/multilingual/usable/user-friendly/foolproof/straightforward/self-explanatory", 0.8],
  ["what/thing/things * we/i * care/value * about? * most", 0.8],
  // Ruled out in advance: "we won't look at anything that can't do X".
  // Ruled out by what it does, not "I did not buy anything that expensive".
  ["@not @look/@consider/@touch/@entertain/@buy * @at? @anything/@something/@any/@tools/@systems/@products/@vendors * @that/@which @can/@could/@does/@do/@is/@are/@has/@have/@will/@would/@lacks/@needs/@requires/@cannot | @not @look/@consider/@touch/@entertain/@buy * @at? @anything/@something/@any/@tools/@systems/@products/@vendors * @without", 0.8],
  ["anything/whatever/whichever/whoever * we/i * choose/pick/buy/go-with/select/get/end-up-with/land-on/settle-on ** has/have/must/needs/need/should/got/can/cannot", 0.8],
  ["matters/matter/counts/count * a-lot/hugely/massively/greatly/a-great-deal * to/for * us/me", 0.8],
  ["leaning/lean/leant/favouring/favoring * towards/toward? * whoever/whichever/anything/anyone/something/someone", 0.8],
  ["beats/trumps/outweighs everything/anything/price/cost/features", 0.8],
  // Plugs into the buyer's systems, not "plug the heater into the extension lead".
  ["ideally * it/whatever/the-system/the-tool/the-software * ** plugs/integrates/syncs/connects/links/talks/works/runs | plugs/plug * straight? * into * our/the/my/your? * system/systems/software/accounts/accounting/crm/erp/website/shop/till/pos/stack/tools/calendar/platform/payroll/setup/xero/quickbooks/sage/shopify", 0.75],
  // What would decide it, not "can you swing it so delivery comes Monday".
  ["swing/swings/tip/tips/clinch/clinches * the-decision/the-deal | swing/swings/tip/tips/clinch/clinches * it $/is/would-be/will-be/for-us/for-me/for-them/towards/toward/your-way", 0.8],
  ["@not @fussed/@bothered * @about/@with/@whether", 0.75],
  // Not "it has to be a day that we can all make".
  ["needs/need/has/must * to? be * something/anything/a-tool/a-system/software/an-app/a-platform * ** that/which/we/they/staff/people/our/my/anyone/everyone/the * can/could", 0.75],
  ["is/are secondary | is/are * everything * for/to * us/me", 0.8],
  // Ruled out by a quality: "anything cloud-only is out for us".
  ["anything/everything/whatever/tools/systems/software/products/vendors/suppliers/options/solutions/apps * ** is/are * out/a-no * for * us/me", 0.8],
  ["deal-breakers/dealbreakers/must-haves/non-starters/red-lines/red-line/hard-requirement/hard-requirements", 0.85],
  // Said of the thing, not "I need to export my data before I cancel".
  ["needs/has/must to? cope/scale/export/import/link/translate/accept", 0.75],
  // A supplier already ruled out, and why: "we crossed two off because they couldn't do X".
  ["ruled/rule/ruling/crossed/struck * out/off ** because/as/since/due-to", 0.8],
  // The buyer holds firm, not "the lid won't budge".
  ["@we/@i/@they * @not @compromise/@budge/@bend/@negotiate * @on", 0.8],
  ["@rather/@happy/@willing/@prepared * @pay/@spend ** @more * @for", 0.8],
  // What the tool should spare them: "without having to retrain everyone".
  ["@without/@not @having/@needing * @to ** @everyone/@everybody/@staff/@our/@team/@people/@everything/@all/@anyone", 0.75],
  ["big/real/main/key/acid/litmus/first/only test * is/will * whether/if/how/that", 0.8]
]

/** A consequence borne: business lost, time eaten each period, people leaving, extra hands, a plan missed. */
export const IMPACT_PLAIN: ReadonlyArray<Cue> = [
  ["lose/losing/lost ** renewals/renewal/accounts/account/members/subscribers/bookings/jobs/staff/employees/drivers/nurses/volunteers", 0.85],
  // Time lost every period ("eats a full day every month-end"), not a trip's length ("two hours each way").
  ["eats/eat/eating/takes/take/swallows/burns/costs/wastes/loses * {num}/a/an/half/full/whole * day/days/hour/hours/week/weeks/morning/afternoon * every/each/a/per * week/month/day/year/quarter/shift/month-end/close/cycle/run/order/job/invoice/batch/payroll", 0.75],
  ["off/signed-off * sick/with-stress/with-burnout | staff/people/employees * off ** stress/sick/burnout", 0.75],
  // Downtime counted: "every hour the line is down we can't ship".
  ["every/each hour/day/minute/shift * the/it/we/our * ** is/are/was/were/sits/stays * down/offline/broken/idle", 0.75],
  [OVERPAYING, 0.75],
  // One person doing several people's work: "she does the job of two".
  ["do/doing/does * the * work/job/jobs * of * one/{num}/a/two", 0.75],
  ["reviews/feedback/complaints/surveys * ** mention/mentions/mentioned/cite/cites/flag/flags * ** constantly/always/often/repeatedly/regularly", 0.75],
  ["short of/on * cash/money/stock/staff/people/drivers", 0.75],
  ["turn/turned/turning/turns down * ** jobs/work/bookings/orders/customers/clients/events/functions/weddings/parties/contracts/business/projects", 0.8],
  ["insurer/insurers/auditor/auditors/regulator/regulators/inspector/inspectors/landlord/council/accountant * ** warned/flagged/fined/penalised/penalized/threatened/queried", 0.8],
  // Customers gone elsewhere: "parents have started taking their kids to the club across town".
  ["customers/clients/regulars/patients/guests/members/users/buyers/subscribers/parents/diners * ** going/gone/went/moved/moving/switched/switching/taking * ** elsewhere/competitor/competitors/rival/rivals/across-town/down-the-road", 0.8],
  ["customers/clients/regulars/patients/guests/members/users/buyers/subscribers/parents/diners * ** stopped/stop/stopping * coming/ordering/booking/buying/using/renewing/visiting", 0.8],
  ["stays/stay/staying/stayed/work/works/working * late/overtime/weekends/evenings ** to * sort/fix/catch-up/finish/clear/reconcile/check/redo", 0.75],
  ["each/every * wrong/missed/failed/late/lost/broken/cancelled/canceled/returned/faulty/bad/duplicate ** {money}", 0.8],
  // Growth that cannot be taken on, not "I can't open the attachment".
  ["we/business/company/firm/practice/shop/clinic * can/could not !take !on | we/business/company/firm/practice/shop/clinic * can/could not !win/!bid/!grow/!expand/!scale/!hire", 0.75],
  ["@reason @we/@our * @could/@can @not", 0.75],
  ["rating/ratings/reviews/score/stars/sales/bookings/orders/revenue/margin/margins/footfall/enquiries/leads * ** dropped/dropping/fell/falling/slipped/dipped/tanked/plummeted/halved", 0.8],
  // The business ends up paying, not "my card got charged two times for one booking".
  ["we/they/business/company/firm/practice * end/ends/ended/ending up * paying/refunding/losing/redoing/cancelling/canceling/apologising/apologizing/compensating/discounting/writing-off/throwing", 0.75],
  // People late or short, not "the page loads slower than it should".
  ["later/more/less/fewer * than * it/they/we/he/she * should/could/ought | slower/longer * than * they/we/he/she * should/could/ought", 0.7],
  ["knock-on effect/effects/impact | ripple/domino effect/effects", 0.8],
  // A named cost "killing us", also beside a figure told as fine ("margins are healthy but turnover is killing us").
  ["turnover/churn/attrition/absence/absences/sickness/delays/costs/rent/overtime/returns/refunds/chargebacks/downtime/admin/paperwork * is/are * killing/crippling/bleeding/hammering/sinking us", 0.75],
  ["quit/quits/resigned/resign/resigns/walked-out/left/leaving over/because/due-to it/this/that/the/of", 0.8],
  // Not "we have to postpone our call": only costs the business bore.
  ["had/have/having to * bring-in/take-on/rent/scrap/lay-off | had/have/having to * borrow money/cash/funds/against", 0.75],
  // Not "how do I add another person to our account".
  ["put/putting/bring/bringing/hire/hiring/take-on/taking-on * a/an? * second/third/extra/another/more/additional * person/people/staff/agent/agents/admin/driver/drivers/shift/shifts/pair", 0.75],
  // A plan missed, or not to be met ("we won't hit our expansion plan"); hitting one is no consequence.
  ["@miss/@missing/@missed * @our/@the/@this * @target/@targets/@plan/@plans/@goal/@goals/@numbers/@forecast/@quota | @not/@never @hit/@meet/@reach/@make * @our/@the/@this * @target/@targets/@plan/@plans/@goal/@goals/@numbers/@forecast/@quota", 0.7]
]

/** Who the buyer is and how long they have run it: "six of us in the office", "on the same package since 2015". */
export const SITUATION_PLAIN: ReadonlyArray<Cue> = [
  // The size of the team, not who joins a call ("three of us will be at the webinar").
  ["there are/is * {num} * of us $/in/working/running/doing/here/full-time/part-time/altogether/in-total/on-the-team/on-staff | {num} of us work/working/run/running/do/doing/in-the-office/on-the-team/on-staff", 0.75],
  // Who runs the place ("just me and a part-timer running the office"), not who is on a call.
  ["just me and/plus ** running/run/doing/staffing/manning | {num} * ** out on/in * jobs/the-road/site/sites/call/calls/rounds/the-field", 0.75],
  ["done/kept/tracked/logged/managed/handled/stored/planned/booked * in/on/via/through/with * a/an/the/our? * ** sheet/sheets/doc/docs/calendar/calendars/app/group/chat/inbox/notebook/book/folder", 0.75],
  // The usual way (passive or habitual), not "I booked over the phone last week".
  ["are/is/get/gets/all/mostly/usually/always/still * taken/made/received/written/booked/noted/jotted/placed * over/by/on/in/via * the/a/an? * phone/email/paper/card/cards/notepad/post-it/post-its/diary/form/forms", 0.75],
  // Years, not "on hold for 40 minutes".
  ["have/has been * on/using/with/running ** since/for * {year}/years/ages/decades | have/has been * on/using/with/running ** for * {num} years/year", 0.75],
  ["have/has used/had/run ** since/for * {year}/years/ages/decades", 0.75]
]

/** Ranked first in plain words: one of a few goals, nothing funded before it, time cleared for it. */
export const PRIORITY_PLAIN: ReadonlyArray<Cue> = [
  ["one of a? {num}/few * projects/priorities/initiatives/goals/objectives", 0.8],
  ["nothing/no-other/everything-else/all-else ** @until/@till @this/@that/@it * @is/@are/@gets/@get @fixed/@sorted/@solved/@done/@resolved/@live/@working", 0.8],
  ["this/it/that/fixing/sorting/solving/getting * comes/come/goes/go first", 0.8],
  ["everything/anything/all * else * can * wait", 0.85],
  ["a now problem/issue/thing/priority/job | on every agenda", 0.8],
  ["drop/dropping/dropped/park/parking/parked/pause/pausing/paused/shelve/shelving/shelved * everything/anything/all * else", 0.85],
  ["escalated/escalate/pushed/promoted * ** to/up * the? * top/front | top/head of * the/our/my? * agenda/pile/queue/plan/roadmap/priorities", 0.85],
  // Not "nothing else on the agenda today": only a plan or roadmap.
  ["nothing/no-other * @else? ** @on * @the/@our? * @plan/@roadmap", 0.8],
  [`under pressure/the-cosh | pressure from/on * the/our/my? * ${DECIDERS}`, 0.8],
  // Asked about this work, not "my manager keeps asking when the invoice will arrive".
  [`our/my/the? ${DECIDERS} * keeps/keep/kept/always/forever * asking/chasing/pushing/pressing/nagging * me/us? $/about | our/my/the? ${DECIDERS} * keeps/keep/kept/always/forever * asking/chasing/pushing/pressing/nagging * me/us? * for/after/on * it/this/that/progress/an-update/updates/news/a-fix/a-date $`, 0.75],
  [`our/my/the? ${DECIDERS} * keeps/keep/kept/always/forever * asking/chasing * me/us? * when/whether/if * it/this/we/that * will/is/are/can? * be? * fixed/sorted/done/live/ready/working/solved/start/starting/switch/switching`, 0.75],
  ["moved/moving/shifted/shifting/pulled/pulling/diverted/diverting/reallocated * budget/money/funds/people/staff/resources * from", 0.8],
  ["job/priority/task one | job/priority/task number one/1 | number-one/#1/top topic/task/job/item/issue/agenda-item", 0.8],
  // Time cleared for the work, not a slot booked for a call.
  ["cleared/clearing/freed/freeing * my/our/the * calendar/diary/schedule/desk ** to/for * this/it/get/getting/sort/sorting/fix/fixing/focus", 0.8],
  // This work first, not "the directors want the minutes before anything else" (a document wanted).
  ["done/sorted/fixed/first/comes/come/this/it ** before/ahead-of/above/over * anything/everything/all * else", 0.85],
  ...PRIORITY_SPOKEN
]
