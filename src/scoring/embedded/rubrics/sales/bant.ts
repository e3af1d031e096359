// BANT pack (`bant.*`): budget and authority come from the shared notions, need extends pain.
import { TIMELINE_OTHER_WORDS, TIMELINE_PAST_PROMISE } from "./otherWords.js"
import { OWN_DATES } from "./ownDates.js"
import { DONE_ON_DAY, DONE_PASSIVE_ON, HABIT_DATE, ROUTINE_DATE, SENDER_OFF, TIMELINE_TIED, YEARLY_SEASON } from "./heldAndTied.js"
import type { Cue, Rubric } from "../types.js"
import { PHRASE_ENDS } from "./otherTopics.js"
import { AUTHORITY, MONEY } from "./shared.js"
import { PAIN, PAIN_CUES, PAIN_DENIAL, PAIN_DENY_CUES } from "./pain.js"
import { anyMod, PAIN_ANSWERS, WHEN_ANSWERS } from "./answerWords.js"
import { APPROVAL_ASKED, NEED_WONDERED } from "./wonderedOnly.js"

/** The bare wish words of the need cues. */
const WISH = "want/wants/would-like/like/need/needs/hoping/hope/plan/planning"

const NEED: Rubric = {
  titlesUnread: true,
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
    ["we/i am/are after * a/an/some/something/better/way/tool/solution/platform/system/software/replacement/alternative/app", 0.75],
    ["a/better/easier/simpler way to", 0.7],
    ["goal/aim/objective/plan/priority/idea is to", 0.75],
    ["so we/i want/need", 0.75],
    ["want/wants/wanted/need/needs/require/requires/would-like", 0.55],
    ["want/wants/hoping/trying/aim/aiming/goal/plan/need to automate/replace/improve/streamline/fix/reduce/consolidate/simplify/speed/centralize/centralise/modernize/modernise/upgrade/move/switch/get/stop/cut/track/manage/organize/organise", 0.75],
    ["help * with/us/me", 0.5],
    // Today's way named, then the product asked to do it another way: "could your app take card payments instead?".
    ["@could/@can/@would/@does/@will @your/@the * @app/@system/@tool/@software/@platform ** @instead", 0.7]
  ],
  denyCues: [...PAIN_DENY_CUES, ["!need/!needs/!require/!requires/!looking", 0.85], ["built * our own", 0.55]],
  // A wish whose object is a document, a quote or a call names no need ("I need a copy of the
  // invoice"): the wish word and the object are hidden.
  elsewhere: [
    ...(PAIN.elsewhere ?? []),
    // Moving a call is no need: "we need to reschedule Thursday's call".
    // The call is the object itself, not the first word of one ("set up a meeting room booking system").
    `[${WISH}] to reschedule/rebook/cancel/postpone/push-back/rearrange/confirm/book/arrange/set-up * ** call/meeting/demo/appointment/session/chat/visit ${PHRASE_ENDS}`,
    // A step before deciding is no need: "we'll need to talk internally", "I need to run it past my partner first".
    `[${WISH}/have/has/got] to talk/discuss/check/think/consult/speak/confer/mull/reflect/run/sleep/chat/go ** internally/first/it-over/this-over/that-over/things-over/past/with-my/with-our/with-the-team/with-the-board/with-my-boss/on-it/on-that`,
    // Someone's consent is no need of a product: "I'll need my partner's OK before we commit" (packs3);
    // an approval tool is ("we need approval workflows": the consent word must end the phrase).
    "[need/needs/needed] * ok/okay/approval/sign-off/signoff/go-ahead/blessing/say-so/permission/signature $/before/from/first/to/for-it/for-this",
    // "Just wanted to say thanks": a message's manners, no wish for anything.
    "[want/wanted/wanting] to say/thank/let/check/ask/follow-up/confirm/update/share/mention/introduce/touch-base/reach-out/apologise/apologize",
    // Anchored at the object's end: "a password manager", "a call recording tool", "a refund workflow" are needs.
    `[${WISH}] a/an/the/some/your? [copy/quote/quotation/invoice/receipt/refund/demo/call/callback/meeting/brochure/price/prices/pricing/price-list/catalogue/catalog/password/password-reset/reset] ${PHRASE_ENDS}`,
    ...NEED_WONDERED,
    APPROVAL_ASKED
  ],
  questions: [...PAIN.questions, "@need/@needs/@looking/@prompted/@reach", "@hoping/@hope/@want * ** @do/@solve/@fix/@help/@achieve"],
  // A need is also told as what is wanted instead.
  answers: [...PAIN_ANSWERS, anyMod("want/wants/need/needs/like/looking/hoping/better/easier/faster/simpler/quicker/automat+/replace/switch/move/instead/online/app/system/tool/software/platform/way")]
}

// ---------------------------------------------------------------------------------------------
// Timeline

/** Events with a date of their own: the date is the event's, a deadline only when the buyer works towards it ("before our conference"). */
const EVENTS = "ball/banquet/dinner/reception/christening/prom/awards/training-day/inset-day/away-day/team-day/staff-day/open-day/open-days/open-evening/open-house/sports-day/parents-evening/prize-giving/graduation/ceremony/concert/fete/gala-dinner/tournament/conference/congress/trade-show/expo/fair/festival/marathon/fun-run/fundraiser/bake-sale/auction/raffle/wedding/party/holiday/holidays/vacation/trip/retreat/anniversary/birthday/gala/leave/sabbatical/webinar/workshop"

const WHEN_CUES: ReadonlyArray<Cue> = [
  ...TIMELINE_OTHER_WORDS,
  ["by/before/until/in/for/around/within/from * {month}/{quarter}/{year}", 0.85],
  ["end of * {quarter}/{month}/{year}/year/quarter/month/summer/spring/autumn/fall/winter/week", 0.85],
  ["by/before/for * start/beginning of * year/term/season/quarter/month/tax-year/{month}/{quarter}/{year}", 0.8],
  ["next/coming/following fiscal/calendar/financial/school? month/quarter/year/week/season/summer/spring/autumn/fall/winter/semester/term", 0.7],
  ["this fiscal/calendar/financial/school? month/quarter/year/summer/spring/autumn/fall/winter/semester/term", 0.45],
  // "Like" as in "we'd like to", and a period counted loosely ("within a month", "in the next few
  // weeks"): the wish word keeps a routine's turnaround out ("we hear back within a few days").
  ["want/wants/like/plan/planning/hoping/hope/need/aim/aiming/looking/expect/intend * to ** in/by/before/within/this/next * {month}/{quarter}/{year}/month/quarter/year/week/summer/spring/autumn/fall/winter/weeks/months", 0.85],
  ["within/in * {num} * days/weeks/months/years", 0.8],
  ["{month}/{quarter}", 0.65],
  ["go-live/going-live/golive/launch/launching/rollout/roll-out/deploy/cutover/kick-off/kickoff", 0.65],
  ["deadline/timeline/timeframe/time-frame/target-date/due-date", 0.7],
  ["asap/immediately/urgently/soon/right-away", 0.65],
  ["running/live/ready/in-place/up-and-running * by/before/ahead-of", 0.85],
  // A deadline told by an event of the buyer's ("before our conference in May": the event's date is hidden as its own).
  [`before/by/ahead-of/in-time-for * our/the/my * ${EVENTS}/season/launch/opening/audit/inspection/busy-season/peak/move/relaunch/christmas/summer-break/new-year/term/semester`, 0.8],
  // A deadline tied back to a date the sentence gave an event, a closure or the year end ("our
  // conference is on 12 May and we need the app ready for it"): that date stays hidden as the
  // event's (elsewhere), the wish to be ready for it or before then is the timeline.
  ["need/needs/want/wants/like/has-to/have-to/must/got-to ** ready/in-place/live/running/up-and-running/done/installed/sorted/set-up/finished/happen/completed for/before/by it/then/that/that-date/the-date/the-day", 0.8],
  // A season the work must be ready for, or start after: "before the summer", "Start: after the summer".
  ["before/by/ahead-of/in-time-for/after the/this/next summer/spring/autumn/fall/winter/christmas/easter/new-year/holidays/harvest", 0.8],
  // A named holiday is a date of its own, with no "the": "need it before Easter", "live by Diwali".
  ["before/by/ahead-of/in-time-for/until easter/christmas/xmas/thanksgiving/diwali/eid/ramadan/hanukkah/passover/half-term/chinese-new-year/lunar-new-year/new-year", 0.8],
  // A deadline told by a period's end, its date hidden as the books' own: "before the financial year ends in March".
  ["before/by/ahead-of/in-time-for the/our/this financial-year/fiscal-year/tax-year/school-year/year/contract/lease/licence/license/subscription ends/end/closes/runs-out/expires/finishes", 0.8],
  // A deadline told by a site's opening: "before the doors open", "by the time the new branch opens".
  ["before/by/ahead-of * the/our? * doors/site/store/shop/branch/venue/gym/clinic/office * open/opens/re-open/reopens/opening", 0.8],
  // A wanted start told by the season it serves: "we'd like it in place for the spring season".
  ["want/wants/like/plan/planning/hoping/hope/need/aim/aiming/expect/intend ** in-place/live/running/up-and-running/ready/set-up/sorted * for/before * season/term/semester/school-year/spring/summer/autumn/fall/winter/holidays/christmas/peak", 0.8],
  ...TIMELINE_TIED
]

/** Something done in the past, whose date is no timeline. */
const PAST_AT = "in/on/since/during/from/last/early/late/around"
const DONE = "was/were/been * installed/bought/purchased/set-up/opened/founded/started/built/implemented/introduced/signed/launched/acquired/renewed/deployed/refitted/renovated/replaced/upgraded/migrated/rolled-out/completed"
/** The same told actively by its doer ("we went live in 2021"); the doer right before the verb, so "get started in May" stays a wish. */
const DID = "we/i/they/it/he/she/shop/site/store/website/app have/had? actually/already/just/only/first/originally? went-live/went-up/went-online/launched/opened/started/switched/moved/migrated/bought/purchased/installed/implemented/rolled-out/signed/joined/upgraded/renovated/refitted/replaced/founded/built/renewed"
/** Things with a date of their own that are not the purchase: a closure, a leave, an event, a bill falling due, a freeze. */
const AWAY = "out-of-office/on-leave/on-holiday/on-vacation/annual-leave/am-away/are-away/is-away/be-away/been-away"
/** A closure's dates ("closed from 23 December"), not a deal closed by a date. */
const CLOSED = "closed/shut from/until/till/between/on/over/during"
const BILLS = "invoice/invoices/payment/bill/rent/balance/instalment/installment/fee/fees/subscription"
const FROZEN = "frozen/freeze/on-hold/paused/suspended/halted/embargo"
const DATES = "{month}/{weekday}/{year}/{quarter}"
/** A counted span of days to years. */
const SPAN = "[@{num}/@a/@an/@several/@few/@couple] [@of?] [@days/@weeks/@months/@years/@day/@week/@month/@year]"
/** Words of a problem gone on or of a wait: the span after them is its duration, not a wanted date. */
const ONGOING = "@been/@was/@were/@sat/@sit/@sits/@sitting/@waited/@waiting/@wait/@waits/@dragged/@drags/@dragging/@lasted/@lasts/@stuck/@had/@broken/@down/@offline/@struggled/@struggling/@suffered/@failing/@failed/@crashing/@closed/@ongoing/@going-on/@gone-on/@went-on"
/** Money named as absent: the date after "until" bounds the refusal, it is no wanted start (bantfp). */
const NO_MONEY = "@no/@zero/@nil/@not/@without ** @budget/@budgets/@funds/@funding/@money/@spend/@spending/@cash"

const TIMELINE: Rubric = {
  titlesUnread: true,
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
  // A date of something done in the past is no timeline: "the old till was bought in 2016". The
  // date ("[...]") is hidden, a wanted date beside it still read. Past dates are told "in/since …";
  // a date after "by" or "before" is a wanted one, so the reach stops at the last past-style date.
  elsewhere: [
    ...TIMELINE_PAST_PROMISE,
    ...OWN_DATES,
    ROUTINE_DATE,
    DONE_ON_DAY,
    DONE_PASSIVE_ON,
    HABIT_DATE,
    YEARLY_SEASON,
    SENDER_OFF,
    `${DONE} ** [${PAST_AT}] [{year}/{month}]`,
    `${DONE} ** [${PAST_AT}] [{month}] [{year}]`,
    `${DONE} * [{num}/a/an/few/couple?] [years/year/months/month/weeks/week/days/day] [ago]`,
    `${DID} ** [${PAST_AT}] [{year}/{month}]`,
    `${DID} ** [${PAST_AT}] [{month}] [{year}]`,
    `${AWAY} ** [${DATES}]`,
    `${CLOSED} ** [${DATES}]`,
    `${EVENTS} * is/are/was/were/takes/falls/runs/starts/on/in/from/during/over/until/till/approved/booked/booked-off ** [${DATES}]`,
    // The trade's own seasons: "our busiest months are May and June".
    `busy/busiest/quiet/quietest/peak/slow/slowest/high/low * month/months/season/seasons/period/periods/time/weeks * is/are/was/were/run/runs/fall/falls ** [${DATES}]`,
    `${BILLS} ** due/payable/overdue * ** [${DATES}]`,
    `${FROZEN} ** until/till ** [${DATES}]`,
    // The current contract's own run, not the purchase's date: "our licence runs until June 2027".
    `@current/@existing/@present/@our/@the * @licence/@license/@contract/@subscription/@lease/@agreement * @runs/@lasts/@renews/@auto-renews/@continues ** [@until/@till/@on/@in/@every] [${anyMod(DATES)}] [@{year}?]`,
    // "No budget for software until 2028", "won't be any money until the next financial year".
    `${NO_MONEY} ** [@until/@till] [${anyMod(DATES)}]`,
    `${NO_MONEY} ** [@until/@till] [@the?] [@next/@new/@coming/@following] [@financial/@fiscal/@tax/@school/@budget?] [@year/@quarter/@month/@term/@spring/@summer/@autumn/@fall/@winter/@season]`,
    // A routine's turnaround, or a leave, counted in days: "we deliver within 2 days", "on holiday in 2 weeks".
    "deliver/delivers/ship/ships/dispatch/dispatches/reply/replies/respond/responds/answer/answers/pay/pays/paid/process/processes/processed/settle/settles/settled * ** [within/in] [{num}/a] [days/weeks/months/hours/day/week/month]",
    "on-holiday/on-leave/on-vacation/on-sabbatical/on-maternity-leave/on-paternity-leave/away * [in/within] [{num}/a] [days/weeks/months/day/week/month]",
    // A record's own stamp: "Date of enquiry: 12/05", "Submitted: 3 March".
    `date of * enquiry/inquiry/request/submission/call/contact/visit/birth/purchase/order/invoice :? * [${DATES}]`,
    `submitted/received/logged/created/sent/dated/contacted/updated/last-contact/last-contacted/enquired :? * [${DATES}]`,
    // An account of what happened: "the timeline of the outage".
    "[timeline/timeframe] of * what/how/events/the-outage/the-incident/the-problem/the-fault ** happened/went/occurred",
    // A call moved to another day: "could we move our call to next week?".
    "move/moving/reschedule/rescheduling/push/postpone/shift/rebook/rearrange * ** call/meeting/demo/appointment/session/chat/visit * to? * [next/this/tomorrow/{weekday}/{month}] [week/month/{weekday}/morning/afternoon]?",
    // A call slot asked for is scheduling, not the purchase's date: "could we book the demo for next week?".
    "book/schedule/arrange/set-up/fix/pencil-in/organise/organize * a/the/our/your? * call/demo/meeting/chat/catch-up/visit/session/appointment/walkthrough * for/on/at/in? * sometime? [next/this/tomorrow/{weekday}/{month}/{num}] [week/month/{weekday}/morning/afternoon]?",
    // The same slot asked for as a call to have: "could we have a call next week to talk it
    // through?" (packs7); "could we have it running next week?" names no call and stays.
    "@could/@can/@shall/@may/@should @we/@i @have/@grab/@get/@do/@hop-on/@jump-on * @call/@chat/@catch-up/@demo/@meeting/@session/@walkthrough/@conversation ** [@next/@this/@tomorrow/@{weekday}/@{month}] [@week/@month/@{weekday}/@morning/@afternoon]?",
    // Dates that are not the purchase's (sales5): a note's or a forwarded mail's own date at its
    // head ("Call notes 3 Feb -", "Date: Tue, 10 Mar 2026"), a follow-up of the sender's dated ("I'll
    // ask our treasurer on Thursday", "I'll get back to you next week"; a wanted date in the next
    // clause still reads), a problem's duration ("sit for three weeks", which "in … {num} … weeks"
    // reached across words), and the quarter a cost is booked to ("coded to Q2 capex").
    `^ [@call/@meeting/@discovery/@disco/@demo/@visit/@site-visit?] @notes/@note/@summary/@minutes/@recap/@log/@debrief/@write-up :/-? [@{weekday}?] ,? [@{num}?] [${anyMod(DATES)}] [@{num}?] [@{year}?]`,
    `^ @date/@sent : [@{weekday}] ,? [@{num}?] [@{month}] [@{num}?] [@{year}?]`,
    // The errand's date only when nothing bought is tied to it (salesfix2): "… next week and sign the
    // same day" dates the signing; the phrase ends, or a report back or a condition follows.
    "@i/@we/@me/@us @will/@shall/@can/@could? @check/@ask/@speak/@talk/@chat/@get-back/@come-back/@circle-back/@follow-up/@revert/@find-out @to/@with/@in-with/@up/@back? * [@on?] [@next/@this/@tomorrow/@{weekday}] [@week/@month/@{weekday}/@morning/@afternoon]? $/@once/@when/@after/@about/@regarding/@if/@whether/@to-see/@to-check/@to-confirm/@and-let/@and-get-back/@and-come-back/@and-revert/@and-confirm/@and-report-back",
    // A problem's duration, told as past or ongoing (salesfix2): "has been down for 2 weeks", "sit …
    // for three weeks at a time", "for three weeks now", "over the past 4 weeks"; "in place for 2
    // months from now" is a period ahead and stays.
    `${ONGOING} * [@for/@over] ${SPAN}`,
    `[@for/@over] ${SPAN} @now/@already/@straight/@running/@in-a-row/@solid/@on-end`,
    "[@for/@over/@in/@during] [@the] [@past/@last/@previous] [@{num}/@few/@several/@couple?] [@of?] [@days/@weeks/@months/@years/@day/@week/@month/@year]",
    "[@{quarter}/@{year}] @capex/@opex/@cost-centre/@cost-center/@cost-code",
    // A past call or meeting thanked for: "thanks for the call on Tuesday 4 March".
    `thanks/thank * for * the/our/your/today/yesterday/last? * call/chat/meeting/demo/visit/time/session/catch-up/catchup ** [${DATES}]`,
    // Opening hours are no date: "we're open Monday to Saturday".
    "@open/@opening/@closed/@staffed/@trading *1 @{weekday}/@weekdays/@weekends ** @{weekday}/@{num}/@{time}",
    // The vendor's own release date: "your new module launches in March".
    `your ** launch/launches/launching/release/releases/released/ships/shipping/out/available/due/roadmap ** [${DATES}]`,
    // "Back in 2022" is always the past.
    "[back] [in/during/around/since] [{year}]",
    // A form's timeline left open: "Timeline: flexible".
    "[timeline/timeframe/time-frame/deadline/when] :? [flexible/open/whenever/anytime/any-time/undecided/unknown]",
    // A routine's date recurs: "the board meets every March", "stocktake is each January".
    `every/each [{month}/{weekday}]`,
    `[{month}/{weekday}] every/each year/week/month`,
    // A date put first, then what happened on it: "on 2 October your booking page went down".
    `[on/in/during/since] [{num}?] [${DATES}] [{num}?] ,? * ** went/crashed/failed/broke/stopped/happened/was/were/had/lost/got/sent/called/rang/came/took/made/gave/told/said`,
    // A month of last year is the past: "the shop went up in March last year".
    "[in/since/from/during?] [{month}/{quarter}] [last/previous] [year]",
    // A sign-off's "soon" is the next message, not the purchase: "speak soon", "hope to hear from you soon".
    "speak/talk/chat/see/hear/catch-up/meet/reply/respond/call/ring/email/write/get-back * you/me/us/from/back? * you? [soon/asap/shortly]",
    // A past occasion's date: "the last inspection was in May", "the fire drill was on 3 June".
    `last/previous/latest/recent/most-recent * ** was/were/happened/took-place [in/on/during] [${DATES}]`,
    // The vendor's own release, read back: "your brochure says the new version is out in April".
    `your * ** new? * version/release/update/model/edition/feature/features * is/are/comes/come/will/be * out/released/launching/available/due ** [${DATES}]`,
    // Goods arriving on a fixed day are a delivery, not a deadline of the purchase: "our new trucks arrive on 2 June".
    `[arrive/arrives/arriving/land/lands/landing] on [${DATES}] | [arrive/arrives/arriving/land/lands/landing] on [{num}] [${DATES}]`,
    // The books' own calendar: "our year end is 31 March".
    `year-end/yearend/financial-year/fiscal-year/tax-year * is/ends/falls/runs/starts/begins * ** [${DATES}]`
  ],
  denyCues: [
    ["!timeline/!timeframe/!deadline/!date/!plans/!plan/!rush/!hurry", 0.85],
    ["not !this !year/!quarter/!month", 0.75],
    // No purchase in the period: "we won't be buying anything this year" ("… until we've seen a demo" names none).
    ["not/never * !buy/!buying/!purchase/!purchasing/!switch/!switching/!change/!changing/!replace/!replacing ** !this/!next !year/!quarter/!month", 0.75],
    ["@someday/eventually/sometime", 0.6]
  ],
  // "When did you last log in?" asks about the past: only a "when" about what is to come asks for a timeline.
  questions: [
    "@when @will/@would/@do/@does/@are/@is/@should/@could/@can/@might/@must/@were/@you/@we/@ideally/@roughly/@exactly/@approximately",
    "@timeline/@timeframe/@date/@deadline/@soon/@target/@live/@launch"
  ],
  answers: WHEN_ANSWERS
}

export const BANT: Readonly<Record<string, Rubric>> = {
  "bant.budget": MONEY,
  "bant.authority": AUTHORITY,
  "bant.need": NEED,
  "bant.timeline": TIMELINE
}
