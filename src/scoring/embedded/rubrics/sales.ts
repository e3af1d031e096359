// Built-in rubric content for the sales framework packs (`bant.*`, `meddic.*`, `spiced.*`,
// `champ.*`). Several fields of different frameworks share one notion (money, authority,
// pain); they share the content below. See ../cues.ts for the pattern syntax.
import type { Cue, Rubric } from "./types.js"

const TITLES =
  "ceo/cto/cfo/coo/cio/cmo/cro/cpo/cso/ciso/founder/co-founder/cofounder/owner/co-owner/president/vp/svp/evp/chief/director/head/partner/principal/proprietor/chairman/chair/gm"

// ---------------------------------------------------------------------------------------------
// Money / budget

const MONEY: Rubric = {
  positive: [
    "we have a budget of about fifty thousand",
    "our budget for this is approved",
    "we've set aside money for this project",
    "there is funding allocated for a new tool this year",
    "we can spend up to twenty thousand",
    "budget is in place",
    "finance has approved the spend",
    "we have budget earmarked for this quarter",
    "we can afford around a thousand a month",
    "the money is already allocated"
  ],
  denial: [
    "there isn't any budget set aside",
    "funds are not available for a purchase",
    "we don't have any funding",
    "we can't afford it this year",
    "nothing has been allocated for software",
    "spending is frozen across the company"
  ],
  negative: ["what is your price", "how much does it cost", "we lost a lot of money last year"],
  cues: [
    ["budget * {money}", 0.95],
    ["{money} * budget/budgeted/approved/allocated/earmarked/available/aside/set", 0.9],
    ["budget/funds/funding/money/spend * approved/allocated/earmarked/secured/available/aside/ready/signed/confirmed/ring-fenced/set", 0.9],
    ["approved/allocated/earmarked/secured/set-aside/ring-fenced * budget/funds/funding/money/{money}", 0.9],
    ["have/got/has * budget/funding/funds/money", 0.85],
    ["our/the/a budget is/of/for/would/will/around/about", 0.85],
    ["budget/budgeted/budgeting", 0.7],
    ["spend/invest/pay * up-to/around/about/roughly/between/{money}", 0.85],
    ["can/could afford", 0.75],
    ["up-to/around/about/roughly/approximately/between/under/max/maximum/ceiling * {money}", 0.85],
    ["{money}", 0.65],
    ["funding/funded/funds", 0.6],
    ["price range/ceiling/cap", 0.75]
  ],
  denyCues: [
    ["!budget/!budgeted/!funds/!funding/!money/!dollars/!cash", 0.9],
    ["!afford", 0.85],
    ["!allocated/!approved/!earmarked !for", 0.6],
    ["budget is/was * frozen/cut/gone/spent/zero/exhausted", 0.85],
    ["can not/cannot !justify !the !spend/!cost", 0.7]
  ],
  questions: ["@budget+/@spend/@afford/@funds/@funding/@money/@invest+/@price-range"]
}

// ---------------------------------------------------------------------------------------------
// Authority / decision makers

const AUTHORITY: Rubric = {
  positive: [
    "purchasing approvals are mine",
    "I make the final decision",
    "I'm the CEO",
    "as the owner, it's my call",
    "our CFO approves anything over that amount",
    "the decision is mine",
    "I have the authority to sign",
    "our director has the final say",
    "the board will make the final call",
    "I run the company and decide on tools like this",
    "I'm head of operations and own this budget"
  ],
  denial: [],
  negative: ["my boss asked me to join the call", "I'm just gathering information", "I'm an assistant"],
  cues: [
    [`i-am/as * ${TITLES}`, 0.9],
    [`i-am/as * manager`, 0.6],
    [`title/role/position/job :? * ${TITLES}`, 0.85],
    [`head of`, 0.7],
    [`${TITLES}`, 0.55],
    ["managing director/partner", 0.85],
    ["decision maker/makers", 0.85],
    ["the one/person who * decides/signs/approves/makes/decide/sign/approve/make", 0.9],
    ["decision-maker", 0.85],
    ["i/we make/makes * the/this * call/decision/decisions", 0.9],
    ["final/last say/call/decision/word/sign-off/signoff/approval", 0.8],
    ["my/our call/decision", 0.75],
    ["i/we decide/approve/sign/authorize/authorise", 0.85],
    ["i/we can/will/would sign/approve/decide", 0.85],
        ["i own the/this budget/decision/purchase", 0.9],
    ["sign/signs/signing off", 0.75],
    ["sign-off/signoff/signs/approves/approve/approval/authority", 0.6],
    [`${TITLES}/board/boss/manager/partners/committee/owner * signs/sign/approves/approve/decides/decide/makes/make/has/have/will/needs/need/votes/vote`, 0.75],
    ["run it by/past * boss/manager/ceo/cfo/director/board/owner/partners/team", 0.75],
    ["need/needs * approval/sign-off/signoff/go-ahead/blessing", 0.7],
    ["it-is/that-is me", 0.45]
  ],
  denyCues: [],
  questions: ["@who * @sign/@signs/@decide/@decides/@decision/@approve/@approves/@call/@say/@authority/@involved", "@decision @maker+", "@sign-off/@signoff"]
}

// ---------------------------------------------------------------------------------------------
// Pain / need / challenges

const PAIN_CUES: ReadonlyArray<Cue> = [
  ["problem/problems/issue/issues/pain/pains/struggle/struggling/struggles/challenge/challenges/challenging/headache/headaches/bottleneck/bottlenecks/nightmare/mess", 0.7],
  ["frustrat+/annoying/painful/tedious/time-consuming/inefficient/unreliable/clunky/outdated/error-prone", 0.7],
  ["break/breaks/broke/broken/breaking/fails/failing/failed/crashes/crashing", 0.65],
  ["manual/manually/spreadsheet/spreadsheets/paper/by-hand/copy/copying/re-key+/retype+", 0.6],
  ["takes/take/taking/spend/spends/spending/waste/wasting/lose/losing * hours/days/ages/forever/weeks/time/too long", 0.75],
  ["too slow/long/much/expensive/many", 0.6],
  ["slow/slows/delays/delayed/late/overdue/lost/losing/miss/missed/missing/mistakes/errors/error/duplicate/duplicated", 0.55],
  ["can/could not !see/!find/!track/!get/!keep/!scale/!handle/!manage/!tell/!trust/!rely/!access/!report/!know/!sync/!connect", 0.7],
  ["!visibility/!insight/!way/!idea", 0.55],
  ["keep/keeps * getting * lost/missed/wrong/stuck/dropped", 0.75],
  ["falls/fall/fell/slip/slips through the cracks", 0.8],
  ["complain/complaints/complaining", 0.65],
  ["churn/churning/drop-off/dropoff", 0.7],
  ["risk/risky/exposed/compliance-gap", 0.5],
  ["hard/difficult/impossible/tough to", 0.7],
  ["lives/live in spreadsheets/email/paper", 0.75],
  ["lives/live/spread/scattered * in/across * {num}/different/separate/multiple * systems/tools/spreadsheets/places/apps", 0.8],
  ["overwhelmed/drowning/swamped/buried/snowed/backlog/backlogs/overloaded/stretched/understaffed/firefighting", 0.75],
  ["burning/burn out | burnout/burned-out/burnt-out/exhausted", 0.7],
  ["slipped/slipping/stuck/wrong/noise/noisy/chaos/chaotic/messy", 0.6],
  ["costing/costs/cost us", 0.75],
  ["eating/eats/eat/consuming/consumes/taking/takes/swallowing * half/week/day/time/hours/days/weeks", 0.75],
  ["nobody/no-one/noone !trusts/!trust/!uses/!knows/!understands/!reads/!follows", 0.7],
  ["never !followed/!answered/!resolved/!fixed/!returned", 0.7],
  ["fixing/fix/solving/solve/addressing/tackling/sorting that/this/it", 0.6]
]

const PAIN_DENIAL = [
  "our existing tools do the job without trouble",
  "things run smoothly as they are",
  "we are satisfied with the provider we use",
  "nothing about our process bothers us",
  "we face no real difficulties today"
]

const PAIN_DENY_CUES: ReadonlyArray<Cue> = [
  ["!problem/!problems/!issue/!issues/!pain/!pains/!challenge/!challenges/!complaints", 0.85],
  ["works/working/running/runs fine/well/smoothly/great", 0.8],
  ["happy/satisfied/content with * current/existing/our", 0.8],
  ["nothing !is !broken/!wrong", 0.8],
  ["nothing/none , really", 0.5]
]

const PAIN: Rubric = {
  positive: [
    "our current process is manual and error-prone",
    "we keep losing track of orders",
    "the team spends hours every week copying data between systems",
    "our old system crashes constantly",
    "customers complain that response times are too slow",
    "we struggle to see what's happening across locations",
    "things fall through the cracks",
    "reporting takes days because everything is in spreadsheets",
    "we can't scale with the current setup",
    "it's a constant headache for the team",
    "we're losing customers because of it"
  ],
  denial: PAIN_DENIAL,
  negative: ["we have no questions", "no problem, talk soon", "thanks, that's no problem at all"],
  cues: PAIN_CUES,
  denyCues: PAIN_DENY_CUES,
  questions: ["@problem+/@challenge+/@pain/@issue+/@headache/@struggle+/@prompted/@working/@break+/@wrong/@solve"]
}

const NEED: Rubric = {
  ...PAIN,
  positive: [
    ...PAIN.positive,
    "we need a better way to schedule our staff",
    "we're looking for a tool to manage invoices",
    "we want to automate our reporting",
    "we need something to replace our old system",
    "a way to message customers in bulk",
    "we need to get off spreadsheets"
  ],
  denial: [...PAIN_DENIAL, "there is no requirement for another product", "we do not require anything like this", "an in-house system already covers it"],
  cues: [
    ...PAIN_CUES,
    ["we/i need/needs/require/requires/want * a/an/some/something/better/new/way/to/help/tool/system/solution/platform/software", 0.8],
    ["need/needs/needed/requirement/requirements", 0.6],
    ["looking/searching/hoping for * a/an/some/something/better/way/tool/solution/platform/system/software/replacement/alternative", 0.75],
    ["a/better/easier/simpler way to", 0.7],
    ["goal/aim/objective/plan/priority/idea is to", 0.75],
    ["so we/i want/need", 0.75],
    ["want/wants/wanted/need/needs/require/requires/would-like", 0.55],
    ["want/wants/hoping/trying/aim/aiming/goal/plan/need to automate/replace/improve/streamline/fix/reduce/consolidate/simplify/speed/centralize/centralise/modernize/modernise/upgrade/move/switch/get/stop/cut/track/manage/organize/organise", 0.75],
    ["help * with/us/me", 0.5]
  ],
  denyCues: [...PAIN_DENY_CUES, ["!need/!needs/!require/!requires/!looking", 0.85], ["built * our own", 0.55]],
  questions: [...PAIN.questions, "@need/@needs/@looking/@prompted/@reach"]
}

// ---------------------------------------------------------------------------------------------
// Timeline / critical event

const WHEN_CUES: ReadonlyArray<Cue> = [
  ["by/before/until/in/for/around/within/from * {month}/{quarter}/{year}", 0.85],
  ["end of * {quarter}/{month}/{year}/year/quarter/month/summer/spring/autumn/fall/winter/week", 0.85],
  ["next/coming/following fiscal/calendar/financial/school? month/quarter/year/week/season/summer/spring/autumn/fall/winter/semester/term", 0.7],
  ["this fiscal/calendar/financial/school? month/quarter/year/summer/spring/autumn/fall/winter/semester/term", 0.45],
  ["want/wants/plan/planning/hoping/hope/need/aim/aiming/looking/expect/intend * to * in/by/before/within/this/next * {month}/{quarter}/{year}/month/quarter/year/week/summer/spring/autumn/fall/winter", 0.85],
  ["within/in * {num} * days/weeks/months/years", 0.8],
  ["{month}/{quarter}", 0.65],
  ["go-live/going-live/golive/launch/launching/rollout/roll-out/deploy/cutover/kick-off/kickoff", 0.65],
  ["deadline/timeline/timeframe/time-frame/target-date/due-date", 0.7],
  ["asap/immediately/urgently/soon/right-away", 0.65],
  ["running/live/ready/in-place/up-and-running * by", 0.85]
]

const TIMELINE: Rubric = {
  positive: [
    "we aim to be operational within the next quarter",
    "we plan to buy in the next two months",
    "we need to go live before January",
    "our target date is early next year",
    "we'd like to roll it out this summer",
    "we hope to decide within a few weeks",
    "we need it in place by March"
  ],
  denial: ["no timeframe has been set", "we are not planning any purchase for now", "there are no dates attached to this"],
  negative: ["we've used it for two years", "last year we tried another tool", "we opened in 2015"],
  cues: WHEN_CUES,
  denyCues: [
    ["!timeline/!timeframe/!deadline/!date/!plans/!plan/!rush/!hurry", 0.85],
    ["not !this !year/!quarter/!month", 0.75],
    ["@someday/eventually/sometime", 0.6]
  ],
  questions: ["@when/@timeline/@timeframe/@date/@deadline/@soon/@target/@live/@launch"]
}

const CRITICAL_EVENT: Rubric = {
  positive: [
    "our license expires at the end of the year",
    "the current contract runs out in March",
    "we have an audit coming up in the spring",
    "we're launching in a new market in June",
    "the old system reaches end of life next quarter",
    "new regulations take effect in January",
    "our renewal date is the 30th"
  ],
  denial: ["no outside event is pushing us", "no date is forcing our hand", "this can wait indefinitely"],
  negative: ["we renewed last year", "the license is fine for now"],
  cues: [
    ["expire/expires/expiring/expired/expiry/expiration", 0.85],
    ["runs/run/running/ran out", 0.75],
    ["renewal/renew/renews/renewing", 0.7],
    ["contract/license/licence/lease/subscription/support/agreement * ends/ending/up/lapses/terminates", 0.85],
    ["end of life/support", 0.85],
    ["end-of-life/eol/sunset/sunsetting/deprecated/discontinued", 0.8],
    ["deadline/audit/inspection/regulation/regulations/mandate/compliance-date/board-meeting/launch/go-live/merger/acquisition/ipo/funding-round", 0.7],
    ["fiscal/financial year/quarter", 0.65],
    ["by/before * {month}/{quarter}/{year}", 0.7],
    ["{num} {month}/{month} {num}", 0.65],
    ["forcing/forces/driving/drives * decision/timeline/this/change", 0.75],
    ["because-of/ahead-of/before * season/launch/audit/event/deadline/conference/rush/holidays", 0.7]
  ],
  denyCues: [
    ["!deadline/!deadlines/!trigger/!event/!rush/!date/!timeline/!urgency", 0.85],
    ["!forcing/!driving", 0.8],
    ["@someday project/thing/idea", 0.8],
    ["@someday/eventually", 0.6]
  ],
  questions: ["@date/@event/@deadline/@forcing/@driving/@why-now/@trigger/@timeline"]
}

// ---------------------------------------------------------------------------------------------
// MEDDIC specifics

const METRICS: Rubric = {
  positive: [
    "we want to cut processing time by half",
    "success means reducing churn to under five percent",
    "our goal is to save twenty hours a week",
    "we measure success by response time",
    "we'd like to increase conversion by ten percent",
    "staff lose about a day each week to it",
    "the KPI we care about is time to close"
  ],
  denial: ["we don't have any metrics for this", "we haven't defined success yet"],
  negative: [],
  cues: [
    ["{pct}", 0.75],
    ["reduce/reducing/cut/cutting/increase/increasing/improve/improving/grow/growing/boost/lower/lowering/double/halve/shorten/save/saving/raise * by/to/from/under/below/over/above * {pct}/{num}/{money}/half/third", 0.85],
    ["under/below/over/above/less-than/more-than/at-least * {pct}", 0.85],
    ["under/below/over/above/less-than/more-than/at-least/down-to/up-to {num}", 0.7],
    ["{num} * times/pages/tickets/calls/errors/incidents/complaints/orders * a/per/each/every/last * week/month/day/year/quarter/shift", 0.75],
    ["{num} * hours/days/minutes/weeks * a/per/each/every * week/month/day/year/quarter/season", 0.8],
    ["{num} * hours/days/minutes/weeks * instead of", 0.8],
    ["instead of {num}", 0.7],
    ["from {num} * to {num}", 0.7],
    ["roi/kpi/kpis/metric/metrics/benchmark/baseline/sla", 0.75],
    ["success * looks/means/would/is/will", 0.75],
    ["measure/measured/measuring/track/tracking * success/impact/results/progress", 0.8],
    ["target/goal * of/is * {num}/{pct}/{money}", 0.8],
    ["save/saving/saves * {num}/{money}/hours/time/money", 0.75],
    ["{num} * hours/days * a/per * week/month", 0.8]
  ],
  denyCues: [["!metrics/!kpis/!kpi/!targets/!goals", 0.75]],
  questions: ["@success/@measure/@metric+/@kpi+/@goal+/@target+/@look-like"]
}

const ECONOMIC_BUYER: Rubric = {
  positive: [
    "purchases above a set amount need our finance chief's approval",
    "the budget belongs to our VP of operations",
    "the owner approves all spending",
    "I control the budget for this",
    "final sign-off sits with the managing director",
    "the finance director holds the purse strings"
  ],
  denial: ["no one has budget authority for this", "nobody can sign off on it"],
  negative: ["my manager asked me to look into this", "I'm an analyst"],
  cues: [
    [`${TITLES}/board/owner/finance/boss * signs/sign/approves/approve/controls/control/owns/own/holds/hold/makes/make/has/have/will * budget/off/anything/purchases/spend/spending/call/decision/say/cheque/check/final`, 0.9],
    [`${TITLES}/board/owner/finance * signs/approves/controls/decides`, 0.8],
    ["budget holder/owner", 0.9],
    ["holds/hold the purse strings", 0.9],
    ["i/we control/own/hold * budget/purse", 0.9],
    ["sign-off/signoff/approval * sits/rests/lies * with", 0.85],
    ["final say/call/decision/sign-off/signoff/approval/word", 0.75],
    ["signs/sign anything", 0.85],
    [`i am/as * ${TITLES}`, 0.65],
    [`title/role/position :? * ceo/cfo/owner/founder/president/proprietor/managing`, 0.8],
    ["managing director", 0.7],
    ["cfo/ceo/owner/founder/president", 0.55]
  ],
  denyCues: [["nobody/no-one !can/!has", 0.6]],
  questions: ["@who * @budget/@sign/@signs/@approve/@approves/@sign-off/@money", "@economic @buyer"]
}

const DECISION_CRITERIA: Rubric = {
  positive: [
    "it must integrate with our CRM",
    "single sign-on is a must-have",
    "regulatory compliance is required",
    "our requirements are uptime, support and price",
    "the deciding factor will be ease of use",
    "price will be the main factor in the choice",
    "it needs to run on our existing hardware",
    "security certification is non-negotiable"
  ],
  denial: ["we don't have any specific requirements"],
  negative: [],
  cues: [
    ["must-have/must-haves/must-support/must-integrate/must-work/must-be/must-include/must-offer", 0.85],
    ["non-negotiable/nonnegotiable/deal-breaker/dealbreaker/requirement/requirements/criteria/criterion/prerequisite", 0.85],
    ["needs/need/has/have/got to * support/integrate/work/connect/sync/comply/be-compliant/handle/include/offer/run", 0.75],
    ["deciding/decisive/key/main/biggest/most important * factor/thing/criteria/priority/consideration", 0.8],
    ["most important * is/for", 0.7],
    ["cheapest/lowest/best price/value * wins/win/gets", 0.85],
    ["whichever/whoever/lowest/cheapest * price/bid/offer/quote * wins/win/gets", 0.8],
    ["evaluate/evaluating/compare/comparing/judge/judging/choose/choosing/decide/deciding/pick/picking/select/selecting * on/based-on/by", 0.7],
    ["integration/integrations/integrate/sso/single-sign-on/hipaa/gdpr/soc/iso/compliance/compliant/encryption/audit-logs/uptime/api/security/permissions/role-based", 0.55],
    ["looking for * that/which/with * supports/integrates/offers/has", 0.7],
    ["native connector/integration", 0.75]
  ],
  denyCues: [["!requirements/!criteria/!preference/!preferences", 0.7]],
  questions: ["@criteria/@requirements/@must/@important/@evaluate/@choose/@looking-for/@decide-between"]
}

const DECISION_PROCESS: Rubric = {
  positive: [
    "we'll run a pilot, then legal and procurement review",
    "it has to go through our security review",
    "the steering committee approves new vendors",
    "we compare several vendors before choosing",
    "after the trial we present to the board",
    "procurement will need to be involved",
    "the process is demo, pilot, then contract"
  ],
  denial: ["there's no formal process", "we haven't figured out how we'll decide"],
  negative: [],
  cues: [
    ["procurement/rfp/rfq/rfi/tender/committee/shortlist/short-list", 0.45],
    ["legal-review/security-review/vendor-review/vendor-assessment/due-diligence/approval-process/sign-off-process/purchasing-process/buying-process", 0.85],
    ["then/after/afterwards/next/followed/before * procurement/legal/security/board/committee/review/approval/sign-off/signoff/contract/finance/vote", 0.85],
    ["pilot/proof-of-concept/poc/evaluation-period", 0.55],
    ["trial", 0.45],
    ["run/do/start/set-up * trial/pilot/poc/evaluation", 0.7],
    ["pilot/trial/poc * then/followed/after/before", 0.85],
    ["collect/get/gather/compare/request * quotes/proposals/bids/offers", 0.8],
    ["{num} * quotes/proposals/bids/vendors/options", 0.75],
    ["needs/need/requires/require/will * approval/approve/sign-off/signoff/review", 0.75],
    ["process/steps * is/are/will/looks/would/involves", 0.8],
    ["go/goes/going through * review/approval/procurement/legal/security/committee/board", 0.85],
    ["present/presenting/recommend/recommendation * to * board/partners/committee/leadership/team/ceo/cfo/management", 0.8],
    ["vote/votes/voting", 0.7],
    ["first * then", 0.6]
  ],
  denyCues: [["!process/!steps", 0.7]],
  questions: ["@process/@steps/@approval+/@decide/@decision/@procurement/@sign-off/@how-will"]
}

const CHAMPION: Rubric = {
  positive: [
    "I'm the one advocating for this project",
    "I'll champion this with leadership",
    "our operations lead is keen and backing it",
    "I'll argue for it in the leadership meeting",
    "our head of sales is a big advocate for this",
    "I'm sponsoring this project",
    "I'll present it to leadership and push it through"
  ],
  denial: ["no one on our side is advocating for it", "there isn't an internal sponsor", "it has no supporter in the company"],
  negative: ["I'm not sure anyone cares", "management only wants the lowest offer"],
  cues: [
    ["champion/championing/champions/advocate/advocating/sponsor/sponsoring/evangelist/evangelizing/cheerleader", 0.85],
    ["pushing/push/pushed/lobbying/lobby/fighting * for * this/it/internally", 0.85],
    ["i/i'm/i am * personally * pushing/driving/leading/advocating/backing", 0.85],
    ["already * briefed/convinced/talked/spoke/pitched/sold/told/persuaded", 0.8],
    ["the one * driving/pushing/leading/championing/behind", 0.85],
    ["driving/leading/owning this/it * internally", 0.85],
    ["briefed/convinced/pitched/sold * our/my/the * vp/ceo/cfo/boss/manager/director/team/leadership/board/head", 0.8],
    ["make/making/build/building * the/a * case/business-case", 0.85],
    ["on-board/onboard/excited/keen/behind * this/it", 0.6],
    ["i will/can * pitch/present/bring/take/sell/push/recommend/champion * this/it/to", 0.75],
    ["internally", 0.4],
    ["push * through/internally", 0.85],
    ["big fan/supporter/proponent", 0.8]
  ],
  denyCues: [
    ["!championing/!champion/!pushing/!advocating/!sponsor/!sponsoring/!backing/!behind", 0.9],
    ["nobody/no-one/noone", 0.35]
  ],
  questions: ["@champion/@advocate/@sponsor/@excited/@internally/@push+/@behind"]
}

// ---------------------------------------------------------------------------------------------
// SPICED specifics

const SITUATION: Rubric = {
  positive: [
    "we are a mid-sized retailer with several stores",
    "today we track everything in spreadsheets",
    "we currently rely on an older system",
    "our team of 12 handles all support by email",
    "we operate a handful of locations",
    "we've used the same vendor for years"
  ],
  denial: [],
  negative: ["what do you recommend", "can we talk"],
  cues: [
    ["we are/we're a/an", 0.75],
    ["{num} * person/people/employee/employees/staff/member/members/agents/users/locations/stores/sites/clinics/branches/seats/reps/offices/pharmacies/warehouses/trucks/drivers/technicians/coordinators/nurses/teachers/students/customers/clients/accounts", 0.75],
    ["{num} person/people", 0.75],
    ["currently/today/presently/right-now/at-the-moment/at-present * use/using/run/running/manage/managing/track/tracking/have/rely/handle/handling/do/store/keep/is/are", 0.8],
    ["we/they/team/staff/coordinators * use/uses/using/run/runs/rely/relies/manage/manages/track/tracks/handle/handles/store/stores/keep/keeps/log/logs * in/on/with/via/through/by/a/an/our/the", 0.7],
    ["current/existing/old/legacy * tool/setup/system/process/provider/vendor/stack/solution/platform/software/app/crm/workflow", 0.8],
    ["company/industry/team-size/current-tool/current-setup/current-system/employees/headcount/locations", 0.55],
    ["mix of", 0.7],
    ["on-prem/on-premise/on-premises/desktop-app/shared-drive/shared-calendar/paper-logs/whiteboard", 0.7]
  ],
  denyCues: [],
  questions: ["@setup/@today/@currently/@current/@describe", "@how * @work/@works/@handle/@manage"]
}

const IMPACT: Rubric = {
  positive: [
    "mistakes like these lose us customers",
    "errors cost us thousands every month",
    "solving it would free up staff for other work",
    "it would let us take on more customers",
    "delays have damaged our reputation",
    "we pay penalties when things slip",
    "the delays hurt our revenue"
  ],
  denial: ["the business isn't affected by it", "it makes no difference to results"],
  negative: ["what impact will the price have"],
  cues: [
    ["cost/costs/costing/costed * us/them/business/{money}/{num}", 0.8],
    ["lose/losing/lost * customers/clients/client/customer/revenue/deals/deal/money/sales/business/{money}/{pct}/contracts/patients", 0.85],
    ["save/saves/saving/free-up/freeing-up * {num}/{money}/hours/time/money/staff/people", 0.8],
    ["would/could/will * let/allow/mean/help/enable/save/free/give/cut/reduce/increase/double/improve", 0.7],
    ["fines/penalties/penalty/late-fees/overtime/chargebacks/refunds/write-offs", 0.75],
    ["missed * deadline/deadlines/shipments/orders/appointments/sla/slas", 0.8],
    ["{num} * staff/man/person * hours", 0.8],
    ["{num} * hours * a/per/each/every", 0.7],
    ["revenue/profit/margin/margins/bottom-line/reputation", 0.65],
    ["impact/impacts/affects/affecting/hurts/hurting/damage/damaging", 0.6],
    ["risk/risking/risks/facing/face * investigation/fine/fines/penalty/penalties/audit/lawsuit/losing/losses/breach/sanctions/shutdown", 0.8],
    ["complain/complaining/complaints * to * regulator/ombudsman/authorities/board", 0.8],
    ["which/that * cost/costs", 0.75],
    ["{money} * a/per/each/every * month/year/week/quarter", 0.7]
  ],
  denyCues: [["!impact/!effect/!difference/!cost", 0.7]],
  questions: ["@cost/@impact/@affect/@mean/@worth/@solving"]
}

const DECISION: Rubric = {
  positive: [
    "the owners decide together",
    "I'll make a recommendation and they will approve it",
    "our chief executive has the final word",
    "I decide, with input from my team",
    "the board signs off on new tools",
    "we decide as a leadership team next month"
  ],
  denial: ["we haven't decided who will decide", "nobody has decided how this will be decided"],
  negative: [],
  cues: [
    ...AUTHORITY.cues,
    ["partners/board/committee/leadership/team/management/founders/directors * vote/votes/decide/decides/approve/approves/sign-off", 0.85],
    ["recommend/recommendation * to/after", 0.8],
    ["decide/decides/decided/decision * after/by/at/with/as/together/jointly", 0.75],
    ["vote/votes/voting", 0.75]
  ],
  denyCues: [],
  questions: ["@decide+/@decision/@who/@sign/@approve"]
}

// ---------------------------------------------------------------------------------------------
// CHAMP specifics

const PRIORITIZATION: Rubric = {
  positive: [
    "solving this comes first for us",
    "it's at the top of our list",
    "it is high on our agenda",
    "it's the main focus for this year",
    "this is critical for us right now",
    "it's a high priority"
  ],
  denial: ["other projects come well before this", "it ranks low among our plans", "it's a nice-to-have", "it's on the back burner"],
  negative: ["what's your priority support option"],
  cues: [
    ["priority/priorities/prioritize/prioritise/prioritized/prioritised", 0.8],
    ["number-one/top/first/main/biggest/highest/#1 * priority/project/focus/goal/initiative/objective", 0.9],
    ["top of * list", 0.85],
    ["top/first/main/biggest/highest * item/thing/objective/initiative/project * on/for", 0.85],
    ["roadmap", 0.6],
    ["ahead of", 0.5],
    ["before * audit/deadline/launch/season/renewal/inspection", 0.6],
    ["top priority", 0.9],
    ["focus/focusing * this/for * quarter/year/month", 0.75],
    ["critical/crucial/essential/vital/important * for * us/team/business/company", 0.7],
    ["high/medium/low priority", 0.8],
    ["priority :? * high/medium/low/critical/top", 0.85],
    ["urgent/urgently/asap", 0.6]
  ],
  denyCues: [
    ["!priority/!priorities/!urgent/!important", 0.9],
    ["bottom of * list", 0.85],
    ["back-burner/backburner", 0.85],
    ["nice-to-have", 0.8]
  ],
  questions: ["@priority/@priorities/@list/@important/@urgent/@rank"]
}

export const SALES: Readonly<Record<string, Rubric>> = {
  "bant.budget": MONEY,
  "bant.authority": AUTHORITY,
  "bant.need": NEED,
  "bant.timeline": TIMELINE,
  "meddic.metrics": METRICS,
  "meddic.economic_buyer": ECONOMIC_BUYER,
  "meddic.decision_criteria": DECISION_CRITERIA,
  "meddic.decision_process": DECISION_PROCESS,
  "meddic.identify_pain": PAIN,
  "meddic.champion": CHAMPION,
  "spiced.situation": SITUATION,
  "spiced.pain": PAIN,
  "spiced.impact": IMPACT,
  "spiced.critical_event": CRITICAL_EVENT,
  "spiced.decision": DECISION,
  "champ.challenges": PAIN,
  "champ.authority": AUTHORITY,
  "champ.money": MONEY,
  "champ.prioritization": PRIORITIZATION
}
