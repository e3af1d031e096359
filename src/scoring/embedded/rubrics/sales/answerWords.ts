// What ties a plain answer to the agent's question to the signal asked about (types.ts
// `answers`), shared by the framework packs: one group of alternatives per pattern, any modality
// ("probably around 20k" still names money).
import { TITLES } from "./otherTopics.js"

/** "a/b/c" → "@a/@b/@c": the words whatever their modality. */
export const anyMod = (alternatives: string): string => alternatives.split("/").map((a) => `@${a}`).join("/")

/** An amount or a word about paying: a bare count ("three clinics") is no amount. */
export const MONEY_ANSWERS: ReadonlyArray<string> = [
  anyMod("{money}/grand/quid/bucks/pounds/dollars/euros/k"),
  "{num} {num}",
  // "40 a user", "12 a seat": a figure per head of the buyer's is a price told as a rate (packs3).
  "@{num} k/grand/a-month/a-year/per/each/monthly/annually/yearly/a-user/a-seat/a-head/a-licence/a-license",
  "around/about/roughly/approximately/approx/up-to/under/below/over/max/maximum/between/ballpark/no-more-than a? {money}",
  // A figure that counts something ("about 400 orders a week") is no amount: the figure ends its
  // phrase or a word of money or of a period follows it.
  "around/about/roughly/approximately/approx/up-to/under/below/over/max/maximum/between/ballpark/no-more-than a? {num} $/k/grand/quid/bucks/pounds/dollars/euros/a-month/a-year/a-week/a-user/a-seat/a-head/a-licence/a-license/per/each/monthly/annually/yearly/for/to/or/and/max/tops/total/all-in/ish",
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
