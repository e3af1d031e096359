// Round 4, third challenge set, written after the second set's rules and before any fix for it:
// long chats with a bot, a forwarded email, forms, call notes, non-native English; domains of our
// own (wholesale, school trips, bookkeeping, furniture, a delivery firm).
import { describe, expect, it } from "vitest"
import type { Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { INTENT } from "./manifests.js"

const user = (content: string): Message => ({ role: "user", content })
const agent = (content: string): Message => ({ role: "agent", content })
const scorer = compileEmbedded(INTENT)
const found = (detector: string, input: string | ReadonlyArray<Message>) =>
  scorer.score(typeof input === "string" ? [user(input)] : input)[detector]!.found

type Case = [string, string, string | ReadonlyArray<Message>, boolean]

describe("round 4, set 3: a person asked for, and near misses", () => {
  it.each<Case>([
    ["a named contact", "needs_human", "Hi,\n\nForwarding this as nobody has come back to me. I'd like this picked up by a named contact rather than the general inbox please.\n\nThanks\nGreta\n\n---------- Forwarded message ---------\nFrom: Greta Holm\nDate: Mon, 9 Nov 2026\nSubject: Missing pallets\n\nTwo pallets missing from Tuesday's delivery.", true],
    ["give me a bell", "needs_human", "Any chance your delivery manager could give me a bell this afternoon?", true],
    ["take it up with", "needs_human", "I'd like to take this up with your head of service.", true],
    ["non-native, contact with person", "needs_human", "Please, I am asking for contact with a person, not with machine.", true],
    ["a bot chat, anybody in accounts", "needs_human", [agent("Hi! I'm Pip, the virtual assistant."), user("hi, my direct debit bounced"), agent("I can help with payments. Please choose: 1) Update card 2) Payment history"), user("neither. is there anybody in accounts who could look at this properly")], true],
    ["a mother on the phone", "needs_human", "My mum would like to speak to someone about her account but she's not online. Can she ring you?", true],
    ["Ellie sorted it", "needs_human", "Thanks, the person I spoke to this morning, Ellie, has already sorted it.", false],
    ["the system emails the client", "needs_human", "Can your system email the client automatically when the job is done?", false],
    ["a person on site", "needs_human", "We need a person on site to sign for the delivery; who should that be?", false],
    ["a quoted specialist call", "needs_human", "Great, Thursday works.\n\nOn Tue, 10 Nov 2026, Lise Okonjo wrote:\n> I'll ask our specialist to call you to arrange a visit.", false]
  ])("%s", (_, detector, input, want) => {
    expect(found(detector, input)).toBe(want)
  })
})

describe("round 4, set 3: not interested, and near misses", () => {
  it.each<Case>([
    ["keep using the bookkeeper", "not_interested", [agent("Just checking in, did you get a chance to look at the quote?"), user("We did, thanks. We're going to keep using our current bookkeeper.")], true],
    ["all sorted on that front", "not_interested", [agent("Would you like me to send over the brochure for the catering package?"), user("We're all sorted on that front, cheers.")], true],
    ["the firm used last year", "not_interested", "Hello Kim,\n\nJust to let you know the school has decided to run the trip with the coach firm we used last year.\n\nThank you for your help,\nMr Osei", true],
    ["cancel the trial", "not_interested", "Cancel the trial please, it doesn't suit our workflow.", true],
    ["not booking again", "not_interested", "Can you delete my details? I won't be booking again.", true],
    ["non-native, not need", "not_interested", "We are thankful but we are not need this service now.", true],
    ["a form, a cheaper quote", "not_interested", "Would you like a follow-up call?: No\nComments: Went with a cheaper quote.", true],
    ["a tier not yet", "not_interested", "We're not interested in the premium tier yet, but the basic one looks right.", false],
    ["an old employer cancelled", "not_interested", "My old employer cancelled their subscription with you, but we'd like one for the new place.", false],
    ["unsubscribed by mistake", "not_interested", "I unsubscribed by mistake, how do I get the newsletter back?", false],
    ["a visit moved", "not_interested", "Please stop the engineer's visit on Monday, we'll rebook for next week.", false],
    ["going ahead after payday", "not_interested", [agent("Totally understand if you'd rather not go ahead."), user("No, we do want to go ahead, just after payday.")], false]
  ])("%s", (_, detector, input, want) => {
    expect(found(detector, input)).toBe(want)
  })
})

describe("round 4, set 3: a purchase wish in paraphrase, and questions about the product", () => {
  it.each<Case>([
    ["a price held, we'll sign", "purchase_interest", "If you can hold that price till Friday we'll sign.", true],
    ["good to go", "purchase_interest", "Morning Raj,\n\nWe've had a look at the proposal and we're good to go. Invoice to the usual address.\n\nPaul", true],
    ["the team onto the paid version", "purchase_interest", "Can we get the team onto the paid version before the 1st?", true],
    ["non-native, make order", "purchase_interest", "We like to make order of 50 boxes, please send proforma.", true],
    ["the one for us", "purchase_interest", [agent("The Studio plan is 40 pounds a month."), user("Perfect, that's the one for us.")], true],
    ["how long delivery takes", "purchase_interest", "How long does delivery take for the walnut benches?", false],
    ["an accountant keen to buy", "purchase_interest", "Our accountant is keen to buy one for her own practice, can I pass on your details?", false],
    ["a buyer's signature", "purchase_interest", "Got it, thanks.\n\nCheers,\nOla\nBuyer, Order Management | Fresh Fields Wholesale", false],
    ["an old catalogue", "purchase_interest", "We used to order from you years ago, is the old catalogue still valid?", false],
    ["dates checked first", "purchase_interest", [agent("Would you like to proceed with the order?"), user("Can I check the delivery dates first?")], false]
  ])("%s", (_, detector, input, want) => {
    expect(found(detector, input)).toBe(want)
  })
})
