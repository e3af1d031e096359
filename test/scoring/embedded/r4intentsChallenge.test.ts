// Round 4, first challenge set (written before any change on branch r4intents): a person asked
// for indirectly, a polite no or a change of plan, a purchase wish in paraphrase against a
// question about the product, and near misses (an agent line, a quoted older mail, a signature,
// somebody else's wish). Sentences of our own, in domains of our own.
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

describe("round 4, set 1: a person asked for without the usual words", () => {
  it.each<Case>([
    ["drop me a line", "needs_human", "Could whoever looks after the wholesale accounts drop me a line?", true],
    ["a word with", "needs_human", "Can I have a word with someone in your finance department?", true],
    ["the right person", "needs_human", "Who's the right person to go over the contract terms with?", true],
    ["point me to whoever", "needs_human", "Please point me to whoever deals with damaged deliveries.", true],
    ["reach out before renewal", "needs_human", "Would it be possible for a specialist of yours to reach out to us before we renew?", true],
    ["a proper conversation", "needs_human", "Honestly I need a proper conversation about this, not another link to a help article.", true],
    ["somebody I can ring", "needs_human", "Is there somebody I can ring to talk this through? Typing it all out isn't working.", true],
    ["non-native, responsible person", "needs_human", "Hello, please I need the responsible person for my order to contact, the answers here not help me.", true],
    ["an email to the team, ten minutes", "needs_human", "Hi all,\n\nI've been through the guides twice and still can't get the rota to publish. Would one of you be free for ten minutes on a video call this week so I can show you?\n\nThanks,\nMarta Kowalczyk\nFacilities Coordinator", true],
    ["a signature with escalations", "needs_human", "Fine, I'll try clearing the cache first.\n\nRegards,\nLee Brandt\nCustomer Escalations Manager\nTel: 0207 946 0033", false],
    ["a quoted older request", "needs_human", "Thanks, that sorted it!\n\nOn Tue, 3 Mar 2026 at 09:14, Sam Ortiz wrote:\n> Can someone please call me about the invoice?", false],
    ["a colleague's past wish", "needs_human", "My colleague wanted to speak to someone last week but she has it sorted now.", false],
    ["a helpful person on the line", "needs_human", "I spoke to a lovely person on your helpline yesterday and she fixed it in two minutes.", false],
    ["the visiting engineer", "needs_human", "The engineer who came out on Monday was really helpful, the boiler is fine now.", false],
    ["their receptionist will call", "needs_human", "Our receptionist will call you on Friday to confirm the delivery slot.", false]
  ])("%s", (_, detector, input, want) => {
    expect(found(detector, input)).toBe(want)
  })
})

describe("round 4, set 1: not interested, said politely or by a change of plan", () => {
  it.each<Case>([
    ["plans changed, won't need it after all", "not_interested", "We've had a change of plan: the board has put the refurbishment on ice, so we won't need the quote after all.", true],
    ["no longer required", "not_interested", "Our plans changed and we're closing the second site, so the extra licences are no longer required.", true],
    ["keeping things as they are", "not_interested", "Appreciate you reaching out, but we'll be keeping things as they are.", true],
    ["building it ourselves", "not_interested", "Thank you for your time; however, we've opted to build this ourselves.", true],
    ["saying no on this one", "not_interested", "I'm going to have to say no on this one, thanks anyway.", true],
    ["giving it a pass", "not_interested", "We'll give this one a pass, but thanks for thinking of us.", true],
    ["a form, moved to a supplier nearer", "not_interested", "Name: Priya Natarajan\nReason for contact: Cancel\nMessage: We have moved our catering to a supplier closer to the office. Please stop the weekly order.", true],
    ["the warranty declined, the order wanted", "not_interested", "Not interested in the extended warranty, but please go ahead with the washer order.", false],
    ["a partner not keen", "not_interested", "My business partner isn't keen, but I'd still like to see a demo.", false],
    ["a quoted older no", "not_interested", "Actually we've changed our minds, can we pick this back up?\n\nOn Mon, 9 Feb 2026, Alex Rowe wrote:\n> Not interested, thanks.", false],
    ["an agent's 'if it's not a fit'", "not_interested", [agent("If it's not a fit, no worries at all."), user("It looks like a good fit for us, actually.")], false],
    ["a slot no longer needed", "not_interested", "We no longer need the 10am slot; 2pm works better for us.", false],
    ["an old tool dropped", "not_interested", "We stopped using the old scheduling tool last year because it kept crashing, that's why we came to you.", false]
  ])("%s", (_, detector, input, want) => {
    expect(found(detector, input)).toBe(want)
  })
})

describe("round 4, set 1: a purchase wish in paraphrase, and questions about the product", () => {
  it.each<Case>([
    ["the next step", "purchase_interest", "We'd like this in front of all 40 of our drivers by the end of the month. What's the next step on your side?", true],
    ["the go-ahead, raise the invoice", "purchase_interest", "Consider this our go-ahead. Raise the invoice for the annual plan and we'll pay it this week.", true],
    ["sold, the paperwork", "purchase_interest", "Right, I'm sold. How do we get the paperwork moving?", true],
    ["reserve places", "purchase_interest", "Please reserve 12 places on the March first-aid course for our warehouse team.", true],
    ["want the package", "purchase_interest", "We want the Growth package for both studios from next month.", true],
    ["a form, a PO to raise", "purchase_interest", "Product: Commercial dishwasher DX-400\nQuantity: 3\nMessage: Please confirm stock and we'll raise a PO straight away.", true],
    ["non-native, take your software", "purchase_interest", "We are decide to take your software for our 3 shops, please tell what is next.", true],
    ["a deposit to lock in", "purchase_interest", "Where do we send the deposit to lock in the date?", true],
    ["what the plan includes", "purchase_interest", "Does the annual plan include phone support?", false],
    ["a tier's feature", "purchase_interest", "Can the Pro tier export to CSV?", false],
    ["a sister's bundle", "purchase_interest", "My sister bought the bundle last month and loves it. Does it work on Android too?", false],
    ["an offer put off", "purchase_interest", [agent("Shall I go ahead and set up the annual plan for you?"), user("Let me check with my partner first.")], false],
    ["a purchasing title", "purchase_interest", "Thanks for the info, very clear.\n\nKind regards\nTom Reid\nHead of Purchasing & Subscriptions\nNorthgate Foods", false],
    ["a wrong size ordered", "purchase_interest", "We ordered the wrong size, how do we swap it?", false],
    ["broadband upgraded", "purchase_interest", "We upgraded our broadband and now the card terminal won't connect.", false]
  ])("%s", (_, detector, input, want) => {
    expect(found(detector, input)).toBe(want)
  })
})
