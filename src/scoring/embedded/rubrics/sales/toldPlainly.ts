// Pack signals told the way buyers tell them, read by what carries the meaning rather than by
// phrase: an advocacy verb aimed at whoever decides (any of the deciders, not one list per cue), a
// figure's before and after whatever the target's spelling ("to one", "to same-day"), a count to
// be multiplied, money stuck in unpaid work, customers who do not return, the business's own
// messages that never go out, each site working on its own. Unit-tested in
// test/scoring/embedded/toldPlainly.test.ts, near misses included.
import type { Cue } from "../types.js"
import { TITLES } from "./otherTopics.js"
import { DECIDERS } from "./structural.js"

/** Units of time a duration is counted in. */
const SPAN = "minutes/minute/mins/hours/hour/hrs/days/day/weeks/week/fortnight/months/month"
/** The group whatever its modality: a target is often told as a condition. */
const at = (group: string): string => group.split("/").map((w) => `@${w}`).join("/")

/** Whoever decides inside the buyer: the governing bodies and the titles. */
const WHO_DECIDES = `${DECIDERS}/${TITLES}`

/** Champion: pressing or presenting to the deciders, or arguing that the buyer should go ahead. */
export const CHAMPION_TOLD: ReadonlyArray<Cue> = [
  // The deciders as the object: "lobbying the trustees", "talked our MD round" needs "round" (below).
  [`lobby/lobbying/lobbied/persuade/persuading/persuaded/convince/convincing/convinced/pressing/pressed/pressuring/win-over/winning-over/won-over * the/our/my/both/all? * ${WHO_DECIDES}`, 0.8],
  [`talk/talking/talked/bring/bringing/brought * the/our/my/both/all? * ${WHO_DECIDES} * round/around`, 0.8],
  // The buyer presenting it (not "could you present it to our board?": the speaker does it).
  [`i/we * presenting/pitching/present/pitch/demoing/demo * it/this/the-case/the-proposal/the-idea/your-proposal * to * the/our/my/both/all? * ${WHO_DECIDES}`, 0.75],
  // Arguing that the buyer goes ahead: "I'll argue strongly that we go ahead". "Move" only as
  // going ahead or over: "the landlord is pushing for us to move out" is no purchase.
  ["argue/arguing/argued/push/pushing/pushed * strongly/hard/firmly? * that/for * we/us * go-ahead/go-for/buy/sign/switch/proceed/should/move-forward/move-ahead/move-over/move-across/adopt/pick/choose", 0.8],
  // Selling it inside, or praising it to the deciders: "she's been selling it to the clinic leads",
  // "I've been talking it up to the partners". The object is this purchase or the vendor, the
  // hearers the buyer's own: "we sell it to our customers" sells the buyer's product.
  [`selling/sold/sell/pitching/pitched * it/this/you/the-idea * to * the/our/my/both/all? * ${WHO_DECIDES}/leads/team/colleagues/bosses/managers/management/leadership/directors/others`, 0.8],
  // The speaker talks it up: "the sales rep talked it up" is the vendor's own pitch.
  ["i/we * talking/talked/talk/bigging/bigged/hyping/hyped * it/this/you * up", 0.8],
  // Someone inside on the vendor's side: "our inside ally", "an ally on the inside".
  ["inside/internal/in-house ally/allies/supporter/supporters | ally/allies on the inside", 0.85],
  // The one heard most for it, or who named the vendor to the deciders: "I've been the loudest
  // voice for changing our CRM", "I put your name forward to our directors".
  ["loudest/biggest/strongest/main/leading * voice/voices * for/behind", 0.8],
  ["put/putting * your-name/you/it/this/your-company/your-proposal * forward", 0.8]
]

/** Metrics: a before and after, a count multiplied, a target in a condition that would please. */
export const METRICS_TOLD: ReadonlyArray<Cue> = [
  // The target spelled as a word: "from three weeks to one", "from two days to same-day".
  [`@from @{num} ${at(SPAN)} ** @to/@down-to @one/@a/@an/@half/@zero/@nothing/@same-day/@next-day/@overnight/@minutes/@hours/@seconds`, 0.7],
  // A count to be multiplied or halved, wanted or possible: "aiming to double the number of visits".
  ["@to/@could/@can/@would @double/@triple/@treble/@halve/@quadruple * @the/@our? * @number/@amount/@volume/@count/@share/@rate @of", 0.75],
  // Today's duration of the buyer's own work: "a quote takes our estimators about two days".
  ["takes/take/taking our/my ** {num}/a/an/couple/few/whole * minutes/hours/days/weeks", 0.7],
  // A figure in a condition whose consequent is delight: "if we could get errors under 1% I'd be thrilled".
  // The figure bounded or moved ("under 1%", "below 5"), not a date ("deliver on the 3rd").
  ["@if/@when ** @under/@below/@to/@by/@above/@over/@at/@less-than/@fewer-than/@more-than/@down-to * @{num}/@{pct}/@third/@half/@quarter ** @thrilled/@chuffed/@pleased/@ecstatic/@over-the-moon/@made-up/@job-done/@a-result/@worth-it", 0.8]
]

/** Customers, in the buyer's trade's words. */
const CUSTOMERS = "customers/clients/patients/members/guests/diners/shoppers/buyers/parents/families/tenants/subscribers/users/them/people"

/** Impact: cash stuck in work not yet paid, customers who do not return. */
export const IMPACT_TOLD: ReadonlyArray<Cue> = [
  // "we're carrying about 80k in unpaid work", "owed 30k in overdue invoices".
  ["carrying/carry/sitting-on/tied-up/owed ** {money}/{num} ** unpaid/outstanding/overdue/uninvoiced/unbilled/late", 0.75],
  // Customers who do not come back, a consequence told with a negation: "some of them don't come back".
  // "Return" and the like end their phrase or take "again", "to us": with an object they hand
  // something back ("parents don't return the consent forms after the trip").
  [`${CUSTOMERS} ** !come/!coming/!comes * !back/!again/$/!to-us/@after/@because/@once | ${CUSTOMERS} who/that ** ** !come * !back/!again/$/!to-us/@after/@because/@once`, 0.75],
  [`${CUSTOMERS} ** !return/!returning/!rebook/!reorder/!renew !again/$/!to-us/@after/@because/@once | ${CUSTOMERS} who/that ** ** !return/!rebook/!reorder/!renew !again/$/!to-us/@after/@because/@once`, 0.75]
]

/** The business's own messages to its customers (not what the vendor sends the buyer). */
const OUTPUTS = "reminder/reminders/invoice/invoices/confirmation/confirmations/quote/quotes/statement/statements/payslip/payslips/letters/texts/notifications/receipts"

/** Pain: the business's own messages that never go out, told as what happened. */
export const PAIN_TOLD: ReadonlyArray<Cue> = [
  [`the/our ** ${OUTPUTS} * !go/!goes/!went/!gone/!get/!gets/!got/!sent * @out/@sent/$`, 0.75]
]

/** Sites, in the buyer's trade's words. */
const UNITS = "one/site/sites/branch/branches/kitchen/kitchens/shop/shops/clinic/clinics/depot/depots/office/offices/store/stores/school/schools/home/homes/location/locations/team/teams/practice/practices/venue/venues/warehouse/warehouses"

/** Situation: each site working on its own ("each one orders from suppliers on its own"). */
export const SITUATION_TOLD: ReadonlyArray<Cue> = [
  [`each/every * ${UNITS} * orders/order/books/runs/keeps/does/manages/handles/uses/buys/plans/tracks/works/schedules ** on-its-own/separately/independently/its-own/their-own/in-its-own-way/differently`, 0.75]
]
