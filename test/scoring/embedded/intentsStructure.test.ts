// Intents read through structure in new styles: call notes, a chat's offer confirmed or declined,
// the customer's own people, a signature's title lines, plans that were. Sentences of our own.
import { describe, expect, it } from "vitest"
import type { Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { INTENT } from "./manifests.js"

const user = (content: string): Message => ({ role: "user", content })
const agent = (content: string): Message => ({ role: "agent", content })
const scorer = compileEmbedded(INTENT)
const found = (detector: string, input: string | ReadonlyArray<Message>) =>
  scorer.score(typeof input === "string" ? [user(input)] : input)[detector]!.found

describe("a second round: call notes, chats after an offer, and the customer's own people", () => {
  it.each<[string, string, string | ReadonlyArray<Message>, boolean]>([
    ["a declined offer of something else", "not_interested", [agent("Would you like to hear about our pricing plans?"), user("no thanks, just need the reset link")], false],
    ["a reported question on billing", "pricing_interest", "Call notes 14/03: spoke to Dana (ops lead). Budget is tight, asked about monthly vs annual billing. Wants a callback from someone technical on Thursday.", true],
    ["a reported callback wanted", "needs_human", "Call notes 14/03: spoke to Dana (ops lead). Budget is tight, asked about monthly vs annual billing. Wants a callback from someone technical on Thursday.", true],
    ["before the weekend", "urgency", "Can this be sorted before the weekend? We're short-staffed as it is.", true],
    ["going live on a day", "urgency", "We go live on Monday and the integration still fails on every sync.", true],
    ["losing by the hour", "urgency", "Every hour this is down we're losing orders.", true],
    ["before an event with a date", "urgency", "Can we get this in place before our audit on the 14th?", true],
    ["no rush", "urgency", "Ideally the kiln scheduler would be running by the autumn, no rush though.", false],
    ["their own manager", "needs_human", "I'll speak to my manager and get back to you next week.", false],
    ["their own team", "needs_human", "Thanks for the demo. We'll discuss it with the team and come back to you.", false],
    ["a manager wanted", "needs_human", "Put me through to someone senior, I'm not happy with this overcharge.", true],
    ["passed to their team", "needs_human", "Could you pass this to your technical team? I think it's beyond the help centre.", true],
    ["a promised call", "needs_human", "I was told someone would call me back two days ago and nobody has.", true],
    ["non-native, a person from sales", "needs_human", "I write in English: please a person from sales contact me for offer.", true],
    ["setup fees", "pricing_interest", "Are there any setup fees?", true],
    ["per location or per head", "pricing_interest", "Do you charge per location or per head?", true],
    ["paying after a change", "pricing_interest", "What would we be paying if we dropped to 30 users?", true],
    ["a proper quote", "pricing_interest", "We would love to get a proper quote for the three kitchens.", true],
    ["a fee disputed", "pricing_interest", "The fee on our March invoice is wrong, it should be the same as February.", false],
    ["a PO number quoted", "pricing_interest", "Our purchase order number is 4500123, please quote it on the invoice.", false],
    ["a PO number", "purchase_interest", "Our purchase order number is 4500123, please quote it on the invoice.", false],
    ["happy to proceed", "purchase_interest", "Following our call, we're happy to proceed. Could you send the agreement over to our legal team?", true],
    ["signed up long ago", "purchase_interest", "We signed up last year and love it, just a question about exports.", false],
    ["an order placed", "purchase_interest", "The order I placed last week still hasn't arrived.", false],
    ["researching", "purchase_interest", "I'm just researching options for a college assignment, not buying anything.", false],
    ["card details", "purchase_interest", "Where do I put my card details?", true],
    ["a closing no", "not_interested", [agent("Is there anything else I can help with?"), user("no that's all, thanks!")], false],
    ["not renewing", "not_interested", "Hi,\n\nWe won't be renewing when the contract ends in June. Please make sure nothing auto-renews.\n\nRegards,\nPeter", true],
    ["keeping the old way", "not_interested", "Sorry, we've decided to keep doing it by hand for now.", true],
    ["not for us", "not_interested", "Not something for us at this point, thank you.", true],
    ["alarms stopped", "not_interested", "Please can you stop the automatic emails about failed backups, they're all false alarms.", false]
  ])("%s", (_, detector, input, want) => {
    expect(found(detector, input)).toBe(want)
  })
})

describe("a third round: plans that were, parts declined, forms and longer chats", () => {
  it.each<[string, string, string | ReadonlyArray<Message>, boolean]>([
    ["the sooner the better", "urgency", "The sooner the better, honestly, the backlog is growing by the day.", true],
    ["blocked until a day", "urgency", "Nobody in the office can print payslips until this is fixed and they go out tomorrow.", true],
    ["a deadline that passed", "urgency", "Our deadline for the annual report was last week, all filed, thanks for the help.", false],
    ["no rush, a season", "urgency", "We're in no rush, but ideally it would be set up before summer.", false],
    ["tired of a machine", "needs_human", "I'm sick of talking to a machine. Get me someone.", true],
    ["a callback", "needs_human", "Can I get a callback please?", true],
    ["a phone line for a relative", "needs_human", "Hi,\nI'm writing on behalf of my father who is 84. He can't cope with the app. Is there a phone line he can use to speak to a real person?\nThanks,\nGwen", true],
    ["a module's price", "pricing_interest", "How much would it be to add the reporting module?", true],
    ["a better price for a longer term", "pricing_interest", "Can you do a better price if we sign for two years?", true],
    ["a price paid for a broken kit", "pricing_interest", "I paid £30 for the starter kit and it arrived broken.", false],
    ["put us down", "purchase_interest", "Put us down for the 50-seat package, please.", true],
    ["becoming a customer", "purchase_interest", "What's the process for becoming a customer?", true],
    ["a plan that was", "purchase_interest", "We were going to buy it but decided against it.", false],
    ["a plan that was, declined", "not_interested", "We were going to buy it but decided against it.", true],
    ["sticking with what we have", "not_interested", "We'll be sticking with what we've got.", true],
    ["not for us", "not_interested", "I don't think this is for us.", true],
    ["a refund declined", "not_interested", "I'm not interested in a refund, I just want the item replaced.", false],
    ["a demo declined, the price wanted", "not_interested", "Not interested in the demo, we just want the price for 20 users.", false],
    ["the price wanted", "pricing_interest", "Not interested in the demo, we just want the price for 20 users.", true],
    ["a neighbour's purchase", "purchase_interest", "My neighbour wants to buy one too, can you give me a referral code?", false],
    ["a proposal closed", "not_interested", [agent("Hi Sam, following up on the proposal. Any thoughts?"), user("Hi, thanks for chasing. We've looked at it properly and it's not going to work for us right now or in the foreseeable future, so please close it off your side.")], true],
    ["money back before the rent", "urgency", [agent("Hi there, what can I do for you?"), user("you took payment two times for one kennel stay"), agent("Apologies for that. What is the reservation code?"), user("KN-7731. I need the refund today, my mortgage payment goes out tomorrow")], true],
    ["a double charge", "pricing_interest", [agent("Hi there, what can I do for you?"), user("you took payment two times for one kennel stay"), agent("Apologies for that. What is the reservation code?"), user("KN-7731. I need the refund today, my mortgage payment goes out tomorrow")], false],
    ["an extra site's charge", "pricing_interest", "Subject: quick one\n\nHi Ana,\n\nCould you let me know what the charge would be for an extra site? No hurry.\n\nThanks\nLeo", true],
    ["no hurry", "urgency", "Subject: quick one\n\nHi Ana,\n\nCould you let me know what the charge would be for an extra site? No hurry.\n\nThanks\nLeo", false],
    ["a form signing up", "purchase_interest", "Company: Loft Bakery\nTeam size: 8\nWhat are you interested in?: Rota planning\nMessage: We'd like to sign up for the starter plan from next month.", true],
    ["a form asking about a feature", "purchase_interest", "Company: Loft Bakery\nHow did you hear about us?: A friend who uses your rota app\nMessage: Do you integrate with Xero?", false],
    ["a form asking about a feature, no price", "pricing_interest", "Company: Loft Bakery\nHow did you hear about us?: A friend who uses your rota app\nMessage: Do you integrate with Xero?", false]
  ])("%s", (_, detector, input, want) => {
    expect(found(detector, input)).toBe(want)
  })
})

describe("a signature's title and company lines ask nothing", () => {
  it.each<[string, string, string]>([
    ["a pricing title", "pricing_interest", "Hi,\n\nThe export button is greyed out on the reports tab. Could you take a look?\n\nThanks,\nMaria Lopez\nPricing Analyst\nHollow Oak Retail"],
    ["an urgent care unit", "urgency", "Hello,\n\nPlease find attached the signed data-sharing form you asked for.\n\nKind regards,\nDr Perpetua Quayle\nUrgent Care Centre, Hollinbrook\nTel 020 7946 0419"],
    ["a sales and pricing manager", "pricing_interest", "Hi,\n\nHow do I move the footer text on my printed receipts?\n\nCheers\nTom\nSales & Pricing Manager | Bright Bikes"],
    ["a care agent", "needs_human", "Hi,\n\nCan you reset my two-factor? New phone.\n\nThanks\nAmira\nCustomer Care Agent\nHelpline: 0800 555 019"]
  ])("%s", (_, detector, text) => {
    expect(found(detector, text)).toBe(false)
  })

  it("the body above the sign-off is still read, and so is a postscript", () => {
    expect(found("pricing_interest", "Hi,\n\nWhat would twelve seats cost per year?\n\nThanks,\nMaria Lopez\nPricing Analyst\nHollow Oak Retail")).toBe(true)
    expect(found("urgency", "Hi,\n\nForm attached.\n\nBest,\nPerpetua Quayle\nWard Manager\nP.S. we need the access code by tomorrow morning, the inspectors arrive then.")).toBe(true)
  })
})

describe("the agent's offer confirmed, and a bare no to 'still interested?'", () => {
  it.each<[string, string, ReadonlyArray<Message>, boolean]>([
    ["a transfer offered and accepted", "needs_human", [agent("Would you like me to connect you with a specialist?"), user("yes please")], true],
    ["a quote offered and accepted", "pricing_interest", [agent("Would you like a quote for the team plan?"), user("yes please")], true],
    ["still interested? no", "not_interested", [agent("Would you still like to go ahead with the extra licence pack?"), user("no")], true],
    ["go ahead? not really", "not_interested", [agent("Shall we go ahead with the renewal?"), user("Not really, no. Thanks.")], true],
    ["still interested? not yet", "not_interested", [agent("Would you still like to go ahead with the extra licence pack?"), user("not yet, we're waiting on budget")], false],
    ["still interested? no, but later", "not_interested", [agent("Would you still like to go ahead with the extra licence pack?"), user("no, maybe next year")], false],
    ["anything else? no", "not_interested", [agent("Can I help with anything else today?"), user("No, you've been great. Bye!")], false],
    ["someone? no", "needs_human", [agent("Would you like to speak to someone?"), user("no, I'm fine here")], false]
  ])("%s", (_, detector, input, want) => {
    expect(found(detector, input)).toBe(want)
  })
})

describe("purchase_interest in more words: converting, renewing, taking the deal, more seats", () => {
  it.each([
    "Please convert our trial to a paid account.",
    "Can we switch to annual billing from next month? Happy to pay upfront.",
    "Let's do it. What do you need from us?",
    "We're in. Send me whatever I need to sign.",
    "I'd like to book the installation for the two vans.",
    "We'll take the Orchard tier, 9 seats, starting 3 June please.",
    "We want 5 more users added to our account please.",
    "Count the design team in too, that's another six logins.",
    "Please renew our subscription for another year.",
    "Our board approved it yesterday, so we can go ahead.",
    "I'd like to order 200 of the blue tags.",
    "Could you invoice us for the extra storage?",
    "We have decided to go with you.",
    "We will take the three-year deal.",
    "What do you need from us to get the account opened?",
    "Can you change my account to paid?"
  ])("%s", (text) => {
    expect(found("purchase_interest", text)).toBe(true)
  })

  it.each([
    "I can't sign in since the update.",
    "We purchased the hardware kit in 2022 and one unit died.",
    "Our trial expires Friday and I still can't get the import working.",
    "The renewal went through last month, thanks.",
    "Just to confirm, we already paid the invoice on Tuesday.",
    "My boss bought this for the whole team but nobody uses it.",
    "Do you sell gift cards?",
    "Could you bill us in euros from now on?",
    "What do I need to fill in to report a fault?",
    "We changed to the premium plan last year and it's fine.",
    "I'd like to switch to the free plan, the paid one is too much.",
    "We are in London next week if you want to meet.",
    "There are another 3 users who can't log in.",
    "The installation you booked was cancelled twice.",
    "We renewed our contract in March.",
    "Why did you bill us for two seats?",
    "Tuesday is fine. Which documents should we get ready before the trial kicks off?"
  ])("%s", (text) => {
    expect(found("purchase_interest", text)).toBe(false)
  })
})

describe("pricing_interest in more words, and a price word naming a field, a label or a settled price", () => {
  it.each([
    "What sort of money are we talking for a team of 15?",
    "Could you give me a rough idea of the monthly outlay?",
    "Would there be any saving if we paid two years up front?",
    "Is the pro plan worth the extra over the basic one?",
    "Do prices differ for schools?",
    "Can you send a breakdown of what we'd be charged?",
    "Is installation included in the price or extra?",
    "How does the pricing work once we go over 50 users?",
    "What are the options cost-wise for a small charity?",
    "Is there a cheaper option without the reporting?",
    "Need costing for 3 sites pls"
  ])("%s", (text) => {
    expect(found("pricing_interest", text)).toBe(true)
  })

  it.each([
    "The price on the shelf label was wrong, please fix the template.",
    "I was charged the old rate, can you refund the difference?",
    "We've already agreed the price with Tom, just need the paperwork.",
    "Our price list upload failed with an error on row 12.",
    "The discount code field is missing on the checkout page of our shop.",
    "The quote module in your app crashes when I add a line item."
  ])("%s", (text) => {
    expect(found("pricing_interest", text)).toBe(false)
  })
})

describe("urgency in more words: an opening on a day, people waiting, blocked until fixed; a routine is none", () => {
  it.each([
    "We're opening to the public on Saturday and the tills still won't connect.",
    "Need this fixed before the 9am shift change or the night staff can't hand over.",
    "Please treat this as a priority, patients are waiting.",
    "This is blocking our month-end close, which has to be done by Thursday.",
    "It needs sorting today, otherwise we miss the tender deadline.",
    "Time-critical: the shipment is held at customs until we upload the certificate.",
    "We can't take any bookings until this is fixed.",
    "pls help fast the shop is full of customers and card machine not working"
  ])("%s", (text) => {
    expect(found("urgency", text)).toBe(true)
  })

  it.each([
    "Not urgent, but the font on the invoice looks odd.",
    "Whenever you get a moment, could you update our billing address?",
    "The report usually arrives at 7am every Monday and it did today too, all good.",
    "We had a deadline issue last spring, resolved now.",
    "The app opens straight away now, thanks for the fix.",
    "Our busy season is in summer, so we'd like to chat about it sometime in the new year."
  ])("%s", (text) => {
    expect(found("urgency", text)).toBe(false)
  })
})

describe("not_interested: ending what they have, not cancelling an order, a visit or another provider's contract", () => {
  it.each([
    "Stop my plan when the current month is up.",
    "I want to cancel my account, it's not for me.",
    "Cancel our plan please, we're closing the branch.",
    "I'd like to end my membership.",
    "Kindly terminate our contract when the term ends."
  ])("%s", (text) => {
    expect(found("not_interested", text)).toBe(true)
  })

  it.each([
    "Please cancel the duplicate order I placed this morning, I only need one.",
    "Can you cancel the engineer visit on Friday and rebook for next week?",
    "I cancelled by mistake, can you reactivate my account?",
    "Don't cancel anything, we still want the service.",
    "We need to cancel our contract with the old provider before we can move over to you."
  ])("%s", (text) => {
    expect(found("not_interested", text)).toBe(false)
  })
})

describe("non-native English", () => {
  it.each<[string, string, boolean]>([
    ["pricing_interest", "Hello, please how much cost the licence for one year for 5 person?", true],
    ["purchase_interest", "We are want to buy the program for our company, please send me proforma.", true],
    ["urgency", "Is very urgent, the system is stop and we cannot work, please help today", true],
    ["needs_human", "I want speak with somebody real, not machine", true],
    ["not_interested", "Thank you for offer but we are not need at this moment and also not in future.", true],
    ["needs_human", "Please call to me back in my mobile, I not understand the email", true],
    ["pricing_interest", "Please give me price of the premium and what is include", true],
    ["purchase_interest", "we decide to take the offer, what next?", true],
    ["urgency", "Until friday we must have the access, because the auditor come on monday", true],
    ["not_interested", "no more interest from our side, thanks", true],
    ["purchase_interest", "My sister buy this last year and she is happy, I only ask for curiosity how it work", false],
    ["pricing_interest", "My sister buy this last year and she is happy, I only ask for curiosity how it work", false],
    ["urgency", "Is not urgent, you can answer next week", false],
    ["not_interested", "It won't be fixed in the future release, I understand.", false]
  ])("%s: %s", (detector, text, want) => {
    expect(found(detector, text)).toBe(want)
  })
})

describe("a form's label asks; only the value's own words state an intent", () => {
  it.each([
    "Name: Jo\nCompany: Fen Farms\nTimeline: ASAP\nMessage: stock tracking for 3 barns",
    "Name: Jo\nNeeded by: Friday\nMessage: replacement card reader for the front desk",
    "Name: Jo\nUrgency: High - shop can't take payments\nMessage: card reader offline"
  ])("urgency: %s", (text) => {
    expect(found("urgency", text)).toBe(true)
  })

  it.each([
    "Name: Jo\nCompany: Fen Farms\nTimeline: maybe after the harvest\nMessage: exploring options for stock tracking",
    "Name: Jo\nCompany: Fen Farms\nTimeline: no rush\nMessage: stock tracking for 3 barns",
    "Name: Jo\nDate of visit: 12 March\nMessage: thanks for the tour, very interesting",
    "Name: Jo\nUrgency: Low\nMessage: the logo on the invoice is blurry",
    "Name: Jo\nPreferred date: any weekday in May\nMessage: annual boiler service"
  ])("not urgency: %s", (text) => {
    expect(found("urgency", text)).toBe(false)
  })

  it.each([
    "Name: Jo\nInterested in: pricing for 20 seats\nMessage: -"
  ])("pricing_interest: %s", (text) => {
    expect(found("pricing_interest", text)).toBe(true)
  })

  it.each([
    "Name: Jo\nBudget: 5k\nMessage: looking at options for next year, just researching",
    "Name: Jo\nTopic: Billing\nMessage: the invoice address is wrong"
  ])("not pricing_interest: %s", (text) => {
    expect(found("pricing_interest", text)).toBe(false)
  })

  it.each([
    "Name: Jo\nRequest type: Speak to an advisor\nMessage: about my pension transfer"
  ])("needs_human: %s", (text) => {
    expect(found("needs_human", text)).toBe(true)
  })

  it.each([
    "Name: Jo\nHow did you hear about us?: Phone call from your rep\nMessage: what integrations do you have?"
  ])("not needs_human: %s", (text) => {
    expect(found("needs_human", text)).toBe(false)
  })

  it.each([
    "Name: Jo\nInterested in: Team plan, 12 seats\nMessage: ready to start next month"
  ])("purchase_interest: %s", (text) => {
    expect(found("purchase_interest", text)).toBe(true)
  })

  it.each([
    "Name: Jo\nOrder number: 90417\nMessage: the parcel arrived damaged",
    "Name: Jo\nStart date: 1 May\nMessage: my payslip shows the wrong tax code",
    "Name: Jo\nOffer code: SPRING10\nMessage: the code says expired",
    "Name: Jo\nQuote reference: Q-2231\nMessage: the engineer never turned up"
  ])("not purchase_interest: %s", (text) => {
    expect(found("purchase_interest", text)).toBe(false)
  })
})

describe("a form's labels are the form's words; a tag before a colon is the sender's", () => {
  it.each<[string, string]>([
    ["pricing_interest", "Name: Jo\nPricing tier: Pro\nMessage: the export to PDF cuts off the last column"],
    ["purchase_interest", "Name: Jo\nPurchase date: 2023-04-01\nMessage: the lid hinge snapped"],
    ["pricing_interest", "Name: Jo\nPlan cost: $40/month\nMessage: how do I add a second admin?"],
    ["pricing_interest", "Name: Jo\nDiscount code used: SPRING\nMessage: where do I download the invoice?"],
    ["needs_human", "Name: Jo\nCallback number: 0161 555 0100\nMessage: the gate sensor beeps at night"]
  ])("not %s: %s", (detector, text) => {
    expect(found(detector, text)).toBe(false)
  })

  it.each<[string, string]>([
    ["urgency", "URGENT: nobody at the depot can open the rota"],
    ["urgency", "Subject: URGENT - payroll export failing"],
    ["needs_human", "Important: please call me back today"],
    ["pricing_interest", "Name: Jo\nQuestion: how much is the pro plan for 4 users?"]
  ])("%s: %s", (detector, text) => {
    expect(found(detector, text)).toBe(true)
  })
})

describe("interest in a plan, said or picked on a form", () => {
  it("is buying interest; asking someone else's is not", () => {
    expect(found("purchase_interest", "Interested in: Fleet plan\nMessage: we want it running for our 40 drivers by spring, what are the next steps?")).toBe(true)
    expect(found("purchase_interest", "I'm interested in the team plan for our four clinics.")).toBe(true)
    expect(found("purchase_interest", "Would you be interested in our gold tier? There's a discount running.")).toBe(false)
    expect(found("purchase_interest", "I'm not interested in the team plan.")).toBe(false)
  })
})

describe("longer chats", () => {
  const chats: ReadonlyArray<[string, ReadonlyArray<Message>, Readonly<Record<string, boolean>>]> = [
    ["a bot that repeats itself", [agent("Hello, this is Quibble, your automated helper. How can I assist?"), user("the password reset link never comes through"), agent("Apologies! Reset emails can take up to 15 minutes, please check your spam folder"), user("I tried that two days ago"), agent("Apologies! Reset emails can take up to 15 minutes, please check your spam folder"), user("you already said that. useless")], { needs_human: true, urgency: false }],
    ["a price asked, then how to sign up", [agent("Welcome to Tallyhoop! What are you looking for today?"), user("we run a dog grooming salon, 4 groomers"), agent("Lovely! Want a walkthrough?"), user("maybe, but first what does it cost per year for 4 seats"), agent("It's £90 per seat per year."), user("sounds fair, how do we sign up?")], { pricing_interest: true, purchase_interest: true, not_interested: false }],
    ["leaving for something cheaper", [agent("Hello, how can I help today?"), user("I want to close my account"), agent("Sorry to hear that! May I ask why?"), user("we found something cheaper")], { not_interested: true, pricing_interest: false }],
    ["a renewal offered and accepted", [agent("Your renewal is due on the 30th. Would you like to renew?"), user("yes please, same as last year")], { purchase_interest: true }],
    ["an offer heard and left", [agent("We have a 20% discount on annual plans this week."), user("ok thanks"), agent("Anything else?"), user("no that's all")], { pricing_interest: false, not_interested: false, purchase_interest: false }],
    ["a deadline by an opening", [agent("Is there a deadline we should know about?"), user("the new office opens on the 3rd, so ideally before then")], { urgency: true }],
    ["no deadline", [agent("Is there a deadline we should know about?"), user("not really, whenever works")], { urgency: false }]
  ]
  it.each(chats)("%s", (_, input, want) => {
    const r = scorer.score(input)
    expect(Object.fromEntries(Object.keys(want).map((d) => [d, r[d]!.found]))).toEqual(want)
  })
})
