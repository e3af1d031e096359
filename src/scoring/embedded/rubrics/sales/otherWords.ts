// Pack signals told in other words (packpara, issue 22): families the earlier banks missed on
// messages of our own (test/scoring/embedded/packPara*.ts), spread into their rubrics in
// shared.ts, meddic.ts, meddicDecision.ts, spiced.ts and champ.ts. See ../../text/cues.ts for the
// pattern syntax.
import type { Cue } from "../types.js"
import { DECIDERS } from "./paraphrase.js"
import { TITLES } from "./otherTopics.js"

/** Who else in the buyer may hold a say; "finance" too, as the one a budget or a sign-off lies with. */
const HOLDERS = `${DECIDERS}/finance/trustees/treasurer/md`

/** Money put towards it with a bare figure ("ring-fenced roughly 18k", "earmarked twelve thousand"), or a cap on the spend. */
export const MONEY_OTHER_WORDS: ReadonlyArray<Cue> = [
  // The figure follows the setting aside: a count with no currency is read as money only here.
  // "Set aside", not "set up 3 stores"; "allocated" is as often people ("allocated two engineers").
  ["set-aside/put-aside/ring-fenced/ringfenced/earmarked/put-by/kept-back * roughly/about/around/approximately/approx/maybe/some/up-to? * {num}/{money}", 0.85],
  // A ceiling on what is spent: "our spend on this can't go past about 500 a month".
  ["@spend/@spending/@budget/@outlay * ** @go-past/@go-over/@go-above/@exceed/@top/@be-more-than/@run-past/@stretch-past/@stretch-beyond * @about/@around/@roughly/@maybe? * @{num}/@{money}", 0.8]
]

/** The decision placed with someone in other words: must run it past them, decide together, "she decides". */
export const AUTHORITY_OTHER_WORDS: ReadonlyArray<Cue> = [
  // Obliged to run it past them names who approves; "I'll run it past my manager" (a courtesy) stays a near miss.
  [`have/has/need/needs/must/got * to? * run/take/put * anything/everything/it/this/purchases/spend/spending * ** past/by/before/to * the/our/my? * ${HOLDERS}`, 0.8],
  // Deciding together: "my partner and I decide together", "wife co-owns, they decide together".
  ["decide/decides/choose/chooses/sign/signs/approve/approves together/jointly/between-us/between-them", 0.8],
  // The decider named in the clause before: "my manager asked me to look, she decides".
  ["^ she/he decides/signs/approves/decide/sign/approve $", 0.75]
]

/** Whose money it is: "the money comes from our COO", "sign-off is with our finance committee". */
export const ECONOMIC_BUYER_OTHER_WORDS: ReadonlyArray<Cue> = [
  [`money/budget/funds/funding/spend/cash * ** comes/come/coming/will-come * from/out-of * the/our/my? * ${HOLDERS}`, 0.85],
  [`sign-off/signoff/approval/budget/final-say/final-call/decision/purse-strings * is/are/stays/will-be * with * the/our/my? * ${HOLDERS}`, 0.85]
]

const INSIDERS = `${DECIDERS}/lead/manager/supervisor`

/** Someone inside the buyer keen on it, and the drum-banging idiom only as advocacy. */
export const CHAMPION_OTHER_WORDS: ReadonlyArray<Cue> = [
  // A role of the buyer's who is keen: "our head of logistics is keen and asked for a trial". The
  // writer's own keenness is no champion by itself.
  // Keen on this, not "keen on football" nor "keen to know the price".
  [`our/my * ${INSIDERS} * of? * ** is/are/was/has-been * really/very/super/quite? * keen/enthusiastic/excited $/and/on-it/on-this/on-the-idea/about-it/about-this/to-try/to-trial/to-start/to-get-going/to-move/to-switch/to-go-ahead`, 0.75],
  [`our/my * ${INSIDERS} * of? * ** is/are/was/has-been * really/very/totally/fully? * sold/all-for-it/on-board/onboard`, 0.75]
]

/** A condition the chosen product must meet, told as importance or of "the winner". */
export const CRITERIA_OTHER_WORDS: ReadonlyArray<Cue> = [
  // "For us very important it works in German", "essential that it runs offline".
  ["important/essential/crucial/critical/vital/key/necessary/mandatory * that? * it/the-system/the-tool/the-app/the-software * works/runs/supports/has/handles/integrates/connects/syncs/talks/speaks/offers/can/is", 0.8],
  // The one chosen must do something: "the winner needs to show us cost per delivery".
  ["winner/winning-tool/chosen-tool/chosen-one/one-we-pick/one-we-choose/whichever * ** needs/need/has/have/must/should * to? * show/support/integrate/work/connect/sync/handle/run/offer/give/do/talk/plug/let", 0.8],
  // One thing weighed against another: "price mattered less than the reporting".
  ["price/cost/support/reporting/features/ease/speed/security/integration/integrations * mattered/matters/counted/counts/weighed/weighs * less/more * than", 0.8]
]

/** How a decision is reached, told of who picks with whom or where the decision sits (SPICED). */
export const DECISION_OTHER_WORDS: ReadonlyArray<Cue> = [
  // "Our team lead and I will pick together", "I'll make the call with our finance lead".
  ["pick/choose/decide/select/make-the-call/make-the-decision * together/jointly/between-us", 0.8],
  [`make/making * the * call/decision/choice * with * the/our/my? * ${HOLDERS}/lead/manager/team`, 0.8],
  // "The decision is from the boss, not me" (learners' English for "is the boss's").
  [`decision/decisions/call/choice/say * is/are/comes/come * from/with * the/our/my? * ${HOLDERS}`, 0.8]
]

/** A consequence counted in money or in paying for nothing: "hits us hard, maybe 5k an hour". */
export const IMPACT_OTHER_WORDS: ReadonlyArray<Cue> = [
  // Money, not a count ("we get 40 calls a day" is no consequence).
  ["{money} * an/a/per/each/every * hour/day/shift/week", 0.7],
  ["pay/paying/paid * them/staff/people/drivers/everyone * for nothing", 0.8],
  ["{money}/{num}/quid/pounds/dollars/euros * gone/down-the-drain/wasted/lost/out-the-window", 0.8],
  ["that-is/it-is/which-is * real/serious/a-lot-of/good * money", 0.75],
  ["hits/hit/hurts/hurt/hitting/hurting * us * hard/badly/bad", 0.8]
]

/** Ranked first or ranked against other work: "has to happen first", "our number one fix", "the website is first". */
export const PRIORITY_OTHER_WORDS: ReadonlyArray<Cue> = [
  ["has/have/needs/need/must * to? * happen/come/go/be-done/be-fixed * first", 0.8],
  ["number-one/#1/top/first/biggest * fix/fixes/job/task/item/thing/problem * for * {quarter}/{year}/{month}/this/next", 0.8],
  // Another piece of work ranked first puts this one second: a rank all the same.
  ["important/urgent/a-priority/high-up ** but * the * ** is/comes/goes * first", 0.8]
]

/** A deadline told by someone's return or an event's season: "before our auditors come back in the autumn". */
export const TIMELINE_OTHER_WORDS: ReadonlyArray<Cue> = [
  ["before/by/ahead-of * the/our * ** come/comes/are/is/get/gets * back/in/round/here ** in/by the/this/next? spring/summer/autumn/fall/winter/new-year", 0.8],
  // A period's end as one word: "by year-end", "before month end".
  ["by/before/for year-end/yearend/month-end/quarter-end/end-of-year/end-of-month/eoy/eoq", 0.8],
  // The choice itself dated: "we decide at the board meeting on the 12th", "we pick a supplier by Friday".
  ["decide/decides/deciding/decision/commit/committing ** by/before/on/at/in/this/next * {weekday}/{month}/{num}/{quarter}/week/month/quarter/end-of", 0.8],
  // Picking must take a supplier or product: "we pick the paint colours next week", "we select our
  // apprentices in September" date other choices.
  ["choose/chooses/choosing/pick/picks/picking/select/selects/selecting/decide-on/decides-on/deciding-on/settle-on/settles-on * a/the/our/one? * supplier/suppliers/vendor/vendors/provider/providers/system/systems/tool/tools/platform/partner/package/product/solution/option/app/software/winner/one ** by/before/on/at/in/this/next * {weekday}/{month}/{num}/{quarter}/week/month/quarter/end-of", 0.8],
  // The purchase put in a period with no wish word: "we have sign-off to buy a rota tool this quarter".
  ["buy/purchase/invest/replace/implement/roll-out/deploy * ** this/next/by/before/within * week/month/quarter/year/{month}/{quarter}/{year}/spring/summer/autumn/fall/winter", 0.75],
  // A need tied to the moment something of the buyer's opens or starts: "we need the kiosks up before the extension opens".
  ["need/needs/want/wants/like/has-to/have-to/must/got-to ** before/by/ahead-of/in-time-for/until the/our ** open/opens/reopens/start/starts/begin/begins/launch/launches/arrive/arrives/go-live/goes-live/kick-off/kicks-off/takes-over", 0.8],
  // A contract of the buyer's running out on a date: the switch waits for it ("our deal runs out in spring").
  ["contract/deal/lease/licence/license/subscription/agreement ** runs-out/ends/expires/finishes/lapses/is-up ** in/at/on/by/next/this/end * {month}/{quarter}/{year}/spring/summer/autumn/fall/winter/month/quarter/year", 0.8],
  // Something of the buyer's going live on a date, the purchase to be part of it: "the new site goes live after Easter".
  // Not "opens" or "launches": "our new menu launches in May" dates an event, not a purchase.
  ["goes-live/go-live/going-live/goes-online ** after/before/in/on/by/this/next * {month}/{quarter}/{year}/easter/christmas/summer/spring/autumn/fall/winter/week/month", 0.75],
  // New staff starting on a date who will need it: "six new drivers start on the 1st and need logins"
  // ("our new receptionist starts on Monday" alone dates a hire, not a purchase). The need takes a
  // thing: "the new head joins in May and will need to meet you" is a meeting.
  ["new * ** start/starts/join/joins/begin/begins * on/in/from/next * {num}/{month}/{weekday}/week/month ** need/needs/will-need it/this/them/the/a/an/our/their/logins/login/access/accounts/account/licences/licenses/seats/training", 0.75]
]

/** A form's "Process:" answered by its steps, in arrows or commas. */
export const PROCESS_OTHER_WORDS: ReadonlyArray<Cue> = [
  // The colon of a label: "our process is slow, review takes ages" tells no steps.
  [`process/steps/approval/approvals/next-steps : ** trial/pilot/demo/procurement/legal/review/security/contract/sign-off/signoff/board/${TITLES}`, 0.8]
]

/** A target told as a condition: "if we could get quotes out same day instead of four days". */
export const METRICS_OTHER_WORDS: ReadonlyArray<Cue> = [
  ["@same-day/@next-day/@same-week/@{num} * @minutes/@hours/@days/@weeks? @instead-of/@rather-than/@not @{num} * @minutes/@hours/@days/@weeks", 0.8]
]

/** A turnaround promised or taken in the past is no date of the buyer's ("the vendor promised go-live in a month and it took a year"). */
export const TIMELINE_PAST_PROMISE: ReadonlyArray<string> = [
  "promised/promising/claimed/quoted/guaranteed * [go-live/going-live/launch/rollout/roll-out]",
  "promised/promising/claimed/quoted/guaranteed * ** [in/within] [{num}/a/an] [days/weeks/months/years/day/week/month/year]",
  "it/that/they/this took/needed/lasted [{num}/a/an/over/almost/nearly/about/more-than]? [years/year/months/month/weeks/week]"
]
