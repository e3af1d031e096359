// Qualification signals told without their textbook words (issue 22: recall on text written by
// others). Each list is a family of phrasings, spread into its rubric's cues in meddic.ts and
// meddicDecision.ts (SPICED's and CHAMP's in spicedChampPlain.ts); unit-tested in
// test/scoring/embedded/meddicrec*.test.ts.
// See ../../text/cues.ts for the pattern syntax.
import type { Cue } from "../types.js"
import { TITLES } from "./otherTopics.js"

/**
 * Who inside the buyer decides or must be won over. Not "team" nor "finance": "your finance team
 * keeps chasing me" and "a new team taking over" are no deciders of a purchase.
 */
export const DECIDERS = `boss/manager/managers/leadership/board/partners/owner/owners/management/trustees/directors/governors/council/committee/${TITLES}`

/** Someone inside the buyer who will carry the purchase: idioms of advocacy, winning the deciders over. */
export const CHAMPION_PLAIN: ReadonlyArray<Cue> = [
  // Advocacy idioms: "I'll go to bat for you", "I've been banging the drum for this".
  ["go/going/went/gone to bat", 0.85],
  // Of this purchase ("banging this drum", "the drum for it"), not a band's drum at a fair.
  ["bang/banging/banged/beat/beating this/that/the-same drum | bang/banging/banged/beat/beating * drum for/about/on * it/this/that/you/your/a/an/the/getting/switching/moving/buying", 0.8],
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
  // Working to get it through: "I've been trying to get something like this approved for two years".
  ["i/we * trying/tried/try/working * to * get * this/it/something/a/the * ** approved/signed-off/funded/green-lit/greenlit/sanctioned/budgeted", 0.75],
  // Pressing the speaker's own deciders: "I've been nagging our directors about this since last year"
  // (not "lobbying the council for a crossing": only "our/my").
  [`nagging/nag/nagged/pestering/pester/pestered/badgering/badger/badgered/hounding/hounded/lobbying/lobbied/lobby/petitioning/petitioned/hassling/hassled * our/my * ${DECIDERS}`, 0.8],
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
