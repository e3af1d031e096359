// SPICED pack (`spiced.*`): pain is the shared notion, decision extends the authority cues.
import { DECISION_OTHER_WORDS, IMPACT_OTHER_WORDS } from "./otherWords.js"
import { OWN_DATES } from "./ownDates.js"
import type { Rubric } from "../types.js"
import { ASKS_EFFECT, FIGURE_FINE, OPENING_HOURS, VENDOR_CLAIM } from "./notTheirs.js"
import { IMPACT_PLAIN, SITUATION_NOTED, SITUATION_PLAIN } from "./spicedChampPlain.js"
import { ASKS_HOW, IMPACT_SHAPE, SITUATION_SHAPE } from "./structural.js"
import { IMPACT_SPOKEN, SITUATION_SPOKEN } from "./spokenPlain.js"
import { ANYONE_ELSE_DECIDES, AUTHORITY, RUN_IT_BY } from "./shared.js"
import { PAIN } from "./pain.js"
import { MEMBERS_LOST } from "./plainFacts.js"
import { EVENT_LOOSE, IMPACT_LOOSE, SITUATION_LOOSE } from "./looseGrammar.js"
import { anyMod, MONEY_ANSWERS, PEOPLE_ANSWERS, WHEN_ANSWERS } from "./answerWords.js"
import { TITLES } from "./otherTopics.js"
import { ASKS_WOULD_HELP, SCREEN_PART_LOST } from "./packNearMisses.js"
import { IMPACT_TOLD, SITUATION_TOLD } from "./toldPlainly.js"
import { DECISION_WAY, EVENT_OUTSIDE, IMPACT_STAKE } from "./stakesAndWays.js"
import { DECISION_MORE, EVENT_MORE, IMPACT_COSTS, SITUATION_SETUP } from "./costsAndSetups.js"
import { IMPACT_INDIRECT, MEANT_SAID, VENDOR_PRICE_COSTS } from "./impactIndirect.js"
import { IMPACT_OWN_TERMS } from "./ownTerms.js"
import { ROUTED_TO_BODY } from "./meddicIndirect.js"
import { IMPACT_CONSEQUENCES, OFF_SICK_WHEN, SITUATION_RECEIVED, SITUATION_RUN, TURNOVER_TOLD } from "./spicedStory.js"
import { IMPACT_PAID, SITUATION_UNITS } from "./toldByDeeds.js"
import { ASKS_PRICE_TO_US, CONTRACT_UP, DECISION_ELSEWHERE, DECISION_SIGNING, EVENT_ELSEWHERE, EVENT_SWITCH, HOURS_EVERY_WEEKDAY, IMPACT_LOSSES, SITUATION_NOW } from "./spicedFresh.js"

const SITUATION: Rubric = {
  positive: [
    "we are a mid-sized retailer with several stores",
    "today we track everything in spreadsheets",
    "we currently rely on an older system",
    "our seven agents answer every enquiry by email",
    "we operate a handful of locations",
    "we've used the same vendor for years"
  ],
  denial: [],
  negative: ["what do you recommend", "can we talk"],
  cues: [
    ["we are/we're a/an", 0.75],
    ["{num} * person/people/employee/employees/staff/member/members/agents/users/locations/stores/sites/clinics/branches/seats/reps/offices/pharmacies/warehouses/trucks/drivers/technicians/coordinators/nurses/teachers/students/customers/clients/accounts", 0.75],
    ["{num} person/people/persons", 0.75],
    ["currently/today/presently/right-now/at-the-moment/at-present * use/using/run/running/manage/managing/track/tracking/have/rely/handle/handling/do/store/keep/is/are", 0.8],
    ["we/they/team/staff/coordinators * use/uses/using/run/runs/rely/relies/manage/manages/track/tracks/handle/handles/store/stores/keep/keeps/log/logs * in/on/with/via/through/by/a/an/our/the", 0.7],
    ["current/existing/old/legacy * tool/setup/system/process/provider/vendor/stack/solution/platform/software/app/crm/workflow", 0.8],
    ["company/industry/team-size/current-tool/current-setup/current-system/employees/headcount/locations", 0.55],
    ["mix of", 0.7],
    // How work arrives and is kept today, without a subject: "repair jobs arrive by email and are kept on a whiteboard".
    ["runs/run/running/lives/live/sits/sit/come/comes/arrive/arrives/go/goes/kept/tracked/logged/handled/done/managed/recorded/written/stored/saved/shared/filed/held/ticked/entered/noted * by/via/on/in/through/into * phone/email/emails/paper/spreadsheet/spreadsheets/diary/whiteboard/excel/hand/post/fax/text/texts/whatsapp/notebook/notebooks/clipboard/pc/pcs/laptop/laptops/computer/computers/server/usb/drive/drives/folders/binders/voicemail/voicemails/answerphone/ledger/logbook", 0.75],
    ["on-prem/on-premise/on-premises/desktop-app/shared-drive/shared-calendar/paper-logs/whiteboard", 0.7],
    ...SITUATION_PLAIN,
    ...SITUATION_NOTED,
    ...SITUATION_SHAPE,
    ...SITUATION_SPOKEN,
    ...SITUATION_TOLD,
    ...SITUATION_LOOSE,
    ...SITUATION_NOW,
    ...SITUATION_SETUP,
    ...SITUATION_UNITS,
    SITUATION_RUN,
    SITUATION_RECEIVED
  ],
  // "A company of our size", "businesses like ours": others compared, not the buyer described.
  elsewhere: [ASKS_HOW, "[company/companies/business/businesses/firm/firms/organisation/organisations/organization/organizations/practice/practices] like ours | [company/companies/business/businesses/firm/firms/organisation/organisations/organization/organizations/practice/practices] of * our/my * size/kind/type/sort"],
  denyCues: [],
  questions: ["@setup/@today/@currently/@current/@describe", "@how * @work/@works/@handle/@manage", "@using/@use/@run/@running ** @moment/@now/@present"],
  // Describing one's own organisation or way of working is the situation.
  answers: [anyMod("we/our/us/i/my/currently/today/use/using/run/running/have/has/team/staff/people/system/tool/spreadsheet+/based/located"), "@{num}"]
}

const IMPACT: Rubric = {
  titlesUnread: true,
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
    ...IMPACT_OTHER_WORDS,
    ...IMPACT_LOOSE,
    ...IMPACT_STAKE,
    ...IMPACT_LOSSES,
    ...IMPACT_COSTS,
    ...IMPACT_CONSEQUENCES,
    ...IMPACT_INDIRECT,
    ...IMPACT_PAID,
    ...IMPACT_OWN_TERMS,
    HOURS_EVERY_WEEKDAY,
    ["cost/costs/costing/costed * us/them/business/{money}/{num}", 0.8],
    ["lose/loses/losing/lost ** customers/clients/client/customer/revenue/deals/deal/money/sales/business/{money}/{pct}/contracts/patients/rfp/rfps/bids/bid/tenders/tender/discount/discounts/opportunities/orders", 0.85],
    ["{money} * arr/mrr/revenue/turnover", 0.75],
    ["save/saves/saving/free-up/freeing-up * {num}/{money}/hours/time/money/staff/people", 0.8],
    ["would/could/will * let/allow/mean/help/enable/save/free/give/cut/reduce/increase/double/improve", 0.7],
    // What fixing it would allow is told as a condition: "if we fixed this we could take on two more clients".
    ["@could/@would * @take/@free/@grow/@double/@handle/@win ** @more/@extra/@{num}/@customers/@clients/@staff/@time/@hours", 0.75],
    ["mean/means/meaning * waiting/wait/losing/lose/paying/pay/refunding/refund/missing/miss/chasing", 0.75],
    ["turn/turned/turning/turns away * customers/clients/bookings/patients/orders/jobs/business/people/work | turn/turned/turning/turns * customers/clients/bookings/patients/orders/jobs/people * away", 0.85],
    ["fines/penalties/penalty/late-fees/overtime/chargebacks/refunds/write-offs/refund", 0.75],
    // A consequence the business had to bear: "we had to hire an extra admin", "staff burn out and leave".
    ["had/have/having to * hire/pay/refund/cancel/turn-away/close/outsource/take-on/write-off/compensate/apologise/apologize/redo", 0.75],
    ["staff/people/employees/nurses/drivers/volunteers/team * burn/burning/quit/quitting/leave/leaving/left", 0.75],
    ["missed * deadline/deadlines/shipments/orders/appointments/sla/slas", 0.8],
    ["{num} * staff/man/person * hours", 0.8],
    // Hours lost per period, not a trip's length ("two hours each way").
    ["{num} * hours * a/per/each/every * week/month/day/year/quarter/shift/month-end/cycle/run/order/job", 0.7],
    ["revenue/profit/margin/margins/bottom-line/reputation", 0.65],
    ["impact/impacts/affects/affecting/hurts/hurting/damage/damaging", 0.6],
    ["risk/risking/risks/facing/face * investigation/fine/fines/penalty/penalties/audit/lawsuit/losing/losses/breach/sanctions/shutdown", 0.8],
    ["complain/complaining/complaints * to * regulator/ombudsman/authorities/board", 0.8],
    // What customers did about it: "three patients complained", "members cancelled".
    // Left as customers, not "guests left lovely feedback".
    ["customers/clients/patients/parents/guests/members/tenants/users/residents * complain/complained/complaining/cancel/cancelled/canceled/churn/churned | customers/clients/patients/parents/guests/members/tenants/users/residents * left/leave $/us/for/because/over/after/and/in/without/early/halfway/last/this/when", 0.8],
    ["put/puts/putting * at risk | at risk/stake", 0.7],
    ["which/that * cost/costs", 0.75],
    ["{money} * a/per/each/every * month/year/week/quarter", 0.7],
    ...IMPACT_PLAIN,
    ...IMPACT_SHAPE,
    ...IMPACT_SPOKEN,
    ...IMPACT_TOLD
  ],
  elsewhere: [VENDOR_CLAIM, ASKS_EFFECT, OPENING_HOURS, FIGURE_FINE, ASKS_WOULD_HELP, ASKS_PRICE_TO_US, MEMBERS_LOST, ...TURNOVER_TOLD, OFF_SICK_WHEN, MEANT_SAID, VENDOR_PRICE_COSTS, SCREEN_PART_LOST],
  denyCues: [["!impact/!effect/!difference/!cost", 0.7]],
  // "What happens if nothing changes?" asks for the consequence too.
  questions: ["@cost/@impact/@affect/@affecting/@affects/@mean/@worth/@solving/@consequence+/@effect+/@result", "@happens/@happen * @if * @nothing/@not/@no/@stays/@same"],
  answers: [
    ...MONEY_ANSWERS,
    anyMod("{pct}/lose/losing/lost/customers/clients/patients/revenue/sales/time/hours/days/staff/overtime/late/fine/fines/penalt+/reputation/would/could/mean/means/less/more/fewer/free/save+/extra/complain+/risk+/stress+/churn+/miss+")
  ]
}

const DECISION: Rubric = {
  // How the buying decision is made is told in the body: a signature's title ("Owner, Lindqvist
  // Glassworks") says who the sender is, not how they will decide (BANT authority still reads it).
  titlesUnread: true,
  positive: [
    "the owners decide together",
    "I'll make a recommendation and they will approve it",
    "our chief executive has the final word",
    "I decide, with input from my team",
    "the board signs off on new tools",
    "we decide as a leadership team next month"
  ],
  // An undecided decision is a deferral, not a denial (decisions §11): no denial phrasings here.
  denial: [],
  negative: [],
  cues: [
    ...DECISION_OTHER_WORDS,
    ...DECISION_WAY,
    ...DECISION_SIGNING,
    ...DECISION_MORE,
    ROUTED_TO_BODY,
    // Who is consulted is part of the decision here: AUTHORITY's near miss (0.45) is replaced, not kept beside it.
    ...AUTHORITY.cues.filter(([p]) => p !== RUN_IT_BY),
    [RUN_IT_BY, 0.75],
    ["partners/board/committee/leadership/team/management/founders/directors * vote/votes/decide/decides/approve/approves/sign-off", 0.85],
    ["recommend/recommendation * to/after", 0.8],
    ["decide/decides/decided/decision * after/by/at/with/as/together/jointly", 0.75],
    ["vote/votes/voting", 0.75],
    // A couple or partners deciding, as call notes put it: "she + husband decide", "me and my wife will choose".
    ["i/me/she/he * and/plus? * my/her/his? * husband/wife/partner/co-owner/co-founder/cofounder/business-partner * decide/decides/choose/chooses/sign/signs/pick/picks/make/makes", 0.8],
    ["rubber-stamp/rubber-stamps/rubberstamp/rubberstamps/green-light/green-lights/okays/greenlight/greenlights", 0.75],
    [`${TITLES}/manager/owner/owners/partners/board/committee/i/we * picks/pick/chooses/choose/selects/select * the/a/which * software/tool/tools/vendor/vendors/system/supplier/suppliers/provider`, 0.8]
  ],
  denyCues: [],
  elsewhere: [...(AUTHORITY.elsewhere ?? []), ...DECISION_ELSEWHERE],
  questions: ["@decide+/@decision/@who/@sign/@approve"],
  answers: [...PEOPLE_ANSWERS, anyMod("vote/votes/meet/meeting/together/jointly/recommend+")],
  answeredNo: [ANYONE_ELSE_DECIDES]
}

const CRITICAL_EVENT: Rubric = {
  titlesUnread: true,
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
    ...EVENT_LOOSE,
    ...EVENT_OUTSIDE,
    ...EVENT_SWITCH,
    ...EVENT_MORE,
    CONTRACT_UP,
    ["expire/expires/expiring/expired/expiry/expiration", 0.85],
    ["runs/run/running/ran out", 0.75],
    ["renewal/renew/renews/renewing", 0.7],
    // "Up" only as told of the contract (CONTRACT_UP): "does it support sign-up forms?" is no contract ending.
    ["contract/license/licence/lease/subscription/support/agreement ** ends/ending/lapses/terminates", 0.85],
    // A business event the customer commits to, on a date: "we launch the second clinic in April".
    ["open/opening/opens/launch/launching/launches/move/moving/moves/merge/merging/relocate/relocating/expand/expanding/rebrand/rebranding ** in/on/by/from/before/this/next * {month}/{quarter}/{year}/spring/summer/autumn/fall/winter/quarter", 0.8],
    ["audit/audits/auditor/auditors/inspection/inspections/inspector/inspectors/regulator/regulators/assessment/accreditation/certification/ofsted/cqc ** {month}/{quarter}/{year}/{weekday}/due", 0.8],
    ["law/laws/rule/rules/regulation/regulations/mandate/legislation/directive/requirement ** kicks/kick/takes/take/comes/come/applies/apply/starts/start/effective/mandatory/enforced ** {month}/{quarter}/{year}", 0.85],
    ["end of life/support", 0.85],
    ["end-of-life/eol/sunset/sunsetting/deprecated/discontinued", 0.8],
    ["deadline/audit/inspection/regulation/regulations/mandate/compliance-date/board-meeting/launch/go-live/merger/acquisition/ipo/funding-round", 0.7],
    ["fiscal/financial year/quarter", 0.65],
    ["by/before * {month}/{quarter}/{year}", 0.7],
    ["{num} {month} | {month} {num}", 0.65],
    ["forcing/forces/driving/drives * decision/timeline/this/change", 0.75],
    ["season/peak/rush/term/semester/intake/enrolment/enrollment/holidays/busy-period * starts/start/begins/begin/opens/kicks ** {month}/{quarter}/{weekday}/next/in", 0.8],
    ["shutting/shut/closing/retiring/discontinuing/withdrawing/sunsetting/switching-off ** on/in/by/from/at * {month}/{quarter}/{year}/end", 0.8],
    ["because-of/ahead-of/before/in-time-for * season/launch/audit/event/deadline/conference/rush/holidays/harvest/peak/intake/opening/go-live", 0.7],
    // A service taken away on a date: "the old lines get switched off when the network is retired next spring".
    ["is/are/be/being/gets/get/getting/will-be * switched-off/turned-off/retired/decommissioned/withdrawn/phased-out/shut-down/discontinued/cut-off ** in/on/by/from/at/next/this * {month}/{quarter}/{year}/end/spring/summer/autumn/fall/winter/year/quarter", 0.8],
    // A customer or partner switching over on a date: "the hospital we supply is switching to
    // electronic ordering in the new year".
    ["switching/switches/migrating/migrates/changing-over/changes-over/transitioning/moving * to/over * ** in/from/at/by * the? * new-year/{month}/{quarter}/{year}/spring/summer/autumn/fall/winter", 0.75],
    // An audit booked for a date further along the sentence: "our accreditation visit is booked for the first week of March".
    ["audit/audits/inspection/inspections/accreditation/assessment/certification/ofsted/cqc/inspectors/auditors * ** booked/scheduled/set/planned/confirmed * for/in/on * ** {month}/{quarter}/{weekday}/{year}", 0.8],
    // An event hosted on a date: "we're hosting the national championships here in June".
    ["hosting/host/hosts * the/a/an/our * ** championships/championship/conference/festival/tournament/expo/fair/summit/gala/games/show/visit/congress/convention/launch/open-day ** in/on/this/next * {month}/{quarter}/{year}/spring/summer/autumn/fall/winter", 0.8],
    // Ready by a date told before: "… and the booking system has to cope by then".
    ["has/have/needs/need/must/got * to? * ** by then/that-date/that-point | ready/live/running/working/in-place/sorted/done * by/before then/that-date", 0.7]
  ],
  denyCues: [
    ["!deadline/!deadlines/!trigger/!event/!rush/!date/!timeline/!urgency", 0.85],
    ["!forcing/!driving", 0.8],
    // Put off to no time at all: "we'll get round to it one day".
    ["@get/@gets/@getting round/around/to ** @eventually/@someday/@sometime/@one-day/@at-some-point", 0.8],
    ["@someday/eventually", 0.6]
  ],
  // The sender's own dates, and a contract with the vendor left, are no event forcing a purchase (ownDates.ts).
  elsewhere: [...OWN_DATES, ...EVENT_ELSEWHERE],
  questions: ["@date/@event/@deadline/@forcing/@driving/@why-now/@trigger/@timeline"],
  answers: [
    ...WHEN_ANSWERS,
    anyMod("contract/license/licence/lease/renewal/renew+/audit/inspection/launch+/opening/season/regulation+/law/rules/merger/move/moving/expir+/ends/go-live/event/conference/peak")
  ]
}

export const SPICED: Readonly<Record<string, Rubric>> = {
  "spiced.situation": SITUATION,
  "spiced.pain": PAIN,
  "spiced.impact": IMPACT,
  "spiced.critical_event": CRITICAL_EVENT,
  "spiced.decision": DECISION
}
