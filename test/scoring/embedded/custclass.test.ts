// Custom classification in domains the scorer was never tuned on (delivery, contact channel, who
// is affected, what a request asks for, how soon): a category the customer declines names
// nothing ("rather than by post", "no need to come in", "please don't email", "not today, but"),
// a category named only in passing gives way to the one wished for, past a "but" the one named is
// the point, a negated failing verb names its kind, and everyday members name their kinds.
import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { contactDetail, setAside, statesWish } from "../../../src/scoring/embedded/text/setAside.js"
import { phraseUnit } from "../../../src/scoring/embedded/text/units.js"

const manifest = compileManifest({
  template: "custom",
  custom_detectors: [
    { name: "delivery_method", type: "classification", categories: ["pickup", "courier", "post"], examples: [
      { text: "I'll swing by the shop and collect it myself on Friday", category: "pickup" },
      { text: "Can a driver bring it to my door tomorrow?", category: "courier" },
      { text: "Just pop it in the mail, no hurry", category: "post" }
    ] },
    { name: "contact_channel", type: "classification", categories: ["phone", "email", "in_person"], examples: [
      { text: "Give me a ring on my mobile when you can", category: "phone" },
      { text: "Please write to me, I check my inbox every evening", category: "email" },
      { text: "I'd prefer to come into the branch and talk it through", category: "in_person" }
    ] },
    { name: "who_affected", type: "classification", categories: ["individual", "department", "company_wide"], examples: [
      { text: "The wobbly castor is on my chair and nobody else's", category: "individual" },
      { text: "The kitchen crew on level two are all stuck without a kettle", category: "department" },
      { text: "Every branch from Hull to Truro has lost its alarm panel", category: "company_wide" }
    ] },
    { name: "request_kind", type: "classification", categories: ["new_order", "change", "cancellation", "complaint"], examples: [
      { text: "We'd like to book a cake for a christening on the 12th", category: "new_order" },
      { text: "Could we move our order to the afternoon instead?", category: "change" },
      { text: "Please call off the platter, the party isn't happening", category: "cancellation" },
      { text: "The sandwiches yesterday were stale and half were missing", category: "complaint" }
    ] },
    { name: "bike_visit", type: "classification", categories: ["new_issue", "follow_up", "routine_service"], examples: [
      { text: "The gears started grinding on my ride home yesterday", category: "new_issue" },
      { text: "You trued my wheel last month and it's wobbling again", category: "follow_up" },
      { text: "It's due its yearly tune-up", category: "routine_service" }
    ] },
    { name: "it_area", type: "classification", categories: ["network", "hardware", "account"], examples: [
      { text: "Pages crawl along on the guest wifi", category: "network" },
      { text: "The dock makes my second monitor go black", category: "hardware" },
      { text: "My sign-in code never arrives", category: "account" }
    ] },
    { name: "urgency_band", type: "classification", categories: ["today", "this_week", "no_rush"], examples: [
      { text: "I need this sorted before close of business", category: "today" },
      { text: "Sometime in the next few days would be great", category: "this_week" },
      { text: "Whenever you get a chance, it can wait", category: "no_rush" }
    ] }
  ]
})
const scorer = compileEmbedded(manifest)
const valueOf = (det: string, messages: ReadonlyArray<readonly [string, string]>) => {
  const d = scorer.score(messages.map(([role, content]) => ({ role, content })))[det]!
  return d.found ? d.value : null
}

/** Detector, customer text, the category a careful reader picks (null: none stated). */
const CASES: ReadonlyArray<readonly [string, string, string | null]> = [
  ["bike_visit", "Hi, you replaced my brake pads on Tuesday and they're squealing again already. Can I bring it back?", "follow_up"],
  ["bike_visit", "Nothing's wrong with it, it just needs the usual annual check before summer", "routine_service"],
  ["bike_visit", "Following up on my email from Monday about the rear wheel, any news?", "follow_up"],
  ["bike_visit", "Name: Tom\nBike: road bike\nWhat do you need?: general service, it's been a year", "routine_service"],
  ["contact_channel", "Do you do video calls? If not, a phone call is fine.", "phone"],
  ["delivery_method", "Hi,\n\nRather than posting it, I'll just come and grab it from your counter on Saturday.\n\nThanks,\nOlu", "pickup"],
  ["delivery_method", "Name: Petra\nDelivery: courier please, I'm out all day so a tracked van is best", "courier"],
  ["delivery_method", "no need to send anyone round, royal mail is fine, it's not urgent", "post"],
  ["delivery_method", "I'd rather not collect it myself, the shop is too far. Could it go by post?", "post"],
  ["delivery_method", "My neighbour picked up her order last week and was very happy. Mine can just come through the letterbox.", "post"],
  ["delivery_method", "Any chance of it being dropped off at my house by one of your drivers?", "courier"],
  ["delivery_method", "What are your opening hours?", null],
  ["contact_channel", "Dear team,\nI'd rather not do this over the phone, could you email me the details instead?\nRegards, Bo", "email"],
  ["contact_channel", "no need for me to come in, a quick call is plenty", "phone"],
  ["contact_channel", "Please don't email, I never read it. Just call me on the number below.\n07700 900123", "phone"],
  ["contact_channel", "Preferred contact: face to face at the branch if possible", "in_person"],
  ["contact_channel", "Can I pop into your office on Tuesday to go over it with someone?", "in_person"],
  ["contact_channel", "Text or ring me, whichever is easier for you", "phone"],
  ["contact_channel", "I would much prefer meeting in person rather than a phone call", "in_person"],
  ["who_affected", "Hi facilities, the radiator next to my chair is stone cold, everyone else seems fine", "individual"],
  ["who_affected", "Nobody else has mentioned it, it seems to be my headset alone", "individual"],
  ["who_affected", "Every office we have, London and Leeds included, lost the phones this morning", "company_wide"],
  ["who_affected", "our little team of four upstairs can't get into the shared drive", "department"],
  ["contact_channel", "My manager asked me to phone you, but honestly email works better for me", "email"],
  ["contact_channel", "Preferred contact method: Email\nPhone: 0161 496 0000\nName: R. Ahmed", "email"],
  ["delivery_method", "Collection is fine for me.\n\nOn Mon, Sam wrote:\n> We can send it by courier or you can collect.", "pickup"],
  ["who_affected", "My docking station alone is playing up, everyone else on the floor is fine", "individual"],
  ["who_affected", "It's not just me, the whole packing team has lost it too", "department"],
  ["request_kind", "I'd like to cancel my order for Saturday, please", "cancellation"],
  ["request_kind", "This isn't a complaint, I just want to move the delivery to 2pm", "change"],
  ["urgency_band", "Today isn't possible for me, so anytime this week", "this_week"],
  ["request_kind", "We won't need the buffet after all, the event has been scrapped. Sorry for the short notice.", "cancellation"],
  ["request_kind", "I'm really unhappy, the delivery came an hour late and the soup was cold.", "complaint"],
  ["request_kind", "Loved the last order! We'd like the same again for our team meeting on the 3rd.", "new_order"],
  ["request_kind", "Can we swap the chocolate cake for a lemon one? Everything else stays the same.", "change"],
  ["urgency_band", "No rush at all, any time next month is fine", "no_rush"],
  ["urgency_band", "We need it by 5pm today at the latest, the client arrives tomorrow morning", "today"],
  ["urgency_band", "It can wait until after the holidays", "no_rush"],
  ["urgency_band", "Could someone look at it this afternoon? It's stopping us working.", "today"],
  // A fronted "instead of / rather than X" with no comma declines only X, not the option chosen after it.
  ["contact_channel", "Instead of email I'd like a phone call.", "phone"],
  ["delivery_method", "Instead of the post I'll collect it from the shop this time.", "pickup"],
  ["delivery_method", "Rather than the mail I'll just come and collect it myself.", "pickup"],
]

describe("custom classification on text of other domains", () => {
  it.each(CASES)("%s: %j", (det, text, want) => {
    expect(valueOf(det, [["user", text]])).toBe(want)
  })

  it("a contact detail names no channel: a signature's lines, a phone number or an address given", () => {
    expect(valueOf("contact_channel", [["user", "Hello,\n\nI'd like to come into the branch to discuss my mortgage.\n\nKind regards,\nAnna Berg\nPhone: 0161 496 0000\nEmail: anna@berg-design.co.uk"]])).toBe("in_person")
    expect(valueOf("contact_channel", [["user", "Hi there,\n\nPlease ring me about the quote.\n\nJo Smith\nEmail: jo@smith.com"]])).toBe("phone")
    expect(valueOf("contact_channel", [["user", "Hi, my phone number is 07700 900123 if you need it. I'd like to talk it over at your office."]])).toBe("in_person")
    expect(valueOf("contact_channel", [["user", "Hi, my email address has changed to k@mail.com, please update it."]])).toBeNull()
  })

  it("reads a customer's answer to the agent's either-or question", () => {
    expect(valueOf("contact_channel", [["agent", "Would you like us to call you, or shall we email the quote?"], ["user", "email's better, I'm in meetings all day"]])).toBe("email")
    expect(valueOf("delivery_method", [["agent", "Shall we post it to you?"], ["user", "No, I'll come and collect it"]])).toBe("pickup")
  })
})

const marked = (text: string): string => {
  const tokens = phraseUnit(text).tokens
  const aside = setAside(tokens)
  return tokens.filter((_, k) => aside[k]).map((t) => t.norm).join(" ")
}

describe("a failing verb names its kind", () => {
  it("a verb a fault negates counts, a thing only denied does not", () => {
    expect(valueOf("it_area", [["user", "Since the update my tablet won't connect at all"]])).toBe("network")
    expect(valueOf("it_area", [["user", "There is nothing wrong with the router itself."]])).not.toBe("network")
  })
})

describe("an option the sentence declines", () => {
  it.each([
    ["Rather than a van, we'll fetch it ourselves", "rather than a van"],
    ["I'd sooner sort it in person than over a video link", "than over a video link"],
    ["Use the side gate instead of the front door", "instead of the front door"],
    ["No need to send a technician, a guide will do", "no need to send a technician"],
    ["Please don't text, my phone is broken", "not text"],
    ["Do not ship it to my office", "not ship it to my office"],
    ["I'd rather not travel, the clinic is far", "not travel"],
    ["Not by letter, but a message would be fine", "not by letter"],
    ["This isn't a refund request, just a question about sizes", "not a refund request"],
    // "were" is a copula like "is" (scope.ts COPULA, one set for setAside.ts and ruledOut.ts).
    ["Those were not orders, just samples for the showroom", "not orders"],
    // Fronted with no comma: the noun phrase only, up to the main clause's subject or modal.
    ["Instead of a van I'll fetch it myself", "instead of a van"],
    ["Rather than the front door we would use the side gate", "rather than the front door"],
    ["Instead of a letter could you text me", "instead of a letter"]
  ])("%j sets aside %j", (text, declined) => {
    expect(marked(text)).toBe(declined)
  })

  it.each([
    "The scanner won't start",
    "I can't sign in to the portal",
    "Nothing arrived yesterday",
    "The label does not print, but the screen works"
  ])("a fault is no option declined: %j", (text) => {
    expect(marked(text)).toBe("")
  })
})

describe("a sentence that states a wish", () => {
  it.each([
    ["I'd prefer a morning slot", true],
    ["Could we meet at the depot?", true],
    ["A text would suit me best", true],
    ["I would like the larger box", true],
    ["The courier van never turns up before noon", false],
    ["My landlord sent the letter last week", false],
    ["I can't find the receipt", false]
  ] as const)("%j: %s", (text, wish) => {
    expect(statesWish(phraseUnit(text).tokens)).toBe(wish)
  })
})

describe("a contact detail", () => {
  const details = (text: string): string => {
    const tokens = phraseUnit(text).tokens
    const marks = contactDetail(tokens)
    return tokens.filter((_, k) => marks[k]).map((t) => t.norm).join(" ")
  }
  it.each([
    ["Fax: 0161 496 0001", "fax"],
    ["my landline number changed last month", "landline number"],
    ["Site: www.example.org", "site www.example.org"],
    ["I'd prefer a call on my landline", ""],
    // Only a way of reaching someone has a contact number: these name the thing asked about.
    ["what is the routing number for my account", ""],
    ["I lost my card and need the tracking number of the new one", ""]
  ])("%j marks %j", (text, marked) => {
    expect(details(text)).toBe(marked)
  })
})
