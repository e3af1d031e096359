// Challenge "rev11" (11-28): a review of the session's eleven merged rounds, aimed at where their
// new readings may misfire: harm words said figuratively or of the past (harmStates.ts), a rank
// or an "Urgent: No" outside a form, a courtesy "no problem if" that is a real answer, "still
// sorting out" a trouble, a code that is really a category (references.ts), a breed word used
// otherwise (lexicon.ts), a rank that is not a priority, "sits with" that is no decision. About
// half are near misses, the rest the readings' own targets told in new words. Chat, email and
// form styles; domains of our own (a pottery studio, a bike courier, a ferry, a tool hire firm).
// None of the datasets' text.
import type { Message } from "../../../src/domain/types.js"
import { compileManifest } from "../../../src/domain/manifest.js"
import { deriveStatus } from "../../../src/domain/status.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { BANT, CHAMP, MEDDIC, SPICED } from "./manifests.js"
import { RUBRICS } from "./emailformCases.js"
import { severity, timing } from "./triageReading.js"

const user = (content: string): Message => ({ role: "user", content })
const pres = (name: string, examples: Array<string>, non_examples: Array<string>, required = false) => ({ name, type: "presence", required, examples, non_examples })
const custom = (criteria: object) => {
  const manifest = compileManifest({ template: "custom", ...criteria } as never)
  return { manifest, scorer: compileEmbedded(manifest) }
}

/** A pottery studio whose trigger is someone hurt at the wheel or the kiln. */
const pottery = custom({
  custom_detectors: [
    pres("class_booking", ["I'd like two places on the Thursday wheel class", "Can I book the taster evening for my mum?", "Is there room on Saturday's glazing workshop?"], ["Just browsing your website"], true),
    pres("studio_injury", ["My daughter burned her arm on the kiln door", "A student cut his hand badly on a broken pot", "I slipped on the wet floor by the sinks and hurt my wrist", "One of the class fainted in the heat of the kiln room"], ["The kiln is quite warm in summer"])
  ],
  escalation: { triggers: [{ field: "studio_injury" }] }
})

/** A tool hire firm that sorts enquiries by the kind of machine. */
const toolHire = custom({
  custom_detectors: [
    { name: "machine_type", type: "classification", categories: ["mixer", "excavator", "generator"], examples: [
      { text: "Do you have a cement mixer free at the weekend?", category: "mixer" },
      { text: "Need a 110v belle mixer for two days", category: "mixer" },
      { text: "Looking to hire a mini digger for a patio job", category: "excavator" },
      { text: "Is the 1.5 tonne excavator available next week?", category: "excavator" },
      { text: "We need a petrol generator for an outdoor event", category: "generator" },
      { text: "Can I get a silent genny for a market stall?", category: "generator" }
    ] }
  ]
})

const packs = { bant: compileEmbedded(BANT), meddic: compileEmbedded(MEDDIC), spiced: compileEmbedded(SPICED), champ: compileEmbedded(CHAMP) }

/** A case: what is read of it, and the readings allowed. */
export interface Rev11Case {
  readonly id: string
  readonly read: () => string | null
  readonly want: ReadonlyArray<string | null>
}

const escalates = (id: string, text: string, want: boolean): Rev11Case => ({
  id,
  read: () => (deriveStatus(pottery.manifest, pottery.scorer.score([user(text)])).status === "ESCALATE" ? "escalate" : "not"),
  want: [want ? "escalate" : "not"]
})
const machine = (id: string, text: string, ...want: Array<string | null>): Rev11Case => ({
  id,
  read: () => {
    const d = toolHire.scorer.score([user(text)]).machine_type!
    return d.found ? (d.value as string) : null
  },
  want
})
const pet = (id: string, text: string, ...want: Array<string | null>): Rev11Case => ({
  id,
  read: () => {
    const d = compileEmbedded(RUBRICS.kennel).score([user(text)]).animal_type!
    return d.found ? (d.value as string) : null
  },
  want
})
const pack = (id: string, name: keyof typeof packs, detector: string, text: string, found: boolean): Rev11Case => ({
  id,
  read: () => (packs[name].score([user(text)])[detector]!.found ? "found" : "not"),
  want: [found ? "found" : "not"]
})
const sev = (id: string, text: string, ...want: Array<string | null>): Rev11Case => ({ id, read: () => severity(text), want })
const time = (id: string, text: string, ...want: Array<string | null>): Rev11Case => ({ id, read: () => timing(text), want })

export const REV11_CASES: ReadonlyArray<Rev11Case> = [
  // --- harm words: figurative, about money or paperwork, of the past, or the real thing
  escalates("h-scalding-review", "We left you a scalding review last year after the cancelled course, but we'd like to give you another go: two places on Thursday please.", false),
  escalates("h-passed-out-leaflets", "We passed out your flyers at the school fair and three parents want the taster evening, can you fit them in?", false),
  escalates("h-coughing-up", "Not keen on coughing up the full fee again if the class gets cancelled, can I book the Saturday one with a refund option?", false),
  escalates("h-threw-up-results", "A quick search threw up your glazing workshop, is there room for two on Saturday?", false),
  escalates("h-drowning-paperwork", "I'm drowning in marking this term so a calm evening at the wheel sounds perfect, can I book the taster?", false),
  escalates("h-trapped-contract", "I felt trapped in my old gym contract, so I love that your classes are pay as you go. Booking Thursday please.", false),
  escalates("h-heart-pounding", "My heart was pounding with excitement when my first bowl came out of the kiln! Can I book the next course?", false),
  escalates("h-itching", "I'm itching to get my hands on clay again, any room on Saturday's workshop?", false),
  escalates("h-burned-supplier", "We got burned by another studio that cancelled on us, so please confirm the Thursday class is definitely running.", false),
  escalates("h-shaking-laughter", "We were all shaking with laughter at our wonky mugs on Saturday, can we book the same workshop for a hen party?", false),
  escalates("h-real-pounding", "Since the glaze class my head has been pounding and I feel sick, I was right beside the open kiln.", true),
  escalates("h-real-burned-by-kiln", "My friend got burned by the kiln lid at tonight's class, the skin has gone red and shiny.", true),
  escalates("h-real-scalded", "My son scalded his hand on the glaze kettle in today's class and it's blistering badly.", true),
  escalates("h-real-passed-out", "A lady in the Thursday group passed out by the kiln this evening, the teacher had to call 999.", true),
  escalates("h-real-throwing-up", "After the glaze session my daughter has been throwing up and is dizzy, could it be the fumes?", true),
  // --- a form's "Urgent: No" against the same words in a sentence
  sev("u-urgent-no-sentence", "Urgent: no idea why, but nobody on the ward can print prescriptions and patients are waiting at the desk.", "critical", "high"),
  time("u-form-no", "Name: Rhian Price\nCompany: Tally Couriers\nUrgent: No\nIssue: the invoice PDF shows last month's logo", "flexible", null),
  time("u-sentence-not-yet", "Is it urgent? Not yet, but payroll runs on Friday and the export still fails, so it will be by Thursday.", "soon", "immediate"),
  // --- a courtesy "no problem if" against a real denial or a real fault
  sev("c-no-problem-if-real", "No problem if you need a day, but right now none of our drivers can see their routes and parcels are piling up.", "critical", "high"),
  sev("c-no-problem-courtesy", "Could you add a night theme to the driver app at some point? No problem if not, it's just a nice-to-have.", "low"),
  pack("c-pain-no-problem-if", "spiced", "pain", "No problem if Tuesday is busy for you; the real headache is that our route sheets are still done by hand and drivers get lost.", true),
  // --- "still sorting out": a trouble being sorted is still there; a thing being arranged is open
  pack("s-sorting-mess", "champ", "challenges", "We're still sorting out the mess from last month's missed deliveries, customers keep ringing to complain.", true),
  pack("s-sorting-budget", "bant", "budget", "We're still sorting out the budget for next year, so there is no number to share yet.", false),
  pack("s-sorting-backlog", "spiced", "pain", "The team is still sorting out a backlog of unbilled jobs from the old system.", true),
  // --- a reference code against a code that is the kind of machine asked for
  machine("r-generator-model", "Hi, could I hire the 6kva generator from Friday to Monday?", "generator"),
  machine("r-digger-ref", "Booking ref: TH4471\nMachine: mini digger\nDates: 3-5 May", "excavator"),
  machine("r-mixer-code-only", "Order no: 55210\nDepot: Leeds\nPlease send a mixer for Saturday", "mixer"),
  machine("r-code-no-kind", "Account: KX-220\nCollection point: depot 4\nWill the driver ring ahead?", null),
  // --- breed words used otherwise, and breeds that do name a pet
  pet("b-jack-russell-owner", "Owner: Jack Russell\nPet: ginger tom, 9 years old\nDates: 4-11 July", "cat"),
  pet("b-husky-voice", "Sorry for my husky voice on the phone earlier! It's our Persian who needs a stay from the 2nd to the 6th.", "cat"),
  pet("b-springer-real", "Our springer is booked in for the 10th to the 14th, she pulls a bit on the lead.", "dog"),
  pet("b-boxer-shorts-rabbit", "My little boy will bring his rabbit in a box with his boxer shorts for bedding (don't ask!) on the 3rd.", "other"),
  // --- a rank that is not a priority
  pack("p-rank-address", "champ", "prioritization", "Which unit are you on the estate? It is number 4, next to the tyre place.", false),
  pack("p-rank-queue", "champ", "prioritization", "We're second on the list for a delivery slot at the depot, the rest is on your side.", false),
  pack("p-rank-real", "champ", "prioritization", "Fixing the route planning is number one on our list for this year, ahead of the new vans.", true),
  pack("p-rank-spelled", "champ", "prioritization", "Of everything the board wants done this year, this is number two.", true),
  pack("p-rank-next-year", "champ", "prioritization", "Honestly the route planning is second on our list for next year.", true),
  pack("p-low-label-form", "champ", "prioritization", "Company: Tally Couriers\nPriority: low\nProblem: drivers lose half an hour a day on paper sheets", false),
  pack("p-sits-after-physical", "champ", "prioritization", "The loading bay sits right behind the new warehouse extension, so drivers can pull straight in.", false),
  // --- "sits with" that is no decision, and one that is
  pack("d-sits-with-key", "meddic", "economic_buyer", "The spare key sits with reception, so your engineer can let himself in at the depot.", false),
  pack("d-sits-with-data", "meddic", "economic_buyer", "All our customer data sits with the old provider until the contract ends in March.", false),
  pack("d-sits-with-real", "meddic", "economic_buyer", "Final sign-off on anything over five grand sits with our finance director, Priya.", true),
  pack("d-decision-sits-spiced", "spiced", "decision", "The decision sits with the two owners, they'll look at it together in June.", true),
  // --- money from a pot: where money sits, against where something else sits
  pack("m-pot-real", "bant", "budget", "There's about 8k sitting in the equipment fund that we can use for this.", true),
  pack("m-pot-not-money", "bant", "budget", "About eighty parcels are sitting in the depot waiting for a driver.", false)
]
