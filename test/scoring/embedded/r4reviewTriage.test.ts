// A reviewer's near misses for the round-4 triage rules, reworded in our own words and other
// domains: a line down and back, a line nobody uses, no bookings while closed on purpose, mail
// that stops after the sender moved; people eating elsewhere by habit, a free item as a perk, a
// card type asked about, a shelf out of reach, a booking doubled by the sender, a reading merely
// doubted, a neighbour's parcel, a quantity, plain questions; a public price list, a policy, the
// sender's own day off. Beside them, the faults the narrowed rules still read.
import { describe, expect, it } from "vitest"
import { severity, timing } from "./triageReading.js"

describe("review of round 4: severity near misses", () => {
  it.each([
    ["The broadband was down for ten minutes at lunch, all good now.", "critical"],
    ["The line is dead on the spare fax, we never use it anyway.", "critical"],
    ["The phone lines are dead on the old extension that nobody uses.", "critical"],
    ["Not a single booking has come in since we shut for the summer, as planned.", "critical"],
    ["We haven't taken any orders this week, they're paused while the shop is refitted.", "critical"],
    ["The offer emails stopped reaching me after I moved house.", "high"],
    ["The appointment reminders stopped going out after I unsubscribed.", "high"],
    ["Folks head elsewhere for dinner on Sundays.", "critical"],
    ["Diners go elsewhere when the grill shuts at nine.", "critical"],
    ["Shoppers walking out with their receipts is how the exit is meant to work.", "critical"],
    ["Getting your first coffee for free is part of our rewards scheme.", "critical"],
    ["Every one of our branches lost the internet overnight, it's back now.", "critical"],
    ["The till refuses every Diners Club card, is Diners Club supported at all?", "critical"],
    ["Visitors can't reach the coat hooks in the new lobby.", "critical"],
    ["I double-booked the squash court myself, please ignore this.", "medium"],
    ["The app says my balance is 20 but I thought it was 25.", "medium"],
    ["My neighbours all got theirs, just checking on mine.", "medium"],
    ["Only the one please, not three.", "medium"],
    ["Will the card reader keep working?", "low"],
    ["What happens when I press save?", "low"],
    ["Our menu and price list are visible to anyone with the link.", "critical"]
  ])("not this: %s (not %s)", (text, not) => expect(severity(text)).not.toBe(not))

  it.each([
    ["None of the door locks respond to key cards.", "critical"],
    ["None of the card readers are responding since 9.", "critical"],
    ["Our phone lines have been dead since 8.", "critical"],
    ["We haven't taken a single order since midnight.", "critical"],
    ["The reminder texts stopped reaching our patients on Monday.", "high"],
    ["Shoppers are walking out because the card machine is down.", "critical"],
    ["Members are going elsewhere since the booking page broke.", "critical"],
    ["All 12 branches lost phone service after the porting last night.", "critical"],
    ["The till refuses every contactless payment since this morning.", "critical"],
    ["Patients can't reach us on the main number.", "critical"],
    ["The app says the lock on room 12 has a low battery but we replaced it yesterday.", "medium"],
    ["We change broadband provider on Friday, will the desk phones keep working?", "low"],
    ["Our call recordings are downloadable by anyone who has the link, no login needed.", "critical"]
  ])("%s → %s", (text, want) => expect(severity(text)).toBe(want))
})

describe("review of round 4: time near misses", () => {
  it.each([
    ["Our club doesn't take card payments at the door as a policy, how can I remove the card option?", "immediate"],
    ["We cannot accept bookings from overseas, can the form say so?", "immediate"],
    ["I'm away this Thursday, can someone else sign the delivery?", "soon"],
    ["I'm on holiday this Friday, so my replies may be slow.", "soon"]
  ])("not this: %s (not %s)", (text, not) => expect(timing(text)).not.toBe(not))

  it.each([
    ["Since the update we cannot take any card payments at the bar.", "immediate"],
    ["The pop-up market is this Saturday and the card reader won't pair.", "soon"]
  ])("%s → %s", (text, want) => expect(timing(text)).toBe(want))
})
