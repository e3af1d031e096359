// The actor challenge (actor.test.ts): four custom rubrics of our own (a furniture shop, a physio
// clinic, a print shop, a vet practice) with detectors given as a customer words them, and the
// five intents. Half the messages tell an action of the vendor's staff or a third party (a
// driver, a nurse, a rep, a designer), which states nothing of the customer's own choice or wish;
// half are the customer's own plain statements. Keys starting "i." are the intents. Every text is
// our own; a detector left out of a case's `want` is not scored on it.
import type { DomainCase } from "./custcls2Domains.js"
import { cls, pres } from "./fewExampleRubric.js"


export const RUBRICS = {
  furniture: [
    cls("handover", [["I'll collect it from your warehouse myself", "self_collect"], ["I can pick it up in my van on Saturday", "self_collect"], ["Please deliver it to my address", "delivery"], ["I'd like it brought to the house", "delivery"]]),
    pres("assembly_request", ["Can you put it together for me?", "I'd like the bed assembled", "I need someone to build the wardrobe"])
  ],
  physio: [
    cls("consult_mode", [["I'd prefer a video call", "video"], ["Can I come in to the clinic?", "in_person"], ["A phone consultation would suit me best", "phone"]]),
    pres("wants_callback", ["Please call me back", "Can someone ring me?", "I'd like a call about my results"])
  ],
  print: [
    cls("paper_size", [["I need them on A4", "a4"], ["A5 flyers please", "a5"], ["Make them A3 posters", "a3"]]),
    pres("rush_needed", ["We need them by tomorrow", "It's urgent, the event is Friday", "Can you rush the order?"])
  ],
  vet: [
    cls("visit_reason", [["My dog needs her jabs", "vaccination"], ["The cat has been limping since yesterday", "injury"], ["Time for his annual check-up", "checkup"]]),
    pres("home_visit", ["Could the vet come to the house?", "I can't get him in the car, can you visit us?", "A home visit would be easiest"])
  ]
} as const

const c = (rubric: keyof typeof RUBRICS, text: string, want: DomainCase["want"]): DomainCase => ({ rubric, text, want })
const NONE = { "i.pricing_interest": false, "i.purchase_interest": false, "i.urgency": false, "i.not_interested": false, "i.needs_human": false }

export const CASES: ReadonlyArray<DomainCase> = [
  // furniture: someone else acting
  c("furniture", "Your driver will collect the old sofa when he drops off the new one on Monday.", { handover: "delivery", assembly_request: false, ...NONE }),
  c("furniture", "Your warehouse lads picked up the wrong table, so my order still hasn't left.", { handover: null, assembly_request: false, ...NONE }),
  c("furniture", "The fitter you sent last time put our bookcase together really neatly.", { handover: null, assembly_request: false, ...NONE }),
  c("furniture", "Your salesman said he'd ring me with a quote for the extra chairs.", { handover: null, assembly_request: false, ...NONE }),
  c("furniture", "My sister is collecting her own dresser from you on Friday, nothing to do with my order.", { handover: null, assembly_request: false, ...NONE }),
  // furniture: the customer's own
  c("furniture", "I'll pick the chairs up myself on Friday, I've got a trailer.", { handover: "self_collect", assembly_request: false, ...NONE }),
  c("furniture", "Can you bring the wardrobe round to mine next week and build it while you're there?", { handover: "delivery", assembly_request: true, ...NONE }),
  c("furniture", "How much would it cost to have the desk assembled when it arrives?", { assembly_request: true, ...NONE, "i.pricing_interest": true }),
  c("furniture", "We'd like to order two more of the same oak desks, delivered to the office.", { handover: "delivery", assembly_request: false, ...NONE, "i.purchase_interest": true }),
  c("furniture", "We've decided not to go ahead with the dining set, thanks anyway.", { handover: null, assembly_request: false, ...NONE, "i.not_interested": true }),
  // physio: someone else acting
  c("physio", "The nurse will ring me to book the next appointment.", { consult_mode: null, wants_callback: false, ...NONE }),
  c("physio", "The physio said she'd phone me on Thursday once the scan results are in.", { consult_mode: null, wants_callback: false, ...NONE }),
  c("physio", "Your receptionist already rang me this morning to confirm the time.", { consult_mode: null, wants_callback: false, ...NONE }),
  c("physio", "My GP wants me to have a video review with him next month, separate from you.", { consult_mode: null, wants_callback: false, ...NONE }),
  c("physio", "Your manager called my husband yesterday about the invoice and he sorted it.", { consult_mode: null, wants_callback: false, ...NONE }),
  // physio: the customer's own
  c("physio", "I'd rather do it over the phone, my knee makes travel hard.", { consult_mode: "phone", wants_callback: false, ...NONE }),
  c("physio", "Could someone ring me back today about my scan?", { consult_mode: null, wants_callback: true, ...NONE, "i.needs_human": true, "i.urgency": true }),
  c("physio", "Can we do Tuesday's session on video? I'm away that week.", { consult_mode: "video", wants_callback: false, ...NONE }),
  c("physio", "I'd like to speak to the practice manager about my treatment, please.", { wants_callback: false, ...NONE, "i.needs_human": true }),
  c("physio", "My back has seized up and I can barely walk, I need to be seen today.", { consult_mode: null, wants_callback: false, ...NONE, "i.urgency": true }),
  // print: someone else acting
  c("print", "Your team sent A3 instead of the A5 we ordered.", { paper_size: "a5", rush_needed: false, ...NONE }),
  c("print", "Your team printed the whole batch on A4 by mistake.", { paper_size: null, rush_needed: false, ...NONE }),
  c("print", "Your designer rushed the last job and the colours came out wrong.", { paper_size: null, rush_needed: false, ...NONE }),
  c("print", "Your rep keeps telling me I should upgrade to the premium card stock.", { paper_size: null, rush_needed: false, ...NONE }),
  c("print", "Our old printer used to do our menus on A3, but they've closed down.", { paper_size: null, rush_needed: false, ...NONE }),
  // print: the customer's own
  c("print", "Could you do 500 leaflets at A5?", { paper_size: "a5", rush_needed: false, ...NONE }),
  c("print", "We need the banners by Thursday morning at the latest.", { paper_size: null, rush_needed: true, ...NONE, "i.urgency": true }),
  c("print", "What would 200 A4 posters cost?", { paper_size: "a4", rush_needed: false, ...NONE, "i.pricing_interest": true }),
  c("print", "We'll go ahead with the order for the business cards, please send the invoice.", { paper_size: null, rush_needed: false, ...NONE, "i.purchase_interest": true }),
  c("print", "Please put me through to someone in charge, this is the third reprint.", { rush_needed: false, ...NONE, "i.needs_human": true }),
  // vet: someone else acting
  c("vet", "Your vet came out to the farm last spring for the ponies.", { visit_reason: null, home_visit: false, ...NONE }),
  c("vet", "The vet nurse said she'd call me about his blood test.", { visit_reason: null, home_visit: false, ...NONE }),
  c("vet", "My neighbour's dog needs his jabs, she asked me to pass on your number.", { visit_reason: null, home_visit: false, ...NONE }),
  c("vet", "Your colleague wanted to refer us to a specialist, but we'll wait and see.", { visit_reason: null, home_visit: false, ...NONE }),
  c("vet", "The groomer told me our spaniel was overdue a check-up.", { home_visit: false, ...NONE }),
  // vet: the customer's own
  c("vet", "Our cat's been limping since Sunday, can we bring her in?", { visit_reason: "injury", home_visit: false, ...NONE }),
  c("vet", "Could the vet come out to us? Our old dog can't manage the car any more.", { home_visit: true, ...NONE }),
  c("vet", "It's time for Bella's booster jabs, what do they cost?", { visit_reason: "vaccination", home_visit: false, ...NONE, "i.pricing_interest": true }),
  c("vet", "We're moving away, so please cancel the pet health plan, we won't need it.", { visit_reason: null, home_visit: false, ...NONE, "i.not_interested": true }),
  c("vet", "He's been hit by a car and is bleeding, we're on our way now.", { visit_reason: "injury", home_visit: false, ...NONE, "i.urgency": true })
]
