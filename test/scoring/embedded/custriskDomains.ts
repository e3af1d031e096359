// Custom detectors that flag a risk, a hazard, a worry or an incident (custrisk), first three of
// seven rubrics of our own (custriskDomains2.ts holds the others): a septic-tank emptying firm, a
// trampoline park and a glamping site. Each has one plain field beside the risk detector, which is
// an escalation trigger or a required detector. Positives tell the risk in the customer's own
// words, as a worry ("I'm scared the … might"), as a question about a state seen, or as an event
// that "happened again"; near misses name the topic without the risk: denied ("no smells at all"),
// put right long ago, somebody else's, or asked as a plain question ("is it safe to …?").
// Every text is our own.
import { agent, type FpDomain, field, trigger, user } from "./custfpDomains.js"

/** A risk the rubric needs told (a report form's reason): required, with its description. */
export const requiredRisk = (name: string, description: string, examples: ReadonlyArray<string>, non_examples: ReadonlyArray<string>) =>
  ({ name, type: "presence", description, examples: [...examples], non_examples: [...non_examples] })

const septic: FpDomain = {
  name: "a septic-tank emptying firm",
  criteria: {
    custom_detectors: [
      field("property_postcode", ["Postcode: EX20 4QT", "We're at Holly Cottage, EX20 4QT", "The farm's postcode is TA22 9PL"]),
      trigger("backup_overflow", "Sewage backing up or overflowing at the property now", [
        "The tank is overflowing into the garden",
        "Sewage is coming back up through the shower drain",
        "The alarm on the treatment plant is going off and the field is flooding",
        "The toilets won't flush and there's a smell of sewage in the kitchen"
      ], ["We'd like to book our yearly empty"])
    ],
    escalation: { triggers: [{ field: "backup_overflow" }] }
  },
  cases: [
    ["sep01", "The manhole lid by the back door is lifting and there's brown water spreading across the lawn. SN8 2RU, please come today.", "ESCALATE", { backup_overflow: true, property_postcode: true }],
    ["sep02", "Our downstairs loo gurgles and then the bath fills up with dirty water from below whenever we run the washing machine. BA12 6JD.", "ESCALATE", { backup_overflow: true }],
    ["sep03", "It happened again last night, the shower tray filled with sewage at 2am. We're at Brook Farm, HR3 5NE.", "ESCALATE", { backup_overflow: true }],
    ["sep04", "I'm scared the tank is about to overflow, the level is right up to the inlet pipe and it's been raining for days. Postcode LD7 1AB.", "ESCALATE", { backup_overflow: true }],
    ["sep05", "Is it normal for the treatment plant alarm to beep all day and the grass over the soakaway to be squelchy and smelly? DT2 9QQ", "ESCALATE", { backup_overflow: true }],
    ["sep06", "Please book our annual empty for some time in March. Address is Old Mill House, GL54 3HT.", "QUALIFIED", { backup_overflow: false, property_postcode: true }],
    ["sep07", "No smells, no overflow, nothing wrong at all, it's just been two years since the last empty. TR11 5LP.", "QUALIFIED", { backup_overflow: false, property_postcode: true }],
    ["sep08", "Last winter the tank backed up into the utility room, but you sorted it and it's been fine since. Time for a routine empty please, NR21 0DF.", "QUALIFIED", { backup_overflow: false, property_postcode: true }],
    ["sep09", "How often should a three-bedroom house have its tank emptied to stop it overflowing?", "FAILED", { backup_overflow: false, property_postcode: false }],
    ["sep10", "Our neighbour's cesspit is overflowing down the lane and he's asked me for your number.", "FAILED", { backup_overflow: false, property_postcode: false }],
    ["sep11", "Name: R. Okafor\nPostcode: YO62 7HX\nProblem: none, routine service\nPreferred day: any weekday", "QUALIFIED", { backup_overflow: false, property_postcode: true }],
    ["sep12", [agent("Mere Tanks, what's the problem?"), user("the toilets won't flush and water's bubbling up out of the drain in the yard"), user("postcode is PE31 8TA")], "ESCALATE", { backup_overflow: true }]
  ]
}

const trampolines: FpDomain = {
  name: "a trampoline park",
  criteria: {
    custom_detectors: [
      field("booking_reference", ["Booking ref BB-48213", "My reference is BB-77120", "ref: BB-30981"]),
      trigger("injury_incident", "A jumper hurt or taken ill during a session at the park", [
        "My son landed badly and has hurt his ankle",
        "She clashed heads with another jumper and has a nosebleed",
        "He fainted on the dodgeball court",
        "My daughter fell off the edge of the trampoline and hit her head"
      ], ["The session was too busy"])
    ],
    escalation: { triggers: [{ field: "injury_incident" }] }
  },
  cases: [
    ["jmp01", "Ref BB-55102. My boy came off the wall-run awkwardly and now his wrist is swollen and he can't bend it.", "ESCALATE", { injury_incident: true, booking_reference: true }],
    ["jmp02", "Just after our 3pm slot my daughter was sick and dizzy and said her head hurt, she'd bumped it on the foam pit edge. Booking BB-20931.", "ESCALATE", { injury_incident: true }],
    ["jmp03", "I'm worried about my son, he took a knock to the face in the dodgeball game today and one of his front teeth is wobbly now.", "ESCALATE", { injury_incident: true }],
    ["jmp04", "Hi, booking ref BB-61022, can we move the party from Saturday to Sunday?", "QUALIFIED", { injury_incident: false, booking_reference: true }],
    ["jmp05", "Is it safe for a five year old to jump in the main arena with the big kids?", "FAILED", { injury_incident: false, booking_reference: false }],
    ["jmp06", "Great session yesterday, nobody got hurt despite the chaos! Ref BB-11873, can I get the receipt emailed?", "QUALIFIED", { injury_incident: false, booking_reference: true }],
    ["jmp07", "My son sprained his ankle playing football at school, so can we cancel booking BB-44019 and get a credit?", "QUALIFIED", { injury_incident: false, booking_reference: true }],
    ["jmp08", "The grip socks you sell are a rip-off, £3 for a pair that lasted one visit. BB-90211", "QUALIFIED", { injury_incident: false, booking_reference: true }],
    ["jmp09", "Booking BB-30555. A lad much bigger than my daughter landed on her in the foam pit and she's been limping and crying since we got home.", "ESCALATE", { injury_incident: true }],
    ["jmp10", "What happens if someone gets injured, do you have first aiders on every shift?", "FAILED", { injury_incident: false, booking_reference: false }],
    ["jmp11", "Ref BB-72290. It happened again: my son's asthma flared up on the court and your staff had to sit him down with his inhaler.", "ESCALATE", { injury_incident: true }],
    ["jmp12", "Booking ref: BB-19304\nAny accidents or injuries during your visit?: No\nComments: staff were lovely", "QUALIFIED", { injury_incident: false, booking_reference: true }]
  ]
}

const glamping: FpDomain = {
  name: "a glamping site's guest reports",
  criteria: {
    custom_detectors: [
      field("pitch_name", ["Pitch: Kingfisher yurt", "We're in the Heron bell tent", "Staying in Otter shepherd's hut"]),
      requiredRisk("safety_risk", "Something on site unsafe for guests that a guest reports", [
        "The wood burner in the yurt is smoking into the tent",
        "The steps up to the treehouse have a rotten board",
        "There's a smell of gas by the stove in the bell tent",
        "The hook-up cable outside is frayed and sparking"
      ], ["The wifi is slow at the top field"])
    ]
  },
  cases: [
    ["glm01", "Staying in the Curlew yurt. The handrail on the decking came away in my hand and there's a two metre drop to the stream.", "QUALIFIED", { safety_risk: true, pitch_name: true }],
    ["glm02", "We're in Badger hut. The carbon monoxide alarm keeps chirping and my husband has a headache, should we be worried?", "QUALIFIED", { safety_risk: true, pitch_name: true }],
    ["glm03", "Kestrel bell tent here. I'm scared the big ash branch over our tent is going to come down, it creaked all night in the wind.", "QUALIFIED", { safety_risk: true, pitch_name: true }],
    ["glm04", "The firepit at Wren yurt has no guard round it and the kids keep running past, there are hot embers everywhere.", "QUALIFIED", { safety_risk: true }],
    ["glm05", "Hi, we're in the Heron tent and the hot tub is lovely but the water's a bit cold, could someone turn it up?", "PARTIAL", { safety_risk: false, pitch_name: true }],
    ["glm06", "Is it safe to swim in the lake?", "FAILED", { safety_risk: false, pitch_name: false }],
    ["glm07", "Checked everything in the Kingfisher yurt on arrival, the stove, the smoke alarm, the steps, all fine, no hazards at all. Just need more firewood.", "PARTIAL", { safety_risk: false, pitch_name: true }],
    ["glm08", "Last year the gas bottle in the Heron tent leaked but it was replaced straight away; this year everything has been perfect.", "PARTIAL", { safety_risk: false }],
    ["glm09", "Otter hut: the shower's electric switch is hanging off the wall with wires showing and it's right next to the water.", "QUALIFIED", { safety_risk: true, pitch_name: true }],
    ["glm10", "Lovely stay in Heron, our only complaint is that the loo block is a long walk.", "PARTIAL", { safety_risk: false, pitch_name: true }],
    ["glm11", "We're booked into the Curlew yurt next month; are there any risks with a wood burner and a toddler?", "PARTIAL", { safety_risk: false, pitch_name: true }],
    ["glm12", [agent("Hi, what can we help with?"), user("the gas ring in Wren yurt won't turn off properly, the flame stays on low even with the knob at zero")], "QUALIFIED", { safety_risk: true, pitch_name: true }]
  ]
}

export const DOMAINS: ReadonlyArray<FpDomain> = [septic, trampolines, glamping]
