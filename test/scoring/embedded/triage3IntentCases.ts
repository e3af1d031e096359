// Intent challenge "triage3" (11-27, issue 22): the five intents in LONG and MIXED messages of our
// own: a request for a person buried in a complaint, a decline at the end of a friendly email, a
// later turn that changes the picture, urgency told by the business's calendar, and near misses
// (loud words used lightly, a decline of one part). Every case asserts all five intents: those it
// names are present, the rest absent. No dataset text.
export type Turn = readonly ["user" | "agent", string]
export type Intent = "pricing_interest" | "purchase_interest" | "urgency" | "not_interested" | "needs_human"
export interface IntentCase {
  readonly name: string
  readonly input: string | ReadonlyArray<Turn>
  readonly present: ReadonlyArray<Intent>
}
const c = (name: string, input: IntentCase["input"], ...present: Intent[]): IntentCase => ({ name, input, present })

export const TRIAGE3_INTENTS: ReadonlyArray<IntentCase> = [
  c("person buried in a long complaint", "I've been with you for six years and never complained once. Since the new billing system came in, though, every invoice has the wrong address, I've filled in your online form three times, and each time I get an automatic reply pointing me to an article that doesn't apply. At this point I'd like someone from your accounts team to ring me, because the chatbot clearly can't sort it. The invoice still shows our old unit number.", "needs_human"),
  c("friendly email ending in a decline", "Hi Maria,\n\nThanks so much for the demo last week, the team loved the scheduling view and Paul answered every question we had. We've had a long chat internally and, for now, we're going to stick with what we have.\n\nWishing you all the best,\nGreta", "not_interested"),
  c("friendly email ending in a deferral (near miss)", "Hi Maria,\n\nThanks for the demo, it was really useful. We'd like to revisit this in the spring once the new budget is set, so could you check back with us in March?\n\nBest,\nGreta"),
  c("mixed: fixed login, then more seats and a quote", "Hi, a few things: the login works again, thanks. Also we'd like to add 15 more seats to our plan from next month, could you send over the updated quote?\n\nCheers,\nOwen", "purchase_interest", "pricing_interest"),
  c("deadline by the courier's collection", "Can you regenerate the customs invoice with the corrected weight? We need it by 3pm today or the shipment misses the courier.", "urgency"),
  c("not urgent at all (near miss)", "This isn't urgent in any way: when you have a moment, could you tell me where the audit log lives?"),
  c("the form is killing me, a human please", "This booking form is killing me. Could an actual human just move my booking from the 12th to the 14th?", "needs_human"),
  c("friendly chat ends in a no", [["agent", "Would you like me to set up the trial for you?"], ["user", "That's kind, and the walkthrough was really clear. Having thought about it though, it's not the right time for us, so I'll say no."]], "not_interested"),
  c("non-native: decided not to continue", "Dear Sir, thank you for your offer and the nice call. After discuss with my director we decide to not continue with your company. Have a good day.", "not_interested"),
  c("non-native: a person, the robot doesn't understand", "Please I want speak with a person, the robot not understand my problem with the invoice.", "needs_human"),
  c("call notes: happy with supplier, don't call", "Spoke to Hanne at the bakery. Happy with her current supplier, no need for us. Asked us not to ring again.", "not_interested"),
  c("call notes: price on an add-on", "Spoke to Hanne at the bakery. Happy with the ovens overall. Asked what the add-on proofing module would cost for two sites."
    , "pricing_interest"),
  c("quoted FAQ answer, wants whoever handles disputes", "Thanks for the reply below, but it doesn't answer my question at all. I was charged for a month after I closed the account and I would appreciate being put in touch with whoever handles billing disputes.\n\nOn Mon, 3 Nov 2025, Support <help@vendor.example> wrote:\n> Please see our FAQ on refunds.", "needs_human"),
  c("praise for an agent (near miss)", "Your agent Tom on the phone yesterday was brilliant, please pass on my thanks."),
  c("spoke to a person already (near miss)", "I spoke to someone on your team yesterday and they fixed it, thanks!"),
  c("no to the add-on, yes to licences", "I'm not interested in the premium support add-on, but we do want the 20 extra licences.", "purchase_interest"),
  c("club folding, cancel", "The app has been great for the club. Sadly the club is folding at the end of the season, so please cancel our subscription then.", "not_interested"),
  c("order withdrawn in the latest turn", [["user", "We'd like to order 50 units of the wall brackets."], ["agent", "Great, shall I send the invoice?"], ["user", "Actually hold off, the director has cancelled the project, so we won't need them after all."]], "not_interested"),
  c("a no turned into a yes", [["user", "Not interested right now, thanks."], ["agent", "No problem. Is there anything that would change that?"], ["user", "Actually, we've just lost our current provider, so we are ready to buy the 10-seat pack after all."]], "purchase_interest"),
  c("price buried in a support email", "Thanks for fixing the export. Separately, what would it cost to add the payroll module for 40 staff?", "pricing_interest"),
  c("doors open at seven, help before then", "Our doors open at 7 tonight and the ticket scanner app keeps crashing. We need this working before then.", "urgency"),
  c("doors open at seven every night (near miss)", "Our doors open at 7 every night, so please don't phone between 6 and 8."),
  c("non-native: buy the yearly licence", "Hello, we want buy the yearly licence for 5 computers, please tell me how to pay.", "purchase_interest"),
  c("bought last year (near miss)", "We bought the yearly licence last year and it has been great."),
  c("a colleague not interested, I'll attend (near miss)", "My colleague isn't interested in the webinar, but I'd like to attend."),
  c("go ahead with the install, quoted earlier mail", "Hi, yes please go ahead and book the installation for Tuesday.\n\nOn Mon, 3 Nov 2025, Jo <jo@installers.example> wrote:\n> Would you like the installation booked?", "purchase_interest"),
  c("long complaint with no person asked (near miss)", "Your courier left our parcel in the rain again, the box was soaked through and two of the books are ruined. This is the third time this year. I've attached photos. I'd like a replacement sent and the driver reminded to use the porch."),
  c("signed email: keeping our printer", "Hi Jonas,\n\nReally appreciate you following up, and the samples were lovely. We've decided to keep our current printer for another year, so we won't be placing an order.\n\nAll the best,\nEwa\nPurchasing Manager | Northfield Press", "not_interested"),
  c("decline in the middle of admin", "Thanks for the invoice copy. On the upgrade you proposed: we'll pass, the current plan does what we need. Could you also update our billing contact to Raj?", "not_interested"),
  c("urgently need coffee (near miss on urgency)", "Urgently need coffee before I read this thread :) Anyway, could you send me the pricing sheet when you get a chance?", "pricing_interest"),
  c("ASAP in the company name (near miss)", "Please send a copy of last month's invoice.\n\nThanks,\nKim\nASAP Couriers Ltd"),
  c("no need to call (near miss)", "Please don't phone me, writing suits me better."),
  c("human resources forwarded (near miss)", "Human resources asked me to forward this invoice query to you."),
  c("non-native: a responsible person, not the form", "Hello, I write again because the problem with the delivery is not solve, already three times I explain. Now the package is lost and the shop say is your problem. I want to talk with a responsible person please, not again the form.", "needs_human"),
  c("won't need Saturday delivery (near miss)", "Thanks for the great service as always! We won't need the Saturday delivery slot this week, Monday is fine."),
  c("not interested in switching (near miss)", "We're not interested in switching providers, we love you guys! Just need the invoice resent."),
  c("latest turn: regulator by noon", [["user", "Can you look at the export when you get a chance?"], ["agent", "Sure, is there a deadline?"], ["user", "Actually it's just become urgent, the regulator wants the file by noon."]], "urgency"),
  c("form: get started next month", "Name: Ines Duarte\nCompany: Duarte Dental\nInterested in: Team plan, 25 users\nMessage: We'd like to get started next month, please send us the order form.", "purchase_interest"),
  c("not interested in the details (near miss)", "I'm not interested in the details, I just want to know when my order arrives."),
  c("anybody out there, testing (near miss)", "Is there anybody out there? lol, just testing the chat widget on our own site."),
  c("at that price we'll leave it", "Thanks for the quote. At that price it's not something we can justify, so we'll leave it.", "not_interested"),
  c("non-native: how much cost", "How much cost the premium for 3 persons per month?", "pricing_interest"),
  c("said no in summer, now go ahead", "Hi again, we spoke in the summer and I said no, but things have changed and we want to sign up for the 12-month plan.", "purchase_interest"),
  c("school run deadline", "Parents start arriving at 3:15 and the pickup rota app is showing an empty list. Please can someone fix this in the next half hour?", "urgency"),
  c("long email, escalation asked at the end", "Hello,\n\nI run the front desk at a small hotel and we've used your booking software for two years without trouble. This week the channel manager has been double booking rooms, we've had to move three sets of guests to another hotel at our own cost, and the support replies keep asking for the same screenshots.\n\nPlease escalate this to someone senior.\n\nMarta", "needs_human"),
  c("friendly email, parting on good terms", "Hi Leo,\n\nI hope the conference went well! Just to let you know, we've chosen another vendor for the new site, mainly for their local team. It was a close call and we'd happily keep in touch.\n\nWarm regards,\nNadia", "not_interested"),
  c("someone senior praised (near miss)", "Someone senior from your side joined our review call and it really helped, thanks."),
  c("manager review of staff (near miss)", "My manager asked me to check whether the export includes leavers."),
  c("time by the market bell, quick please", "The market opens at eight and our price screen is blank. Please fix it quickly!", "urgency")
]
