// CHAMP pack (`champ.*`): challenges, authority and money are the shared notions.
import { PRIORITY_OTHER_WORDS } from "./otherWords.js"
import type { Rubric } from "../types.js"
import { PRIORITY_OFFERED } from "./notTheirs.js"
import { PHRASE_ENDS } from "./otherTopics.js"
import { PRIORITY_PLAIN } from "./spicedChampPlain.js"
import { PRIORITY_RANKED } from "./shorthand.js"
import { AUTHORITY, MONEY } from "./shared.js"
import { PAIN } from "./pain.js"
import { PRIORITY_FIRM } from "./plainFacts.js"
import { anyMod } from "./answerWords.js"
import { PRIORITY_RANK } from "./stakesAndWays.js"

const PRIORITIZATION: Rubric = {
  titlesUnread: true,
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
    ...PRIORITY_OTHER_WORDS,
    ["priority/priorities/prioritize/prioritise/prioritized/prioritised", 0.8],
    ["number-one/top/first/main/biggest/highest/#1 * priority/project/focus/goal/initiative/objective", 0.9],
    ["top of * list", 0.85],
    ["top/first/main/biggest/highest * item/thing/objective/initiative/project * on/for", 0.85],
    ["roadmap", 0.6],
    ["ahead of", 0.5],
    ["before * audit/deadline/launch/season/renewal/inspection", 0.6],
    ["top priority", 0.9],
    // The rank told after the word: "it's priority number one for next quarter".
    ["priority/priorities number-one", 0.9],
    ["main/biggest/number-one/top/first/one * thing/things * asked/want/wants/need/needs/have/has * to? * sort/fix/solve/deliver/do", 0.8],
    ["in/on my/our * objectives/okrs/goals/targets/scorecard/plan", 0.75],
    ["focus/focusing * this/for * quarter/year/month", 0.75],
    ["critical/crucial/essential/vital/important * for * us/team/business/company", 0.7],
    ["high/medium/low priority", 0.8],
    ["priority :? * high/medium/low/critical/top", 0.85],
    ["urgent/urgently/asap/pressing", 0.6],
    ["most pressing/urgent/important/critical * issue/problem/thing/project/item/need", 0.85],
    ["one of * our/my/the * {num}/few/big/main/top/key * projects/priorities/initiatives/goals/objectives", 0.8],
    ["told/asked/tasked/instructed/mandated * to * make/get/have/deliver/fix/sort * this/it", 0.75],
    // Ranked above the rest in plain words: "it jumped to the top", "everything else is on hold until".
    ["jumped/moved/shot/went/risen/rose/bumped/gone/climbed * to/up * top/front", 0.8],
    ["everything/anything/all * else * on-hold/waits/wait/parked/paused/waiting * until/till/behind", 0.85],
    // The other work stopped for it: "we've parked every other project until this is fixed".
    ["parked/paused/shelved/froze/frozen/stopped/put-on-hold/halted * every/all/any * other * project/projects/initiative/initiatives/work/plans", 0.85],
    ["one/main/only * thing * i/we * have/has/need/needs/must * to? * get * done/sorted/fixed/finished", 0.8],
    ["nothing @matters/@is/@comes * @more/@higher/@before/@ahead ** @than", 0.85],
    ...PRIORITY_PLAIN,
    ...PRIORITY_RANKED,
    ...PRIORITY_RANK,
    // Ranked first in other words: "the first thing I want sorted", "nothing else on my desk comes
    // close", "get this done before we take on any other projects". A bare "one" counts rather than
    // ranks ("one thing I need sorted is the rota, another is invoicing"), and "number one" numbers
    // a list ("number one thing we need fixed is the van, number two the till"): only "the one"
    // and "only" single the thing out.
    ["first/main/top/biggest/only/the-one * thing/job/item * i/we/they * want/need/needs/wants/have/has * sorted/fixed/solved/done/sorted-out/tackled/dealt-with/finished/live", 0.8],
    // "Nothing" puts what follows in its scope: the words are read whatever their modality.
    ["@nothing/@no-other * @else? ** @comes/@come @close | @nothing/@no-other * @else * @matters/@matter * @as-much/@more/@right-now/@at-the-moment", 0.8],
    // It will not wait: "this can't wait another season" (the negation's scope: any modality).
    ["@this/@it/@that * @can @not @wait * @another/@any/@much/@longer/@beyond", 0.8],
    ["before * ** any/every/all other project/projects/initiative/initiatives/plans/work/jobs/upgrades", 0.8]
  ],
  // "Priority" naming a service level, a ticket's flag or a standing value, the vendor's roadmap,
  // a priority of the past: the topic word without this project ranked first.
  elsewhere: [
    PRIORITY_FIRM,
    // Indifference to a choice, not this project ranked: "it's not important which plan we start on".
    "[!important/!urgent/!crucial/!critical] @which/@what/@whether/@how/@when/@who/@where",
    // Another body's priority: "the council's top priority this year is road safety".
    "council/councils/government/ministry/regulator/regulators/inspectors/inspectorate/landlord/landlords/insurer/insurers/client/clients/customer/customers/competitor/competitors/his/her/their * [top/number-one/main/biggest/first/#1?] [priority/priorities]",
    // A kind of work called urgent, not this project ranked: "the urgent cases", "urgent repairs".
    "[urgent] case/cases/job/jobs/call/calls/repair/repairs/order/orders/patient/patients/appointment/appointments/request/requests/delivery/deliveries/referral/referrals/visit/visits",
    // The speaker's own place in someone's queue, not a project ranked: "we're second on the list for a slot".
    "we/i/'re/'m/am/are [first/second/third/fourth/fifth/next] on * the/a/their/your/its * [list/waiting-list] for",
    // A slot or a case served first, not a project ranked: "the priority slots we keep for urgent cases".
    "[priority] slot/slots/appointment/appointments/place/places/seat/seats/bed/beds/case/cases/list/lists/visit/visits/job/jobs/order/orders/ticket/tickets/call/calls/patient/patients",
    "[priority] support/customer/customers/client/clients/booking/bookings/boarding/access/mail/post/postage/shipping/delivery/lane/queue/service/seating/parking/pass/member/members/tier/tiers/level/levels/flag/flags/tag/tags/field/column/status/line",
    // A phone line, not a rank: "our priority number 0800 …" ("priority number one" ranks).
    `[priority] number ${PHRASE_ENDS}`,
    "[priority] number {num} {num} | [priority] number {id}",
    "[high/medium/low/normal/urgent/top] ,? [high/medium/low/normal/urgent]? and/or [high/medium/low/normal/urgent] [priority/priorities]",
    "[high/medium/low/normal/urgent/top] [priority] tickets/tasks/jobs/items/calls/requests/issues/emails/orders/customers/patients/cases/bugs/alerts",
    "your * [roadmap] | [roadmap] on/in/of * your",
    // The vendor's ranking or a past one: "the top project on your roadmap", "last year's top project".
    "[top/number-one/main/biggest/first/#1] [project/projects/priority/focus/item] on/in/of * your",
    "last/previous * year/year's/quarter/quarter's/season/season's ** [top/number-one/main/biggest/first/#1] [project/priority/focus]",
    "[top/number-one/main/biggest/first/#1]? [priority/priorities/focus] last/previous year/quarter/month/season | used to be * [top/number-one/main/biggest/first/#1]? [priority/focus]",
    "always/forever/ever * our/my/the * [top/number-one/first/main/#1/biggest]? [priority]",
    // An order of service, not a project ranked: "nurses give priority to the youngest".
    "give/gives/given/giving/get/gets/have/has [priority] to/over",
    PRIORITY_OFFERED
  ],
  denyCues: [
    ["!priority/!priorities/!urgent/!important", 0.9],
    ["bottom of * list", 0.85],
    ["further/lower/way/well/far down * the/our/my? * list/priorities/pecking-order", 0.85],
    ["back-burner/backburner", 0.85],
    ["nice-to-have", 0.8],
    // Put off to no time at all: "we'll get round to it one day".
    ["@get/@gets/@getting round/around/to ** @eventually/@someday/@sometime/@one-day/@at-some-point", 0.8],
    ["other/others * things/projects/priorities/work * come/comes * first/before", 0.85]
  ],
  questions: ["@priority/@priorities/@list/@important/@urgent/@urgency/@rank", "@where * @sit/@sits/@rank/@ranks/@fit/@fits/@stand/@stands"],
  answers: [
    anyMod("top/first/main/high/higher/highest/low/lower/priorit+/important/urgent+/critical/focus+/list/now/before/after/ahead/behind/other/others/project/projects/number/rank+/second/third/matters/most/least/{num}")
  ]
}

export const CHAMP: Readonly<Record<string, Rubric>> = {
  "champ.challenges": PAIN,
  "champ.authority": AUTHORITY,
  "champ.money": MONEY,
  "champ.prioritization": PRIORITIZATION
}
