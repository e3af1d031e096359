// SPICED and CHAMP told as a stake, an outside date, a way of deciding, a source of money, a rank
// or a daily chore (issue 22, round "packs6"). Spread into spiced.ts, champ.ts, shared.ts and
// pain.ts. Unit-tested on sentences of our own (test/scoring/embedded/packs6*.ts).
// See ../../text/cues.ts for the pattern syntax.
import type { Cue } from "../types.js"

/** Something the buyer holds, lost as a consequence: a contract, a licence, a place on a list. */
const HELD =
  "contract/licence/license/accreditation/certification/certificate/registration/franchise/listing/rating/grant/funding/tender/account/concession/permit/approval/status/slot/place/spot"

/** A consequence at stake. */
export const IMPACT_STAKE: ReadonlyArray<Cue> = [
  // "We stand to lose our accreditation": a stake, whatever the modality.
  ["@stand/@stands/@standing to @lose/@forfeit", 0.85],
  // A held thing lost, told as a would or a threat ("we'd lose the hospital contract", "one more
  // bad visit and we lose the licence"). Only "the/our" + a held thing: "we might lose customers
  // if the price goes up" (packs5's dropped reading) names no holding and stays out.
  [`@we/@i/@they * @would/@will/@could/@then/@and? @lose/@losing/@forfeit @the/@our/@that/@this/@its/@their *1 ${HELD.split("/").map((w) => "@" + w).join("/")}`, 0.8],
  // An outside party threatening to leave or drop the buyer: "the distributor drops us from their list".
  ["@threaten/@threatens/@threatening/@threatened @to @pull/@take/@move/@leave/@cancel/@drop/@withdraw/@walk/@stop/@switch/@end/@terminate", 0.8],
  ["@drop/@drops/@dropping/@remove/@removes/@strike/@strikes/@kick/@kicks/@delist/@delists @us ** @from/@off @their/@the *1 @list/@panel/@roster/@framework/@register/@rota", 0.8],
  // Business taken elsewhere, told as a threat: "they'll take their business elsewhere".
  ["@take/@takes/@taking/@took/@move/@moves/@moving/@go/@goes/@going * @their/@its/@the? * @business/@custom/@work/@orders/@account/@contract/@kids/@children @elsewhere", 0.8],
  ["customers/clients/client/customer/regulars/patients/guests/members/users/buyers/parents/diners * go/goes elsewhere", 0.8],
  // A charge borne per event: "each missed slot means the landlord charges us a call-out fee".
  ["means/meaning * the/our? * ** charges/charge/fines/fine/bills/bill/invoices/penalises/penalizes * us", 0.8],
  // Paid late as a consequence: "two weeks' delay getting paid", "we get paid late".
  ["delay/delays/delayed/wait/waiting * getting/being * paid | we/i * get/got/are/were * paid * late", 0.75],
  // Staff leaving over it: "two planners handed in their notice because of the rota".
  ["handed/hand/handing/hands in * their/her/his/my * notice", 0.75]
]

/** An outside trigger on a date: "in September the government starts the e-invoice obligation". */
export const EVENT_OUTSIDE: ReadonlyArray<Cue> = [
  ["^ in/from/starting/as-of * {month}/{quarter}/{year} * the * government/regulator/council/ministry/state/tax-office/authorities/authority/ombudsman * start/starts/introduce/introduces/bring/brings/require/requires/enforce/enforces/make/makes/roll/rolls", 0.8],
  ["obligation/obligations/mandate * starts/start/begins/begin/applies/apply/comes/come/kicks ** in/on/from * {month}/{quarter}/{year}", 0.8]
]

/** How the buyer decides: a trial of a few, a tender, a pilot, the owners' choice. */
export const DECISION_WAY: ReadonlyArray<Cue> = [
  // Trying several and picking one: "we'll trial two systems side by side and pick one".
  ["@trial/@trialling/@trialing/@test/@testing/@pilot/@piloting/@try/@trying/@compare/@comparing/@make-a-test ** @two/@three/@{num}/@both/@few/@shortlist/@providers/@systems/@tools/@apps/@vendors ** @then/@and/@after/@before/@, * @pick/@choose/@select/@decide/@chooses/@picks/@decides/@vote", 0.8],
  ["@run/@runs/@running/@issue/@issues/@put/@puts/@go/@goes * @out? @a/@to/@through/@formal? * @tender/@rfp/@rfq/@procurement-process/@competitive-process", 0.8],
  // A pilot in one place before the rest: "we pilot in one branch and roll it out if it works".
  ["@pilot/@pilots/@piloting/@trial/@trials/@trialling/@test/@tests ** @in/@at/@with * @one/@a/@single/@first * @branch/@site/@store/@shop/@clinic/@school/@office/@team/@ward/@depot/@location", 0.75],
  ["@whichever/@whoever * ** @gets/@wins/@get/@win * @the * @contract/@job/@deal/@order/@business/@work", 0.75],
  // The owners or partners deciding, and a board only confirming.
  ["owner/owners/partners/directors/trustees/governors/founders * ** decide/decides/choose/chooses/pick/picks/confirm/confirms/make-the-call/have-the-final-say", 0.8],
  ["decide/decides/decided/choose/chooses/pick/picks * after * a/the * trial/pilot/test/demo/demos/trials/pilots", 0.8]
]

/** Money told by where it comes from or how far it goes. */
export const MONEY_SOURCE: ReadonlyArray<Cue> = [
  // "The money comes from the EU project", "paying for it out of the summer fair takings".
  ["money/funding/funds/cash/budget/payment/cost/costs/spend/fee/fees/subscription * come/comes/coming/will-come * from/out-of", 0.8],
  ["pay/pays/paying/paid/fund/funds/funding/funded/cover/covers/covering * for? * it/this/them/tools/software? * ** out-of/from * the/our/their/his/her * ** budget/fund/funds/grant/pot/takings/reserves/profits/account/capex/opex/allowance/money", 0.8],
  // An amount drawn from a pot for this: "we can take up to 2,500 out of the marketing pot".
  ["take/taking/use/using/draw/drawing/put/putting * up-to/around/about/roughly? * {num}/{money} * out-of/from * the/our * ** pot/fund/funds/budget/reserves/reserve/kitty/grant", 0.85],
  // A fund or grant that pays: "the franchise fund pays for tools like this". The verb right after
  // the fund and told: "a grant that would cover the software, we'll hear in spring" is pending.
  ["fund/grant/budget/pot/scheme/allowance/association/trust/foundation pays/covers/reimburses", 0.8],
  // A grant in hand: "we have a grant for this", "we've got a council grant from the trust". The
  // article right after the verb keeps "we have applied for a grant" out; the grant closing its
  // phrase keeps "we got a grant application in" out.
  ["have/has/got/received/won/secured/awarded a/an/the/our/some/this/that? *1 grant/grants $/from/for/of/to/that/which/towards/covering/worth/and/so/but/we/this/which", 0.8],
  // A cap told without a currency: "can't go over 300 a month", "not more than 100 euro month".
  // Bound to a rate, so "the parcel can't go over 30 kg" stays out.
  ["@go-over/@go-above/@go-beyond/@go-past/@spend-more-than/@pay-more-than * @{num}/@{money} * @a/@per/@each/@every * @month/@year/@week/@site/@user/@seat", 0.8],
  ["@not/@no @more @than * {num}/{money} * a/per/each/every/euro/euros/pounds/dollars? * month/year/week/site/user/seat", 0.75],
  ["@will @not/@never @pay/@spend @more @than", 0.75],
  ["maximum/max/capped/cap/ceiling/limit * at/of/is? * {num}", 0.75]
]

/** Ranked among other projects: "this is second, after the roof", "ranked it first". */
export const PRIORITY_RANK: ReadonlyArray<Cue> = [
  ["this/it/that * is/comes/sits/ranks *1 first/second/third/fourth/fifth/2nd/3rd ,? after/behind/ahead-of/before/below/above/on/in/of/among/$", 0.8],
  ["ranked/ranks/rank/rated/put/placed * it/this/that * first/top/highest/second/third/number-one/#1/1st/2nd", 0.8],
  // "#1" is read as an id ("ranked #1 of 3").
  ["ranked/rated * {id}/{num}/1st/first/top/number-one/second/2nd * of/among/out-of * {num}/the/our/all/three/four/five/six", 0.8],
  ["sits/comes/ranks/is * above/below/behind/ahead-of * the * ** and * above/below/behind/ahead-of", 0.75]
]

/** A daily or weekly chore done by hand: "each evening I ring round the drivers". */
export const PAIN_CHORE: ReadonlyArray<Cue> = [
  ["every/each * morning/evening/night/day/afternoon/week/friday/monday/sunday/saturday/shift * i/we/someone/she/he/staff/they * ring/rings/call/calls/phone/phones/chase/chases/copy/copies/retype/retypes/type/types/rekey/rekeys/count/counts/match/matches/reconcile/reconciles/go/goes/rebuild/rebuilds/add/adds", 0.7],
  ["^ daily/nightly/weekly * i/we/someone/she/he/staff * go/goes/ring/rings/call/calls/chase/chases/copy/copies/retype/retypes/type/count/counts/match/reconcile/sort", 0.7],
  ["chore/chores/daily-grind/grind :? * ** by-hand/manually/clipboard/clipboards/paper/spreadsheet/spreadsheets/excel/every", 0.75]
]
