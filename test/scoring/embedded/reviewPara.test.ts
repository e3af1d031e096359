// Review of the paraphrase families (meddicrec, intents) and the structural readings (r2meddic):
// everyday support and scheduling messages that must give none of these signals. Sentences of our
// own, each keeping the phenomenon a reviewer found (a bare idiom, a gap with no subject or object,
// a decider that is any team).
import { describe, expect, it } from "vitest"
import type { Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { CHAMP, MEDDIC, SPICED } from "./manifests.js"

const user = (content: string): Message => ({ role: "user", content })
const packs = { meddic: compileEmbedded(MEDDIC), spiced: compileEmbedded(SPICED), champ: compileEmbedded(CHAMP) }
type Key = `${keyof typeof packs}.${string}`
const detect = (key: Key, text: string) => {
  const [pack, detector] = key.split(".") as [keyof typeof packs, string]
  return packs[pack].score([user(text)])[detector]!
}

const none: Array<[Key, string]> = [
  // Criteria: a gap with no product as subject or object.
  ["meddic.decision_criteria", "Is there a way to update my billing address without having to phone in?"],
  ["meddic.decision_criteria", "I need to export my contacts before I close the account"],
  ["meddic.decision_criteria", "Should be quick - it's just a question about my last statement"],
  ["meddic.decision_criteria", "Whenever I plug the heater into the extension lead the lights flicker"],
  ["meddic.decision_criteria", "I did not order anything that big"],
  ["meddic.decision_criteria", "Could you swing it so the engineer comes on Tuesday?"],
  ["meddic.decision_criteria", "The tap won't budge on the kitchen sink"],
  // Process: a trip, a parcel, a request to the wrong desk, a fault in two steps.
  ["meddic.decision_process", "I went to the help forum and nobody had answered"],
  ["meddic.decision_process", "The parcel was sent to head office by mistake"],
  ["meddic.decision_process", "My return request went to the wrong department"],
  ["meddic.decision_process", "After my plumber checked it, the radiator still drips"],
  ["meddic.decision_process", "First the screen will freeze, then the app closes"],
  ["meddic.decision_process", "I have to clear this with my bank first"],
  ["meddic.decision_process", "Please pass this to the manager"],
  ["meddic.decision_process", "Before we can proceed with the refund, what do you need from me?"],
  // Champion: a physical carry, a line on a form, a complaint told round, a new manager.
  ["meddic.champion", "Your technician said we should switch it off at the wall"],
  ["meddic.champion", "I had to carry it upstairs on my own"],
  ["meddic.champion", "My signature goes over the line on the form"],
  ["meddic.champion", "I've told everyone about your awful service"],
  ["meddic.champion", "We're fighting hard to keep the shop open"],
  ["meddic.champion", "I have to explain to my boss why the parcel never came"],
  ["meddic.champion", "We have a new manager taking over next week"],
  // Impact: a bank's flag, a UI control, a question, a billing slip, a slow page, a borrowed phone.
  ["spiced.impact", "My bank flagged the transfer as suspicious"],
  ["spiced.impact", "On my tablet I can't expand the menu"],
  ["spiced.impact", "What's the reason I can't see my receipts?"],
  ["spiced.impact", "My card was taken two times for one booking"],
  ["spiced.impact", "The app loads slower than it should"],
  ["spiced.impact", "I had to borrow my sister's laptop"],
  ["spiced.impact", "How do I add another user to our account?"],
  // Pain: a day off, a wait offered, a camera, a newsletter, a sign-in, a vendor's slip.
  ["meddic.identify_pain", "I'm often off on Mondays, so Tuesday suits me"],
  ["meddic.identify_pain", "Happy to hang around after the call"],
  ["meddic.identify_pain", "I only found out about you after a colleague mentioned you"],
  ["meddic.identify_pain", "We're happy to wait for a couple of weeks, no rush"],
  ["meddic.identify_pain", "Does the doorbell camera work in the dark?"],
  ["meddic.identify_pain", "Please keep sending me the offers, I like them"],
  ["meddic.identify_pain", "I've logged in twice this morning and it works fine now"],
  ["meddic.identify_pain", "I do not have the order number to hand, I'll send it later"],
  ["meddic.identify_pain", "Nobody can tell me where my parcel is"],
  ["meddic.identify_pain", "You keep charging my card"],
  ["meddic.identify_pain", "I am sitting around waiting for the engineer"],
  ["meddic.identify_pain", "I have no idea where my parcel is"],
  // Situation: who joins a call, a wait on hold, one booking.
  ["spiced.situation", "There are 4 of us coming to the webinar"],
  ["spiced.situation", "I've been on hold for 25 minutes"],
  ["spiced.situation", "I booked over the phone on Friday"],
  ["spiced.situation", "My order was taken over the phone and it was wrong"],
  // Others.
  ["champ.prioritization", "Your accounts team keeps chasing me about a bill I paid"],
  ["meddic.metrics", "I need to get a receipt from one of your staff to send to my landlord"],
  ["meddic.metrics", "The number goes up every time I reload"],
  ["meddic.metrics", "I hope it will be at 5 o'clock"],
  ["spiced.impact", "The van sat idle outside my house for an hour"]
]

describe("review: everyday support text gives none of these signals", () => {
  it.each(none)("%s not found: %s", (key, text) => {
    expect(detect(key, text).found).toBe(false)
  })
})

describe("review: a buyer's own clause beside a figure told as fine", () => {
  it.each([
    ["Revenue is healthy but staff turnover is killing us"],
    ["Our margins are fine, but the chargebacks are crippling us"]
  ])("spiced.impact found: %s", (text) => {
    expect(detect("spiced.impact", text).found).toBe(true)
  })
  it("the fine figure alone is no consequence", () => {
    expect(detect("spiced.impact", "Our margins are healthy.").found).toBe(false)
  })
})
