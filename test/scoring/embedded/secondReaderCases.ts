import type { RoutingDomain } from "./secondReaderRouting.js"
import { agent, user } from "./custescCases.js"
import { DOMAINS as ESC1 } from "./custescDomains.js"
import { DOMAINS as ESC2 } from "./custescDomains2.js"
import { DOMAINS as REL1 } from "./custrelDomains.js"
import { DOMAINS as REL2 } from "./custrelDomains2.js"
import { DOMAINS as RECALL1 } from "./custrecallDomains.js"
import { DOMAINS as RECALL2 } from "./custrecallDomains2.js"
import { DOMAINS as TOPIC1 } from "./custtopicDomains.js"
import { DOMAINS as TOPIC2 } from "./custtopicDomains2.js"
import { DOMAINS as CIRC1 } from "./custcircDomains.js"
import { DOMAINS as CIRC2 } from "./custcircDomains2.js"
import { DOMAINS as FIELD1 } from "./custfieldDomains.js"
import { DOMAINS as FIELD2 } from "./custfieldDomains2.js"

// A fresh rubric for the second reader (a kayak and paddleboard hire), written for this branch:
// required details told in words far from the examples (a miss the engine is sure of) and the
// domain's words without the detail (a find that is the domain's, not the signal's), beside plain
// cases. A wrong status here should reach the model; a right one should mostly stay local.
export const PADDLE: RoutingDomain = {
  name: "a kayak hire",
  criteria: {
    custom_detectors: [
      { name: "craft_wanted", type: "presence", examples: ["we'd like to hire two kayaks", "can I rent a paddleboard for the afternoon", "looking to book a canoe for Saturday"] },
      { name: "experience", type: "presence", examples: ["we've paddled before", "we're complete beginners", "I did a kayaking course last summer"] },
      {
        name: "safety_concern", type: "presence", required: false, description: "A risk to a paddler's safety",
        examples: ["my son can't swim", "I have epilepsy", "one of us has a heart condition", "she panics in deep water"],
        non_examples: ["do you provide buoyancy aids?"]
      }
    ],
    escalation: { triggers: [{ field: "safety_concern" }] }
  },
  cases: [
    ["Hi, two of us would love a sit-on-top each for Sunday morning. Neither of us has ever been on the water.", false, ["craft_wanted", "experience"]],
    ["Could we take out a double canoe next weekend? We used to row at university, years ago now.", false, ["craft_wanted", "experience"]],
    ["Is the river very busy at weekends? We had a lovely day with you in August.", false, []],
    ["We want two kayaks for Saturday. We've paddled before. My daughter had a seizure last month and is still on medication.", true, ["craft_wanted", "experience"]],
    ["Booking for four boards please, 10am Friday. We all did the intro lesson with you in May.", false, ["craft_wanted", "experience"]],
    ["My husband's pacemaker was fitted in spring. We'd like a tandem for Thursday and we're fairly new to it.", true, ["craft_wanted", "experience"]],
    ["Do your instructors have first aid training?", false, []],
    ["Three kayaks for the bank holiday please, we're complete beginners.", false, ["craft_wanted", "experience"]],
    ["What time do you shut on Sundays? And is there parking for a van?", false, []],
    ["Can I rent a paddleboard for the afternoon? I'm a total novice and I can't swim a stroke.", true, ["craft_wanted", "experience"]],
    [[agent("Have you been out on the water before?"), user("A couple of times on holiday in Wales, nothing serious. We'd like two boats for the 3rd.")], false, ["craft_wanted", "experience"]],
    ["Last time we hired, the rudder was stiff. Is that sorted now? We'd like the same boat again on Saturday, we know what we're doing.", false, ["craft_wanted", "experience"]],
    ["My brother can't swim but he's not coming. It's just me: one board for Wednesday, and I've done plenty of sea kayaking.", false, ["craft_wanted", "experience"]],
    ["We're thinking about a family day out in the summer, what do you offer for children?", false, []]
  ]
}

const fromEsc = ESC1.concat(ESC2, REL1, REL2, RECALL1, RECALL2, TOPIC1, TOPIC2).map((d) => ({ ...d, cases: d.cases.map(([i, e, h]) => [i, e, h] as const) }))
const fromCirc = [...CIRC1, ...CIRC2, ...FIELD1, ...FIELD2].map((d) => ({ ...d, cases: d.cases.map(([i, h]) => [i, null, h] as const) }))

/** Our own earlier custom challenge sets (about 600 messages in 40 rubrics), for the routing figure. */
export const OWN_DOMAINS: ReadonlyArray<RoutingDomain> = [...fromEsc, ...fromCirc]
