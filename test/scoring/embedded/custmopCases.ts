// The custmop challenge (custmop.test.ts): four custom rubrics of our own (an events venue, an
// appliance repairer, a business bank, a dry cleaner), each with classification detectors and a
// presence detector, and messages that tempt the misreadings the custom rounds left: a category
// word inside a compound meaning something else ("business card"), idle questions ("just
// curious"), a past event beside the current matter, a period reaching up to now ("over the past
// year"), a stranger told by negated membership, somebody else's action read as the customer's.
// Every text is our own; a detector left out of a case's `want` is not scored on it.
import type { DomainCase } from "./custcls2Domains.js"
import { cls, pres } from "./fewExampleRubric.js"


export const RUBRICS = {
  venue: [
    cls("enquiry", [["We'd like to book the hall for a Saturday in June", "booking"], ["Can we move our event to the week after?", "change"], ["The room was cold and the food came out late", "complaint"]]),
    cls("group_kind", [["It's for my parents' anniversary, kids and grandkids coming", "family"], ["A team offsite for our sales department", "business"], ["Our wedding reception, about 90 guests", "wedding"]]),
    pres("security_concern", ["Someone I didn't recognise was walking round the changing rooms", "A stranger was filming the guests"])
  ],
  appliance: [
    cls("visit_kind", [["My washing machine won't drain, can someone come out?", "repair"], ["Time for the yearly boiler check", "service"], ["I'd like a new dishwasher fitted", "install"]]),
    cls("contact", [["Please call me on my mobile", "phone"], ["Email me the details", "email"], ["Text me when you're on the way", "text"]]),
    pres("hazard", ["There's a smell of gas in the kitchen", "Sparks came out of the socket"])
  ],
  bank: [
    cls("product", [["I'd like to apply for an overdraft", "credit"], ["Open a savings pot for the business", "savings"], ["We want to take card payments in our shop", "payments"]]),
    pres("fraud_concern", ["There's a payment on our account none of us made", "Someone called pretending to be from your bank"])
  ],
  cleaner: [
    cls("handover", [["I'll drop it in at the shop", "drop_in"], ["Can your van pick it up from my house?", "pickup"]]),
    cls("item", [["Two wool suits", "suits"], ["My wedding dress", "dress"], ["The living room curtains", "curtains"]])
  ]
} as const

const c = (rubric: keyof typeof RUBRICS, text: string, want: DomainCase["want"]): DomainCase => ({ rubric, text, want })

export const CASES: ReadonlyArray<DomainCase> = [
  c("venue", "Our family business is holding its yearly staff awards here in March, about 40 of us. Can we book the hall?", { enquiry: "booking", group_kind: "business", security_concern: false }),
  c("venue", "We had our wedding with you back in 2019 and loved it. This time we'd like to book a leaving do for my manager and 30 colleagues.", { enquiry: "booking", group_kind: "business", security_concern: false }),
  c("venue", "Out of interest, do you ever host weddings outdoors? Just curious, we aren't planning anything.", { enquiry: null, group_kind: null, security_concern: false }),
  c("venue", "During the party a man who wasn't with our group kept wandering into the function room and taking photos.", { security_concern: true }),
  c("venue", "Someone not from our office got into the back room and went through the coats.", { security_concern: true }),
  c("venue", "Could you change the date on our booking? Our family reunion has to move to the 14th.", { enquiry: "change", group_kind: "family", security_concern: false }),
  c("venue", "The business card you gave me has an old number on it. Which one should I ring?", { enquiry: null, group_kind: null, security_concern: false }),
  c("venue", "Over the past year we've held three team dinners with you, and we'd like to book the next one for 25 staff.", { enquiry: "booking", group_kind: "business", security_concern: false }),
  c("venue", "A lady who isn't part of our staff asked the guests for their room numbers.", { security_concern: true }),
  c("venue", "The photographer who was with our group took lovely pictures, thank you.", { enquiry: null, security_concern: false }),
  c("appliance", "My oven door won't close. Your engineer will call before he arrives, I'm told, so just send the booking by email.", { visit_kind: "repair", contact: "email", hazard: false }),
  c("appliance", "The phone line in our hall has been dead since the storm, so email is best. Separately, the washing machine is leaking.", { visit_kind: "repair", contact: "email", hazard: false }),
  c("appliance", "Just asking for future reference: how often should a gas boiler be serviced?", { visit_kind: null, contact: null, hazard: false }),
  c("appliance", "The text box on your booking form won't let me type my address. I'm after a boiler service, ring me please.", { visit_kind: "service", contact: "phone", hazard: false }),
  c("appliance", "Out of curiosity, do your engineers fit induction hobs? We're only thinking about it.", { visit_kind: null, contact: null, hazard: false }),
  c("appliance", "Our tumble dryer is making a grinding noise. Text me a time that suits.", { visit_kind: "repair", contact: "text", hazard: false }),
  c("appliance", "There's a burning smell from the plug behind the fridge. Please phone me straight away.", { visit_kind: null, contact: "phone", hazard: true }),
  c("bank", "Our credit card machine keeps rejecting contactless, can someone sort it?", { product: "payments", fraud_concern: false }),
  c("bank", "Just curious, what rate do you pay on savings at the moment? Not opening anything yet.", { product: null, fraud_concern: false }),
  c("bank", "A woman who wasn't from your bank rang our finance manager asking for the card codes.", { fraud_concern: true }),
  c("bank", "Someone not from our firm has been logging in to the online banking at night.", { fraud_concern: true }),
  c("bank", "We'd like an overdraft of about 5k to see us through the winter.", { product: "credit", fraud_concern: false }),
  c("cleaner", "Your van man will collect the curtains on Tuesday, I'm told. Could you confirm the price?", { handover: "pickup", item: "curtains" }),
  c("cleaner", "I'll bring my two suits into the shop on Friday.", { handover: "drop_in", item: "suits" }),
  c("cleaner", "Last spring you cleaned my wedding dress beautifully. This time it's the curtains from the spare room, and I'll drop them in.", { handover: "drop_in", item: "curtains" })
]
