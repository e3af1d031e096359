// Money, authority and pain told in everyday idioms rather than the topic's words (round 4,
// r4bant): a named pot with an amount, the purse strings, a share of things that fail. Cue
// patterns (../../text/cues.ts), spread into shared.ts's rubrics; each is unit-tested on sentences
// of our own, near misses included (test/scoring/embedded/r4bant.test.ts).
import type { Cue } from "../types.js"

/** Money set aside, told by where it sits: "a pot of roughly 7,000 left in the equipment fund". */
export const MONEY_IDIOMS: ReadonlyArray<Cue> = [
  // A figure without a currency counts only beside the pot that holds it.
  ["pot/kitty/fund/reserve/reserves/allowance/grant * of * roughly/about/around/approximately/up-to/nearly/almost/some? * {num}/{money}", 0.8],
  ["{num}/{money} * left/spare/remaining/unspent * in/from * the/our/this/this-year? * ** budget/fund/pot/kitty/reserves/allowance/grant", 0.8],
  // Someone funds it, by the period: "the regional office agreed to fund up to 300 a month per clinic".
  ["fund/funds/funding * up-to/around/about/roughly/approximately/max/maximum * {num}/{money} a/per/each month/year/week/seat/user/head/site/clinic/branch/school", 0.8],
  // The cost told as met: "the cost is covered", "the licence will be funded by head office".
  ["cost/costs/fee/fees/licence/license/subscription/purchase * is/are/will-be/has-been/have-been * covered/funded/paid-for/taken-care-of", 0.75],
  // Money told as no obstacle, or capped by a condition: "money isn't an issue as long as it's under about 300 a month".
  // Told, not supposed: "if money weren't an issue" leaves the words open, so they miss the plain words here.
  ["money/cost/costs/price/budget/spend is/are not/no * !issue/!problem/!concern/!object/!obstacle", 0.75],
  // An amount, or a count by the period: "under 2 hours" caps no spend.
  ["as-long-as/so-long-as/provided/providing * it/that/the-cost/the-price * is? * under/below/within/up-to/less-than/no-more-than * about/around/roughly? * {money} | as-long-as/so-long-as/provided/providing * it/that/the-cost/the-price * is? * under/below/within/up-to/less-than/no-more-than * about/around/roughly? * {num} a/per/each month/year/week/seat/user/head/site/licence/license", 0.8],
  // A rate we could put towards it: "we have about 500 a month we could put towards this".
  ["{num}/{money} a/per/each month/year/week/quarter * ** could/can/will/would * put/spend/spare/allocate/set-aside/free-up * towards/on/for/aside * this/it/that", 0.8],
  // An amount let out of a pot for it: "the trustees released 12,000 from this year's reserves"
  // (not "we took 5,000 from savings for the roof": only a releasing verb).
  ["released/release/releasing/unlocked/unlock/freed/freed-up/free-up/carved-out/carve-out * {num}/{money} * from/out-of * the/our/this/next/this-year/next-year? * ** reserves/reserve/budget/budgets/fund/funds/pot/grant/surplus/capex/opex/savings", 0.8]
]

/** The last word held in an idiom: "I hold the purse strings", "the buck stops with me", "it's my own money". */
export const AUTHORITY_IDIOMS: ReadonlyArray<Cue> = [
  ["i/we * hold/holds/control/controls/have * the/our? * purse-strings/chequebook/checkbook/cheque-book/purse", 0.85],
  ["buck stops * with * me/us/myself", 0.85],
  // The yes is the speaker's: "I'm the one who'll say yes or no to this".
  ["the one/person who * say/says/give/gives * yes/the-yes/the-go-ahead/the-green-light/the-final-yes", 0.85],
  ["it-is/this-is my/our company/business/firm/shop/practice/agency $", 0.75],
  // The choice of what to buy is the speaker's: "I'm the one who picks the software" (not "… who picks up the phone").
  ["the one/person who * picks/pick/chooses/choose/selects/select/buys/buy * the/our/a/which/what/any * software/system/systems/tool/tools/supplier/suppliers/vendor/vendors/provider/providers/platform/app/apps/products", 0.85],
  ["it-is/this-is/i-have/i-run/i-own my own business/company/firm/money/shop/practice/agency", 0.8],
  // A buy decided by the speaker's liking alone; the condition makes the words open, hence "@".
  ["@if @i @like @it * @i @will/@would/@can @buy/@order/@sign/@get/@take @it", 0.8]
]

/** A problem told without a problem word: things that come back failed, a way of working outgrown. */
export const PAIN_IDIOMS: ReadonlyArray<Cue> = [
  // Others telling the business it fails them, told to us: "parents keep telling us they never see it"
  // ("I keep telling the team it's great" tells no one's failure).
  ["keep/keeps/kept * telling us/me", 0.75],
  ["outgrown/outgrew/outgrowing", 0.75],
  // A wasted trip: "drivers still take the long way round".
  ["take/takes/taking/took/go/goes/going/drive/drives/driving * the? long way round/around", 0.7],
  // A share of the things that fail: "half of them are cracked already", "half come back unopened".
  ["half/most/many/some/a-third/a-quarter/two-thirds * of? * them/they/these/those/the/our? * are/is/come/comes/go/goes/get/gets/end-up * back? * cracked/damaged/broken/unopened/unread/unpaid/unanswered/undelivered/bounced/rejected/ignored/returned/wasted/lost/missed/wrong/late/faulty/dead", 0.7]
]
