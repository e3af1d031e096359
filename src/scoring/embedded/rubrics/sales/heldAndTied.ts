// MEDDIC and BANT read by structure rather than by topic words (meddic2 round): who holds a role
// (the sender or someone of the buyer's, not the vendor's rep or a colleague gone), a number tied
// to a goal (a wish word before a move "from X to Y", a figure called the dream) rather than a
// figure in passing or a growth already told, what wins the pick (a condition the buyer refuses
// to look past, a choice made "on how …") rather than a feature asked about, and a date of the
// buyer's routine or of something done rather than a deadline. Spread into meddic.ts,
// meddicDecision.ts, shared.ts and bant.ts.
import type { Cue } from "../types.js"
import { TITLES } from "./otherTopics.js"

/** Those who decide a purchase, named by their role. */
const DECIDERS = `owner/owners/boss/board/partners/directors/management/leadership/trustees/committee/governors/${TITLES}`

// ---------------------------------------------------------------------------------------------
// Metrics: a number tied to a goal

export const METRICS_TIED: ReadonlyArray<Cue> = [
  // A move wished for, whatever its unit: "we want the cost of each sample to come down from €4
  // to under €1". The wish word ties the two figures to a goal; a move told in the past does not.
  ["want/wants/need/needs/aim/aiming/like/hope/hoping/target/goal/plan/planning ** ** @from *1 @{money}/@{pct}/@{num} ** @to/@down-to/@under/@below/@over/@above @{money}/@{pct}/@{num}/@one/@zero/@half/@nothing/@none", 0.85],
  // A figure called the dream or the win: "zero missed would be the dream", "under 1% would be ideal".
  ["@zero/@none/@no/@{num}/@{pct}/@under/@below/@half/@nothing ** @would/@will @be * @dream/@ideal/@perfect/@win/@success/@brilliant/@fantastic/@target/@goal", 0.8],
  ["dream/ideal/perfect-world/best-case * would-be/is * @zero/@none/@{num}/@{pct}/@under/@below/@half/@no", 0.75],
  // A rate brought into a band: "the no-show rate brought down to single figures".
  ["@down/@into/@to/@under/@below @single @figures/@digits", 0.75],
  // What a result will be judged by: "we'll judge it by how many jobs a fitter closes per day".
  ["judge/judging/measure/measuring/assess/assessing/gauge/gauging/rate/rating * it/success/this/results * by/on how-many/how-much/how-fast/how-quickly/how-long/how-often/the-number/the-rate/the-share/the-percentage", 0.8]
]

/** A growth already told ("last year we went from 4 garden centres to 9"): figures of the past, no target. */
export const GROWTH_TOLD = "[@grew/@grown/@expanded/@went/@gone/@rose/@jumped/@climbed] * [@from] [@{num}] ** [@to] [@{num}]"

// ---------------------------------------------------------------------------------------------
// Champion: carrying it inside, whoever of the buyer's does

export const CHAMPION_CARRIES: ReadonlyArray<Cue> = [
  // Advocacy aimed at those who decide, the doer told or dropped as in notes: "will pitch to owner".
  // Advocacy verbs only: showing or forwarding something to the boss is an errand.
  [`pitch/pitching/sell/selling/argue/arguing/make-the-case/making-the-case/champion/championing * it/this/the-idea? * to * the/our/my/her/his? * other? * ${DECIDERS}`, 0.75],
  // Pressing on: "I'll keep pushing until it's in".
  ["keep/keeps/kept/keeping pushing/pressing/nagging/lobbying/pestering", 0.8],
  // Pressing the speaker to buy: "she keeps nudging me about it", "he's been on at me to get this
  // sorted". Someone of the buyer's wants it; the vendor's nudges are VENDOR_PRESSES.
  ["keep/keeps/kept/keeping nudging/badgering/hassling/chivvying/chasing me/us | been on at me/us to/about/for", 0.75],
  // A note's name for the advocate: "Zoe is our inside person", "our man on the inside".
  ["inside/internal person/man/woman/contact/ally/advocate/coach | man/woman/someone/person on the inside", 0.8],
  // Winning a decider over: "I've got our head curator interested", "got the owner keen".
  [`i/we/she/he * got/gotten/getting/get * the/our/my * ** ${DECIDERS}/curator/manager/managers * interested/keen/on-side/onside/curious/excited/round`, 0.75],
  // Speaking up for it: "I'll stand up for it at the partners' meeting", "I've put my name to it".
  ["stand/standing/stood up for it/this/the-proposal/the-idea | put/putting my/our/her/his name to/behind it/this/the-proposal/the-idea", 0.8],
  // Someone of the buyer's the cause of the contact: "she's the reason we're talking to you".
  ["he/she/they/i * the reason we/i * are/am/were/was? * talking/speaking/looking/here/writing/contacting/in-touch/reaching", 0.75],
  // "If it were up to our warehouse lead, we'd have signed yesterday": someone keen past the deciders.
  ["@if @it @were/@was @up @to ** ,? @we @would @have * @signed/@bought/@switched/@started/@ordered", 0.75],
  // "Selling the idea to the rest of the kitchen": advocacy among colleagues.
  ["selling/sold/sell/pitching/pitched/pitch the/this/your? idea * to", 0.75]
]

/** Praise of the vendor's people ("your rep Tom was a real champion"): no champion inside the buyer. */
export const VENDOR_PRAISED = "your *1 rep/reps/salesperson/account-manager/team/consultant/people/colleague/staff/guy/engineer/adviser/advisor ** [champion/champions/advocate/star/hero/legend]"

/** The vendor's people pressing the buyer ("your account manager keeps nudging me"): no champion inside. */
export const VENDOR_PRESSES = "your *1 rep/reps/salesperson/sales/account-manager/team/consultant/people/colleague/colleagues/staff/guy/emails/calls ** [keep/keeps/kept/keeping/been] [nudging/badgering/hassling/chivvying/chasing/pushing/pestering/nagging/on]"

/** "Pushed for new software it was our old IT guy": the "it" opens the next clause, no object of the push. */
export const PUSH_THEN_CLAUSE = "pushed/pushing/push/lobbied/lobbying/fought/fighting for * ** [it/this] is/was/were/would/will/has/had/did/does/went/got/never"

/** "Could you pitch it to our owner?": the vendor asked to advocate, no champion inside. */
export const VENDOR_PITCHES = "you/your-team * [pitch/pitching/pitched/sell/selling/sold/present/presenting/argue/make-the-case]"

// ---------------------------------------------------------------------------------------------
// Decision criteria: what wins the pick

export const CRITERIA_WINS: ReadonlyArray<Cue> = [
  // A capability the buyer will not look past: "if it can't handle Welsh, we won't even look at it".
  ["@if/@unless ** ** , * @we/@i * @not/@never * @even? @look/@consider/@buy/@touch/@bother/@entertain/@proceed/@shortlist/@go-further/@go-ahead", 0.8],
  // A choice made on a quality: "we'll pick between you and two others mostly on how quickly …".
  ["pick/picking/choose/choosing/select/selecting/judge/judging/compare/comparing/weigh/weighing ** ** mostly/mainly/largely/purely/simply/only/just? on/by/based-on how/whether/which/who/what", 0.75],
  // A note's line for the musts: "- must: works on a phone".
  ["^ must/musts/must-have/must-haves/needs-to/non-negotiables :", 0.8],
  // The winner told by what it does: "the tool that wins is the one our drivers will actually use".
  ["the * tool/system/app/supplier/vendor/one/product/option/platform/firm/provider that/which wins/win/gets-it * is/will/would", 0.8],
  // Anyone lacking a capability refused: "we won't sign with anyone who can't host the data here".
  // A capability that rules a product out: "anything that needs a yearly contract is out".
  ["anything/any/whatever * that/which/without ** is/are out $ | anything/any/whatever * that/which/without ** is/are ruled-out/off-the-table/a-non-starter/excluded", 0.8],
  ["@not/@never * @sign/@buy/@go/@deal/@work * @with * @anyone/@anybody/@any/@a * @supplier/@vendor/@provider/@company? * @who/@that/@which ** @not/@no/@without", 0.8]
]

/** Comparing the vendor with others: "we'll pick between you and two others". */
export const PROCESS_COMPARES: ReadonlyArray<Cue> = [
  ["pick/picking/choose/choosing/decide/deciding/compare/comparing/select/selecting * between/among * you/your/yours * and * two/three/four/{num}/other/others/another/a-couple/a-few/the-other/one-more", 0.8]
]

// ---------------------------------------------------------------------------------------------
// Economic buyer and authority: who holds the say

export const BUYER_HOLDS: ReadonlyArray<Cue> = [
  // The sender pays: "any spend on this comes out of my own pocket".
  ["out-of/from my/our * own? pocket/pockets", 0.8],
  // "I'm the only one who says yes": the yes held by one person.
  ["the * one/person who/that * say/says/gives/give * yes/the-yes/go-ahead/the-go-ahead/green-light/the-green-light", 0.85],
  // The chequebook held: "I'm the one holding the chequebook".
  ["hold/holds/holding/have/has/keep/keeps/keeping the/our/my/their chequebook/checkbook/cheque-book/check-book/company-card/purse", 0.85],
  // A budget run by someone: "she runs the lab budget". One person or a role, not "we": "we manage
  // the budget for our clients' campaigns" is an agency's work (rev12 n-auth1).
  [`she/he/who/i/${TITLES}/bursar/treasurer/manager/accountant/boss * runs/run/manages/manage/oversees/oversee * the/our/my/her/his/their * budget/budgets/purse/purse-strings`, 0.8],
  // Nothing bought without someone's yes: "nothing gets ordered without her say-so". A buying verb
  // ties it to purchases: "nothing happens here without my manager's OK" is a workplace's habit.
  ["nothing/no-purchase/no-order ** @ordered/@bought/@purchased/@spent/@signed/@approved/@goes-out ** without * @say/@approval/@signature/@sign-off/@signoff/@ok/@okay/@blessing/@go-ahead/@nod", 0.8]
]

/**
 * Authority told as the approval a purchase must get ("it has to be okayed by our parish clerk"),
 * or by where the yes comes from or sits: "the go-ahead for spending comes from our abbot", "the
 * final yes is with the harbour board", "every purchase goes through Sister Agnes". Not MEDDIC's
 * economic buyer: the gate's second run read them there as a false find on quality-dev2's check
 * half (a yes that sits with a body or a purchasing step need not hold the budget).
 */
export const AUTHORITY_APPROVES: ReadonlyArray<Cue> = [
  ["has/have/must/needs/need/will/would/got * to? be okayed/approved/signed-off/authorised/authorized/cleared/sanctioned/countersigned by * our/the/my", 0.8],
  ["go-ahead/sign-off/signoff/say-so/green-light ** comes/come/has-to-come from", 0.85],
  ["yes/approval/ok/okay for * spending/purchases/buying/this/it/money ** comes/come from", 0.85],
  ["final/last yes/say/say-so/word/call/decision/sign-off/signoff * is/lies/rests/sits/stays with", 0.85],
  ["@every/@all/@any @purchase/@purchases/@spend/@spending/@purchase-order/@purchase-orders/@po/@pos * @go/@goes/@has-to-go/@have-to-go/@must-go @through", 0.8],
  // Decisions of the kind made by the speaker: "my wife and I make these decisions together".
  ["i/we make/take * these/those/such/all/any/all-the * decisions | i/we make/take * these/those/such * calls together/jointly/between-us", 0.85],
  ...BUYER_HOLDS
]

/**
 * A decision about the day's work told by its recurrence ("our chief engineer decides which
 * turbines get serviced first each week"): purchases are not decided every week. Unmarked, so the
 * decider's words go too (a bare title reads as authority on its own).
 */
export const RECURRING_DECISION = "* decide/decides/deciding/choose/chooses/choosing/pick/picks ** ** each/every/per day/week/morning/shift/night/evening/weekend/month"

/** A title told away in a note's shorthand, a name between: "owner Gary on holiday till 18 Aug". */
export const TITLE_AWAY_NOTED = `[${TITLES}/boss/treasurer/manager] *1 on-holiday/on-leave/out-of-office/on-vacation/off-sick/on-sabbatical/on-maternity-leave/on-paternity-leave`

// ---------------------------------------------------------------------------------------------
// Timeline: dates that are no deadline

/** A routine's own date ("our annual stocktake is on 30 January"): it recurs, the purchase does not. */
export const ROUTINE_DATE = "annual/yearly/monthly/weekly/quarterly * ** is/are/falls/happens/takes-place/runs * on/in [{num}?] [{month}/{weekday}]"

/** Something opened or done on a day of a month ("we opened the second gallery on 3 May"). */
export const DONE_ON_DAY = "we/i/they/it/he/she have/had? already/just/first? opened/launched/started/switched/moved/bought/installed/finished/completed/refurbished/renovated * ** [on/in/since] [{num}] [{month}]"

/** A past payment or award on a date ("the grant was paid on 31 March"): done, no deadline. */
export const DONE_PASSIVE_ON = "was/were/been paid/received/awarded/delivered/held/issued/granted/announced/agreed/submitted/sent/made/done/finished * ** [on/in/during/since] [mid/early/late?] [{num}?] [{month}/{year}]"

/** A habit's month ("we usually prune in mid-April"): the trade's calendar, not the purchase's. */
export const HABIT_DATE = "usually/always/normally/typically/generally/traditionally * ** [in/on/around/during] [mid/early/late?] [{num}?] [{month}]"

/** A deadline tied to what the sentence set: a date told, then the wish to be done before it. */
export const TIMELINE_TIED: ReadonlyArray<Cue> = [
  // "The tender closes on 14 Feb and we want to be signed before that."
  ["@{month}/@{year}/@{quarter} ** ,? * @and/@so/@which * @we/@i ** @want/@need/@must/@aim/@aiming/@hope/@hoping/@plan/@planning/@like ** @before/@by/@ahead-of @then/@that/@it $", 0.8],
  // A week or a stretch of a period aimed at: "we're aiming for the first week of the new financial year".
  ["@aim/@aiming/@target/@targeting/@hoping/@planning/@looking * @for/@at * @the? * @first/@second/@third/@last/@final/@start/@end/@beginning/@middle * @week/@weeks/@month/@fortnight/@quarter/@day/@days/@half", 0.8],
  // Ready in time for anything of the buyer's: "we'd have to be set up in time for lambing".
  ["@would/@need/@needs/@must/@have/@has/@want/@wants/@like/@hope/@hoping ** @set-up/@ready/@running/@live/@sorted/@in-place/@installed/@up-and-running/@working/@done/@trained @in @time @for/@before", 0.8]
]

/** A trade's yearly season ("lambing starts in March and it's chaos every year"): it recurs, no deadline. */
export const YEARLY_SEASON = "[in/during/around] [{month}] ** every/each year/season | every/each year * ** [in/during/around] [{month}]"

/** The sender off on dates ("I'm off from 3 to 10 March"): an absence, no deadline. */
export const SENDER_OFF = "i/we/he/she am/is/are/will-be off * from/until/till/between/on ** [{month}/{weekday}]"
