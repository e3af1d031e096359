// Three of the six custreq rubrics (reqFieldDomains2.ts holds the others): a piano removals firm, a
// mobile bike mechanic and a hedgehog rescue. Every detector is a REQUIRED presence field; the
// messages tell about half of them without the examples' wording (a fault told by a verb, a day
// relative to today, "ring me on …", a count in words, an answer to the agent's question, a form
// label in other words). A third are near misses: the field's topic without the field (a question
// about it, somebody else's, a past job). Every text is our own.
import { agent, field, user, type FpDomain } from "./custfpDomains.js"

const pianoRemovals: FpDomain = {
  name: "a piano removals firm",
  criteria: {
    custom_detectors: [
      field("piano_type", ["It's an upright piano", "A baby grand, a Yamaha C1", "Piano: Broadwood upright", "We have a digital piano"]),
      field("move_date", ["We'd like it moved on 12 June", "Any day in the week of the 3rd", "Moving date: Friday 8 May"]),
      field("contact_phone", ["My number is 07700 900461", "Phone: 0161 496 0032", "Call me on 07911 123456"])
    ]
  },
  cases: [
    ["p01", "Hi, need our old Bechstein upright taken from the lounge to my daughter's flat, the Saturday after next if you can. Ring me on 07700 900318.", "QUALIFIED", { piano_type: true, move_date: true, contact_phone: true }],
    ["p02", "Instrument: Kawai grand\nWhen: a week on Thursday\nBest number: 07700 900777", "QUALIFIED", { piano_type: true, move_date: true, contact_phone: true }],
    ["p03", "Do you move grand pianos as well as uprights? Just asking for now.", "FAILED", { piano_type: false, move_date: false, contact_phone: false }],
    ["p04", [agent("What sort of piano is it?"), user("A Challen, the tall kind against the wall."), agent("And when do you need it moved?"), user("Tomorrow week ideally."), agent("Best number to reach you?"), user("07700 900552")], "QUALIFIED", { piano_type: true, move_date: true, contact_phone: true }],
    ["p05", "You moved my mother's piano back in 2019 and it was great. She's asked me to get in touch about tuning, is that something you do?", "FAILED", { piano_type: false, move_date: false, contact_phone: false }],
    ["p06", "Hello,\n\nWe're moving house on the 14th and the upright needs to come with us, three steps up at the new place.\n\nThanks,\nRuth\n07700 900219", "QUALIFIED", { piano_type: true, move_date: true, contact_phone: true }],
    ["p07", "what do you charge per flight of stairs? got an upright", "PARTIAL", { piano_type: true, move_date: false, contact_phone: false }],
    ["p08", "Our school hall grand needs shifting to the music block before term starts on Monday. Please give me a bell on 01632 960111.", "QUALIFIED", { piano_type: true, move_date: true, contact_phone: true }],
    ["p09", "i have piano, yamaha upright, need move next friday please. my phone 07700 900640", "QUALIFIED", { piano_type: true, move_date: true, contact_phone: true }],
    ["p10", "Is your phone line open at weekends? I tried calling yesterday.", "FAILED", { piano_type: false, move_date: false, contact_phone: false }],
    ["p11", "Call notes: lady has a Steinway baby grand, wants it moved to storage in a fortnight, no phone given, prefers email", "PARTIAL", { piano_type: true, move_date: true, contact_phone: false }],
    ["p12", "My neighbour's piano went with you last year. Ours is only a keyboard so we'll manage.", "FAILED", { piano_type: false, move_date: false, contact_phone: false }]
  ]
}

const bikeMechanic: FpDomain = {
  name: "a mobile bike mechanic",
  criteria: {
    custom_detectors: [
      field("bike_fault", ["The rear brake is rubbing", "Chain keeps slipping off", "Puncture on the front wheel", "Gears are skipping under load"]),
      field("visit_location", ["I'm at 22 Kelso Road", "Can you come to my work in Chorlton?", "Location: Didsbury, M20"]),
      field("preferred_time", ["Tuesday evening works", "Any morning before 10", "Saturday 4th, early afternoon"])
    ]
  },
  cases: [
    ["b01", "Hiya, the back wheel won't turn properly, feels like it's catching on something. I'm in Levenshulme, any chance tomorrow after work?", "QUALIFIED", { bike_fault: true, visit_location: true, preferred_time: true }],
    ["b02", "What's up with it?: gears jump when I pedal hard\nWhere are you?: office car park, 4 Mill Lane, Stockport\nWhen suits?: Thursday lunchtime", "QUALIFIED", { bike_fault: true, visit_location: true, preferred_time: true }],
    ["b03", "Do you service e-bikes too, or only normal ones?", "FAILED", { bike_fault: false, visit_location: false, preferred_time: false }],
    ["b04", [agent("What's the problem with the bike?"), user("It keeps dropping the chain when I change down."), agent("Where will the bike be?"), user("Outside the library in Sale."), agent("When's good?"), user("Friday morning.")], "QUALIFIED", { bike_fault: true, visit_location: true, preferred_time: true }],
    ["b05", "You fixed my brakes last month and they've been perfect since. Thanks again!", "FAILED", { bike_fault: false, visit_location: false, preferred_time: false }],
    ["b06", "front brake squeals like mad and barely stops me. home is 9 Ash Grove, Urmston. free all day Sunday", "QUALIFIED", { bike_fault: true, visit_location: true, preferred_time: true }],
    ["b07", "How far out do you travel? I'm thinking about getting a bike soon.", "FAILED", { bike_fault: false, visit_location: false, preferred_time: false }],
    ["b08", "Hello,\n\nMy son's bike has a flat that won't stay up even after I pumped it. We're on Beech Road in Chorlton.\n\nKind regards,\nAnita", "PARTIAL", { bike_fault: true, visit_location: true, preferred_time: false }],
    ["b09", "bike make noise when i pedal, click click every turn. i am in Hulme. can come the day after tomorrow?", "QUALIFIED", { bike_fault: true, visit_location: true, preferred_time: true }],
    ["b10", "My friend's bike keeps getting punctures, she might contact you. I'm just passing on your details.", "FAILED", { bike_fault: false, visit_location: false, preferred_time: false }],
    ["b11", "Call notes: customer's derailleur bent after a fall, handlebars also twisted. Will text address later. Wants next Wednesday.", "PARTIAL", { bike_fault: true, visit_location: false, preferred_time: true }],
    ["b12", "The saddle won't stay up, it slowly sinks as I ride. Can you come this weekend?", "PARTIAL", { bike_fault: true, visit_location: false, preferred_time: true }]
  ]
}

const hedgehogRescue: FpDomain = {
  name: "a hedgehog rescue",
  criteria: {
    custom_detectors: [
      field("hedgehog_count", ["There are 3 of them", "Two babies in the nest", "Number of hedgehogs: 1"]),
      field("found_where", ["It's in my back garden in Frome", "Found on the path by the canal", "Location: under the shed, 12 Vale Street"]),
      field("finder_contact", ["You can reach me on 07700 900333", "Email me at jo.hart@example.com", "Phone: 01373 555 018"])
    ]
  },
  cases: [
    ["h01", "There's a little one wandering about in daylight on our lawn in Radstock, seems wobbly. Ring me on 07700 900120.", "QUALIFIED", { hedgehog_count: true, found_where: true, finder_contact: true }],
    ["h02", "Found four hoglets with no mum in the compost heap behind the allotments at Westfield. Text me on 07700 900481 please.", "QUALIFIED", { hedgehog_count: true, found_where: true, finder_contact: true }],
    ["h03", "How many hedgehogs do you usually have in over winter? My class wants to know.", "FAILED", { hedgehog_count: false, found_where: false, finder_contact: false }],
    ["h04", [agent("How many have you found?"), user("Just the one."), agent("Where is it?"), user("By the bins behind the Co-op in Shepton."), agent("And a number for you?"), user("07700 900903")], "QUALIFIED", { hedgehog_count: true, found_where: true, finder_contact: true }],
    ["h05", "We brought you a hedgehog last autumn and just wanted to say how lovely it was to see him released.", "FAILED", { hedgehog_count: false, found_where: false, finder_contact: false }],
    ["h06", "Your spiky visitor(s): a pair, one much smaller\nSpotted at: Greenway Lane allotments, Bath\nHow to get hold of you: sam.ward@example.com", "QUALIFIED", { hedgehog_count: true, found_where: true, finder_contact: true }],
    ["h07", "Do you take hedgehogs from outside Somerset? Asking for a friend in Wiltshire.", "FAILED", { hedgehog_count: false, found_where: false, finder_contact: false }],
    ["h08", "hi theres a hog stuck in the cattle grid at the end of our lane in Nunney, can someone come", "PARTIAL", { hedgehog_count: true, found_where: true, finder_contact: false }],
    ["h09", "Dear rescue,\n\nA couple of hedgehogs have been coming to our feeding station every night for weeks and look healthy. Is it fine to keep feeding them?\n\nBest,\nMaggie", "FAILED", { hedgehog_count: false, found_where: false, finder_contact: false }],
    ["h10", "Call notes: caller found one curled up in a drain on Cork Street, Frome, not moving much. Mobile 07700 900744.", "QUALIFIED", { hedgehog_count: true, found_where: true, finder_contact: true }],
    ["h11", "my dog found a hedgehog in the garden and it has a cut on its back, what do i do?? call me 07700 900265", "QUALIFIED", { hedgehog_count: true, found_where: true, finder_contact: true }],
    ["h12", "Our neighbour found some hedgehogs last year, how did they get in touch with you?", "FAILED", { hedgehog_count: false, found_where: false, finder_contact: false }]
  ]
}

export const DOMAINS: ReadonlyArray<FpDomain> = [pianoRemovals, bikeMechanic, hedgehogRescue]
