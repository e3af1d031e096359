// Qualification signals told without their textbook words, and near misses that must not fire
// (a vendor's claim, a question to the vendor, a third party, a follow-up, a call being booked).
// Sentences of our own in our own trades: emails, form lines, call notes, chat turns, non-native English.
import { describe, expect, it } from "vitest"
import type { Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { compileCue, cueTextOf, matchCue } from "../../../src/scoring/embedded/text/cues.js"
import { tokenize } from "../../../src/scoring/embedded/text/text.js"
import { CHAMP, MEDDIC, SPICED } from "./manifests.js"

const user = (content: string): Message => ({ role: "user", content })
const packs = { meddic: compileEmbedded(MEDDIC), spiced: compileEmbedded(SPICED), champ: compileEmbedded(CHAMP) }
type Key = `${keyof typeof packs}.${string}`

const detect = (key: Key, text: string) => {
  const [pack, detector] = key.split(".") as [keyof typeof packs, string]
  return packs[pack].score([user(text)])[detector]!
}

describe("champion: someone inside who will carry it", () => {
  it.each([
    ["Between us, I've argued for this at every staff meeting since the autumn."],
    ["I'll go to bat for you with the trustees."],
    ["I'm the one who'll have to sell this upstairs, and I'm happy to do it."],
    ["Leave the finance director to me."],
    ["Hi Sam,\n\nThanks for the walkthrough. I'm fully behind this and will make the argument to our ops board next week.\n\nBest,\nPriya"],
    ["I'll take care of convincing the owners."],
    ["Contact is a strong internal supporter, raised it at the last two management meetings."],
    ["I really want this to happen and I'll make sure the partners hear about it."],
    ["i will talk to our director and recommend your tool, he listen to me."],
    ["Hello Tom,\n\nquick update from my side. I showed your quote to our two partners and I'm lobbying hard, but I need the security document to win over the older one.\n\nRegards,\nMarta Kowalski\nOffice Manager"],
    ["Name: Odalys Ferncastle\nRole: Head of kennel operations\nComments: I'll present this to our owner and push for it, she usually follows my advice."],
    ["Agent: Who else is involved?\nCustomer: Me mostly. I'll talk to the owners and recommend your system, they usually follow my advice."]
  ])("found: %s", (text) => {
    expect(detect("meddic.champion", text).found).toBe(true)
  })

  it.each([
    ["Our previous supplier's rep pushed hard for an upgrade we never needed."],
    ["Could you present this to our board yourselves?"],
    ["I'm not going to fight for this one, to be honest."],
    ["I'll recommend your shop to my sister, she runs a salon too."],
    ["Once you've reviewed it, please send the contract back."]
  ])("not found: %s", (text) => {
    expect(detect("meddic.champion", text).found).toBe(false)
  })
})

describe("metrics: a measurable change, a baseline, a payback", () => {
  it.each([
    ["We want to get onboarding down from two weeks to three days."],
    ["If it saves each rep an hour a day it pays for itself."],
    ["Our goal is fewer than five escalations a month."],
    ["Ideally no customer waits more than a day for a reply."],
    ["We'd like missed deliveries roughly halved by summer."],
    ["Right now a quote takes about four days and I'd love it to be same-day."],
    ["We track first-time fix rate and it's sitting around sixty percent."],
    ["Success for me is every van leaving with the right parts on board."],
    ["Call notes: wants stockouts down to under two a month, currently around nine."],
    ["we wish to reduce the time for answer emails from 2 days to few hours"]
  ])("found: %s", (text) => {
    expect(detect("meddic.metrics", text).found).toBe(true)
  })

  it.each([
    ["Your website says clients save 30% on average, is that typical?"],
    ["We have 40 staff across two sites."],
    ["Does your system track response rate?"],
    ["We're open seven days a week from 8 till 6."]
  ])("not found: %s", (text) => {
    expect(detect("meddic.metrics", text).found).toBe(false)
  })
})

describe("decision process: who looks next and where it goes", () => {
  it.each([
    ["Legal reviews it, then procurement, then the COO signs."],
    ["It goes to the steering group on the 3rd."],
    ["We'll pilot with one team, then decide."],
    ["Once the clinic managers have seen it, the regional lead makes the call at the quarterly review."],
    ["How it works here: I shortlist two, IT checks security, and the partners vote."],
    ["Anything over 10k needs three quotes and a sign-off from the trustees."],
    ["Next step on our side is a demo for the kitchen managers, after that we'd put it to the owners."],
    ["Hi,\n\nThe way we buy: I gather quotes, our facilities lead checks them, and the board approves at the monthly meeting.\n\nThanks,\nDev"],
    ["Process: trial for two weeks with the night shift, then the ops director decides."]
  ])("found: %s", (text) => {
    expect(detect("meddic.decision_process", text).found).toBe(true)
  })

  it.each([
    ["What does your implementation process look like?"],
    ["We hired a new head chef last month after a long interview process."],
    ["Once you've reviewed it, please send the contract back."],
    ["How long does your onboarding take?"]
  ])("not found: %s", (text) => {
    expect(detect("meddic.decision_process", text).found).toBe(false)
  })
})

describe("decision criteria: what the choice turns on", () => {
  it.each([
    ["Any tool we choose must sync with our Xero ledger."],
    ["Cost is secondary to how fast problems get fixed."],
    ["It must run on-prem."],
    ["Support in our time zone is what we care about most."],
    ["It's got to be simple enough for seasonal staff to learn in an afternoon."],
    ["We won't look at anything that can't handle multiple currencies."],
    ["For us the big test is whether the drivers can use it with gloves on."],
    ["Must-haves? It has to keep working offline down in the mine shafts, the signal dies underground."],
    ["honestly the price is less important for us than a good support in german language"]
  ])("found: %s", (text) => {
    expect(detect("meddic.decision_criteria", text).found).toBe(true)
  })

  it.each([
    ["Does it work on iPads?"],
    ["Our customers mostly care about delivery speed."],
    ["We care most about our patients."],
    ["The old vendor promised an integration and never delivered it."]
  ])("not found: %s", (text) => {
    expect(detect("meddic.decision_criteria", text).found).toBe(false)
  })
})

describe("pain: what recurs, is always off, eats time", () => {
  it.each([
    ["Our techs drive out twice because the first van never has the part."],
    ["Half of every Monday goes on chasing unpaid invoices."],
    ["Nobody can tell me which kegs are sitting at which pub."],
    ["Customer: every Friday I spend the afternoon reconciling the tills by hand, it never adds up first time."],
    ["our drivers often go to the wrong address because the notes are incomplete"]
  ])("found: %s", (text) => {
    expect(detect("meddic.identify_pain", text).found).toBe(true)
  })

  it.each([
    ["A friend's gym has real trouble with no-shows."],
    ["I'm writing again because I didn't get the brochure."],
    ["We spend Mondays planning the week's menu."]
  ])("not found: %s", (text) => {
    expect(detect("meddic.identify_pain", text).found).toBe(false)
  })
})

describe("challenges: the same pain notion", () => {
  it.each([
    ["Stock counts are always off by the end of the week."],
    ["The rota is a patchwork of texts and sticky notes and someone always gets forgotten."],
    ["Customers ring us three or four times to find out where their order is."]
  ])("found: %s", (text) => {
    expect(detect("champ.challenges", text).found).toBe(true)
  })

  it.each([
    ["No problem, Friday at 2 works for me."],
    ["Customers call us many times a year for advice, which we love."]
  ])("not found: %s", (text) => {
    expect(detect("champ.challenges", text).found).toBe(false)
  })
})

describe("impact: a consequence borne", () => {
  it.each([
    ["We lost two renewals over it."],
    ["It eats a full day every month-end."],
    ["Every missed delivery means a refund and usually a one-star review."],
    ["Last quarter the mistakes wiped about 8% off our margin."],
    ["Our best dispatcher quit over it."],
    ["We've had to put a second person on the phones just to cope."],
    ["If this carries on we won't hit our expansion plan."],
    ["Good morning,\n\nSince the booking mix-ups started, two of our regular clients have moved to a competitor and I had to take on a temp to answer calls.\n\nKind regards,\nLena"],
    ["Impact: roughly a day a week of the manager's time, plus refunds."]
  ])("found: %s", (text) => {
    expect(detect("spiced.impact", text).found).toBe(true)
  })

  it.each([
    ["What would the impact be on our existing data?"],
    ["Our competitor lost a big contract last year."],
    ["I have to postpone our call to Thursday, sorry."],
    ["We hit our targets every month last year."],
    ["Three of us will join the call on Tuesday."]
  ])("not found: %s", (text) => {
    expect(detect("spiced.impact", text).found).toBe(false)
  })
})

describe("situation: who they are and how long they have run it", () => {
  it.each([
    ["There are six of us in the office and another twenty out on the road."],
    ["Bookings come in by phone and get written in a big diary at reception."],
    ["We've been on the same accounting package since 2015."],
    ["We're a family-run bakery, four shops, and the orders live in a paper book at the main shop."]
  ])("found: %s", (text) => {
    expect(detect("spiced.situation", text).found).toBe(true)
  })

  it.each([
    ["Can we talk tomorrow afternoon?"],
    ["Three of us will join the call on Tuesday."]
  ])("not found: %s", (text) => {
    expect(detect("spiced.situation", text).found).toBe(false)
  })
})

describe("prioritization: ranked first in plain words", () => {
  it.each([
    ["It's top of my list this quarter."],
    ["The board made it one of three goals for the year."],
    ["Nothing else gets funded until this is fixed."],
    ["Sorting this out is job one for the new year."],
    ["I've cleared my calendar in January to get this done."],
    ["We want this done before anything else on the IT list."],
    ["Agent: Where does this sit for you?\nCustomer: Honestly it's the one project the owners asked me to deliver this year."],
    ["this is our number one topic for next year, before the new warehouse"]
  ])("found: %s", (text) => {
    expect(detect("champ.prioritization", text).found).toBe(true)
  })

  it.each([
    ["It's on the list, but behind the new website and the office move."],
    ["What's included in your priority support tier?"],
    ["It would be nice to fix at some point, no rush."],
    ["Before anything else, can I ask about pricing?"],
    ["I've blocked my diary for our call on Friday."],
    ["That's one of three options we're comparing."]
  ])("not found: %s", (text) => {
    expect(detect("champ.prioritization", text).found).toBe(false)
  })
})
describe("a review or team named by its topic is a step, not a criterion", () => {
  it.each([["Next on our side: the privacy review, then the clinic director signs."], ["Our IT team will look at it after the demo."]])(
    "not a criterion: %s",
    (text) => {
      expect(detect("meddic.decision_criteria", text).found).toBe(false)
    }
  )

  it.each([["Our security team insists on single sign-on."], ["It has to pass our security review."]])("a criterion still: %s", (text) => {
    expect(detect("meddic.decision_criteria", text).found).toBe(true)
  })
})

describe("pain: people kept from working", () => {
  it.each([["New starters stand around for a day until their logins come through."], ["Our pickers are sitting idle half the morning."]])(
    "found: %s",
    (text) => {
      expect(detect("meddic.identify_pain", text).found).toBe(true)
    }
  )
})

type Turns = ReadonlyArray<readonly [role: "agent" | "user", content: string]>
const detectIn = (key: Key, input: string | Turns) => {
  const [pack, detector] = key.split(".") as [keyof typeof packs, string]
  const messages: Array<Message> = typeof input === "string" ? [user(input)] : input.map(([role, content]) => ({ role, content }))
  return packs[pack].score(messages)[detector]!
}

describe("a second round: steps past a meeting, a ratio, a quality the tool must have, a consequence, a rank", () => {
  it.each<[Key, string | Turns]>([
    ["meddic.decision_process", "We'd need to get it past the practice managers' meeting first, which is the last Thursday of each month."],
    ["meddic.decision_process", "Purchases here work like this: the department lead raises a request, finance checks it against the plan and then it's ordered."],
    ["meddic.decision_process", [["agent", "What happens after today?"], ["user", "I'll write up a short summary for the partners and they'll give a yes or no at their Monday catch-up."]]],
    ["meddic.decision_process", "Our trustees have to see at least two other offers before they say yes to anything."],
    ["meddic.decision_process", "The plan is a month's trial in the Leeds shop and if the staff like it we roll it out everywhere."],
    ["meddic.metrics", "Right now about one order in ten ships wrong; we'd like that closer to one in a hundred."],
    ["meddic.metrics", "We'll judge it on whether month-end closes in three days rather than eight."],
    ["meddic.metrics", "If the no-show rate comes down even a little, it's worth it for us."],
    ["meddic.metrics", "Our aim is for every job to be invoiced the same day it's finished."],
    ["meddic.decision_criteria", "Anything we choose has to be usable by people who hate computers."],
    ["meddic.decision_criteria", "The one thing we won't compromise on is keeping patient data in the country."],
    ["meddic.decision_criteria", "We'd rather pay a bit more for something that doesn't need an IT person."],
    ["meddic.decision_criteria", [["agent", "What will you weigh up when choosing?"], ["user", "mostly how fast my team can learn it, and that it works on old Android phones"]]],
    ["meddic.champion", "You've got a fan in me, I'll keep nudging the directors until they sign."],
    ["meddic.champion", "I brought your name to the table in the first place and I want to see it land."],
    ["meddic.champion", "I've already put in a good word with our finance lead."],
    ["spiced.impact", "When the schedule goes wrong we end up paying the crew for a day they didn't work."],
    ["spiced.impact", "It's already cost us one big client and our reviews have dropped."],
    ["spiced.impact", "Because of the delays, our cash comes in six weeks later than it should."],
    ["spiced.impact", "The knock-on effect is that the sales team can't quote until Thursday."],
    ["champ.prioritization", "We've put it at the very top of the list for Q1."],
    ["champ.prioritization", "The owners said this comes first, even before the new site."],
    ["champ.prioritization", "Getting this sorted is the main thing on my plate right now."],
    ["spiced.situation", "It's just me and a part-timer running the office, plus eight fitters out on jobs."]
  ])("%s found: %j", (key, input) => {
    expect(detectIn(key, input).found).toBe(true)
  })

  it.each<[Key, string | Turns]>([
    ["meddic.decision_process", "We decided last year to move our payroll in-house."],
    ["meddic.decision_process", "Could you explain step by step how installation goes on your side?"],
    ["meddic.metrics", "We have around 300 customers on our books."],
    ["meddic.metrics", "Is 10 users the minimum on your plan?"],
    ["meddic.decision_criteria", "We chose our current phone provider because they were cheapest."],
    ["meddic.champion", "My manager asked me to collect some prices."],
    ["meddic.champion", "I'm just passing this on, someone from ops will be in touch."],
    ["spiced.impact", "We would like to know what the impact of switching would be."],
    ["champ.prioritization", "It's not on our radar until next year at the earliest."],
    ["champ.prioritization", "First, can you tell me about pricing?"],
    ["spiced.situation", "I'm on leave until Thursday."]
  ])("%s not found: %j", (key, input) => {
    expect(detectIn(key, input).found).toBe(false)
  })
})

describe("an email's everyday lines state none of these signals", () => {
  const keys: ReadonlyArray<Key> = [
    "meddic.champion",
    "meddic.metrics",
    "meddic.decision_process",
    "meddic.decision_criteria",
    "meddic.identify_pain",
    "spiced.impact",
    "spiced.situation",
    "champ.prioritization",
    "champ.challenges"
  ]
  it.each([
    ["Thanks for the call earlier, it was good to meet you."],
    ["Can we move our meeting to Thursday at 3pm instead?"],
    ["I have to postpone our demo, something came up."],
    ["Could you send over the slides from today?"],
    ["Does your app have a dark mode?"],
    ["How many users can we add on the starter plan?"],
    ["I'm writing again because I haven't heard back."],
    ["Best regards,\nJohn Carter\nOperations Manager | Northside Logistics\nTel 0161 555 0192"],
    ["I'm on annual leave until the 22nd and checking messages only occasionally."],
    ["My colleague Anna will join the call too."],
    ["We met at the trade show in Birmingham last spring."],
    ["Is there a discount for charities?"],
    ["What does onboarding look like on your side?"],
    ["Our website is being redesigned at the moment."],
    ["Sorry for the slow reply, it has been a busy week."],
    ["Happy to chat next week if that works for you."],
    ["Can you explain how your pricing works for multiple sites?"],
    ["We're closed over Christmas and back on the 2nd."],
    ["Just checking you received my last email."],
    ["I'll forward this to my colleague who handles IT."],
    ["Who would be our main contact after signing?"],
    ["Your team was really helpful during the trial."],
    ["I read your article about warehouse automation, very interesting."],
    ["Looking forward to hearing from you."],
    ["Let me know if you need anything else from me."],
    ["I saw on your site that setup takes about two weeks."],
    ["We might look at this again next year."],
    ["Do you offer training for new staff?"],
    ["Can you confirm the contract start date?"],
    ["Our old supplier went bust last year."],
    ["Could we talk it over on screen instead of trading emails?"],
    ["We had to reschedule the kickoff to Monday."],
    ["Our office moves to the second floor in March."],
    ["Three of us will be at the webinar."],
    ["Once you've had a look, let me know what you think."],
    ["Is it possible to pay quarterly rather than monthly?"],
    ["My manager wants to see a demo first."],
    ["What would it cost to add another location?"]
  ])("%s", (text) => {
    expect(keys.filter((key) => detect(key, text).found)).toEqual([])
  })
  // A known miss since the learned heads' finds went on (11-29): the firm's founding read as the
  // situation (the head gives it ≥ 0.9; the rules read nothing there).
  it("known miss: a founding year read as the situation", () => {
    expect(keys.filter((key) => detect(key, "We were founded in 1998 by two brothers.").found)).toEqual(["spiced.situation"])
  })
})

describe("a duration, a date or a call is no target, no consequence, no step", () => {
  it.each<[Key, string]>([
    ["spiced.impact", "The drive takes two hours each way."],
    ["meddic.metrics", "Delivery takes a week and we need it by Friday."],
    ["meddic.decision_process", "Before we sign, can you send the SLA?"],
    ["spiced.situation", "It's just me and Tom on the call today."]
  ])("%s not found: %s", (key, text) => {
    expect(detect(key, text).found).toBe(false)
  })

  it.each<[Key, string]>([
    ["spiced.impact", "Our monthly close eats a full day every month."],
    ["meddic.metrics", "A callback takes two days and we want it under four hours."]
  ])("%s found: %s", (key, text) => {
    expect(detect(key, text).found).toBe(true)
  })
})

describe("a third round: customers who stopped coming, staying late to fix it, a price's percentage, a supplier ruled out", () => {
  it.each<[Key, string | Turns]>([
    ["spiced.impact", "Honestly the double bookings are embarrassing, a couple of regulars have stopped coming."],
    ["spiced.impact", [["agent", "And what does that mean for the business?"], ["user", "basically the tills don't match, so my manager stays late twice a week to sort it."]]],
    ["spiced.impact", "Each wrong delivery is about £40 in re-shipping alone."],
    ["spiced.impact", "We can't take on the bigger contracts until this is fixed."],
    ["spiced.impact", "our rating on the review site dropped from 4.6 to 3.9 in six months"],
    ["meddic.decision_process", "My recommendation goes to the practice owner, and she usually decides within a week."],
    ["meddic.decision_process", "We need a reference call and a look at your contract before anything goes to the board."],
    ["meddic.decision_process", [["agent", "How do decisions like this get made?"], ["user", "IT has to okay it, then it's a quick chat with the MD."]]],
    ["meddic.decision_process", "The next stage for us is sitting down with your team and two of our shift leads."],
    ["meddic.metrics", "We'd be happy if we got the number of re-visits under ten a month."],
    ["meddic.metrics", "At the moment it's roughly 20 minutes per booking, I'd like that down to five."],
    ["meddic.metrics", "The measure that matters to us is repeat orders."],
    ["meddic.decision_criteria", "Whoever we go with needs to have someone we can phone, not just a chat bot."],
    ["meddic.decision_criteria", "Must: works on tablets. Nice to have: a customer app."],
    ["meddic.decision_criteria", "For me, ease of setup beats everything else."],
    ["meddic.decision_criteria", "We ruled out two suppliers already because they couldn't do bulk invoicing."],
    ["meddic.champion", "I'm fighting your corner with the directors."],
    ["meddic.champion", "I've been singing your praises to the management team all week."],
    ["meddic.champion", [["agent", "Is there anyone internally who is driving this?"], ["user", "that would be me, I pitched the idea in the first place"]]],
    ["champ.prioritization", "Out of everything on our plate, this is the one the owner keeps asking about."],
    ["champ.prioritization", "We've moved budget from the website project to get this going."],
    ["champ.prioritization", "It is our main focus for the spring."],
    ["champ.challenges", "half the time the invoices go out with the wrong VAT and we have to reissue them"],
    ["champ.challenges", "We find out a machine is down only when a customer complains."],
    ["spiced.situation", "We're a charity with two paid staff and about forty volunteers."],
    ["spiced.situation", "Rotas are done in a shared Google sheet that the duty manager updates."]
  ])("%s found: %j", (key, input) => {
    expect(detectIn(key, input).found).toBe(true)
  })

  it.each<[Key, string | Turns]>([
    ["spiced.impact", "How would this affect our current contract?"],
    ["spiced.impact", "We moved offices last year and it went smoothly."],
    ["meddic.decision_process", "Our delivery process is a bit chaotic at the moment."],
    ["meddic.decision_process", "I approved the holiday rota this morning."],
    ["meddic.metrics", "We're a team of 12."],
    ["meddic.metrics", "Can I get 10% off if we pay upfront?"],
    ["meddic.decision_criteria", "We need to talk to our accountant first."],
    ["meddic.champion", "Our director is not keen at all."],
    ["meddic.champion", "The trustees will decide in June."],
    ["champ.prioritization", "We'll look at it once the busy season is over."],
    ["champ.prioritization", "Main office address: 7 Quarrybank Row."],
    ["champ.challenges", "Everything runs well apart from the coffee machine."],
    ["spiced.situation", "Which version of your app should we download?"]
  ])("%s not found: %j", (key, input) => {
    expect(detectIn(key, input).found).toBe(false)
  })
})

describe("a fourth round: short answers in a call, non-native English, and somebody else's signal", () => {
  it.each<[Key, string | Turns]>([
    ["meddic.decision_process", [["agent", "What would the next steps look like on your end?"], ["user", "I'd share your proposal with our operations lead and we'd meet again the week after."]]],
    ["meddic.decision_criteria", [["agent", "What's most important to you in a new system?"], ["user", "not having to retrain everyone. my team is not young and they hate change"]]],
    ["meddic.champion", [["agent", "Who on your side is pushing for this?"], ["user", "mainly me, the others are happy with the old way"]]],
    ["spiced.impact", [["agent", "What does it cost you when that happens?"], ["user", "usually a lost afternoon for two people plus an angry customer"]]],
    ["champ.prioritization", [["agent", "Where does this rank among your projects?"], ["user", "near the very top, our director wants it live before the autumn"]]],
    ["meddic.champion", "I am very convince of your product and I will explain to my boss why we need it."],
    ["meddic.metrics", "we hope with the new system to make the answer time to customers two times faster"],
    ["spiced.impact", "because of this errors we pay many penalty to the transport company every month"],
    ["meddic.decision_process", "first my chef must see a demo, after he give to the direction for final ok"],
    ["champ.challenges", "every week we lose time because the orders are written two times, one in paper and one in computer"]
  ])("%s found: %j", (key, input) => {
    expect(detectIn(key, input).found).toBe(true)
  })

  it.each<[Key, string | Turns]>([
    ["spiced.impact", "A friend's restaurant lost a lot of customers over bad reviews."],
    ["spiced.impact", "If we ever had an outage, would you compensate us?"],
    ["meddic.champion", "Our IT guy hates new software, he'll push back on anything."],
    ["meddic.champion", "Would you be willing to pitch this to our board directly?"],
    ["meddic.metrics", "How do your other clients measure success?"],
    ["meddic.metrics", "We grew from 5 to 40 staff since 2018."],
    ["meddic.decision_process", "What's the process for cancelling if it doesn't work out?"],
    ["meddic.decision_criteria", "Do you integrate with Xero?"],
    ["meddic.decision_criteria", "My brother's firm needs something that runs offline."],
    ["champ.prioritization", "Is priority support included in the price?"],
    ["champ.challenges", "Our competitor struggles with late deliveries, which helps us."],
    ["spiced.situation", "What kind of companies usually use your product?"],
    ["champ.challenges", "Our competitors struggle with late deliveries, which helps us."]
  ])("%s not found: %j", (key, input) => {
    expect(detectIn(key, input).found).toBe(false)
  })
})

describe("a fifth round: a baseline beside a target, steps with dates, deal-breakers, downtime counted, pressure from the owner", () => {
  it.each<[Key, string | Turns]>([
    ["meddic.metrics", "Hi Ottilie,\n\nFollowing our chat: today our invoices go out roughly a week after a job closes and we'd like to get that down to a single day.\n\nBest,\nLucan"],
    ["meddic.metrics", "Goal for next year: no more than one complaint per hundred deliveries."],
    ["meddic.metrics", "We want every enquiry answered before the end of the working day."],
    ["meddic.decision_process", "Timeline-wise: demo to the team in May, trial in June, and a go/no-go at the July board."],
    ["meddic.decision_process", "I can't sign anything myself; it goes to our parent company's purchasing team, who usually take two weeks."],
    ["meddic.decision_process", "We always get three quotes and the cheapest sensible one goes to the committee."],
    ["meddic.decision_criteria", "Deal-breakers for us: no long contract and the data stays ours if we leave."],
    ["meddic.decision_criteria", "The system needs to cope with 3 languages because half our cleaners don't read English."],
    ["meddic.decision_criteria", "Above all it should be easy for the drivers, they're on the road all day."],
    ["meddic.champion", "I'll be your contact here and I'll make sure it gets over the line."],
    ["meddic.champion", "The operations director asked me to find something and I'm keen to make it happen."],
    ["spiced.impact", "The missed calls alone probably cost us ten jobs a month."],
    ["spiced.impact", "We had two staff off with stress last year and this was a big part of it."],
    ["spiced.impact", "Every hour the line is down we can't ship, and the trucks leave at five."],
    ["spiced.situation", "We run three cafés and a small bakery that supplies them."],
    ["spiced.situation", "At the moment it's all WhatsApp messages and a wall planner."],
    ["champ.prioritization", "The directors have said it needs to be live before we open the new site, nothing else is on the plan for Q2."],
    ["champ.prioritization", "I'm under pressure from the owner to sort this out quickly."],
    ["champ.challenges", "We keep selling stock we don't actually have."],
    ["champ.challenges", "Nobody really knows which version of the price list is the right one."]
  ])("%s found: %j", (key, input) => {
    expect(detectIn(key, input).found).toBe(true)
  })

  it.each<[Key, string | Turns]>([
    ["meddic.metrics", "We'll work out how to measure it later on."],
    ["meddic.metrics", "Our office is 20 minutes from the station."],
    ["meddic.decision_process", "We haven't thought about how we'd decide yet."],
    ["meddic.decision_criteria", "We're easy to reach by phone most mornings."],
    ["meddic.champion", "Our finance director asked me to look into options."],
    ["spiced.impact", "We lost our keys to the store room last week, funny story."],
    ["spiced.situation", "Thanks for the info, I'll share it with the team."],
    ["champ.prioritization", "No rush on our side, we're just looking around."],
    ["champ.challenges", "We looked at three other tools, none of them had problems with setup."]
  ])("%s not found: %j", (key, input) => {
    expect(detectIn(key, input).found).toBe(false)
  })
})

describe("a cap is no denial, and a label asking what to avoid takes a negated answer", () => {
  it("\"no more than\" bounds a figure, in a sentence and as a form value", () => {
    expect(detect("meddic.metrics", "We want no more than two missed pickups a week.").found).toBe(true)
    expect(detect("meddic.metrics", "Target: no more than two missed pickups a week.").negated).toBe(false)
  })

  it("a deal-breaker told as what must not be states the criteria; a bare \"no\" under a budget label still denies it", () => {
    expect(detect("meddic.decision_criteria", "Red lines: nothing that locks us in for more than a year.").found).toBe(true)
    const money = detect("champ.money", "Budget: none.")
    expect([money.found, money.negated]).toEqual([false, true])
  })
})

describe("a sixth round: waiting and hanging up, guesswork, ruled out by a quality, customers gone elsewhere, escalated to the top", () => {
  it.each<[Key, string | Turns]>([
    ["meddic.identify_pain", "Dear team,\n\nI run the front desk at a small vet practice. Pet owners wait on hold for ages and half of them hang up before we answer.\n\nBest wishes,\nClaire"],
    ["meddic.identify_pain", "The van drivers are guessing their routes each morning and it shows."],
    ["meddic.identify_pain", "We only spot stock running low after a customer asks for something we haven't got."],
    ["meddic.decision_process", [["agent", "Who else needs to be involved?"], ["user", "our IT partner will want a look at the security side, and then my co-director and I will decide together."]]],
    ["meddic.decision_process", "Any spend like this needs board minutes, so it'll be raised at the next board."],
    ["meddic.decision_criteria", "It needs to be something the night staff can pick up without training."],
    ["meddic.decision_criteria", "Anything cloud-only is out for us, our sites have patchy internet."],
    ["meddic.metrics", "If we could get the average wait down under two minutes that'd be huge."],
    ["meddic.metrics", "We're looking to double the number of lessons booked online by next spring."],
    ["meddic.champion", "Between us, I want this more than anyone and I'm making the case to the owners on Monday."],
    ["meddic.champion", "I've got the green light to run with it and I'll be pushing it with the other managers."],
    ["spiced.impact", "Our cleaners end up redoing rooms because the checklist was wrong, which means overtime we can't bill."],
    ["spiced.impact", "Parents have started taking their kids to the club across town."],
    ["spiced.situation", "Our setup: one head office, five depots, everything still on a server in the back office."],
    ["spiced.situation", "We're about 60 people, mostly on the shop floor."],
    ["champ.prioritization", "The owners want it in before Christmas and it's the first thing on my list every morning."],
    ["champ.prioritization", "This has been escalated to the top of the agenda for the management meeting."],
    ["champ.challenges", "We spend a fortune on couriers because nobody plans the runs."]
  ])("%s found: %j", (key, input) => {
    expect(detectIn(key, input).found).toBe(true)
  })

  it.each<[Key, string | Turns]>([
    ["meddic.identify_pain", "We're really happy with how the new rota has worked out."],
    ["meddic.decision_process", "The board meets every month, mostly about the building."],
    ["meddic.decision_criteria", "It has to be done before the Christmas peak."],
    ["meddic.metrics", "Can you do a 30-minute call next week?"],
    ["meddic.champion", "I'll pass your details to our office manager."],
    ["spiced.impact", "The new car park has made it easier for parents to drop off."],
    ["spiced.situation", "Could you send me a quote for five licences?"],
    ["champ.prioritization", "Not a priority right now, maybe in the autumn."],
    ["champ.challenges", "Our couriers are great, always on time."]
  ])("%s not found: %j", (key, input) => {
    expect(detectIn(key, input).found).toBe(false)
  })
})

describe("a pattern is anchored on a required group without a very common word", () => {
  const matches = (pattern: string, text: string) => matchCue(compileCue(pattern), cueTextOf(tokenize(text))) !== null

  it.each<[string, string, boolean]>([
    ["we * track ** rate/ratio", "we track the on-time rate weekly", true],
    ["we * track ** rate/ratio", "we track parcels weekly", false],
    ["i/we * want * to see * it/this * land", "i want to see this land", true],
    ["the/our ** seen * it", "once our leads have seen it", true],
    ["the/our ** seen * it", "once our leads have it", false]
  ])("%s on \"%s\": %s", (pattern, text, found) => {
    expect(matches(pattern, text)).toBe(found)
  })
})

describe("a seventh round: a thumbs-up from IT, a trial for a month, half as many, the work of one, an insurer's warning", () => {
  it.each<[Key, string | Turns]>([
    ["meddic.decision_process", "Usual drill here is a proposal, a reference we can ring, and then the owners sign it off over coffee."],
    ["meddic.decision_process", "It'll need the thumbs-up from our group IT before I can order anything."],
    ["meddic.decision_process", [["agent", "How do you usually buy software?"], ["user", "someone finds it, we trial it for a month, and if people actually use it we pay for the year."]]],
    ["meddic.decision_process", "We'll shortlist two providers by Friday and see both in person next week."],
    ["meddic.metrics", "A good result would be half as many no-shows as we get now."],
    ["meddic.metrics", "I'd want to see the phone queue cut by a third within three months."],
    ["meddic.metrics", "Right now 1 in 5 jobs needs a second visit."],
    ["meddic.decision_criteria", "Whatever we end up with can't be more work for the nurses."],
    ["meddic.decision_criteria", "Good support matters a lot to us, we got burned last time."],
    ["meddic.decision_criteria", "We're leaning towards whoever can do the migration for us."],
    ["meddic.champion", "I'm your biggest fan here, I've told everyone about it."],
    ["meddic.champion", "I'll be the one standing up in front of the partners to argue for it."],
    ["spiced.impact", "We're paying two people to do the work of one because of the duplicate entry."],
    ["spiced.impact", "It's the reason we couldn't open on Sundays last summer."],
    ["spiced.impact", "Our insurer has warned us twice about the gaps in the records."],
    ["champ.prioritization", "I've been told to drop everything else until this is in place."],
    ["champ.prioritization", "This is the first project I'm signing off in the new budget year."],
    ["champ.challenges", "Half the jobs are booked in twice and the engineers turn up to the same house."],
    ["champ.challenges", "We can never tell which pallets are in which bay."],
    ["spiced.situation", "Every booking is taken over the phone and written on a card."]
  ])("%s found: %j", (key, input) => {
    expect(detectIn(key, input).found).toBe(true)
  })

  it.each<[Key, string | Turns]>([
    ["meddic.decision_process", "Our ordering process for stock is all on paper."],
    ["meddic.metrics", "We have two sites and about 15 people."],
    ["meddic.decision_criteria", "We need to move quickly on this."],
    ["meddic.champion", "Honestly I'm on the fence about it."],
    ["spiced.impact", "We'd like to open on Sundays next year."],
    ["champ.prioritization", "It's somewhere on the list, not near the top."],
    ["spiced.situation", "I'll call you back after lunch."],
    ["champ.challenges", "I was charged twice for my subscription this month."]
  ])("%s not found: %j", (key, input) => {
    expect(detectIn(key, input).found).toBe(false)
  })
})

describe("support tickets, job applications and pitches state none of these signals", () => {
  const keys: ReadonlyArray<Key> = ["meddic.champion", "meddic.metrics", "meddic.decision_process", "meddic.decision_criteria", "meddic.identify_pain", "spiced.impact", "spiced.situation", "champ.prioritization"]
  it.each([
    ["I'm applying for the warehouse supervisor role advertised on your site."],
    ["I've spent nine years as a sous-chef and could join from early April."],
    ["My current salary is 32k and I'm looking for something closer to home."],
    ["Please unsubscribe me from this mailing list."],
    ["Our newsletter goes out every Thursday to 4,000 readers."],
    ["Are you open to a brief chat on Thursday about teaming up?"],
    ["I can't log in to my account since this morning."],
    ["The export button does nothing when I click it."],
    ["Can you reset my password please?"],
    ["I was charged twice for my subscription this month."],
    ["Could you add my colleague as a user? Her email is sam@example.com."],
    ["I'd like to cancel my plan at the end of the month."],
    ["What time does your support line open?"],
    ["I'll be on holiday from the 3rd, please contact my deputy."],
    ["We would love to feature your product in our magazine."],
    ["Our team won an award last year for customer service."],
    ["Thanks, the fix worked and everything is back to normal."],
    ["Just wanted to say your support team was brilliant."],
    ["My manager will be in touch about the contract."],
    ["How long is the notice period if we decide to leave?"],
    ["Do you have any case studies from the hospitality sector?"],
    ["I'm the new office manager, taking over from Paul."],
    ["Our opening hours are 9 to 5, Monday to Friday."],
    ["Is the price per user or per location?"],
    ["Your competitor offered us a better deal, can you match it?"],
    ["We need the invoice by Friday for our accounts."],
    ["We have to leave early today, can we do 10 minutes?"],
    ["I've been meaning to write for a while, sorry."],
    ["Please send the documents to my personal email instead."],
    ["I'm not the right person, try our IT department."],
    ["Could you explain the difference between the two plans?"],
    ["My boss asked me to find out your prices."],
    ["Our customers are mostly retired couples."],
    ["It was lovely to meet you at the fair, let's stay in touch."]
  ])("%s", (text) => {
    expect(keys.filter((key) => detect(key, text).found)).toEqual([])
  })
})

describe("scheduling and follow-up lines that share words with the new patterns", () => {
  it.each<[Key, string]>([
    ["spiced.impact", "I can't open the attachment you sent."],
    ["spiced.impact", "Every day we're out on the road."],
    ["spiced.impact", "The reason I'm writing is to ask about prices."],
    ["champ.prioritization", "Nothing else on the agenda for today, thanks."],
    ["meddic.decision_criteria", "Tuesday is out for me, how about Wednesday?"],
    ["meddic.decision_criteria", "It has to be a day that we can all make."],
    ["meddic.decision_process", "I'll call you first thing after lunch."],
    ["spiced.situation", "I'll run it with the board next week."],
    ["meddic.champion", "I'll talk to my team and get back to you."],
    ["meddic.champion", "I'm reminding the team about the meeting."]
  ])("%s not found: %s", (key, text) => {
    expect(detect(key, text).found).toBe(false)
  })
})

describe("an eighth round: a win named, what swings it, a name put to it, work turned down, everything else can wait", () => {
  it.each<[Key, string | Turns]>([
    ["meddic.metrics", "Today about 30% of our quotes turn into work and we think faster replies would push that up."],
    ["meddic.metrics", "I'd call it a win if the team stopped working Saturdays to catch up."],
    ["meddic.metrics", "we need to get payroll done in one afternoon not three days"],
    ["meddic.decision_process", "From here it's a call with our ops lead, then a written quote, then our MD decides."],
    ["meddic.decision_process", [["agent", "What's the approval path?"], ["user", "my manager, then finance if it's over five grand"]]],
    ["meddic.decision_criteria", "The thing that'll swing it is whether your team can set it up for us."],
    ["meddic.decision_criteria", "I'm not fussed about fancy reports, I just need reliable scheduling."],
    ["meddic.champion", "I'm happy to put my name to it and take it to the partners."],
    ["meddic.champion", "Count me in as your person on the inside."],
    ["spiced.impact", "We've had to turn down two big weddings because we couldn't staff them in time."],
    ["spiced.impact", "Our margins on call-outs are basically gone because of the repeat trips."],
    ["champ.prioritization", "Getting this fixed is the number one goal the owners set me for the year."],
    ["champ.prioritization", "Everything else can wait, this can't."],
    ["champ.challenges", "Our technicians don't have the job history when they arrive, so they ask the customer again."],
    ["champ.challenges", "Cover for sick staff is arranged by phone at 6am and it's chaos."],
    ["spiced.situation", "We're a two-site osteopathy group with around 12 practitioners."]
  ])("%s found: %j", (key, input) => {
    expect(detectIn(key, input).found).toBe(true)
  })

  it.each<[Key, string | Turns]>([
    ["meddic.champion", "I'm not the one who decides, and I'm not sure I'd back it."],
    ["spiced.impact", "Our margins are healthy this year."],
    ["champ.prioritization", "It can wait till next year to be honest."],
    ["spiced.situation", "Is the app available in French?"],
    ["champ.challenges", "We don't have budget until April."],
    ["champ.challenges", "I don't have the details yet."]
  ])("%s not found: %j", (key, input) => {
    expect(detectIn(key, input).found).toBe(false)
  })

  it("a figure told as fine beside a consequence still states the consequence", () => {
    expect(detect("spiced.impact", "Our margins are healthy but the delays hurt our reputation.").found).toBe(true)
  })
})

describe("a ninth round: emails with a quoted reply, an idiom of not knowing, what is secondary, a trial before the signature", () => {
  it.each<[Key, string | Turns]>([
    ["meddic.champion", "Hi Rosa,\n\nI've shared the deck with our GM and said we should go for it. I'll keep on at her until she agrees.\n\nThanks,\nOmar\n\nOn Tue, Rosa wrote:\n> Happy to answer any questions."],
    ["meddic.metrics", "Hello,\n\nOur target this year is to get first-response time on service calls below four hours; we're at about a day now.\n\nRegards,\nKim"],
    ["champ.prioritization", "Frankly it's the biggest thing on my desk right now."],
    ["champ.prioritization", "Nothing is more important to us this quarter than getting rotas right."],
    ["champ.challenges", "Too many jobs get closed without photos, so we can't prove the work was done."],
    ["champ.challenges", "We're flying blind on which customers are profitable."],
    ["meddic.decision_criteria", "It has to be something my dad can use, he's 70 and runs the counter."],
    ["meddic.decision_criteria", "Price is secondary, reliability is everything for us."],
    ["meddic.decision_process", "Budget holder signs after a two-week trial, assuming the crew leaders are on board."],
    ["meddic.identify_pain", "Our quotes go out late because the prices are in three different spreadsheets."],
    ["spiced.situation", "Right now it's me, a notebook and a very full inbox."],
    ["spiced.impact", "Late invoices mean we're short of cash at the end of most months."]
  ])("%s found: %j", (key, input) => {
    expect(detectIn(key, input).found).toBe(true)
  })

  it.each<[Key, string | Turns]>([
    ["meddic.decision_process", "Thanks Ben.\n\nOn Mon, Ben wrote:\n> Next step: legal reviews it, then your CFO signs."],
    ["spiced.impact", "Sounds good.\n\n> We lost two clients last year because of late invoices, did you say?"],
    ["champ.prioritization", "It's important to us that you call before visiting."],
    ["champ.challenges", "We can't make Thursday, sorry."]
  ])("%s not found: %j", (key, input) => {
    expect(detectIn(key, input).found).toBe(false)
  })
})

describe("a tenth round: partners on side, a slog cut to days, a tender over a threshold, reviews that mention it, a now problem", () => {
  it.each<[Key, string | Turns]>([
    ["meddic.champion", "Leave it with me, I know how to get this through our board."],
    ["meddic.champion", "I've already got two of the three partners on side."],
    ["meddic.metrics", "Success = fewer than 2% of orders needing a manual fix."],
    ["meddic.metrics", "We'd like to see month-end go from a week-long slog to a couple of days."],
    ["meddic.decision_process", "I put together a shortlist, the practice manager picks, and the partners rubber-stamp it at the AGM."],
    ["meddic.decision_process", "There's a tender for anything over 25k, so we'd need to go out to market."],
    ["meddic.decision_criteria", "Ideally it plugs straight into our accounts package, otherwise it's double work."],
    ["spiced.impact", "That one mistake cost us a five-year contract with the council."],
    ["spiced.impact", "Our reviews mention the wait times constantly."],
    ["champ.prioritization", "This is a now problem, not a next-year problem."],
    ["champ.prioritization", "The board wants a fix before the next quarter closes, it's on every agenda."],
    ["champ.challenges", "Stock goes missing between the warehouse and the shops and we can't say where."],
    ["spiced.situation", "We've got a mix of full-timers and agency staff across two shifts."]
  ])("%s found: %j", (key, input) => {
    expect(detectIn(key, input).found).toBe(true)
  })

  it.each<[Key, string | Turns]>([
    ["meddic.champion", "Could you have someone talk to our board?"],
    ["meddic.metrics", "Our office is open from 8 to 6."],
    ["champ.prioritization", "It's on every wish list but nobody has time."]
  ])("%s not found: %j", (key, input) => {
    expect(detectIn(key, input).found).toBe(false)
  })
})
