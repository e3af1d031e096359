// The other three custfp rubrics: a wedding venue, a boiler insurer's home-cover line and a
// student-housing office (custfpDomains.ts tells how a case reads). Every text is our own.
import { agent, type FpDomain, field, trigger, user } from "./custfpDomains.js"

const venue: FpDomain = {
  name: "a wedding venue",
  criteria: {
    custom_detectors: [
      field("wedding_date", ["We're looking at Saturday 14 June 2027", "Date: 22/08/2026", "Hoping for a Friday in late September next year"]),
      field("guest_count", ["About 120 guests for the day and 150 in the evening", "Numbers: 80", "We're expecting roughly 60 people"]),
      field("package", ["We'd like the all-inclusive package with the barn", "Interested in ceremony and reception in the orangery", "Just the evening reception please"]),
      trigger("booking_crisis", "A booked wedding at risk now: the venue double-booked, flooded or closed, a supplier collapsed, or a complaint demanding a refund", [
        "You've double-booked our wedding date with another couple",
        "We've just heard the marquee supplier has gone bust three weeks before our wedding",
        "The ceremony room flooded and our wedding is on Saturday",
        "We want a full refund after what happened at our reception"
      ], ["Can we move our tasting to a different day?"])
    ],
    escalation: { triggers: [{ field: "booking_crisis" }] }
  },
  cases: [
    ["w01", "We've just had an email from your events team congratulating ANOTHER couple on their wedding in the barn on 5 September, which is our date and we paid the deposit!", "ESCALATE", { booking_crisis: true }],
    ["w02", "Hi! We're hoping to get married on Saturday 11 September 2027, around 90 guests, and we love the orangery for the ceremony and the meal.", "QUALIFIED", { wedding_date: true, guest_count: true, package: true, booking_crisis: false }],
    ["w03", "Our families are a disaster waiting to happen at the best of times haha. Looking at the first Saturday of July 2027, numbers around 140, the full barn package.", "QUALIFIED", { wedding_date: true, guest_count: true, package: true, booking_crisis: false }],
    ["w04", "When the river flooded the lawn last year you moved my sister's wedding indoors and it was perfect. We'd like a viewing for our own, maybe 100 guests, date still open.", "PARTIAL", { wedding_date: false, guest_count: true, package: false, booking_crisis: false }],
    ["w05", "A friend's venue went into administration weeks before her big day, so before we sign: what protection do you offer? We're thinking 12 May 2028, 70 guests.", "PARTIAL", { wedding_date: true, guest_count: true, package: false, booking_crisis: false }],
    ["w06", "What happens if you double-book a date by mistake?", "FAILED", { wedding_date: false, guest_count: false, package: false, booking_crisis: false }],
    ["w07", "Nothing's wrong at all, we just want to swap from the evening-only package to the full day. Date stays 19/06/2027, guests up to 110.", "QUALIFIED", { wedding_date: true, guest_count: true, package: true, booking_crisis: false }],
    ["w08", "The caterer you recommended has cancelled on us, they say they've ceased trading, and our wedding is in ten days. Booking ref WV-2231.", "ESCALATE", { booking_crisis: true }],
    ["w09", [agent("Hollin Hall weddings, how can I help?"), user("we had our reception with you on Saturday and the evening was a shambles, no food came out till 10pm, we want our money back in full")], "ESCALATE", { booking_crisis: true }],
    ["w10", "Names: Amy & Tom\nPreferred date: 30 April 2027\nGuests: TBC\nPackage: ceremony + wedding breakfast", "PARTIAL", { wedding_date: true, guest_count: false, package: true, booking_crisis: false }],
    ["w11", "The seating plan has been a nightmare but we've finally cracked it! Confirming 96 guests for our wedding on 14/08/2026 with the barn package.", "QUALIFIED", { wedding_date: true, guest_count: true, package: true, booking_crisis: false }],
    ["w12", "Hello,\n\nWe'd love to come and see the venue. It'd be a small winter wedding, 40 of us, probably December 2027.\n\nWarm regards,\nNina & Leo", "PARTIAL", { guest_count: true, package: false, booking_crisis: false }]
  ]
}

const homeCover: FpDomain = {
  name: "a boiler insurer's home-cover line",
  criteria: {
    custom_detectors: [
      field("policy_number", ["Policy number BC-449120", "My policy ref is HC 30917", "Policy: BX-88217"]),
      field("fault_description", ["The boiler shows error F22 and won't fire", "No hot water since this morning but the heating works", "The pressure keeps dropping below 1 bar"], ["When is my renewal due?"]),
      trigger("vulnerable_household", "Someone vulnerable at the property without heat or hot water: a baby, an elderly or disabled person, or someone seriously ill", [
        "My 92-year-old mother lives alone and has had no heating for two days",
        "We've a newborn and the house is freezing",
        "My husband is on oxygen and we've got no heat",
        "I'm disabled and can't get upstairs to the immersion switch"
      ], ["It's a bit chilly in the spare room"])
    ],
    escalation: { triggers: [{ field: "vulnerable_household" }] }
  },
  cases: [
    ["b01", "Policy BC-552310. Boiler's dead since yesterday and my dad, who's 88 and has dementia, is staying with us; the house is like ice.", "ESCALATE", { vulnerable_household: true }],
    ["b02", "Hi, policy number HC 77215. The boiler keeps losing pressure and the radiators go cold by the evening.", "QUALIFIED", { policy_number: true, fault_description: true, vulnerable_household: false }],
    ["b03", "I'm dying of cold here lol, the heating won't come on at all, display says L5. Ref BX-10098.", "QUALIFIED", { policy_number: true, fault_description: true, vulnerable_household: false }],
    ["b04", "Last winter when my mum was staying and the boiler broke you sent someone the same day, thank you. This time it's just the hot water, cold taps only. Policy BC-300412.", "QUALIFIED", { policy_number: true, fault_description: true, vulnerable_household: false }],
    ["b05", "My neighbour is elderly and also has no heating, but she's with another insurer. Ours is the problem: the boiler clicks but won't light. Policy HC 61820.", "QUALIFIED", { policy_number: true, fault_description: true, vulnerable_household: false }],
    ["b06", "Do you prioritise call-outs for households with young children?", "FAILED", { policy_number: false, fault_description: false, vulnerable_household: false }],
    ["b07", "No one vulnerable here, just me and my partner, both fine, but the boiler's showing E119 and we have no heating. Policy: BX-44091", "QUALIFIED", { policy_number: true, fault_description: true, vulnerable_household: false }],
    ["b08", "Policy: BC-909112\nFault: no heating or hot water\nAnyone vulnerable?: yes, 3 week old baby", "ESCALATE", { vulnerable_household: true }],
    ["b09", [agent("Home cover claims, what's the issue?"), user("the boiler stopped overnight and my wife has MS, she can't cope with the cold, it's 11 degrees in the lounge")], "ESCALATE", { vulnerable_household: true }],
    ["b10", "The flue is making a whistling noise when the heating runs. I don't have my policy details to hand, I'll dig them out.", "PARTIAL", { policy_number: false, fault_description: true, vulnerable_household: false }],
    ["b11", "Policy HC 20871, can you tell me when my renewal is due?", "PARTIAL", { policy_number: true, fault_description: false, vulnerable_household: false }],
    ["b12", "We're expecting a baby in May so we want the boiler serviced before then. Policy BX-71200.", "PARTIAL", { policy_number: true, fault_description: false, vulnerable_household: false }]
  ]
}

const halls: FpDomain = {
  name: "a student-housing office",
  criteria: {
    custom_detectors: [
      field("student_id", ["Student ID 2290417", "My student number is S1180352", "ID: 2310568"]),
      field("room", ["I'm in Block C, room 214", "Flat 6, Harrison House", "Room: E3-07"]),
      field("issue", ["The shower in our flat has no hot water", "Can I swap to a quieter room", "My key card stopped working"], ["Just saying thanks for the welcome pack"]),
      trigger("welfare_concern", "A student in danger or crisis now: threatening self-harm, missing, assaulted, or seriously unwell alone", [
        "My flatmate hasn't been seen for three days and isn't answering her phone",
        "Someone in our flat said they want to end it all",
        "I was attacked on the way back to halls last night",
        "My friend is unconscious in her room and we can't wake her"
      ], ["I'm a bit homesick"])
    ],
    escalation: { triggers: [{ field: "welfare_concern" }] }
  },
  cases: [
    ["h01", "Please help, the girl in room 3 on our corridor hasn't come out or replied since Friday and there's a smell from her door. I'm in Block B room 5.", "ESCALATE", { welfare_concern: true }],
    ["h02", "Hi, student number S1204488, Flat 2 Mercer Court room 11. The oven in our kitchen won't heat up.", "QUALIFIED", { student_id: true, room: true, issue: true, welfare_concern: false }],
    ["h03", "Exams are killing me and the wifi in Block D keeps dropping, room 309. ID 2245190.", "QUALIFIED", { student_id: true, room: true, issue: true, welfare_concern: false }],
    ["h04", "Last term my flatmate went missing for a night but turned up safe at her boyfriend's, so that's all fine. Now: our fire door won't close properly. Flat 4, Oak House. Student ID 2318800.", "QUALIFIED", { student_id: true, room: true, issue: true, welfare_concern: false }],
    ["h05", "I read about a student being attacked near another uni's halls, are our gates locked at night?", "FAILED", { student_id: false, room: false, issue: false, welfare_concern: false }],
    ["h06", "What should I do if a flatmate seems really low?", "FAILED", { student_id: false, room: false, issue: false, welfare_concern: false }],
    ["h07", "Nobody is hurt, but someone smashed the glass on our block's front door overnight. Block A, room 12, ID 2290133.", "QUALIFIED", { student_id: true, room: true, issue: true, welfare_concern: false }],
    ["h08", [agent("Residence office, how can I help?"), user("my flatmate's taken a load of pills and is really drowsy, we've called 999 but what do we do")], "ESCALATE", { welfare_concern: true }],
    ["h09", "I got followed into the stairwell last night and grabbed, I'm scared to go back to my room. Student ID S1177201", "ESCALATE", { welfare_concern: true }],
    ["h10", "The heating in my room is stuck on full and I can't sleep. Room G14.", "PARTIAL", { student_id: false, room: true, issue: true, welfare_concern: false }],
    ["h11", "Dear Accommodation Team,\n\nCould I please move to a room on the ground floor? I find the stairs hard with my knee.\n\nKind regards,\nOla Adeyemi\nStudent ID 2277345\nWelfare Rep, Students' Union", "PARTIAL", { student_id: true, room: false, issue: true, welfare_concern: false }],
    ["h12", "My flat is a crime scene after the party lol, can we book an extra clean? Flat 9 Ash House, ID 2260071.", "QUALIFIED", { student_id: true, room: true, issue: true, welfare_concern: false }]
  ]
}

export const DOMAINS2: ReadonlyArray<FpDomain> = [venue, homeCover, halls]
