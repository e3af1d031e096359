// SPICED and MEDDIC signals told without the pack's words (round spiced4): the set-up as a count of
// the buyer's own units, the impact as money paid out, a price put up or a licence at stake, the
// economic buyer as the one who holds the spend, the champion by what they did for the purchase.
import type { Cue } from "../types.js"
import { TITLES } from "./otherTopics.js"

/** Premises, vehicles and machines a business runs: counted, they describe its set-up. */
const UNITS =
  "vans/buses/coaches/lorries/boats/vessels/vehicles/restaurants/cafes/shops/gyms/rinks/hotels/rooms/beds/plants/factories/depots/lifts/elevators/schools/farms/kitchens/studios/workshops/yards/venues/outlets/franchises/salons/machines/lofts/aircraft/planes/cranes/kiosks/centres/centers/pools/stores/branches/sites/bakeries/pubs/bars/cinemas/theatres/libraries/nurseries/garages"

export const SITUATION_UNITS: ReadonlyArray<Cue> = [
  // "we have 12 vans", "we operate 23 tow vans": the buyer's own fleet or premises.
  [`we/i * have/run/operate/manage/own/maintain/service * {num} * ${UNITS}`, 0.75],
  // "each of our 5 restaurants", "a chain of 14 gyms", "a fleet of 40 coaches".
  [`our {num} * ${UNITS} | chain/fleet/group/network of {num} * ${UNITS}`, 0.75],
  // How the team does the work today: "our packers still work from printed pick sheets".
  ["team/staff/crew/office/desk/pickers/drivers * picks/pick/books/book/plans/plan/writes/write/counts/count/schedules/schedule/routes/route/records/record * ** from/off/on/by * printed/paper/handwritten/whiteboard/whiteboards/spreadsheet/spreadsheets/printouts/clipboards/memory/hand", 0.7]
]

export const IMPACT_PAID: ReadonlyArray<Cue> = [
  // A price raised on the buyer: "the underwriters put our premium up by 20%", "pushed our insurance bill up".
  ["put/puts/pushed/pushes/pushing/drove/sent * our ** premium/premiums/insurance/bill/bills/rent/rates/costs/fees/excess ** up", 0.8],
  ["raised/increased/hiked/doubled * our * premium/premiums/insurance/rates/rent/excess/fees", 0.8],
  // Fined by someone: "the council fined us".
  ["fined/penalised/penalized/surcharged us", 0.8],
  // Money paid out to put a mistake right: "we paid the supplier to cut a new one", "… and pay for it".
  ["we/i * paid/pay/paying/pays * ** to * redo/re-do/cut/replace/remake/reprint/resend/refit/rebuild/repair/fix/cover/fill/rush", 0.75],
  ["have/had/having to ** ** and pay/paid/refund/compensate/cover", 0.75],
  // Money wasted told as a sum: "£60k of stock bought twice last year".
  ["{money} of * wasted/duplicate/duplicated/lost/unused/extra/unnecessary/avoidable/unbilled/written-off/spoiled/spoilt", 0.8],
  // A licence at stake with an outside body: "the inspector could suspend our certificate".
  ["regulator/regulators/inspector/inspectors/inspectorate/council/authority/authorities/insurer/insurers/auditor/auditors/dvsa/dvla/ofsted/cqc/faa/caa * @could/@might/@may/@will/@would/@can * @suspend/@revoke/@pull/@withdraw/@cancel/@remove * @our * ** @licence/@license/@certificate/@registration/@accreditation/@permit/@cover/@insurance", 0.8]
]

export const BUYER_SPEND: ReadonlyArray<Cue> = [
  // A title set off by commas before the verb: "Ms Reyes, our Finance Director, controls the spend".
  [`${TITLES}/officer/controller/treasurer , * ,? controls/approves/holds/owns/signs-off * all/every/any/the? * spend/spending/budget/budgets/purse/purse-strings/funds/purchases`, 0.85],
  // Funds told first, then held: "our unit has its own budget and I hold it".
  ["funds/fund/budget/budgets/grant/money/pot/purse ** and/, i/we * control/hold/own/manage * them/it", 0.85]
]

export const CHAMPION_ACTS: ReadonlyArray<Cue> = [
  // "she offered to set up a call with their owner".
  ["offered/offers/volunteered/volunteers * to * set-up/arrange/book/organise/organize/get * the/a? * meeting/call/demo/session * with", 0.8],
  // "I already showed the demo to our shift leads".
  ["i/we * shown/showed/shared/forwarded/presented/circulated * your/the * demo/proposal/deck/quote/slides/video/recording/pricing ** to", 0.8]
]
