// The custwords challenge (custwords.test.ts): four custom rubrics of our own, 3–4 examples per
// detector, whose signals new text tells in other words than the examples: a start, a pay figure
// or a place told as a value of its kind beside the field's meaning ("free from the 1st", "my day
// rate is 450", "I'm near Leeds, happy to commute"); a category told by what the thing does; a
// hazard told by a state no example names. A third are near misses: an agent's question, the
// vendor's own advert text, a value of the kind about something else.
import { agent, user } from "./triggerCases.js"
import { cls, pres } from "./fewExampleRubric.js"
import type { Message } from "../../../src/domain/types.js"

/** An input, the labels it states ("name" found, "name=category" for a classification), and for trigger rubrics whether it escalates. */
export type WordsCase = readonly [string | ReadonlyArray<Message>, ReadonlyArray<string>, boolean?]

export interface WordsDomain {
  readonly name: string
  readonly criteria: Record<string, unknown>
  readonly cases: ReadonlyArray<WordsCase>
}

/** A kitchen-staff agency hearing from cooks: when they can start, what they want paid, where they live, how senior. */
const kitchen: WordsDomain = {
  name: "a kitchen-staff agency",
  criteria: {
    custom_detectors: [
      pres("start_date", ["I can start on Monday", "I'm on a month's notice at my current place", "Available from 1 April"]),
      pres("pay_expectation", ["I'm looking for £14 an hour", "My current salary is 28k", "I'd want at least £30,000"]),
      pres("location", ["I live in Bristol", "I'm based in Bath", "I can get to anywhere in Somerset"]),
      cls("seniority", [
        ["I've just finished catering college", "junior"],
        ["I've worked the grill section for six years", "experienced"],
        ["I'm a head chef managing a brigade of eight", "management"]
      ])
    ]
  },
  cases: [
    ["Hiya, I could come on board once my contract at the hotel runs out in March.", ["start_date"]],
    ["Free from the 1st, happy to do a trial shift before then.", ["start_date"]],
    ["Looking for around 32k, a bit more if there's split shifts.", ["pay_expectation"]],
    ["Hourly I'd be hoping for 15.50, and I'm in Clifton so anything central works.", ["pay_expectation", "location"]],
    ["I'm out near Keynsham but I drive, so twenty minutes either way is fine.", ["location"]],
    ["I've been running a pub kitchen for the last few years, doing the ordering, the rotas and training the young ones.", ["seniority=management"]],
    ["First proper kitchen job would be this, I've only done a bit of washing up at a café so far.", ["seniority=junior"]],
    ["Sous at a busy bistro, seven years on the line before that. Could start a fortnight after I hand in my notice.", ["seniority=experienced", "start_date"]],
    [
      "Dear team,\n\nI saw the sous chef post on your site. I'm currently earning £31,500 and would want a step up from that. I'm based in Weston and could start after my two weeks are up.\n\nBest wishes,\nKaren Doyle\nSous Chef, The Anchor",
      ["pay_expectation", "location", "start_date", "seniority=experienced"]
    ],
    ["Name: Tomasz\nArea: Fishponds\nNotice: none, can start straight away\nExpected pay: £13.80/hr", ["location", "start_date", "pay_expectation"]],
    // near misses
    [[agent("When could you start, and what are you hoping to earn?"), user("Good question, let me think about it and get back to you.")], []],
    ["What does the job pay? The advert didn't say.", []],
    ["Our kitchen moved to a new site in Bristol in 2021, is that where the interviews are?", []],
    ["My brother starts at your Bath restaurant next week.", []],
    ["The card machine charged me £30 twice at your café last Saturday.", []],
    ["Is the role full time? And is there parking near the kitchen?", []]
  ]
}

/** A software contractor agency hearing from freelancers: day rate, availability, base, seniority. */
const contractors: WordsDomain = {
  name: "a software contractor agency",
  criteria: {
    custom_detectors: [
      pres("rate", ["My rate is £500 a day", "I charge 60 an hour", "Looking for 75k as a salary"]),
      pres("available_from", ["I could start on the 3rd", "I'm free from next Monday", "I need to finish my current contract first, it ends on 30 June"]),
      pres("base", ["I'm in Manchester", "I live just outside Leeds", "Based in Cardiff, fully remote preferred"]),
      cls("level", [
        ["I've been coding for about a year", "junior"],
        ["Five years building backend services", "mid"],
        ["I lead a team of six engineers", "lead"]
      ])
    ]
  },
  cases: [
    ["Day rate is 450 outside IR35, negotiable for a long gig.", ["rate"]],
    ["I'd expect something like six hundred a day for this kind of work.", ["rate"]],
    ["My current gig wraps up at the end of the month, so from then on.", ["available_from"]],
    ["I'm between contracts right now, so I could begin tomorrow if needed.", ["available_from"]],
    ["I'm near York, happy to come into the office twice a week.", ["base"]],
    ["I live in Sheffield and can travel to Leeds when needed.", ["base"]],
    ["I'd like to head up a small team again, I've done the hiring and one-to-ones at my last two places.", ["level=lead"]],
    ["Graduated in the summer, did a bootcamp since, this would be my first dev role.", ["level=junior"]],
    [
      "Hi Sam,\n\nThanks for the call. To recap: I'm a backend developer with about six years in Go and Python, I'm based in Bristol, and I could start once my notice ends on the 14th. I'm after 550 a day.\n\nCheers,\nPriya\n\n> On Tue, Sam wrote:\n> Could you send me your rate and availability?",
      ["level=mid", "base", "available_from", "rate"]
    ],
    ["Rate: 400/day\nLocation: Newcastle\nAvailable: 2 weeks' notice", ["rate", "base", "available_from"]],
    // near misses
    [[agent("What day rate are you after, and where are you based?"), user("I'll have a think and let you know.")], []],
    ["Our client pays contractors up to £550 a day and the office is in Leeds. Send me your CV if interested.", []],
    ["Is the Manchester role still open? What's the rate?", []],
    ["I was in Leeds for a conference on the 3rd and met your colleague there.", []],
    ["My invoice for £2,400 from last month is still unpaid.", []]
  ]
}

/** An e-bike repair shop: the fault's kind by what the bike does, and a battery or electrical hazard. */
const ebikes: WordsDomain = {
  name: "an e-bike repair shop",
  criteria: {
    custom_detectors: [
      cls("fault_area", [
        ["The brakes are squealing and don't grip", "brakes"],
        ["The gears keep slipping", "gears"],
        ["The motor stopped giving any assist", "motor"],
        ["I've got a puncture in the back tyre", "wheels"]
      ]),
      { name: "fire_risk", type: "presence", required: false, examples: ["The battery is smoking", "There were sparks from the charger", "The battery pack has swollen up"] },
      pres("bike_model", ["It's a Brompton Electric", "Mine is a Specialized Turbo Vado", "Cube Kathmandu Hybrid"])
    ],
    escalation: { triggers: [{ field: "fire_risk" }] }
  },
  cases: [
    ["My Specialized Como keeps cutting out whenever I go uphill, I get no help at all from the motor halfway up.", ["fault_area=motor", "bike_model"], false],
    ["The Vado won't stop properly on wet roads, I have to squeeze really hard to slow down.", ["fault_area=brakes", "bike_model"], false],
    ["The chain jumps about when I pedal hard on my Cube.", ["fault_area=gears", "bike_model"], false],
    ["The back wheel keeps going soft overnight, it's a Brompton.", ["fault_area=wheels", "bike_model"], false],
    ["The charger gets really hot and there's a burning smell from the plug.", ["fire_risk"], true],
    ["The battery case is bulging at one end and feels warm even when it's off.", ["fire_risk"], true],
    ["There's a crackling from the battery and a smell like melting plastic.", ["fire_risk"], true],
    // near misses
    ["Can you check the battery? It only does 20 miles now instead of 40.", [], false],
    ["Do you sell replacement chargers for a Brompton Electric?", ["bike_model"], false],
    ["The motor is a bit noisy but works fine, just book me in for a service.", [], false],
    ["Is it safe to charge the battery overnight in the hallway?", [], false],
    ["I'm not sure which model it is, it's a blue one my dad bought.", [], false]
  ]
}

/** A heating engineer: the boiler's fault by what it does, and a gas or carbon-monoxide danger. */
const heating: WordsDomain = {
  name: "a heating engineer",
  criteria: {
    custom_detectors: [
      cls("fault", [
        ["No hot water from the taps", "hot_water"],
        ["The radiators stay cold", "heating"],
        ["The boiler is leaking underneath", "leak"],
        ["Error code F28 on the display", "error_code"]
      ]),
      { name: "gas_danger", type: "presence", required: false, examples: ["I smell gas in the kitchen", "The carbon monoxide alarm is going off", "There's soot around the boiler flue"] },
      pres("address", ["14 Mill Lane, Frome", "Flat 3, 22 Church Street", "The property is 8 Orchard Close, BA11 2QT"])
    ],
    escalation: { triggers: [{ field: "gas_danger" }] }
  },
  cases: [
    ["The hob has a lazy yellow flame instead of blue and the kitchen feels stuffy. 12 Kings Road, Frome.", ["gas_danger", "address"], true],
    ["The pilot light keeps going out and there's a faint rotten-egg smell in the cupboard.", ["gas_danger"], true],
    ["My husband and I both have headaches whenever the boiler's on and they go when we go out.", ["gas_danger"], true],
    ["The shower only runs cold now, the taps too. 5 Vicarage Lane.", ["fault=hot_water", "address"], false],
    ["The house is freezing, the rads upstairs never warm up even with the thermostat on full.", ["fault=heating"], false],
    ["There's a puddle under the boiler every morning.", ["fault=leak"], false],
    // near misses
    ["When is my annual gas safety check due?", [], false],
    ["We had a gas leak two years ago which your team fixed, all fine since. Could you quote for a new radiator?", [], false],
    ["Is a yellow flame on a gas hob dangerous? Asking for my mum's place, hers is blue.", [], false],
    ["Can you fit a carbon monoxide alarm while you're here for the service?", [], false]
  ]
}

export const WORDS_DOMAINS: ReadonlyArray<WordsDomain> = [kitchen, contractors, ebikes, heating]
