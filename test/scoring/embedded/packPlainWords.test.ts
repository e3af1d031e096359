// Pack signals as buyers write them: the signal in plain words without the framework's term, and
// the topic's words without the signal (a question, a deferral, somebody else's). Sentences of our own.
import { describe, expect, it } from "vitest"
import type { Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { BANT, CHAMP, MEDDIC, SPICED } from "./manifests.js"

const user = (content: string): Message => ({ role: "user", content })
const packs = { bant: compileEmbedded(BANT), meddic: compileEmbedded(MEDDIC), spiced: compileEmbedded(SPICED), champ: compileEmbedded(CHAMP) }
type Key = `${keyof typeof packs}.${string}`

const detect = (key: Key, text: string) => {
  const [pack, detector] = key.split(".") as [keyof typeof packs, string]
  return packs[pack].score([user(text)])[detector]!
}
const expectFound = (key: Key, texts: ReadonlyArray<string>) => {
  for (const text of texts) expect(detect(key, text).found, text).toBe(true)
}
const expectOpen = (key: Key, texts: ReadonlyArray<string>) => {
  for (const text of texts) {
    const d = detect(key, text)
    expect(d.found, text).toBe(false)
    expect(d.negated, text).toBe(false)
  }
}

describe("critical event: a business date", () => {
  it("a day and month in either order is a date", () => {
    expectFound("spiced.critical_event", ["It ends on 31 March.", "Everything has to move over by May 2, when the lease ends."])
  })
})

describe("critical event: a business event the customer commits to, on a date", () => {
  it("an opening, a move, an inspection or a rule taking effect, with its date", () => {
    expectFound("spiced.critical_event", [
      "We open a second location in May and need this before then.",
      "We're moving to a bigger warehouse next spring.",
      "The inspectors are back in October and we failed the last visit.",
      "The new e-invoicing law kicks in from January for firms our size.",
      "Our lease on the current software ends 31 March and we won't renew."
    ])
  })

  it("a shop's opening hours or a past renewal is no event", () => {
    expectOpen("spiced.critical_event", ["We open at nine on Saturdays.", "We renewed our contract with them last year."])
  })
})

describe("champion: someone pushing inside the buyer", () => {
  it("pressing the people who decide, offering to win them over or to write the case", () => {
    expectFound("meddic.champion", [
      "I've been nagging our director about this for months.",
      "I'm the one who keeps bringing this up in our team meetings.",
      "Leave the internal selling to me, I'll get the partners on board.",
      "Our head nurse is really pushing for a new rota tool.",
      "I'll put together the business case for our MD.",
      "Our COO is the executive sponsor."
    ])
  })

  it("a request to sponsor an event, or being told to look, is no champion", () => {
    expectOpen("meddic.champion", ["Can you sponsor our charity bake sale?", "We're looking for a sponsor for the summer fair.", "My boss told me to look into this."])
  })
})

describe("economic buyer: whose money or approval it is", () => {
  it("approval told from the purchase's side, or the budget placed with a person", () => {
    expectFound("meddic.economic_buyer", [
      "Anything above 25k has to be approved by the CFO.",
      "Purchases like this need to be signed off by our managing partner.",
      "The budget for tools sits with our finance director.",
      "Money for this comes out of our COO's budget, so she has to say yes."
    ])
  })

  it("not knowing whose budget, or where payments go, is no buyer", () => {
    expectOpen("meddic.economic_buyer", ["I'm not sure whose budget this would come from.", "Payments go through accounts payable."])
  })
})

describe("decision criteria: what the choice will turn on", () => {
  it("a deal-breaker told as a condition, the big things named, a must in other words", () => {
    expectFound("meddic.decision_criteria", [
      "If it doesn't talk to Shopify it's a non-starter.",
      "The big ones for us are data staying in the EU and a proper audit trail.",
      "The deciding factor will be how quickly new staff pick it up.",
      "Offline mode is non-negotiable for our drivers."
    ])
  })

  it("not having written requirements down yet is open", () => {
    expectOpen("meddic.decision_criteria", ["We haven't written down any requirements yet."])
  })
})

describe("decision process: the steps and the people in them", () => {
  it("who looks at it next, where it goes, and in what order", () => {
    expectFound("meddic.decision_process", [
      "I'll show it to the partners on Friday, and if they like it legal reviews the contract.",
      "Anything new goes to the ops committee, who meet on the first Monday of the month.",
      "Usually it's me, then our IT contractor checks it, then the owner signs."
    ])
  })

  it("the vendor's process, or a process not worked out yet, is open", () => {
    expectOpen("meddic.decision_process", ["Your onboarding process looks long.", "What's the process for cancelling?", "We haven't figured out how we'd approve it yet."])
  })
})

describe("metrics: a number that matters to them", () => {
  it("a target told as what would count as a win, a before and after, the number someone watches", () => {
    expectFound("meddic.metrics", [
      "If we could get invoice turnaround from 10 days to 3, that's a win.",
      "We'd call it a success if no-shows drop by a third.",
      "The number the board watches is cost per order, currently $4.20."
    ])
  })

  it("a headcount, a phone number or an unmeasured goal is no metric", () => {
    expectOpen("meddic.metrics", ["We have 40 staff across two sites.", "Our office line is 020 7946 0321.", "We haven't decided how to measure it yet."])
  })
})

describe("BANT in plain words", () => {
  it("the call being someone's, a need told as what they are after or as work done twice", () => {
    expectFound("bant.authority", ["I run the practice, so the call on software is mine."])
    expectFound("bant.need", [
      "We're after something that lets parents book lessons online.",
      "Right now every invoice is typed twice, which is why I'm writing."
    ])
  })

  it("a start told by the season it serves is a timeline; a past date or an unset one is not", () => {
    expectFound("bant.timeline", ["We'd like something in place for the spring season."])
    expectOpen("bant.timeline", ["We've been using the old tool since 2019.", "We haven't thought about timing yet."])
  })
})

describe("SPICED in plain words", () => {
  it("the situation as how work arrives and is kept today", () => {
    expectFound("spiced.situation", ["Repair jobs arrive by email and are kept on a whiteboard in the workshop."])
  })

  it("impact as a consequence the business bore", () => {
    expectFound("spiced.impact", ["Because of the errors we had to hire an extra admin.", "Staff burn out and leave within a year."])
  })

  it("the decision as who picks and who waves it through", () => {
    expectFound("spiced.decision", ["The practice manager picks the software, the partners just rubber-stamp it."])
    expectOpen("spiced.decision", ["We haven't decided who will make the decision."])
  })
})

describe("CHAMP in plain words", () => {
  it("a priority as what jumped to the top, what everything else waits for, the one thing to get done", () => {
    expectFound("champ.prioritization", [
      "Fixing scheduling is the one thing I have to get done this quarter.",
      "This jumped to the top after last month's outage.",
      "Everything else is on hold until we sort out billing."
    ])
    expectOpen("champ.prioritization", ["What does priority support cost?", "We haven't ranked our projects for next year yet."])
  })

  it("work put off to no time at all, or with other work first, denies it", () => {
    for (const text of ["Honestly we'll get round to the new rota tool eventually.", "To be fair, other things come first for us."]) {
      const d = detect("champ.prioritization", text)
      expect(d.found, text).toBe(false)
      expect(d.negated, text).toBe(true)
    }
    const event = detect("spiced.critical_event", "We'll get to replacing the booking screens at some point.")
    expect(event).toMatchObject({ found: false, negated: true })
    expectOpen("champ.prioritization", ["When can you get round to sending the quote?"])
  })

  it("a challenge as work that needs chasing", () => {
    expectFound("champ.challenges", ["Half our orders need chasing by phone before they ship."])
    expectOpen("champ.challenges", ["We're nine people working out of an office in Lyon."])
  })
})

describe("money: an amount set aside, not any amount", () => {
  it("the size of the business, or money lost, is no budget", () => {
    expectOpen("bant.budget", [
      "Our revenue last year was 3 million.",
      "Turnover is roughly £800k.",
      "We did about 1.2 million in sales last year.",
      "Errors cost us 20k last year."
    ])
  })

  it("while money put aside is one, beside the revenue or from a department's reserve", () => {
    expectFound("bant.budget", [
      "Our budget is 20k, which is a lot for a business with 500k revenue.",
      "We can use the 10k from the marketing reserve.",
      "Finance ring-fenced roughly 18k for tooling in next year's plan."
    ])
  })

  it("only the other amount is set aside: a budget beside the size of the business or a loss still counts", () => {
    expectFound("bant.budget", [
      "The practice turns over roughly €3M a year and we could spend about €12k on software.",
      "We're wasting around £2k a month on overtime, so we'd go up to £8k for a fix.",
      "Profit was €40k last year and we can spend up to €5k on this."
    ])
  })

  it("a question about price, where money goes, or a budget not discussed is open", () => {
    expectOpen("bant.budget", ["How much would it be for 30 users?", "All the money goes through finance here.", "We haven't discussed budget yet."])
  })
})

describe("a second round of plain words", () => {
  it("authority told from the decision's side", () => {
    expectFound("bant.authority", ["Ultimately it's my signature on the contract.", "Decisions like this are made by me and the two other partners."])
  })

  it("a past installation's date leaves the wanted date beside it a timeline", () => {
    expectFound("bant.timeline", ["Our booking tool was set up in 2017 and we want its replacement running by June."])
  })

  it("a spend limit is a budget, a date in the past no timeline", () => {
    expectFound("bant.budget", ["Spend limit on this is 500 a month, tops."])
    expectFound("bant.timeline", ["Hoping to have it live before the spring trade show."])
    expectOpen("bant.timeline", ["The old system was installed in 2018."])
  })

  it("every amount or past date within a void's reach is hidden, a wanted date past its reach read", () => {
    expectOpen("bant.budget", ["Our turnover climbed from 2M to 3M over two years.", "We wasted 4k in January and 6k in February on temp staff."])
    expectFound("bant.budget", ["Turnover grew from 2M to 3M; we can put 9k towards this."])
    expectOpen("bant.timeline", ["The scanners were bought in April 2016 and replaced in 2022."])
    expectFound("bant.timeline", ["The scanners were bought in 2016 and have to be replaced by October."])
  })

  it("MEDDIC: a process time as the baseline, what matters more, the steps by number", () => {
    expectFound("meddic.metrics", ["At the moment it takes us 3 weeks to onboard a new driver; we want 1."])
    expectFound("meddic.decision_criteria", ["Ease of use matters more to us than features.", "It has to play nicely with our existing booking system."])
    expectFound("meddic.decision_process", ["Step one is a trial week in the kitchen, step two is a tasting for the owners."])
  })

  it("SPICED: what fixing it would allow, what it means to wait, customers turned away, a season starting, a product shut down", () => {
    expectFound("spiced.impact", [
      "If we fixed this we could take on two more clients without hiring.",
      "Late invoices mean we're waiting 60 days to get paid.",
      "We turned away about 30 bookings last month because the diary was wrong."
    ])
    expectFound("spiced.critical_event", [
      "Ski season opens in December and we can't face it with the current setup.",
      "Our current provider is shutting down the product on 30 June."
    ])
  })

  it("CHAMP: nothing mattering more, customers who keep calling", () => {
    expectFound("champ.prioritization", ["Nothing matters more this year than getting billing right."])
    expectFound("champ.challenges", ["Customers keep calling to ask where their order is."])
  })
})

describe("from the tune half's misses, in our own words", () => {
  it("whoever holds the budget is the economic buyer", () => {
    expectFound("meddic.economic_buyer", ["Our practice manager holds the equipment budget and approves every purchase."])
  })

  it("stock thrown away and a tool nobody trusted are challenges", () => {
    expectFound("champ.challenges", ["We write off damaged tiles every month.", "They throw out hundreds of unsold loaves a week.", "Nobody trusted the old forecasting add-on, so it sits unused."])
  })

  it("files kept on each office's computer describe the situation", () => {
    expectFound("spiced.situation", ["Contracts are saved on each office's laptop and emailed around."])
  })
})

describe("SPICED from the tune half's misses, in our own words", () => {
  it("what the work runs on, what people keep getting wrong, a loss several words after the verb", () => {
    expectFound("spiced.situation", ["Room booking runs on a shared spreadsheet at the moment."])
    expectFound("spiced.pain", ["Teachers keep double-booking the music room."])
    expectFound("spiced.impact", ["We lost our biggest wholesale customer's repeat orders over it."])
  })
})

describe("a timeline given as a date in figures", () => {
  it("a decision needed by a day and month written in figures", () => {
    expectFound("bant.timeline", ["We need to have chosen a supplier by 15/10."])
  })
})

describe("a score in figures is no date", () => {
  it("a rating before and after is a metric, and no timeline", () => {
    expectFound("meddic.metrics", ["We'd like our reviews to move from 5/10 to 8/10 on cleanliness."])
    expectOpen("bant.timeline", ["We'd like our reviews to move from 5/10 to 8/10 on cleanliness.", "Honestly I'd score the current app 3/10."])
  })
})

describe("the new phrasings need their context", () => {
  it("pushing for a discount, a delivery time asked about, a question about the vendor's steps state nothing", () => {
    expectOpen("meddic.champion", ["They're pushing for a discount on the annual plan.", "My colleague might push for it if she had time."])
    expectOpen("meddic.metrics", ["Delivery takes 3 days from your warehouse?"])
    expectOpen("meddic.decision_process", ["Is step one the data import?", "Then we had lunch and went back to the office."])
  })

  it("money lost, a founding year, somebody else's customers turned away are no budget, timeline or impact", () => {
    expectOpen("champ.money", ["We lost about 10k on a bad supplier last year."])
    expectOpen("bant.timeline", ["We were founded in 2012.", "The old system was bought in March 2019."])
    expectOpen("spiced.impact", ["My friend's shop turned away customers last Christmas."])
    expectOpen("spiced.critical_event", ["We opened our second shop in 2021.", "When does your season start?"])
  })
})

describe("a fourth round, on the detectors weakest on new text", () => {
  it("a priority as one of a few big projects, the most pressing issue, or what someone was told to deliver", () => {
    expectFound("champ.prioritization", [
      "Of everything planned for 2027 this is one of the four key initiatives.",
      "It's the most pressing issue we have right now.",
      "We've been told to make this happen this quarter."
    ])
  })

  it("impact as what customers did about it, or what it puts at risk", () => {
    expectFound("spiced.impact", ["We've had three patients complain to the practice manager.", "The mistakes put our accreditation at risk."])
  })

  it("a metric as today's figure against the wanted one; criteria as the top of the list or a rule to meet", () => {
    expectFound("meddic.metrics", ["Average handling time is 9 minutes and we want it at 6."])
    expectFound("meddic.decision_criteria", ["Top of our list is that it works on iPads.", "Anything we buy has to meet NHS data rules."])
    expectOpen("meddic.decision_criteria", ["What matters more to most of your customers?"])
  })

  it("a timeline as the start of a named period", () => {
    expectFound("bant.timeline", ["Ideally by the start of the new tax year."])
  })
})

describe("a question about the vendor's product", () => {
  it("states no criterion, while the must said after it does", () => {
    expectOpen("meddic.decision_criteria", ["Does it have an API?", "Can you export invoices to PDF?"])
    expectFound("meddic.decision_criteria", ["Can you export invoices to PDF? It has to integrate with our accounts package too."])
  })

  it("asking the vendor to confirm a need of the customer's states the need", () => {
    expectFound("meddic.decision_criteria", ["Could you confirm it must support two currencies?", "Can you check it needs to integrate with our till?"])
    expectOpen("meddic.decision_criteria", ["Is it available in Spanish?", "Does your scheduling app sync with Outlook?"])
  })
})

describe("\"a must\"", () => {
  it("as a noun names a criterion, as a verb to the vendor it does not", () => {
    expectFound("meddic.decision_criteria", ["That's a must for our auditors.", "Mobile access is an absolute must."])
    expectOpen("meddic.decision_criteria", ["You must come and visit."])
  })
})
