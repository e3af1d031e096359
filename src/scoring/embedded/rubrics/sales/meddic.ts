// MEDDIC pack (`meddic.*`): identify_pain is the shared pain notion, the rest are its own (the
// decision criteria and process in meddicDecision.ts).
import { CHAMPION_OTHER_WORDS, ECONOMIC_BUYER_OTHER_WORDS, METRICS_OTHER_WORDS } from "./otherWords.js"
import { ECONOMIC_BUYER_SHORT } from "./shorthand.js"
import type { Rubric } from "../types.js"
import { GREW_FROM, OPENING_HOURS, PRICE_PERCENT, SPEND_BOUND, VENDOR_CLAIM } from "./notTheirs.js"
import { CHAMPION_PLAIN, METRICS_PLAIN } from "./paraphrase.js"
import { METRICS_SHAPE, VENDOR_SLOW, COST_ROSE, VENDOR_RESULT, PRICE_DOWN } from "./structural.js"
import { CHAMPION_SPOKEN, METRICS_SPOKEN } from "./spokenPlain.js"
import { PAIN } from "./pain.js"
import { PEOPLE_SHARE, PITCH_DOUBTED } from "./plainFacts.js"
import { anyMod, PEOPLE_ANSWERS } from "./answerWords.js"
import { ANYONE_ELSE_DECIDES } from "./shared.js"
import { ASSISTANT_TO_TITLE, TITLES } from "./otherTopics.js"
import { TITLE_ONLY_TOLD } from "./bystanders.js"
import { ASKS_SAVING, TITLE_AWAY } from "./packNearMisses.js"
import { DECISION_CRITERIA, DECISION_PROCESS } from "./meddicDecision.js"
import { CHAMPION_TOLD, METRICS_TOLD } from "./toldPlainly.js"
import { CHAMPION_DEED, DEED_OF_OTHERS, FAILED_DEED, METRICS_LOSS } from "./champAuthPlain.js"
import { BUYER_HOLDS, CHAMPION_CARRIES, GROWTH_TOLD, METRICS_TIED, PUSH_THEN_CLAUSE, TITLE_AWAY_NOTED, VENDOR_PITCHES, VENDOR_PRAISED, VENDOR_PRESSES } from "./heldAndTied.js"
import { SAY_OWNED } from "./spansAndLimits.js"
import { BUYER_SPEND, CHAMPION_ACTS } from "./toldByDeeds.js"
import { CHAMPION_WALKS, METRICS_SETTLED, ONE_TO_CONVINCE } from "./meddicIndirect.js"

/** Advocacy at someone else's organisation: "my colleague in Bristol has been pushing for this at her company". */
const PUSHED_ELSEWHERE =
  "[pushing/pushed/lobbying/lobbied/campaigning/fighting/arguing/nagging/championing/driving] ** at/in his/her * company/firm/office/school/practice/work/place/organisation/organization/business/clinic/hospital/team $"

const METRICS: Rubric = {
  titlesUnread: true,
  positive: [
    "we want to cut processing time by half",
    "success means reducing churn to under five percent",
    "our goal is to save twenty hours a week",
    "we measure success by response time",
    "we'd like to increase conversion by ten percent",
    "staff lose about a day each week to it",
    "the KPI we care about is time to close"
  ],
  denial: ["we don't have any metrics for this", "we don't measure this at all"],
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
    // Today's figure and the wanted one: "average handling time is 9 minutes and we want it at 6".
    ["average/mean/median/current * time/rate/cost/score/turnaround/handling/wait ** {num}/{pct}/{money}", 0.75],
    ["want/need/like * it/that/this * at/under/below/down-to/to {num}/{pct}", 0.7],
    ["roi/kpi/kpis/metric/metrics/benchmark/baseline/sla", 0.75],
    ["success * looks/means/would/is/will", 0.75],
    // A target told as what would count as a win: "if no-shows drop by a third, that's a success".
    ["@success/@win/@result/@happy/@delighted * @if/@when ** @{num}/@{pct}/@third/@half/@quarter", 0.8],
    ["@if/@when ** @{num}/@{pct}/@third/@half/@quarter ** @success/@win/@happy/@delighted", 0.8],
    ["@from @{num} ** @to/@down-to/@under @{num}", 0.7],
    ["number/numbers/figure/figures/stat/stats/metric/kpi * we/they/board/management/i/everyone * watch/watches/track/tracks/care/cares/report/reports/measure/measures/judge/judges", 0.8],
    ["measure/measured/measuring/track/tracking * success/impact/results/progress", 0.8],
    ["target/goal * of/is * {num}/{pct}/{money}", 0.8],
    ["target/goal/objective/aim ** is/are * {num}/{pct}/{money}/half/zero", 0.75],
    ["halve/halving/double/doubling/triple/tripling ** within/by/in", 0.8],
    ["zero/no-more * incidents/errors/complaints/defects/restatements/stockouts/outages/mistakes", 0.7],
    ["save/saving/saves * {num}/{money}/hours/time/money", 0.75],
    ["{num} * hours/days * a/per * week/month", 0.8],
    // How long a process takes today is the baseline a target is set against.
    ["takes/take/taking us/me/them/staff/our-team/the-team * {num} * minutes/hours/days/weeks/months", 0.75],
    ...METRICS_OTHER_WORDS,
    ...METRICS_PLAIN,
    ...METRICS_SHAPE,
    ...METRICS_SPOKEN,
    ...METRICS_TOLD,
    ...METRICS_LOSS,
    ...METRICS_TIED,
    ...METRICS_SETTLED
  ],
  elsewhere: [VENDOR_CLAIM, OPENING_HOURS, PRICE_PERCENT, GREW_FROM, GROWTH_TOLD, VENDOR_SLOW, COST_ROSE, VENDOR_RESULT, PRICE_DOWN, SPEND_BOUND, PEOPLE_SHARE, ASKS_SAVING],
  denyCues: [
    ["!metrics/!kpis/!kpi/!targets/!goals", 0.75],
    // Nothing measured: "we don't really measure anything around this" ("we can't track …" is a pain, not this).
    ["do/does/did not * !measure/!measured/!track/!tracked/!monitor/!record/!benchmark", 0.75]
  ],
  questions: ["@success/@measure/@metric+/@kpi+/@goal+/@target+/@look-like/@outcome+", "@see/@want/@like/@need * @improve+/@change", "@worth-it/@worthwhile/@pay-off/@paid-off"],
  answers: [
    anyMod("{pct}/{money}/half/halve/double/third/percent/faster/quicker/fewer/less/more/lower/higher/reduce+/increase+/cut/save+/target+/goal+/measure+/rate/score/number/per/track+/kpi+/metric+/zero"),
    "@{num} * hours/minutes/days/weeks/per/a/each/times/fewer/less/more/percent"
  ]
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
    ...ECONOMIC_BUYER_OTHER_WORDS,
    ...ECONOMIC_BUYER_SHORT,
    ...BUYER_SPEND,
    [`${TITLES}/board/owner/finance/boss * signs/sign/approves/approve/controls/control/owns/own/holds/hold/makes/make/has/have/will * budget/off/anything/purchases/spend/spending/call/decision/say/cheque/check/final`, 0.9],
    [`${TITLES}/board/owner/finance * signs/approves/controls/decides`, 0.8],
    ["budget holder/owner", 0.9],
    // The decider told by a pronoun after the title ("loop in our CFO, she signs off anything
    // over 10k"): the title itself is hidden when it only gets the message (bystanders.ts).
    ["he/she/who * signs/approves/controls/holds/owns * off? * on? * anything/everything/budget/budgets/spend/spending/purchases/purse/purse-strings", 0.85],
    ["holds/hold the purse strings", 0.9],
    ["i/we control/own/hold * budget/purse", 0.9],
    // Whoever the subject, holding the budget names the buyer: "the studio manager holds the equipment budget".
    ["owns/controls/holds * budget/budgets/purse/purse-strings", 0.85],
    ["sign-off/signoff/approval/budget/money/spend/spending/purse-strings/funds/chequebook/checkbook/cheque-book/check-book/decision/final-say/final-call * sits/sit/rests/rest/lies/lie * with", 0.85],
    // A spending bound held by someone: "nothing over 5k happens without him".
    ["@nothing/@no-purchase/@no-spend * @over/@above/@beyond @{money} ** @without * @him/@her/@them/@their/@his/@the/@our/@my", 0.8],
    // Approval told from the purchase's side, or whose budget pays: "approved by the CFO", "out of our COO's budget".
    [`approved/signed/authorised/authorized/okayed/sanctioned * off? * by * the/our/my? * ${TITLES}/board/owner/owners/finance/boss/partners/trustees/treasurer`, 0.85],
    [`out-of/from * our/my/the? ${TITLES}/boss/owner/owners/manager/treasurer * budget/pot/purse`, 0.85],
    ["final say/call/decision/sign-off/signoff/approval/word", 0.75],
    ["signs/sign anything", 0.85],
    [`i am/as * ${TITLES}`, 0.65],
    [`title/role/position :? * ceo/cfo/owner/founder/president/proprietor/managing`, 0.8],
    ["managing director", 0.7],
    ["cfo/ceo/owner/founder/president", 0.55],
    ...BUYER_HOLDS,
    SAY_OWNED
  ],
  denyCues: [["nobody/no-one !can/!has", 0.6]],
  // A title told only as who gets the message, or a remark of theirs ("the owner liked the demo"),
  // or as the one the sender assists ("Assistant to the CEO"), or away ("the CEO is on leave"), names no budget.
  elsewhere: [...TITLE_ONLY_TOLD, ...ASSISTANT_TO_TITLE, TITLE_AWAY, TITLE_AWAY_NOTED],
  questions: ["@who * @budget/@sign/@signs/@approve/@approves/@sign-off/@money", "@economic @buyer", "@approver/@approvers"],
  answers: [...PEOPLE_ANSWERS, anyMod("budget+/purse/spend/spending/money/funds")],
  answeredNo: [ANYONE_ELSE_DECIDES]
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
  negative: ["I'm not sure anyone cares", "management only wants the lowest offer", "would your company consider sponsoring our club", "we are looking for sponsors for our charity run"],
  cues: [
    ...CHAMPION_OTHER_WORDS,
    ["champion/championing/champions/advocate/advocating/evangelist/evangelizing/cheerleader", 0.85],
    // A sponsor inside the buyer, not a request to the vendor to sponsor an event ("can you sponsor our fun run?").
    ["executive/internal/project/exec/business sponsor | i/he/she/they/who * sponsoring/sponsor | is/am/are/was sponsoring", 0.85],
    ["pushing/push/pushed/lobbying/lobby/fighting * for * this/it/internally", 0.85],
    ["i/i'm/i am * personally * pushing/driving/leading/advocating/backing", 0.85],
    ["already * briefed/convinced/talked/spoke/pitched/sold/told/persuaded", 0.8],
    ["the one * driving/pushing/leading/championing/behind", 0.85],
    // Who started it and means to carry it: "I put this on the agenda", "I'll see it through".
    ["the one * put/brought/raised/started/proposed/suggested/initiated/bringing/raising/keeps/kept", 0.8],
    // Pressing the people who decide, in plain words: "I've been nagging our director about it".
    [`nagging/nagged/badgering/badgered/pestering/pestered/lobbying/lobbied/bugging/bugged/hassling/hassled/working-on * our/my/the * boss/manager/managers/team/leadership/board/partners/owner/owners/management/${TITLES}`, 0.8],
    [`get/getting/bring/bringing/win/winning * the/our/my? * boss/manager/team/leadership/board/partners/owner/owners/management/${TITLES} * on-board/onboard/round/over/behind`, 0.85],
    ["leave * selling/pitching/convincing/persuading * to me/us", 0.85],
    // A change pushed for as a noun ("pushing for a switch"): "the landlord is pushing for us to
    // move out" pushes for something else, by someone outside the buyer.
    ["pushing/lobbying/campaigning/arguing/rooting for * this/it/new | pushing/lobbying/campaigning/arguing/rooting for a/the/this/that? change/switch/move", 0.75],
    ["see/carry/push/get * it/this * through", 0.8],
    ["driving/leading/owning this/it * internally", 0.85],
    ["briefed/convinced/pitched/sold * our/my/the * vp/ceo/cfo/boss/manager/director/team/leadership/board/head", 0.8],
    ["make/making/build/building/write/writing/draft/drafting/prepare/preparing/put-together/putting-together * the/a * case/business-case", 0.85],
    ["on-board/onboard/excited/keen/behind * this/it", 0.6],
    // Recommending to someone is no champion unless it is this purchase ("I'll recommend your shop to my sister").
    ["i will/can * pitch/present/bring/take/sell/push/champion * this/it/to | i will/can * recommend * this/it", 0.75],
    ["internally", 0.4],
    ["push * through/internally", 0.85],
    ["big fan/supporter/proponent", 0.8],
    ["happy/willing/glad/keen/volunteered * to * drive/lead/own/champion/push/run * it/this", 0.8],
    ...CHAMPION_PLAIN,
    ...CHAMPION_SPOKEN,
    ...CHAMPION_TOLD,
    ...CHAMPION_DEED,
    ...CHAMPION_CARRIES,
    ...CHAMPION_WALKS,
    ...CHAMPION_ACTS
  ],
  denyCues: [
    ["!championing/!champion/!pushing/!advocating/!sponsor/!sponsoring/!backing/!behind", 0.9],
    ["nobody/no-one/noone", 0.35],
    // Refusing to carry it inside: "I won't be the one selling this upstairs", "don't count on me to push it".
    ["!sell/!selling/!pitch/!pitching/!push/!advocate/!argue/!arguing/!lobby/!lobbying/!champion !this/!it/!that/!for/!internally/!upstairs", 0.85],
    ["!take/!taking/!bring/!bringing/!present/!presenting * !upstairs/!leadership/!management/!board/!boss/!ceo/!cfo/!director/!vp/!exec+", 0.85],
    ["someone-else/somebody-else/someone-senior/somebody-senior ** push/pushing/sell/selling/pitch/pitching/champion/championing/drive/driving/present/presenting/advocate/carry", 0.85],
    ["rather/prefer * stay/keep/staying/keeping * out | stay/staying/keep/keeping out of * it/this/that/internal+", 0.8]
  ],
  // A fan of what the vendor publishes, not of this purchase inside the buyer: "a big fan of your podcast".
  // The vendor's or a rival's people doing a champion's deed (champAuthPlain.ts) tell of no champion inside.
  // A deed the deciders turned down is no champion at work (champAuthPlain.ts).
  voids: FAILED_DEED,
  elsewhere: ["[big/huge/massive/great]? [fan/fans/supporter/supporters] of * your/the * podcast/podcasts/blog/newsletter/channel/show/videos/video/articles/posts/content/books/book/talks/webinars", DEED_OF_OTHERS, PUSHED_ELSEWHERE, VENDOR_PRAISED, PUSH_THEN_CLAUSE, VENDOR_PITCHES, VENDOR_PRESSES, PITCH_DOUBTED, ONE_TO_CONVINCE],
  questions: ["@champion/@advocate/@sponsor/@excited/@internally/@push+/@behind", "@who ** @keen/@enthusiastic/@championing/@backing/@driving"],
  answers: [
    ...PEOPLE_ANSWERS,
    anyMod("personally/colleague/colleagues/keen/excited/support+/back+/push+/driv+/pitch+/convinc+/argu+/own+/brought/raised/propos+/suggest+/idea")
  ]
}

export const MEDDIC: Readonly<Record<string, Rubric>> = {
  "meddic.metrics": METRICS,
  "meddic.economic_buyer": ECONOMIC_BUYER,
  "meddic.decision_criteria": DECISION_CRITERIA,
  "meddic.decision_process": DECISION_PROCESS,
  "meddic.identify_pain": PAIN,
  "meddic.champion": CHAMPION
}
