// Qualification packs, later challenge rounds: forms, call notes, signatures, support chats,
// pitches, third parties, answers to the agent's question, CHAMP's priority. Messages of our own.
import { describe, expect, it } from "vitest"
import { agent, notStated, packs, stated, user } from "./salesprecReading.js"

describe("a third round: form fields, answers, manners", () => {
  notStated([
    ["bant.budget", "Company: Marrowby Orthodontics\nAnnual revenue: $2.4M\nEmployees: 28\nMessage: please send a brochure"],
    ["bant.budget", "Our 2023 marketing spend was roughly 40k, mostly on print ads."],
    ["champ.money", "Payroll runs to about 85k a month across both sites."],
    ["bant.budget", [agent("What does your current provider charge you?"), user("they charge us about 600 a month")]],
    ["bant.timeline", "Our year end is 31 March, so accounts are busy then."],
    ["bant.timeline", [agent("How long have you been using your current system?"), user("we bought it in March 2020, so a few years now")]],
    ["bant.timeline", "Hi,\n\nThanks for the info.\n\nOn Tue, 3 June 2025 at 16:47, Mark <mark@vendor.com> wrote:\n> We could have you live by July if you sign this week.\n\nCheers,\nAmy"],
    ["bant.need", "Just wanted to say thanks to Maria for sorting the invoice so quickly."],
    ["spiced.decision", "We decided last month to open on Sundays."]
  ])
  describe("the signal in plain or non-native words still counts", () => {
    stated([
      ["bant.budget", [agent("What would you be comfortable spending?"), user("honestly no more than 600 a month")]],
      ["bant.budget", "Company: Marrowby Orthodontics\nBudget: around $300/month\nMessage: want patients to book themselves"],
      ["bant.timeline", "hello, we are needing the system until end of march because old one stops"],
      ["bant.timeline", [agent("Have you got a target date in mind?"), user("our second bakery opens in late spring, we'd like it set up for the launch")]],
      ["bant.authority", "I'm director of operations and this is my decision."],
      ["bant.need", "we lose calls when everyone's on the floor and need something that catches them"]
    ])
  })
})

describe("a fourth round: signatures, support chats, someone else's title, what the buyer has already", () => {
  notStated([
    ["bant.authority", "Hi,\n\nCould you send me the user guide for the mobile app?\n\nMany thanks,\nPhilippa Ormsgill\nAssistant to the Managing Director"],
    ["bant.authority", "Our accountant, who's a partner at a local firm, told us to ask about your invoicing module."],
    ["champ.authority", "The previous owner sold us the business in 2022 with the old till system included."],
    ["bant.timeline", [agent("Sorry about that. When did you last log in successfully?"), user("friday 14 march I think")]],
    ["bant.timeline", "Our lease was renewed in January for another five years."],
    ["bant.timeline", "We had a demo with another vendor last Tuesday and weren't impressed."],
    ["bant.timeline", "Hi,\n\nCould you send me the user guide for the mobile app?\n\nMany thanks,\nPhilippa Ormsgill\nPractice Manager\nEst. 1998 | Open Mon-Fri 8am-6pm\nOut of office 12-16 May"],
    ["meddic.decision_criteria", "We have an API already for our online shop that a freelancer built."],
    ["bant.need", "We need to reschedule Thursday's call, could we do Friday instead?"],
    ["bant.budget", "We're comparing you with a tool that costs 30 a month, is yours cheaper?"],
    ["champ.money", "Prices went up 15% at our current supplier in April."],
    ["spiced.decision", [agent("Apart from you, who gets a say in picking the software?"), user("no idea yet, I'll ask around")]]
  ])
  describe("the signal told beside them still counts", () => {
    stated([
      ["bant.timeline", [agent("When are you hoping to switch over?"), user("the week after the school holidays")]],
      ["bant.timeline", [agent("What start date suits you?"), user("the first week of the new term")]],
      ["bant.timeline", "Our lease on the old till software lapses in February and we're letting it go, so the replacement must be in by then."],
      ["meddic.decision_criteria", "If it can't talk to our online shop it's a no from us."],
      ["bant.need", "We need to get our bookings off the phone and online, the phone never stops."],
      ["champ.money", "There's roughly 12k in this year's IT pot we can use for it."],
      ["spiced.decision", [agent("Apart from you, who gets a say in picking the software?"), user("me and our yard foreman Casimir, he decides in the end")]],
      ["bant.authority", "Hi,\n\nWe want to move our rota online.\n\nThanks,\nWinifred Achterberg\nManaging Director"]
    ])
  })
})

const FREELANCER = "Hi there,\n\nI'm a freelance illustrator and I'd love to help with your next campaign. My day rate is £350 and I'm available from March.\n\nPortfolio: inkwell.example\n\nBest,\nLisa"
const AGENCY_PITCH =
  "Hello,\n\nWe have helped more than 150 veterinary surgeries lift their review scores by 40%. Our retainers start from €149 monthly. Are you available for a short chat on Wednesday?\n\nTo unsubscribe, reply STOP."
const FREE_AUDIT = "Hello,\n\nI run a two-person copywriting studio. We'd like to give you a complimentary review of your product pages. Are you available for a brief call on Friday?\n\nRegards,\nPete"

describe("a seller's pitch to the sales inbox states nothing of a buyer's", () => {
  notStated([
    ["bant.budget", FREELANCER],
    ["bant.timeline", FREELANCER],
    ["bant.budget", AGENCY_PITCH],
    ["bant.need", AGENCY_PITCH],
    ["bant.authority", FREE_AUDIT]
  ])
  describe("a buyer who was offered something, or who asks for a call, is still read", () => {
    stated([
      ["bant.need", "Hi,\n\nAnother studio pitched us a complimentary review, but what we really need is someone to manage our ad campaigns properly. We already put about 2k a month into them.\n\nThanks,\nOmar"],
      ["bant.need", "Hi, I run a small copywriting studio and we need a better way to log billable hours. Are you free for a call next week?"],
      ["bant.authority", "Hi, I run a small copywriting studio and we need a better way to log billable hours. I'm the owner so it's my decision."]
    ])
  })
})

describe("a fifth round: third parties, hypotheticals, deferrals", () => {
  notStated([
    ["bant.timeline", "Our competitor launched something similar in May."],
    ["champ.money", "Our biggest rival charges 40 a month per seat."],
    ["bant.need", "Our friends at the garden centre need a better till."],
    ["bant.budget", "My friend's company paid 20k for theirs, which sounds like a lot."],
    ["bant.budget", "If we had the money we'd probably spend around 10k, but we don't."],
    ["bant.budget", "We haven't talked about budget yet, it depends on the quote."],
    ["bant.timeline", "Timing is still to be decided, the owners haven't set a date."],
    ["bant.authority", "I'm not the one who decides, I'm just collecting information."],
    ["spiced.decision", "Another charity we know decided to go with you last year."],
    ["meddic.decision_criteria", "My brother's firm insists on SSO for everything, but that's them."],
    ["champ.money", "Would it cost more than 500 a month for 10 users?"]
  ])
  describe("the caller's own signal beside a third party's", () => {
    stated([
      ["bant.budget", "Our competitor just launched online booking, so we've set aside 5k to catch up."],
      ["bant.need", "Our members keep requesting a way to reserve courts from their phones, and we need to offer it."],
      ["bant.budget", "Budget-wise, we're thinking up to 8k for the first year."],
      ["bant.timeline", "The sooner the better really, ideally within the next month."],
      ["bant.authority", "It's ultimately my call, though I'll loop in our ops lead."]
    ])
  })
})

const FORM = "Company: Harlow Print Works\nRole: Office coordinator\nCurrent provider: Pagewise (since 2018)\nUsers: 14\nMessage: send me a price list please"
const GYM_NOTES = "Call notes 04/06: caller runs 2 gyms, about 900 members, membership is 35 a month. Wants to know if we do class booking. No budget discussed."

describe("a sixth round: forms and call notes", () => {
  notStated([
    ["bant.timeline", FORM],
    ["bant.budget", FORM],
    ["bant.authority", FORM],
    ["bant.timeline", "Date of enquiry: 12/05/2026\nName: Ben Ortiz\nMessage: do you have a plan for schools?"],
    ["bant.timeline", "Last contact: 02/03\nSource: trade fair\nNotes: asked about pricing, nothing else"],
    ["bant.timeline", [agent("Roughly when should it be up and running?"), user("can't say yet. the warehouse is being re-racked this month so everything's upside down")]],
    ["bant.budget", GYM_NOTES],
    ["bant.timeline", GYM_NOTES]
  ])
  it("a budget nobody brought up is open, not denied", () => {
    const d = packs.bant.score([user(GYM_NOTES)])["budget"]!
    expect([d.found, d.negated]).toEqual([false, false])
  })
  describe("the signal in a note's shorthand still counts", () => {
    stated([
      ["bant.timeline", "Call notes 04/06: caller runs 2 gyms and wants class booking live before the January rush."],
      ["bant.budget", "Call notes 04/06: caller runs 2 gyms, has roughly 300 a month for software."],
      ["bant.timeline", "Choice to be made by: 14/02\nSeats: 35"]
    ])
  })
})

describe("CHAMP: priority as a service level, a ticket's flag, a motto or the past; a problem told solved", () => {
  notStated([
    ["champ.prioritization", "Does the premium plan include priority support?"],
    ["champ.prioritization", "Our priority customers get a dedicated account manager already."],
    ["champ.prioritization", "We sort tickets into high, medium and low priority by hand."],
    ["champ.prioritization", "The roadmap on your website mentions an Android app, is that coming soon?"],
    ["champ.prioritization", "Our top priority last year was the new warehouse, which is done now."],
    ["champ.prioritization", "Safety is always our number one priority on site, as you'd expect."],
    ["champ.challenges", "We had issues with our old phone line last year but it's sorted now."],
    ["champ.challenges", "Do you offer a discount for charities?"]
  ])
  describe("this project ranked first, and a problem still there, still count", () => {
    stated([
      ["champ.prioritization", "It's our top priority this year."],
      ["champ.prioritization", "Priority: high"],
      ["champ.prioritization", "This is a high priority for the whole team."],
      ["champ.prioritization", "We need priority support, and honestly fixing scheduling is our number one priority."],
      ["champ.prioritization", "Getting the booking side sorted is top of my list this quarter."],
      ["champ.prioritization", "Everything else waits until this is fixed."],
      ["champ.prioritization", [agent("How important is this compared to your other projects?"), user("it's right at the top, the board wants it done first")]],
      ["champ.challenges", "We had problems with double bookings all year and it still isn't fixed."],
      ["champ.challenges", "We had issues with the old system, it crashed every week."],
      ["champ.challenges", "Half our stock counts are wrong by Friday and nobody knows why."]
    ])
  })
})

describe("timeline: a routine's turnaround or a leave counted in days", () => {
  notStated([
    ["bant.timeline", "Our drivers deliver within 2 days anywhere in the region."],
    ["bant.timeline", "Invoices are paid within 30 days of the month end."],
    ["bant.timeline", "I'm off on holiday in 2 weeks, so please copy my colleague."],
    ["bant.timeline", "A new apprentice needs roughly 4 weeks before they can run the press alone."],
    ["bant.timeline", "How long does onboarding usually take, a week or so?"]
  ])
  describe("a wanted start counted in days still counts", () => {
    stated([
      ["bant.timeline", "We need to be up and running within 2 weeks."],
      ["bant.timeline", "We'd like to decide in the next 30 days."],
      ["bant.timeline", "Looking to roll out in 3 months or so."],
      ["bant.timeline", "We have to switch within 6 weeks, our contract ends then."],
      ["bant.timeline", "We kick off in 2 weeks and want the tool ready by then."]
    ])
  })
})

describe("an answer to the agent's question tied only by words about something else states nothing", () => {
  const budgetQ = agent("How much were you planning to put into this?")
  const timelineQ = agent("What's your timeline for this?")
  notStated([
    ["bant.budget", [budgetQ, user("our turnover is about 2 million a year, if that helps")]],
    ["bant.timeline", [timelineQ, user("we went live with the old system in 2019")]],
    ["bant.authority", [agent("Who signs off on purchases like this?"), user("we're recruiting a new finance director at the moment")]]
  ])
  describe("an answer with the signal beside such words, or alone, still counts", () => {
    stated([
      ["bant.budget", [budgetQ, user("our turnover is about 2 million, we could put 20k towards this")]],
      ["bant.budget", [budgetQ, user("about 20k")]],
      ["bant.timeline", [timelineQ, user("the old contract ends in March, so before that")]],
      ["bant.authority", [agent("Who signs off on purchases like this?"), user("that would be our finance director, Tom")]]
    ])
  })
})

describe("authority: a title naming a place, a thing's owner, or a screen of the product", () => {
  notStated([
    ["bant.authority", "Our head office is in Leeds and we have 3 branches."],
    ["bant.authority", "The owner of the building is redoing the car park, so parking will be tricky."],
    ["bant.authority", "Does the CEO dashboard show sales by region?"],
    ["bant.authority", "Can your app send approval requests to a manager by text?"],
    ["bant.authority", "My supervisor wants me to compare a few rota apps for the depot."],
    ["bant.authority", "I'm an intern in the marketing team, just researching options."]
  ])
  describe("the owner of the business, or the head of a team, still counts", () => {
    stated([
      ["bant.authority", "I'm the owner of the salon, so it's down to me."],
      ["bant.authority", "I'm head of operations and I'll make the call."],
      ["bant.authority", "I report straight to the board and this purchase is within my sign-off."],
      ["spiced.decision", "Our head chef and I will choose the system together."]
    ])
  })
})

describe("recall: long messages with topic words beside every signal", () => {
  const SCHOOLS =
    "Hi,\n\nWe run 4 driving schools with revenue near 2.3M. We've put 14k aside for a lesson-booking platform and want it working before March. As senior partner I approve all spending. Pupils book by ringing the office and about 25 lessons a week go to waste when pupils fail to turn up.\n\nBest,\nNadia"
  const NON_NATIVE = "We are company of 20 persons, we pay now 300 euro monthly for old program, we can pay until 500 euro for new one, start in april."
  const FORM_ALL = "Company: Quennell Upholstery\nAnnual revenue: 5M\nBudget: 15k\nTimeline: Q2\nRole: Owner"
  stated([
    ["bant.budget", SCHOOLS],
    ["bant.timeline", SCHOOLS],
    ["bant.authority", SCHOOLS],
    ["bant.need", SCHOOLS],
    ["bant.budget", NON_NATIVE],
    ["bant.timeline", NON_NATIVE],
    ["bant.budget", FORM_ALL],
    ["bant.timeline", FORM_ALL],
    ["bant.authority", FORM_ALL],
    ["bant.timeline", [agent("What are you using today?"), user("we went live with our current tool in 2019, it's showing its age"), agent("Any deadline for a change?"), user("our contract is up in March so we'd need to switch before then")]],
    ["champ.money", "Our last system cost us 8k and was a disaster, but the board has approved 12k for the replacement."],
    ["spiced.decision", "Approvals for timesheets are a mess, which is why I've been asked to pick a tool; the final call is mine."],
    ["meddic.decision_criteria", "Next step is a security review on our side, and whatever we choose must support single sign-on."],
    ["champ.prioritization", "We already pay for priority support elsewhere, but sorting the rota is the number one priority for us this quarter."],
    ["bant.timeline", "We want the deal closed by the end of March."],
    ["bant.timeline", "We need it live before our team trip in May."]
  ])
  notStated([
    ["bant.timeline", "The office is shut on 26 December."]
  ])
})

describe("money: a past transaction's figure in a billing chat", () => {
  notStated([
    ["bant.budget", [agent("Hi! How can I help today?"), user("I was charged £89 twice this month"), agent("I'm sorry. Can you share the invoice number?"), user("INV-44821, the amount was £89")]]
  ])
  stated([
    ["bant.budget", "The total we can stretch to is 5k."],
    ["bant.budget", "Last year the budget was 8k and it is the same this year."]
  ])
})
