// Five custom classification rubrics of our own for branch custcls5, written before any change:
// two enquiry types (a dance school, an after-school club) with price / availability / complaint /
// booking categories, two job types (a heat-pump firm, an electric gate firm) with repair / install /
// service, and an office cleaner's enquiry type. About half are near misses of the guesses custcls4
// left for why a cost asked or a fault told misfired: a bill or funding asked rather than a price, a
// fee asked beside a wish for a place, dirt told after a clean, a fault told beside a wish for new kit.
// Chat, email with signature or quoted reply, forms, call notes and non-native English.
import type { Message } from "../../../src/domain/types.js"
import { cls } from "./fewExampleRubric.js"
import type { CatDomain } from "./classificationChallenge.js"

const user = (content: string): Message => ({ role: "user", content })
const agent = (content: string): Message => ({ role: "agent", content })

const danceSchool: CatDomain = {
  detectors: [
    cls("enquiry_type", [
      ["What does a term of ballet cost for a six year old?", "price"],
      ["Do you have spaces in the Thursday tap class?", "availability"],
      ["The teacher shouted at my daughter in front of everyone", "complaint"]
    ])
  ],
  cases: [
    ["s01", "hi how much r the adult salsa lessons per week??", { enquiry_type: "price" }],
    ["s02", "Hello, I got the invoice for autumn term and it says £95 but I only booked half the term. Can you check it please?", { enquiry_type: null }],
    ["s03", "Dear Miss Carter,\n\nIs the street dance group for teens still taking new members? And what are the fees?\n\nThanks,\nPriya", { enquiry_type: "availability" }],
    ["s04", "Call note: dad rang asking the cost of the summer intensive week for two siblings", { enquiry_type: "price" }],
    ["s05", "We paid for the costume already in June, just checking the money arrived?", { enquiry_type: null }],
    ["s06", "I am not happy that the show tickets were sold out before parents even got the email", { enquiry_type: "complaint" }],
    ["s07", "Name: Leo Park\nAge: 9\nClass wanted: contemporary, Saturdays\nQuestion: any places left?", { enquiry_type: "availability" }],
    ["s08", "Is there a sibling discount if both my girls do jazz?", { enquiry_type: "price" }]
  ]
}

const afterSchool: CatDomain = {
  detectors: [
    cls("enquiry", [
      ["Have you got room for my son on Mondays and Wednesdays?", "places"],
      ["What is the daily rate for the holiday club?", "fees"],
      ["I'd like to book Amira in for the half term camp", "booking"]
    ])
  ],
  cases: [
    ["a01", "Can I use tax-free childcare to pay, or the vouchers from my work?", { enquiry: null }],
    ["a02", "my twins start reception in sept, r there any spaces 3 days a week? also is it funded or we pay all", { enquiry: "places" }],
    ["a03", "How much is it for a full week of the Easter club, 8am to 6pm?", { enquiry: "fees" }],
    ["a04", "Please put Noah down for the Tuesday and Thursday of the first week of summer, thank you", { enquiry: "booking" }],
    ["a05", "Hi, my statement shows I owe £60 for October but I thought it was all paid, could you look?", { enquiry: null }],
    ["a06", "Looking for a place from January, Fridays only. How much would that be?", { enquiry: "places" }],
    ["a07", "Hello, what you charge for the breakfast club only, we need from 7.30 each day", { enquiry: "fees" }],
    ["a08", [agent("Hi! How can we help?"), user("Is the council grant still paying for the club this year or did it stop?")], { enquiry: null }]
  ]
}

const heatPumps: CatDomain = {
  detectors: [
    cls("job_type", [
      ["The heat pump keeps showing an error code and the house is cold", "repair"],
      ["We'd like a quote to replace our oil boiler with an air source pump", "install"],
      ["Time for the yearly check on our unit", "service"]
    ])
  ],
  cases: [
    ["h01", "outdoor unit is making a horrible grinding noise since last night and the radiators are only lukewarm", { job_type: "repair" }],
    ["h02", "Our old gas boiler is leaking again and honestly we're done with it. We want a heat pump fitted instead this spring.", { job_type: "install" }],
    ["h03", "Good morning,\n\nThe annual maintenance on our system is due next month, can we arrange a visit?\n\nBest,\nGraham Holt\nHolt Farm", { job_type: "service" }],
    ["h04", "The boiler is broken and I'd rather not fix it, what would a new heat pump cost to put in for a 3-bed semi?", { job_type: "install" }],
    ["h05", "Customer: Mrs Ade\nAddress: 4 Mill Lane\nProblem: hot water not heating since Friday", { job_type: "repair" }],
    ["h06", "Thanks, the engineer fixed the pressure fault last week and it has been fine since.", { job_type: null }],
    ["h07", "Hello, the fan in the unit outside is not turning anymore, please someone come check", { job_type: "repair" }],
    ["h08", "We are building an extension and need a second unit installed for the new rooms", { job_type: "install" }]
  ]
}

const gates: CatDomain = {
  detectors: [
    cls("job", [
      ["The gate motor hums but the gate won't move", "repair"],
      ["We want electric gates put in at the end of our drive", "install"],
      ["Please book our six-monthly gate maintenance", "service"]
    ])
  ],
  cases: [
    ["g01", "the left gate is jammed half open and the keypad is dead", { job: "repair" }],
    ["g02", "Our manual gates are rotten and one hinge has snapped, so we'd like new automated ones fitted", { job: "install" }],
    ["g03", "Due our regular check, last one was in March, any slots in September?", { job: "service" }],
    ["g04", "The intercom screen is cracked. Could you come and replace it?", { job: "repair" }],
    ["g05", "Hi there, we're after a quote for a sliding gate and an intercom for a new build", { job: "install" }],
    ["g06", "Just to say the gates have worked perfectly since your visit, thank you!", { job: null }]
  ]
}

const officeCleaning: CatDomain = {
  detectors: [
    cls("enquiry_kind", [
      ["Can you quote for cleaning a small office three evenings a week?", "quote"],
      ["Could your team come in this Saturday instead of Friday?", "booking"],
      ["Your cleaner left the kitchen in a mess again", "complaint"]
    ])
  ],
  cases: [
    ["o01", "The toilets were still filthy this morning after your team's visit last night, and the bins weren't emptied. Not good enough.", { enquiry_kind: "complaint" }],
    ["o02", "We've just moved into a dirty old unit and need a one-off deep clean before we open. What would that cost?", { enquiry_kind: "quote" }],
    ["o03", "Hi, could you send someone on Monday morning rather than Sunday next week?", { enquiry_kind: "booking" }],
    ["o04", "Re: Invoice 2231\n\nWhy is there a charge for window cleaning on this? We never asked for it.\n\nRegards,\nTom Reyes\nOffice Manager", { enquiry_kind: null }],
    ["o05", "the carpets in reception are stained and grubby, how much to have them shampooed?", { enquiry_kind: "quote" }],
    ["o06", "Thanks, the floors look brilliant after the deep clean yesterday.", { enquiry_kind: null }],
    ["o07", "Carpet in meeting room still dirty after your clean, coffee stain is not removed. Very disappointed with this.", { enquiry_kind: "complaint" }],
    ["o08", "Please, can we have the cleaning on Thursday this week because Friday we have the inspection?", { enquiry_kind: "booking" }]
  ]
}

export const CUSTCLS5_DOMAINS: ReadonlyArray<CatDomain> = [danceSchool, afterSchool, heatPumps, gates, officeCleaning]
