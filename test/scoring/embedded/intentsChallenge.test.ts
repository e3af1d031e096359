// Intents in the styles new text uses (emails with a signature, form lines, chats with a bot,
// call notes, plain or non-native English): the signal told in other words, and near misses that
// must not fire. Sentences of our own, in our own domains.
import { describe, expect, it } from "vitest"
import type { Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { INTENT } from "./manifests.js"

const user = (content: string): Message => ({ role: "user", content })
const agent = (content: string): Message => ({ role: "agent", content })
const scorer = compileEmbedded(INTENT)
const found = (detector: string, input: string | ReadonlyArray<Message>) =>
  scorer.score(typeof input === "string" ? [user(input)] : input)[detector]!.found

describe("urgency: a deadline or a cost now, not a word that describes", () => {
  it.each([
    "Payroll runs on Friday and none of the managers can log in to approve it.",
    "If this isn't fixed before the doors open at 9 we'll have to send the shift home.",
    "We need the signed copy back by close of business, otherwise the grant lapses.",
    "The lorry leaves at 4pm and the labels won't print.",
    "Please can someone reply quickly, the caterers need numbers."
  ])("%s", (text) => {
    expect(found("urgency", text)).toBe(true)
  })

  it.each([
    "The app reacts immediately when I tap, really smooth.",
    "There's no deadline on this, whenever you get to it is fine.",
    "Last month we had an urgent issue but your team solved it quickly.",
    "Quick question when you have a moment: does the export include VAT?"
  ])("%s", (text) => {
    expect(found("urgency", text)).toBe(false)
  })
})

describe("needs_human: a person wanted without the word", () => {
  it.each<[string, string | ReadonlyArray<Message>]>([
    ["talked through", "Hi team,\n\nI've been through the setup guide twice and I'm still stuck on the import step. Could I talk this through with somebody?\n\nCheers,\nDev\nWarehouse Lead"],
    ["a number", [agent("Hi! How can I help today?"), user("is there a number I can ring? this is taking forever")]],
    ["a call asked for", "Hello,\nPlease have your account manager call me on 0117 496 0000 before Friday.\nThanks, Ola"],
    ["not over chat", [agent("I can help you change your delivery address."), user("I'd rather not do this over chat, it's about a bereavement in the family")]],
    ["a looping bot", [agent("Did that answer your question?"), user("no. this bot keeps looping back to the same menu")]],
    ["who to speak to", [agent("You can reset your PIN under Settings."), user("you've said that three times now. who can I actually speak to?")]],
    ["not in writing", "Name: Rosa Lind\nPreferred contact: phone, please - I can't explain this properly in writing\nMessage: the meter readings on my bill look wrong"],
    ["non-native", "Please I need speak with responsible person for my order, the chat is not understand me."],
    ["a ring", "Can somebody from your side give me a ring this afternoon? I'm at the depot until 5."],
    ["someone able to decide", "I want this looked at by someone who can actually make a decision, not another form."],
    ["a bot or not", [agent("Your parcel is on its way."), user("are you even a real person? it hasn't moved in a week")]]
  ])("%s", (_, input) => {
    expect(found("needs_human", input)).toBe(true)
  })

  it.each([
    "Your agent Priya was lovely on the phone yesterday, thanks for sorting the refund so quickly.",
    "Hi Tom,\n\nMy colleague will call you tomorrow to go over the shipping figures.\n\nBest,\nLena",
    "No need to call, email is fine for me. The serial number is on the attached photo.",
    "The chatbot sorted my password reset in a minute, great job.",
    "I spoke to someone at your office last month and they were very helpful with the booking.",
    "Our office manager is off until Monday, so the delivery can wait until then.",
    "Our system keeps logging me out after the update.",
    "I talked it through with my husband and we are happy to go ahead."
  ])("%s", (text) => {
    expect(found("needs_human", text)).toBe(false)
  })
})

describe("purchase_interest: buying told as a step, not as a past or a third party's", () => {
  it.each<[string, string | ReadonlyArray<Message>]>([
    ["the purchase form", "Can you email me the purchase form? We want six kilns for the second studio."],
    ["getting started", [agent("Glad the demo was useful!"), user("it was. so how do we get started?")]],
    ["moving forward", "Hi Jo,\n\nWe'd like to move forward with the annual plan for the studio.\n\nThanks,\nMina"],
    ["more seats", "Can we add ten seats to our account before the new hires start?"],
    ["next steps on a form", "Interested in: Fleet plan\nMessage: we want it running for our 40 drivers by spring, what are the next steps?"],
    ["an invoice raised", "Please go ahead and raise the invoice for the two extra licences."],
    ["non-native order", "We want to order the software for our school, please tell me how to make the payment."],
    ["call notes", "Call notes: spoke with the facilities manager. Wants to proceed with the 3-year term, asked where to send the PO."],
    ["live somewhere new", "We're keen to get this live at the Bristol branch too."],
    ["happy to sign", "Happy to sign once our solicitor has read it through."]
  ])("%s", (_, input) => {
    expect(found("purchase_interest", input)).toBe(true)
  })

  it.each([
    "We bought one last year and it has been reliable, no complaints.",
    "A friend of mine purchased the premium version and said good things, so I'm just curious what it does.",
    "Hi,\n\nThe delivery on the 12th arrived with two cartons crushed. Photos attached.\n\nRegards,\nIvo Quarrendon\nHead of Purchasing\nBrackwater Provisions",
    "If we ever opened a second site we would probably buy another licence, but that's years away.",
    "The upgrade to version 5 broke our CSV exports.",
    "We'd like to get it live again, it went down at noon."
  ])("%s", (text) => {
    expect(found("purchase_interest", text)).toBe(false)
  })
})

describe("pricing_interest: asking what it costs, not a price told", () => {
  it.each([
    "Is there any wiggle room on price for a registered charity?",
    "Do you do anything cheaper for teams under five?",
    "What's the difference in cost between the Standard and Plus tiers?",
    "how many it costs for one year for 3 computer?",
    "Do you offer reduced rates for non-profits?",
    "Your prices went up again, can we get a discount?"
  ])("%s", (text) => {
    expect(found("pricing_interest", text)).toBe(true)
  })

  it.each([
    "Our invoice shows a charge of $340 but we cancelled in May, please correct it.",
    "I'd like a refund for the duplicate payment of £49 taken on the 3rd.",
    "We moved to the other vendor because they were half the price. Please close our account.",
    "My card payment failed this morning, can you retry the charge?",
    "Fuel prices went up again, so our delivery rounds are costing us more this quarter."
  ])("%s", (text) => {
    expect(found("pricing_interest", text)).toBe(false)
  })
})

describe("not_interested: a decline in new words, not a decline of something else", () => {
  it.each([
    "Appreciate you reaching out, but this isn't something we'll be taking up.",
    "We've reviewed it internally and it won't be going any further on our side.",
    "Please don't follow up on this one, we've settled on building it in-house.",
    "We not need this product, please no more email.",
    "Thanks all the same, we won't be taking you up on the offer.",
    "We moved to the other vendor because they were half the price. Please close our account."
  ])("%s", (text) => {
    expect(found("not_interested", text)).toBe(true)
  })

  it.each([
    "Tuesday doesn't work for me, could we do Thursday instead?",
    "The morning slot isn't good for us, sorry, is the afternoon free?",
    "Please take me off the marketing newsletter; I still want the product updates for our account.",
    "Their app was useless and we won't go back to them. Yours looks much better.",
    "We're not interested in the add-on, but the core product yes, please send pricing.",
    "Not now, the team is flat out until March; let's talk again then.",
    "It's not taking up much space on the server."
  ])("%s", (text) => {
    expect(found("not_interested", text)).toBe(false)
  })

  it("the part declined with the rest wanted still asks the price", () => {
    expect(found("pricing_interest", "We're not interested in the add-on, but the core product yes, please send pricing.")).toBe(true)
  })

  it("a plain decline with thanks after the contrast is still a decline", () => {
    expect(found("not_interested", "Not interested, but thanks for reaching out.")).toBe(true)
  })
})

describe("needs_human in more words: someone who can see the account, whoever handles it, is anyone reading", () => {
  it.each([
    "Honestly I just want to explain this to someone who can see my account.",
    "Can a member of your staff look at this personally?",
    "Your bot keeps pasting the identical reply at me, that's the fourth go today.",
    "Please escalate to whoever handles billing disputes.",
    "Is anyone actually reading these messages?",
    "I want to make a formal complaint and I want to talk to whoever is responsible.",
    "could you get one of the engineers to ring me, the error is beyond me",
    "I'd prefer a phone call to sort this out, my number is below.",
    "Can we arrange a video call with your onboarding team?",
    "Let me talk to a live agent."
  ])("%s", (text) => {
    expect(found("needs_human", text)).toBe(true)
  })

  it.each([
    "Your engineer Marcus fixed it on site, brilliant work.",
    "Our account manager left the company, who is the new one? Just for our records.",
    "I'll call the courier myself, thanks.",
    "We called your support line on Monday and it was sorted.",
    "Our old IT contractor configured all this and he's gone now, so I don't know how it's set."
  ])("%s", (text) => {
    expect(found("needs_human", text)).toBe(false)
  })
})

describe("not_interested in more words, and an option or a part declined for another", () => {
  it.each([
    "We've gone with a local firm in the end, thanks for your time.",
    "I'm going to have to pass on this one.",
    "We're not in a position to take this forward and don't expect that to change.",
    "Please don't contact me about this again.",
    "We've taken the decision to cancel and won't be coming back.",
    "Thanks but we've got this covered internally.",
    "Appreciate it, but we're all sorted now with another supplier.",
    "we dont want it anymore, please cancel the quote",
    "It doesn't make sense for a business our size, so we'll leave it."
  ])("%s", (text) => {
    expect(found("not_interested", text)).toBe(true)
  })

  it.each([
    "I'm not interested in the extended warranty, just the printer please.",
    "We decided against the blue finish, please send the grey one.",
    "Not interested in excuses, I want the order delivered.",
    "We cancelled the meeting because the director is ill, can we rebook?",
    "Please remove the old address from my account.",
    "I'm not sure we're interested yet, can you send more details?"
  ])("%s", (text) => {
    expect(found("not_interested", text)).toBe(false)
  })
})

describe("pricing_interest: how much money, not how much storage or time", () => {
  it.each([
    "How much for the pro plan?",
    "How much would 3 extra seats be?",
    "What does the pro plan cost per month?"
  ])("%s", (text) => {
    expect(found("pricing_interest", text)).toBe(true)
  })

  it.each([
    "How much storage does the pro plan include?",
    "How much data can we import at once?",
    "How much time does the setup usually take?",
    "How many users can share one login?",
    "Do you have a free trial? Just want to test the export first.",
    "What currency is the invoice in?"
  ])("%s", (text) => {
    expect(found("pricing_interest", text)).toBe(false)
  })
})

describe("needs_human: a person asked for, not a software agent or someone at home for a visit", () => {
  it.each([
    "Can a real person check this? The help pages are no use here.",
    "Can I have someone check the account manually?"
  ])("%s", (text) => {
    expect(found("needs_human", text)).toBe(true)
  })

  it.each([
    "We need to reinstall the monitoring agent on the new servers.",
    "The backup agent crashed overnight again.",
    "Our travel agent booked the wrong dates, can the system change the booking?",
    "Do I need to have someone present when the engineer visits?",
    "Our IT person will be on site to let the engineer in.",
    "The support person on the phone said the fix is in the next release."
  ])("%s", (text) => {
    expect(found("needs_human", text)).toBe(false)
  })
})

describe("urgency: a hurry now, not an urgency word naming a thing or a feature", () => {
  it.each([
    "Please expedite this, the patient is being discharged tomorrow.",
    "We're losing money every minute the checkout is down.",
    "The exam board needs the results uploaded by 5pm today."
  ])("%s", (text) => {
    expect(found("urgency", text)).toBe(true)
  })

  it.each([
    "Please update my emergency contact to my brother, no hurry.",
    "The emergency exit sign in the app's floor plan is in the wrong place.",
    "Traffic at rush hour makes our drivers late, can the app show that?",
    "Can I set a deadline on tasks in the project view?",
    "Is there a way to flag tickets as urgent for our own team?",
    "We used the express delivery option last time and it was great."
  ])("%s", (text) => {
    expect(found("urgency", text)).toBe(false)
  })
})
