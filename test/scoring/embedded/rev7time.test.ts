// Review of the time and channel words (custtime): custom classifications of a time or a way to
// meet, and others whose categories only share a word with them (an order's channel, a job's
// place of work, a family tie, a dress code, a reason for contact, a way to pay). Messages of our
// own: the new words used without naming the category ("ordered it online", "I work remotely",
// "come in on the price", "reply immediately"), and positives in everyday words.
// On the unchanged engine (49768a0) 35 of 59 were wrong; with the loose channel words, "immediately",
// name topics and way-detectors narrowed (categoryTopics.ts, whenElse.ts, lexicon TOPICS), 25. One
// was lost ("my father died this morning", right before only by "this morning" read as haste for
// "immediate_family"). Most still wrong are the vectors' (a grandad read as immediate family, a
// purchase through an app or at the shop, "reply" read as nights), not the topic words.
import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { plainKeys } from "../../../src/scoring/embedded/engine/categoryTopics.js"
import { phraseUnit } from "../../../src/scoring/embedded/text/units.js"

const manifest = compileManifest({
  template: "custom",
  custom_detectors: [
    // A vet's consult booking.
    { name: "consult_mode", type: "classification", categories: ["phone", "video", "in_clinic"], examples: [
      { text: "a quick call would do", category: "phone" },
      { text: "can we do it on camera?", category: "video" },
      { text: "I'll bring her to you", category: "in_clinic" }
    ] },
    // An accountant's first meeting.
    { name: "contact_mode", type: "classification", categories: ["phone", "email", "video", "in_person"], examples: [
      { text: "ring me on my mobile", category: "phone" },
      { text: "send it in writing please", category: "email" },
      { text: "a video meeting suits me", category: "video" },
      { text: "I'd rather meet face to face", category: "in_person" }
    ] },
    // A shop's complaint form: where the item was bought (a past act, by nature).
    { name: "purchase_channel", type: "classification", categories: ["online_order", "in_store"], examples: [
      { text: "I bought it on your website", category: "online_order" },
      { text: "I got it at your Leeds shop", category: "in_store" }
    ] },
    // A recruiter's role filter.
    { name: "job_type", type: "classification", categories: ["remote_job", "onsite_job"], examples: [
      { text: "I want to work from home", category: "remote_job" },
      { text: "happy to be in the office every day", category: "onsite_job" }
    ] },
    // An HR leave form: who the leave is for.
    { name: "relation", type: "classification", categories: ["immediate_family", "extended_family", "friend"], examples: [
      { text: "my mother passed away", category: "immediate_family" },
      { text: "my great uncle died", category: "extended_family" },
      { text: "a close friend of mine", category: "friend" }
    ] },
    // A costume hire's dress code.
    { name: "dress_code", type: "classification", categories: ["evening_wear", "casual", "business"], examples: [
      { text: "a black tie gala", category: "evening_wear" },
      { text: "jeans and trainers are fine", category: "casual" },
      { text: "a suit for the board meeting", category: "business" }
    ] },
    // A broadband support inbox.
    { name: "contact_reason", type: "classification", categories: ["billing", "fault", "moving_home"], examples: [
      { text: "my bill is wrong", category: "billing" },
      { text: "the internet keeps dropping", category: "fault" },
      { text: "I'm moving house next month", category: "moving_home" }
    ] },
    // A trades invoice query.
    { name: "payment_method", type: "classification", categories: ["card", "cash", "bank_transfer"], examples: [
      { text: "I paid with my debit card", category: "card" },
      { text: "I gave him cash", category: "cash" },
      { text: "I sent a bank transfer", category: "bank_transfer" }
    ] },
    // A warehouse's shift sign-up.
    { name: "shift", type: "classification", categories: ["mornings", "evenings", "nights"], examples: [
      { text: "early starts are fine", category: "mornings" },
      { text: "later in the day suits me", category: "evenings" },
      { text: "overnight please", category: "nights" }
    ] },
    // A start date on a temp agency form.
    { name: "start_date", type: "classification", categories: ["asap", "next_month", "flexible"], examples: [
      { text: "I can start straight away", category: "asap" },
      { text: "from the start of next month", category: "next_month" },
      { text: "no fixed date, whenever you need", category: "flexible" }
    ] }
  ]
})
const scorer = compileEmbedded(manifest)
const valueOf = (det: string, messages: ReadonlyArray<readonly [string, string]>): string | null => {
  const d = scorer.score(messages.map(([role, content]) => ({ role, content })))[det]!
  return d.found ? d.value : null
}

/** Id, detector, the conversation (a string is one customer message), the category a careful reader picks (null: none stated). */
type Case = readonly [string, string, string | ReadonlyArray<readonly [string, string]>, string | null]
const CASES: ReadonlyArray<Case> = [
  // consult_mode (vet)
  ["v1", "consult_mode", "I ordered his food online and the bag arrived split open. Is it still safe to feed him?", null],
  ["v2", "consult_mode", "Could the vet give me a ring tomorrow about Bella's itching?", "phone"],
  ["v3", "consult_mode", "I'll pop down with him on Saturday morning if there's a slot.", "in_clinic"],
  ["v4", "consult_mode", "We live quite remote, about forty minutes out, so is there a call-out charge?", null],
  ["v5", "consult_mode", "Hi,\nMy daughter watched a video about ticks and now she's worried. Do you sell tick removers?\nThanks, Ola", null],
  ["v6", "consult_mode", "Can we FaceTime so you can see how he's limping?", "video"],
  ["v7", "consult_mode", "Can I come in on the price of the dental? The quote was more than we can manage.", null],
  ["v8", "consult_mode", "My neighbour says her vet does consultations over Zoom, is that something you offer?", null],
  // contact_mode (accountant)
  ["m1", "contact_mode", "I work remotely as a designer and my invoices are all over the place. Can you help with my tax return?", null],
  ["m2", "contact_mode", "Easiest is if you call me after six, my number is below.\n\nKind regards\nTom Hale\nMobile 07700 900123", "phone"],
  ["m3", "contact_mode", "I'm happy to come in to your office with the receipts.", "in_person"],
  ["m4", "contact_mode", "I'd rather not do this online, my broadband is hopeless. Can we meet at yours?", "in_person"],
  ["m5", "contact_mode", "Drop me a line at tom@example.com with what you need.", "email"],
  ["m6", "contact_mode", "Last year I came in and we went through it all, but this year I've moved away.", null],
  ["m7", "contact_mode", "Do you do virtual meetings? I'm in Spain until June.", "video"],
  ["m8", "contact_mode", "I run an online shop selling candles and need my books done.", null],
  // purchase_channel (shop complaint: the purchase is told in the past)
  ["p1", "purchase_channel", "I ordered the kettle through your app last Tuesday and it leaks.", "online_order"],
  ["p2", "purchase_channel", "Bought this lamp in your Bristol branch a fortnight ago and the switch has failed.", "in_store"],
  ["p3", "purchase_channel", "We had a Zoom call with your sales team about bulk pricing, nothing was bought yet.", null],
  ["p4", "purchase_channel", "I picked it up from the shop on the high street and the box was damaged.", "in_store"],
  ["p5", "purchase_channel", "The blender was delivered yesterday after I placed the order on your site.", "online_order"],
  ["p6", "purchase_channel", "Order form\nOrder no: 55120\nWhere purchased: website\nProblem: wrong colour", "online_order"],
  // job_type (recruiter)
  ["j1", "job_type", "Can the interview be done over Zoom? I'm abroad until the 10th.", null],
  ["j2", "job_type", "I'd only consider roles where I can work from my kitchen table, the commute kills me.", "remote_job"],
  ["j3", "job_type", "I like being around people, so somewhere I go in every day please.", "onsite_job"],
  ["j4", "job_type", "I watched the video about your company and would love to apply.", null],
  ["j5", "job_type", "I'm after a fully remote developer role, UK hours.", "remote_job"],
  ["j6", "job_type", "Please call me today if anything comes up, I'm free all afternoon.", null],
  // relation (leave form)
  ["r1", "relation", "I need to leave immediately, my grandad has been taken into hospital.", "extended_family"],
  ["r2", "relation", "My father died this morning. I'll need the rest of the week off.", "immediate_family"],
  ["r3", "relation", "Please approve this asap, the funeral of my best mate from school is on Friday.", "friend"],
  ["r4", "relation", "I have to fly out tonight for my aunt's funeral.", "extended_family"],
  ["r5", "relation", "Can I take compassionate leave? My sister lost her baby yesterday.", "immediate_family"],
  ["r6", "relation", "Could you let me know right away whether bereavement leave is paid?", null],
  // dress_code (costume hire)
  ["d1", "dress_code", "It's just after work drinks in a pub, nothing fancy.", "casual"],
  ["d2", "dress_code", "The dinner starts at 7pm and it's white tie, long gowns for the ladies.", "evening_wear"],
  ["d3", "dress_code", "Even the groom is wearing shorts, it's a beach do.", "casual"],
  ["d4", "dress_code", "We're presenting to investors on Monday morning, need something sharp.", "business"],
  ["d5", "dress_code", "I can collect the outfit after tea on Thursday, is that ok?", null],
  // contact_reason (broadband)
  ["x1", "contact_reason", "You charged me twice in October and I still haven't been refunded.", "billing"],
  ["x2", "contact_reason", "The router stopped working on Sunday and nothing I tried fixed it.", "fault"],
  ["x3", "contact_reason", "We moved into our new flat last week and need the line transferred.", "moving_home"],
  ["x4", "contact_reason", "I rang twice yesterday and was cut off both times. My direct debit went out for the wrong amount.", "billing"],
  ["x5", "contact_reason", "Can someone call me back this evening please?", null],
  // payment_method (trades invoice)
  ["y1", "payment_method", "I paid your plumber in cash when he finished on Friday, but the invoice still says due.", "cash"],
  ["y2", "payment_method", "The transfer went from my bank on the 3rd, reference INV-220.", "bank_transfer"],
  ["y3", "payment_method", "I paid online with my Visa card and got no receipt.", "card"],
  ["y4", "payment_method", "Can I come in and pay at the office?", null],
  // shift (warehouse)
  ["s1", "shift", "Please reply immediately, I have another offer on the table.", null],
  ["s2", "shift", "I can do after work, I finish my day job at five.", "evenings"],
  ["s3", "shift", "Send the contract over whenever suits, no rush from my side.", null],
  ["s4", "shift", "Happy to be in for 6am starts, I'm an early riser.", "mornings"],
  ["s5", "shift", "We're going out for after work drinks on Friday if the team fancies it.", null],
  ["s6", "shift", "I work remotely in the day so I could only manage from 10pm onwards.", "nights"],
  ["s7", "shift", [["assistant", "Which shifts could you cover?"], ["user", "After the kids are in bed, so from about eight."]], "evenings"],
  // start_date (temp agency)
  ["a1", "start_date", "I could begin immediately, I left my last job on Friday.", "asap"],
  ["a2", "start_date", "Please answer immediately whether the role is still open.", null],
  ["a3", "start_date", "Any date suits, just let me know what works for the client.", "flexible"],
  ["a4", "start_date", "My friend started with you immediately after her interview and loved it.", null]
]

// r1, r2, r4 (a grandad, a father, an aunt) read right since round rev9: kin words are lexicon TOPICS
// of "immediate_family" and "extended_family"; r5 (a sister) since kindfix: a relative opening a third
// party's clause is still named (attribution.ts `kin`).
/** Ids of the cases the engine still reads wrong (each asserted wrong, so a fixed one must leave the list). */
const knownMisses: ReadonlyArray<string> = [
  "v4", "v5", "m1", "m6", "p1", "p2", "p4", "p5", "j6", "r3",
  "d1", "d3", "d4", "d5", "x1", "s1", "s3", "s5", "s6", "s7"
]

describe("time and channel words, where they name the category and where they do not", () => {
  it.each(CASES)("%s %s: %j → %s", (id, det, text, want) => {
    const got = valueOf(det, typeof text === "string" ? [["user", text]] : text)
    if (knownMisses.includes(id)) expect(got).not.toBe(want)
    else expect(got).toBe(want)
  })
})

const keys = (text: string): ReadonlySet<string> => plainKeys(phraseUnit(text).tokens)

describe("the rules, on sentences of their own", () => {
  it("\"online\", \"remote\", \"virtual\" alone choose no channel; beside a meeting word they name video", () => {
    expect(valueOf("contact_mode", [["user", "My whole team works remotely, so our payroll is messy."]])).toBeNull()
    expect(valueOf("contact_mode", [["user", "I sell vintage prints online and need VAT advice."]])).toBeNull()
    expect(valueOf("contact_mode", [["user", "An online meeting would be easiest for me."]])).toBe("video")
  })

  it("a category word that is a time or a channel elsewhere lends its topic only to a detector of when or of a way", () => {
    // "remote_job" is no video call, "immediate_family" no haste, "evening_wear" no time after work.
    expect(valueOf("job_type", [["user", "Could we talk it through on a video call first?"]])).toBeNull()
    expect(valueOf("relation", [["user", "Please let me know right away if the form is wrong."]])).toBeNull()
    expect(valueOf("dress_code", [["user", "I'll pick it up after work on Tuesday."]])).toBeNull()
  })

  it("a detector named for contact or method but of no channel keeps its customer's past sentences", () => {
    expect(valueOf("contact_reason", [["user", "I phoned on Monday and was left on hold. My bill went up by ten pounds."]])).toBe("billing")
    expect(valueOf("payment_method", [["user", "He took the money in cash on the day, there was no receipt."]])).toBe("cash")
  })

  it("\"after work\" before a gathering, and \"come in\" before an amount, name no time or visit", () => {
    expect(keys("There are after work drinks for the new starter")).not.toContain("after_work")
    expect(keys("I can do after work on weekdays")).toContain("after_work")
    expect(keys("Could you come in on the quote a little?")).not.toContain("come_in")
    expect(keys("The job came in under budget")).not.toContain("came_in")
    expect(keys("I can come in on Thursday")).toContain("come_in")
  })
})
