// Round 4, fourth challenge set, written after the third set's rules and before any fix for it:
// formal letters, texting shorthand, forms, quoted older mails and chats; domains of our own
// (insurance, trade shows, upholstery, scaffolding, memberships, a van policy).
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

describe("round 4, set 4: a person asked for, and near misses", () => {
  it.each<Case>([
    ["explain it in person", "needs_human", "Honestly, just have whoever wrote this policy explain it to me in person.", true],
    ["a formal letter, telephone me", "needs_human", "Dear Sir/Madam,\n\nI have now written three times. I would be grateful if a member of your complaints team could telephone me at their earliest convenience.\n\nYours faithfully,\nH. Barnes (Mrs)", true],
    ["texting shorthand, on the line", "needs_human", "can u get a supervisor on the line pls", true],
    ["non-native, meeting with your technician", "needs_human", "Is possible to have meeting with your technician for explain the problem?", true],
    ["a form, a member of accounts", "needs_human", "Topic: Billing\nMessage: Please ask a member of the accounts team to phone me re: the duplicate charge.", true],
    ["their support person", "needs_human", "Our support person, Dan, will be the one testing the fix.", false],
    ["a quoted offer of a call", "needs_human", "Sounds good.\n\n> From: Leah (Support)\n> I can arrange for a specialist to call you on Thursday if you like.", false],
    ["a manager in the product", "needs_human", "The app should let a manager approve the leave request before it goes to payroll.", false],
    ["no one needed", "needs_human", "I don't need to talk to anyone, just tell me where the export button is.", false]
  ])("%s", (_, detector, input, want) => {
    expect(found(detector, input)).toBe(want)
  })
})

describe("round 4, set 4: not interested, and near misses", () => {
  it.each<Case>([
    ["a no from the committee", "not_interested", "We've reviewed everything and it's going to be a no from the committee.", true],
    ["staying with the stocked fabric", "not_interested", "Thanks for the samples. We'll stay with the fabric we already stock.", true],
    ["not exhibiting", "not_interested", "Hi Ben, you can take us off the list for the spring show, we won't be exhibiting this year.", true],
    ["renewing with the insurer", "not_interested", "The partners have opted to renew with our existing insurer.", true],
    ["not for our company", "not_interested", "Thanks, but this product is not for our company.", true],
    ["don't ring again", "not_interested", "Please don't ring this number again.", true],
    ["a form, scaffolding not needed", "not_interested", "Status of your project: Cancelled\nAnything else?: We shan't need the scaffolding now.", true],
    ["not the cheapest, the oak", "not_interested", "We're not going with the cheapest option, we want quality. Can you do the oak?", false],
    ["an ex-partner's account", "not_interested", "My ex-partner cancelled our joint account, so I'd like a new one in my name.", false],
    ["keep the order", "not_interested", [agent("Sorry to hear that, shall I cancel the order?"), user("No, please keep it, I'll just wait.")], false],
    ["a quoted older mail", "not_interested", "Actually yes, let's do it.\n\n-----Original Message-----\nFrom: Joe Park\nSent: Tuesday, 3 November 2026 10:02\nSubject: desks\n\nWe won't need the extra desks after all.", false]
  ])("%s", (_, detector, input, want) => {
    expect(found(detector, input)).toBe(want)
  })
})

describe("round 4, set 4: a purchase wish in paraphrase, and questions about the product", () => {
  it.each<Case>([
    ["the same again", "purchase_interest", "Can you raise an order for the same again next month?", true],
    ["stick us down", "purchase_interest", "Stick us down for the early-bird rate on 4 tickets.", true],
    ["a payment link", "purchase_interest", "Send me the payment link and I'll pay tonight.", true],
    ["non-native, wanting the membership", "purchase_interest", "We are wanting to have the gold membership for me and my wife.", true],
    ["twelve months, the card", "purchase_interest", [agent("We have the 6-month or the 12-month option."), user("12 months, please. Where do I put my card?")], true],
    ["transferable?", "purchase_interest", "Is the gold membership transferable to my wife?", false],
    ["charged the wrong term", "purchase_interest", "We paid for the 12-month option but were charged for 6.", false],
    ["a second van, not now", "purchase_interest", [agent("Would you like to add a second van to the policy?"), user("Not at the moment, I'll let you know.")], false],
    ["a procurement signature", "purchase_interest", "Thanks\nSam Ode\nProcurement | Orders & Subscriptions Desk", false]
  ])("%s", (_, detector, input, want) => {
    expect(found(detector, input)).toBe(want)
  })
})
