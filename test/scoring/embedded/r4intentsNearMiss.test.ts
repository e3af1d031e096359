// Round 4: each new intent reading against sentences of our own that share its words and must
// not fire (a past talk, a task not needed after all, a feature named "sign-on", a booking that
// was), beside a few that must. Written with the rules, after the first challenge set.
import { describe, expect, it } from "vitest"
import type { Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { INTENT } from "./manifests.js"

const user = (content: string): Message => ({ role: "user", content })
const scorer = compileEmbedded(INTENT)
const found = (detector: string, text: string) => scorer.score([user(text)])[detector]!.found

describe("round 4 readings: near misses that share the words, and a few finds", () => {
  it.each<[string, string, boolean]>([
    ["needs_human", "Whoever packed this box forgot the charger.", false],
    ["needs_human", "Whoever set up our account used the wrong VAT number, can you change it?", false],
    ["needs_human", "Please send me the invoice to the finance address.", false],
    ["needs_human", "Can you forward this to the right email address for invoices?", false],
    ["needs_human", "Drop me a line if the courier is late again.", false],
    ["needs_human", "We always reach out to our customers after each delivery.", false],
    ["needs_human", "Who is the right person to sign the delivery note on our side?", false],
    ["needs_human", "We had a quick chat with your rep last week and it went well.", false],
    ["needs_human", "Is there anyone I can add as a second admin?", false],
    ["needs_human", "Our staff are free for training on Tuesday afternoon.", false],
    ["needs_human", "The upload took twenty minutes on a slow phone connection.", false],
    ["needs_human", "I wanted to speak to someone but nobody answers the phone.", true],
    ["needs_human", "I wanted to talk to someone, but the chat bot sorted it in the end.", false],
    ["needs_human", "Could you pass me to the right team for refunds?", true],
    ["needs_human", "Would any of you be available for a quick call tomorrow?", true],
    ["needs_human", "I'd like a quick chat with someone about the renewal.", true],
    ["not_interested", "Can we meet at another time next week?", false],
    ["not_interested", "I switched to a different browser and now the page loads.", false],
    ["not_interested", "The old plan is no longer available, which one replaces it?", false],
    ["not_interested", "We don't need to book a courier after all, the parcel fits in the post.", false],
    ["not_interested", "Do I need to say no to the cookie banner every time?", false],
    ["not_interested", "The inspector gave the kitchen a pass on Friday.", false],
    ["not_interested", "Please cancel order 5521, I ordered the wrong size and will reorder today.", false],
    ["not_interested", "We moved our account to the new billing address last month.", false],
    ["not_interested", "Please can you keep things as they are on the invoice layout?", false],
    ["not_interested", "We decided to handle the returns ourselves, but we still want the shipping labels from you.", false],
    ["not_interested", "We are sticking with our supplier for flour but would like your oats.", false],
    ["not_interested", "We've decided to build the website ourselves, so no thanks.", true],
    ["not_interested", "Please stop the weekly delivery, we've found a cheaper supplier.", true],
    ["purchase_interest", "I'd like to see the plan for teams before I decide.", false],
    ["purchase_interest", "Do we need the premium plan for single sign-on?", false],
    ["purchase_interest", "We'd like it to work on every page of the site.", false],
    ["purchase_interest", "We are sold out of the blue ones, when is your next batch?", false],
    ["purchase_interest", "We sold our old van last week.", false],
    ["purchase_interest", "We raised a PO last month but the invoice doesn't match.", false],
    ["purchase_interest", "I paid the deposit last Tuesday and haven't heard back.", false],
    ["purchase_interest", "I booked two tickets last week but the confirmation never came.", false],
    ["purchase_interest", "How do I secure the account with two-factor?", false],
    ["purchase_interest", "Is the room I booked on the second floor?", false],
    ["purchase_interest", "What's the next step to get my refund?", false],
    ["purchase_interest", "We'll take the annual plan, please.", true],
    ["purchase_interest", "I'd like the starter bundle for my daughter's class.", true],
    ["purchase_interest", "Our buyer will raise a PO this afternoon.", true],
    ["purchase_interest", "Can we lock in this year's rate for 2027?", true],
    ["purchase_interest", "We'd like it for every one of our 14 salons.", true],
  ])("%s: %s", (detector, text, want) => {
    expect(found(detector, text)).toBe(want)
  })
})

describe("round 4 readings from the second set: near misses that share the words, and a few finds", () => {
  it.each<[string, string, boolean]>([
    ["needs_human", "The actual engineer who visited was great.", false],
    ["needs_human", "We prefer to go through the invoices with our bookkeeper each month.", false],
    ["needs_human", "I'll put you in touch with our finance lead, Sam.", false],
    ["needs_human", "Can I book a call with our IT lead through your calendar tool?", false],
    ["needs_human", "Is there someone at your end who can check the logs?", true],
    ["needs_human", "The booking page says I need a real email address.", false],
    ["needs_human", "I'd rather use the automated import than type it all in.", false],
    ["needs_human", "Call me on 0161 496 0000 please, I can't do this by email.", true],
    ["needs_human", "Our patients often ask to speak to a nurse after hours; can your app route them?", false],
    ["not_interested", "We're putting the launch off until further notice because of the floods, but we still want the quote.", false],
    ["not_interested", "We found someone in the team who can do the training, so we just need the licences.", false],
    ["not_interested", "The app keeps closing down when I open the reports tab.", false],
    ["not_interested", "We are retiring the old printer this week, can you set up the new one?", false],
    ["not_interested", "How do I withdraw money from the wallet?", false],
    ["not_interested", "The password won't be needed for guest users, right?", false],
    ["not_interested", "We decided against the grey colour, please send the green one.", false],
    ["not_interested", "I not understand the new invoice layout.", false],
    ["not_interested", "We won't need the extra licences after all, the hires fell through.", true],
    ["not_interested", "Hi Mo,\n\nThanks for the visit. We have since found a cheaper installer, so we will leave it.\n\nBest, Dee", true],
    ["purchase_interest", "Could you put together a summary of the outage?", false],
    ["purchase_interest", "The council gave the builders the green light last week.", false],
    ["purchase_interest", "What do you need us to send to reset the password?", false],
    ["purchase_interest", "I'd like to have you look at this bug with me.", false],
    ["purchase_interest", "How I can change my password?", false],
    ["purchase_interest", "I want a copy of the contract for our files.", false],
    ["purchase_interest", "Can you fit us in for the install on Friday?", false],
    ["purchase_interest", "We'd like the maintenance contract from January.", true],
    ["purchase_interest", "Can you log us in as admin?", false],
    ["purchase_interest", "What would you need from us to run a two-week pilot in the bakery?", false]
  ])("%s: %s", (detector, text, want) => {
    expect(found(detector, text)).toBe(want)
  })
})

describe("round 4 readings from the third set: near misses that share the words, and a few finds", () => {
  it.each<[string, string, boolean]>([
    ["needs_human", "I'll take it up with my manager tomorrow.", false],
    ["needs_human", "We already have a dedicated account manager, Priya, and she's great.", false],
    ["needs_human", "The bell on the front door gives me a shout when a parcel comes.", false],
    ["needs_human", "Please send replies to the shared inbox rather than my personal email.", false],
    ["not_interested", "We keep using our current login for the portal, is that ok?", false],
    ["not_interested", "We're all set on that front, now let's talk numbers for the second site.", false],
    ["not_interested", "We decided to go with the firm you recommended for the install.", false],
    ["not_interested", "I won't be using the app again until the update fixes the crash.", false],
    ["not_interested", "Can we cancel the trial meeting and do it Thursday?", false],
    ["not_interested", "We are not need to pay for delivery, yes?", false],
    ["not_interested", "We went for a cheaper quote last time and regretted it, so we'd like yours.", false],
    ["not_interested", "I accidentally cancelled my subscription, can you restore it?", false],
    ["purchase_interest", "The router is good to go now, thanks.", false],
    ["purchase_interest", "Once the board is happy we'll sign.", true],
    ["purchase_interest", "How do I move all users to the new admin page?", false],
    ["purchase_interest", "That's the one we had trouble with last year.", false],
    ["purchase_interest", "I made an order on Monday and it still hasn't shipped.", false],
    ["purchase_interest", "My sister wants to buy one for her own salon.", false],
    ["purchase_interest", "We are good to go, send the contract.", true],
    ["purchase_interest", "Can we make a booking for 8 people on Saturday?", true],
  ])("%s: %s", (detector, text, want) => {
    expect(found(detector, text)).toBe(want)
  })
})

describe("round 4 readings from the fourth set: near misses that share the words, and a find", () => {
  it.each<[string, string, boolean]>([
    ["needs_human", "I paid in person at the branch last week.", false],
    ["needs_human", "Our team will call you back with the figures.", false],
    ["needs_human", "The line was busy so I left a message for the on-call engineer.", false],
    ["needs_human", "We have a meeting with your rep on Tuesday to go over the renewal.", false],
    ["needs_human", "Can I have a meeting room with a projector for the training day?", false],
    ["needs_human", "I would appreciate it if the invoice could show our PO number.", false],
    ["not_interested", "Don't ring the bell, the baby is asleep, just leave it on the step.", false],
    ["not_interested", "Is the discount only for charities, or for our company too?", false],
    ["not_interested", "Is it a no from the bank or do they need more documents?", false],
    ["not_interested", "We won't need the ladder now, the roofer brought his own.", true],
    ["purchase_interest", "Please raise a ticket for the broken hinge.", false],
    ["purchase_interest", "The payment page keeps timing out when I press pay.", false],
    ["purchase_interest", "I will pay the invoice tomorrow.", false],
    ["purchase_interest", "Where do I put my card to make the reader work?", false],
    ["purchase_interest", "I'd like to have the plan cancelled at the end of the month.", false],
  ])("%s: %s", (detector, text, want) => {
    expect(found(detector, text)).toBe(want)
  })
})
