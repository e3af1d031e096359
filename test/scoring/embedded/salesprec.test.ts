// Qualification packs: topic words without the signal (someone else's money, a date of
// something else, a role named in passing, a need told only as a topic) against the signal told
// in the caller's own words. Messages of our own, in other trades than any dataset's.
import { describe } from "vitest"
import { agent, notStated, stated, user } from "./salesprecReading.js"

const APPLICATION = "Dear hiring manager,\n\nI'm applying for the kennel supervisor vacancy you posted. My expected pay is 27-30k and I can join after a one-month notice period. My CV is attached.\n\nBest regards,\nMarta"
const APPLICATION2 = "Hello,\n\nPlease find my resume attached for the operations director role. I have eight years of experience running depots and my desired salary sits near 70k. I'm available from 1 March.\n\nKind regards,\nLeona"
const RECRUITING_BUYER =
  "Hi,\n\nWe're taking on 40 seasonal pickers and applications for each position land in a shared inbox. Our hiring managers keep losing track of who was called back. We have about 5k set aside for a tracker and need it within 6 weeks.\n\nThanks,\nRuth"

describe("a job application to the sales inbox states nothing of a buyer's", () => {
  notStated([
    ["bant.budget", APPLICATION],
    ["bant.timeline", APPLICATION],
    ["bant.authority", APPLICATION2],
    ["champ.money", APPLICATION2],
    ["bant.timeline", APPLICATION2]
  ])
  describe("a buyer of recruiting software who speaks of positions and hiring managers is still read", () => {
    stated([
      ["bant.need", RECRUITING_BUYER],
      ["bant.budget", RECRUITING_BUYER],
      ["bant.timeline", RECRUITING_BUYER]
    ])
  })
})

describe("money: paid out, charged or quoted is not money set aside", () => {
  notStated([
    ["bant.budget", "We spent about 9k on a new roof last spring, so cash is a bit tight at the moment."],
    ["bant.budget", "You refunded $240 to my card in May but the second charge is still showing."],
    ["bant.budget", "Invoice 20931 for £1,150 is attached for your records."],
    ["champ.money", "Our last agency charged us 2,000 a month and delivered nothing useful."],
    ["champ.money", "The firm down the road charges 45 a head for the same course."],
    ["bant.budget", "They quoted 7,500 for the fit-out, which seemed steep."],
    ["bant.budget", "What do other clinics of our size normally pay for something like this?"],
    ["bant.budget", "Finance handles the money side, I just look after the rota."]
  ])
  describe("the caller's own money for this purchase still counts, beside money paid elsewhere too", () => {
    stated([
      ["bant.budget", "We've put aside roughly 6k for this in the spring."],
      ["bant.budget", "Name: Ottoline Varga-Prest\nCompany: Quillhaven Saplings\nMonthly spend: somewhere between 300 and 500 is fine for us"],
      ["champ.money", "We can stretch to about £800 a month if onboarding is included."],
      ["bant.budget", "hello, we are small team, for this we have maybe 2000 euro per year, not more"],
      ["bant.budget", "We paid 3k for the old system in 2019; this time we can spend up to 10k."]
    ])
  })
})

describe("timeline: a date of something else is no buying timeline", () => {
  notStated([
    ["bant.timeline", "Just so you know, we're closed from 23 December to 3 January for the holidays."],
    ["bant.timeline", "I'm away until 3 June, please contact my colleague."],
    ["bant.timeline", "We went live with our current booking system in 2021 and it has been okay."],
    ["bant.timeline", "Our kitchen was refitted in 2022 and the old ovens went to a charity."],
    ["bant.timeline", "The invoice says payment is due by 15 March, is that right?"],
    ["bant.timeline", "Our yearly trade fair runs in October in Ghent, so half the team will be travelling then."],
    ["bant.timeline", "The festival takes place on 12 August every year."],
    ["bant.timeline", "Our trustees have paused every equipment order until the accounts close in July."],
    ["bant.timeline", "Budget: nil, the parish board has halted all outlays until 2029."],
    ["bant.timeline", "We've been customers of yours since 2019 and the app has been great."],
    ["bant.timeline", "Could we do the demo on Thursday at 3pm instead?"]
  ])
  describe("a wanted date beside one of those, or told by the buyer's own event, still counts", () => {
    stated([
      ["bant.timeline", "We need it running before our trade fair in October."],
      ["bant.timeline", "We'd like to get started in May."],
      ["bant.timeline", "We switched suppliers in 2020 and now want something new by June."],
      ["bant.timeline", "I'm away until 3 June, but we want to start in July."],
      ["bant.timeline", "We want the new system running before our busy season starts in April."],
      ["bant.timeline", "Ideally we'd sign this month and start onboarding in early June."],
      ["bant.timeline", "Company: Fennimore Kilnworks\nTimeline: need it live within 6 weeks"],
      ["bant.timeline", [agent("When are you hoping to have this in place?"), user("before the school year begins, so end of August")]]
    ])
  })
})

describe("need: a wish for a document, a quote or a call is no need", () => {
  notStated([
    ["bant.need", "I'd like a copy of last month's invoice, please."],
    ["bant.need", "We need a quote for 30 users please."],
    ["bant.need", "Could you send me a quote for 20 licences?"],
    ["bant.need", "Does your tool have a mobile app?"]
  ])
  describe("a need stated, with or without such a request beside it", () => {
    stated([
      ["bant.need", "I'd like a demo, our rota is a mess every single week."],
      ["bant.need", "We need to start tracking orders properly by March."],
      ["bant.need", "Our spreadsheets can't keep up with the number of orders anymore."],
      ["bant.need", "We're after something that lets drivers sign for deliveries on a phone."],
      ["bant.need", "At the moment kennel slots are pencilled on a wall chart and we keep promising the same pen to two dogs."]
    ])
  })
})

describe("authority and decision: a role or an approval that is not this purchase's", () => {
  notStated([
    ["bant.authority", "We're recruiting a new head of finance, so things are a bit hectic here."],
    ["bant.authority", "Our founder started the bakery in a garage back in 2010."],
    ["bant.authority", "Our previous director used to handle all of this."],
    ["spiced.decision", "Approving overtime requests takes our supervisors hours each week."],
    ["spiced.decision", "Contracts sit waiting on approval for weeks."],
    ["spiced.decision", [agent("What happens to an expense claim at the moment?"), user("it's all paper. each claim sits in a sign-off queue of seven managers before anyone is paid")]],
    ["spiced.decision", "We decided on the venue for the staff party last week."]
  ])
  describe("the caller's or a named person's say over this purchase still counts", () => {
    stated([
      ["bant.authority", "I'm the founder and I sign off on every purchase."],
      ["bant.authority", "I'm the founder, started the place in 2010."],
      ["bant.authority", "I approve all spending on tools here."],
      ["bant.authority", "We just hired a new COO and she will make the call on this."],
      ["bant.authority", "I'm the one who signs the contracts here."],
      ["bant.authority", "Hi,\n\nWe need a better way to book our vans. Can we talk this week?\n\nRegards,\nEvander Quist\nManaging Director, Quist Haulage"],
      ["champ.authority", "Purchases like this go through me and my business partner, nobody else."],
      ["spiced.decision", "Our new finance director will sign off on it once she starts."],
      ["spiced.decision", "Me and the other two partners will make the call together."],
      ["spiced.decision", "Our managing director approves every new tool we buy."]
    ])
  })
})

describe("decision criteria: a criterion's word naming a step, a team or a building's guards", () => {
  notStated([
    ["meddic.decision_criteria", "Next step on our end is a security review of your terms, then I'll get back to you."],
    ["meddic.decision_criteria", "Security at our sites is handled by an outside contractor."],
    ["meddic.decision_criteria", "We decided on the venue for the staff party last week."],
    ["meddic.decision_criteria", "Is the app available in Spanish?"]
  ])
  describe("a quality asked of the product still counts", () => {
    stated([
      ["meddic.decision_criteria", "It has to pass our security review, so SSO and audit logs are a must."],
      ["meddic.decision_criteria", "Security is our top concern: data must stay in the EU."],
      ["meddic.decision_criteria", "Our compliance team requires everything to be GDPR compliant."],
      ["meddic.decision_criteria", "Anything we choose has to run without a signal down in the quarry."]
    ])
  })
})

describe("a second round: the vendor's price read back, income, seasons, leave, a question framed as the main thing", () => {
  notStated([
    ["bant.budget", "Your website says $99 per month for the starter plan."],
    ["bant.budget", "Our drivers earn about 31k and we struggle to keep them."],
    ["bant.budget", "Hi,\n\nWe're a charity with an annual income of about £300k. Could you tell me your prices?\n\nBest,\nRob"],
    ["bant.budget", "We lost around 12k in missed bookings last quarter."],
    ["champ.money", "The deposit of 500 was taken twice from our account on Monday."],
    ["bant.timeline", "Our busiest months are November and December."],
    ["bant.timeline", "My colleague is on maternity leave until October."],
    ["bant.timeline", "I started in this role in January, so I'm still finding my feet."],
    ["bant.timeline", "We'll be at the trade show on 14 May, come and say hello."],
    ["meddic.decision_criteria", "The main thing I wanted to ask is whether you have a UK office."],
    ["meddic.decision_criteria", "Our IT guy set up the integration with the old system years ago."],
    ["bant.authority", "My cousin is a director at a logistics firm and said you were good."]
  ])
  describe("the signal beside them still counts", () => {
    stated([
      ["bant.budget", "A heritage lottery award of 18k came through and we may put it towards software."],
      ["bant.budget", "Money isn't the issue, we have 30k earmarked for this."],
      ["bant.budget", "Your starter plan is 49 a month, and we can spend up to 100 a month."],
      ["champ.money", [agent("What sort of spend are you picturing?"), user("somewhere around 400 a month would work")]],
      ["bant.timeline", "We need it before the holidays in December."],
      ["bant.timeline", "Our old contract runs out at the end of June, so we need to be switched over by then."],
      ["bant.timeline", "we're hoping to have everyone trained before the new term in September"],
      ["bant.timeline", "Call notes: wants to go live in Q3, decision expected next month."],
      ["meddic.decision_criteria", "Whoever we go with needs to integrate with our accounting package."],
      ["meddic.decision_criteria", "Price matters most to us, then how quickly staff can learn it."],
      ["bant.authority", "As owner of the salon I'm the one who picks the software."],
      ["bant.authority", "Kind regards,\nJana Novak\nOwner, Novak Florists"],
      ["spiced.decision", "The head gardener and I will pick one; the trustees only green-light it."]
    ])
  })
})

describe("need and pain: today's tools named as plain fact are the situation, not a problem", () => {
  notStated([
    ["bant.need", "We use spreadsheets for our stock counts and a shared calendar for shifts."],
    ["champ.challenges", "We use spreadsheets for our stock counts and a shared calendar for shifts."]
  ])
  describe("the same tools with a complaint, and the situation itself, still count", () => {
    stated([
      ["bant.need", "We still use paper for every job sheet."],
      ["bant.need", "We use spreadsheets and they are always out of date."],
      ["meddic.identify_pain", "We track every delivery by hand and things fall through the cracks."],
      ["champ.challenges", "We keep stock in a dozen workbooks and the totals never match."],
      ["spiced.situation", "We use spreadsheets for our stock counts and a shared calendar for shifts."]
    ])
  })
})

describe("money: the vendor's price read back is no budget, accepted as affordable it is", () => {
  stated([
    ["bant.budget", "Your starter price of 49 a month is fine for us."],
    ["bant.budget", "The quote you sent looks affordable for us."]
  ])
  notStated([
    ["bant.budget", "Is the price reasonable for a small shop like ours?"],
    ["bant.budget", "The price is not affordable for us right now."]
  ])
})

describe("decision criteria: the vendor's own requirements asked about, a compliance course", () => {
  notStated([
    ["meddic.decision_criteria", "What are the requirements for the free trial?"],
    ["meddic.decision_criteria", "Compliance training is something our staff do every spring."],
    ["meddic.decision_criteria", "We made the decision to close one branch last year."],
    ["spiced.decision", "We made the decision to close one branch last year."],
    ["spiced.decision", "It's your call whether to include the setup fee in the first invoice."]
  ])
  stated([
    ["meddic.decision_criteria", "Our requirements are simple: mobile app, offline mode and Xero sync."],
    ["meddic.decision_criteria", "We'll judge the options on price and how easy the app is for drivers."],
    ["spiced.decision", "The three of us on the management team will decide together after the trial."]
  ])
})

describe("authority: consulting someone names no one who decides", () => {
  notStated([
    ["bant.authority", "Thanks, I'll run it past my manager and get back to you.\n\nBest,\nJo Ramos\nOperations Coordinator"],
    ["champ.authority", "Looks good, I need to run this by the team first."]
  ])
  stated([
    ["bant.authority", "I'll run it past our MD, she signs off on anything like this."],
    ["bant.authority", "I'll run it by the board, they make the final call."],
    ["spiced.decision", "Thanks, I will run it past my manager and get back to you."]
  ])
})
