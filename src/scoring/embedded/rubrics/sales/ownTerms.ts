// SPICED impact told in the writer's own terms and pain told as an everyday failure (round
// spiced2 of 11-29): the consequence as money saved or lost with a figure, work or fees gone, a
// share of takings lost, stock thrown away, customers won back or a sales line grown by a share —
// often under an "if" or a "would", so these take any modality where the modal is part of the
// telling; and the trouble as people arriving to something full or moved, never showing, or a
// machine failing on a schedule. Spread into spiced.ts and pain.ts; unit-tested on sentences of
// our own (test/scoring/embedded/spiced5.test.ts). See ../../text/cues.ts for the syntax.
import type { Cue } from "../types.js"

/** Things a fix stops that each cost the business money. */
const COSTLY_EVENTS =
  "@cancellations/@refunds/@returns/@complaints/@reprints/@no-shows/@write-offs/@chargebacks/@double-bookings/@mispicks/@penalties"

/** A sales line a fix would grow. */
const SALES_LINES = "@sales/@revenue/@bookings/@visits/@orders/@takings/@turnover/@income/@margin/@footfall/@enrolments/@enrollments/@covers/@subscriptions"

/** A share told in words or figures. */
const SHARE = "@{pct}/@a-fifth/@a-quarter/@a-third/@a-tenth/@half/@a-half/@{num}"

/** Earnings or work the business loses; "lose ** customers" (spiced.ts) holds the common ones. */
const LOST_WORK =
  "takings/income/turnover/fees/placements/jobs/bookings/groups/families/members/students/pupils/listings/tenants/guests/diners/shifts/footfall/commissions/sponsors"

export const IMPACT_OWN_TERMS: ReadonlyArray<Cue> = [
  // What a fix would stop: "we'd stop the cancellations"; a modal is required, "please stop the refunds" asks.
  [`@would/@could/@will/@can * @stop/@end/@halve/@cut-out/@eliminate * @the/@our/@all/@those? * ${COSTLY_EVENTS}`, 0.75],
  // A sales line grown by a share: "grow web sales by a quarter", "add 15% to weekday visits".
  [`we/i ** @grow/@increase/@raise/@lift/@boost/@double ** ${SALES_LINES} * @by * @about/@around/@roughly/@maybe/@perhaps/@nearly? * ${SHARE}`, 0.75],
  [`we/i ** @add/@adding * @about/@around/@roughly/@maybe/@perhaps/@nearly? * @{pct} * @to * ** ${SALES_LINES}`, 0.75],
  // Money saved told with its figure, under an "if" as often as not: "if we fix this we save about 25k a year".
  // The saver is the writer's side or the fix, or the modal sits right before "save": "can you save
  // about 20 minutes?" asks the vendor (salesfix, 11-29).
  ["@we/@i/@it/@that/@this/@which *1 @save/@saves * @about/@around/@roughly/@some/@over/@nearly/@almost/@at-least? * @{money}/@{num}", 0.75],
  ["@would/@will/@could/@should/@might/@to @save/@saves * @about/@around/@roughly/@some/@over/@nearly/@almost/@at-least? * @{money}/@{num}", 0.75],
  ["@saving * @about/@around/@roughly/@some/@over/@nearly/@almost/@at-least? * @{money}/@{num}", 0.75],
  // Earnings or work gone, in the trade's own nouns: "we've lost three placements"; not the bare "lose" of "we used to lose a few".
  // The noun ends its phrase: "lost the bookings page" lost a page, no business (salesfix, 11-29).
  [`loses/losing/lost/dropped ** ${LOST_WORK} $/@to/@this/@that/@last/@every/@each/@a/@per/@because/@since/@over/@from/@in/@on/@at/@already/@and/@or/@as/@when/@while/@after/@through/@due/@for/@so/@now/@than/@we/@worth`, 0.8],
  // The loss told as a figure of earnings: "that's about 45k in fees".
  ["{money}/{num} * in * fees/commission/commissions/revenue/takings/sales/refunds/returns/reprints/cover/income/lost-business/penalties", 0.7],
  // Stock thrown away on a schedule: "600 loaves a week we throw away".
  ["{num}/{money} ** a/per/each/every * week/day/month/year * we/they? * throw/bin/scrap/waste/write-off", 0.75],
  ["throw/throws/threw/bin/bins/binned/scrap/scraps/scrapped * away? * about/around/roughly/nearly/over? * {num}/{money} ** a/per/each/every week/day/month/year", 0.75],
  // Customers won back by a fix: "we would win back the school groups".
  // "Get back" wants the customers after it: "we could get back to you" promises a reply (salesfix, 11-29).
  ["@would/@could/@can * @win/@bring @back", 0.75],
  ["@would/@could/@can * @get @back @the/@our/@those/@these/@some/@all/@most/@many/@half/@a/@{num}/@{pct}/@{money}", 0.75]
]

export const PAIN_EVERYDAY: ReadonlyArray<Cue> = [
  // People who never come: "half of them never show", "a third never appear".
  ["never @show/@shows/@appear/@appears $/up/for/to/on", 0.65],
  // People arriving to something full, moved or shut: "parents turn up to classes that are already full".
  ["turn-up/turns-up/turned-up/turning-up/show-up/shows-up/showed-up/arrive/arrives/arrived/arriving ** already? full/cancelled/canceled/moved/closed/double-booked/overbooked", 0.7],
  // A machine failing on a schedule: "three machines fail every week", "one gives up most mornings".
  ["fail/fails/break/breaks/dies/die/jams/jam/gives-up/give-up/crash/crashes/freezes/freeze ** every/each/most/twice/three-times * day/days/week/weeks/morning/mornings/month/shift/shifts/night/nights/evening/evenings", 0.7]
]
