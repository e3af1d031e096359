// Round 4's rules, each on sentences of our own with near misses that must not fire: devices
// and lines gone quiet, no order taken, messages that stop going out, a bound told by a denial,
// slower than it was, a device shown offline that works, recurrence and glitch words, praise
// and another vendor's faults, an alert asked for, "this Saturday", people stranded, "not very".
import { describe, expect, it } from "vitest"
import { agent, severity, timing, user, valueOf } from "./triageReading.js"

describe("severity: something gone quiet", () => {
  it.each([
    ["None of the parking barriers respond to the permit tags since the update.", "critical"],
    ["none of our delivery trackers have sent a location since 6am", "critical"],
    ["Our switchboard is dead, no calls coming in at all.", "critical"],
    ["We have not had a single booking through the website since Friday.", "critical"],
    ["The invoice emails have stopped going out to our tenants.", "high"]
  ])("%s → %s", (text, want) => expect(severity(text)).toBe(want))

  it.each([
    // Near misses: a device reporting nothing wrong, one phone's notifications, a quiet day.
    ["None of the sensors reported a fault over the weekend, just checking the battery levels are right?", "critical"],
    ["The order alerts stopped arriving on my own phone after I changed it, colleagues still get them.", "high"],
    ["We haven't had any bookings for the winter course yet, is the page live?", "critical"],
    ["Nobody responded to my email from Monday about the invoice address.", "critical"]
  ])("not this: %s (not %s)", (text, not) => expect(severity(text)).not.toBe(not))
})

describe("severity: bounds and kinds of fault", () => {
  it.each([
    ["Our dispatcher gets thrown out of the routing screen every hour; the other dispatchers have no problems.", "medium"],
    ["The stock count page used to be instant, now it spins for a minute.", "medium"],
    ["Three of the meters show as offline in the portal although the readings still come through.", "medium"],
    ["Our call queue display flickers on the wall screen.", "medium"],
    ["The booking page fails on and off through the day.", "medium"],
    ["Hi, we are not able print the pick lists since morning.", "high"]
  ])("%s → %s", (text, want) => expect(severity(text)).toBe(want))

  it.each([
    // A whole site shown down with no "although": still the site down.
    ["The booking site shows as down for every customer.", "critical"]
  ])("%s → %s", (text, want) => expect(severity(text)).toBe(want))
})

describe("severity: topic words with no fault of the sender's", () => {
  it.each([
    ["Love the new rota screen, nobody could tell it was a different system!"],
    ["Our previous supplier's portal was down every few days, that's why we switched to you."],
    ["Our old booking system crashed constantly, we are very happy here."]
  ])("%s → no critical", (text) => expect(severity(text)).not.toBe("critical"))

  it("an alert asked for reads as a question about the product", () => {
    expect(severity("Could the app warn our staff when a fridge goes offline?")).toBe("low")
  })
  it("a real outage beside an alert setting still reads critical", () => {
    expect(severity("Our site is down and the alert setting never told us.")).toBe("critical")
  })
})

describe("time: a day named with this/next, people stranded", () => {
  it.each([
    ["The ticket scanner app crashes and our open day is this Sunday.", "soon"],
    ["Residents are locked out of the building because the entry panel rejects every fob.", "immediate"],
    ["Patients are stuck at the entrance, the check-in kiosk is frozen.", "immediate"]
  ])("%s → %s", (text, want) => expect(timing(text)).toBe(want))

  it.each([
    ["The label printer stopped this Monday, no rush though.", "soon"],
    ["Some customers are stuck on the old app version, can they update themselves?", "immediate"]
  ])("not this: %s (not %s)", (text, not) => expect(timing(text)).not.toBe(not))

  it("'not very' answers how urgent a typo is", () => {
    expect(valueOf("time_sensitivity", [user("The footer of the receipt spells our street wrong."), agent("How urgent is this?"), user("not very")])).toBe("flexible")
  })
})

describe("a reply that opens with 'no' and narrows the first alarm", () => {
  it("'No sorry, it's only ...' answers from that turn", () => {
    expect(valueOf("issue_severity", [user("The whole phone system is down!"), agent("Is every extension affected?"), user("No sorry, it's only the extension in the back office, the rest ring fine.")])).toBe("medium")
  })
  it("'No, and now ...' adds a point, not a correction", () => {
    expect(valueOf("issue_severity", [user("One handset in the back office will not ring."), agent("Is it only that handset?"), user("No, and now nobody in the office can make outside calls.")])).toBe("critical")
  })
})

describe("a short reply that narrows the scope", () => {
  const chatOf = (reply: string) => [user("The scheduling board is broken, nobody can move a job!"), agent("Sorry! Is it everyone in the office?"), user(reply)]
  it.each([
    ["no, just me, the others are moving jobs fine", "medium"],
    ["only me I think, my colleague got in fine", "medium"],
    ["nope only my login", "medium"]
  ])("%s → %s", (reply, want) => expect(valueOf("issue_severity", chatOf(reply))).toBe(want))
  it.each([
    ["yes, everyone, and also the van tablets", "critical"],
    ["no, worse, the drivers can't see their routes either", "critical"]
  ])("not a narrowing: %s → %s", (reply, want) => expect(valueOf("issue_severity", chatOf(reply))).toBe(want))
})
