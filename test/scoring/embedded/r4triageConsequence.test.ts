// Round 4's consequence cues (rubrics/triageConsequence.ts) on sentences of our own, with near
// misses that share only their words: reviews customers leave, a question about free shipping,
// one branch's Wi-Fi, a booking made twice by the customer, a past "what happened".
import { describe, expect, it } from "vitest"
import { agent, severity, timing, user, valueOf } from "./triageReading.js"

describe("what the fault does to the business", () => {
  it.each([
    ["The kiosks decline every card since 11, so the cinema is selling tickets cash only.", "critical"],
    ["Shoppers are leaving without buying because the basket empties itself.", "critical"],
    ["Every site lost internet after the router update this morning.", "critical"],
    ["Patients can't get through to the surgery on the main number.", "critical"],
    ["About a third of Saturday's tables were double booked by the new widget.", "high"],
    ["The rota shows last week's shifts for everyone on the team.", "high"],
    ["One courier didn't get his route sheet this morning. The others got theirs.", "medium"],
    ["The Aberdeen printer is jammed, the others are printing.", "medium"]
  ])("%s → %s", (text, want) => expect(severity(text)).toBe(want))

  it.each([
    ["Customers leaving reviews can't add a photo anymore.", "critical"],
    ["Do you offer free checkout for charities?", "critical"],
    ["Our Leeds branch lost its Wi-Fi for ten minutes this morning, it's back.", "critical"],
    ["I booked the training twice by mistake, could you remove one?", "high"],
    ["Can you tell me what happened with my refund?", "critical"]
  ])("not this: %s (not %s)", (text, not) => expect(severity(text)).not.toBe(not))

  it.each([
    ["Our hold greeting still plays last year's Christmas message.", "low"],
    ["We change broadband provider on Friday, will the desk phones keep working?", "low"],
    ["What happens to the saved floor plans if we downgrade?", "low"]
  ])("%s → %s", (text, want) => expect(severity(text)).toBe(want))

  it("a narrowed reply: 'just the one'", () => {
    expect(valueOf("issue_severity", [user("Every door sensor is offline!"), agent("Can you check the app for me?"), user("ah it's just the one by the fire exit, sorry")])).toBe("medium")
  })
  it("another firm's outage in the news, ours fine", () => {
    expect(severity("Read that a big hosting provider was down for hours last night, is our shop affected? All looks fine on our end.")).toBe(null)
  })
  it("our own provider down still reads the fault it causes", () => {
    expect(severity("Our payment provider is down and none of our customers can pay.")).toBe("critical")
  })
})

describe("time: money that cannot come in now", () => {
  it.each([
    ["Since the update we cannot take any card payments at the bar.", "immediate"],
    ["Customers are ordering for free because the discount applies twice.", "immediate"],
    ["The new salon opens on the 9th and the booking page still shows the old address.", "soon"]
  ])("%s → %s", (text, want) => expect(timing(text)).toBe(want))

  it("a feature question about cheques is no hurry", () => {
    expect(timing("We cannot accept payments by cheque in the app, is that planned?")).not.toBe("immediate")
  })
})

describe("round 4, third batch of rules", () => {
  it.each([
    ["The dashboard shows the boiler as overheating but the engineer checked it and it is fine.", "medium"],
    ["The tablet at the bar keeps restarting every couple of minutes, we lose the open tabs each time.", "high"],
    ["Wages of all our workers have not arrived today.", "critical"],
    ["Our exported contracts are viewable by anyone with the link, no sign-in.", "critical"],
    ["It would be nice if members could see their own visit history.", "low"],
    ["One thing we would love is a monthly summary email.", "low"],
    ["Members abroad see the class an hour early, everyone else sees it right.", "medium"]
  ])("%s → %s", (text, want) => expect(severity(text)).toBe(want))

  it.each([
    // Near misses: a link the sender wants open, a restart done on purpose, the app right.
    ["Can we make the menu viewable by anyone, without the app?", "critical"],
    ["We restart the tablets every morning as part of opening, is that still needed?", "high"],
    ["The app says the parcel is delivered and it was, thanks for the quick fix!", "medium"]
  ])("not this: %s (not %s)", (text, not) => expect(severity(text)).not.toBe(not))
})
