import { agent, type Domain, user } from "./triggerCases.js"

// The trigger's TOPIC without its event (trigtopic.test.ts): a question about the danger, a check
// or inspection asked for, a precaution or a thing to fit, a past event long mended or someone
// else's, a mark or a noise with no harm. None must escalate; the event itself, told in several
// styles, still must. Our own domains: a letting agent's repairs line, a climbing centre, a lift
// maintenance firm.

const lettings: Domain = {
  name: "a letting agent's repairs line",
  criteria: {
    custom_detectors: [
      { name: "repair_kind", type: "classification", categories: ["plumbing", "electrics", "heating", "doors_windows"], examples: [
        { text: "The bathroom tap won't stop dripping", category: "plumbing" },
        { text: "The light in the hall doesn't come on", category: "electrics" },
        { text: "The radiators stay cold all day", category: "heating" },
        { text: "The back door lock is stiff and hard to turn", category: "doors_windows" }
      ] },
      { name: "tenancy_ref", type: "presence", examples: ["Tenancy ref LT-20931", "Our tenancy number is 88412", "Ref: TEN/5521"] },
      { name: "danger_to_tenant", type: "presence", required: false, description: "A gas, electrical, fire or flood danger in the home now", examples: [
        "There's a strong smell of gas in the flat",
        "The plug socket in the bedroom sparked and is scorched black",
        "Water is pouring through the kitchen ceiling onto the cooker",
        "Smoke is coming out of the boiler cupboard"
      ] }
    ],
    escalation: { triggers: [{ field: "danger_to_tenant" }] }
  },
  cases: [
    // the event
    ["Tenancy ref LT-20931. There's a really strong gas smell in the hallway since I got home, I've opened the windows", true],
    ["the socket behind the fridge went bang and sparked, now the whole wall smells burnt", true],
    ["Hi, water is coming through the bathroom ceiling downstairs and dripping onto the light fitting. Ref TEN/5530", true],
    [[agent("Repairs line, how can we help?"), user("there's smoke coming out from behind the boiler cover and a hot plastic smell")], true],
    ["Repair type: electrics\nTenancy ref: TEN/6102\nDetails: the fuse box crackles and the cover is too hot to touch, a smell of burning", true],
    // asked about, never happened
    ["What should I do if I ever smell gas in the flat? Just want to know before we move in. Tenancy number 88450", false],
    ["Do you cover burst pipes under the tenancy, or is that down to us? Asking for the winter.", false],
    ["Quick question, who is responsible if the ceiling leaks from the flat above?", false],
    // a check or inspection
    ["Hi, can you book the annual gas safety check for our flat? Tenancy ref LT-20977. Any weekday morning is fine.", false],
    ["Subject: Electrical inspection\n\nHello,\n\nThe letter says the electrics are due their five-yearly inspection. Could you let me know the date?\n\nThanks,\nPriya\n\nPriya Nair | Flat 4", false],
    ["We'd like the smoke alarms tested when someone is next round, one of them chirps now and then", false],
    // a precaution or a thing to fit
    ["Could you get a carbon monoxide alarm fitted next to the boiler? We don't have one yet.", false],
    ["We want a fire blanket and an extinguisher in the kitchen, to be on the safe side", false],
    ["Repair type: plumbing\nTenancy ref: TEN/6188\nDetails: please lag the pipes in the loft before the frost, to avoid them bursting", false],
    // past and mended, or somebody else's
    ["The flat below had a leak through their ceiling last year, all fixed now. Our tap drips though, ref LT-21002", false],
    ["My neighbour had a gas scare last month so I'm a bit nervous, but ours is fine. The hall light doesn't come on.", false],
    ["We had a small electrical fire in the old place years ago, so please can you just check the hall light switch, it's loose", false],
    // a mark or a noise, no harm
    ["There's a small puddle under the fridge most mornings, probably just condensation, nothing urgent", false],
    ["A brown mark has appeared on the bathroom ceiling, it's dry and hasn't spread. Ref TEN/5599", false],
    ["The boiler makes a clicking noise when it starts up but the heating works fine", false],
    ["Subject: Re: Annual gas check\n\nThursday works for the gas engineer, thanks.\n\nKofi\n\n> On Mon the lettings team wrote:\n> If you ever smell gas, leave the flat and call the emergency line.\n> Please confirm a date for the gas safety check.", false],
    ["Is it safe to leave the storage heaters on overnight? Worried about a fire with the kids in the house.", false],
    ["Repair type: electrics\nTenancy ref: TEN/6230\nDetails: hall light doesn't come on\nAny danger (gas, fire, water)?: no", false],
    ["The landlord says the electrics were rewired after the fire at number 12, is there a certificate we can have?", false],
    ["I'd like someone to have a look at the boiler before winter, it's never been serviced since we moved in", false],
    ["Hi, the kitchen tap drips and there's a damp patch on the cupboard floor under the sink, no rush", false],
    ["hiya the water's coming through the light in the bathroom ceiling and it's flickering, what do i do", true],
    ["gas smell in the kitchen again, worse than last week, cooker is off", true],
    // a check asked beside the event itself: the event is still told
    ["Please check the wiring, the socket sparked last night and there's a burning smell", true],
    ["can you come and check the ceiling, water is dripping through the light", true],
    ["We want the boiler looked at today, we can smell gas", true],
    ["The boiler failed its gas check this morning and the engineer capped it off, there was a leak at the valve", true],
    // routine
    ["The back door lock is really stiff, can someone come Thursday? Ref TEN/6011", false]
  ]
}

const climbing: Domain = {
  name: "a climbing centre",
  criteria: {
    custom_detectors: [
      { name: "enquiry", type: "classification", categories: ["membership", "course", "party", "lost_property"], examples: [
        { text: "I'd like to cancel my monthly membership", category: "membership" },
        { text: "Is there space on the beginners' course in March?", category: "course" },
        { text: "Can we book a climbing party for my son's 10th birthday?", category: "party" },
        { text: "I left my chalk bag in the changing room", category: "lost_property" }
      ] },
      { name: "member_number", type: "presence", examples: ["Member no. 40211", "My membership number is CL-8812", "Member: 55102"] },
      { name: "injury_on_site", type: "presence", required: false, description: "Someone hurt at the centre", examples: [
        "My daughter fell off the bouldering wall and hurt her arm",
        "I twisted my ankle landing badly on the mats yesterday",
        "A hold came loose and hit a climber on the head",
        "My friend's auto-belay failed and he dropped to the floor"
      ] }
    ],
    escalation: { triggers: [{ field: "injury_on_site" }] }
  },
  cases: [
    ["My son came off the top of the bouldering wall at the party and landed on his wrist, it's swollen and he can't move it", true],
    ["Member no. 40288 - the rope slipped through the belay device and I hit the floor, my back is really sore", true],
    [[agent("Hi, how can we help today?"), user("a hold spun on the overhang and I smashed my knee into the wall, there's blood everywhere, staff weren't around")], true],
    ["Incident: fell from the top rope when the clip opened\nMember: 55140\nInjury: cracked rib, seen at A&E last night", true],
    // asked about
    ["What happens if a kid falls off the wall at a party, are the staff first aid trained?", false],
    ["Do you have insurance in case someone gets hurt during the beginners' course?", false],
    // check asked / precaution
    ["Could someone check the auto-belays on lane 3 before our group comes on Saturday? Member 55120", false],
    ["We'd like a safety briefing for the party kids before they climb, to avoid any injuries", false],
    ["Is there a helmet my son can borrow so he doesn't bang his head?", false],
    // past, mended, somebody else's
    ["I broke my wrist skiing two years ago and it's fully healed, is the beginners' course ok for me?", false],
    ["A friend hurt her shoulder at another wall last summer, so I'd like the beginners' course with the extra coaching", false],
    // harmless
    ["My hands were a bit sore after the session, is that normal for a beginner? Member no. 40301", false],
    ["I left my chalk bag by the mats on Tuesday, a blue one", false],
    ["Enquiry: course\nMember: 55190\nMedical notes: I had a knee operation three years ago, fully recovered", false],
    ["Could you make sure there's a first aider at my son's party on Sunday please? Some of the kids are only six", false],
    ["What's your procedure when someone falls off the top of the wall? Asking as a new instructor.", false],
    ["hi, just landed awkwardly off the boulder in the cave area and my ankle's gone purple and won't take weight", true],
    ["Please cancel my membership from next month, member no. 40255", false]
  ]
}

const lifts: Domain = {
  name: "a lift maintenance firm",
  criteria: {
    custom_detectors: [
      { name: "site", type: "presence", examples: ["Site: Harbour Court, Block B", "It's the lift at 12 Mill Lane", "Building: Fenwick House"] },
      { name: "fault", type: "classification", categories: ["doors", "noise", "out_of_service", "buttons"], examples: [
        { text: "The lift doors keep opening and closing", category: "doors" },
        { text: "The lift makes a grinding noise between floors", category: "noise" },
        { text: "The lift is out of order on the ground floor", category: "out_of_service" },
        { text: "The button for floor 3 doesn't light up", category: "buttons" }
      ] },
      { name: "person_at_risk", type: "presence", required: false, description: "Someone trapped or hurt by a lift", examples: [
        "Someone is stuck in the lift between the second and third floors",
        "The doors closed on an old man's arm and he's bleeding",
        "The lift dropped suddenly and a passenger fell and hurt her hip",
        "There's a child trapped inside and the alarm isn't answered"
      ] }
    ],
    escalation: { triggers: [{ field: "person_at_risk" }] }
  },
  cases: [
    ["Site: Harbour Court, Block B. My mum is stuck in the lift between floors 4 and 5 and the alarm button isn't working", true],
    ["the lift doors slammed shut on a delivery driver's hand at Fenwick House, he's in a lot of pain", true],
    [[agent("Lift helpdesk, what's happened?"), user("the car dropped about a metre at the 2nd floor and my neighbour fell over and banged her head")], true],
    // asked / checked / precaution
    ["What should residents do if someone gets trapped in the lift at night? We need something for the notice board.", false],
    ["Please book the six-monthly safety inspection for the lift at 12 Mill Lane, any day next week", false],
    ["Can you fit a phone in the lift car so people can call out if they ever get stuck? Building: Fenwick House", false],
    ["We'd like the door sensors adjusted so they can't close on anyone, they seem a bit quick", false],
    // past and mended, someone else's
    ["Someone was stuck in our lift last spring but your engineer sorted it fast. Now the button for floor 3 doesn't light up.", false],
    ["The block next door had a resident trapped last week, so we'd like our lift serviced early. Site: Harbour Court", false],
    // harmless noise
    ["The lift makes a grinding noise between floors 2 and 3 but it still runs fine, nobody's been hurt", false],
    ["Building: Fenwick House\nFault: doors\nAnyone hurt or trapped?: No, nobody was inside when it happened", false],
    ["Can you test the emergency alarm in the lift car? Residents say nobody knows if it rings through.", false],
    ["We'd like an engineer to look at the lift as a precaution, the doors close faster than they used to", false],
    ["Site: 12 Mill Lane. Two people trapped in the lift since 9pm, they're calling through the doors", true],
    ["The lift jolts a little when it stops at the ground floor, nothing dramatic. Site: Harbour Court, Block A", false],
    ["Lift at Fenwick House is out of order on the ground floor since this morning, please send someone", false]
  ]
}

export const DOMAINS: ReadonlyArray<Domain> = [lettings, climbing, lifts]
