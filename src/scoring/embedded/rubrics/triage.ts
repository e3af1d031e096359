// Built-in rubric content for support triage (`triage.*`, classification detectors).
// See ../cues.ts for the pattern syntax.
import { DESCRIBED_NOT_URGENT } from "./described.js"
import { NOT_A_TICKET, REPORTS } from "./notATicket.js"
import { IMPACT_CUES } from "./triageImpact.js"
import { SYMPTOM_CUES, SYMPTOM_VOIDS } from "./triageSymptoms.js"
import { REACH_CUES, REACH_VOIDS } from "./triageReach.js"
import { TEAM_SCOPE_CUES } from "./triageTeamScope.js"
import { QUIET_CUES, QUIET_VOIDS } from "./triageQuiet.js"
import { CONSEQUENCE_CUES, CONSEQUENCE_VOIDS, PAYMENT_METHOD_ASKED } from "./triageConsequence.js"
import { FLOOR_CUES } from "./triageFloor.js"
import { COURTESY_DENIALS, FIX_ASKED, NAMED_EMERGENCY, OUTCOME_CUES, OUTCOME_DENY_CUES, OUTCOME_VOIDS } from "./triageOutcome.js"
import { LEVEL_CUES, LEVEL_VOIDS } from "./triageLevels.js"
import { EXPOSURE_CUES, EXPOSURE_VOIDS } from "./triageExposure.js"
import { RECOVERY_DENY_CUES, RECOVERY_VOIDS } from "./triageRecovery.js"
import { UNREAD_CUES } from "./triageUnread.js"
import { PAST_ASKED_CUES, PAST_DENY_CUES, PAST_VOIDS } from "./triagePast.js"
import { HARM_CUES } from "./triageHarm.js"
import { TAKEOVER_CUES } from "./triageTakeover.js"
import { UNSAID_CUES } from "./triageUnsaid.js"
import { STALLED_CUES, STALLED_VOIDS } from "./triageStalled.js"
import { TIER } from "./triageTier.js"
import { TIME } from "./triageTime.js"
import { STRESSED_POINT } from "./stressedPoint.js"
import { WISHES } from "./wishWords.js"
import type { Rubric } from "./types.js"

const SEVERITY: Rubric = {
  positive: [],
  categories: {
    critical: [
      "production is down",
      "the whole site is offline",
      "nobody can log in",
      "every request to the service errors out",
      "we lost customer data",
      "our database was deleted",
      "we think our account was hacked",
      "payments are failing for every customer",
      "complete outage since this morning",
      "the service is unusable for everyone"
    ],
    high: [
      "a major feature is broken and there is no workaround",
      "many of our users cannot log in",
      "exports have been failing all day",
      "several customers are affected",
      "this is blocking our team",
      "the integration stopped syncing",
      "emails are not being delivered"
    ],
    medium: [
      "one report shows the wrong totals",
      "the page is slow to load",
      "there is a workaround but it's annoying",
      "sometimes the upload fails and we have to retry",
      "a bug in the filter settings",
      "notifications arrive late"
    ],
    low: [
      "how do I change my password",
      "small cosmetic issue with the button color",
      "there is a typo on the settings page",
      "suggestion: keyboard shortcuts for the editor",
      "not a big deal, just letting you know",
      "a quick question about exporting",
      "the tooltip text is slightly cut off"
    ]
  },
  mostSevereTurn: true,
  // A signature's title and company say nothing of the fault: "Incident & Outage Response Lead"
  // or "CriticalCare Systems" under a name reports no outage.
  ownWordsOnly: true,
  // The point its sender calls the one that matters, in a message of several.
  stressed: STRESSED_POINT,
  // A fault told there in words no cue reads: the work stopped is high, anything else medium.
  markedFault: { blocked: "high", fault: "medium" },
  // A wish beside a fault: the fault is the ticket.
  wishes: WISHES,
  // "Down" that is no outage: a drop-down, scrolling down, slowing down, a number down to.
  voids: [
    ...DESCRIBED_NOT_URGENT,
    // A money word naming a kind of message or document: "the order confirmation email" is no order.
    "[@order/@orders/@payment/@payments/@booking/@bookings/@invoice/@invoices/@refund/@refunds] @confirmation/@confirmations/@email/@emails/@template/@templates/@note/@notes/@reference/@references/@number/@numbers/@history/@summary/@receipt/@receipts/@label/@labels/@pdf/@pdfs",
    // A minimiser that opens the message ("a little problem:", "minor hiccup -")
    // is manners; what follows tells how bad. Not "a small issue with the button colour", nor a
    // closing "Minor thing.", the sender's verdict.
    "@a/@one/@just? [@little/@small/@tiny/@minor] @problem/@issue/@thing/@hiccup/@glitch/@question/@one :/-/!",
    // A minimiser hedged and turned with "but" ("Small thing maybe, but …", "minor one perhaps, but
    // …"): manners before the report; the "but" says what follows is the point.
    "[@little/@small/@tiny/@minor] @problem/@issue/@thing/@hiccup/@glitch/@one @maybe/@perhaps/@probably ,? @but",
    "@not @a? [@big/@huge/@major/@serious] @problem/@issue/@thing/@deal @maybe/@perhaps/@probably ,? @but",
    // A figure that "just looks a bit off" is a figure wrong, not a cosmetic flaw: the minimiser is hidden there.
    "@totals/@total/@figures/@figure/@numbers/@number/@balance/@balances/@amounts/@amount/@sums/@sum/@prices/@price/@stock/@count/@counts/@rates/@rate ** [@just/@only] * @look/@looks/@looking",
    // A screen blank for a moment is loading, not a fault: "the loading screen is blank for a second".
    "[@blank/@black/@white/@empty] @for @a/@one/@few/@couple/@split? @second/@seconds/@moment/@moments/@sec/@secs/@split-second",
    // Records doubled asked for as a feature: "can the system print every invoice twice?".
    "^ @can/@could/@would/@will @the/@our/@your? @system/@app/@software/@platform/@portal/@till/@tills/@printer/@printers/@it ** ** [@twice/@double]",
    // The scope told as how far a liked thing has spread: "it's all 9 shops now, the staff love it".
    "@it/@this/@that * @is * [@every/@all/@each] ** ,? ** @love/@loves/@loved/@enjoy/@enjoys/@enjoying/@like/@likes/@popular/@happy",
    // "Since the update" is an event, not a change asked for.
    "@since/@after/@before/@the/@last/@latest/@recent/@new/@an/@this/@that/@your [@update/@upgrade]",
    PAYMENT_METHOD_ASKED,
    // A person's memory, not the product's: "my mum can't remember which email she used" (the
    // floor reads "the app doesn't remember me" as a deviation).
    "@can/@could @not [@remember/@recall] | @i/@she/@he/@we/@they @do/@does/@did @not [@remember/@recall]",
    // An outage as the name of a page, a feed or a policy is no outage: "the outage page on your status site".
    "[@outage/@outages/@downtime/@incident/@incidents] @page/@pages/@history/@notifications/@notification/@alerts/@alert/@updates/@emails/@policy/@policies/@credit/@credits/@compensation/@subscription/@subscriptions/@feed/@banner/@template/@templates",
    ...QUIET_VOIDS,
    ...STALLED_VOIDS,
    ...CONSEQUENCE_VOIDS,
    ...LEVEL_VOIDS,
    ...EXPOSURE_VOIDS,
    ...RECOVERY_VOIDS,
    ...PAST_VOIDS,
    ...REACH_VOIDS,
    ...SYMPTOM_VOIDS,
    ...OUTCOME_VOIDS,
    ...COURTESY_DENIALS,
    ...NAMED_EMERGENCY,
    // The sender's own hours, not a fault: "we don't work weekends", "I don't work on Fridays".
    "@we/@i/@they/@staff/@team/@he/@she @do/@does/@did @not [@work] @weekends/@weekend/@nights/@evenings/@mornings/@saturdays/@sundays/@{weekday}/@on/@after/@before/@late/@early/@here/@over/@past/@until/@till/@during/@bank/@holidays/@full-time/@part-time/$",
    // Something done for all the customers, not everyone hit: "we added 50 products for all customers".
    "@added/@adding/@created/@creating/@imported/@importing/@uploaded/@uploading/@published/@publishing/@launched/@enabled/@set-up/@rolled-out ** @for/@to *1 [@all/@every/@each/@everyone/@everybody]",
    // Everyone named as those who wish or ask for something, not as those hit: "the whole team
    // would love a dark mode", "everyone keeps asking me about it" (a failure beside it still reads).
    "[@all/@every/@entire/@whole/@everyone/@everybody] * @team/@staff/@office/@users/@customers/@of-us? ** @would/@'d/@love/@loves/@loved/@like/@likes/@keep/@keeps/@asking/@asked/@asks/@prefer/@prefers/@enjoy/@enjoys/@enjoyed/@agree/@agrees/@wants/@want/@wish/@wishes",
    // An apology for the sender's own slow answer: "sorry for the slow reply".
    "@sorry/@apologies/@apologise/@apologize * @for * @the/@my/@our? [@slow/@late/@delayed] @reply/@response/@answer",
    // "Nobody can tell we moved": praise, not a lock-out.
    // No order or sale harmed, said to calm: "not a single order was lost today" (no money stopped).
    "[@zero/@not-a-single/@not-one/@no-single] * @online? * @order/@orders/@sale/@sales/@payment/@payments/@booking/@bookings ** @lost/@affected/@missed/@dropped/@duplicated/@delayed/@wrong",
    "[@nobody/@no-one/@noone] @can/@could/@would/@will * @tell/@notice/@believe/@beat/@fault/@complain/@resist/@spot/@argue",
    // Credentials nobody remembers: a locked-out request for a reset, not everyone blocked by a
    // fault ("none of us can recall the admin PIN"); "find" only of credentials, as a lost thing.
    "@none/@nobody/@no-one/@noone @of? @us/@here/@the/@our/@my? * @can/@could @remember/@recall | @none/@nobody/@no-one/@noone @of? @us/@here/@the/@our/@my? * @can/@could @find/@locate * @the/@our/@my/@its/@a? @admin/@owner/@master/@account/@login/@wifi? @password/@passwords/@pin/@passcode/@username/@credentials/@login/@logins",
    // Another vendor's faults, told as why the sender came or as news: "our old provider's checkout was down every other week", "a big cloud provider was down".
    "@old/@previous/@former/@last/@past/@a/@another/@other/@some/@big/@major/@large/@cloud @provider/@providers/@supplier/@vendor/@host/@hosting/@system/@platform/@software/@tool/@company/@app ** @down/@offline/@broken/@crashed/@crashing/@failing/@failed/@unusable/@unreachable/@outage/@outages/@lost/@lose/@losing/@deleted/@wiped/@leaked * @every/@each/@all/@most/@constantly? * @other/@few/@couple/@single? * @time/@week/@weeks/@month/@months/@day/@days?",
    // The fault an alert is asked for: "an alert when a freezer goes offline".
    "@alert/@alerts/@notify/@notified/@notification/@notifications/@warn/@warning/@warnings/@email/@text/@message/@ping ** @when/@if/@whenever/@once * [@offline/@down/@fails/@failing/@broken/@unreachable/@stops/@disconnected]",
    "@drop/@dropdown/@scroll/@scrolling/@scrolled/@slow/@slowed/@slows/@slowing/@count/@counting/@turn/@turned/@turning/@narrow/@narrowed/@cut/@calm/@write/@wrote/@written/@note/@noted/@jot/@put/@step/@stepped/@pull/@pulled/@upside/@trickle/@trickled/@scale/@scaled/@wind/@winding [@down]", "[@down] @to/@by"],
  offTopic: NOT_A_TICKET,
  denial: ["everything works as expected", "the product has been flawless", "sending a compliment to the team"],
  negative: [],
  cues: [
    // critical
    ["production/prod/site/website/app/application/platform/service/system/server/servers/api/store/storefront/checkout/everything/dashboard * is/are/went/has/have/gone * down/offline/unreachable/unavailable", 0.95, "critical"],
    ["down/outage/offline/unreachable", 0.75, "critical"],
    ["production down/outage/incident", 0.95, "critical"],
    ["complete/total/full/major/widespread outage", 0.95, "critical"],
    ["all/every/entire/whole/everyone/everybody/nobody/none * users/customers/requests/calls/staff/orders/payments/company/team/site/storefront/store/business/account", 0.55, "critical"],
    ["every/all * request/requests/call/calls/page/pages * fail/fails/failing/error/errors/returning/return", 0.9, "critical"],
    ["entire/whole * storefront/site/store/business/company/platform * offline/down/broken", 0.95, "critical"],
    ["nobody/no-one/noone * can", 0.8, "critical"],
    ["!one/!body * can * log/sign/access/use/work", 0.8, "critical"],
    ["data * loss/lost/deleted/gone/corrupted/corrupt/missing/wiped/leak/leaked/breach/exposed", 0.9, "critical"],
    ["files/file/data/records/documents/projects/work/photos/emails/database/content/bookings/reservations/appointments/orders/invoices/contacts/transactions/entries/messages/notes/history ** are/is/has/have/been/got * gone/vanished/disappeared/deleted/lost/wiped/missing/erased", 0.85, "critical"],
    ["vanished/disappeared/wiped/erased", 0.65, "critical"],
    ["lost/losing/deleted/wiped * all/our/customer * data/records/files/database", 0.9, "critical"],
    ["security breach/incident/vulnerability", 0.9, "critical"],
    ["hacked/breached/compromised/ransomware/unauthorized-access/unauthorised-access", 0.9, "critical"],
    ["can/could not !process/!take/!accept !payments/!orders/!any", 0.85, "critical"],
    ["{num}/500/502/503 * errors/error", 0.5, "critical"],
    ["losing money/revenue/sales/orders", 0.85, "critical"],
    // No money coming in since the fault: "not a single order has shipped", "we've taken zero online orders today".
    ["@zero/@not-a-single/@not-one/@no-single * @online? * @order/@orders/@sale/@sales/@payment/@payments/@booking/@bookings ** @shipped/@taken/@processed/@placed/@received/@gone-out/@come-in/@come-through/@went-through/@since/@today | @taken/@received/@processed/@shipped/@had @zero * @online? * @order/@orders/@sale/@sales/@payment/@payments/@booking/@bookings", 0.86, "critical"],
    ["completely * down/broken/unusable/dead", 0.9, "critical"],
    // Another customer's data shown or sent to the wrong people: a leak, whatever words tell it.
    ["see/seeing/saw/seen/show/shows/showing/shown/display/displays/displaying/receive/receives/received/receiving/getting/got/access/view/read * other/another/wrong * customer/customers/company/companies/business/businesses/person/people/user/users/account/accounts/client/clients/patient/patients/organisation/organization", 0.85, "critical"],
    ["see/seeing/saw/seen/access/view/read * someone/somebody/anyone else", 0.85, "critical"],
    ["@belong/@belongs/@belonging * @to * @another/@other/@someone/@different * @business/@company/@customer/@account/@organisation/@organization/@client/@practice", 0.8, "critical"],
    ["go/goes/going/went/sent/sending/delivered/mailed * to * wrong/other/another/random * customer/customers/people/person/recipient/recipients/client/clients/patient/patients/user/users/contacts", 0.85, "critical"],
    ["unusable", 0.75, "critical"],
    // high
    ["!workaround", 0.7, "high"],
    ["blocking/blocked/blocker/blocks", 0.75, "high"],
    ["many/several/multiple/most/half/third/quarter/some/dozens/hundreds * users/customers/staff/people/employees/accounts/agents", 0.6, "high"],
    ["third/half/quarter/most/{pct} of ** users/staff/customers/team/employees/people/agents/accounts/guests/tickets/orders/bookings/patients/clients/devices/fleet/sales/visitors/shops/stores/sites/calls/requests/transactions/payments/claims/shipments/deliveries", 0.8, "high"],
    ["reject/rejects/rejecting/rejected/refuse/refuses/refusing/refused/declines/declining/declined/bounces/bouncing * every/all/each", 0.75, "high"],
    ["every/all * bookings/tickets/orders/invoices/payments/guests/patients/practitioner/practitioners/date/dates/day/days/device/devices/scan/scans * fail/fails/failing/rejected/shows/showing/blocked/broken/missing/wrong", 0.7, "high"],
    ["can/could not !log/!sign/!login/!access/!send/!export/!sync/!save/!upload/!use/!connect/!load/!open/!print/!pay/!invoice/!ship/!get/!check/!book/!complete/!scan/!serve/!run/!finish/!create/!add/!edit/!submit/!approve/!process/!receive/!download/!issue/!close/!post/!enter/!update/!delete/!assign/!schedule/!reach/!track/!view/!clock/!dispatch/!release/!publish/!import/!register/!dial/!answer/!bill/!charge/!invoice", 0.6, "high"],
    ["locked out", 0.75, "high"],
    ["never !arrives/!arrived/!arrive/!comes/!came/!loads/!works/!sends", 0.6, "high"],
    ["not !working/!syncing/!sending/!loading/!saving/!delivering/!updating/!sent/!delivered/!arrived/!arriving/!printing/!gone/!going/!reaching/!coming-through/!getting-through/!going-through", 0.6, "high"],
    ["stopped/stop/stops/keeps-stopping * working/syncing/sending/loading/saving/delivering/updating/arriving/showing/appearing/responding", 0.6, "medium"],
    ["failing/fails/failed/broken/crashing/crashes/crashed/freezes/freezing/froze/frozen/hangs/hanging", 0.55, "high"],
    ["sso/login/log-in/sign-in/authentication/payments/billing/checkout/sync/integration * fail/fails/failing/broken/error/errors/down", 0.75, "high"],
    ["major/serious/severe/significant/big * issue/problem/bug/impact", 0.75, "high"],
    ["urgent", 0.5, "high"],
    // medium
    ["workaround/work-around/work-around-it", 0.65, "medium"],
    ["slow/slowly/sluggish/lag/lagging/delay/delayed/late", 0.6, "medium"],
    ["sometimes/occasionally/intermittent/intermittently/randomly/sporadically/every-now-and-then/from-time-to-time/now-and-then/now-and-again/at-times/once-in-a-while/on-and-off/off-and-on/hit-and-miss/hit-or-miss/every-so-often", 0.65, "medium"],
    // A glitch in what plays or shows: "the hold music skips", "the screen flickers".
    ["skips/skipping/stutters/stuttering/flickers/flickering/glitches/glitching/drops-out/cuts-out/cutting-out", 0.55, "medium"],
    // Thrown out of a session: "gets kicked out every twenty minutes".
    ["kicked/thrown/booted out | gets/keeps/get/keep * logged/signed out", 0.6, "medium"],
    ["bug/glitch/wrong/incorrect/inaccurate/mismatch/duplicate/duplicated/missing", 0.55, "medium"],
    ["error/errors", 0.5, "medium"],
    ["annoying/inconvenient/irritating/frustrating", 0.6, "medium"],
    ["for now/the-moment/the-time-being", 0.55, "medium"],
    // A fault that comes back on its own and goes away on a retry: real, not blocking.
    ["every few/couple/other * days/hours/weeks/minutes", 0.6, "medium"],
    ["refresh/refreshing/restart/restarting/reconnecting/retry/retrying/reloading * fixes/fixed/solves/solved/helps/helped * it", 0.65, "medium"],
    ["works/working fine/ok/okay/normally", 0.6, "medium"],
    ["using * instead", 0.65, "medium"],
    ["not !working/!loading/!syncing", 0.5, "medium"],
    ["one/a/single * user/report/page/customer/invoice/record", 0.35, "medium"],
    // low
    ["how do/can i/we", 0.6, "low"],
    ["how to", 0.55, "low"],
    // A question about what the product can do: "can your platform send an alert when ...".
    ["can/could/will/does/do * your/the * platform/system/app/software/service/product/tool/dashboard/portal * send/alert/notify/warn/email/text/track/show/export/handle/support", 0.55, "low"],
    // An account or invoice change asked for: a request, no fault.
    ["change/update/correct/add/put/replace/amend * our/the/my? * billing/email/address/name/vat/tax/po/number/details/logo/contact/phone/card/invoice/invoices/recipient", 0.65, "low"],
    ["question/wondering/curious/quick-one/quick-question", 0.55, "low"],
    ["cosmetic/typo/typos/spelling/misspelled/misspelt/misspelling/misspellings/alignment/colour/colours/color/colors/font/fonts/icon/icons/misaligned/crooked/skewed/blurry/blurred/pixelated/off-centre/off-center/squashed/stretched", 0.75, "low"],
    ["minor/small/tiny/little * thing/things/issue/bug/problem/glitch/request/question/stuff/bits/points", 0.8, "low"],
    // A word or a name written wrong is a typo told without the word (non-native "is write wrong" too).
    ["name/names/word/words/title/spelling/accent * is/are/was/were/been/got? * write/written/wrote/spelled/spelt/typed * wrong/wrongly/incorrectly/incorrect/badly", 0.75, "low"],
    ["minor/small/tiny/little/quick one", 0.75, "low"],
    ["!big/!huge !deal", 0.85, "low"],
    // "Not a big problem" makes it small, not absent (the deny cue reads "no problems").
    ["!big/!huge/!major/!serious !problem/!issue/!bug/!thing", 0.85, "low"],
    // An idea outweighs the "no problem" that often comes with it (a denial at 0.85).
    ["feature-request/suggestion/wishlist/nice-to-have/would-be-nice", 0.87, "low"],
    ["when/whenever you * get/have * a chance/moment/time", 0.55, "low"],
    ["format/formatting/wording/label/locale/display", 0.45, "low"],
    ...IMPACT_CUES,
    ...SYMPTOM_CUES,
    ...REACH_CUES,
    ...TEAM_SCOPE_CUES,
    ...QUIET_CUES,
    ...CONSEQUENCE_CUES,
    ...LEVEL_CUES,
    ...EXPOSURE_CUES,
    ...FLOOR_CUES,
    ...OUTCOME_CUES,
    ...FIX_ASKED,
    ...PAST_ASKED_CUES,
    ...UNREAD_CUES,
    ...STALLED_CUES,
    ...HARM_CUES,
    ...TAKEOVER_CUES,
    ...UNSAID_CUES
  ],
  denyCues: [
    ["!issues/!issue/!problems/!problem/!bugs/!complaints", 0.85],
    // A sign-in alert the sender owns (round triold): "that was just me", "it was my new laptop",
    // "that was our treasurer logging in". Denied outright ("it was not me") it stays a breach.
    ["^ but/and/though/so? it/that/this was/were just/only/actually/definitely/really? me/us/myself $/though/logging/signing/using/on/in/at/from/travelling/traveling/trying/when/while | ^ but/and/though/so? it/that/this was/were just/only/actually/definitely/really? my/our * laptop/phone/computer/pc/tablet/ipad/mac/device/mobile/login/sign-in/colleague/manager/partner/treasurer/accountant/assistant | ^ but/and/though/so? it/that/this was/were just/only/actually? my/our * logging/signing/log-in/sign-in/login/logged/signed", 0.9],
    ["just wanted to say * thanks/thank/great/love", 0.8],
    // Thanks for news of a fault is the same closing note however it is worded ("many thanks for
    // the update", "thank you for keeping us posted"): it weighs as "just wanted to say thanks".
    // The whole clause is the thanks ("$": nothing but its object follows), so a fault told after it still counts.
    ["^ many/so/just? thanks/thank-you/cheers/ta for ** $", 0.8],
    // A fault reported fixed: "everything works now", "all working again".
    // "Fine for now" is a workaround holding, not a fix: "now" right after.
    ["everything/all/it * works/working/fine/resolved/fixed/going/running now/again", 0.85],
    // A fault told as over: "it had an outage this morning but it is back".
    ["it/everything/all/site/service/system/app * is/are back ./!/and/, | back up/online/to-normal | up and running again", 0.85],
    ...RECOVERY_DENY_CUES,
    ...PAST_DENY_CUES,
    ...OUTCOME_DENY_CUES,
    // "Everything looks fine on our side": no fault of the sender's.
    ["everything/all/it * looks/seems/is/works/working * fine/ok/okay/normal * on * our/my * side/end", 0.85],
    ["thank you/thanks * for * great/new/fantastic/amazing", 0.6],
    ["love/loves/loving * it/the", 0.5]
  ],
  questions: []
}

/** What keeps a message a ticket despite marks of a pitch: a fault reported, or a strong cue of a severe one. */
const A_TICKET: ReadonlyArray<string> = [
  ...REPORTS,
  ...SEVERITY.cues.filter(([, w, cat]) => w >= 0.8 && (cat === "critical" || cat === "high")).map(([p]) => p)
]

export const TRIAGE: Readonly<Record<string, Rubric>> = {
  "triage.issue_severity": { ...SEVERITY, onTopic: A_TICKET },
  "triage.customer_tier": { ...TIER, onTopic: A_TICKET },
  "triage.time_sensitivity": { ...TIME, onTopic: A_TICKET }
}
