// The other four custrisk rubrics (custriskDomains.ts tells the family): a camera and film kit hire,
// a photo-scanning service whose trigger is a worry about the customer's files, a surveyor of old
// houses whose required detector is the owner's structural worry, and a home-visit foot-care
// service whose trigger is an urgent symptom. Every text is our own.
import { agent, type FpDomain, field, trigger, user } from "./custfpDomains.js"
import { requiredRisk } from "./custriskDomains.js"

const kitHire: FpDomain = {
  name: "a camera and film kit hire",
  criteria: {
    custom_detectors: [
      field("hire_order", ["Order CH-2291", "Our hire number is CH-5873", "Hire ref: CH-1044"]),
      trigger("incident_during_hire", "Hired kit damaged, lost or stolen while out on hire", [
        "The lens was dropped on set and the front element is cracked",
        "Our van was broken into and the camera bag was taken",
        "The drone clipped a tree and ended up in the lake",
        "Rain got into the monitor and now it won't power on"
      ], ["Can we extend the hire by two days?"])
    ],
    escalation: { triggers: [{ field: "incident_during_hire" }] }
  },
  cases: [
    ["cam01", "CH-3310: bit of a disaster on the shoot, the tripod leg snapped and the camera went face first onto the concrete. Viewfinder's smashed.", "ESCALATE", { incident_during_hire: true, hire_order: true }],
    ["cam02", "Hire ref CH-4472. We left the lighting case in a taxi last night and the cab company can't find it.", "ESCALATE", { incident_during_hire: true }],
    ["cam03", "Order CH-6120: the gimbal has made a grinding noise since we dropped it in the sand at the beach shoot, and now it won't balance.", "ESCALATE", { incident_during_hire: true }],
    ["cam04", "Could we extend order CH-2025 until Friday? The shoot's running over.", "QUALIFIED", { incident_during_hire: false, hire_order: true }],
    ["cam05", "All the kit from CH-7781 came back in perfect condition, no damage at all, thanks for a smooth hire.", "QUALIFIED", { incident_during_hire: false, hire_order: true }],
    ["cam06", "What does your insurance cover if a lens gets damaged while it's out with us?", "FAILED", { incident_during_hire: false, hire_order: false }],
    ["cam07", "I'm really worried, I think one of the runners walked off with the radio mic kit from CH-5590, we can't find it anywhere on location.", "ESCALATE", { incident_during_hire: true }],
    ["cam08", "Hire CH-3902 went brilliantly. Our last hire with another company ended with a stolen camera, so it was a relief!", "QUALIFIED", { incident_during_hire: false, hire_order: true }],
    ["cam09", [agent("Hello, Frame Hire desk."), user("hi, order CH-2218, someone's reversed over the slider track in the car park and it's bent in the middle")], "ESCALATE", { incident_during_hire: true }],
    ["cam10", "Do you hire out rain covers? We're worried about the forecast for Saturday's shoot on CH-9012.", "QUALIFIED", { incident_during_hire: false, hire_order: true }],
    ["cam11", "Returned CH-6607 this morning. The zoom ring was a bit stiff but it was like that when we collected it.", "QUALIFIED", { incident_during_hire: false, hire_order: true }],
    ["cam12", "It happened again on CH-8124, the second battery plate has cracked off the rig after a fall, same as last month.", "ESCALATE", { incident_during_hire: true }]
  ]
}

const scanning: FpDomain = {
  name: "a photo-scanning service",
  criteria: {
    custom_detectors: [
      field("order_number", ["Order number 40291", "My order was #38812", "Order no: 51207"]),
      trigger("data_worry", "The customer fears their photos, scans or personal files are lost, leaked or seen by strangers", [
        "Half of my scans are missing from the download folder",
        "Someone else's wedding photos were in my download link",
        "I think my originals have been lost, the tracking says delivered weeks ago",
        "I'm worried the link you sent me is public and anyone can see our family photos"
      ], ["How long does scanning take?"])
    ],
    escalation: { triggers: [{ field: "data_worry" }] }
  },
  cases: [
    ["scn01", "Order 44810: the download has only 212 images but I sent you nearly 600 slides. Where have the rest gone?", "ESCALATE", { data_worry: true, order_number: true }],
    ["scn02", "I opened my gallery and there are photos of a family I've never met in it. My order number is 39021. Are my pictures in someone else's gallery then?", "ESCALATE", { data_worry: true }],
    ["scn03", "My mum's box of negatives never came back, order #40077, and it's been six weeks. Those are irreplaceable.", "ESCALATE", { data_worry: true }],
    ["scn04", "Hello, order no 52118, I'd like the scans on a USB stick as well as the download, please.", "QUALIFIED", { data_worry: false, order_number: true }],
    ["scn05", "Do you delete the scans from your servers once an order is finished?", "FAILED", { data_worry: false, order_number: false }],
    ["scn06", "Order 47302: everything arrived safe and sound, originals and USB, nothing missing. Thank you!", "QUALIFIED", { data_worry: false, order_number: true }],
    ["scn07", "I'm anxious that the shared album is visible to anybody with the address, it has pictures of my kids in the bath. Order 43390.", "ESCALATE", { data_worry: true }],
    ["scn08", "Order 50014. A previous company lost a whole album of ours years ago, which is why I chose you. How do you track the boxes?", "QUALIFIED", { data_worry: false, order_number: true }],
    ["scn09", "My order number is 41788. The colours on the old prints look a bit faded in the scans, could you adjust them?", "QUALIFIED", { data_worry: false, order_number: true }],
    ["scn10", [agent("Memory Lane scanning, how can I help?"), user("I got an email from you with a link to somebody called Patel's order, not mine. So presumably they've got mine? Order 45561")], "ESCALATE", { data_worry: true }],
    ["scn11", "Order no: 48120\nIssue: the download link expired before I could save everything, can you resend it?", "QUALIFIED", { data_worry: false, order_number: true }],
    ["scn12", "The USB stick you sent with order 46620 is blank, there's nothing on it at all, and you said you'd already wiped your copies.", "ESCALATE", { data_worry: true }]
  ]
}

const surveyor: FpDomain = {
  name: "a surveyor of old houses",
  criteria: {
    custom_detectors: [
      field("property_address", ["The house is 4 Church Lane, Lavenham CO10 9SA", "Address: Rose Cottage, Mill Street, Ludlow", "It's 17 High Street, Rye"]),
      requiredRisk("structural_worry", "A structural worry the owner has about the building", [
        "There's a crack above the back door that keeps getting wider",
        "The chimney stack seems to be leaning",
        "The upstairs floor has started to sag in the middle",
        "The beam over the inglenook has split along its length"
      ], ["We just want a general survey before we buy"])
    ]
  },
  cases: [
    ["svy01", "We're at 9 Bridge Street, Hay. The bedroom door won't shut any more and there's a gap opening up between the ceiling and the wall.", "QUALIFIED", { structural_worry: true, property_address: true }],
    ["svy02", "Address: Wren Cottage, Back Lane, Clun. I'm scared the ceiling in the back bedroom might come down, it's bowed and there are bits of plaster on the bed each morning.", "QUALIFIED", { structural_worry: true, property_address: true }],
    ["svy03", "Is a marble rolling across the kitchen floor to one wall something to worry about? 22 Market Place, Thaxted.", "QUALIFIED", { structural_worry: true }],
    ["svy04", "Could you survey 3 Castle Hill, Framlingham before we exchange? No particular worries, the seller says it's all sound.", "PARTIAL", { structural_worry: false, property_address: true }],
    ["svy05", "The damp survey found nothing and there are no cracks anywhere, we only want a valuation for 6 Quay Street, Woodbridge.", "PARTIAL", { structural_worry: false, property_address: true }],
    ["svy06", "Is it safe to knock through between the kitchen and dining room in a timber-framed house?", "FAILED", { structural_worry: false, property_address: false }],
    ["svy07", "It's happened again: every time a heavy lorry passes, the window frames at 12 Station Road, Eye rattle and another crack has opened in the render.", "QUALIFIED", { structural_worry: true }],
    ["svy08", "The garden wall at Ivy House, Orford was rebuilt in 2019 and is solid as a rock; we'd like a pre-sale survey.", "PARTIAL", { structural_worry: false, property_address: true }],
    ["svy09", "My neighbour's gable wall is bulging out towards our drive, do you do party wall surveys?", "FAILED", { structural_worry: false, property_address: false }],
    ["svy10", "Hello, we've bought Swan Cottage, Nayland and the builder lifting the floorboards found the joists are rotten right through where they sit on the wall.", "QUALIFIED", { structural_worry: true, property_address: true }],
    ["svy11", "No damp at all and the roof's only five years old. We just need a survey of the barn at Lower Farm, Kersey for the insurers.", "PARTIAL", { structural_worry: false, property_address: true }],
    ["svy12", [agent("What's prompting the survey?"), user("the bay window's dropped away from the main wall, you can fit a finger in the gap"), user("the house is 30 Northgate, Beccles")], "QUALIFIED", { structural_worry: true, property_address: true }]
  ]
}

const footCare: FpDomain = {
  name: "a home-visit foot-care service",
  criteria: {
    custom_detectors: [
      field("visit_day", ["Tuesday mornings suit us", "Could you come on Friday?", "Any day next week after 2pm"]),
      trigger("urgent_symptom", "A foot symptom needing urgent medical care now rather than a routine visit", [
        "His toes have gone black at the tips",
        "The sore on her heel is red, hot and spreading up the ankle",
        "He's got a fever and the ulcer is oozing",
        "She can't feel her foot at all since this morning"
      ], ["Her nails need cutting"])
    ],
    escalation: { triggers: [{ field: "urgent_symptom" }] }
  },
  cases: [
    ["pod01", "Dad's big toe has turned dark purple and it's cold to touch, he's diabetic. Can someone come Thursday or sooner?", "ESCALATE", { urgent_symptom: true }],
    ["pod02", "Mum's heel blister has pus in it now and she's shivery and off her food. Wednesday afternoon would work.", "ESCALATE", { urgent_symptom: true }],
    ["pod03", "I'm worried about my husband's foot, there's a red streak running up from the cut on his sole towards his knee.", "ESCALATE", { urgent_symptom: true }],
    ["pod04", "Routine nail trim for my father please, Monday mornings are best.", "QUALIFIED", { urgent_symptom: false, visit_day: true }],
    ["pod05", "Her feet are fine, no sores or swelling, she just can't reach to cut her nails any more. Friday suits.", "QUALIFIED", { urgent_symptom: false, visit_day: true }],
    ["pod06", "Is it normal for feet to swell a bit in hot weather?", "FAILED", { urgent_symptom: false, visit_day: false }],
    ["pod07", "Last spring he had an infected ingrown nail but it cleared up with antibiotics. Could you come for his usual appointment on Tuesday?", "QUALIFIED", { urgent_symptom: false, visit_day: true }],
    ["pod08", "It happened again last night, the ulcer on his ankle bled through two dressings and the skin round it has gone black.", "ESCALATE", { urgent_symptom: true }],
    ["pod09", "My friend's mother lost a toe to an infection, so I want my mum checked regularly. Thursdays are good.", "QUALIFIED", { urgent_symptom: false, visit_day: true }],
    ["pod10", "What are the warning signs of a diabetic foot emergency that I should look out for?", "FAILED", { urgent_symptom: false, visit_day: false }],
    ["pod11", [agent("Step Ahead foot care, how can I help?"), user("my wife has a corn that's a bit sore, nothing urgent, next week whenever suits")], "QUALIFIED", { urgent_symptom: false }],
    ["pod12", "Patient: Mr D. Hale\nPreferred day: Wednesday\nAny urgent concerns: none, routine visit", "QUALIFIED", { urgent_symptom: false, visit_day: true }]
  ]
}

export const DOMAINS2: ReadonlyArray<FpDomain> = [kitHire, scanning, surveyor, footCare]
