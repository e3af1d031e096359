// Qualification signals read by their structure rather than by phrase: a figure the buyer wants
// moved, a step that follows another and ends in a yes, a capability the thing bought must have,
// a cost borne in cash or paid-for idle time, where work lives today. Each list combines a few
// word classes (a want, a change, a quantity with its unit; a sequence mark and a deciding verb)
// so that one pattern covers many phrasings. Unit-tested in test/scoring/embedded/r2meddic*.test.ts.
import type { Cue } from "../types.js"

/** An amount a figure can be taken to: a number, a share, a fraction. */
const AMOUNT = "{num}/{pct}/half/third/quarter/fifth/tenth/zero/nothing/none"
/** A count before a unit of time ("a week", "a couple of days"). */
const SOME = "a/an/one/{num}/couple/few/whole/single"
const SPAN = "minutes/minute/mins/hours/hour/hrs/days/day/weeks/week/fortnight/months/month"
/** The group whatever its modality: a target is often told as a condition. */
const at = (group: string): string => group.split("/").map((w) => `@${w}`).join("/")
/** Who decides inside the buyer. */
export const DECIDERS = "owner/owners/boss/board/partners/director/directors/trustees/governors/council/committee/ceo/cfo/md/management/leadership/finance/procurement/manager/managers/head/founders/trust/chief/exec/executive"
/** Verbs of a figure moving: "went down", "climbs", "dropped". */
const MOVES = "go/goes/went/gone/going/come/comes/came/coming/drop/drops/dropped/fall/falls/fell/rise/rises/rose/climb/climbs/climbed/shrink/shrinks/shrank/jump/jumps/jumped/creep/crept"

/** A measurable change the buyer wants, or today's figure it is set against. */
export const METRICS_SHAPE: ReadonlyArray<Cue> = [
  // A target for something already named: "we'd love that to be ten", "want it down to 5".
  // "At" only before a share: not "I hope it will be at 5 o'clock".
  [`want/wants/love/like/hope/hoping/prefer * it/that/this/them/those/these * at * {pct} | want/wants/love/like/hope/hoping/prefer * it/that/this/them/those/these * to-be/to-get-to/to-get-down-to/down-to/under/below/to-about/to-around/in-the/close-to/near/nearer-to * high/low/mid/single/double? * ${AMOUNT}`, 0.75],
  // Today's figure, then the wanted one: "it's around 70 and we want it in the high 80s".
  // The wanted figure follows "it" at once: not "order 4471 and we'd like it delivered to the door".
  ["{num}/{pct} and/but * we/they/she/he/i/management/the-board/everyone? * want/wants/need/needs/aim/hope/would-like * it/that/this in/at/to-be/under/below/above/over/down-to/up-to/in-the/nearer/closer", 0.75],
  // A duration brought under a bound: "getting onboarding under a fortnight".
  [`get/getting/bring/bringing/keep/keeping/cut/cutting/shave/shaving ** under/below/down-to/less-than/inside * ${SOME} * ${SPAN}`, 0.75],
  // A figure moving by a share: "the backlog went down by a quarter", "repeat visits climb by 10%".
  [`${MOVES} * down/up/back? * by * ${AMOUNT}`, 0.75],
  [`${MOVES} * below/under/beneath/down-to/to-below/to-under * ${AMOUNT}`, 0.75],
  // A figure someone brings down, often as a condition: "if we could get write-offs down by a fifth".
  [`@get/@getting/@got/@bring/@bringing/@brought/@push/@pushing/@want/@wants/@need/@needs ** @down/@up * @by * ${at(AMOUNT)}`, 0.75],
  // Also as the condition of a win: "we'd be happy if the backlog went down by a quarter".
  [`@happy/@pleased/@delighted/@thrilled/@success/@win/@result @if/@when ** ${at(MOVES)} * @down/@up/@back? * @by * ${at(AMOUNT)}`, 0.75],
  // Today's figure for a task of the buyer's own: "it currently takes almost a week".
  // The task is the subject ("it currently takes almost a week"), not a person's time off.
  [`it/that/this/which/job/task/process/run/report/close/count * now/currently/today/at-the-moment/right-now/at-present/presently ** take/takes/taking/eats/lasts ** ${SOME} * ${SPAN}`, 0.7],
  [`now/currently/today/at-the-moment/right-now/at-present/presently * it/that/this/which * take/takes/taking/eats/lasts ** ${SOME} * ${SPAN}`, 0.7],
  // Today's figure beside the wanted one: "it's about four now and she wants six".
  ["{num}/{pct} now/today/currently/at-the-moment ** want/wants/wanted/aim/aims/need/needs/hope/hopes/like/target * {num}/{pct}/it/that", 0.75],
  [`now/currently/today/at-the-moment/right-now/at-present/presently ** need/needs * about/around/roughly/almost/nearly/over/at-least? * ${SOME} * minutes/minute/hours/hour`, 0.7]
]

/** A step that follows another and ends in this purchase's yes or its roll-out. */
export const PROCESS_SHAPE: ReadonlyArray<Cue> = [
  // An approval by someone before the buyer can go ahead: "has to be agreed by the council".
  // "By" naming who, not when ("approved by Friday" is a deadline).
  [`has-to/must/needs-to/need-to/have-to/will/would/should/gets/get/goes * be? * agreed/approved/signed-off/okayed/ratified/cleared/authorised/authorized/sanctioned/rubber-stamped * by * the/our/my/a/an/both/all/each/someone/somebody/legal/${DECIDERS}`, 0.75],
  // The purchase itself, not "before we can proceed with the refund".
  ["before * we/i * can/could * commit/go-ahead | before * we/i * can/could * proceed $/with-this/with-it/with-you/with-the-purchase/with-the-contract/with-the-order/with-the-deal/with-your", 0.7],
  // A trial on a few before the many: "we trial with one team before the rest get it".
  ["trial/trials/trialling/trialing/pilot/piloting ** before/then/and-then ** rest/everyone/everybody/whole/wider/company-wide/roll", 0.75],
  // Signing the purchase, not "then I'll sign the form and send it back".
  ["then/afterwards/after-that ** @roll/@rolling/@extend/@expand/@approve/@approves/@decide/@decides/@purchase | then/afterwards/after-that ** @sign/@signs $/off/up/it/this/the-contract/the-deal/the-agreement/on", 0.7],
  // A nod given by the buyer's deciders: "then the owners give the nod" (not "then he gave the go-ahead").
  [`then/afterwards/after-that * the/our/my? * ${DECIDERS} ** @nod/@green-light/@go-ahead/@thumbs-up/@sign-off/@final-say/@yes/@okay/@ok`, 0.7],
  // Taken to the deciders: "I take it to the MD for sign-off", "it goes to the chief exec".
  // Ending there or with its purpose: not "I'll take it to the manager at the store" (a faulty item
  // returned); not "pass" ("please pass this to the manager" is a message relayed).
  [`${at("take/takes/taking/bring/brings/escalate/goes/go/going/moves")} * @it/@this/@them? * @to * @the/@our/@my? * ${at(DECIDERS)} @team/@department? $/@for/@and/@who/@first/@next/@before/@to-approve/@to-decide/@to-sign`, 0.75],
  // Passed on for a decision, not a message relayed ("please pass this to the manager").
  [`${at("pass/passes/passing")} * @it/@this/@them? * @to * @the/@our/@my? * ${at(DECIDERS)} @team/@department? @for/@to-approve/@to-decide/@to-sign`, 0.75],
  // Nothing bought without them: "nothing gets bought without the committee voting on it".
  [`@without ** ${at(DECIDERS)} ** ${at("voting/vote/approving/approval/signing/sign-off/agreeing/okaying/say-so/blessing/go-ahead")}`, 0.75],
  // A trial, then the rest brought over: "run it in one shop for six weeks … bring the other branches across".
  ["run/try/trial/test/pilot it ** for * {num}/a/couple/few * weeks/months/week/month", 0.7],
  // Brought across after a trial, not "other branches too have the same issue".
  ["@bring/@bringing/@brought/@move/@moving/@roll/@rolling/@get/@getting/@add/@adding/@then/@switch/@switching/@migrate/@put ** @other/@remaining @branches/@sites/@shops/@stores/@offices/@teams/@clinics/@locations/@depots/@departments/@schools/@homes * @across/@over/@on-board/@onboard/@too/@as-well/@after/@later", 0.7]
]

/** A capability the thing to buy must have: "the system should let each site see its own data". */
export const CRITERIA_SHAPE: ReadonlyArray<Cue> = [
  ["system/tool/software/app/platform/solution/product/whatever/whichever/anything/it * must/has-to/needs-to/need-to/have-to/ought-to * let/allow/support/handle/run/work/cope/integrate/connect/sync/talk/show/keep/export/import/print/scale/give", 0.75],
  // Something wanted, then what it must do: "we need something that pulls orders from the shop".
  ["need/needs/want/wants/looking-for/after/require/interested-in/considering/consider/only * something/software/a-system/a-tool/an-app/a-platform/one/a-solution/a-product/tools/systems/apps/platforms/options/products/solutions/suppliers/vendors that/which * can? * pull/pulls/sync/syncs/connect/connects/let/lets/handle/handles/read/reads/import/imports/export/exports/talk/talks/show/shows/send/sends/integrate/integrates/keep/keeps/track/tracks/link/links/plug/plugs/print/prints/run-on/runs-on/work-on/works-on/work-offline/works-offline", 0.75],
  // "Should" asks it of the product only for the business's people, not "should let me reset …" (a fault).
  ["system/tool/software/app/platform/solution/product/whatever/whichever/anything * should let/allow/give * us/our/each/every/all/staff/users/customers/clients/patients/parents/members/managers/the", 0.75]
]

/** Work a business turns away. */
const REFUSED_WORK = "contract/contracts/job/jobs/work/business/order/orders/booking/bookings/client/clients/customer/customers/project/projects/tender/tenders/weddings/events/parties/functions/patients/students/members/referrals/enquiries"

/** A cost borne in cash, or staff paid while kept idle. */
export const IMPACT_SHAPE: ReadonlyArray<Cue> = [
  ["squeeze/squeezes/squeezing/squeezed/hurt/hurts/hurting/hit/hits/hitting/drain/drains/draining/eat/eats/eating/tie/ties/tying * our/the? * cash/cashflow/cash-flow/margin/margins/profit/profits/takings/budget", 0.8],
  // A wait counted ("waiting 70 days to get paid"), not a refund chased.
  ["wait/waits/waiting/waited * {num}/weeks/months/ages/forever * days/weeks/months? * to-get-paid/to-be-paid/for-payment", 0.75],
  // A cost absorbed: "we eat the cost of the replacement".
  ["eat/eats/eating/ate/absorb/absorbs/absorbing/swallow/swallows/foot/footing * the/that/those/all? * cost/costs/bill/bills/loss/losses", 0.8],
  // Others who stopped dealing with the buyer: "two councils stopped referring clients to us".
  ["stopped/stop/stopping/stops referring/ordering/booking/buying/coming/sending/using/recommending/renewing/working ** us/to-us/with-us", 0.75],
  // People lost over it: "two of our coordinators left because of the admin".
  ["staff/people/employees/colleagues/members/workers/carers/nurses/drivers/agents/engineers/coordinators/cleaners/technicians/teachers ** left/quit/resigned/leaving/quitting ** because/over/due-to/thanks-to", 0.75],
  // Work the business had to refuse: "we had to turn down a contract".
  // Work refused, not "we had to say no to the Thursday slot you offered" ("no" negates what follows).
  [`had/have/having to * turn-down/decline/refuse/pass-on/walk-away/say-no * @to/@on? ** ${at(REFUSED_WORK)} | turn/turned/turning/turns down * a/an/the/some/two/{num}? * contract/contracts/job/jobs/work/business/order/orders/booking/bookings/client/clients/customer/customers/project/projects/tender/tenders`, 0.8],
  // The business's people kept idle, not "I am sitting around waiting for the engineer".
  ["staff/people/drivers/engineers/crews/crew/workers/they/technicians/nurses/carers/agents/employees/team/starters/cleaners/teachers/cashiers/techs * sit/sits/sitting/sat/stand/standing/stood idle/around | still/yet/also pay/paying * them/staff/wages/for/their", 0.7]
]

/** How work is taken or kept today ("takes bookings", "lives"). */
const KEPT = "lives/live/sits/sit/keep/keeps/track/tracks/log/logs/take/takes/taking"
/** The same as a participle, told as the usual way only after "is/are/all …" (not "I booked over the phone"). */
const KEPT_DONE = "kept/tracked/logged/done/managed/stored/held/taken/booked/written/recorded/scheduled/planned"
/** The medium it lives on today. */
const MEDIUM = "sheet/sheets/spreadsheet/spreadsheets/doc/docs/outlook/calendar/calendars/inbox/inboxes/notebook/diary/diaries/whiteboard/planner/binder/binders/excel/paper/phone/email/emails/whatsapp/clipboard/post-its/cards"
/** Not knowing the state of one's own work: "we have no clue whether a job got finished until …". */
export const PAIN_SHAPE: ReadonlyArray<Cue> = [
  // Told of the business (not "I have no idea where my parcel is").
  ["@we/@they/@staff/@team/@managers/@office/@nobody/@drivers/@engineers * ** @no/@zero/@little @idea/@clue/@visibility/@way-of-knowing/@way-to-know * @which/@where/@whether/@until", 0.75],
  ["we/they/staff/team/managers/office/drivers/engineers * ** !idea/!clue/!visibility/!way-of-knowing/!way-to-know * which/what/where/when/who/how/whether/until", 0.75],
  // An owner-operator about their own business: "I have no clue which of my drivers are on the road".
  ["@i ** @no/@zero/@little/!any? @idea/@clue/@visibility/!idea/!clue * @which/@where/@whether/@when/@who/@how/@until * @of? * @my/@our @staff/@drivers/@engineers/@team/@crews/@vans/@jobs/@techs/@technicians/@fitters/@cleaners/@carers/@nurses/@people/@workers/@sites/@branches", 0.75]
]

/** Where work lives today: "everything lives in a shared sheet", "bookings sit in Outlook". */
export const SITUATION_SHAPE: ReadonlyArray<Cue> = [
  // The usual way, not one event ("I booked over the phone last week", "my order was taken over the phone").
  [`${KEPT} ** on/in/by/via/over/through * ${MEDIUM} | everything/all/mostly/usually/always/still/are/is/get/gets * ${KEPT_DONE} ** on/in/by/via/over/through * ${MEDIUM}`, 0.75]
]

/** The vendor's own slowness ("it takes a week for your team to reply"): no figure of the buyer's (`elsewhere` for metrics). */
export const VENDOR_SLOW = "[take/takes/took/taking] ** for/from * your/you"

/** How something could be done, asked of the vendor ("can you take payment by phone?"): no account of today (`elsewhere` for situation). */
export const ASKS_HOW = "@can/@could/@would/@will/@do/@does @you/@your ** ?"

/** What the vendor's product did for others ("your tool cut their costs by a third"): a claim (`elsewhere` for metrics). */
export const VENDOR_RESULT =
  "@your * @tool/@product/@app/@software/@system/@platform/@service/@solution * @cut/@cuts/@saved/@saves/@halved/@halves/@reduced/@reduces/@doubled/@increased/@improved/@boosted ** "

/** The vendor's price asked down ("could you get the price down by 10%?"): no figure of the buyer's (`elsewhere` for metrics). */
export const PRICE_DOWN = "@price/@prices/@quote/@fee/@fees/@subscription/@licence/@license/@licences/@licenses * @down"

/** A cost of the buyer's that rose ("our rent went up by 8 percent"): pressure, not a target (`elsewhere` for metrics). */
export const COST_ROSE =
  "rent/rents/prices/bills/fees/insurance/tax/taxes/fuel/energy/wages/costs * went/rose/increased/jumped/climbed/gone * up? * by * {pct}/{num}/{money}"

/**
 * A process named by an everyday operation of the buyer ("our returns process is …"): steps, but
 * not of this purchase (`elsewhere` for decision process).
 */
export const OPERATION_PROCESS =
  "[returns/return/refund/refunds/booking/bookings/ordering/order/delivery/deliveries/shipping/hiring/recruitment/recruiting/checkout/complaints/complaint/repair/repairs/cleaning/payroll/billing/invoicing/intake/admissions/dispatch] [process/procedure/procedures/workflow/steps/routine]" +
  // The same told by whom it serves: "our process for new patients is a call, then a form".
  " | [process/procedure/procedures/workflow/steps/routine] for * new/our/the/each/every? * [patients/customers/clients/staff/starters/employees/orders/members/guests/students/pupils/tenants/visitors/deliveries/returns/complaints/bookings/refunds/volunteers/drivers]"
