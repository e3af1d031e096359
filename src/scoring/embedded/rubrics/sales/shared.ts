// Sales notions that several framework packs share (money, authority; pain in pain.ts, the
// answer words in answerWords.ts); each pack's own file (bant.ts, meddic.ts, spiced.ts, champ.ts)
// maps its keys onto these or its own rubrics.
// See ../../text/cues.ts for the pattern syntax.
import { AUTHORITY_OTHER_WORDS, MONEY_OTHER_WORDS } from "./otherWords.js"
import type { Rubric } from "../types.js"
import { AUTHORITY_ELSEWHERE, MONEY_ELSEWHERE, TITLES } from "./otherTopics.js"
import { MONEY_PENDING } from "./budgetPending.js"
import { SPEND_ELSEWHERE } from "./spendElsewhere.js"
import { AUTHORITY_IDIOMS, MONEY_IDIOMS } from "./idioms.js"
import { MONEY_ANSWERS, PEOPLE_ANSWERS } from "./answerWords.js"
import { TITLE_ONLY_TOLD } from "./bystanders.js"
import { AUTHORITY_OWN } from "./champAuthPlain.js"
import { AUTHORITY_SHORT, MONEY_SHORT } from "./shorthand.js"
import { MONEY_SOURCE } from "./stakesAndWays.js"
import { AUTHORITY_LIMITS, MONEY_SPANS } from "./spansAndLimits.js"
import { AUTHORITY_APPROVES, RECURRING_DECISION, TITLE_AWAY_NOTED } from "./heldAndTied.js"
import { APPROVAL_ASKED } from "./wonderedOnly.js"

// ---------------------------------------------------------------------------------------------
// Money / budget

export const MONEY: Rubric = {
  titlesUnread: true,
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
  elsewhere: [...MONEY_ELSEWHERE, ...MONEY_PENDING, ...SPEND_ELSEWHERE, APPROVAL_ASKED],
  cues: [
    ...MONEY_OTHER_WORDS,
    ...MONEY_SHORT,
    ...MONEY_SOURCE,
    ...MONEY_SPANS,
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
    // A budget spent for the year is none left for this (decisions §11: "no budget until April"
    // denies the present): "the budget is spent for this year", "our IT budget's all used up",
    // "the training money is gone". Above "the budget is …" (0.85). "We've spent 20k on X" is a
    // spend told, no budget's state: the budget's word must come first.
    ["budget/budgets/money/funds/funding is/are/was/were/has-been/have-been/had-been? all/already/completely/fully/now? spent/used-up/gone/exhausted/blown/used $/for/this/already/until/till/so/and/,/;", 0.95],
    // A pot only as a fund named by its money or purpose ("the marketing pot is spent"), not a pot
    // of paint or a teapot ("the paint pot is all used up", "the pot is gone from the counter": rev13).
    ["money/cash/funding/fund/marketing/training/equipment/events/event/welfare/software/tech/capital/grant/project/staff/social pot/pots is/are/was/were/has-been/have-been/had-been? all/already/completely/fully/now? spent/used-up/gone/exhausted/blown/used $/for/this/already/until/till/so/and/,/;", 0.95],
    // The year named between the budget and its state: "the budget for this year is all gone" (rev13).
    ["budget/budgets/money/funds/funding for this/the year/quarter/term is/was/has-been all/already/completely/fully/now? spent/used-up/gone/exhausted/blown", 0.95],
    ["budget/budgeted/spend/allocated/funding :? zero/nothing/nil/none", 0.9],
    ["zero * budget/spend/money/funding", 0.85],
    // Inside the negation its object is negated too: "we can't spend anything on this", "not paying for software".
    ["!paying/!spending/!pay/!spend * !anything/!money/!a-penny/!a-cent/!a-thing", 0.8],
    ["!paying/!spending/!pay/!spend !for/!on !software/!tools/!a-tool/!this/!it/!that", 0.8],
    ["can not/cannot !justify !the !spend/!cost", 0.7],
    // Nothing to put towards it: "there's nothing we can put towards this", "not a penny to set aside".
    ["nothing/not * !put/!spare/!allocate/!free-up/!set * !towards/!aside", 0.8]
  ],
  questions: ["@budget+/@spend/@spending/@afford/@funds/@funding/@money/@invest+/@price-range", "@figure/@number/@amount/@ballpark/@sum @in @mind"],
  answers: MONEY_ANSWERS
}

// ---------------------------------------------------------------------------------------------
// Authority / decision makers

/** Consulting someone: a near miss for authority, SPICED's decision reads it in full (spiced.ts). */
export const RUN_IT_BY = "run it by/past * boss/manager/ceo/cfo/director/board/owner/partners/team"

/**
 * "Does anyone else need to approve it?" "No.": nobody besides the speaker, who decides; every
 * pack's reading of who decides or holds the money takes such a "no" (rubrics/types.ts `answeredNo`).
 */
export const ANYONE_ELSE_DECIDES =
  "@anyone/@anybody/@someone/@somebody @else * @approve/@approves/@approval/@sign/@signs/@sign-off/@signoff/@decide/@decides/@decision/@say"

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
    ...AUTHORITY_OTHER_WORDS,
    [`i-am/as * ${TITLES}`, 0.9],
    [`i-am/as * manager`, 0.6],
    [`title/role/position/job :? * ${TITLES}`, 0.85],
    [`head of`, 0.7],
    [`${TITLES}`, 0.55],
    ["managing director/partner", 0.85],
    ["decision maker/makers", 0.85],
    ["the one/person who * decides/signs/approves/makes/decide/sign/approve/make", 0.9],
    ["the one/person signing/deciding/approving", 0.85],
    ["decision-maker", 0.85],
    ["i/we make/makes * the/this * call/decision/decisions", 0.9],
    ["final/last say/call/decision/word/sign-off/signoff/approval", 0.8],
    ["my/our call/decision", 0.75],
    ["call/decision/decisions/say/choice/sign-off/signoff ** is/are/was mine/ours", 0.85],
    ["i/we decide/approve/sign/authorize/authorise", 0.85],
    // The same told from the decision's side: "decisions like this are made by me", "it's my signature".
    ["made/taken/signed/approved/decided/authorised/authorized * by * me/us/myself", 0.85],
    ["my signature/sign-off/signoff/approval", 0.8],
    ["i/we can/will/would sign/approve/decide/authorise/authorize/sign-off", 0.85],
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
    ...AUTHORITY_IDIOMS,
    ...AUTHORITY_OWN,
    ...AUTHORITY_SHORT,
    ...AUTHORITY_APPROVES,
    ...AUTHORITY_LIMITS
  ],
  denyCues: [],
  elsewhere: [...AUTHORITY_ELSEWHERE, ...TITLE_ONLY_TOLD, RECURRING_DECISION, TITLE_AWAY_NOTED, APPROVAL_ASKED],
  questions: ["@who * @sign/@signs/@decide/@decides/@decision/@approve/@approves/@call/@say/@authority/@involved", "@decision @maker+", "@sign-off/@signoff/@approver/@approvers/@approved-by",
    // "Does anyone else need to approve it?": "just me" answers it (a bare "no" denies nothing, invertedQuestions.ts).
    "@anyone/@anybody/@someone/@somebody @else * @approve/@approves/@approval/@sign/@signs/@decide/@decides/@decision/@involved/@say"],
  answers: PEOPLE_ANSWERS,
  answeredNo: [ANYONE_ELSE_DECIDES]
}

