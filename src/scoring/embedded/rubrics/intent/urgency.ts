// The urgency intent: a deadline or a cost of waiting now, not a word that describes.
// See ../../text/cues.ts for the pattern syntax.
import { DESCRIBED_NOT_URGENT } from "../described.js"
import { HELD_EVENTS } from "../triageTime.js"
import type { Rubric } from "../types.js"

export const URGENCY: Rubric = {
  ownWordsOnly: true,
  positive: [
    "we need this as soon as possible",
    "it's urgent",
    "it must be running by this evening",
    "our deadline is this Friday",
    "we have to go live next week",
    "I need an answer by tomorrow",
    "time is running out",
    "our current contract lapses tomorrow",
    "this is time-sensitive",
    "we need it right away",
    "we're in a hurry",
    "can you get back to me today",
    "we need it before the end of the month"
  ],
  denial: ["there's no rush", "we're in no hurry", "it's not urgent at all", "take your time", "whenever suits you is fine"],
  negative: ["we bought it urgently last year", "urgent care clinic"],
  // A deadline that has passed is history ("our deadline was last week").
  // A routine told ("arrives at 7am every Monday, and it did today") is no deadline either.
  voids: [
    ...DESCRIBED_NOT_URGENT,
    // What may wait until a day is no deadline: "it can wait until after the weekend".
    "@can/@could/@will @wait * [@until/@till/@by/@before] * @the? [{weekday}/@tomorrow/@tonight/@eod/@eow/@cob/@weekend]",
    "[@deadline/@deadlines] ** @was/@were/@passed/@expired",
    // A span counted from something the fault follows is when it strikes, no time asked for:
    // "it logs me out within the next few minutes of opening it".
    "@in/@within @the [@next] * [@minutes/@minute/@mins/@hour/@hours/@seconds] @of/@after",
    // A form's urgency field set low: "Urgency: Low", "Priority: normal", "Priority: none". A
    // "none" or "not" that opens a sentence after the tag is the fault, not the field's value:
    // "URGENT: none of our staff can log in", "Urgent: not one till opens" keep their urgency.
    "[@urgency/@priority/@urgent] :? @low/@normal/@medium/@standard/@minor/@routine/@flexible",
    "[@urgency/@priority/@urgent] :? @none/@not $/@really/@urgent/@pressing/@important/@applicable/@yet/@at-all/@very/@particularly/@much/@high",
    "@had/@was/@were/@been * @a/@an/@the? [@deadline/@deadlines]",
    "@every/@each [{weekday}/{time}/@morning/@evening/@night/@day]",
    "[{time}/@today/@tomorrow/{weekday}] @every/@each/@daily",
    "@did/@was/@were/@worked/@arrived/@came/@went/@ran/@happened * [@today/@this-morning/@this-afternoon/@tonight]",
    "@usually/@normally/@always/@typically/@generally ** [{time}/{weekday}]",
    // Urgency words naming a kind of thing or a feature: an emergency contact, rush hour, a
    // deadline on tasks, a way to flag tickets as urgent.
    "[@emergency/@urgent] @contact/@contacts/@exit/@exits/@number/@numbers/@lighting/@light/@lights/@stop/@brake/@fund/@kit/@procedure/@procedures/@care/@room/@department/@alarm/@shelter",
    "[@rush] @hour/@hours",
    // A hold or a closure lasting until a season or a month is a pause, not a deadline ("our
    // grants are frozen until May", "closed till the spring"); a day or an hour still counts.
    "@freeze/@frozen/@hold/@paused/@pause/@closed/@shut/@suspended/@halted/@break/@moratorium * [@until/@till] @the? @after? [{month}/{quarter}/{year}/@spring/@summer/@autumn/@fall/@winter/@new-year/@next-year]",
    // An out-of-hours line for urgent matters is a notice of where to call, not this message's
    // hurry ("out of hours, for anything urgent ring …", "in an emergency, contact …").
    "@for/@in @any/@anything/@an/@all? [@urgent/@emergency/@emergencies] @matters/@queries/@issues/@enquiries/@questions/@cases/@things? ** @call/@ring/@phone/@contact/@text/@email/@dial/@please/@out-of-hours/@outside/@after-hours",
    "@set/@add/@assign/@change/@edit/@remove/@show * @a/@the/@each? [@deadline/@deadlines] | [@deadline/@deadlines] @on/@for/@per @each/@all? @task/@tasks/@item/@items/@job/@jobs/@card/@cards/@ticket/@tickets/@project/@projects",
    "@way/@how/@possible/@option/@feature/@can * @to? @flag/@mark/@tag/@label/@set * @tickets/@tasks/@items/@messages/@orders/@jobs/@them/@emails * @as [@urgent/@high-priority/@critical]"
  ],
  cues: [
    ["asap/urgent/urgently/urgency/immediately/immediate/emergency", 0.9],
    ["time sensitive/critical", 0.85],
    ["as soon as possible/possible", 0.9],
    ["sooner the better", 0.85],
    ["right away/now", 0.8],
    // "Now" asked for in a request: "someone please ring me NOW", "I need it now".
    ["please/need/needs ** now $/on/please/or/immediately", 0.75],
    // Needed again before a meal service or a shift today: "we need it running before the lunch service".
    ["need/needs ** before/by * lunch/dinner/breakfast/service/shift/doors", 0.75],
    ["today/tonight/tomorrow", 0.75],
    ["this morning/afternoon/evening", 0.7],
    ["end of * day/today/week", 0.8],
    ["by/before/until * {weekday}/tomorrow/tonight/eod/eow/cob/weekend", 0.85],
    ["eod/eow/cob", 0.8],
    ["close of business/play", 0.85],
    ["closes/close/ends/end/expires/expire/due/shutting/shuts * on/by? {weekday}/today/tomorrow/tonight/{num}", 0.75],
    // A run or a departure on a day or at an hour: "payroll runs on Friday", "the van leaves at 4pm".
    ["runs/run/leaves/leave/departs/depart * on? {weekday}/tomorrow/tonight", 0.75],
    ["go/goes/going live * on? {weekday}/tomorrow/tonight/today", 0.8],
    // An event with a date, the work due before it: "before our audit on the 14th".
    [`@before/@by/@until * @meeting/@demo/@presentation/@event/@inspection/@audit/@visit/@launch/@opening/@exam/@review/@board/@deadline/@move/${HELD_EVENTS.split("/").map((w) => `@${w}`).join("/")} ** @on/@at @the? @{num}/@{weekday}/@{month}/@tomorrow`, 0.75],
    // Something they run, down now: "our whole site is down", "the tills are offline".
    ["site/website/system/systems/server/servers/app/checkout/till/tills/network/platform/portal/payroll/phones/email/everything is/are completely/totally/still/all? down/offline", 0.8],
    // An opening or a start an hour off: "we open in an hour", "the coach leaves in 20 minutes".
    // The count is required: "it now opens in minutes" is slowness, not a deadline.
    ["@open/@opens/@opening/@start/@starts/@starting/@begins/@leave/@leaves/@leaving/@close/@closes/@closing/@arrive/@arrives/@arriving/@due/@land/@lands/@live @in/@within @an/@one/@half/@{num} @hour/@hours/@minutes/@mins", 0.8],
    // Losing by the hour: "every hour this is down we're losing orders".
    ["@every/@each/@by/@per @the? @hour/@minute/@day ** @losing/@lose/@lost/@costing/@costs/@down/@offline", 0.8],
    ["leaves/leave/departs/depart/collects/collect/collection/pickup/pick-up * at {time}/{num}/noon/midday", 0.75],
    // A cost if it is not done in time: "otherwise the grant lapses", "or we lose the slot".
    ["@otherwise/@or-else ** @lose/@lapses/@lapse/@miss/@cancel/@cancelled/@fail/@expire/@expires/@forfeit/@penalty/@fine/@late", 0.8],
    ["has/have/needs/need to be * live/ready/done/running/working/set/active * before/by", 0.8],
    ["before then", 0.6],
    ["active/live/ready/running by", 0.8],
    ["rush * starts/begins/is", 0.6],
    ["by/before/until * {month}/{quarter}/{num}", 0.55],
    ["deadline/deadlines", 0.75],
    ["running out/low", 0.6],
    ["runs/run/ran/expires/expiring/expire/ends/ending out? today/tonight/tomorrow/soon/{weekday}", 0.85],
    ["hurry/rush/rushing", 0.5],
    // "Quickly" alone often tells how something went ("they solved it quickly"); asked for, it counts.
    ["quickly", 0.45],
    ["need/needs/want/wants/please/must/asap/back/fix/sort/resolve/respond/reply/help * quickly/fast", 0.75],
    ["within * hours/hour/days/day", 0.8],
    // A span of minutes or hours from now: "can someone fix this in the next half hour?".
    ["in/within the next * hour/hours/minutes/mins", 0.8],
    ["this week", 0.45],
    ["next week", 0.55],
    ["can not !wait", 0.8],
    ["locked out", 0.55],
    ["no later than", 0.85],
    ["@time is running out", 0.85],
    // A deadline told by a business event: a meeting at an hour, visitors due on a named day,
    // a term that runs out at a month's end.
    ["before/by/until * meeting/call/demo/presentation/shift/service/opening/show/event/session/inspection/audit/visit/flight/launch/deadline/cutoff/cut-off/run * at {num}/{time}/noon/midday", 0.82],
    // Any modality: "if it isn't fixed before the doors open at 9" is the deadline, told as a condition.
    ["@before/@by/@until * @open/@opens/@close/@closes/@start/@starts/@leaves/@arrive/@arrives/@begins/@begin * @at @{num}/@{time}/@noon/@midday", 0.8],
    ["arrive/arrives/arriving/start/starts/starting/begin/begins/launch/launches/visit/visits/inspect/inspects/audit/audits/opening/reopening * on? {weekday}/tomorrow", 0.75],
    ["by/before/until * {time}", 0.8],
    // A form's date field answered with a near day: "Needed by: Friday".
    ["needed/required/due/wanted by? :? {weekday}/tomorrow/tonight/today/{time}/asap/eod", 0.8],
    ["urgency/priority/urgent :? high/critical/urgent/top/asap/immediate/emergency/very-high", 0.85],
    // A business held up now: people waiting, work that cannot go on until it is fixed, a priority asked.
    ["@customers/@patients/@people/@guests/@clients/@students/@staff/@drivers/@visitors/@passengers @are/@is @waiting/@queuing/@queueing/@stuck", 0.8],
    ["can not * @until * @this/@it * @is? * @fixed/@sorted/@resolved/@working/@back", 0.75],
    ["treat * as * a? * priority/urgent/matter", 0.85],
    ["runs/run/expires/expire/ends/end/lapses/lapse * out? * at/by * the? end of * month/week/quarter/year", 0.75]
  ],
  denyCues: [
    ["!rush/!hurry/!urgency/!urgent/!pressure/!deadline/!rushing", 0.9],
    ["take your/their time", 0.85],
    ["whenever", 0.7],
    ["is/are fine/ok/okay @for @us", 0.35],
    ["next year is/would-be fine/ok/okay", 0.8],
    ["when you get/have a chance/moment", 0.75],
    ["@someday/eventually/sometime", 0.6]
  ],
  // "When" only with what is wanted by then: a form line "When you have a moment: …" asks for no date.
  questions: ["@when ** @need/@needed/@needs/@start/@live/@ready/@done/@by/@deliver/@delivered/@launch/@go/@begin/@want/@like", "@deadline/@timeline/@soon/@urgent/@quickly/@date/@needed/@required/@due"]
}
