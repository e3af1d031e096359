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
