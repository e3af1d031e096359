// Four custom rubrics of our own in domains no earlier set uses (a heating engineer's call-out
// line, a schools IT helpdesk, a wedding photographer, a self-storage site), written as a customer
// would: one classification with one example a category, an escalation trigger, a required field,
// 3 examples a detector. Each message says whether the status must escalate and what each detector
// reads (a category, null for none, or found). Chat, email with signature, form and ticket styles;
// about a third are near misses, several of them a denial of the trigger followed by what the
// customer has instead ("no X at all, just Y"). Every text is our own.
import type { Message } from "../../../src/domain/types.js"
import type { NewDomain } from "./custnewDomains.js"
import { cls } from "./fewExampleRubric.js"

const user = (content: string): Message => ({ role: "user", content })
const agent = (content: string): Message => ({ role: "agent", content })
const pres = (name: string, examples: ReadonlyArray<string>, non_examples: ReadonlyArray<string>, required = true) => ({ name, type: "presence", required, examples: [...examples], non_examples: [...non_examples] })

const heating: NewDomain = {
  criteria: {
    custom_detectors: [
      cls("job", [
        ["The boiler won't fire up and we've no hot water", "breakdown"],
        ["It's due its annual service", "service"],
        ["We'd like a quote for a new combi boiler", "installation"],
        ["I need a gas safety certificate for my tenants", "landlord_check"]
      ]),
      pres("postcode", ["Postcode LS6 2QT", "We're at BD7 1AX", "Address: 14 Mill Lane, HX1 4RS"], ["Near the park"]),
      pres("danger_sign", ["I can smell gas in the kitchen", "Water is pouring out of the boiler", "The carbon monoxide alarm is going off"], ["The radiator is a bit cold"], false)
    ],
    escalation: { triggers: [{ field: "danger_sign" }] }
  },
  cases: [
    ["h01", "There's a strong smell like rotten eggs by the cooker and it's getting worse. We're at LS9 8PD.", true, { postcode: true, danger_sign: true }],
    ["h02", "No smell of gas or anything, just the boiler making a clicking noise when the heating comes on. LS6 3RB.", false, { job: "breakdown", postcode: true, danger_sign: false }],
    ["h03", "Hi there,\n\nOur boiler is overdue its yearly check. Could someone come out in March?\n\nThanks,\nRuth Okafor\n22 Grange Road, HX3 9LE", false, { job: "service", postcode: true, danger_sign: false }],
    ["h04", "Water's dripping through the kitchen ceiling right under where the boiler is and it's running down the light fitting.", true, { danger_sign: true }],
    ["h05", "Name: D. Patel\nPostcode: BD4 7NN\nJob: CP12 for the flat I rent out\nAny smell of gas: no", false, { job: "landlord_check", postcode: true, danger_sign: false }],
    ["h06", "The CO alarm isn't beeping and there's no leak, it's just that the pressure keeps dropping to zero.", false, { job: "breakdown", danger_sign: false }],
    ["h07", "What would you charge to swap our old back boiler for a modern combi? Not urgent.", false, { job: "installation", danger_sign: false }],
    ["h08", "Last winter we had a gas leak and you were brilliant. Everything's fine now, just booking the yearly service. HX2 0JD.", false, { job: "service", postcode: true, danger_sign: false }],
    ["h09", [agent("Heating line, what's the problem?"), user("no heating and no hot water since last night"), agent("Any smell of gas?"), user("no nothing like that, the display just shows F28")], false, { job: "breakdown", danger_sign: false }],
    ["h10", "My neighbour says she can smell gas in her hallway, is that something you'd come out for? Ours is fine.", false, { danger_sign: false }],
    ["h11", "The alarm by the boiler is going mad and my daughter's got a headache and feels sick.", true, { danger_sign: true }],
    ["h12", "Do your engineers carry CO detectors?", false, { job: null, postcode: false, danger_sign: false }],
    ["h13", "Thanks for fixing the boiler yesterday, it's been perfect.", false, { job: null, postcode: false, danger_sign: false }]
  ]
}

const schoolsIt: NewDomain = {
  criteria: {
    custom_detectors: [
      cls("request", [
        ["A laptop in class 4 won't switch on", "hardware_fault"],
        ["A teacher has forgotten her password", "account_access"],
        ["Could you install the new maths software on the suite PCs?", "software_install"],
        ["We need twenty more tablets for next term", "equipment_order"]
      ]),
      pres("school_name", ["St Mary's Primary", "Oakfield Academy", "School: Riverside Infants"], ["Our school"]),
      pres("safeguarding_breach", ["A pupil got past the web filter to an adult site", "Someone is sending threatening messages on the school email", "Student data was emailed to the wrong parent"], ["The wifi is slow"], false)
    ],
    escalation: { triggers: [{ field: "safeguarding_breach" }] }
  },
  cases: [
    ["s01", "Hello, two year 6 boys found a way round the filter and were looking at gambling and porn sites in the library. Oakfield Academy.", true, { school_name: true, safeguarding_breach: true }],
    ["s02", "Nobody's got past the filter and no data has gone anywhere, it's just that the filter blocks the BBC Bitesize videos. Riverside Infants.", false, { school_name: true, safeguarding_breach: false }],
    ["s03", "Mrs Hale is locked out of her account after too many tries. Can you reset it? St Anne's C of E Primary.", false, { request: "account_access", school_name: true, safeguarding_breach: false }],
    ["s04", "School: Hillcrest Juniors\nCategory: software\nDetails: please put Scratch on the ICT suite machines before Monday\nPriority: normal", false, { request: "software_install", school_name: true, safeguarding_breach: false }],
    ["s05", "Our office accidentally sent the whole class list with home addresses to a parent who isn't on it. What do we do?", true, { safeguarding_breach: true }],
    ["s06", "The projector in the hall keeps cutting out during assemblies. Westbrook Primary.", false, { request: "hardware_fault", school_name: true, safeguarding_breach: false }],
    ["s07", "Could we order 15 headsets for the phonics group?\n\nMany thanks,\nJ. Adeyemi\nBusiness Manager, Elm Park School", false, { request: "equipment_order", school_name: true, safeguarding_breach: false }],
    ["s08", "Last year a child got onto an unsuitable site and you sorted the filter quickly. No problems since, just need a new keyboard for reception.", false, { safeguarding_breach: false }],
    ["s09", [agent("Schools IT desk, how can I help?"), user("a pupil has been getting nasty messages from another child on the class chat"), agent("Which school is this?"), user("Greenhill Primary")], true, { school_name: true, safeguarding_breach: true }],
    ["s10", "Does the filter you supply block social media by default?", false, { request: null, safeguarding_breach: false }],
    ["s11", "Could you tell me if our booking for the laptop trolley is confirmed for Thursday?", false, { safeguarding_breach: false }],
    ["s12", "No one has seen anything they shouldn't, the screens are just freezing every ten minutes in the IT room.", false, { request: "hardware_fault", safeguarding_breach: false }]
  ]
}

const photographer: NewDomain = {
  criteria: {
    custom_detectors: [
      cls("enquiry", [
        ["Are you free on 14 June next year for our wedding?", "availability"],
        ["What do your packages cost?", "pricing"],
        ["When will our gallery be ready?", "delivery"],
        ["We'd like to change the start time on the day", "booking_change"]
      ]),
      pres("wedding_date", ["We're getting married on 3 August", "The date is Saturday 12th October", "Wedding: 21/05/2027"], ["Next summer sometime"]),
      pres("complaint", ["We're really unhappy with the photos", "Half our guests are missing from the gallery", "The pictures are blurry and dark"], ["Could we have a few more black and white ones?"], false)
    ],
    escalation: { triggers: [{ field: "complaint" }] }
  },
  cases: [
    ["p01", "We got the gallery last night and honestly we're gutted. There are almost no pictures of my dad, and the first dance ones are all out of focus.", true, { enquiry: "delivery", complaint: true }],
    ["p02", "We're not unhappy with anything, just wondering whether the album has been sent to print yet.", false, { enquiry: "delivery", complaint: false }],
    ["p03", "Hi! Do you have the 9th of May 2026 free? It's a small registry office do in the morning.", false, { enquiry: "availability", wedding_date: true, complaint: false }],
    ["p04", "Could you send over your price list for full-day coverage?\n\nBest,\nLaura & Tom", false, { enquiry: "pricing", wedding_date: false, complaint: false }],
    ["p05", "Names: Priya and Sam\nDate of wedding: 30/08/2026\nVenue: Hollins Hall\nQuestion: can we push the ceremony back to 2pm?", false, { enquiry: "booking_change", wedding_date: true, complaint: false }],
    ["p06", "My sister's photographer lost half her pictures, so I'm a bit nervous. Do you keep backups? We marry on 17 October.", false, { wedding_date: true, complaint: false }],
    ["p07", "The photos we paid £1,800 for look like they were taken on a phone. This isn't what we were promised and we want to talk about a refund.", true, { complaint: true }],
    ["p08", "The ceremony is now at 1:30 instead of 12, because the registrar moved us. Same date, 6 June.", false, { enquiry: "booking_change", wedding_date: true, complaint: false }],
    ["p09", [agent("Hi! How can I help?"), user("it's been 14 weeks and we still haven't got our pictures, you said 8"), agent("I'm so sorry. What was the date of the wedding?"), user("2nd of march")], true, { enquiry: "delivery", wedding_date: true, complaint: true }],
    ["p10", "Thank you so much, the photos are stunning and we've cried over them twice already!", false, { enquiry: null, complaint: false }],
    ["p11", "No complaints at all about the pictures, they're lovely. Just a question: can we get a USB copy as well?", false, { complaint: false }],
    ["p12", "How far in advance do couples usually book you?", false, { wedding_date: false, complaint: false }]
  ]
}

const storage: NewDomain = {
  criteria: {
    custom_detectors: [
      cls("request", [
        ["I'd like to rent a 50 sq ft unit from next week", "new_rental"],
        ["Can I move to a bigger unit?", "unit_change"],
        ["I'm giving notice, I'll be emptying the unit this month", "move_out"],
        ["My card payment for this month failed", "payment"]
      ]),
      pres("unit_number", ["Unit B14", "I rent locker 208", "Unit number: C-031"], ["My storage room"]),
      pres("unit_damage_or_break_in", ["Someone has broken into my unit", "The roof is leaking onto my boxes", "My padlock has been cut off"], ["The corridor lights are dim"], false)
    ],
    escalation: { triggers: [{ field: "unit_damage_or_break_in" }] }
  },
  cases: [
    ["t01", "I went to unit D09 this morning and the lock was lying on the floor and half my tools are gone.", true, { unit_number: true, unit_damage_or_break_in: true }],
    ["t02", "Nothing's been taken and the lock is fine, just the door of unit A22 sticks and is hard to roll up.", false, { unit_number: true, unit_damage_or_break_in: false }],
    ["t03", "There's a brown tide mark up the walls of my unit and the cardboard boxes at the back are soggy. Unit F3.", true, { unit_number: true, unit_damage_or_break_in: true }],
    ["t04", "Could I upgrade from my 25 square foot locker to something twice the size? Locker 115.", false, { request: "unit_change", unit_number: true, unit_damage_or_break_in: false }],
    ["t05", "Name: Grace Liu\nUnit: E-402\nReason for contact: leaving at the end of April, please close the account\nDamage: none", false, { request: "move_out", unit_number: true, unit_damage_or_break_in: false }],
    ["t06", "My bank changed my card number so this month's direct debit bounced. Unit B7. How do I update it?", false, { request: "payment", unit_number: true, unit_damage_or_break_in: false }],
    ["t07", "Hi, do you have anything around 100 sq ft free from 1st May? Moving house and need somewhere for the furniture.", false, { request: "new_rental", unit_number: false, unit_damage_or_break_in: false }],
    ["t08", "A friend's unit at another storage firm was broken into, so I'm checking: do you have CCTV on every corridor?", false, { unit_damage_or_break_in: false }],
    ["t09", [agent("Hello, storage desk here."), user("the fire door next to my unit was wedged open and my padlock's been sawn through"), agent("Which unit is it?"), user("G12")], true, { unit_number: true, unit_damage_or_break_in: true }],
    ["t10", "Nobody has broken in or anything, it's just that my code for the gate stopped working. Unit H5.", false, { unit_number: true, unit_damage_or_break_in: false }],
    ["t11", "Last year my unit flooded and you moved everything for me. All good since. Just paying the annual bill early this time.", false, { request: "payment", unit_damage_or_break_in: false }],
    ["t12", "Thanks for the quick key handover on Saturday.", false, { request: null, unit_number: false, unit_damage_or_break_in: false }],
    ["t13", "Unit: A9\nRequest: I'll be moving out on the 30th, please close my account", false, { request: "move_out", unit_number: true, unit_damage_or_break_in: false }]
  ]
}

export const DOMAINS3: ReadonlyArray<NewDomain> = [heating, schoolsIt, photographer, storage]
