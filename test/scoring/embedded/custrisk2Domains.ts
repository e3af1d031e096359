// Custom risk, hazard and incident triggers, second round (custrisk2): five rubrics of our own, a
// hot tub hire, a climbing centre, an online bookkeeping service, a bike hire and a stove fitter.
// Each has one plain reference field beside an escalation trigger. The shapes the first round
// (custriskDomains.ts) left wrong, in new words: a state the customer sees asked as "is it normal
// for the … to …?" or "should it be …?" (it reports the state), an injury or loss placed elsewhere
// or with somebody else (a near miss), a routine request beside a data-worry trigger (a near miss),
// and events told without the examples' words (a thing lost, taken, lifting). Every text is our own.
import { agent, type FpDomain, field, trigger, user } from "./custfpDomains.js"

const hotTub: FpDomain = {
  name: "a hot tub hire",
  criteria: {
    custom_detectors: [
      field("hire_ref", ["Hire ref HT-3391", "Our booking is HT-7702", "ref: HT-1180"]),
      trigger("tub_hazard", "The hired hot tub leaking, overheating or tripping the electrics", [
        "The tub keeps tripping the fuse box",
        "Water is leaking out from under the cabinet",
        "The water is far too hot and the heater won't switch off",
        "There's a burning smell coming from the pump"
      ], ["Can we keep the tub for an extra night?"])
    ],
    escalation: { triggers: [{ field: "tub_hazard" }] }
  },
  cases: [
    ["tub01", "Is it normal for the cover to feel warm and the plug socket to crackle when the heater kicks in? HT-4410", "ESCALATE", { tub_hazard: true, hire_ref: true }],
    ["tub02", "HT-2298. Should the water be steaming like a kettle at 7am? The display says 44 degrees and I can't turn it down.", "ESCALATE", { tub_hazard: true }],
    ["tub03", "Hire HT-5107: there's a puddle spreading across the decking from the corner of the tub and the level has dropped a few inches overnight.", "ESCALATE", { tub_hazard: true }],
    ["tub04", "We had an amazing weekend, thanks! Can someone collect HT-6620 on Monday morning rather than Sunday?", "QUALIFIED", { tub_hazard: false, hire_ref: true }],
    ["tub05", "Is it normal to need to add chlorine every day, or only after lots of use?", "FAILED", { tub_hazard: false, hire_ref: false }],
    ["tub06", "How long does the tub take to heat up from cold? Thinking of booking for my mum's birthday.", "FAILED", { tub_hazard: false, hire_ref: false }],
    ["tub07", "HT-3004 was lovely. The tub we rented from another firm last year kept blowing the fuses, so yours was a breath of fresh air.", "QUALIFIED", { tub_hazard: false, hire_ref: true }],
    ["tub08", "The whole thing goes dead every half hour and takes the kitchen lights with it. Ref HT-8812.", "ESCALATE", { tub_hazard: true }],
    ["tub09", "Ref HT-1936\nAny problems during the hire?: none\nWould you hire again?: yes", "QUALIFIED", { tub_hazard: false, hire_ref: true }],
    ["tub10", [agent("Bubble Hire, how can I help?"), user("the pump's making a loud buzzing and there's a smell like hot plastic"), user("it's HT-5523")], "ESCALATE", { tub_hazard: true }]
  ]
}

const climbing: FpDomain = {
  name: "a climbing centre",
  criteria: {
    custom_detectors: [
      field("member_number", ["Member no. CW-20931", "My membership number is CW-44812", "CW-10377"]),
      trigger("climber_hurt", "A climber hurt or taken ill during a session at the centre", [
        "My daughter slipped off the bouldering wall and hurt her wrist",
        "He was dropped by his belayer and banged his back",
        "She felt faint halfway up the route and had to be lowered",
        "A hold spun and he cut his hand open"
      ], ["The wall was too busy on Saturday"])
    ],
    escalation: { triggers: [{ field: "climber_hurt" }] }
  },
  cases: [
    ["clb01", "Member CW-55021. My son came off the top of the boulder problem and landed on his heel, he's on crutches now.", "ESCALATE", { climber_hurt: true, member_number: true }],
    ["clb02", "Is it normal for kids to come home from the taster session with rope burn all over their palms? Mine's hands are raw.", "ESCALATE", { climber_hurt: true }],
    ["clb03", "He hurt his knee at rugby practice on Saturday, so please pause membership CW-30118 for a month.", "QUALIFIED", { climber_hurt: false, member_number: true }],
    ["clb04", "My partner broke her finger at work last week, can we move our joint session on membership CW-61903 to next month?", "QUALIFIED", { climber_hurt: false, member_number: true }],
    ["clb05", "Do your instructors have first aid training?", "FAILED", { climber_hurt: false, member_number: false }],
    ["clb06", "CW-22817: during the youth club session tonight my daughter got a nasty gash on her shin from a hold and needed stitches.", "ESCALATE", { climber_hurt: true }],
    ["clb07", "Loved the new routes, nobody in our group even got a scrape. Membership CW-71102, can I add my brother?", "QUALIFIED", { climber_hurt: false, member_number: true }],
    ["clb08", "I'm worried about my daughter, she was sick twice after the auto-belay session and says her head is pounding. CW-40390", "ESCALATE", { climber_hurt: true }],
    ["clb09", "My friend twisted her ankle at a different wall last year so she's nervous, is there a beginners' night? CW-11288", "QUALIFIED", { climber_hurt: false, member_number: true }],
    ["clb10", "What happens if someone falls off the wall, is there always a member of staff watching?", "FAILED", { climber_hurt: false, member_number: false }]
  ]
}

const bookkeeping: FpDomain = {
  name: "an online bookkeeping service",
  criteria: {
    custom_detectors: [
      field("client_code", ["Client code BK-5512", "Our account is BK-9043", "BK-2207"]),
      trigger("data_worry", "Client worried their financial records were exposed, lost or seen by the wrong person", [
        "I can see another company's invoices in my dashboard",
        "Someone logged into our account from abroad and it wasn't us",
        "All of last year's receipts have vanished from the portal",
        "I think our bank details were sent to the wrong email address"
      ], ["Please send me my VAT summary"])
    ],
    escalation: { triggers: [{ field: "data_worry" }] }
  },
  cases: [
    ["bk01", "BK-3380. The payroll report you emailed me has somebody else's staff names and salaries on it.", "ESCALATE", { data_worry: true, client_code: true }],
    ["bk02", "Can you export our sales ledger as a spreadsheet? Client BK-6619.", "QUALIFIED", { data_worry: false, client_code: true }],
    ["bk03", "Please add my new business partner as a user on account BK-4172, she needs to see the invoices.", "QUALIFIED", { data_worry: false, client_code: true }],
    ["bk04", "Could you reset my password for BK-8020? I changed phones and lost the authenticator app.", "QUALIFIED", { data_worry: false, client_code: true }],
    ["bk05", "I got a security code text I never asked for at 3am and now my login doesn't work. BK-1954", "ESCALATE", { data_worry: true }],
    ["bk06", "Half the March bank transactions have disappeared from BK-7731 since the update, and they were all reconciled.", "ESCALATE", { data_worry: true }],
    ["bk07", "How do you keep client data secure, is it stored in the UK?", "FAILED", { data_worry: false, client_code: false }],
    ["bk08", "Please send the year-end accounts for BK-5096 to our new accountant at the address below.", "QUALIFIED", { data_worry: false, client_code: true }],
    ["bk09", "Our old provider leaked client records a while ago, which is why we moved to you. Could you upload last year's returns to BK-2883?", "QUALIFIED", { data_worry: false, client_code: true }],
    ["bk10", "Is it normal for the portal to show a login from Lisbon when none of us have been there? BK-9315", "ESCALATE", { data_worry: true }]
  ]
}

const bikeHire: FpDomain = {
  name: "a bike hire",
  criteria: {
    custom_detectors: [
      field("rental_ref", ["Rental RB-4490", "Our hire number is RB-1827", "ref RB-6605"]),
      trigger("bike_incident", "A hired bike damaged, lost or stolen while on hire", [
        "The bike was stolen from outside the cafe",
        "I crashed and the front wheel is buckled",
        "The chain snapped and the derailleur is bent",
        "One of the bikes got a puncture and the tyre is shredded"
      ], ["Can we add a child seat to the booking?"])
    ],
    escalation: { triggers: [{ field: "bike_incident" }] }
  },
  cases: [
    ["bike01", "RB-3072. Someone took one of our e-bikes from the rack at the station while we were buying tickets, the lock had been cut.", "ESCALATE", { bike_incident: true, rental_ref: true }],
    ["bike02", "We've left the battery charger for RB-5518 at the guesthouse two valleys over and can't get back for it.", "ESCALATE", { bike_incident: true }],
    ["bike03", "Rental RB-2240: my son lost one of the panniers somewhere on the coast path, it must have bounced off.", "ESCALATE", { bike_incident: true }],
    ["bike04", "Can we drop RB-8831 off an hour late on Sunday?", "QUALIFIED", { bike_incident: false, rental_ref: true }],
    ["bike05", "Should the brakes be squealing and grinding like this on the downhills? RB-6027, the back one barely grips now.", "ESCALATE", { bike_incident: true }],
    ["bike06", "All four bikes from RB-1190 came back without a scratch, thanks for a great day out.", "QUALIFIED", { bike_incident: false, rental_ref: true }],
    ["bike07", "My own bike was stolen from work last month, so I'm hiring one of yours until the insurance pays out. RB-7342, can I extend to a fortnight?", "QUALIFIED", { bike_incident: false, rental_ref: true }],
    ["bike08", "What happens if a bike gets stolen while we have it, are we liable for the full cost?", "FAILED", { bike_incident: false, rental_ref: false }],
    ["bike09", "RB-4418: the pedal came clean off the crank on the canal towpath and I went over the handlebars.", "ESCALATE", { bike_incident: true }],
    ["bike10", "Do you have any tandems for hire in August?", "FAILED", { bike_incident: false, rental_ref: false }]
  ]
}

const stoves: FpDomain = {
  name: "a wood-stove fitter",
  criteria: {
    custom_detectors: [
      field("job_number", ["Job number WS-7731", "Our install was WS-2045", "job WS-5580"]),
      trigger("stove_danger", "Smoke, fumes or a fire risk from a stove or flue the firm fitted", [
        "Smoke is pouring back into the room when the stove is lit",
        "The carbon monoxide alarm went off next to the stove",
        "The wall behind the flue pipe is scorching hot and the paint is blistering",
        "There's a crack in the stove's glass and sparks are coming out"
      ], ["Can you quote for a second stove upstairs?"])
    ],
    escalation: { triggers: [{ field: "stove_danger" }] }
  },
  cases: [
    ["stv01", "Is it normal for the plaster around the flue to go black and smell of burning after an evening's use? WS-6113", "ESCALATE", { stove_danger: true, job_number: true }],
    ["stv02", "WS-3350. The cap on top of the chimney is lifting and rattling in the wind and we get puffs of smoke in the lounge every time it gusts.", "ESCALATE", { stove_danger: true }],
    ["stv03", "Should the door seal be glowing orange? We noticed it last night with the stove at full burn. Job WS-8082.", "ESCALATE", { stove_danger: true }],
    ["stv04", "Could you book our annual sweep and service? Job number WS-4426.", "QUALIFIED", { stove_danger: false, job_number: true }],
    ["stv05", "Is it safe to burn pine logs, or should we stick to hardwood?", "FAILED", { stove_danger: false, job_number: false }],
    ["stv06", "Our previous house had a chimney fire with an old stove, so we're glad yours has been trouble-free. WS-1279, can we get a copy of the certificate?", "QUALIFIED", { stove_danger: false, job_number: true }],
    ["stv07", "The CO detector in the living room has been chirping and flashing red since we lit the fire, we've opened all the windows. WS-2918", "ESCALATE", { stove_danger: true }],
    ["stv08", "No smoke, no smell, it's all working beautifully. Job WS-5067, can you send the invoice again?", "QUALIFIED", { stove_danger: false, job_number: true }],
    ["stv09", "How much would a twin-wall flue extension cost?", "FAILED", { stove_danger: false, job_number: false }],
    ["stv10", "Job WS-7304: the neighbours say black smoke is coming out of the cowl and dropping soot on their car.", "ESCALATE", { stove_danger: true }]
  ]
}

export const DOMAINS: ReadonlyArray<FpDomain> = [hotTub, climbing, bookkeeping, bikeHire, stoves]
