// Sales notions that several framework packs share (money, authority, pain); each pack's own
// file (bant.ts, meddic.ts, spiced.ts, champ.ts) maps its keys onto these or its own rubrics.
// See ../../text/cues.ts for the pattern syntax.
import type { Cue, Rubric } from "../types.js"
import { AUTHORITY_ELSEWHERE, MONEY_ELSEWHERE, SOLVED, TITLES, TOOLS_NAMED } from "./otherTopics.js"
import { APOLOGY_DELAY, ASKS_HARD, OTHERS_CUSTOMERS, VENDOR_CLAIM } from "./notTheirs.js"
import { AUTHORITY_IDIOMS, MONEY_IDIOMS, PAIN_IDIOMS } from "./idioms.js"
import { PAIN_PLAIN } from "./painPlain.js"
import { PAIN_SHAPE } from "./structural.js"

export { ASKS_VENDOR, TITLES } from "./otherTopics.js"

// ---------------------------------------------------------------------------------------------
// What ties a plain answer to the agent's question to the signal asked about (types.ts `answers`):
// one group of alternatives per pattern, any modality ("probably around 20k" still names money).

/** "a/b/c" → "@a/@b/@c": the words whatever their modality. */
export const anyMod = (alternatives: string): string => alternatives.split("/").map((a) => `@${a}`).join("/")

/** An amount or a word about paying: a bare count ("three clinics") is no amount. */
export const MONEY_ANSWERS: ReadonlyArray<string> = [
  anyMod("{money}/grand/quid/bucks/pounds/dollars/euros/k"),
  "{num} {num}",
  "@{num} k/grand/a-month/a-year/per/each/monthly/annually/yearly",
  "around/about/roughly/approximately/approx/up-to/under/below/over/max/maximum/between/ballpark/no-more-than a? {num}/{money}",
  anyMod("budget+/spend/spending/spent/afford+/pay/paying/paid/cost/costs/price/prices/pricing/invest+/fund/funds/funded/funding/financ+/money/cash/sum/amount/figure/ballpark/cheap+/expensive/allowance/purse/grant/grants")
]

/** A person, a role or a body that decides, or the act of deciding. */
export const PEOPLE_ANSWERS: ReadonlyArray<string> = [
  anyMod(`${TITLES}/boss/manager/managers/management/board/committee/partners/trustees/treasurer/council/governors/leadership/procurement/purchasing/finance/accounts/lead/supervisor/owners/founders/directors/mr/mrs/ms/dr/me/myself/mine/sign/signs/signed/signing/countersign+/approv+/decid+/decision/decisions/authori+/go-ahead/green-light/final`),
  "{person}"
]

/** A date or a span of time. */
export const WHEN_ANSWERS: ReadonlyArray<string> = [
  anyMod("{month}/{weekday}/{quarter}/{year}/{time}/day/days/week/weeks/weekend/fortnight/month/months/year/years/quarter/quarters/spring/summer/autumn/fall/winter/season/term/semester/holidays/christmas/easter/soon/sooner/asap/immediately/urgently/today/tomorrow/tonight/now/deadline/date/dates/end-of/start-of/beginning-of")
]

/** What a problem is told with in other words: things that recur, wait, go wrong or are done by hand. */
export const PAIN_ANSWERS: ReadonlyArray<string> = [
  anyMod("still/always/never/constantly/keep/keeps/kept/again/whenever/every/nobody/no-one/too/wait/waits/waiting/queue+/chas+/twice/hours/ages/forever/stuck/hard/difficult/slow/mess+/lost/lose/losing/miss+/forget+/forgot/wrong/mistake+/error+/complain+/by-hand/manual+/paper/spreadsheet+/busy/overloaded/short-staffed/rush+/juggl+/behind/backlog/late")
]

// ---------------------------------------------------------------------------------------------
// Money / budget

export const MONEY: Rubric = {
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
  elsewhere: MONEY_ELSEWHERE,
  cues: [
    ["budget * {money}", 0.95],
    ["{money} * budget/budgeted/approved/allocated/earmarked/available/aside/set", 0.9],
    ["budget/funds/funding/money/spend * approved/allocated/earmarked/secured/available/aside/ready/signed/confirmed/ring-fenced/set", 0.9],
    ["approved/allocated/earmarked/secured/set-aside/ring-fenced * budget/funds/funding/money/{money}", 0.9],
    // The spend let through without a figure: "the spend for a new rota tool got the nod from the partners".
    ["budget/funds/funding/money/spend/investment/purchase ** got/received/has/have/was/were/been * go-ahead/green-light/green-lit/greenlit/okayed/nod/sign-off/signed-off", 0.85],
    ["have/got/has * budget/funding/funds/money", 0.85],
    ["our/the/a budget is/of/for/would/will/around/about", 0.85],
    ["budget/budgeted/budgeting", 0.7],
    ["spend/invest/pay * up-to/around/about/roughly/between/{money}", 0.85],
    ["can/could afford", 0.75],
    ["up-to/around/about/roughly/approximately/between/under/max/maximum/ceiling * {money}", 0.85],
    ["{money}", 0.65],
    ["funding/funded/funds", 0.6],
    ["price range/ceiling/cap", 0.75],
    ...MONEY_IDIOMS,
    // The vendor's price accepted as affordable: "your price of 5k is fine for us". At 0.9, the
    // weight at which a cue outranks a likeness to a non-example: "the price is fine for us" sits
    // near "what is your price" and fell below "the quote is fine for us" at 0.7.
    ["price/prices/pricing/quote/quoted/cost/costs/fee/fees/rate/rates * ** is/are/sounds/seems/looks/was * fine/doable/affordable/manageable/acceptable/ok/okay/reasonable * for? * us/our/we", 0.9],
    // An amount told as a rate without a currency: "can spend roughly 300 a month", "has roughly
    // 300 a month for software". After "have" a bare count is as often customers or cars ("we have
    // around 40 a week coming in"): there the amount must be set towards something.
    ["spend/pay/afford/budget * roughly/about/around/up-to/under/max/maximum/approximately/approx * {num} a/per/each month/year/week/seat/user/head/site/licence/license", 0.8],
    ["have/has/got * roughly/about/around/up-to/under/max/maximum/approximately/approx * {num} a/per/each month/year/week/seat/user/head/site/licence/license for/towards/to-spend/to-put/set-aside/put-aside/available/spare", 0.8],
    ["spend/spending/budget/price * limit/cap/ceiling ** {num}/{money}", 0.85],
    // The same with a verb: "your quote of 4,200 works for us", "that price fits our budget".
    ["price/prices/pricing/quote/quoted/cost/costs/fee/fees/rate/rates ** works/work/fits/fit for/with/within * us/our/we/budget", 0.7],
    // Money found for it by the month: "we could find maybe 150 a month for this".
    ["find/spare/free-up/stretch/stretch-to/scrape/scrape-together * maybe/perhaps/probably/roughly/about/around/up-to? * {num}/{money} a/per/each month/year/week/seat/user/head/site", 0.8]
  ],
  denyCues: [
    ["!budget/!budgeted/!funds/!funding/!money/!dollars/!cash", 0.9],
    ["!afford", 0.85],
    ["!allocated/!approved/!earmarked !for", 0.6],
    ["budget is/was * frozen/cut/gone/spent/zero/exhausted", 0.85],
    ["budget/budgeted/spend/allocated/funding :? zero/nothing/nil/none", 0.9],
    ["zero * budget/spend/money/funding", 0.85],
    ["!paying/!spending/!pay/!spend * for/on/anything/money/any/a-penny/a-cent", 0.8],
    ["can not/cannot !justify !the !spend/!cost", 0.7]
  ],
  questions: ["@budget+/@spend/@spending/@afford/@funds/@funding/@money/@invest+/@price-range", "@figure/@number/@amount/@ballpark/@sum @in @mind"],
  answers: MONEY_ANSWERS
}

// ---------------------------------------------------------------------------------------------
// Authority / decision makers

/** Consulting someone: a near miss for authority, SPICED's decision reads it in full (spiced.ts). */
export const RUN_IT_BY = "run it by/past * boss/manager/ceo/cfo/director/board/owner/partners/team"

export const AUTHORITY: Rubric = {
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
    ["call/decision/decisions/say/choice/sign-off/signoff ** is/are/was mine/ours", 0.85],
    ["i/we decide/approve/sign/authorize/authorise", 0.85],
    // The same told from the decision's side: "decisions like this are made by me", "it's my signature".
    ["made/taken/signed/approved/decided/authorised/authorized * by * me/us/myself", 0.85],
    ["my signature/sign-off/signoff/approval", 0.8],
    ["i/we can/will/would sign/approve/decide", 0.85],
        ["i own the/this budget/decision/purchase", 0.9],
    ["sign/signs/signing off", 0.75],
    ["sign-off/signoff/signs/approves/approve/approval/authority", 0.6],
    [`${TITLES}/board/boss/manager/partners/committee/owner * signs/sign/approves/approve/decides/decide/makes/make/has/have/will/needs/need/votes/vote`, 0.75],
    // Consulting someone names no one who decides ("I'll run it past my manager"): a near miss for
    // authority; SPICED's decision, which reads who is involved, keeps it (spiced.ts).
    [RUN_IT_BY, 0.45],
    ["need/needs * approval/sign-off/signoff/go-ahead/blessing", 0.7],
    ["it-is/that-is me", 0.45],
    // The decision placed with the speaker in other words: "that's up to me", "the boss is me".
    ["up to me/myself", 0.8],
    // Owning the business: "my wife and I own the guesthouse", "we co-own the shop".
    ["i/we * own/co-own/run the/this/our * business/company/shop/store/firm/place/practice/hotel/guesthouse/restaurant/cafe/salon/studio/gym/agency/farm/garage/bar/pub/franchise", 0.8],
    ["boss/decider/decision-maker/owner is me/myself", 0.8],
    ["general manager", 0.8],
    ...AUTHORITY_IDIOMS
  ],
  denyCues: [],
  elsewhere: AUTHORITY_ELSEWHERE,
  questions: ["@who * @sign/@signs/@decide/@decides/@decision/@approve/@approves/@call/@say/@authority/@involved", "@decision @maker+", "@sign-off/@signoff"],
  answers: PEOPLE_ANSWERS
}

// ---------------------------------------------------------------------------------------------
// Pain / need / challenges

export const PAIN_CUES: ReadonlyArray<Cue> = [
  ["problem/problems/issue/issues/pain/pains/struggle/struggling/struggles/challenge/challenges/challenging/headache/headaches/bottleneck/bottlenecks/nightmare/mess", 0.7],
  ["frustrat+/annoying/painful/tedious/time-consuming/inefficient/unreliable/clunky/outdated/out-of-date/inaccurate/error-prone", 0.7],
  ["break/breaks/broke/broken/breaking/fails/failing/failed/crashes/crashing", 0.65],
  ["manual/manually/spreadsheet/spreadsheets/paper/by-hand/handwritten/hand-written/copy/copying/re-key+/retype+", 0.6],
  ["takes/take/taking/spend/spends/spending/waste/wasting/lose/losing * hours/days/ages/forever/weeks/time/too long", 0.75],
  ["too slow/long/much/expensive/many", 0.6],
  ["slow/slows/delays/delayed/late/overdue/lost/losing/miss/missed/missing/mistakes/errors/error/duplicate/duplicated", 0.55],
  ["can/could not !see/!find/!track/!get/!keep/!scale/!handle/!manage/!tell/!trust/!rely/!access/!report/!know/!sync/!connect", 0.7],
  ["!visibility/!insight/!way/!idea", 0.55],
  ["keep/keeps * getting * lost/missed/wrong/stuck/dropped", 0.75],
  ["keep/keeps/kept * calling/ringing/phoning/emailing/asking/chasing/complaining/coming-back", 0.75],
  ...PAIN_IDIOMS,
  ["keep/keeps/kept * overwriting/double-booking/losing/missing/forgetting/breaking/crashing/duplicating/clashing/deleting/dropping/failing", 0.75],
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
  ["nobody/no-one/noone !trusts/!trust/!trusted/!uses/!used/!knows/!knew/!understands/!understood/!reads/!read/!follows/!followed", 0.7],
  // Stock or money thrown away: "we write off damaged tiles every month", "they throw out hundreds of loaves".
  ["written/write/writing/writes off | bin/bins/binning/binned/throw/throws/throwing/threw/waste/wastes/wasted * thousands/hundreds/stock/food/{money}/{num}", 0.7],
  ["never !followed/!answered/!resolved/!fixed/!returned", 0.7],
  // Work done twice or chased by hand: "every invoice is typed twice", "orders need chasing".
  // "Again" only after keying words: "I'm writing again" follows up an email, it is no rework.
  ["typed/entered/keyed/input/done/typing/entering/keying/doing/written/writing/copied/copying * twice | typed/entered/keyed/input/typing/entering/keying/copied/copying/re-entered * again | double-entry/double-keying/double-handling", 0.75],
  ["need/needs/needing/needed * chasing/redoing/correcting/re-entering/retyping/double-checking", 0.7],
  ["fixing/fix/solving/solve/addressing/tackling/sorting that/this/it", 0.6],
  ...PAIN_PLAIN,
  ...PAIN_SHAPE
]

export const PAIN_DENIAL = [
  "our existing tools do the job without trouble",
  "things run smoothly as they are",
  "we are satisfied with the provider we use",
  "nothing about our process bothers us",
  "we face no real difficulties today"
]

export const PAIN_DENY_CUES: ReadonlyArray<Cue> = [
  ["!problem/!problems/!issue/!issues/!pain/!pains/!challenge/!challenges/!complaints", 0.85],
  ["works/working/running/runs fine/well/smoothly/great", 0.8],
  ["happy/satisfied/content with * current/existing/our", 0.8],
  ["nothing !is !broken/!wrong", 0.8],
  ["nothing/none , really", 0.5]
]

export const PAIN: Rubric = {
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
  elsewhere: [TOOLS_NAMED, SOLVED, VENDOR_CLAIM, APOLOGY_DELAY, ASKS_HARD, OTHERS_CUSTOMERS],
  questions: ["@problem+/@challenge+/@pain/@issue+/@headache/@struggle+/@prompted/@working/@break+/@wrong/@solve"],
  answers: PAIN_ANSWERS,
  inabilityStates: true
}

