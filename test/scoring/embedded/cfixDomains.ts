// Round cfix: the reviewer's probes of cpfp5's job-seeker screen (seekingWork.ts) and ccls6's
// front-desk reading (deskMatters.ts), with near variants of our own. Customers whose wording shares
// a weak mark with a job application (a booking reference, "I can start", a student, a portfolio,
// "are you hiring" said of hire goods, a trade account applied for) must keep their finds; an
// escalation trigger is never silenced by the screen. A fault or a job beside a payment, and a
// job's "labour hours" or a door's "closed", are no front-desk matter. Every text is our own.
import { CCLS6_DOMAINS } from "./ccls6Domains.js"
import { CPFP5_DOMAINS } from "./cpfp5Domains.js"
import { type FpDomain, field, trigger } from "./custfpDomains.js"
import { cls, pres } from "./fewExampleRubric.js"
import type { CatDomain } from "./classificationChallenge.js"

const criteriaOf = (name: string) => CPFP5_DOMAINS.find((d) => d.name === name)!.criteria

const pools: FpDomain = {
  name: "a pool maintenance firm",
  criteria: criteriaOf("a pool maintenance firm"),
  cases: [
    ["x01", "My booking references are 5512 and 5513. After your technician dosed the pool my son's eyes are burning and the water smells strongly of chlorine. I can work from home tomorrow if you need to come back.", "ESCALATE", { chemical_exposure: true }],
    ["x02", "Any openings available this month for a pump repair? Our pool is an above-ground one. I can start paying monthly.", "QUALIFIED", { pool_type: true, service_wanted: true }],
    ["x03", "Our order reference is 7781. The rash is all over the kids since the pool was dosed and I can start the car and bring them round if you want to see.", "ESCALATE", { chemical_exposure: true }],
    // Still an applicant: the clear mark with weak ones beside it.
    ["x04", "I'd like to apply for the pool technician job. I can start next week and have my own transport.", "FAILED", { pool_type: false, service_wanted: false }]
  ]
}

const windows: FpDomain = {
  name: "a window fitter",
  criteria: criteriaOf("a window fitter"),
  cases: [
    ["x05", "Please keep my details on file. I am a student landlord, we need 8 windows replaced in a Victorian terrace.", "PARTIAL", { window_count: true }],
    ["x06", "I'm a mature student and own a semi, we need 5 windows replaced, uPVC frames please. Keep my details on file for next year too.", "QUALIFIED", { window_count: true, frame_material: true }]
  ]
}

const prints: FpDomain = {
  name: "a print shop",
  criteria: {
    custom_detectors: [
      field("print_count", ["we need 50 flyers", "200 copies of the booklet", "Quantity: 30 posters"]),
      field("deadline", ["we need them by Friday", "before the show on the 9th", "Deadline: next Monday"])
    ]
  },
  cases: [
    ["x07", "I'm an art student and need 20 A3 prints of my portfolio by Friday.", "QUALIFIED", { print_count: true, deadline: true }],
    ["x08", "I am a design student: could you do 40 copies of my portfolio booklet before the show on the 12th?", "QUALIFIED", { print_count: true, deadline: true }]
  ]
}

const marquees: FpDomain = {
  name: "a marquee and furniture hire firm",
  criteria: {
    custom_detectors: [
      field("event_date", ["our wedding is on 3 May", "the party is the last Saturday in July", "Date: 21 August"]),
      field("guest_count", ["about 80 guests", "we're expecting 150 people", "Guests: 60"]),
      trigger("structure_failure", "A hired marquee or structure falling or unsafe", [
        "the marquee pole has snapped and the roof is sagging",
        "a side panel blew off in the wind and hit a guest",
        "the stage you hired us has collapsed at one corner"
      ], ["do you hire out heaters?"])
    ],
    escalation: { triggers: [{ field: "structure_failure" }] }
  },
  cases: [
    ["x09", "Are you hiring now for next summer? Our wedding is on 14 June and we're expecting 120 guests. We have our own transport for the chairs.", "QUALIFIED", { event_date: true, guest_count: true }],
    ["x10", "I'm a student organising our summer ball: are you hiring for July? The ball is on 19 July and we're expecting 300 guests.", "QUALIFIED", { event_date: true, guest_count: true }],
    // Still an applicant: staff asked for.
    ["x11", "Are you hiring staff for the summer season? I can work weekends and have my own transport.", "FAILED", { event_date: false, guest_count: false }]
  ]
}

const merchant: FpDomain = {
  name: "a builders' merchant",
  criteria: {
    custom_detectors: [
      field("materials", ["two pallets of bricks", "20 bags of cement", "Materials: 40 sheets of plasterboard"]),
      field("delivery_site", ["deliver to 4 Kiln Lane, Ely", "the site is at 18 Orchard Way", "Site: 2 Mill Road, Diss"])
    ]
  },
  cases: [
    ["x12", "We're a building firm with 20 years of experience and would like to apply for a trade account. We have our own van, but need 20 bags of cement delivered to 4 Kiln Lane, Ely.", "QUALIFIED", { materials: true, delivery_site: true }]
  ]
}

export const CFIX_STATUS_DOMAINS: ReadonlyArray<FpDomain> = [pools, windows, prints, marquees, merchant]

// ccls6's violin workshop: the rubric whose bills the review probed.
const violin: CatDomain = {
  detectors: CCLS6_DOMAINS[0]!.detectors,
  cases: [
    ["c01", "The strings I paid £30 to have fitted last week have already snapped.", { job: "repair" }],
    ["c02", "The bridge you fitted after I paid the deposit has snapped again.", { job: "repair" }],
    ["c03", "I've paid the invoice, please go ahead and rehair the bow.", { job: "rehair" }],
    // Billing alone stays no job.
    ["c04", "Could you resend the invoice? I have paid it already.", { job: null }]
  ]
}

const sauna: CatDomain = {
  detectors: [
    cls("booking", [
      ["We'd like the sauna trailer for a weekend in June", "hire"],
      ["Can we hire it for a birthday party?", "hire"],
      ["The stove in the sauna stopped heating halfway through", "fault"]
    ])
  ],
  cases: [
    ["c05", "The stove stopped heating after an hour so we'd like a refund.", { booking: "fault" }],
    ["c06", "I want a refund, the stove stopped heating after an hour.", { booking: "fault" }]
  ]
}

const tractor: CatDomain = {
  detectors: [
    cls("work", [
      ["The engine on our Fergie needs a full rebuild", "engine"],
      ["Could you respray my Fordson in the original blue?", "paint"],
      ["I'm after a new seat and mudguards for a David Brown", "parts"]
    ])
  ],
  cases: [
    ["c07", "Roughly what are the labour hours on a full engine rebuild?", { work: "engine" }],
    ["c08", "What are your labour hours on a respray of a David Brown?", { work: "paint" }],
    // Opening times alone stay no job.
    ["c09", "What are your opening hours on Saturday?", { work: null }]
  ]
}

const doors: CatDomain = {
  detectors: [
    cls("job", [
      ["We'd like a new composite front door fitted", "install"],
      ["Could you fit a back door to match the front?", "install"],
      ["The lock on our door has jammed", "repair"]
    ]),
    pres("door_count", ["just the one door", "two doors"])
  ],
  cases: [
    ["c10", "Is it closed at the bottom or is there meant to be a gap under the new front door?", { job: "install" }],
    ["c11", "Are you open on Saturday?", { job: null }]
  ]
}

// A payment word that is no bill: a paid tier asked for, receipts brought along to a visit.
const bookkeeper: CatDomain = {
  detectors: [
    cls("service", [
      ["Can you do my self-assessment this year?", "tax_return"],
      ["We need someone to run payroll for six staff", "payroll"]
    ]),
    cls("meeting", [
      ["Could you ring me after five?", "phone"],
      ["I'd like to sit down with you at your office", "in_person"]
    ])
  ],
  cases: [
    ["c12", "I can pop in to your office on Tuesday with last year's receipts.", { meeting: "in_person" }],
    ["c13", "Our trial ends next week and we'd like to carry on with a paid plan for the payroll.", { service: "payroll" }],
    // A bill alone still names no service.
    ["c14", "Could you send me a receipt for the March invoice?", { service: null, meeting: null }]
  ]
}

export const CFIX_CLASS_DOMAINS: ReadonlyArray<CatDomain> = [violin, sauna, tractor, doors, bookkeeper]
