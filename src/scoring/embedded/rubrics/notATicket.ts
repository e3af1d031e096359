// Marks of a message that reached the support inbox but reports nothing (rubrics/types.ts
// `offTopic`): a vendor's pitch, a newsletter or a webinar invitation, a press or partnership
// request, a job application. Each mark alone can sit in a real ticket ("are you available for a
// call?", "the unsubscribe link is broken"), so each weighs less than 1; together (1 or more)
// they make the message the sender's offer rather than a report, unless it reports a fault
// (REPORTS, or a strong severe cue: rubrics/triage.ts). See ../text/cues.ts for the syntax.
import { CALL_MARK, FREE_THING_MARK, HELPED_MARK, OFFER_FREE_MARK, RECEIVING_BECAUSE_MARK, UNSUBSCRIBE_MARK } from "./pitchMarks.js"
import type { Cue } from "./types.js"

export const NOT_A_TICKET: ReadonlyArray<Cue> = [
  // A bulk mailing's footer.
  [RECEIVING_BECAUSE_MARK, 0.6],
  [UNSUBSCRIBE_MARK, 0.5],
  ["@manage * @preferences/@subscription/@subscriptions", 0.5],
  ["@view * @in/@on * @browser/@online", 0.5],
  // The sender's record and offer.
  [HELPED_MARK, 0.6],
  ["@we/@i * @would/@love/@like * @to * @offer/@feature/@invite/@introduce/@partner/@show/@sponsor", 0.5],
  [OFFER_FREE_MARK, 0.5],
  [FREE_THING_MARK, 0.5],
  [CALL_MARK, 0.5],
  ["@reserve/@register/@book/@grab/@claim/@secure/@save * @your * @seat/@spot/@place/@slot/@copy/@ticket", 0.6],
  ["@seats/@spots/@places * @are? * @limited/@filling | @limited * @seats/@spots/@places", 0.5],
  ["@you * @are * @missing * @out", 0.5],
  // The sender's results for others: "boosted sign-ups by 35% for 120 brands".
  ["@cut/@reduced/@reduce/@boosted/@boost/@increased/@increase/@improved/@grew/@doubled/@tripled/@saved * @by? {pct}/{num} ** @for {num}/@hundreds/@thousands/@dozens * @clients/@customers/@companies/@brands/@teams/@businesses/@firms/@stores/@shops", 0.5],
  // Media, partnership and job requests.
  ["@i * @am * @a/@an * @reporter/@journalist/@writer/@editor/@recruiter/@host/@producer/@blogger", 0.5],
  ["@i/@we * @host/@run/@produce/@write * @a/@an * @podcast/@show/@newsletter/@blog/@channel/@column", 0.5],
  ["@join * @us * @for/@on * @an? @interview/@episode/@webinar/@podcast/@panel", 0.5],
  ["@media-kit/@sponsorship/@backlinks/@guest-post/@partnership/@collaboration/@webinar/@podcast/@seo", 0.3],
  ["@my * @cv/@resume/@cover-letter/@portfolio", 0.6],
  // A research request: "we're students researching …", "fill in our questionnaire".
  ["@we/@i @are/@am * @students/@student/@researchers/@researcher | @we/@i @are/@am @researching | @we/@i @are/@am @doing @a/@some/@our? @research/@survey/@study/@dissertation/@thesis", 0.5],
  ["@fill @in/@out * @our/@a/@this/@short/@quick * @questionnaire/@survey | @take/@complete/@answer @our/@a/@this/@short/@quick * @questionnaire/@survey", 0.5],
  ["@apply/@applying/@application * @for * @role/@position/@job/@vacancy/@post", 0.6],
  // A test of the inbox itself (round triage11): "this is a test of the contact form … please
  // disregard". Not "our test emails are not arriving": a test email is the product's, and the
  // message is named a test only as a ticket, message or submission.
  ["@this @is @a/@just @a? @test | @test @ticket/@message/@submission/@post/@request | @test @test | @just @testing | @testing @the/@our/@your/@a/@this/@new * @form/@widget/@integration/@helpdesk/@inbox/@setup/@contact-form/@support-form", 0.6],
  ["@please @ignore/@disregard | @ignore @this/@me", 0.5],
  // A buyer's price question (round tri3): a discount, a plan's price, billing terms, a longer
  // trial, asked by someone still choosing. Only with a second mark (a prospect's own words) is
  // the message set aside, so a customer asking for a credit over a fault stays a ticket.
  ["@discount/@discounts/@reduction/@reductions/@concession/@pricing/@prices/@price-list/@rates/@quote * @for * @a/@an/@our/@small/@the? * @charity/@charities/@non-profit/@non-profits/@nonprofit/@nonprofits/@education/@educational/@schools/@students/@startups/@start-ups/@volunteers/@team/@teams/@annual/@yearly/@plan/@plans", 0.6],
  ["@do/@does/@would @you * @offer/@have/@give/@do * @a/@an/@any? * @non-profit/@nonprofit/@charity/@education/@student/@startup/@volume/@annual/@yearly? * @discount/@discounts/@reduction/@free-plan/@annual-billing/@yearly-billing/@reduced-pricing/@reduced-price", 0.6],
  ["@send/@share/@email * @me/@us? * @the/@your/@a * @pricing/@prices/@price-list/@rates/@quote", 0.6],
  ["@extend * @our/@my/@the * @trial", 0.6],
  ["@thinking/@considering/@looking/@evaluating * @about/@at/@into? * @your/@the * @tool/@product/@platform/@app/@software/@service/@system | @might/@may/@plan-to/@planning-to/@hoping-to * @sign-up/@subscribe/@buy/@switch/@join | @before @we/@i @sign/@buy/@commit | @we/@i @are/@am * @a/@an * @small? @charity/@non-profit/@nonprofit/@school", 0.5]
]

/** A fault told as it is: a message with one is a ticket whatever else it carries (stated only, not asked or supposed). */
export const REPORTS: ReadonlyArray<string> = [
  "i/we/my/our/us/users/customers/staff/clients/colleagues/team/employees/members/people/everyone/nobody * can/could/are/am/is/were/was not !log/!sign/!login/!access/!open/!use/!pay/!load/!see/!send/!save/!print/!connect/!book/!check/!get/!order/!reach/!finish/!complete",
  "i/we/users/customers/staff/clients/colleagues/team/employees/members/people/everyone * unable * to log/sign/login/access/open/use/pay/load/see/send/save/print/connect/book/check/get/order/reach/finish/complete",
  "is/are/was/were/keeps/has/have/seems/got * broken/down/failing/crashing/crashed/failed/erroring/freezing/frozen",
  "not !working/!loading/!opening/!responding",
  "gives/giving/gave/shows/showing/throws/throwing/returns/returning/get/getting/got * {num}? error/errors",
  // A job that stalls, and a wrong figure (round trifix): "the import keeps timing out", "exports
  // hang for every user", "the invoice shows the wrong amount" keep a trial or discount question a ticket.
  "keeps/kept * timing-out/timed-out/hanging/freezing/stalling/crashing/failing | times/timed out | hang/hangs/hung/freeze/freezes/stall/stalls for/at/when/every/each/on-every/on-each | wrong/incorrect amount/amounts/total/totals/figure/figures/balance",
  // Money taken wrongly keeps a price question a ticket ("charged twice, is there a discount?").
  "charged/billed/debited/invoiced/overcharged * twice/double/again/wrongly/incorrectly/two-times | double/duplicate/wrong/incorrect charge/charges/payment/payments/debit/debits"
]
