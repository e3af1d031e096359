// SPICED signals in non-native, clipped or conditional English (issue 22, round "packs5"): the article left out
// ("we are hotel with 40 rooms"), the bare "must pay", a law dated before its verb ("from January
// the law says"), and a customer's mood or a double sale as the problem. Spread into spiced.ts and
// pain.ts. Unit-tested on sentences of our own (test/scoring/embedded/packs5*.ts).
// See ../../text/cues.ts for the pattern syntax.
import type { Cue } from "../types.js"

/** The kinds of business a sender says they are, with or without an article. */
const BUSINESSES =
  "hotel/hostel/guesthouse/restaurant/cafe/bakery/shop/store/company/firm/agency/studio/clinic/practice/school/distributor/manufacturer/importer/exporter/wholesaler/retailer/chain/cooperative/charity/startup/factory/garage/salon/gym/office/hospital/pharmacy/farm/brewery/winery/supplier/contractor/consultancy/courier/carrier/transport/logistics/family-business/small-business"

/** "We are hotel with 40 rooms", "we are small distributor of tiles": the buyer described. */
export const SITUATION_LOOSE: ReadonlyArray<Cue> = [
  // The noun within two words of "we are", so "we are interested in a hotel booking tool" stays out.
  [`^ we-are/we're *1 small/big/little/family/local/regional/new/young? ${BUSINESSES}`, 0.75],
  // A chat's count of staff: "we r 25 ppl", "3 FTE in finance", told of the sender's firm, not a
  // table or a booking's ("a table for 6 ppl", rev12).
  ["we/r/are/have/of/with/employ/employs/team/staff/and * {num} ppl/fte/ftes/headcount", 0.75],
  ["^ {num} ppl/fte/ftes/headcount", 0.75]
]

/** A problem told by the customer's mood or a thing sold twice. */
export const PAIN_LOOSE: ReadonlyArray<Cue> = [
  // "Guests are angry", "customers get annoyed": the buyer's customers upset (not "I was annoyed by your email").
  ["customers/customer/clients/client/guests/guest/patients/patient/members/tenants/residents/parents/buyers/shoppers/passengers * is/are/get/gets/got/getting/was/were/become/becomes * angry/annoyed/upset/furious/frustrated/unhappy/cross/fed-up/irritated", 0.8],
  // "The same room is sold two times": a double sale or booking of one thing.
  ["same * room/table/slot/seat/item/product/desk/appointment/van/bed/pitch/court/unit ** sold/booked/let/given/assigned/allocated/rented * twice/two-times/double", 0.8],
  // "We oversell online", "tenants chase us three times": stock sold that isn't there, customers chasing.
  ["oversell/oversells/overselling/oversold/overbook/overbooks/overbooking/overbooked", 0.75],
  // Chasing told as a burden, again and again or for what is late: "members chase us for the new
  // timetable every January" is interest, not a problem (rev12).
  ["customers/clients/tenants/patients/guests/members/parents/residents/users/buyers * chase/chases/chasing/chased * us/me/the-office/our/the-team ** again/twice/times/constantly/repeatedly/daily/weekly/updates/answers/refunds/late/missing/all-the-time/every-day", 0.75]
]

/** A consequence paid for: "we must pay another hotel for him". */
export const IMPACT_LOOSE: ReadonlyArray<Cue> = [
  // What is paid must be a cost over the purchase (another supplier, a penalty): "we need to pay the
  // deposit by Friday", "we have to pay the setup fee" pay the vendor (rev12).
  ["we/i must/have-to/had-to/need-to pay * another/other/extra/penalty/penalties/fines/compensation/overtime/agency", 0.75]
  // "We'd probably lose the council contract" (a loss told as a would) was tried, read whatever the
  // modality, and dropped: it took "we might lose customers if the price goes up" too and cost an
  // impact false positive on a calibration set (packs5 gate 3).
]

/** A rule dated before its verb: "from January the new law says we must send the data online". */
export const EVENT_LOOSE: ReadonlyArray<Cue> = [
  // A dated renewal or expiry inside a condition is still a fact: "if we don't have this sorted
  // before the franchise agreement renews on 1 July, …". Read whatever the modality.
  ["@before/@by @the/@our *1 @contract/@agreement/@licence/@license/@lease/@subscription/@franchise/@franchise-agreement/@certificate/@accreditation ** @renews/@expires/@ends/@lapses/@runs-out ** @{month}/@{num}/@{quarter}/@{year}", 0.8],
  // A bare year may be past ("from 2019 the law says we keep records"): only a new rule dates from it (rev12).
  ["^ from/starting/as-of * {year} * the/a? * new law/laws/rule/rules/regulation/regulations/legislation/directive/mandate ** say/says/require/requires/oblige/obliges/obligate/means/forces/makes", 0.85],
  ["^ from/starting/as-of * {month}/{quarter}/{num} * the/a? * new? law/laws/rule/rules/regulation/regulations/legislation/directive/mandate/regulator ** say/says/require/requires/oblige/obliges/obligate/means/forces/makes", 0.85]
]
