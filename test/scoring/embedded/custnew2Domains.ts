// Four more custom rubrics of our own in domains no earlier set uses (a veterinary practice, a car
// rental desk, a school admissions office, an office-printer leasing firm), written as a customer
// would: one classification with one example a category, an escalation trigger, a required field,
// 3-4 examples a detector. Each message says whether the status must escalate and what each
// detector reads (a category, null for none, or found). Half tell the signal in other words than
// the examples; a third are near misses (a question, someone else's case, a past resolved event, a
// denial). Every text is our own.
import type { Message } from "../../../src/domain/types.js"
import type { NewDomain } from "./custnewDomains.js"
import { cls } from "./fewExampleRubric.js"

const user = (content: string): Message => ({ role: "user", content })
const agent = (content: string): Message => ({ role: "agent", content })
const pres = (name: string, examples: ReadonlyArray<string>, non_examples: ReadonlyArray<string>, required = true) => ({ name, type: "presence", required, examples: [...examples], non_examples: [...non_examples] })

const vet: NewDomain = {
  criteria: {
    custom_detectors: [
      cls("visit_type", [
        ["She's due her yearly booster jabs", "vaccination"],
        ["We'd like to book him in to be neutered", "surgery"],
        ["He's been off his food for two days", "sick_visit"],
        ["Can I get a repeat of her thyroid tablets?", "repeat_prescription"]
      ]),
      pres("pet_species", ["Our cat, Misty", "A two-year-old rabbit", "My Labrador"], ["My pet"]),
      pres("emergency_sign", ["He's having trouble breathing", "She ate rat poison an hour ago", "He was hit by a car"], ["He sneezed once this morning"], false)
    ],
    escalation: { triggers: [{ field: "emergency_sign" }] }
  },
  cases: [
    ["v01", "My collie's gums have gone pale and he collapsed in the garden ten minutes ago. What do I do?", true, { visit_type: "sick_visit", pet_species: true, emergency_sign: true }],
    ["v02", "Hi, the kitten needs her first set of vaccinations, she's nine weeks. Any slot next week?", false, { visit_type: "vaccination", pet_species: true, emergency_sign: false }],
    ["v03", "Our hamster's been sleeping more than usual and isn't touching his seeds.", false, { visit_type: "sick_visit", pet_species: true, emergency_sign: false }],
    ["v04", "Please could I order more of Biscuit's arthritis medicine? Same dose as before. He's a spaniel.", false, { visit_type: "repeat_prescription", pet_species: true, emergency_sign: false }],
    ["v05", "Last spring our dog swallowed a sock and you saved him with surgery. He's fine now, just due his annual check and jabs.", false, { visit_type: "vaccination", pet_species: true, emergency_sign: false }],
    ["v06", "The puppy has just eaten a whole bar of dark chocolate off the table!", true, { visit_type: "sick_visit", pet_species: true, emergency_sign: true }],
    ["v07", "What do you charge for spaying a female cat? Just comparing prices for now.", false, { visit_type: null, emergency_sign: false }],
    ["v08", "Pet: tortoise\nReason for visit: shell check before hibernation\nUrgent: no", false, { pet_species: true, emergency_sign: false }],
    ["v09", "My friend's parrot was attacked by a hawk, she's taking it to the wildlife centre. Mine's fine, I just want his wings clipped.", false, { pet_species: true, emergency_sign: false }],
    ["v10", "Her back leg is bleeding heavily after she cut it on glass and it won't stop.", true, { visit_type: "sick_visit", emergency_sign: true }],
    ["v11", "We'd like Max castrated before he's a year old. He's a boxer.", false, { visit_type: "surgery", pet_species: true, emergency_sign: false }],
    ["v12", "He isn't struggling to breathe or anything, just a bit of a dry cough at night. Our greyhound.", false, { visit_type: "sick_visit", pet_species: true, emergency_sign: false }],
    ["v13", [agent("Hello, how can we help?"), user("my cat keeps going to the litter tray but nothing comes out and he's crying"), agent("How long has this been happening?"), user("since this morning, he's straining")], true, { visit_type: "sick_visit", pet_species: true, emergency_sign: true }],
    ["v14", "Could you book Pepper in to have a lump removed from her side? The vet said it's benign but should come off.", false, { visit_type: "surgery", emergency_sign: false }],
    ["v15", "Just confirming you got the payment for last month's visit. Thanks.", false, { visit_type: null, pet_species: false, emergency_sign: false }]
  ]
}

const rental: NewDomain = {
  criteria: {
    custom_detectors: [
      cls("request", [
        ["I'd like to book a car for next weekend", "new_booking"],
        ["Can I keep the car two more days?", "extension"],
        ["I need to cancel my reservation", "cancellation"],
        ["You charged me twice for the same rental", "billing_dispute"]
      ]),
      pres("reservation_number", ["Booking ref RX-48213", "My reservation number is 7731902", "Confirmation code KT9QZ"], ["I booked online"]),
      pres("vehicle_incident", ["I've had an accident on the motorway", "The car's broken down and won't start", "Someone smashed the window overnight"], ["The car is lovely"], false)
    ],
    escalation: { triggers: [{ field: "vehicle_incident" }] }
  },
  cases: [
    ["k01", "The engine warning light came on and now the car just cuts out at junctions. I'm stuck in a lay-by. Ref RX-55120.", true, { request: null, reservation_number: true, vehicle_incident: true }],
    ["k02", "Could I hang on to the hatchback until Thursday instead of Tuesday? Booking KT7PL.", false, { request: "extension", reservation_number: true, vehicle_incident: false }],
    ["k03", "Our flight's been cancelled, so we won't need the people carrier after all. Please call it off. Reservation 5520981.", false, { request: "cancellation", reservation_number: true, vehicle_incident: false }],
    ["k04", "Your invoice has a £90 cleaning fee, but the car was spotless when I handed it back.", false, { request: "billing_dispute", vehicle_incident: false }],
    ["k05", "Looking for an estate car from the airport, 12th to 19th of June, two child seats please.", false, { request: "new_booking", reservation_number: false, vehicle_incident: false }],
    ["k06", "A lorry clipped my wing mirror on the ring road and it's hanging off. Nobody's hurt.", true, { vehicle_incident: true }],
    ["k07", "Last time I rented from you the tyre went flat, but your team sorted it in an hour. Want the same model again for May.", false, { request: "new_booking", vehicle_incident: false }],
    ["k08", "Does your insurance cover breakdowns abroad? Thinking of driving to France.", false, { request: null, reservation_number: false, vehicle_incident: false }],
    ["k09", "Name: J. Mensah\nBooking reference: AB-90321\nRequest: return the van a day late\nDamage to report: none", false, { request: "extension", reservation_number: true, vehicle_incident: false }],
    ["k10", "I was billed for fuel even though I filled it to the brim before drop-off. Reference 6619034.", false, { request: "billing_dispute", reservation_number: true, vehicle_incident: false }],
    ["k11", "Somebody reversed into the rental in the supermarket car park and drove off, the bumper's cracked.", true, { vehicle_incident: true }],
    ["k12", [agent("Hi, what can I do for you?"), user("my plans changed, I don't need the car on the 3rd any more"), agent("No problem. Could you give me the booking reference?"), user("yes it's QP-20417")], false, { request: "cancellation", reservation_number: true, vehicle_incident: false }],
    ["k13", "No scratches, no dents, nothing wrong with the car at all. I just want a copy of my receipt.", false, { vehicle_incident: false }],
    ["k14", "My brother had a crash in one of your vans last year. Is that going to affect me booking one?", false, { vehicle_incident: false }],
    ["k15", "The battery's completely dead this morning and it won't turn over. I'm at the hotel car park.", true, { vehicle_incident: true }]
  ]
}

const admissions: NewDomain = {
  criteria: {
    custom_detectors: [
      cls("enquiry_type", [
        ["We'd like to apply for a place in Year 7", "new_application"],
        ["Could we come and look round the school?", "visit_request"],
        ["Is there any financial help with fees?", "bursary"],
        ["We want to appeal the decision not to offer a place", "appeal"],
        ["Our son will need to move schools mid-year", "in_year_transfer"]
      ]),
      pres("child_age", ["She's 10", "He'll be eleven in September", "Currently in Year 5"], ["Our child"]),
      pres("safeguarding_concern", ["He's being bullied and says he doesn't feel safe", "She told us an adult at her old school hurt her", "He's been self-harming"], ["He's a bit shy"], false)
    ],
    escalation: { triggers: [{ field: "safeguarding_concern" }] }
  },
  cases: [
    ["a01", "Our daughter is 11 and has been getting threatening messages from older pupils every night. She's scared to go in. We want her out of that school as soon as possible.", true, { enquiry_type: "in_year_transfer", child_age: true, safeguarding_concern: true }],
    ["a02", "Would there be an open morning we could attend this term? Our twins start secondary next year.", false, { enquiry_type: "visit_request", child_age: true, safeguarding_concern: false }],
    ["a03", "We can't afford the full fees on one salary. Do you offer any reduced rates or scholarships?", false, { enquiry_type: "bursary", child_age: false, safeguarding_concern: false }],
    ["a04", "We received a letter refusing our son a place and we'd like the decision reviewed. He's in Year 6 now.", false, { enquiry_type: "appeal", child_age: true, safeguarding_concern: false }],
    ["a05", "Please send an application form for reception entry. Our little one turns four in March.", false, { enquiry_type: "new_application", child_age: true, safeguarding_concern: false }],
    ["a06", "He was bullied badly at primary, but that was sorted years ago and he's very happy now. We'd like to apply for sixth form.", false, { enquiry_type: "new_application", safeguarding_concern: false }],
    ["a07", "My neighbour's boy says he's picked on at your school. I'm not a parent there, I just thought someone should know.", false, { enquiry_type: null, child_age: false, safeguarding_concern: false }],
    ["a08", "Child's name: Amira\nDate of birth: 04/02/2015\nApplying for: Year 5\nAny concerns: none", false, { enquiry_type: "new_application", child_age: true, safeguarding_concern: false }],
    ["a09", "We're relocating for work in January and need a place for our 8-year-old partway through the year.", false, { enquiry_type: "in_year_transfer", child_age: true, safeguarding_concern: false }],
    ["a10", "Our son has started cutting his arms and won't talk to us about it. He's in Year 9. We think a fresh start at a new school might help.", true, { enquiry_type: "in_year_transfer", child_age: true, safeguarding_concern: true }],
    ["a11", "Is the school tour on Friday still happening? I'd like to bring my wife.", false, { enquiry_type: "visit_request", child_age: false, safeguarding_concern: false }],
    ["a12", "She isn't unhappy or unsafe where she is, we just want a school with more music. She's nine.", false, { child_age: true, safeguarding_concern: false }],
    ["a13", [agent("Admissions office, how can I help?"), user("we were turned down for september and we want to challenge it"), agent("Of course. How old is your child?"), user("she's ten, in year 6")], false, { enquiry_type: "appeal", child_age: true, safeguarding_concern: false }],
    ["a14", "Do you know when the results of the bursary round come out?", false, { child_age: false, safeguarding_concern: false }],
    ["a15", "Thank you for showing us round yesterday, the library was wonderful.", false, { enquiry_type: null, child_age: false, safeguarding_concern: false }]
  ]
}

const leasing: NewDomain = {
  criteria: {
    custom_detectors: [
      cls("ticket", [
        ["The printer keeps jamming on every page", "fault_repair"],
        ["We're nearly out of black toner", "supplies_order"],
        ["Can we upgrade to a faster colour model?", "contract_change"],
        ["Please send someone to collect the machine, our lease ends this month", "end_of_lease"]
      ]),
      pres("machine_serial", ["Serial number XR7-40921", "The machine ID on the sticker is 55-2031", "S/N: KM44019"], ["The big printer"]),
      pres("business_stoppage", ["Nobody in the office can print at all", "We can't send invoices out until it's fixed", "The whole floor is down"], ["It's a bit slow"], false)
    ],
    escalation: { triggers: [{ field: "business_stoppage" }] }
  },
  cases: [
    ["l01", "Our only copier has shown error E-501 since 8am and every print job just sits in the queue. Payroll has to go out today. Serial KM52277.", true, { ticket: "fault_repair", machine_serial: true, business_stoppage: true }],
    ["l02", "Could you send two magenta and one cyan cartridge for the second-floor machine?", false, { ticket: "supplies_order", machine_serial: false, business_stoppage: false }],
    ["l03", "We're taking on ten more staff and the current machine won't keep up. What would a bigger model cost on our contract?", false, { ticket: "contract_change", business_stoppage: false }],
    ["l04", "Our agreement runs out on the 30th and we've decided not to renew. When can you take the copier away?", false, { ticket: "end_of_lease", business_stoppage: false }],
    ["l05", "The scanner makes a grinding noise now and then, but it still works fine. Machine ID 61-8840.", false, { ticket: "fault_repair", machine_serial: true, business_stoppage: false }],
    ["l06", "Last month the whole office was without printing for a day, your engineer was brilliant. This time it's just a toner order.", false, { ticket: "supplies_order", business_stoppage: false }],
    ["l07", "The reception printer is printing streaks down every page and the staples have run out too.", false, { business_stoppage: false }],
    ["l08", "Company: Hallam Dental\nMachine serial: DX-11820\nIssue: paper tray broken, can't print patient letters at all\nUrgency: high", true, { ticket: "fault_repair", machine_serial: true, business_stoppage: true }],
    ["l09", "Do your contracts include a loan machine if ours breaks?", false, { machine_serial: false, business_stoppage: false }],
    ["l10", "The network printer has vanished from every PC and we've got court bundles to print for 2pm. Total standstill here.", true, { ticket: "fault_repair", business_stoppage: true }],
    ["l11", [agent("Service desk, what's the problem?"), user("paper keeps crumpling inside the machine"), agent("Is anyone able to print?"), user("yes the other one upstairs is fine, it's just annoying")], false, { ticket: "fault_repair", business_stoppage: false }],
    ["l12", "Our sister company's printers are all down today, I said I'd pass on your number. Ours are fine.", false, { ticket: null, business_stoppage: false }],
    ["l13", "We'd like to switch from the mono machine to a colour one for the marketing team.", false, { ticket: "contract_change", business_stoppage: false }],
    ["l14", "We're moving out of this building at the end of the lease period, so please arrange to pick up the equipment.", false, { ticket: "end_of_lease", business_stoppage: false }],
    ["l15", "Thanks, the new drum unit arrived this morning.", false, { ticket: null, machine_serial: false, business_stoppage: false }]
  ]
}

export const DOMAINS2: ReadonlyArray<NewDomain> = [vet, rental, admissions, leasing]
