import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { agent, type Case, runCases, user } from "./presenceCases.js"

// Custom presence detectors built from 3–5 examples, in made-up domains of our own (a garage, a
// lettings agent, a school office, a wholesaler's returns desk), read on messages written the way
// customers write: emails with signatures, forms, call notes, chats. Each message is labelled as a
// careful person would: found, absent (a near miss: a topic word, another kind of number or date,
// somebody else's, hypothetical, settled) or negated (an explicit denial).

const garage = compileEmbedded(
  compileManifest({
    template: "custom",
    custom_detectors: [
      {
        name: "warning_light",
        type: "presence",
        required: false,
        examples: ["The engine light came on this morning", "Brake warning symbol keeps flashing on the dash", "Oil pressure light is lit up"],
        non_examples: ["No lights on the dashboard", "The tyre light came on last winter but the garage reset it"]
      },
      {
        name: "drop_off_time",
        type: "presence",
        examples: ["I can bring it in Thursday morning", "Drop off before 8 works for me", "Any time after lunch on Friday"],
        non_examples: ["I'll need to check my rota"]
      },
      { name: "customer_account", type: "presence", examples: ["Account no. 5581203", "Customer ref 77340192", "Fleet account: 40021877"], non_examples: ["I've been coming to you for years"] }
    ]
  })
)

const lettings = compileEmbedded(
  compileManifest({
    template: "custom",
    custom_detectors: [
      {
        name: "move_in_date",
        type: "presence",
        examples: ["We'd like to move in on 1 June", "Ready to move from the 15th", "Our current lease ends 30 April so any time after that"],
        non_examples: ["Not sure when we'll be ready"]
      },
      {
        name: "prior_eviction",
        type: "presence",
        required: false,
        examples: ["We were evicted from our last flat", "A court order made us leave our previous place", "My old landlord took us to court over unpaid rent"],
        non_examples: ["We've never had any issues with landlords", "My brother got evicted once"]
      },
      {
        name: "guarantor",
        type: "presence",
        examples: ["My dad will act as guarantor", "We have a guarantor who owns his home", "My employer can guarantee the rent"],
        non_examples: ["What does a guarantor have to do?"]
      }
    ]
  })
)

const school = compileEmbedded(
  compileManifest({
    template: "custom",
    custom_detectors: [
      { name: "student_id", type: "presence", examples: ["Pupil number 20418833", "Previous school ID: ST-44821", "Student no. 7712094"], non_examples: ["She was at St Mary's before"] },
      {
        name: "medical_need",
        type: "presence",
        required: false,
        examples: ["She has severe asthma and carries an inhaler", "He needs an EpiPen for a peanut allergy", "Type 1 diabetic, checks his sugar at lunch"],
        non_examples: ["No medical conditions", "His cousin has epilepsy"]
      },
      {
        name: "start_term",
        type: "presence",
        examples: ["She'd start in the September term", "Hoping for a place from after Easter", "Could he begin next January?"],
        non_examples: ["We haven't decided when"]
      }
    ]
  })
)

const returnsDesk = compileEmbedded(
  compileManifest({
    template: "custom",
    custom_detectors: [
      { name: "order_number", type: "presence", examples: ["Order 4471-22819", "PO number 88213", "Our purchase order is PO-55120"], non_examples: ["We order from you every month"] },
      {
        name: "damage_report",
        type: "presence",
        required: false,
        examples: ["Three of the pallets arrived crushed", "The glass panels were cracked in the box", "Half the cartons were soaked through"],
        non_examples: ["Everything arrived in one piece", "The courier was late"]
      },
      {
        name: "compliance_document",
        type: "presence",
        required: false,
        examples: ["We need a certificate of conformity for each batch", "Customs wants the commercial invoice", "Please include the safety data sheet"],
        non_examples: ["We don't need any paperwork"]
      }
    ]
  })
)

const venue = compileEmbedded(
  compileManifest({
    template: "custom",
    custom_detectors: [
      {
        name: "accessibility_need",
        type: "presence",
        required: false,
        examples: ["Two of our guests use wheelchairs, so we need step-free access", "We'll need a hearing loop in the main room", "Is there a lift to the first floor? One speaker can't manage stairs"],
        non_examples: ["No special access needs"]
      },
      { name: "guest_count", type: "presence", examples: ["About 120 guests", "We're expecting 80 people", "Numbers will be around 60"], non_examples: ["Not sure how many yet"] },
      { name: "event_date", type: "presence", examples: ["Saturday 14 June", "We're looking at the first weekend of May", "Any Friday in October"], non_examples: ["We haven't picked a date"] }
    ]
  })
)

const garageCases: ReadonlyArray<Case> = [
  ["Hi there,\n\nThe car's due its annual service. No warning lights or anything, it's running well. Could I drop it in Tuesday before 9?\n\nThanks,\nMark\nMob: 07700 900 123", { warning_light: "negated", drop_off_time: "found", customer_account: "absent" }],
  ["Name: Priya\nVehicle: 2017 hatchback\nWarning lights on dash: none\nPreferred drop-off: Wednesday 8am\nAccount number: 5561029", { warning_light: "negated", drop_off_time: "found", customer_account: "found" }],
  ["Caller says the battery light flickered once last month, the garage down the road checked the alternator and it's fine now. Wants an MOT. Can bring the car Friday afternoon.", { drop_off_time: "found" }],
  ["The orange engine symbol lit up on the motorway yesterday and the car went into limp mode.", { warning_light: "found" }],
  ["My wife's car had the ABS light on last week, but mine just needs new tyres. I'll ring back once I know my shifts.", { warning_light: "absent", drop_off_time: "absent" }],
  [[agent("Any lights showing on the dashboard?"), user("Nope, nothing at all."), agent("And when could you bring it in?"), user("Monday first thing.")], { warning_light: "negated", drop_off_time: "found" }],
  ["I paid £340 last time for the clutch, call me on 0161 496 0732 when there's a slot.", { customer_account: "absent" }],
  ["If the brake light comes on again I'll bring it straight in.", { warning_light: "absent" }],
  ["Reg: KX19 PLM\nMileage: 48,000\nIssue: squeaky brakes, no warning lights on", { warning_light: "negated", customer_account: "absent" }],
  ["Dashboard: all clear", { warning_light: "absent" }],
  ["The light on the dash went off once I topped up the oil, all good now, just want the service.", { warning_light: "absent" }]
]

const lettingsCases: ReadonlyArray<Case> = [
  ["Dear lettings team,\n\nWe're interested in the two-bed near the park. We've rented for eight years and never had a problem with any landlord; references attached. Our current lease runs until the end of May, so we could move in from 1 June.\n\nKind regards,\nAnna and Tom", { prior_eviction: "absent", move_in_date: "found" }],
  ["Full name: Sam Reid\nDesired move-in: 14/07\nPrevious evictions: No\nGuarantor: my mother, a homeowner", { prior_eviction: "negated", move_in_date: "found", guarantor: "found" }],
  ["Any court judgments or evictions?: None\nGuarantor: none", { prior_eviction: "negated", guarantor: "negated" }],
  ["My sister was evicted last year, so I'm helping her look; I'm the one applying though and I've always paid on time.", { prior_eviction: "absent" }],
  ["We had to leave our last place after the landlord went to court over arrears.", { prior_eviction: "found" }],
  ["I was born on 03/11/1990 and started my current job on 4 January 2021.", { move_in_date: "absent" }],
  ["My employer has agreed to stand behind the rent if it's ever needed.", { guarantor: "found" }],
  [[agent("Do you have someone who could be a guarantor?"), user("Not at the moment, no.")], { guarantor: "negated" }],
  ["Guarantor: not needed, my salary covers it", { guarantor: "negated" }]
]

const schoolCases: ReadonlyArray<Case> = [
  ["Child's name: Ella\nDate of birth: 12/05/2016\nParent phone: 07700 900 456\nAny medical conditions: None\nPreferred start: September", { student_id: "absent", medical_need: "negated", start_term: "found" }],
  ["Hi,\nMy son Leo is moving from another primary; his pupil number there was 20558741. He's asthmatic and uses a blue inhaler before PE. We'd hope he could start after the half-term break.\nThanks, Jo", { student_id: "found", start_term: "found" }],
  ["He had grommets fitted as a toddler but his hearing has been completely fine since.", { medical_need: "absent" }],
  ["No allergies or medical needs that we know of.", { medical_need: "negated" }],
  ["My daughter's best friend has epilepsy and they'd like to be in the same class.", { medical_need: "absent" }],
  ["We moved house on 2 March and the removal firm charged 450 for the van.", { start_term: "absent", student_id: "absent" }],
  ["We're not sure yet which term he'd join, it depends on the house sale.", { start_term: "absent" }],
  ["She had chickenpox last month but she's fully recovered now.", { medical_need: "absent" }],
  ["Reason for move: dad's new job in the area\nStart: 6 January", { start_term: "found" }],
  ["Does the school have a nurse on site in case of allergies?", { medical_need: "absent" }]
]

const returnsCases: ReadonlyArray<Case> = [
  ["Hello,\n\nWe're returning part of order 58213-B because three of the boxes came with the corners smashed in and the units inside are dented.\n\nRegards,\nKaren Holt\nPurchasing\nTel +44 20 7946 0991", { order_number: "found", damage_report: "found", compliance_document: "absent" }],
  ["Everything arrived intact, we just ordered too many. Can we send 20 units back?", { damage_report: "absent", order_number: "absent" }],
  ["The pallet was wrapped badly, but on checking, all the items are undamaged.", { damage_report: "absent" }],
  ["Company: Harbour Tools\nPO / order reference: PO-77120\nCondition of goods: unopened, in original packaging\nReason for return: wrong size ordered", { order_number: "found", damage_report: "absent" }],
  ["Our phone is 0800 555 0199 and we ordered on 14/10/2025, sorry I don't have the order number to hand.", { order_number: "negated" }],
  ["Our auditors insist every return comes with a signed material safety sheet.", { compliance_document: "found" }],
  ["Safety is really important to us as a business.", { compliance_document: "absent" }],
  ["Our customs broker mentioned paperwork in passing, but for a domestic return there's nothing extra we need.", { compliance_document: "absent" }],
  ["The boxes look fine from the outside and nothing inside is damaged.", { damage_report: "absent" }],
  [[agent("Was anything damaged in transit?"), user("No, it all came in perfect condition, we just ordered the wrong colour.")], { damage_report: "negated" }],
  ["Order number: N/A, it was a phone order", { order_number: "negated" }],
  ["Please include the certificate with the replacement, our quality team won't accept goods without it.", { compliance_document: "found" }],
  ["I was worried the glass might have cracked in transit, but every panel is perfect.", { damage_report: "absent" }],
]

const venueCases: ReadonlyArray<Case> = [
  ["Hi,\nWe're planning our staff summer party for around 90 people on Friday 11 July. Nobody in our group has any mobility issues, so any room is fine.\n\nBest,\nLeila\nEvents coordinator | 020 7946 0321", { accessibility_need: "absent", guest_count: "found", event_date: "found" }],
  ["Accessibility is something we care about as a company, could you send your accessibility statement for our records?", { accessibility_need: "absent" }],
  [[agent("Will any of your guests need step-free access?"), user("not that I know of")], { accessibility_need: "absent" }],
  ["hello, we are company of 45 persons, want make dinner event in your place maybe 5 december. my colleague use wheelchair so the room must be without stairs please", { accessibility_need: "found", guest_count: "found" }],
  ["We hosted our launch at your venue on 3 March 2023 and loved it.", { event_date: "absent" }],
  ["Event type: retirement dinner\nGuests: 64\nDate: TBC\nAccess needs: none", { accessibility_need: "negated", guest_count: "found" }],
  ["Thanks, Friday works.\n\nOn Tue, 4 Mar, Venue Team wrote:\n> Do any guests need wheelchair access?\n> We can host 150 people.", { accessibility_need: "absent", guest_count: "absent", event_date: "found" }]
]

runCases("a garage booking", garage, garageCases)
runCases("a tenancy application", lettings, lettingsCases)
runCases("a school enrolment", school, schoolCases)
runCases("a wholesaler's returns desk", returnsDesk, returnsCases)
runCases("a venue hire enquiry", venue, venueCases)
