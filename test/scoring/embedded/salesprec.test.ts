// Qualification packs: topic words without the signal (someone else's money, a date of
// something else, a role named in passing, a need told only as a topic) against the signal told
// in the caller's own words. Messages of our own, in other trades than any dataset's.
import { describe, expect, it } from "vitest"
import type { Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { sentencesOf } from "../../../src/scoring/embedded/text/sentences.js"
import { tokenize } from "../../../src/scoring/embedded/text/text.js"
import { BANT, CHAMP, MEDDIC, SPICED } from "./manifests.js"

const packs = { bant: compileEmbedded(BANT), meddic: compileEmbedded(MEDDIC), spiced: compileEmbedded(SPICED), champ: compileEmbedded(CHAMP) }
type Key = `${keyof typeof packs}.${string}`
type Case = readonly [key: Key, text: string | ReadonlyArray<Message>]

const found = (key: Key, input: Case[1]): boolean => {
  const [pack, detector] = key.split(".") as [keyof typeof packs, string]
  const messages: ReadonlyArray<Message> = typeof input === "string" ? [{ role: "user", content: input }] : input
  return packs[pack].score(messages)[detector]!.found
}
const label = (c: Case) => `${c[0]}: ${typeof c[1] === "string" ? c[1] : c[1].map((m) => m.content).join(" / ")}`
const agent = (content: string): Message => ({ role: "agent", content })
const user = (content: string): Message => ({ role: "user", content })

const stated = (cases: ReadonlyArray<Case>) => it.each(cases.map((c) => [label(c), c] as const))("%s", (_, c) => expect(found(c[0], c[1])).toBe(true))
const notStated = (cases: ReadonlyArray<Case>) => it.each(cases.map((c) => [label(c), c] as const))("%s", (_, c) => expect(found(c[0], c[1])).toBe(false))

const APPLICATION = "Dear hiring manager,\n\nI'm applying for the kennel supervisor vacancy you posted. My expected pay is 27-30k and I can join after a one-month notice period. My CV is attached.\n\nBest regards,\nMarta"
const APPLICATION2 = "Hello,\n\nPlease find my resume attached for the operations director role. I have eight years of experience running depots and my salary expectation is around 70k. I'm available from 1 March.\n\nKind regards,\nLeona"
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
      ["bant.budget", "Name: Carla Mendes\nCompany: Greenleaf Nurseries\nMonthly spend: somewhere between 300 and 500 is fine for us"],
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
    ["bant.timeline", "Our annual conference is in September in Lisbon, so I'll be away most of that month."],
    ["bant.timeline", "The festival takes place on 12 August every year."],
    ["bant.timeline", "All purchasing is on hold until the new financial year starts in April."],
    ["bant.timeline", "Budget: none, the trust has frozen every new spend until 2027."],
    ["bant.timeline", "We've been customers of yours since 2019 and the app has been great."],
    ["bant.timeline", "Could we do the demo on Thursday at 3pm instead?"]
  ])
  describe("a wanted date beside one of those, or told by the buyer's own event, still counts", () => {
    stated([
      ["bant.timeline", "We need it running before our conference in September."],
      ["bant.timeline", "We'd like to get started in May."],
      ["bant.timeline", "We switched suppliers in 2020 and now want something new by June."],
      ["bant.timeline", "I'm away until 3 June, but we want to start in July."],
      ["bant.timeline", "We want the new system running before our busy season starts in April."],
      ["bant.timeline", "Ideally we'd sign this month and start onboarding in early June."],
      ["bant.timeline", "Company: Tidewater Marine\nTimeline: need it live within 6 weeks"],
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
      ["bant.need", "Right now every booking gets written into a paper diary and we double-book rooms all the time."]
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
    ["spiced.decision", [agent("How are purchase orders handled today?"), user("on paper mostly. there's an approval chain of about a dozen people for anything over a grand")]],
    ["spiced.decision", "We decided on the venue for the staff party last week."]
  ])
  describe("the caller's or a named person's say over this purchase still counts", () => {
    stated([
      ["bant.authority", "I'm the founder and I sign off on every purchase."],
      ["bant.authority", "I'm the founder, started the place in 2010."],
      ["bant.authority", "I approve all spending on tools here."],
      ["bant.authority", "We just hired a new COO and she will make the call on this."],
      ["bant.authority", "I'm the one who signs the contracts here."],
      ["bant.authority", "Hi,\n\nWe need a better way to book our vans. Can we talk this week?\n\nRegards,\nOwen Price\nManaging Director, Price Haulage"],
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
      ["meddic.decision_criteria", "Whatever we pick has to work offline out in the field."]
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
      ["bant.budget", "We got a council grant of 20k that covers new software this year."],
      ["bant.budget", "Money isn't the issue, we have 30k earmarked for this."],
      ["bant.budget", "Your starter plan is 49 a month, and we can spend up to 100 a month."],
      ["champ.money", [agent("Do you have a budget in mind?"), user("somewhere around 400 a month would work")]],
      ["bant.timeline", "We need it before the holidays in December."],
      ["bant.timeline", "Our old contract runs out at the end of June, so we need to be switched over by then."],
      ["bant.timeline", "we're hoping to have everyone trained before the new term in September"],
      ["bant.timeline", "Call notes: wants to go live in Q3, decision expected next month."],
      ["meddic.decision_criteria", "Whoever we go with needs to integrate with our accounting package."],
      ["meddic.decision_criteria", "Price matters most to us, then how quickly staff can learn it."],
      ["bant.authority", "As owner of the salon I'm the one who picks the software."],
      ["bant.authority", "Kind regards,\nJana Novak\nOwner, Novak Florists"],
      ["spiced.decision", "It'll be me and the head chef choosing, the owner just rubber-stamps it."]
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
      ["champ.challenges", "Everything lives in spreadsheets and nobody trusts the numbers."],
      ["spiced.situation", "We use spreadsheets for our stock counts and a shared calendar for shifts."]
    ])
  })
})

describe("words: a bound is no denial, a month written small is a month", () => {
  const modsOf = (text: string): Record<string, number> =>
    Object.fromEntries(sentencesOf(text, 0).flatMap((x) => x.tokens.filter((t) => t.cls !== "punct").map((t) => [t.norm, t.mod])))
  it.each([
    ["honestly no more than 600 a month", "600"],
    ["it must be done not later than June", "june"],
    ["we can go no higher than 2k", "2k"]
  ])("%s: plain", (text, word) => expect(modsOf(text)[word]).toBe(0))
  it.each([
    ["we have no more budget this year", "budget"],
    ["there is no more money for software", "money"]
  ])("%s: still denied", (text, word) => expect(modsOf(text)[word]).toBe(1))
  it.each([
    ["we need it by the end of march", "march", "{month}"],
    ["hoping to start in may", "may", "{month}"],
    ["we may start soon", "may", "may"],
    ["staff march in at nine", "march", "march"]
  ])("%s: %s reads as %s", (text, word, cue) => expect(tokenize(text).find((t) => t.norm === word)?.cue).toBe(cue))
})

describe("a third round: form fields, answers, manners", () => {
  notStated([
    ["bant.budget", "Company: Brightwater Dental\nAnnual revenue: $2.4M\nEmployees: 28\nMessage: please send a brochure"],
    ["bant.budget", "Our 2023 marketing spend was roughly 40k, mostly on print ads."],
    ["champ.money", "Payroll runs to about 85k a month across both sites."],
    ["bant.budget", [agent("What does your current provider charge you?"), user("they charge us about 600 a month")]],
    ["bant.timeline", "Our year end is 31 March, so accounts are busy then."],
    ["bant.timeline", [agent("How long have you been using your current system?"), user("we bought it in March 2020, so a few years now")]],
    ["bant.timeline", "Hi,\n\nThanks for the info.\n\nOn Tue, 3 June 2025 at 09:12, Mark <mark@vendor.com> wrote:\n> We could have you live by July if you sign this week.\n\nCheers,\nAmy"],
    ["bant.need", "Just wanted to say thanks to Maria for sorting the invoice so quickly."],
    ["spiced.decision", "We decided last month to open on Sundays."]
  ])
  describe("the signal in plain or non-native words still counts", () => {
    stated([
      ["bant.budget", [agent("What would you be comfortable spending?"), user("honestly no more than 600 a month")]],
      ["bant.budget", "Company: Brightwater Dental\nBudget: around $300/month\nMessage: need online booking"],
      ["bant.timeline", "hello, we are needing the system until end of march because old one stops"],
      ["bant.timeline", [agent("Is there a date you're working towards?"), user("the new clinic opens in the autumn, we'd want it ready for that")]],
      ["bant.authority", "I'm director of operations and this is my decision."],
      ["bant.need", "we lose calls when everyone's on the floor and need something that catches them"]
    ])
  })
})

describe("a fourth round: signatures, support chats, someone else's title, what the buyer has already", () => {
  notStated([
    ["bant.authority", "Hi,\n\nCould you send me the user guide for the mobile app?\n\nMany thanks,\nGreta Lind\nAssistant to the Managing Director"],
    ["bant.authority", "Our accountant, who's a partner at a local firm, told us to ask about your invoicing module."],
    ["champ.authority", "The previous owner sold us the business in 2022 with the old till system included."],
    ["bant.timeline", [agent("Sorry about that. When did you last log in successfully?"), user("friday 14 march I think")]],
    ["bant.timeline", "Our lease was renewed in January for another five years."],
    ["bant.timeline", "We had a demo with another vendor last Tuesday and weren't impressed."],
    ["bant.timeline", "Hi,\n\nCould you send me the user guide for the mobile app?\n\nMany thanks,\nGreta Lind\nPractice Manager\nEst. 1998 | Open Mon-Fri 8am-6pm\nOut of office 12-16 May"],
    ["meddic.decision_criteria", "We have an API already for our online shop that a freelancer built."],
    ["bant.need", "We need to reschedule Thursday's call, could we do Friday instead?"],
    ["bant.budget", "We're comparing you with a tool that costs 30 a month, is yours cheaper?"],
    ["champ.money", "Prices went up 15% at our current supplier in April."],
    ["spiced.decision", [agent("Who else is involved in choosing a tool?"), user("not sure yet, I'll find out")]]
  ])
  describe("the signal told beside them still counts", () => {
    stated([
      ["bant.timeline", [agent("When are you hoping to switch over?"), user("the week after the school holidays")]],
      ["bant.timeline", [agent("When would you want to start?"), user("the first week of the new term")]],
      ["bant.timeline", "Our current licence runs out in January and we won't renew it, so we need something before then."],
      ["meddic.decision_criteria", "If it can't talk to our online shop it's a no from us."],
      ["bant.need", "We need to get our bookings off the phone and online, the phone never stops."],
      ["champ.money", "There's roughly 12k in this year's IT pot we can use for it."],
      ["spiced.decision", [agent("Who else is involved in choosing a tool?"), user("me and our office manager Tomas, he has the last word")]],
      ["bant.authority", "Hi,\n\nWe want to move our rota online.\n\nThanks,\nSara Holm\nManaging Director"]
    ])
  })
})

const FREELANCER = "Hi there,\n\nI'm a freelance illustrator and I'd love to help with your next campaign. My day rate is £350 and I'm available from March.\n\nPortfolio: inkwell.example\n\nBest,\nLisa"
const AGENCY_PITCH =
  "Hello,\n\nWe have helped over 200 dental practices cut their no-shows by 30%. Our packages start at $199 a month. Are you open to a quick 15-minute call next week?\n\nTo unsubscribe, reply STOP."
const FREE_AUDIT = "Hello,\n\nI'm the CEO of a small SEO agency. We'd like to offer you a free audit of your website. Are you free for a quick chat on Thursday?\n\nRegards,\nPete"

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
      ["bant.need", "Hi,\n\nWe've been offered a free audit by another agency but honestly we need someone to run our ads properly. We spend about 2k a month on them already.\n\nThanks,\nOmar"],
      ["bant.need", "Hi, I run a small SEO agency and we need a better way to track client hours. Are you free for a call next week?"],
      ["bant.authority", "Hi, I run a small SEO agency and we need a better way to track client hours. I'm the owner so it's my decision."]
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
      ["bant.need", "Our customers keep asking for online booking and we need it."],
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
    ["bant.timeline", [agent("And when would you like it in place?"), user("no date yet. we're renovating the shop floor this month so it's chaos")]],
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
      ["bant.timeline", "Decision needed by: 30/11\nUsers: 20"]
    ])
  })
})

describe("words: a topic nobody brought up is put off", () => {
  const modsOf = (text: string): Record<string, number> =>
    Object.fromEntries(sentencesOf(text, 0).flatMap((x) => x.tokens.filter((t) => t.cls !== "punct").map((t) => [t.norm, t.mod])))
  it.each([
    ["No budget discussed", "budget", 2],
    ["no start date mentioned on the call", "date", 2],
    ["No budget set aside for this", "budget", 1],
    ["no money left this year", "money", 1]
  ])("%s: %s is %i", (text, word, mod) => expect(modsOf(text)[word]).toBe(mod))
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
    ["bant.timeline", "It takes about 3 weeks to get a new hire fully trained."],
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
  const budgetQ = agent("Do you have a budget in mind for this?")
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
    ["bant.authority", "My manager asked me to look into booking tools for the team."],
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
