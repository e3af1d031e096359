// A second reading of the afternoon's merged readings (triage3, custcls2, custreq): each tried on
// ordinary sentences of our own, near misses it should not fire on and plain statements it should
// still read. What main misread here and this round narrowed: a retry or the fault back "again"
// taken for a recovery, the pronoun "it" and "must have been" taken for a buyer's terms, a refusal
// held until a repair taken for a condition of buying, "not a single order was lost" read as
// orders stopped, "within the next minutes of opening" read as a deadline.

/**
 * Known misses, listed and not asserted either way: a person's own bank holding a payment ("my bank won't
 * let me pay until …" reads as a buyer's gatekeeper); "you must be busy" read as a demand. (The
 * recovery verb "taking cards again", the concert and "no login required to see …" were mended by
 * triage4 and are asserted in triage4Readings.test.ts.)
 */
export const KNOWN_MISSES: ReadonlyArray<string> = [
  "My bank won't let me pay until the card is reissued.",
  "You must be busy, no rush at all."
]
import { describe, expect, it } from "vitest"
import type { Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { correctionTurns } from "../../../src/scoring/embedded/text/correction.js"
import { isCourtesySentence } from "../../../src/scoring/embedded/text/courtesy.js"
import { tellsBuyingCondition, tellsDemand } from "../../../src/scoring/embedded/text/demandWords.js"
import { phraseUnit, tokensOfText } from "../../../src/scoring/embedded/text/units.js"
import { setAside } from "../../../src/scoring/embedded/text/setAside.js"
import { INTENT } from "./manifests.js"
import { agent, severity, timing, user } from "./triageReading.js"

const intents = compileEmbedded(INTENT)
const found = (detector: string, messages: ReadonlyArray<Message>) => intents.score(messages)[detector]!.found
const intent = (detector: string, text: string) => found(detector, [user(text)])
const buying = (s: string) => tellsBuyingCondition(tokensOfText(s))
const demand = (s: string) => tellsDemand(tokensOfText(s))

describe("a later turn changing the mind (laterMind.ts)", () => {
  it("a later turn that goes back on an order declines it", () => {
    const msgs = [user("We'd like to order twelve folding tables for the hall."), agent("Great, shall I send an invoice?"), user("Actually, hold off please, the hall refurbishment has been cancelled so we no longer need them.")]
    expect(found("purchase_interest", msgs)).toBe(false)
  })
  it("a later 'actually' that adds to the order keeps it", () => {
    const msgs = [user("We'd like to order twelve folding tables for the hall."), agent("Great, anything else?"), user("Actually, we won't need the chairs you mentioned, just the tables please.")]
    expect(found("purchase_interest", msgs)).toBe(true)
  })
})

describe("a reply telling it works again (correction.ts NARROWS)", () => {
  it("most of it back narrows", () => {
    expect(correctionTurns([user("No till in the shop will take cards."), agent("Could you restart them?"), user("Two of the three are working again, the one by the door still says declined.")])).toEqual([2])
  })
  it("a retry that fails the same way narrows nothing", () => {
    expect(correctionTurns([user("The label printer jams on every sheet."), agent("Have you tried turning it off and on?"), user("Yes, I tried printing again and it jammed the same way.")])).toEqual([])
    expect(correctionTurns([user("Our booking page errors for every guest."), agent("Could you clear the cache?"), user("Done, tried loading again, same error for everyone.")])).toEqual([])
  })
  it("a fault back again is no recovery", () => {
    expect(correctionTurns([user("The heating controller keeps dropping off the network."), agent("Is it connected now?"), user("It was for an hour, now it's not connecting again.")])).toEqual([])
  })
})

describe("thanks for a thing done (courtesy.ts)", () => {
  it.each([
    "Thanks for fixing the gate sensor so quickly yesterday.",
    "Thank you for replacing my cracked tile last week, it's been perfect since.",
    "Thanks for the new filter, much appreciated."
  ])("courtesy: %s", (s) => expect(isCourtesySentence(s)).toBe(true))
  it.each([
    "Thanks in advance for sorting my refund so quickly.",
    "Thanks for fixing the gate sensor yesterday, but it has stopped again.",
    "Thanks for replacing my tile last week, it has cracked again since."
  ])("not: %s", (s) => expect(isCourtesySentence(s)).toBe(false))
})

describe("the business's calendar (triageTime.ts)", () => {
  it.each([
    "Our stock count is on Thursday and the scanner app won't sync.",
    "The scanner stopped syncing and we open the new branch on Saturday.",
    "We have a craft fair on Saturday and the card reader keeps rejecting cards.",
    "The ticket page broke and we need it fixed before the inspection on the 12th.",
    "We close the books on the 31st and the export button does nothing."
  ])("soon: %s", (s) => expect(timing(s)).toBe("soon"))
  it.each([
    "The scanner app has not synced since Thursday.",
    "Reminders stopped going out on Monday, not urgent.",
    "The monthly invoice run happens Friday as usual, I just want to change the logo."
  ])("not soon: %s", (s) => expect(timing(s)).not.toBe("soon"))
})

describe("severity from the sender's words (triage.ts)", () => {
  it("orders at zero since a fault are critical", () => {
    expect(severity("Since the update we have taken zero online orders today.")).toBe("critical")
  })
  it.each([
    "Not a single order was lost today, the sales report is just slow to load.",
    "Not one booking was affected today, only the logo looks blurry on the receipt."
  ])("not critical: %s", (s) => expect(severity(s)).not.toBe("critical"))
  it("a team wishing is not a team hit, a team blocked is", () => {
    expect(severity("Everyone in the warehouse would like bigger buttons on the picking screen.")).not.toBe("critical")
    expect(severity("Nobody in the warehouse can log in to the picking screen at all.")).toBe("critical")
  })
  it("an apology for a late reply is no slowness", () => {
    expect(severity("Apologies for the late response, I was away. The photos upload fine now.")).not.toBe("medium")
  })
})

describe("urgency in the next hour (urgency.ts)", () => {
  it("a fault timed after a start is no deadline", () => {
    expect(intent("urgency", "The tablet logs me out within the next few minutes of opening the app.")).toBe(false)
  })
  it("a fix asked for within the next hour is urgent", () => {
    expect(intent("urgency", "Please get the tills working within the next hour, the lunch rush starts at noon.")).toBe(true)
  })
})

describe("an order ruled out (declining.ts)", () => {
  it("declines", () => {
    expect(intent("not_interested", "The council chose another caterer, so we will not be placing the order.")).toBe(true)
  })
  it("a duplicate the sender avoids is no decline", () => {
    expect(intent("not_interested", "Please cancel the second one, I won't be placing a double order.")).toBe(false)
  })
})

describe("a condition of buying (demandWords.ts)", () => {
  it.each([
    "Our IT team will need single sign-on before we roll this out.",
    "Procurement won't sign unless you carry liability insurance.",
    "Whichever platform we choose has to export to spreadsheets."
  ])("condition: %s", (s) => expect(buying(s)).toBe(true))
  it.each([
    "It will need a new battery soon, I think.",
    "It has to be a software glitch, the hardware is new.",
    "I can't use the app until you fix the login loop.",
    "We couldn't book until the website came back.",
    "It won't go through unless I restart the router first."
  ])("not a condition: %s", (s) => expect(buying(s)).toBe(false))
  it.each([
    "A signed data agreement is mandatory for us.",
    "Our board will want references from two schools."
  ])("demand: %s", (s) => expect(demand(s)).toBe(true))
  it.each([
    "It must have been a glitch, it works now.",
    "Our IT lead must have been on leave last week."
  ])("no demand: %s", (s) => expect(demand(s)).toBe(false))
})

describe("automatic replies (units.ts)", () => {
  it("a complaint of automatic replies still reads", () => {
    expect(intent("needs_human", "All I ever get back is an auto-reply. Please put me through to a real person.")).toBe(true)
  })
})

describe("what is set aside (setAside.ts)", () => {
  const asideWords = (text: string): string => {
    const tokens = phraseUnit(text).tokens
    const aside = setAside(tokens)
    return tokens.filter((_, k) => aside[k] && tokens[k]!.cls === "word").map((t) => t.norm).join(" ")
  }
  it("a screen or inbox that shows nothing is the fault, not a place searched", () => {
    expect(asideWords("I switch it on and there's nothing on the screen at all.")).toBe("")
    expect(asideWords("There's nothing in my inbox from you since Monday.")).toBe("")
  })
  it("places searched for a missing thing are still set aside", () => {
    expect(asideWords("We checked and there's nothing in the shed or under the porch.")).toBe("nothing in the shed or under the porch")
  })
  it("what the reader may pass over, and what it may not", () => {
    expect(asideWords("Please ignore my last message, the leak has spread to the ceiling.")).toBe("ignore my last message")
    expect(asideWords("The thermostat seems to ignore the schedule I set.")).toBe("")
    expect(asideWords("No parts needed, just a quick look at the hinge.")).toBe("no parts needed")
  })
})

describe("automatic replies named at the start (units.ts)", () => {
  it("a message that is one says nothing of the sender's intent", () => {
    expect(intent("needs_human", "Automatic reply: I'm on leave until the 3rd. For urgent matters please ask for a manager.")).toBe(false)
  })
})

describe("a later turn that turns back on a decline (laterMind.ts)", () => {
  it("'after all' after a no buys", () => {
    const msgs = [user("Thanks, but we're not interested in the extended warranty."), agent("No problem, let me know if that changes."), user("Actually, we've changed our minds, we'd like to buy the extended warranty after all.")]
    expect(found("not_interested", msgs)).toBe(false)
  })
  it("a decline in the same turn as the order is left alone", () => {
    const msgs = [user("We'd like to order the oak bench but not the matching stools.")]
    expect(found("purchase_interest", msgs)).toBe(true)
  })
})

describe("more guards of the plain readings", () => {
  it("orders at zero and a recovery told plainly", () => {
    expect(severity("We've had zero orders through the website since lunch.")).toBe("critical")
    expect(severity("Zero bookings were affected, it's only the confirmation colour that looks odd.")).not.toBe("critical")
    expect(correctionTurns([user("Nobody can open the rota page."), agent("Can you try again now?"), user("It's loading again, just slowly.")])).toEqual([2])
  })
  it("the next half hour asked for, a fault's own timing not", () => {
    expect(intent("urgency", "Can someone call me back in the next half hour? The van is waiting.")).toBe(true)
    expect(intent("urgency", "The screen goes dark within the next minute after the timer starts.")).toBe(false)
  })
  it("conditions of buying a gatekeeper or a go-live sets", () => {
    expect(buying("Our insurer won't cover the site unless the alarm is monitored.")).toBe(true)
    expect(buying("We can't go live until you sign our data agreement.")).toBe(true)
    expect(buying("We can't go live until the fix for the export is released.")).toBe(false)
  })
  it("thanks for a service gone by", () => {
    expect(isCourtesySentence("Thanks for sorting the hot water last week.")).toBe(true)
  })
})
