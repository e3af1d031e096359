// A second reviewer's own inputs against the merged 'intents' and 'fixsales' rules (11-27), each a
// rule whose reach went past the case it was written for. Reworded in other trades; messages of our own.
import { describe, expect, it } from "vitest"
import type { Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { INTENT } from "./manifests.js"
import { notStated, stated } from "./salesprecReading.js"

const intents = compileEmbedded(INTENT)
const agent = (content: string): Message => ({ role: "agent", content })
const user = (content: string): Message => ({ role: "user", content })
const intent = (name: string, input: string | ReadonlyArray<Message>): boolean =>
  intents.score(typeof input === "string" ? [user(input)] : input)[name]!.found

describe("A_BUYER: a job application or a pitch is not let back in by a loose wish (notABuyer.ts)", () => {
  const APPLICATION =
    "To whom it may concern,\n\nI saw the post advertised on your website and I am searching for a permanent position with a land surveying firm that invests in training. My expected salary is around 31,500 and I could start after six weeks. Please find my résumé enclosed."
  const PITCH =
    "Good morning,\n\nOur studio won a national design award last spring. We need an easy way to walk you through our new case study, so are you available for a short demo on Thursday? We would love to help your team too, and our budget for resellers is generous. As a thank-you a free webinar seat is waiting for you."
  notStated([
    ["bant.need", APPLICATION],
    ["spiced.situation", APPLICATION],
    ["bant.budget", PITCH],
    ["bant.need", PITCH],
    ["bant.timeline", PITCH],
    ["meddic.metrics", PITCH],
    ["champ.money", PITCH]
  ])
  describe("a buyer's own wish in a pitch-like message still keeps it read", () => {
    stated([
      ["bant.need", "Hi,\n\nWe have helped over 40 dental practices in the region with cover. I need a rota tool before the spring. Are you free for a quick call next week?"],
      ["bant.budget", "We have helped over 30 farms with fencing. Our budget for the new tool is about 8k."]
    ])
  })
})

describe("signature block: an afterthought under the name is the sender's again (signature.ts)", () => {
  it.each([
    ["urgency", "Hi, the booking page shows an error.\nThanks,\nMarta\nCall me asap"],
    ["needs_human", "Hi, the booking page shows an error.\nThanks,\nMarta\nCall me asap"],
    ["pricing_interest", "Hi, we like the demo.\nThanks,\nMarta\nwhat would 7 seats cost"],
    ["urgency", "Hi, please send the export.\nThanks,\nMarta\nMust have it before Wednesday"],
    ["needs_human", "Hi, your assistant keeps looping back to its menu.\nThanks,\nMarta\nI want a real human to phone me back"],
    ["urgency", "Hello,\nThanks\nThaddeus\nurgent - site down"]
  ])("%s: %s", (name, text) => expect(intent(name, text)).toBe(true))
  it("a title line under the name still asks nothing", () => {
    expect(intent("pricing_interest", "Hi, the export works now.\nThanks,\nMarta Lind\nPricing Analyst\nHollow Oak Retail")).toBe(false)
    expect(intent("urgency", "Hi, the export works now.\nThanks,\nMarta Lind\nUrgent Care Centre")).toBe(false)
  })
})

describe("answeredNo: a 'no' that closes, picks another channel or puts off is no decline (answeredNo.ts)", () => {
  it.each([
    [[agent("Is there anything else you're interested in?"), user("No, that's everything, thanks")]],
    [[agent("Are you interested in a call with our team?"), user("No, email is fine")]],
    [[agent("Would you like to continue with the setup now?"), user("No, I'll do it tomorrow")]],
    [[agent("Would you like to go ahead with the order?"), user("No, maybe on Monday")]],
    [[agent("Are you still interested?"), user("No, I'll come back to it soon")]]
  ])("%j", (messages) => expect(intent("not_interested", messages)).toBe(false))
  it("a bare no to 'still interested?' still declines", () => {
    expect(intent("not_interested", [agent("Are you still interested in the upgrade?"), user("No.")])).toBe(true)
    expect(intent("not_interested", [agent("Would you like to go ahead with the order?"), user("No thanks.")])).toBe(true)
  })
})

describe("buying cues that reached a support request or a verdict (buying.ts)", () => {
  it.each([
    ["purchase_interest", "4 users on our account can't log in since this morning."],
    ["purchase_interest", "Can you set me up with a new password?"],
    ["purchase_interest", "What do I need to sign to cancel?"],
    ["pricing_interest", "Honestly the workshop was worth the money."]
  ])("%s: %s", (name, text) => expect(intent(name, text)).toBe(false))
  it.each([
    ["purchase_interest", "We'll take the Orchard tier, 9 seats, starting 3 June please."],
    ["purchase_interest", "We're in. Send me whatever I need to sign."],
    ["purchase_interest", "Can we get 5 more users on our account?"],
    ["pricing_interest", "Is the pro plan worth the extra over the basic one?"],
    ["pricing_interest", "Would the annual plan be worth the money for a team of four?"]
  ])("still %s: %s", (name, text) => expect(intent(name, text)).toBe(true))
})
